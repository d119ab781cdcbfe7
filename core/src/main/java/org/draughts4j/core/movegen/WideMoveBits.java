package org.draughts4j.core.movegen;

/**
 * The encoding of a move on a wide board (12x12, 14x14) in two {@code long}s, as the wide
 * generator produces it: the low word holds bits 0-63 of the union of the origin and the captured
 * pieces, the high word holds bits 64-127 of that union in its bits 0-47, the index of the
 * destination bit in bits 48-54, and {@link #PROMOTION} (bit 63) when the moving man is crowned.
 * As with {@link MoveBits}, equal moves have equal encodings, and the encoding is read against the
 * position it was generated in.
 */
public final class WideMoveBits {
    /** Set in the high word when the moving man is crowned. */
    public static final long PROMOTION = 1L << 63;
    /** The position of the destination's bit index in the high word. */
    public static final int DESTINATION_SHIFT = 48;
    /** The bits of the high word that hold squares. */
    public static final long SQUARES = (1L << DESTINATION_SHIFT) - 1;

    private WideMoveBits() {}

    /**
     * @param high the move's high word
     * @return the bit index (0-127) of the destination of the move whose high word is {@code high}
     */
    public static int destinationIndex(long high) {
        return (int) (high >>> DESTINATION_SHIFT) & 0x7F;
    }

    /**
     * @param high the move's high word
     * @return whether the move whose high word is {@code high} crowns the moving man
     */
    public static boolean isPromotion(long high) {
        return high < 0;
    }

    /**
     * @param squaresHigh bits 64-127 of the move's origin and captured pieces, shifted down to bits
     *     0-47
     * @param destination the bit index of the destination, 0 to 127
     * @param promotion whether the moving man is crowned
     * @return the high word of a move: the high square bits, the destination and the promotion
     */
    public static long high(long squaresHigh, int destination, boolean promotion) {
        return squaresHigh | (long) destination << DESTINATION_SHIFT | (promotion ? PROMOTION : 0);
    }

    /** The index of White's low word in a state array of {@link #play}; the others follow. */
    public static final int WHITE = 0;
    /** The index of White's high word. */
    public static final int WHITE_HIGH = 1;
    /** The index of Black's low word. */
    public static final int BLACK = 2;
    /** The index of Black's high word. */
    public static final int BLACK_HIGH = 3;
    /** The index of the kings' low word. */
    public static final int KINGS = 4;
    /** The index of the kings' high word. */
    public static final int KINGS_HIGH = 5;

    /**
     * Plays a move on the six words of a wide position, {@code from} into {@code to} (which may be
     * the same array).
     *
     * @param from White, White high, Black, Black high, kings and kings high, before the move
     * @param to receives the six words after the move
     * @param whiteMoves whether White makes the move
     * @param low the move's low word
     * @param high the move's high word
     */
    public static void play(long[] from, long[] to, boolean whiteMoves, long low, long high) {
        long own = from[whiteMoves ? WHITE : BLACK];
        long ownHigh = from[whiteMoves ? WHITE_HIGH : BLACK_HIGH];
        long opponent = from[whiteMoves ? BLACK : WHITE];
        long opponentHigh = from[whiteMoves ? BLACK_HIGH : WHITE_HIGH];
        long kings = from[KINGS];
        long kingsHigh = from[KINGS_HIGH];
        long squaresHigh = high & SQUARES;
        long origin = low & own;
        long originHigh = squaresHigh & ownHigh;
        long captured = low & opponent;
        long capturedHigh = squaresHigh & opponentHigh;
        int destination = destinationIndex(high);
        long target = destination < 64 ? 1L << destination : 0;
        long targetHigh = destination < 64 ? 0 : 1L << destination;
        boolean king = (kings & origin) != 0 || (kingsHigh & originHigh) != 0 || isPromotion(high);
        own = (own & ~origin) | target;
        ownHigh = (ownHigh & ~originHigh) | targetHigh;
        opponent &= ~captured;
        opponentHigh &= ~capturedHigh;
        kings &= ~(captured | origin);
        kingsHigh &= ~(capturedHigh | originHigh);
        if (king) {
            kings |= target;
            kingsHigh |= targetHigh;
        }
        to[whiteMoves ? WHITE : BLACK] = own;
        to[whiteMoves ? WHITE_HIGH : BLACK_HIGH] = ownHigh;
        to[whiteMoves ? BLACK : WHITE] = opponent;
        to[whiteMoves ? BLACK_HIGH : WHITE_HIGH] = opponentHigh;
        to[KINGS] = kings;
        to[KINGS_HIGH] = kingsHigh;
    }

    /**
     * @param hash the Zobrist hash of the position before the move
     * @param state its six words, as {@code from} in {@link #play}
     * @param whiteMoves whether White makes the move
     * @param low the move's low word
     * @param high the move's high word
     * @return the Zobrist hash after a wide move from a position with hash {@code hash} and words
     *     {@code state} (as in {@link #play}), computed from what the move changes
     */
    public static long hashAfter(long hash, long[] state, boolean whiteMoves, long low, long high) {
        long own = state[whiteMoves ? WHITE : BLACK];
        long ownHigh = state[whiteMoves ? WHITE_HIGH : BLACK_HIGH];
        long opponent = state[whiteMoves ? BLACK : WHITE];
        long opponentHigh = state[whiteMoves ? BLACK_HIGH : WHITE_HIGH];
        long kings = state[KINGS];
        long kingsHigh = state[KINGS_HIGH];
        long squaresHigh = high & SQUARES;
        long origin = low & own;
        long originHigh = squaresHigh & ownHigh;
        int from = origin != 0 ? Long.numberOfTrailingZeros(origin) : 64 + Long.numberOfTrailingZeros(originHigh);
        boolean wasKing = (kings & origin) != 0 || (kingsHigh & originHigh) != 0;
        long captured = low & opponent;
        long capturedHigh = squaresHigh & opponentHigh;
        return hash
                ^ Zobrist.piece(from, whiteMoves, wasKing)
                ^ Zobrist.piece(destinationIndex(high), whiteMoves, wasKing || isPromotion(high))
                ^ Zobrist.pieces(captured & ~kings, 0, !whiteMoves, false)
                ^ Zobrist.pieces(captured & kings, 0, !whiteMoves, true)
                ^ Zobrist.pieces(capturedHigh & ~kingsHigh, 64, !whiteMoves, false)
                ^ Zobrist.pieces(capturedHigh & kingsHigh, 64, !whiteMoves, true)
                ^ Zobrist.BLACK_TO_MOVE;
    }
}
