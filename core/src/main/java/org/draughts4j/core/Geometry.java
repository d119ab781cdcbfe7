package org.draughts4j.core;

import java.util.Locale;
import java.util.Objects;

/**
 * The board of a variant: its size, which corner is playable, how its dark squares are numbered,
 * and where each square lives in a bitboard.
 *
 * <p>Boards are square, of an even size from 6x6 to 14x14, and are built by {@link #of}; the
 * constants name the boards of the built-in variants. A board's playable squares are the dark
 * ones: either White's near-left corner a1 is one of them (International, Russian, English) or
 * it is not and h1 is (Spanish, Italian, Sri Lankan). The squares are numbered 1 to
 * {@link #squareCount()} in one of two orders ({@link Numbering}).
 *
 * <p><b>Bit layout.</b> The playable squares are laid out in reading order (top row first, left
 * to right, as White sees the board), each pair of rows in {@code 2 * rowBits() + 1} bits: the
 * first row from bit 0 of the pair, the second from bit {@link #rowBits()}, and an unused "ghost"
 * bit after the pair. Every diagonal step is then the same constant shift on the whole board, and
 * a step off the board lands on a ghost bit, on a bit of no square, or outside the board. Boards
 * up to 10x10 share the 10x10 layout ({@code rowBits() == 5}, 54 bits, the shifts {@link
 * #UP_LEFT} -6, {@link #UP_RIGHT} -5, {@link #DOWN_LEFT} +5, {@link #DOWN_RIGHT} +6), so their
 * bitboards are one {@code long} and the move generator uses compile-time constants. Larger boards
 * are {@link #isWide() wide}: 12x12 takes 77 bits and 14x14 104, with {@code rowBits()} 6 and 7,
 * and their bitboards are two {@code long}s, bits 0-63 in the low word and 64-127 in the high
 * word. A board whose near-left corner is not playable is stored as its mirror image, which has
 * the same diagonal structure. Users deal only in square numbers; the bit layout is an
 * implementation detail exposed for engines and benchmarks.
 *
 * <p><b>All squares.</b> {@link #EIGHT_BY_EIGHT_ALL_SQUARES} is the board of the orthogonal
 * games (Turkish draughts): all 64 squares are played, pieces move along rows and columns, and
 * squares are named algebraically. Its squares are numbered from White's side, 1 = a1, 8 = h1,
 * 9 = a2, ..., 64 = h8, so that ascending numbers list them as FEN writes them ({@code a2,b2,...,h3});
 * the bits are in reading order as on the other boards, bit 0 = a8 and bit 63 = h1, so a step up
 * is a shift by -8 and a step left by -1.
 * The 64 squares fill a {@code long}, so its moves take the two-word encoding of the wide boards
 * ({@link #isWide()} is true; every high word is 0).
 *
 * <p>Instances are immutable and thread-safe, and equal when they describe the same board.
 */
public final class Geometry {

    /** The smallest board size. */
    public static final int MIN_SIZE = 6;
    /** The largest board size. */
    public static final int MAX_SIZE = 14;

    /** The shift of one step up and to the left (toward bit 0), on every board up to 10x10 as stored. */
    public static final int UP_LEFT = -6;
    /** The shift of one step up and to the right, on every board up to 10x10 as stored. */
    public static final int UP_RIGHT = -5;
    /** The shift of one step down and to the left, on every board up to 10x10 as stored. */
    public static final int DOWN_LEFT = 5;
    /** The shift of one step down and to the right, on every board up to 10x10 as stored. */
    public static final int DOWN_RIGHT = 6;
    /** The largest board that fits the one-{@code long} layout. */
    private static final int NARROW_SIZE = 10;

