package org.draughts4j.search;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.draughts4j.core.Geometry;

/**
 * The regions of a board that the pattern evaluation ({@link PatternWeights}) reads: each region a
 * few squares, numbered as White sees the board, whose contents (empty, a man of the side the
 * region is read for, a man of the other side; kings count as empty, the material terms weigh
 * them) make a number in base 3, the pattern, that indexes the region's weights. A square's place
 * in its region is its digit: the first square the lowest.
 *
 * <p>Regions are read for each side as that side sees the board (Black's turned half round), so
 * one table of weights serves both colours and the evaluation stays the same for either side.
 *
 * <p>Immutable.
 */
final class PatternRegions {
    /** The most squares a region holds: 3^12 = 531,441 patterns. */
    static final int MAX_SQUARES = 12;
    private static final Pattern SHAPE = Pattern.compile("(\\d+)x(\\d+)(?:\\+(\\d+)x(\\d+))?");

    private final int[][] squares;
    /** By region: where its weights start in a table of all regions' weights. */
    private final int[] offsets;
    private final int entries;

    /**
     * @param squares by region, its squares in White's numbering, the first the lowest digit
     * @throws IllegalArgumentException if a region is empty or has more than {@value #MAX_SQUARES} squares
     */
    PatternRegions(int[][] squares) {
        this.squares = new int[squares.length][];
        this.offsets = new int[squares.length];
        int total = 0;
        for (int r = 0; r < squares.length; r++) {
            if (squares[r].length == 0 || squares[r].length > MAX_SQUARES) {
                throw new IllegalArgumentException("a region of 1 to " + MAX_SQUARES + " squares, not " + squares[r].length);
            }
            this.squares[r] = squares[r].clone();
            offsets[r] = total;
            total += power(squares[r].length);
        }
        this.entries = total;
    }

    /**
     * Windows of {@code rows} by {@code columns} cells over the board, their dark squares (every
     * square where all are played) a region, placed every {@code rowStep} rows and {@code
     * columnStep} columns from the top left and once more flush with the bottom and right edges.
     *
     * @param geometry a board
     * @param shape {@code RxC} (windows every half of their size) or {@code RxC+SxT} (every S rows
     *     and T columns), e.g. {@code 4x4}; several joined by {@code /} give the regions of each in
     *     turn, e.g. {@code 2x10+1x10/4x4+2x2} (bands and windows)
     * @return the regions
     * @throws IllegalArgumentException if the shape is malformed or does not fit the board
     */
    static PatternRegions windows(Geometry geometry, String shape) {
        List<int[]> regions = new ArrayList<>();
        for (String one : shape.split("/", -1)) {
            regions.addAll(windowsOfOneShape(geometry, one));
        }
        return new PatternRegions(regions.toArray(new int[0][]));
    }

    private static List<int[]> windowsOfOneShape(Geometry geometry, String shape) {
        Matcher m = SHAPE.matcher(shape);
        if (!m.matches()) {
            throw new IllegalArgumentException("a region shape is RxC or RxC+SxT, several joined by /, not '" + shape + "'");
        }
        int rows = Integer.parseInt(m.group(1));
        int columns = Integer.parseInt(m.group(2));
        int rowStep = m.group(3) == null ? Math.max(1, rows / 2) : Integer.parseInt(m.group(3));
        int columnStep = m.group(4) == null ? Math.max(1, columns / 2) : Integer.parseInt(m.group(4));
        int size = geometry.size();
        if (rows < 1 || columns < 1 || rows > size || columns > size || rowStep < 1 || columnStep < 1) {
            throw new IllegalArgumentException("the shape " + shape + " does not fit a board of " + size);
        }
        List<int[]> regions = new ArrayList<>();
        for (int top : starts(size, rows, rowStep)) {
            for (int left : starts(size, columns, columnStep)) {
                int[] found = new int[rows * columns];
                int n = 0;
                for (int row = top; row < top + rows; row++) {
                    for (int column = left; column < left + columns; column++) {
                        int square = geometry.squareAt(row, column);
                        if (square != 0) {
                            found[n++] = square;
                        }
                    }
                }
                int[] region = Arrays.copyOf(found, n);
                Arrays.sort(region);
                regions.add(region);
            }
        }
        return regions;
    }

    private static int[] starts(int size, int length, int step) {
        List<Integer> found = new ArrayList<>();
        for (int start = 0; start + length <= size; start += step) {
            found.add(start);
        }
        if (found.get(found.size() - 1) + length < size) {
            found.add(size - length);
        }
        return found.stream().mapToInt(Integer::intValue).toArray();
    }

    /** @return 3 to the power {@code n} */
    static int power(int n) {
        int p = 1;
        for (int i = 0; i < n; i++) {
            p *= 3;
        }
        return p;
    }

    /** @return the number of regions */
    int count() {
        return squares.length;
    }

    /** @return the squares of region {@code r}, White's numbering (a copy) */
    int[] squares(int r) {
        return squares[r].clone();
    }

    /** @return the number of patterns of region {@code r} */
    int patterns(int r) {
        return power(squares[r].length);
    }

    /** @return where the weights of region {@code r} start in a table of all regions' weights */
    int offset(int r) {
        return offsets[r];
    }

    /** @return the patterns of all regions together: the size of a table of weights */
    int entries() {
        return entries;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof PatternRegions && Arrays.deepEquals(squares, ((PatternRegions) other).squares);
    }

    @Override
    public int hashCode() {
        return Arrays.deepHashCode(squares);
    }
}
