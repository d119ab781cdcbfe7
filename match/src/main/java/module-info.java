/**
 * draughts4j match: engine matches ({@link org.draughts4j.match.Match}) with clocks, adjudication
 * (by endgame tables too: {@link org.draughts4j.match.TableAdjudicator}) and PDN output, the
 * opening sets of every variant ({@link org.draughts4j.match.OpeningSets}), the Elo difference of a
 * score ({@link org.draughts4j.match.MatchScore}) and the SPRT ({@link org.draughts4j.match.Sprt}).
 */
module org.draughts4j.match {
    requires transitive org.draughts4j.engine;
    // TableAdjudicator takes the tables in its public API.
    requires transitive org.draughts4j.egtb;

    exports org.draughts4j.match;
}