    /** How the playable squares are numbered. */
    public enum Numbering {
        /**
         * From the top-left playable square as White sees the board, left to right, top to bottom
         * (International, English, Russian, Italian, Canadian, Sri Lankan).
         */
        FROM_TOP_LEFT,
        /**
         * From White's near-right playable square, right to left, bottom to top: the reverse of
         * {@link #FROM_TOP_LEFT} (Spanish, Galician, Portuguese).
         */
        FROM_BOTTOM_RIGHT
    }

    /** 10x10, a1 playable, squares 1-50 in Manoury order (International). */
    public static final Geometry TEN_BY_TEN = new Geometry(10, true, Numbering.FROM_TOP_LEFT);
    /** 8x8, a1 playable, 1 = b8, 4 = h8, 29 = a1, 32 = g1 (Brazilian, Russian, English). */
    public static final Geometry EIGHT_BY_EIGHT = new Geometry(8, true, Numbering.FROM_TOP_LEFT);
    /** 8x8, h1 playable, 1 = h1, right to left and bottom to top, 32 = a8 (Spanish, Galician, Portuguese). */
    public static final Geometry EIGHT_BY_EIGHT_MIRRORED = new Geometry(8, false, Numbering.FROM_BOTTOM_RIGHT);
    /** 8x8, h1 playable, 1 = a8, left to right and top to bottom, 32 = h1 (Italian). */
    public static final Geometry EIGHT_BY_EIGHT_ITALIAN = new Geometry(8, false, Numbering.FROM_TOP_LEFT);
    /** 12x12, a1 playable, 1 = b12, 67 = a1, 72 = k1 (Canadian). */
    public static final Geometry TWELVE_BY_TWELVE = new Geometry(12, true, Numbering.FROM_TOP_LEFT);
    /** 12x12, the mirror image: a1 not playable, 1 = a12, 72 = l1 (Sri Lankan). */
    public static final Geometry TWELVE_BY_TWELVE_MIRRORED = new Geometry(12, false, Numbering.FROM_TOP_LEFT);
    /**
     * 8x8, all 64 squares played, moves along rows and columns, squares 1 = a1 to 64 = h8 row by
     * row from White's side; bit 0 = a8, bit 63 = h1 (Turkish).
     */
    public static final Geometry EIGHT_BY_EIGHT_ALL_SQUARES = new Geometry(8);

    private final int size;
    /** Whether every square is played, along rows and columns (Turkish), not the dark ones only. */
    private final boolean allSquares;
    private final int half;
    private final boolean a1Playable;
    private final Numbering numbering;
    private final int rowBits;
    private final int layoutBits;
    private final int squareCount;
    private final int[] bitOfSquare;
    private final int[] squareOfBit;
    private final int[] rowOfSquare;
    private final int[] columnOfSquare;
    private final int[][] squareAt;
    private final long[] boardMask = new long[2];
    private final long[] whitePromotionMask = new long[2];
    private final long[] blackPromotionMask = new long[2];

    private Geometry(int size, boolean a1Playable, Numbering numbering) {
        this(size, false, a1Playable, numbering);
    }

    /** The board of {@code size} x {@code size} squares, all played, one bit each in reading order. */
    private Geometry(int size) {
        this(size, true, true, Numbering.FROM_TOP_LEFT);
    }

    private Geometry(int size, boolean allSquares, boolean a1Playable, Numbering numbering) {
        this.size = size;
        this.allSquares = allSquares;
        this.half = size / 2;
        this.a1Playable = a1Playable;
        this.numbering = numbering;
        this.rowBits = allSquares ? size : Math.max(half, NARROW_SIZE / 2);
        this.layoutBits = allSquares ? size * size : (half - 1) * pairBits() + rowBits + half;
        this.squareCount = allSquares ? size * size : size * half;
        this.bitOfSquare = new int[squareCount + 1];
        this.rowOfSquare = new int[squareCount + 1];
        this.columnOfSquare = new int[squareCount + 1];
        this.squareOfBit = new int[layoutBits];
        this.squareAt = new int[size][size];
        if (allSquares) {
            placeAllSquares();
        } else {
            placeDarkSquares();
        }
    }

