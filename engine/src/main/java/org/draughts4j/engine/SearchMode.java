package org.draughts4j.engine;

/** Why an engine searches, which some engines act on (Scan leaves its opening book out of an analysis). */
public enum SearchMode {
    /** To play the move found in a game. */
    PLAY,
    /** To analyse: the information matters more than the move, and no game is being played. */
    ANALYSE
}
