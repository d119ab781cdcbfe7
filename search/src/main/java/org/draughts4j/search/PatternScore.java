package org.draughts4j.search;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.draughts4j.core.Geometry;

/**
 * Reads the {@link PatternWeights} of a position: each region's pattern as White sees the board
 * and as Black does, White's weights less Black's, opening and endgame, in the weights' units. One
 * per {@link Evaluator}, so one per searching thread: it keeps its sums and the last position's
 * patterns; allocates nothing per call.
 *
 * <p>On a board of one word ({@link #read(long, long)}) a region's men are cut out of the word in
 * pieces of a few consecutive bits, each with one shift and mask and turned into its base-3 digits
 * by a table; Black's view is the board's bits reversed, since on every board of one word the word
 * reversed is the board turned half round ({@link #mirrored}). A band of two rows is one piece, a
 * window of four rows two. On a board of two words ({@link #read(long, long, long, long)}: 12x12)
 * the regions are counted man by man instead, each man adding its digit to the regions it is in.
 * Either way, reads a move or two apart, as a search's are, follow the squares that changed: each
 * changed man adds or takes its digit from the regions it is in, and only the weights are read
 * anew. On a board of one word the regions pair up under the half turn, and the two views are
 * folded into one table when the reader is made ({@link #fold}): a read follows White's view alone
 * and reads one weight a region. The trainer's way, {@link #indices(int, long, long, long, long,
 * int[])}, counts man by man: tests hold them all to the same numbers.
 */
final class PatternScore {
    /** A piece of a region spans at most this many bits: a table of 4,096. */
    private static final int MAX_SPAN = 12;

    private final int regionCount;
    /**
     * By pattern index: the opening weight at 2i, the endgame weight at 2i + 1, read together; null
     * where the views fold into {@link #folded}.
     */
    private final short[] weights;
    private final int[] offsets;

    /**
     * Region r's pieces are {@code firstPiece[r]} to {@code firstPiece[r + 1]}; by piece, its
     * lowest bit, its mask and the base-3 value of each cut (tables of the same contents shared,
     * which keeps them in the cache).
     */
    private final int[] firstPiece;
    private final int[] low;
    private final long[] mask;
    private final int[][] base3;
    /** Reversing the word and shifting right by this turns the board half round; -1 where it does not (two words). */
    private final int reverseShift;

    /**
     * For a read that follows changed squares and for a count man by man: by side and bit (0 to
     * 127, the high word's from 64), entries {@code memberStart[side][bit]} to {@code
     * memberStart[side][bit + 1]} of {@code memberRegion} (a region the square there is in, as the
     * side sees the board) and {@code memberDigit} (what a man of the side there adds to its
     * pattern; one of the other side adds twice as much).
     */
    private final int[][] memberStart = new int[2][];
    private final int[][] memberRegion = new int[2][];
    private final int[][] memberDigit = new int[2][];
    private final int[] index;

    /**
     * What the last {@link #read} saw: the men, and by region the index of its pattern's weights as
     * White sees the board and as Black does. A search reads positions a move or two apart, so the
     * next read mostly updates these by the squares that changed rather than cutting every region
     * out again.
     */
    private long lastWhite;
    private long lastBlack;
    private long lastWhiteHigh;
    private long lastBlackHigh;
    private final int[] whiteIndex;
    private final int[] blackIndex;
    /**
     * Where the views fold ({@link #fold}): by pattern index as White sees its region, the opening
     * weight at 2i and the endgame weight at 2i + 1 of that pattern less those of the same squares
     * as Black sees them; null where they do not, and both views are read in {@link #weights}.
     */
    private final short[] folded;
    private boolean primed;
    /** Past this many squares changed since the last read, cutting the regions out afresh costs less. */
    private final int mostChanged;

    /** The sums of the last {@link #read}, White's less Black's, in the weights' units. */
    long opening;
    long endgame;

    PatternScore(BoardTables tables, PatternWeights patterns) {
        this(tables, patterns, -1);
    }

