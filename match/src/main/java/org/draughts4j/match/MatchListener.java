package org.draughts4j.match;

/** Hears a match as it goes, for a progress line or a log. Called from the games' threads; every method does nothing by default. */
public interface MatchListener {
    /** A listener that hears nothing. */
    MatchListener NONE = new MatchListener() {
    };

    /**
     * A game has ended and been written to the PDN file.
     *
     * @param game the game
     * @param score the match's score with it
     */
    default void gameFinished(GameRecord game, MatchScore score) {
    }
}
