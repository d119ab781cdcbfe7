package org.draughts4j.core;

/** How a game of the variant is won. */
public enum Goal {
    /** A player who cannot move on their turn (no pieces, or all blocked) loses. */
    CANNOT_MOVE_LOSES,
    /** A player who cannot move on their turn (no pieces, or all blocked) wins (Antidraughts, Poddavki). */
    CANNOT_MOVE_WINS,
    /**
     * The first player to crown a man wins at once; a player who cannot move loses (Breakthrough).
     * A position with a king on the board is over: it has no legal moves, and perft counts it as a
     * leaf.
     */
    FIRST_KING_WINS
}