    /** @return the bits of a pair of rows of dark squares: two rows and a ghost bit */
    private int pairBits() {
        return 2 * rowBits + 1;
    }

    /** Places the dark squares, numbered as {@link #numbering} says, two rows in {@link #pairBits()}. */
    private void placeDarkSquares() {
        for (int i = 0; i < squareCount; i++) {
            int square = numbering == Numbering.FROM_TOP_LEFT ? i + 1 : squareCount - i;
            int row = i / half;
            // Reading order: in each row the playable columns from the left; the bottom row holds
            // a1 exactly when a1 is playable, and rows alternate.
            boolean evenColumns = ((size - 1 - row) % 2 == 0) == a1Playable;
            int column = 2 * (i % half) + (evenColumns ? 0 : 1);
            // A board without a1 is stored as its mirror image, which has it.
            int storedColumn = a1Playable ? column : size - 1 - column;
            int bit = (row / 2) * pairBits() + (row % 2) * rowBits + storedColumn / 2;
            place(square, bit, row, column);
        }
    }

    /** Places every square, one bit each in reading order, numbered from White's side. */
    private void placeAllSquares() {
        for (int bit = 0; bit < squareCount; bit++) {
            int row = bit / size;
            int column = bit % size;
            int square = (size - 1 - row) * size + column + 1;
            place(square, bit, row, column);
        }
    }

    /** Puts square {@code square} on bit {@code bit}, at {@code row} and {@code column} (from the top left). */
    private void place(int square, int bit, int row, int column) {
        bitOfSquare[square] = bit;
        squareOfBit[bit] = square;
        rowOfSquare[square] = row;
        columnOfSquare[square] = column;
        squareAt[row][column] = square;
        set(boardMask, bit);
        if (row == 0) {
            set(whitePromotionMask, bit);
        }
        if (row == size - 1) {
            set(blackPromotionMask, bit);
        }
    }

    private static void set(long[] words, int bit) {
        words[bit >>> 6] |= 1L << bit;
    }

    /**
     * @param size the number of rows and columns: even, from 6 to 14
     * @param a1Playable whether White's near-left corner a1 is a playable (dark) square
     * @param numbering how the playable squares are numbered
     * @return the board
     * @throws IllegalArgumentException if the size is odd or out of range
     */
    public static Geometry of(int size, boolean a1Playable, Numbering numbering) {
        Objects.requireNonNull(numbering, "numbering");
        if (size < MIN_SIZE || size > MAX_SIZE || size % 2 != 0) {
            throw new IllegalArgumentException("a board is 6x6 to 14x14 with an even size, not " + size + "x" + size);
        }
        for (Geometry known : new Geometry[] {TEN_BY_TEN, EIGHT_BY_EIGHT, EIGHT_BY_EIGHT_MIRRORED,
                EIGHT_BY_EIGHT_ITALIAN, TWELVE_BY_TWELVE, TWELVE_BY_TWELVE_MIRRORED}) {
            if (known.size == size && known.a1Playable == a1Playable && known.numbering == numbering) {
                return known;
            }
        }
        return new Geometry(size, a1Playable, numbering);
    }

    /** @return the number of rows (and columns) */
    public int size() {
        return size;
    }

    /**
     * @return whether every square is played and pieces move along rows and columns ({@link
     *     #EIGHT_BY_EIGHT_ALL_SQUARES}, Turkish), not along the diagonals of the dark squares
     */
    public boolean isAllSquares() {
        return allSquares;
    }

    /** @return the number of playable squares: half the squares of the board, or all of them */
    public int squareCount() {
        return squareCount;
    }

    /** @return whether White's near-left corner a1 is playable */
    public boolean isA1Playable() {
        return a1Playable;
    }

    /** @return true when a1 is not playable, so the board is stored as its mirror image (Spanish, Italian) */
    public boolean isMirrored() {
        return !a1Playable;
    }