    /**
     * @param mostChanged past how many squares changed a read cuts the regions out afresh; -1 for
     *     the estimate from the regions' cost either way (a test forces each way)
     */
    PatternScore(BoardTables tables, PatternWeights patterns, int mostChanged) {
        PatternRegions regions = patterns.regions;
        regionCount = regions.count();

        offsets = new int[regionCount];
        for (int r = 0; r < regionCount; r++) {
            offsets[r] = regions.offset(r);
        }
        index = new int[regionCount];
        whiteIndex = new int[regionCount];
        blackIndex = new int[regionCount];
        Geometry geometry = tables.geometry;
        if (!geometry.equals(patterns.geometry)) {
            // Their regions are squares of their own board; and the table folded for them is shared.
            throw new IllegalArgumentException("pattern weights of a " + patterns.geometry.size() + "x"
                    + patterns.geometry.size() + " board read on a " + geometry.size() + "x" + geometry.size() + " board");
        }
        boolean twoWords = geometry.layoutBits() > 64;
        if (!twoWords && !mirrored(tables)) {
            throw new IllegalArgumentException("pattern weights need a board whose word reversed is the board turned"
                    + " half round, not " + geometry.size() + "x" + geometry.size());
        }
        reverseShift = twoWords ? -1 : 64 - geometry.layoutBits();
        firstPiece = new int[regionCount + 1];
        List<int[]> pieces = new ArrayList<>();
        for (int r = 0; r < regionCount && !twoWords; r++) {
            firstPiece[r] = pieces.size();
            pieces.addAll(pieces(geometry, regions.squares(r)));
        }
        firstPiece[regionCount] = pieces.size();
        low = new int[pieces.size()];
        mask = new long[pieces.size()];
        base3 = new int[pieces.size()][];
        Map<List<Integer>, int[]> shared = new HashMap<>();
        for (int p = 0; p < pieces.size(); p++) {
            int[] piece = pieces.get(p);
            low[p] = piece[0];
            mask[p] = (1L << piece[1]) - 1;
            int[] table = new int[1 << piece[1]];
            for (int cutBits = 0; cutBits < table.length; cutBits++) {
                for (int i = 2; i < piece.length; i += 2) {
                    if ((cutBits >>> piece[i] & 1) != 0) {
                        table[cutBits] += piece[i + 1];
                    }
                }
            }
            base3[p] = shared.computeIfAbsent(Arrays.stream(table).boxed().toList(), k -> table);
        }
        for (int side = 0; side < 2; side++) {
            members(tables, regions, side);
        }
        folded = twoWords ? null : patterns.folded(() -> fold(regions, interleaved(patterns)));
        weights = folded == null ? interleaved(patterns) : null;
        this.mostChanged = mostChanged >= 0 ? mostChanged : twoWords ? manCountWorthFollowing(geometry)
                : worthFollowing(geometry);
    }

    /**
     * Where the regions are counted man by man (two words), following a changed square costs what
     * counting a man does in both views: following pays up to about as many changes as the men a
     * position has, a third of the board's squares at the start.
     */
    private static int manCountWorthFollowing(Geometry geometry) {
        return geometry.squareCount() / 3;
    }

    /**
     * How many changed squares a read follows before cutting out costs less: a cut reads four
     * tables a piece (two colours, two views); a changed square adds to each region it is in, in
     * both views, and costs about twice a table read (measured: 8 for Russian's windows of 4x4 at
     * every row and column, whose evaluation then costs a third less; 4 and 5 for the bands of two
     * rows of 8x8 and 10x10, which cost the same either way, where following more squares made
     * International's cost half as much again).
     */
    private int worthFollowing(Geometry geometry) {
        int memberships = memberRegion[BoardTables.WHITE].length + memberRegion[BoardTables.BLACK].length;
        return 4 * low.length * geometry.squareCount() / (2 * Math.max(1, memberships));
    }

