package org.draughts4j.core.movegen;

/**
 * Towers of column draughts, each in one {@code long}, and the playing of a tower move.
 *
 * <p>A tower's code holds its height in bits 0-5 and its pieces from the bottom (index 0) up, two
 * bits a piece from bit 6: the first set for a white piece, the second for a king. A tower holds
 * at most {@link #MAX_HEIGHT} pieces, more than the 24 pieces of an 8x8 board; 0 is no tower.
 *
 * <p>A tower move is the {@link MoveBits} encoding of its origin, captured squares, destination
 * and promotion, and a second word whose bit {@code j} says whether the piece taken at jump
 * {@code j} (0 for the first) was a king: the taken pieces go under the capturing tower in that
 * order, so two captures of the same squares in another order of kings are different moves.
 */
public final class Towers {
    /** The most pieces a tower holds. */
    public static final int MAX_HEIGHT = 29;

    private static final int HEIGHT_BITS = 6;
    private static final long HEIGHT_MASK = (1L << HEIGHT_BITS) - 1;

    private Towers() {}

    /**
     * @param white whether the piece is white
     * @param king whether the piece is a king
     * @return the code of a tower of one piece
     */
    public static long single(boolean white, boolean king) {
        return 1 | piece(0, white, king);
    }

    private static long piece(int index, boolean white, boolean king) {
        return (white ? 1L : 0) << (HEIGHT_BITS + 2 * index) | (king ? 1L : 0) << (HEIGHT_BITS + 2 * index + 1);
    }

    /**
     * @param tower a tower's code
     * @return the number of pieces of the tower, 0 for no tower
     */
    public static int height(long tower) {
        return (int) (tower & HEIGHT_MASK);
    }

    /**
     * @param tower a tower's code
     * @param index the piece's place in the tower, 0 for the bottom, below the tower's height
     * @return whether the piece at {@code index} (0 = bottom) is white
     */
    public static boolean isWhite(long tower, int index) {
        return (tower >>> (HEIGHT_BITS + 2 * index) & 1) != 0;
    }

    /**
     * @param tower a tower's code
     * @param index the piece's place in the tower, 0 for the bottom, below the tower's height
     * @return whether the piece at {@code index} (0 = bottom) is a king
     */
    public static boolean isKing(long tower, int index) {
        return (tower >>> (HEIGHT_BITS + 2 * index + 1) & 1) != 0;
    }

    /**
     * @param tower a tower's code, 0 for an empty square
     * @param white whether the piece put on top is white
     * @param king whether it is a king
     * @return the tower with a piece put on top
     * @throws IllegalArgumentException if the tower is already {@link #MAX_HEIGHT} high
     */
    public static long pushTop(long tower, boolean white, boolean king) {
        int height = height(tower);
        if (height >= MAX_HEIGHT) {
            throw new IllegalArgumentException("a tower holds at most " + MAX_HEIGHT + " pieces");
        }
        return tower + 1 | piece(height, white, king);
    }

    /** @return the tower with a piece put at the bottom, under the others */
    static long pushBottom(long tower, boolean white, boolean king) {
        int height = height(tower);
        if (height >= MAX_HEIGHT) {
            throw new IllegalArgumentException("a tower holds at most " + MAX_HEIGHT + " pieces");
        }
        long pieces = (tower & ~HEIGHT_MASK) << 2;
        return pieces | piece(0, white, king) | height + 1;
    }

    /** @return the tower without its top piece: 0 when it held one */
    static long popTop(long tower) {
        int height = height(tower);
        if (height <= 1) {
            return 0;
        }
        long top = 3L << (HEIGHT_BITS + 2 * (height - 1));
        return (tower & ~top & ~HEIGHT_MASK) | height - 1;
    }

    /** @return the tower with its top piece crowned */
    static long crownTop(long tower) {
        return tower | 1L << (HEIGHT_BITS + 2 * (height(tower) - 1) + 1);
    }

    /**
     * Plays a tower move on a position's towers, indexed by bit, and its top pieces.
     *
     * @param towers the towers, by bit of the board's layout; changed in place
     * @param tops White's top pieces, Black's, the top kings and the squares of towers of one piece,
     *     {@code [white, black, kings, singles]}; changed in place
     * @param whiteMoves whether White makes the move
     * @param move the move's {@link MoveBits} word
     * @param kingsTaken its second word: bit {@code j} set when the piece taken at jump {@code j}
     *     was a king
     */
    public static void play(long[] towers, long[] tops, boolean whiteMoves, long move, long kingsTaken) {
        long own = whiteMoves ? tops[0] : tops[1];
        long opponent = whiteMoves ? tops[1] : tops[0];
        int from = Long.numberOfTrailingZeros(move & own);
        int to = MoveBits.destinationIndex(move);
        long captured = move & opponent;
        long tower = towers[from];
        towers[from] = 0;
        int jumps = Long.bitCount(captured);
        for (int jump = 0; jump < jumps; jump++) {
            tower = pushBottom(tower, !whiteMoves, (kingsTaken >>> jump & 1) != 0);
        }
        if (MoveBits.isPromotion(move)) {
            tower = crownTop(tower);
        }
        long changed = 1L << from | 1L << to | captured;
        for (long rest = captured; rest != 0; rest &= rest - 1) {
            int bit = Long.numberOfTrailingZeros(rest);
            towers[bit] = popTop(towers[bit]);
        }
        towers[to] = tower;
        tops[0] &= ~changed;
        tops[1] &= ~changed;
        tops[2] &= ~changed;
        tops[3] &= ~changed;
        for (long rest = changed; rest != 0; rest &= rest - 1) {
            int bit = Long.numberOfTrailingZeros(rest);
            long mask = 1L << bit;
            long code = towers[bit];
            int height = height(code);
            if (height > 0) {
                tops[isWhite(code, height - 1) ? 0 : 1] |= mask;
                if (isKing(code, height - 1)) {
                    tops[2] |= mask;
                }
                if (height == 1) {
                    tops[3] |= mask;
                }
            }
        }
    }

    /**
     * @param towers the towers' codes by bit index, 0 for an empty square
     * @return the squares (bits) of the towers of one piece among {@code towers}
     */
    public static long singles(long[] towers) {
        long singles = 0;
        for (int bit = 0; bit < towers.length; bit++) {
            if (height(towers[bit]) == 1) {
                singles |= 1L << bit;
            }
        }
        return singles;
    }
}
