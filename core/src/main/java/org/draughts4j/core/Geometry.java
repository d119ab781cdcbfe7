package org.draughts4j.core;

import java.util.Locale;

/**
 * The board of a variant: its size, which corner is playable, how its dark squares are numbered,
 * and where each square lives in a bitboard.
 *
 * <p><b>Bit layout.</b> The playable squares are laid out in reading order (top row first, left
 * to right, as White sees the board), each pair of rows in 11 bits: the first row from bit 0 of
 * the pair, the second from bit 5, and unused "ghost" bits after each. Every diagonal step is then
 * the same constant shift on the whole board ({@link #UP_LEFT} -6, {@link #UP_RIGHT} -5, {@link
 * #DOWN_LEFT} +5, {@link #DOWN_RIGHT} +6) and a step off the board lands on a ghost bit or outside
 * the board. On 10x10 the 50 squares use 54 bits (ghosts 10, 21, 32, 43); an 8x8 board uses 42
 * bits with three ghosts per pair of rows (4, 9, 10, 15, ...). One set of shifts for every board
 * lets the move generator use compile-time constants. A board whose near-left corner is not
 * playable (Spanish, Galician) is stored as its mirror image, which has the same diagonal
 * structure. Users deal only in square numbers; the bit layout is an implementation detail
 * exposed for engines and benchmarks.
 *
 * <p>Instances are immutable and thread-safe.
 */
public final class Geometry {

    /** The shift of one step up and to the left (toward bit 0), on every board as stored. */
    public static final int UP_LEFT = -6;
    /** The shift of one step up and to the right, on every board as stored. */
    public static final int UP_RIGHT = -5;
    /** The shift of one step down and to the left, on every board as stored. */
    public static final int DOWN_LEFT = 5;
    /** The shift of one step down and to the right, on every board as stored. */
    public static final int DOWN_RIGHT = 6;
    /** The bits a pair of rows takes. */
    private static final int PAIR_BITS = 11;

    /** 10x10, a1 playable, squares 1-50 in Manoury order (International). */
    public static final Geometry TEN_BY_TEN = new Geometry(10, false);
    /** 8x8, a1 playable, 1 = b8, 4 = h8, 29 = a1, 32 = g1 (Brazilian, Russian, English). */
    public static final Geometry EIGHT_BY_EIGHT = new Geometry(8, false);
    /** 8x8, h1 playable, 1 = h1, right to left and bottom to top, 32 = a8 (Spanish, Galician). */
    public static final Geometry EIGHT_BY_EIGHT_MIRRORED = new Geometry(8, true);

    private final int size;
    private final int half;
    private final boolean mirrored;
    private final int squareCount;
    private final int[] bitOfSquare;
    private final int[] squareOfBit;
    private final int[] rowOfSquare;
    private final int[] columnOfSquare;
    private final int[][] squareAt;
    private final long boardMask;
    private final long whitePromotionMask;
    private final long blackPromotionMask;

    private Geometry(int size, boolean mirrored) {
        this.size = size;
        this.half = size / 2;
        this.mirrored = mirrored;
        this.squareCount = size * half;
        this.bitOfSquare = new int[squareCount + 1];
        this.rowOfSquare = new int[squareCount + 1];
        this.columnOfSquare = new int[squareCount + 1];
        this.squareOfBit = new int[64];
        this.squareAt = new int[size][size];
        java.util.Arrays.fill(squareOfBit, 0);
        long board = 0;
        long whitePromotion = 0;
        long blackPromotion = 0;
        for (int square = 1; square <= squareCount; square++) {
            int i = square - 1;
            int row;
            int column;
            if (!mirrored) {
                row = i / half;
                column = 2 * (i % half) + (row % 2 == 0 ? 1 : 0);
            } else {
                int rowFromBottom = i / half;
                int columnFromRight = 2 * (i % half) + (rowFromBottom % 2 == 0 ? 0 : 1);
                row = size - 1 - rowFromBottom;
                column = size - 1 - columnFromRight;
            }
            // Reading order of the (possibly mirrored) board fixes the bit.
            int storedColumn = mirrored ? size - 1 - column : column;
            int bit = (row / 2) * PAIR_BITS + (row % 2) * DOWN_LEFT + storedColumn / 2;
            bitOfSquare[square] = bit;
            squareOfBit[bit] = square;
            rowOfSquare[square] = row;
            columnOfSquare[square] = column;
            squareAt[row][column] = square;
            board |= 1L << bit;
            if (row == 0) {
                whitePromotion |= 1L << bit;
            }
            if (row == size - 1) {
                blackPromotion |= 1L << bit;
            }
        }
        this.boardMask = board;
        this.whitePromotionMask = whitePromotion;
        this.blackPromotionMask = blackPromotion;
    }