    /**
     * @return whether the board's layout fits one word and the word reversed (and shifted down to
     *     the layout's bits) is the board turned half round: each side's view of a square at the
     *     other's bit at the far end of the word
     */
    static boolean mirrored(BoardTables tables) {
        int layoutBits = tables.geometry.layoutBits();
        if (layoutBits > 64) {
            return false;
        }
        for (int bit = 0; bit < 64; bit++) {
            if (tables.square[bit] && (!tables.square[layoutBits - 1 - bit]
                    || tables.place[BoardTables.BLACK][bit] != tables.place[BoardTables.WHITE][layoutBits - 1 - bit])) {
                return false;
            }
        }
        return true;
    }

    /**
     * Cuts a region into pieces of at most {@value #MAX_SPAN} consecutive bits, from its lowest bit
     * up. Each piece is {@code {lowest bit, span, (bit less the lowest, digit value)...}}, the digit
     * value 3 to the power of the square's place in the region.
     */
    private static List<int[]> pieces(Geometry geometry, int[] squares) {
        Integer[] byBit = new Integer[squares.length];
        for (int i = 0; i < squares.length; i++) {
            byBit[i] = i;
        }
        Arrays.sort(byBit, Comparator.comparingInt(i -> geometry.bit(squares[i])));
        List<int[]> pieces = new ArrayList<>();
        int from = 0;
        while (from < byBit.length) {
            int lowest = geometry.bit(squares[byBit[from]]);
            int to = from;
            while (to < byBit.length && geometry.bit(squares[byBit[to]]) - lowest < MAX_SPAN) {
                to++;
            }
            int[] piece = new int[2 + 2 * (to - from)];
            piece[0] = lowest;
            piece[1] = geometry.bit(squares[byBit[to - 1]]) - lowest + 1;
            for (int k = from; k < to; k++) {
                piece[2 + 2 * (k - from)] = geometry.bit(squares[byBit[k]]) - lowest;
                piece[3 + 2 * (k - from)] = PatternRegions.power(byBit[k]);
            }
            pieces.add(piece);
            from = to;
        }
        return pieces;
    }

    /** @return the weights by pattern index, the opening weight at 2i and the endgame weight at 2i + 1 */
    private static short[] interleaved(PatternWeights patterns) {
        int n = patterns.regions.entries();
        short[] interleaved = new short[2 * n];
        for (int i = 0; i < n; i++) {
            interleaved[2 * i] = patterns.opening[i];
            interleaved[2 * i + 1] = patterns.endgame[i];
        }
        return interleaved;
    }

    /** @return whether the two views are folded into one table ({@link #fold}), for tests */
    boolean folds() {
        return folded != null;
    }

