package org.draughts4j.search;

import java.util.ArrayList;
import java.util.List;
import org.draughts4j.core.Geometry;

/**
 * Reads the {@link PatternWeights} of a position of a board of one word: each region's pattern
 * as White sees the board and as Black does, White's weights less Black's, opening and endgame, in
 * the weights' units. One per {@link Evaluator}: it keeps its sums and a few indices to count into;
 * allocates nothing per call.
 *
 * <p>Two ways to find a pattern, the same numbers (a test holds them to a by-square reference):
 * where every region's squares lie within a few consecutive bits of the layout and the layout is
 * its own mirror when reversed (10x10, 8x8: a band of whole rows is such a region), a region's men
 * are cut out with one shift and mask and turned into base 3 by a table, and Black's view is the
 * board's bits reversed; otherwise each man adds its digit to the regions its square is in.
 */
final class PatternScore {
    /** A region's bits are cut out at once when they span at most this many bits: a table of 4,096. */
    private static final int MAX_SPAN = 12;

    private final int regionCount;
    /** By pattern index: the opening weight at 2i, the endgame weight at 2i + 1, read together. */
    private final short[] weights;
    private final int[] offsets;

    /** The cut-out way: by region, its lowest bit, its mask and the base-3 value of each cut. */
    private final boolean cut;
    private final int[] low;
    private final long[] mask;
    private final int[][] base3;
    /** Reversing the word and shifting right by this turns the board half round. */
    private final int reverseShift;

    /**
     * The man-by-man way: by side and bit, entries {@code memberStart[side][bit]} to {@code
     * memberStart[side][bit + 1]} of {@code memberRegion} (a region the square there is in, as the
     * side sees the board) and {@code memberDigit} (what a man of the side there adds to its
     * pattern; one of the other side adds twice as much).
     */
    private final int[][] memberStart = new int[2][];
    private final int[][] memberRegion = new int[2][];
    private final int[][] memberDigit = new int[2][];
    private final int[] index;

    /** The sums of the last {@link #read}, White's less Black's, in the weights' units. */
    long opening;
    long endgame;

    PatternScore(BoardTables tables, PatternWeights patterns) {
        PatternRegions regions = patterns.regions;
        regionCount = regions.count();
        int n = regions.entries();
        weights = new short[2 * n];
        for (int i = 0; i < n; i++) {
            weights[2 * i] = patterns.opening[i];
            weights[2 * i + 1] = patterns.endgame[i];
        }
        offsets = new int[regionCount];
        for (int r = 0; r < regionCount; r++) {
            offsets[r] = regions.offset(r);
        }
        index = new int[regionCount];
        Geometry geometry = tables.geometry;
        int layoutBits = geometry.layoutBits();
        reverseShift = 64 - layoutBits;
        boolean mirrored = layoutBits <= 64;
        for (int bit = 0; bit < 64 && mirrored; bit++) {
            // Black's place of a square must be White's place of the bit at the other end of the word.
            if (tables.square[bit] && (!tables.square[layoutBits - 1 - bit]
                    || tables.place[BoardTables.BLACK][bit] != tables.place[BoardTables.WHITE][layoutBits - 1 - bit])) {
                mirrored = false;
            }
        }
        low = new int[regionCount];
        mask = new long[regionCount];
        base3 = new int[regionCount][];
        boolean spans = mirrored;
        for (int r = 0; r < regionCount && spans; r++) {
            int[] squares = regions.squares(r);
            // Squares are numbered up or down the word, by the board's numbering.
            int lowest = Integer.MAX_VALUE;
            int highest = 0;
            for (int square : squares) {
                lowest = Math.min(lowest, geometry.bit(square));
                highest = Math.max(highest, geometry.bit(square));
            }
            int span = highest - lowest + 1;
            if (span > MAX_SPAN) {
                spans = false;
                break;
            }
            low[r] = lowest;
            mask[r] = (1L << span) - 1;
            base3[r] = new int[1 << span];
            for (int cutBits = 0; cutBits < 1 << span; cutBits++) {
                int value = 0;
                for (int i = 0; i < squares.length; i++) {
                    if ((cutBits >>> (geometry.bit(squares[i]) - lowest) & 1) != 0) {
                        value += PatternRegions.power(i);
                    }
                }
                base3[r][cutBits] = value;
            }
        }
        cut = spans;
        for (int side = 0; side < 2; side++) {
            members(tables, regions, side);
        }
    }