    /** @return the number of rows (and columns): 10 or 8 */
    public int size() {
        return size;
    }

    /** @return the number of playable squares: 50 or 32 */
    public int squareCount() {
        return squareCount;
    }

    /** @return true when White's near-left corner (a1) is not playable (Spanish, Galician) */
    public boolean isMirrored() {
        return mirrored;
    }

    /** @return true when {@code square} is a square number of this board */
    public boolean isSquare(int square) {
        return square >= 1 && square <= squareCount;
    }

    /**
     * @param square a square number, 1..{@link #squareCount()}
     * @return its bit index in a bitboard
     * @throws IllegalArgumentException if it is not a square of this board
     */
    public int bit(int square) {
        checkSquare(square);
        return bitOfSquare[square];
    }

    /** @return the one-bit mask of {@code square} */
    public long mask(int square) {
        return 1L << bit(square);
    }

    /**
     * @param bit a bit index
     * @return the square number stored at that bit
     * @throws IllegalArgumentException for a ghost bit or a bit outside the board
     */
    public int square(int bit) {
        int square = bit >= 0 && bit < 64 ? squareOfBit[bit] : 0;
        if (square == 0) {
            throw new IllegalArgumentException("bit " + bit + " is not a square of the " + this + " board");
        }
        return square;
    }

    /** @return the square at the lowest set bit of {@code mask} */
    public int lowestSquare(long mask) {
        return square(Long.numberOfTrailingZeros(mask));
    }

    /** @return the row of {@code square} as White sees the board: 0 at the top, size-1 at the bottom */
    public int row(int square) {
        checkSquare(square);
        return rowOfSquare[square];
    }

    /** @return the column of {@code square} as White sees the board: 0 is file a */
    public int column(int square) {
        checkSquare(square);
        return columnOfSquare[square];
    }

    /**
     * @return the square number at a row (0 = top, as White sees it) and column (0 = file a), or 0
     *     when that square is not playable or not on the board
     */
    public int squareAt(int row, int column) {
        if (row < 0 || row >= size || column < 0 || column >= size) {
            return 0;
        }
        return squareAt[row][column];
    }

    /** @return the algebraic name of {@code square}, such as {@code c3} (a1 is White's near-left corner) */
    public String algebraic(int square) {
        return "" + (char) ('a' + column(square)) + (size - row(square));
    }

    /**
     * @param name an algebraic square name such as {@code c3} or {@code H8}
     * @return its square number, or 0 when the name is not a playable square of this board
     */
    public int parseAlgebraic(String name) {
        if (name.length() < 2 || name.length() > 3) {
            return 0;
        }
        char file = Character.toLowerCase(name.charAt(0));
        int column = file - 'a';
        int rank;
        try {
            rank = Integer.parseInt(name.substring(1));
        } catch (NumberFormatException e) {
            return 0;
        }
        return squareAt(size - rank, column);
    }

    /** @return the bits of all playable squares */
    public long boardMask() {
        return boardMask;
    }

    /** @return the bits of the row where {@code color}'s men are crowned */
    public long promotionMask(Color color) {
        return color == Color.WHITE ? whitePromotionMask : blackPromotionMask;
    }

    private void checkSquare(int square) {
        if (!isSquare(square)) {
            throw new IllegalArgumentException(
                    "square " + square + " is not on the " + this + " board (1-" + squareCount + ")");
        }
    }

    @Override
    public String toString() {
        return String.format(Locale.ROOT, "%dx%d%s", size, size, mirrored ? " (h1 playable)" : "");
    }
}