    /**
     * Folds Black's view into White's where the regions pair up under the half turn: each region's
     * squares, as Black sees the board, those of a region as White does (or its own). The squares
     * White's view reads in region r, Black's reads in its pair; so the weights of one position,
     * White's less Black's, are a sum over the regions of a value of each region's squares alone,
     * tabled by White's pattern: one read a region rather than two, and only White's view followed.
     * The same sums to the unit.
     *
     * @param interleaved the weights by pattern index, opening and endgame interleaved
     * @return the table by White's pattern index, opening and endgame interleaved; null where some
     *     region has no pair, or a difference does not fit 16 bits (weights far beyond any trained)
     */
    private short[] fold(PatternRegions regions, short[] interleaved) {
        long[][] squareBits = new long[2][regionCount];
        for (int side = 0; side < 2; side++) {
            for (int bit = 0; bit < Long.SIZE; bit++) {
                for (int j = memberStart[side][bit]; j < memberStart[side][bit + 1]; j++) {
                    squareBits[side][memberRegion[side][j]] |= 1L << bit;
                }
            }
        }
        short[] table = new short[interleaved.length];
        for (int r = 0; r < regionCount; r++) {
            int pair = -1;
            for (int q = 0; q < regionCount && pair < 0; q++) {
                if (squareBits[BoardTables.BLACK][q] == squareBits[BoardTables.WHITE][r]) {
                    pair = q;
                }
            }
            if (pair < 0) {
                return null;
            }
            int size = regions.squares(r).length;
            // By place in region r as White reads it: that square's digit in the pair as Black reads it.
            int[] pairDigit = new int[size];
            for (int bit = 0; bit < Long.SIZE; bit++) {
                for (int j = memberStart[BoardTables.WHITE][bit]; j < memberStart[BoardTables.WHITE][bit + 1]; j++) {
                    if (memberRegion[BoardTables.WHITE][j] == r) {
                        pairDigit[placeOf(memberDigit[BoardTables.WHITE][j])] = digitIn(BoardTables.BLACK, bit, pair);
                    }
                }
            }
            int patterns = PatternRegions.power(size);
            // White's digits, counted up as a number in base 3: 1 a white man, 2 a black one. Black's
            // view of the same men (its digits the other way round) follows each digit that changes.
            int[] digits = new int[size];
            int black = offsets[pair];
            for (int pattern = 0; pattern < patterns; pattern++) {
                if (pattern > 0) {
                    int place = 0;
                    while (digits[place] == 2) {
                        digits[place] = 0;
                        black -= pairDigit[place];
                        place++;
                    }
                    digits[place]++;
                    // An empty square becomes a white man (2 to Black), a white man a black one (1).
                    black += digits[place] == 1 ? 2 * pairDigit[place] : -pairDigit[place];
                }
                int white = offsets[r] + pattern;
                for (int phase = 0; phase < 2; phase++) {
                    int difference = interleaved[2 * white + phase] - interleaved[2 * black + phase];
                    if (difference != (short) difference) {
                        return null;
                    }
                    table[2 * white + phase] = (short) difference;
                }
            }
        }
        return table;
    }

    /** @return the place in its region of the square whose digit value is {@code digit} (3 to the place) */
    private static int placeOf(int digit) {
        int place = 0;
        for (int d = digit; d > 1; d /= 3) {
            place++;
        }
        return place;
    }

    /** @return what a man of {@code side} at {@code bit} adds to region {@code region}'s pattern as that side reads it */
    private int digitIn(int side, int bit, int region) {
        for (int j = memberStart[side][bit]; j < memberStart[side][bit + 1]; j++) {
            if (memberRegion[side][j] == region) {
                return memberDigit[side][j];
            }
        }
        throw new IllegalStateException("bit " + bit + " is not in region " + region);
    }

    /** Lays out, by bit, the regions that the square there belongs to as {@code side} sees the board. */
    private void members(BoardTables tables, PatternRegions regions, int side) {
        int[] start = new int[BoardTables.BITS + 1];
        List<int[]> found = new ArrayList<>();
        for (int bit = 0; bit < BoardTables.BITS; bit++) {
            start[bit] = found.size();
            if (!tables.square[bit]) {
                continue;
            }
            int seen = tables.place[side][bit] + 1;
            for (int r = 0; r < regions.count(); r++) {
                int[] squares = regions.squares(r);
                for (int i = 0; i < squares.length; i++) {
                    if (squares[i] == seen) {
                        found.add(new int[] {r, PatternRegions.power(i)});
                    }
                }
            }
        }
        start[BoardTables.BITS] = found.size();
        memberStart[side] = start;
        memberRegion[side] = found.stream().mapToInt(m -> m[0]).toArray();
        memberDigit[side] = found.stream().mapToInt(m -> m[1]).toArray();
    }

    /**
     * Sets {@link #opening} and {@link #endgame} to the patterns' sums of a position of a board of
     * one word.
     *
     * @param whiteMen White's men (kings are not in patterns)
     * @param blackMen Black's men
     */
    void read(long whiteMen, long blackMen) {
        long whiteChanged = whiteMen ^ lastWhite;
        long blackChanged = blackMen ^ lastBlack;
        boolean follows = primed && Long.bitCount(whiteChanged | blackChanged) <= mostChanged;
        if (folded != null) {
            if (follows) {
                followWhite(whiteChanged, whiteMen, blackChanged, blackMen);
            } else {
                cutOut(whiteMen, blackMen, whiteIndex);
            }
            sumFolded();
        } else {
            if (follows) {
                follow(whiteChanged, whiteMen, blackChanged, blackMen, 0);
            } else {
                cutOut(whiteMen, blackMen);
            }
            sum();
        }
        lastWhite = whiteMen;
        lastBlack = blackMen;
        primed = true;
    }

