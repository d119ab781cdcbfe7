package org.draughts4j.core.movegen;

import org.draughts4j.core.Color;

/**
 * Zobrist keys: one random 64-bit key per (bit, piece kind) and one for the side to move, so a
 * position's hash is the XOR of the keys of what is on the board. Bits 0-127 have keys, enough
 * for every board up to 14x14 (bits 64-127 are the high word of a wide board). The keys come from
 * a fixed seed, so hashes are the same in every run and on every machine. {@link
 * org.draughts4j.core.Position#zobristHash()} and the perft transposition table use them.
 */
public final class Zobrist {
    private static final int BITS = 128;
    private static final long[] WHITE_MEN = new long[BITS];
    private static final long[] WHITE_KINGS = new long[BITS];
    private static final long[] BLACK_MEN = new long[BITS];
    private static final long[] BLACK_KINGS = new long[BITS];
    /** The key of Black to move. */
    public static final long BLACK_TO_MOVE;
    private static final long[] TOWERS = new long[64];

    static {
        long state = 0x5DEECE66DL;
        // The first 64 keys of each kind are drawn first, as they always were, so narrow hashes
        // keep their values.
        for (int bit = 0; bit < 64; bit++) {
            WHITE_MEN[bit] = state = next(state);
            WHITE_KINGS[bit] = state = next(state);
            BLACK_MEN[bit] = state = next(state);
            BLACK_KINGS[bit] = state = next(state);
        }
        BLACK_TO_MOVE = next(state);
        state = BLACK_TO_MOVE;
        for (int bit = 64; bit < BITS; bit++) {
            WHITE_MEN[bit] = state = next(state);
            WHITE_KINGS[bit] = state = next(state);
            BLACK_MEN[bit] = state = next(state);
            BLACK_KINGS[bit] = state = next(state);
        }
        for (int bit = 0; bit < TOWERS.length; bit++) {
            TOWERS[bit] = state = next(state);
        }
    }

    /**
     * @param towers the towers of a column draughts position, by bit ({@link Towers})
     * @return what the pieces under the tops add to the hash of the tops: 0 when every tower is
     *     one piece, so that the hash of such a position is that of its pieces
     */
    public static long towers(long[] towers) {
        long hash = 0;
        for (int bit = 0; bit < towers.length; bit++) {
            if (Towers.height(towers[bit]) > 1) {
                hash ^= next(towers[bit] ^ TOWERS[bit]);
            }
        }
        return hash;
    }

    private Zobrist() {}

    /** SplitMix64: a well-mixed sequence from a plain counter. */
    private static long next(long state) {
        long z = state + 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /**
     * @param squares the bits of the pieces, a low word (bits 0-63)
     * @param white whether the pieces are white
     * @param king whether they are kings
     * @return the XOR of the keys of every piece in {@code squares}, of one color and kind
     */
    public static long pieces(long squares, boolean white, boolean king) {
        return pieces(squares, 0, white, king);
    }

    /**
     * @param squares the bits of the pieces in one word
     * @param offset 0 for a low word, 64 for a high word
     * @param white whether the pieces are white
     * @param king whether they are kings
     * @return the XOR of the keys of every piece in the word {@code squares}, of one color and kind
     */
    public static long pieces(long squares, int offset, boolean white, boolean king) {
        long[] keys = white ? (king ? WHITE_KINGS : WHITE_MEN) : (king ? BLACK_KINGS : BLACK_MEN);
        long hash = 0;
        while (squares != 0) {
            hash ^= keys[offset + Long.numberOfTrailingZeros(squares)];
            squares &= squares - 1;
        }
        return hash;
    }

    /**
     * @param bit the bit index of the piece's square, 0-127
     * @param white whether the piece is white
     * @param king whether it is a king
     * @return the key of one piece on bit {@code bit} (0-127)
     */
    public static long piece(int bit, boolean white, boolean king) {
        long[] keys = white ? (king ? WHITE_KINGS : WHITE_MEN) : (king ? BLACK_KINGS : BLACK_MEN);
        return keys[bit];
    }

    /**
     * @param hash the hash of the position before the move
     * @param move the move, encoded as in {@link MoveBits}
     * @param white White's pieces before the move
     * @param black Black's pieces before the move
     * @param kings the kings of both sides before the move
     * @param whiteMoves whether White makes the move
     * @return the hash after {@code move} (encoded as in {@link MoveBits}) from a position with
     *     hash {@code hash}, computed from what the move changes
     */
    public static long after(long hash, long move, long white, long black, long kings, boolean whiteMoves) {
        long own = whiteMoves ? white : black;
        long opponent = whiteMoves ? black : white;
        long from = MoveBits.origin(move, own);
        long captured = MoveBits.captured(move, opponent);
        boolean wasKing = (kings & from) != 0;
        boolean isKing = wasKing || MoveBits.isPromotion(move);
        // The moving piece's two keys are looked up by index rather than looped over as the
        // captured pieces are: the search updates the hash at every move it plays. A king that
        // captures its way back to its origin has the same key twice, which cancel.
        return hash
                ^ piece(Long.numberOfTrailingZeros(from), whiteMoves, wasKing)
                ^ piece(MoveBits.destinationIndex(move), whiteMoves, isKing)
                ^ pieces(captured & ~kings, !whiteMoves, false)
                ^ pieces(captured & kings, !whiteMoves, true)
                ^ BLACK_TO_MOVE;
    }

    /**
     * @param white White's pieces
     * @param black Black's pieces
     * @param kings the kings of both sides
     * @param sideToMove the side to move
     * @return the hash of a whole position of a board up to 10x10, computed from scratch
     */
    public static long of(long white, long black, long kings, Color sideToMove) {
        return of(white, 0, black, 0, kings, 0, sideToMove);
    }

    /**
     * @param white White's pieces, bits 0-63
     * @param whiteHigh White's pieces, bits 64-127 (0 on a board up to 10x10)
     * @param black Black's pieces, bits 0-63
     * @param blackHigh Black's pieces, bits 64-127
     * @param kings the kings of both sides, bits 0-63
     * @param kingsHigh the kings of both sides, bits 64-127
     * @param sideToMove the side to move
     * @return the hash of a whole position, given the low and high words of its bitboards
     */
    public static long of(long white, long whiteHigh, long black, long blackHigh, long kings, long kingsHigh,
            Color sideToMove) {
        return pieces(white & ~kings, 0, true, false)
                ^ pieces(white & kings, 0, true, true)
                ^ pieces(black & ~kings, 0, false, false)
                ^ pieces(black & kings, 0, false, true)
                ^ pieces(whiteHigh & ~kingsHigh, 64, true, false)
                ^ pieces(whiteHigh & kingsHigh, 64, true, true)
                ^ pieces(blackHigh & ~kingsHigh, 64, false, false)
                ^ pieces(blackHigh & kingsHigh, 64, false, true)
                ^ (sideToMove == Color.BLACK ? BLACK_TO_MOVE : 0);
    }
}
