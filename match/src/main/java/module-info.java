/**
 * draughts4j match: engine matches ({@link org.draughts4j.match.Match}) with clocks, adjudication
 * and PDN output, the opening sets of every variant ({@link org.draughts4j.match.OpeningSets}), the
 * Elo difference of a score ({@link org.draughts4j.match.MatchScore}) and the SPRT ({@link
 * org.draughts4j.match.Sprt}).
 */
module org.draughts4j.match {
    requires transitive org.draughts4j.engine;

    exports org.draughts4j.match;
}
