package org.draughts4j.core;

/** What happens to a man that reaches the far row in the middle of a capture. */
public enum PromotionInCapture {
    /** It stays a man and goes on capturing as a man; it is crowned only if the move ends there (International, Brazilian). */
    STAYS_MAN,
    /** It is crowned at once and goes on capturing as a king (Russian). */
    CONTINUES_AS_KING,
    /** It is crowned and the move ends there, even if more could be taken (English, Spanish, Galician). */
    ENDS_MOVE
}
