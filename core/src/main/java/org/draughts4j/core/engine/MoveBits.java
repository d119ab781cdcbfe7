package org.draughts4j.core.engine;

/**
 * The encoding of a move in one {@code long}, as the generator produces it.
 *
 * <p>A move is the union of its origin bit, its destination bit and the bits of the pieces it
 * captures, plus {@link #PROMOTION} when the moving man is crowned. Equal moves (same origin,
 * destination, captured set and promotion) therefore have equal encodings, which is what makes
 * duplicate captures cheap to remove. The encoding is read against the position it was generated
 * in: the origin is the one bit on the mover's pieces, the captured pieces are the bits on the
 * opponent's, and the destination is what remains (the origin itself when a king comes back to
 * where it started).
 */
public final class MoveBits {
    /** Set when the moving man is crowned by the move. */
    public static final long PROMOTION = 1L << 63;

    private MoveBits() {}

    /** @return the origin bit of {@code move}, given the mover's pieces */
    public static long origin(long move, long own) {
        return move & own;
    }

    /** @return the bits of the pieces {@code move} captures, given the opponent's pieces */
    public static long captured(long move, long opponent) {
        return move & opponent;
    }

    /** @return the destination bit of {@code move} */
    public static long destination(long move, long own, long opponent) {
        long to = move & ~own & ~opponent & ~PROMOTION;
        return to == 0 ? move & own : to;
    }

    /** @return whether {@code move} crowns the moving man */
    public static boolean isPromotion(long move) {
        return move < 0;
    }
}
