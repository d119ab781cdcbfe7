package org.draughts4j.core;

/**
 * Zobrist keys: one random 64-bit key per (bit, piece kind) and one for the side to move, so a
 * position's hash is the XOR of the keys of what is on the board. The keys come from a fixed
 * seed, so hashes are the same in every run and on every machine.
 */
final class Zobrist {
    private static final long[] WHITE_MEN = new long[64];
    private static final long[] WHITE_KINGS = new long[64];
    private static final long[] BLACK_MEN = new long[64];
    private static final long[] BLACK_KINGS = new long[64];
    static final long BLACK_TO_MOVE;

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
    static long pieces(long squares, boolean white, boolean king) {
        long[] keys = white ? (king ? WHITE_KINGS : WHITE_MEN) : (king ? BLACK_KINGS : BLACK_MEN);
        long hash = 0;
        while (squares != 0) {
            hash ^= keys[Long.numberOfTrailingZeros(squares)];
            squares &= squares - 1;
        }
        return hash;
    }

    /** @return the hash of a whole position, computed from scratch */
    static long of(long white, long black, long kings, Color sideToMove) {
        return pieces(white & ~kings, true, false)
                ^ pieces(white & kings, true, true)
                ^ pieces(black & ~kings, false, false)
                ^ pieces(black & kings, false, true)
                ^ (sideToMove == Color.BLACK ? BLACK_TO_MOVE : 0);
    }
}
