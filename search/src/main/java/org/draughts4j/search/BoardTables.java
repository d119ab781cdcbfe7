package org.draughts4j.search;

import org.draughts4j.core.Geometry;
import org.draughts4j.core.Traits;

/**
 * What the evaluation needs to know of each square of a board, by bit index ({@link Geometry#bit}),
 * worked out once from the geometry and the traits: its rank from each side, its distance from the
 * edge, the squares a man steps to and the squares behind it, the squares ahead that a running man
 * must find empty, and the lines a king moves along. Index 0 of a side is White, 1 Black.
 *
 * <p>Immutable once made (its arrays are never handed out for writing).
 */
final class BoardTables {
    /** Bits of a layout: 128 covers every board, two words. */
    static final int BITS = 128;
    static final int WHITE = 0;
    static final int BLACK = 1;
    private static final int[] NONE = new int[0];

    final Geometry geometry;
    final int size;
    /** Whether the bit is a square of the board. */
    final boolean[] square = new boolean[BITS];
    /** By side and bit: the rank of a man there, 0 on its own back row. */
    final int[][] rank = new int[2][BITS];
    /** By side and bit: the square as that side sees the board, White's square number less one. */
    final int[][] place = new int[2][BITS];
    /** By bit: the distance of its column from the nearer edge. */
    final int[] centre = new int[BITS];
    /** By bit: whether its column is in the left half of the board. */
    final boolean[] left = new boolean[BITS];
    /** By side and bit: the squares a man there steps to. */
    final int[][][] steps = new int[2][BITS][];
    /** By side and bit: the squares right behind a man there, from which its own men back it up. */
    final int[][][] behind = new int[2][BITS][];
    /** By side and bit: the squares ahead, up to the crowning row, that a man there must find empty to run. */
    final long[][] cone = new long[2][BITS];
    final long[][] coneHigh = new long[2][BITS];
    /** By bit: for each direction a king moves in, the squares along it, nearest first (one where kings step). */
    final int[][][] rays = new int[BITS][][];

    BoardTables(Traits traits) {
        this.geometry = traits.geometry();
        this.size = geometry.size();
        boolean orthogonal = geometry.isAllSquares();
        int[][] manSteps = orthogonal ? new int[][] {{-1, 0}, {0, -1}, {0, 1}} : new int[][] {{-1, -1}, {-1, 1}};
        int[][] kingLines = orthogonal ? new int[][] {{-1, 0}, {1, 0}, {0, -1}, {0, 1}}
                : new int[][] {{-1, -1}, {-1, 1}, {1, -1}, {1, 1}};
        int reach = traits.flyingKings() ? size : 1;
        for (int bit = 0; bit < BITS; bit++) {
            steps[WHITE][bit] = NONE;
            steps[BLACK][bit] = NONE;
            behind[WHITE][bit] = NONE;
            behind[BLACK][bit] = NONE;
            rays[bit] = new int[0][];
        }
        for (int s = 1; s <= geometry.squareCount(); s++) {
            int bit = geometry.bit(s);
            int row = geometry.row(s);
            int column = geometry.column(s);
            square[bit] = true;
            rank[WHITE][bit] = size - 1 - row;
            rank[BLACK][bit] = row;
            place[WHITE][bit] = s - 1;
            // The board turned half round: dark squares stay dark on an even board.
            place[BLACK][bit] = geometry.squareAt(size - 1 - row, size - 1 - column) - 1;
            centre[bit] = Math.min(column, size - 1 - column);
            left[bit] = column < size / 2;
            for (int side = 0; side < 2; side++) {
                // White moves up the board (towards row 0), Black down.
                int up = side == WHITE ? 1 : -1;
                steps[side][bit] = neighbours(row, column, manSteps, up);
                int[][] back = orthogonal ? new int[][] {{1, 0}} : new int[][] {{1, -1}, {1, 1}};
                behind[side][bit] = neighbours(row, column, back, up);
                for (int ahead = 1; ahead < size; ahead++) {
                    int r = row - ahead * up;
                    int width = orthogonal ? 1 : ahead;
                    for (int c = column - width; c <= column + width; c++) {
                        int target = geometry.squareAt(r, c);
                        if (target != 0) {
                            int t = geometry.bit(target);
                            if (t < 64) {
                                cone[side][bit] |= 1L << t;
                            } else {
                                coneHigh[side][bit] |= 1L << t;
                            }
                        }
                    }
                }
            }
            int[][] lines = new int[kingLines.length][];
            for (int d = 0; d < kingLines.length; d++) {
                int[] line = new int[size];
                int n = 0;
                for (int k = 1; k <= reach; k++) {
                    int target = geometry.squareAt(row + k * kingLines[d][0], column + k * kingLines[d][1]);
                    if (target == 0) {
                        break;
                    }
                    line[n++] = geometry.bit(target);
                }
                lines[d] = java.util.Arrays.copyOf(line, n);
            }
            rays[bit] = lines;
        }
    }

    /** @return the bits of the squares at the given offsets, rows counted in the direction {@code up} */
    private int[] neighbours(int row, int column, int[][] offsets, int up) {
        int[] found = new int[offsets.length];
        int n = 0;
        for (int[] offset : offsets) {
            int target = geometry.squareAt(row + offset[0] * up, column + offset[1]);
            if (target != 0) {
                found[n++] = geometry.bit(target);
            }
        }
        return java.util.Arrays.copyOf(found, n);
    }
}
