package org.draughts4j.core;

/** Where a flying king may land after jumping a piece. */
public enum KingLanding {
    /**
     * On any empty square beyond the piece it takes, but on one from which the capture goes on
     * whenever some landing square allows it (International and most variants).
     */
    ANY_SQUARE_BEYOND,
    /** Only on the square directly behind the piece it takes (Thai). */
    DIRECTLY_BEHIND
}
