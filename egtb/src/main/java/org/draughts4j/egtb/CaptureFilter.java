package org.draughts4j.egtb;

import org.draughts4j.core.Geometry;
import org.draughts4j.core.Variant;

/**
 * A quick test on bitboards that a position has no capture to play, before the move generator is
 * asked: the compact tables' probe of a position without one then reads its value straight away,
 * without setting up a stack.
 *
 * <p>It asks whether some piece of the side to move has a piece of the other side next to it (any
 * piece), or first on one of its rays (a flying king), in a direction the variant captures in, with
 * a free square behind. It ignores every other rule (men that do not capture backwards or do not
 * take kings, which capture comes first), so it may say "perhaps" of a position without a capture,
 * never "no" of one with a capture: its "no" is the generator's, and its "perhaps" is settled by
 * the generator.
 *
 * <p>Each direction is a shift of the whole board, the layouts of {@link Geometry} putting a
 * square's neighbour in one direction a constant number of bits away; where a layout does not, the
 * test always says "perhaps". The pieces that step are tested all at once by shifts; a flying king
 * by its rays, one lookup a direction: the first piece on a ray is its lowest bit where the
 * direction shifts up and its highest where it shifts down. Sliding every king one square at a time
 * until its rays ended made a capture-free compact probe of up to 5 pieces 65-71 ns, against 58-61
 * with the lookups (docs/egtb.md).
 */
final class CaptureFilter {
    /** By direction: the bits from a square to its neighbour, negative for a shift down. */
    private final int[] shifts;
    /** By direction: the squares that have a neighbour in that direction. */
    private final long[] hasNeighbour;
    /**
     * By direction then bit ({@code d * 64 + bit}): the squares along the direction from that bit to
     * the board's edge, as a flying king there would see them on an empty board.
     */
    private final long[] rays;
    private final boolean flyingKings;
    /** Whether every direction is one shift: else the test says "perhaps" of everything. */
    private final boolean shiftsAreUniform;

    CaptureFilter(Variant variant) {
        Directions directions = Directions.of(variant);
        this.flyingKings = variant.traits().flyingKings();
        int count = directions.shifts.length;
        this.shifts = directions.shifts.clone();
        this.hasNeighbour = new long[count];
        this.rays = new long[count * 64];
        this.shiftsAreUniform = directions.uniform && variant.geometry().layoutBits() <= 64;
        for (int d = 0; d < count && shiftsAreUniform; d++) {
            hasNeighbour[d] = directions.hasNeighbour[2 * d];
            for (int bit = 0; bit < 64; bit++) {
                rays[d * 64 + bit] = directions.rays[2 * (d * 128 + bit)];
            }
        }
    }

    /**
     * The directions a capture test looks along on a board of up to two words (a 12x12 board's bits
     * run past 63): each as a shift, the squares that have a neighbour that way and each square's
     * ray, as pairs of words (bits 0-63, then 64 and up).
     */
    static final class Directions {
        /** By direction: the bits from a square to its neighbour, negative for a shift down. */
        final int[] shifts;
        /** By direction: {@code [2d]} and {@code [2d + 1]}, the squares that have a neighbour that way. */
        final long[] hasNeighbour;
        /** By direction and bit: {@code [2(128d + bit)]} and the next, the squares from there to the edge. */
        final long[] rays;
        /** Whether every direction is one shift: else a test says "perhaps" of everything. */
        final boolean uniform;

        private Directions(int[] shifts, long[] hasNeighbour, long[] rays, boolean uniform) {
            this.shifts = shifts;
            this.hasNeighbour = hasNeighbour;
            this.rays = rays;
            this.uniform = uniform;
        }

        static Directions of(Variant variant) {
            Geometry geometry = variant.geometry();
            int[][] steps;
            if (geometry.isAllSquares()) {
                // Every direction, though the board's pieces move along some only: a larger net is still right.
                steps = new int[][] {{-1, 0}, {1, 0}, {0, -1}, {0, 1}, {-1, -1}, {-1, 1}, {1, -1}, {1, 1}};
            } else if (variant.traits().orthogonalCaptures()) {
                // Along a row or a column the next playable square is two columns or rows away.
                steps = new int[][] {{-1, -1}, {-1, 1}, {1, -1}, {1, 1}, {-2, 0}, {2, 0}, {0, -2}, {0, 2}};
            } else {
                steps = new int[][] {{-1, -1}, {-1, 1}, {1, -1}, {1, 1}};
            }
            int[] shifts = new int[steps.length];
            long[] hasNeighbour = new long[2 * steps.length];
            long[] rays = new long[2 * 128 * steps.length];
            boolean uniform = geometry.layoutBits() <= 128;
            for (int d = 0; d < steps.length && uniform; d++) {
                Integer shift = null;
                for (int square = 1; square <= geometry.squareCount() && uniform; square++) {
                    int to = geometry.squareAt(geometry.row(square) + steps[d][0], geometry.column(square) + steps[d][1]);
                    if (to == 0) {
                        continue;
                    }
                    int delta = geometry.bit(to) - geometry.bit(square);
                    uniform = shift == null || shift == delta;
                    shift = delta;
                    set(hasNeighbour, 2 * d, geometry.bit(square));
                    int row = geometry.row(square) + steps[d][0];
                    int column = geometry.column(square) + steps[d][1];
                    for (int next; (next = geometry.squareAt(row, column)) != 0; row += steps[d][0], column += steps[d][1]) {
                        set(rays, 2 * (d * 128 + geometry.bit(square)), geometry.bit(next));
                    }
                }
                shifts[d] = shift == null ? 0 : shift;
            }
            return new Directions(shifts, hasNeighbour, rays, uniform);
        }

        /** Sets bit {@code bit} of the pair of words at {@code at}. */
        private static void set(long[] words, int at, int bit) {
            words[at + (bit >>> 6)] |= 1L << bit;
        }
    }

    private static long shift(long bits, int by) {
        return by > 0 ? bits << by : bits >>> -by;
    }

    /**
     * @param own the side to move's pieces
     * @param opp the other side's
     * @param kings the kings of both
     * @return false only if the side to move has no capture; true if it may have one
     */
    boolean mayCapture(long own, long opp, long kings) {
        if (!shiftsAreUniform) {
            return true;
        }
        long occupied = own | opp;
        long free = ~occupied;
        long flying = flyingKings ? own & kings : 0;
        long steppers = own & ~flying;
        // The landing squares of every direction are gathered, and tested for a free one once.
        long landings = 0;
        for (int d = 0; d < shifts.length; d++) {
            int by = shifts[d];
            long edge = hasNeighbour[d];
            landings |= shift(shift(steppers & edge, by) & opp & edge, by);
        }
        for (long k = flying; k != 0; k &= k - 1) {
            int from = Long.numberOfTrailingZeros(k);
            for (int d = 0; d < shifts.length; d++) {
                int by = shifts[d];
                long blockers = rays[d * 64 + from] & occupied;
                long first = by > 0 ? blockers & -blockers : Long.highestOneBit(blockers);
                landings |= shift(first & opp & hasNeighbour[d], by);
            }
        }
        return (landings & free) != 0;
    }
}