    /**
     * @return how the dark squares are numbered ({@link Numbering#FROM_TOP_LEFT} on the
     *     all-squares board, whose own order, from a1, the class comment gives)
     */
    public Numbering numbering() {
        return numbering;
    }

    /**
     * @return whether positions and moves take two {@code long}s: bitboards are then a low word
     *     (bits 0-63) and a high word (bits 64-127), on boards larger than 10x10, and on the
     *     all-squares board, whose 64 squares fill the low word and leave no room in it for a
     *     move's destination (its high words are 0)
     */
    public boolean isWide() {
        return size > NARROW_SIZE || allSquares;
    }

    /**
     * @return the bits given to each row in the layout: a diagonal step is a shift by
     *     {@code -(rowBits + 1)} (up-left as stored), {@code -rowBits} (up-right), {@code +rowBits}
     *     (down-left) or {@code +(rowBits + 1)} (down-right); 5 on every board up to 10x10; on the
     *     all-squares board the size (a step up is a shift by {@code -rowBits()})
     */
    public int rowBits() {
        return rowBits;
    }

    /** @return the number of bits of the layout: one more than the highest bit of a square */
    public int layoutBits() {
        return layoutBits;
    }

    /**
     * @param square any number
     * @return true when {@code square} is a square number of this board, 1..{@link #squareCount()}
     */
    public boolean isSquare(int square) {
        return square >= 1 && square <= squareCount;
    }

    /**
     * @param square a square number, 1..{@link #squareCount()}
     * @return its bit index in a bitboard (64 and above in the high word of a wide board)
     * @throws IllegalArgumentException if it is not a square of this board
     */
    public int bit(int square) {
        checkSquare(square);
        return bitOfSquare[square];
    }

    /**
     * @param square a square number, 1..{@link #squareCount()}
     * @return the one-bit mask of {@code square}
     * @throws IllegalArgumentException if it is not a square of this board
     * @throws IllegalStateException on a {@link #isWide() wide} board, whose bitboards are two
     *     words: use {@link #bit(int)}
     */
    public long mask(int square) {
        checkNarrow();
        return 1L << bit(square);
    }

    /**
     * @param bit a bit index
     * @return the square number stored at that bit
     * @throws IllegalArgumentException for a ghost bit or a bit outside the board
     */
    public int square(int bit) {
        int square = bit >= 0 && bit < layoutBits ? squareOfBit[bit] : 0;
        if (square == 0) {
            throw new IllegalArgumentException("bit " + bit + " is not a square of the " + this + " board");
        }
        return square;
    }

    /**
     * @param mask a bitboard of a board up to 10x10 with at least one square set
     * @return the square at the lowest set bit of {@code mask}
     * @throws IllegalArgumentException if {@code mask} is 0 or its lowest set bit is not a square
     */
    public int lowestSquare(long mask) {
        return square(Long.numberOfTrailingZeros(mask));
    }

    /**
     * @param square a square number, 1..{@link #squareCount()}
     * @return the row of {@code square} as White sees the board: 0 at the top, size-1 at the bottom
     * @throws IllegalArgumentException if it is not a square of this board
     */
    public int row(int square) {
        checkSquare(square);
        return rowOfSquare[square];
    }

    /**
     * @param square a square number, 1..{@link #squareCount()}
     * @return the column of {@code square} as White sees the board: 0 is file a
     * @throws IllegalArgumentException if it is not a square of this board
     */
    public int column(int square) {
        checkSquare(square);
        return columnOfSquare[square];
    }

    /**
     * @param row the row, 0 at the top as White sees the board
     * @param column the column, 0 for file a
     * @return the square number at that row and column, or 0 when that square is not playable or
     *     not on the board
     */
    public int squareAt(int row, int column) {
        if (row < 0 || row >= size || column < 0 || column >= size) {
            return 0;
        }
        return squareAt[row][column];
    }

