package org.draughts4j.core;

/** When the pieces taken in a capture leave the board. */
public enum CaptureRemoval {
    /**
     * When the move ends: a piece is jumped at most once and a captured piece still standing
     * blocks the path (the "Turkish strike" rule of most variants).
     */
    AT_END,
    /**
     * At once, jump by jump: a captured piece's square is empty for the rest of the move, so the
     * capturer may cross it, land on it, and a king may turn back along its line (Thai).
     */
    JUMP_BY_JUMP
}
