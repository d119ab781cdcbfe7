package org.draughts4j.core;

/** The two sides. White always plays up the board as White sees it, whatever the variant. */
public enum Color {
    /** White, {@code W} in FEN: it plays up the board. */
    WHITE,
    /** Black, {@code B} in FEN: it plays down the board as White sees it. */
    BLACK;

    /** @return the other side */
    public Color opposite() {
        return this == WHITE ? BLACK : WHITE;
    }

    /** @return {@code 'W'} or {@code 'B'}, the letter used in FEN */
    public char letter() {
        return this == WHITE ? 'W' : 'B';
    }
}