    /**
     * @param square a square number, 1..{@link #squareCount()}
     * @return the algebraic name of {@code square}, such as {@code c3} (a1 is White's near-left corner)
     * @throws IllegalArgumentException if it is not a square of this board
     */
    public String algebraic(int square) {
        return "" + (char) ('a' + column(square)) + (size - row(square));
    }

    /**
     * @param square a square number, 1..{@link #squareCount()}
     * @return how {@code square} is written in FEN and moves: its algebraic name on the
     *     all-squares board (Turkish squares have no numbers in the notation), else its number
     */
    public String name(int square) {
        return allSquares ? algebraic(square) : String.valueOf(square);
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
        String digits = name.substring(1);
        for (int i = 0; i < digits.length(); i++) {
            if (!Character.isDigit(digits.charAt(i)) || digits.charAt(i) > '9') {
                return 0;
            }
        }
        return squareAt(size - Integer.parseInt(digits), column);
    }

    /** @return the bits of all playable squares (the low word, bits 0-63, on a wide board) */
    public long boardMask() {
        return boardMask[0];
    }

    /** @return the bits 64-127 of all playable squares: 0 on a board up to 10x10 */
    public long boardMaskHigh() {
        return boardMask[1];
    }

    /**
     * @param color the side
     * @return the bits of the row where {@code color}'s men are crowned (the low word on a wide board)
     */
    public long promotionMask(Color color) {
        return (isWhite(color) ? whitePromotionMask : blackPromotionMask)[0];
    }

    /**
     * @param color the side
     * @return the bits 64-127 of the row where {@code color}'s men are crowned: 0 on a board up to 10x10
     */
    public long promotionMaskHigh(Color color) {
        return (isWhite(color) ? whitePromotionMask : blackPromotionMask)[1];
    }

    /**
     * @param square a square number, 1..{@link #squareCount()}
     * @param color the side
     * @return whether {@code square} is on the row where {@code color}'s men are crowned: the top
     *     row for White, the bottom row for Black
     * @throws IllegalArgumentException if it is not a square of this board
     */
    public boolean isPromotionSquare(int square, Color color) {
        return row(square) == (isWhite(color) ? 0 : size - 1);
    }

    /** A null side would read as Black without this. */
    private static boolean isWhite(Color color) {
        return Objects.requireNonNull(color, "color") == Color.WHITE;
    }

    private void checkSquare(int square) {
        if (!isSquare(square)) {
            throw new IllegalArgumentException(
                    "square " + square + " is not on the " + this + " board (1-" + squareCount + ")");
        }
    }

    private void checkNarrow() {
        if (isWide()) {
            throw new IllegalStateException("the " + this + " board's bitboards are two words; use bit(square)");
        }
    }

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof Geometry g)) {
            return false;
        }
        return size == g.size && allSquares == g.allSquares && a1Playable == g.a1Playable && numbering == g.numbering;
    }

    @Override
    public int hashCode() {
        return Objects.hash(size, allSquares, a1Playable, numbering);
    }

    /**
     * @return the size, with which corner is playable and how squares are numbered when they are
     *     not the usual ones: {@code 10x10}, {@code 8x8 (a1 not playable)} (Spanish), {@code 8x8
     *     (a1 not playable, numbered from the top left)} (Italian), {@code 8x8 (all squares)}
     *     (Turkish)
     */
    @Override
    public String toString() {
        if (allSquares) {
            return String.format(Locale.ROOT, "%dx%d (all squares)", size, size);
        }
        boolean usualNumbering = (numbering == Numbering.FROM_TOP_LEFT) == a1Playable;
        String note = (a1Playable ? "" : "a1 not playable")
                + (usualNumbering ? "" : (a1Playable ? "" : ", ") + "numbered from the "
                        + (numbering == Numbering.FROM_TOP_LEFT ? "top left" : "bottom right"));
        return String.format(Locale.ROOT, "%dx%d%s", size, size, note.isEmpty() ? "" : " (" + note + ")");
    }
}
