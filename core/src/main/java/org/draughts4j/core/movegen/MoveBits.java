package org.draughts4j.core.movegen;

/**
 * The encoding of a move in one {@code long}, as the generator produces it on boards up to 10x10.
 *
 * <p>A move is the union of its origin bit and the bits of the pieces it captures (the board's
 * bits, 0 to 53), the index of its destination bit in bits 56-61, and {@link #PROMOTION} (bit 63)
 * when the moving man is crowned. Equal moves (same origin, destination, captured set and
 * promotion) therefore have equal encodings, which is what makes duplicate captures cheap to
 * remove. The destination is an index rather than a bit because it may be a square the move also
 * captures on (where pieces leave the board jump by jump) or the origin (a king coming back to
 * where it started). The encoding is read against the position it was generated in: the origin
 * is the one bit on the mover's pieces and the captured pieces are the bits on the opponent's.

 */
public final class MoveBits {
    /** Set when the moving man is crowned by the move. */
    public static final long PROMOTION = 1L << 63;
    /** The position of the destination's bit index. */
    public static final int DESTINATION_SHIFT = 56;
    /** The bits of the origin and the captured pieces. */
    public static final long SQUARES = (1L << DESTINATION_SHIFT) - 1;

    private MoveBits() {}

    /**
     * @param origin the one-bit mask of the moving piece's square
     * @param to the bit index of the destination
     * @param captured the bits of the pieces the move captures, 0 for none
     * @param promotion whether the moving man is crowned
     * @return the encoding of a move from the {@code origin} bit to the bit of index {@code to}
     */
    public static long of(long origin, int to, long captured, boolean promotion) {
        return origin | captured | (long) to << DESTINATION_SHIFT | (promotion ? PROMOTION : 0);
    }

    /**
     * @param move a move in this encoding
     * @param own the mover's pieces in the position the move was generated in
     * @return the origin bit of {@code move}, given the mover's pieces
     */
    public static long origin(long move, long own) {
        return move & own;
    }

    /**
     * @param move a move in this encoding
     * @param opponent the opponent's pieces in the position the move was generated in
     * @return the bits of the pieces {@code move} captures, given the opponent's pieces
     */
    public static long captured(long move, long opponent) {
        return move & opponent;
    }

    /**
     * @param move a move in this encoding
     * @return the destination bit of {@code move}, as a one-bit mask
     */
    public static long destination(long move) {
        // A long shift uses the low six bits of its count: the index, without the promotion bit.
        return 1L << (move >>> DESTINATION_SHIFT);
    }

    /**
     * @param move a move in this encoding
     * @return the bit index of the destination of {@code move}
     */
    public static int destinationIndex(long move) {
        return (int) (move >>> DESTINATION_SHIFT) & 63;
    }

    /**
     * The kings after a move on raw bitboards: a king that moves goes with it, a man crowned by it
     * becomes one, and the kings it takes are gone. (The pieces of the side that moves are {@code
     * (own & ~move) | destination(move)}, those of the other side {@code opponent & ~move}.)
     *
     * @param kings the kings of both sides before the move
     * @param move a legal move of the side whose pieces are {@code own}
     * @param own the pieces of the side that moves
     * @param opponent the pieces of the other side
     * @return the kings of both sides after it
     */
    public static long kingsAfter(long kings, long move, long own, long opponent) {
        long after = kings & ~(move & opponent);
        // The mover's bit if it is a king, else 0.
        long king = kings & move & own;
        // All ones when a king lands (one that moved, or a man crowned: the move's sign bit), else
        // 0. Without a branch: the first king move and the first crowning come deep in a walk,
        // long after the JIT compiled the walks (which inline this) without them, and a branch
        // first taken there threw that code away and had it compiled again (Frisian d10: the walk
        // twice, 11 ms of the compiler's time each, early in a count of 0.4 s).
        long landsKing = (king | -king | move) >> 63;
        return (after & ~king) | (destination(move) & landsKing);
    }

    /**
     * @param move a move in this encoding
     * @return whether {@code move} crowns the moving man
     */
    public static boolean isPromotion(long move) {
        return move < 0;
    }
}