    /**
     * Sets {@link #opening} and {@link #endgame} to the patterns' sums of a position of a board of
     * two words.
     *
     * @param whiteMen White's men, bits 0 to 63 (kings are not in patterns)
     * @param whiteMenHigh White's men, bits 64 and up
     * @param blackMen Black's men, bits 0 to 63
     * @param blackMenHigh Black's men, bits 64 and up
     */
    void read(long whiteMen, long whiteMenHigh, long blackMen, long blackMenHigh) {
        long whiteChanged = whiteMen ^ lastWhite;
        long blackChanged = blackMen ^ lastBlack;
        long whiteChangedHigh = whiteMenHigh ^ lastWhiteHigh;
        long blackChangedHigh = blackMenHigh ^ lastBlackHigh;
        if (primed && Long.bitCount(whiteChanged | blackChanged) + Long.bitCount(whiteChangedHigh | blackChangedHigh)
                <= mostChanged) {
            follow(whiteChanged, whiteMen, blackChanged, blackMen, 0);
            follow(whiteChangedHigh, whiteMenHigh, blackChangedHigh, blackMenHigh, 64);
        } else {
            count(whiteIndex, BoardTables.WHITE, whiteMen, whiteMenHigh, blackMen, blackMenHigh);
            count(blackIndex, BoardTables.BLACK, blackMen, blackMenHigh, whiteMen, whiteMenHigh);
        }
        lastWhite = whiteMen;
        lastBlack = blackMen;
        lastWhiteHigh = whiteMenHigh;
        lastBlackHigh = blackMenHigh;
        primed = true;
        sum();
    }

    /**
     * Moves both views' patterns by the men that changed in one word: a man of a side adds its
     * digit to the regions as its side sees them, twice that as the other side does; one gone takes
     * as much away.
     *
     * @param firstBit the word's first bit, 0 or 64
     */
    private void follow(long whiteChanged, long whiteMen, long blackChanged, long blackMen, int firstBit) {
        for (long rest = whiteChanged; rest != 0; rest &= rest - 1) {
            int bit = Long.numberOfTrailingZeros(rest);
            int sign = 2 * (int) (whiteMen >>> bit & 1) - 1;
            add(whiteIndex, BoardTables.WHITE, firstBit + bit, sign);
            add(blackIndex, BoardTables.BLACK, firstBit + bit, 2 * sign);
        }
        for (long rest = blackChanged; rest != 0; rest &= rest - 1) {
            int bit = Long.numberOfTrailingZeros(rest);
            int sign = 2 * (int) (blackMen >>> bit & 1) - 1;
            add(whiteIndex, BoardTables.WHITE, firstBit + bit, 2 * sign);
            add(blackIndex, BoardTables.BLACK, firstBit + bit, sign);
        }
    }

    /** {@link #follow} in White's view alone, where the views fold. */
    private void followWhite(long whiteChanged, long whiteMen, long blackChanged, long blackMen) {
        for (long rest = whiteChanged; rest != 0; rest &= rest - 1) {
            int bit = Long.numberOfTrailingZeros(rest);
            add(whiteIndex, BoardTables.WHITE, bit, 2 * (int) (whiteMen >>> bit & 1) - 1);
        }
        for (long rest = blackChanged; rest != 0; rest &= rest - 1) {
            int bit = Long.numberOfTrailingZeros(rest);
            add(whiteIndex, BoardTables.WHITE, bit, 2 * (2 * (int) (blackMen >>> bit & 1) - 1));
        }
    }

