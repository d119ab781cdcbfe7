package org.draughts4j.core;

import java.util.Objects;

/** A piece on the board: a man or a king of either side. */
public enum Piece {
    /** A white man. */
    WHITE_MAN(Color.WHITE, false),
    /** A white king. */
    WHITE_KING(Color.WHITE, true),
    /** A black man. */
    BLACK_MAN(Color.BLACK, false),
    /** A black king. */
    BLACK_KING(Color.BLACK, true);

    private final Color color;
    private final boolean king;

    Piece(Color color, boolean king) {
        this.color = color;
        this.king = king;
    }

    /** @return the side the piece belongs to */
    public Color color() {
        return color;
    }

    /** @return whether the piece is a king */
    public boolean isKing() {
        return king;
    }

    /**
     * @param color the side, not null
     * @param king true for a king, false for a man
     * @return the piece of {@code color}, a king or a man
     * @throws NullPointerException if {@code color} is null
     */
    public static Piece of(Color color, boolean king) {
        if (Objects.requireNonNull(color, "color") == Color.WHITE) {
            return king ? WHITE_KING : WHITE_MAN;
        }
        return king ? BLACK_KING : BLACK_MAN;
    }
}
