package org.draughts4j.core.engine;

import org.draughts4j.core.Color;

/**
 * Zobrist keys: one random 64-bit key per (bit, piece kind) and one for the side to move, so a
 * position's hash is the XOR of the keys of what is on the board. The keys come from a fixed
 * seed, so hashes are the same in every run and on every machine. {@link
 * org.draughts4j.core.Position#zobristHash()} and the perft transposition table use them.
 */
public final class Zobrist {
    private static final long[] WHITE_MEN = new long[64];
    private static final long[] WHITE_KINGS = new long[64];
    private static final long[] BLACK_MEN = new long[64];
    private static final long[] BLACK_KINGS = new long[64];
    /** The key of Black to move. */
    public static final long BLACK_TO_MOVE;

    static {
        long state = 0x5DEECE66DL;
        for (int bit = 0; bit < 64; bit++) {
            WHITE_MEN[bit] = state = next(state);
            WHITE_KINGS[bit] = state = next(state);
            BLACK_MEN[bit] = state = next(state);
            BLACK_KINGS[bit] = state = next(state);
        }
        BLACK_TO_MOVE = next(state);
    }

    private Zobrist() {}

    /** SplitMix64: a well-mixed sequence from a plain counter. */
    private static long next(long state) {
        long z = state + 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** @return the XOR of the keys of every piece in {@code squares}, of one color and kind */
    public static long pieces(long squares, boolean white, boolean king) {
        long[] keys = white ? (king ? WHITE_KINGS : WHITE_MEN) : (king ? BLACK_KINGS : BLACK_MEN);
        long hash = 0;
        while (squares != 0) {
            hash ^= keys[Long.numberOfTrailingZeros(squares)];
            squares &= squares - 1;
        }
        return hash;
    }

    /**
     * @return the hash after {@code move} (encoded as in {@link MoveBits}) from a position with
     *     hash {@code hash}, computed from what the move changes
     */
    public static long after(long hash, long move, long white, long black, long kings, boolean whiteMoves) {
        long own = whiteMoves ? white : black;
        long opponent = whiteMoves ? black : white;
        long from = MoveBits.origin(move, own);
        long to = MoveBits.destination(move);
        long captured = MoveBits.captured(move, opponent);
        boolean wasKing = (kings & from) != 0;
        boolean isKing = wasKing || MoveBits.isPromotion(move);
        return hash
                ^ pieces(from, whiteMoves, wasKing)
                ^ pieces(to, whiteMoves, isKing)
                ^ pieces(captured & ~kings, !whiteMoves, false)
                ^ pieces(captured & kings, !whiteMoves, true)
                ^ BLACK_TO_MOVE;
    }

    /** @return the hash of a whole position, computed from scratch */
    public static long of(long white, long black, long kings, Color sideToMove) {
        return pieces(white & ~kings, true, false)
                ^ pieces(white & kings, true, true)
                ^ pieces(black & ~kings, false, false)
                ^ pieces(black & kings, false, true)
                ^ (sideToMove == Color.BLACK ? BLACK_TO_MOVE : 0);
    }
}