    /** Sets the sums from White's patterns in the folded table. */
    private void sumFolded() {
        long sumOpening = 0;
        long sumEndgame = 0;
        short[] w = folded;
        int[] white = whiteIndex;
        for (int r = 0; r < regionCount; r++) {
            sumOpening += w[2 * white[r]];
            sumEndgame += w[2 * white[r] + 1];
        }
        opening = sumOpening;
        endgame = sumEndgame;
    }

    /** Sets the sums from both views' patterns: White's weights less Black's. */
    private void sum() {
        long sumOpening = 0;
        long sumEndgame = 0;
        short[] w = weights;
        int[] white = whiteIndex;
        int[] black = blackIndex;
        for (int r = 0; r < regionCount; r++) {
            sumOpening += w[2 * white[r]] - w[2 * black[r]];
            sumEndgame += w[2 * white[r] + 1] - w[2 * black[r] + 1];
        }
        opening = sumOpening;
        endgame = sumEndgame;
    }

    /** Adds {@code times} a man's digit at {@code bit} to each region it is in as {@code side} sees the board. */
    private void add(int[] at, int side, int bit, int times) {
        int[] start = memberStart[side];
        int[] region = memberRegion[side];
        int[] digit = memberDigit[side];
        for (int j = start[bit], end = start[bit + 1]; j < end; j++) {
            at[region[j]] += times * digit[j];
        }
    }

    /** Every region's pattern, both views, cut out of the word piece by piece. */
    private void cutOut(long whiteMen, long blackMen) {
        cutOut(whiteMen, blackMen, whiteIndex);
        cutOut(Long.reverse(blackMen) >>> reverseShift, Long.reverse(whiteMen) >>> reverseShift, blackIndex);
    }

    /**
     * Every region's pattern in one side's view, cut out of the word piece by piece.
     *
     * @param own the side's men, the word turned for Black
     * @param other the other side's men, turned the same way
     * @param into receives each region's pattern index
     */
    private void cutOut(long own, long other, int[] into) {
        for (int r = 0; r < regionCount; r++) {
            int index = offsets[r];
            for (int p = firstPiece[r], end = firstPiece[r + 1]; p < end; p++) {
                int shift = low[p];
                long m = mask[p];
                int[] digits = base3[p];
                index += digits[(int) (own >>> shift & m)] + 2 * digits[(int) (other >>> shift & m)];
            }
            into[r] = index;
        }
    }

    /**
     * Counts each region's pattern as {@code side} sees the board into {@code at}, as an index into
     * the tables of all regions' weights, man by man.
     */
    private void count(int[] at, int side, long own, long ownHigh, long other, long otherHigh) {
        System.arraycopy(offsets, 0, at, 0, regionCount);
        addAll(at, side, own, 0, 1);
        addAll(at, side, ownHigh, 64, 1);
        addAll(at, side, other, 0, 2);
        addAll(at, side, otherHigh, 64, 2);
    }

    /** Adds {@code times} the digit of each man of one word to the regions it is in. */
    private void addAll(int[] at, int side, long men, int firstBit, int times) {
        for (long rest = men; rest != 0; rest &= rest - 1) {
            add(at, side, firstBit + Long.numberOfTrailingZeros(rest), times);
        }
    }

    /**
     * For the trainer: each region's pattern as one side sees the board.
     *
     * @param side {@link BoardTables#WHITE} or {@link BoardTables#BLACK}
     * @param whiteMen White's men, bits 0 to 63
     * @param whiteMenHigh White's men, bits 64 and up (0 on a board of one word)
     * @param blackMen Black's men, bits 0 to 63
     * @param blackMenHigh Black's men, bits 64 and up
     * @param out receives, by region, the index of its pattern's weights in the tables of all regions
     */
    void indices(int side, long whiteMen, long whiteMenHigh, long blackMen, long blackMenHigh, int[] out) {
        if (side == BoardTables.WHITE) {
            count(index, side, whiteMen, whiteMenHigh, blackMen, blackMenHigh);
        } else {
            count(index, side, blackMen, blackMenHigh, whiteMen, whiteMenHigh);
        }
        System.arraycopy(index, 0, out, 0, regionCount);
    }
}
