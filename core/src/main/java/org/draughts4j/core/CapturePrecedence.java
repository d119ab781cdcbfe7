package org.draughts4j.core;

/** Which of the available captures a player may choose. */
public enum CapturePrecedence {
    /** Any capture (Russian, English). */
    FREE,
    /** A capture taking the most pieces, a king counting as one (International, Brazilian). */
    MOST_PIECES,
    /** Among the captures taking the most pieces, those taking the most kings (Spanish, Galician). */
    MOST_PIECES_THEN_MOST_KINGS
}