    /** Lays out, by bit, the regions that the square there belongs to as {@code side} sees the board. */
    private void members(BoardTables tables, PatternRegions regions, int side) {
        int[] start = new int[65];
        List<int[]> found = new ArrayList<>();
        for (int bit = 0; bit < 64; bit++) {
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
        start[64] = found.size();
        memberStart[side] = start;
        memberRegion[side] = found.stream().mapToInt(m -> m[0]).toArray();
        memberDigit[side] = found.stream().mapToInt(m -> m[1]).toArray();
    }

    /**
     * Sets {@link #opening} and {@link #endgame} to the patterns' sums of a position.
     *
     * @param whiteMen White's men (kings are not in patterns)
     * @param blackMen Black's men
     */
    void read(long whiteMen, long blackMen) {
        long sumOpening = 0;
        long sumEndgame = 0;
        short[] w = weights;
        if (cut) {
            long whiteTurned = Long.reverse(whiteMen) >>> reverseShift;
            long blackTurned = Long.reverse(blackMen) >>> reverseShift;
            for (int r = 0; r < regionCount; r++) {
                int shift = low[r];
                long m = mask[r];
                int[] digits = base3[r];
                int white = 2 * (offsets[r] + digits[(int) (whiteMen >>> shift & m)]
                        + 2 * digits[(int) (blackMen >>> shift & m)]);
                int black = 2 * (offsets[r] + digits[(int) (blackTurned >>> shift & m)]
                        + 2 * digits[(int) (whiteTurned >>> shift & m)]);
                sumOpening += w[white] - w[black];
                sumEndgame += w[white + 1] - w[black + 1];
            }
        } else {
            int[] at = index;
            indices(BoardTables.WHITE, whiteMen, blackMen);
            for (int r = 0; r < regionCount; r++) {
                sumOpening += w[2 * at[r]];
                sumEndgame += w[2 * at[r] + 1];
            }
            indices(BoardTables.BLACK, blackMen, whiteMen);
            for (int r = 0; r < regionCount; r++) {
                sumOpening -= w[2 * at[r]];
                sumEndgame -= w[2 * at[r] + 1];
            }
        }
        opening = sumOpening;
        endgame = sumEndgame;
    }

    /**
     * Counts each region's pattern as {@code side} sees the board into {@link #index}, as an index
     * into the tables of all regions' weights, digit by digit.
     */
    private void indices(int side, long own, long other) {
        int[] at = index;
        System.arraycopy(offsets, 0, at, 0, regionCount);
        int[] start = memberStart[side];
        int[] region = memberRegion[side];
        int[] digit = memberDigit[side];
        for (long rest = own; rest != 0; rest &= rest - 1) {
            int bit = Long.numberOfTrailingZeros(rest);
            for (int j = start[bit], end = start[bit + 1]; j < end; j++) {
                at[region[j]] += digit[j];
            }
        }
        for (long rest = other; rest != 0; rest &= rest - 1) {
            int bit = Long.numberOfTrailingZeros(rest);
            for (int j = start[bit], end = start[bit + 1]; j < end; j++) {
                at[region[j]] += 2 * digit[j];
            }
        }
    }

    /**
     * For the trainer: each region's pattern as one side sees the board.
     *
     * @param side {@link BoardTables#WHITE} or {@link BoardTables#BLACK}
     * @param whiteMen White's men
     * @param blackMen Black's men
     * @param out receives, by region, the index of its pattern's weights in the tables of all regions
     */
    void indices(int side, long whiteMen, long blackMen, int[] out) {
        if (side == BoardTables.WHITE) {
            indices(side, whiteMen, blackMen);
        } else {
            indices(side, blackMen, whiteMen);
        }
        System.arraycopy(index, 0, out, 0, regionCount);
    }

    /** @return whether patterns are cut out of the word (the fast way) rather than counted man by man */
    boolean cuts() {
        return cut;
    }
}
