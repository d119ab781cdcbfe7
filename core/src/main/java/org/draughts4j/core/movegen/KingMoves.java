package org.draughts4j.core.movegen;

/**
 * The counts of a limit on moves of one king (Frisian), kept in one {@code int} per position:
 * for each side the number of non-capturing moves in a row made with the same king (0 to 3) and
 * that king's bit. White's count is in bits 0-1 and its king's bit in bits 2-8; Black's in bits
 * 9-10 and 11-17. 0 is both counts zero.
 */
public final class KingMoves {
    private static final int SIDE_BITS = 9;

    private KingMoves() {}

    private static int shift(boolean white) {
        return white ? 0 : SIDE_BITS;
    }

    /**
     * @param state the counts of both sides, as this class encodes them
     * @param white true for White's count, false for Black's
     * @return the side's count of non-capturing moves in a row with the same king, 0 to 3
     */
    public static int count(int state, boolean white) {
        return state >>> shift(white) & 3;
    }

    /**
     * @param state the counts of both sides, as this class encodes them
     * @param white true for White's count, false for Black's
     * @return the bit index of the king the side's count is about (meaningful when the count is
     *     not 0)
     */
    public static int bit(int state, boolean white) {
        return state >>> (shift(white) + 2) & 0x7F;
    }

    /**
     * @param state the counts of both sides, as this class encodes them
     * @param white true for White's count, false for Black's
     * @param count the side's new count, 0 to 3; 0 clears the side's king too
     * @param bit the bit index of the king the count is about, 0 to 127
     * @return the state with the side's count and king set, the other side's unchanged
     */
    public static int with(int state, boolean white, int count, int bit) {
        int shift = shift(white);
        int cleared = state & ~(0x1FF << shift);
        return count == 0 ? cleared : cleared | (count | bit << 2) << shift;
    }

    /**
     * @param state the counts of both sides, as this class encodes them
     * @param whiteToMove whether White is to move
     * @param own the pieces of the side to move
     * @param kings the kings of both sides
     * @param limit the variant's limit on moves of one king, at least 1
     * @return the own king that may not make a quiet move, as a one-bit mask: the one that made
     *     {@code limit} quiet moves in a row, when its side also has men; else 0
     */
    public static long blockedKing(int state, boolean whiteToMove, long own, long kings, int limit) {
        if (count(state, whiteToMove) < limit || (own & ~kings) == 0) {
            return 0;
        }
        long king = 1L << bit(state, whiteToMove);
        return king & own & kings;
    }

    /**
     * @param state the counts of both sides, before the move
     * @param whiteMoves whether White makes the move
     * @param origin the bit of the moving piece
     * @param destination the bit it ends on
     * @param captured the bits it captures (0 for a quiet move)
     * @param kingMoved whether the moving piece was a king
     * @param limit the variant's limit, which a count never passes (a side of kings only is free
     *     to go on moving one king; its count stays at the limit)
     * @return the state after a move: the mover's count goes on with the same king, starts again at
     *     1 with another, and is 0 after a capture or a man move; the opponent's is 0 when the move
     *     takes the king it counts
     */
    public static int after(int state, boolean whiteMoves, long origin, int destination, long captured,
            boolean kingMoved, int limit) {
        int next = state;
        int count = count(state, whiteMoves);
        if (captured != 0 || !kingMoved) {
            next = with(next, whiteMoves, 0, 0);
        } else if (count > 0 && 1L << bit(state, whiteMoves) == origin) {
            next = with(next, whiteMoves, Math.min(count + 1, limit), destination);
        } else {
            next = with(next, whiteMoves, 1, destination);
        }
        if (count(next, !whiteMoves) > 0 && (captured & 1L << bit(next, !whiteMoves)) != 0) {
            next = with(next, !whiteMoves, 0, 0);
        }
        return next;
    }

    /**
     * @param state the counts of both sides, as this class encodes them
     * @return what the counts add to a position's Zobrist hash: 0 when both are zero
     */
    public static long hash(int state) {
        if (state == 0) {
            return 0;
        }
        long z = state * 0x9E3779B97F4A7C15L + 0x632BE59BD9B4E019L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
