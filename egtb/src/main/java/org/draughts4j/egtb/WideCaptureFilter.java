package org.draughts4j.egtb;

import org.draughts4j.core.Variant;

/**
 * {@link CaptureFilter}'s quick test that a position has no capture to play, on a board whose
 * bitboards take two words (the 12x12 boards): each set a pair of words, bits 0-63 and 64 and up,
 * and each direction a shift of the pair. Kept apart from the one-word test, which every probe of
 * the other boards makes and which would pay for a second word it never has.
 *
 * <p>Its answers are the one-word test's: "no" only where the generator finds no capture.
 */
final class WideCaptureFilter {
    private final int[] shifts;
    private final long[] hasNeighbour;
    private final long[] rays;
    private final boolean flyingKings;
    private final boolean uniform;

    WideCaptureFilter(Variant variant) {
        CaptureFilter.Directions directions = CaptureFilter.Directions.of(variant);
        this.shifts = directions.shifts;
        this.hasNeighbour = directions.hasNeighbour;
        this.rays = directions.rays;
        this.uniform = directions.uniform;
        this.flyingKings = variant.traits().flyingKings();
    }

    /** @return bits 0-63 of the pair {@code (low, high)} shifted by {@code by}, up if positive */
    private static long low(long low, long high, int by) {
        if (by >= 0) {
            return low << by;
        }
        return low >>> -by | high << (64 + by);
    }

    /** @return bits 64 and up of the pair {@code (low, high)} shifted by {@code by}, up if positive */
    private static long high(long low, long high, int by) {
        if (by <= 0) {
            return high >>> -by;
        }
        return high << by | low >>> (64 - by);
    }

    /**
     * @param own the side to move's pieces, bits 0-63
     * @param ownHigh bits 64 and up
     * @param opp the other side's, bits 0-63
     * @param oppHigh bits 64 and up
     * @param kings the kings of both, bits 0-63
     * @param kingsHigh bits 64 and up
     * @return false only if the side to move has no capture; true if it may have one
     */
    boolean mayCapture(long own, long ownHigh, long opp, long oppHigh, long kings, long kingsHigh) {
        if (!uniform) {
            return true;
        }
        long occupied = own | opp;
        long occupiedHigh = ownHigh | oppHigh;
        long flying = flyingKings ? own & kings : 0;
        long flyingHigh = flyingKings ? ownHigh & kingsHigh : 0;
        long steppers = own & ~flying;
        long steppersHigh = ownHigh & ~flyingHigh;
        long landings = 0;
        long landingsHigh = 0;
        for (int d = 0; d < shifts.length; d++) {
            int by = shifts[d];
            long edge = hasNeighbour[2 * d];
            long edgeHigh = hasNeighbour[2 * d + 1];
            long next = low(steppers & edge, steppersHigh & edgeHigh, by) & opp & edge;
            long nextHigh = high(steppers & edge, steppersHigh & edgeHigh, by) & oppHigh & edgeHigh;
            landings |= low(next, nextHigh, by);
            landingsHigh |= high(next, nextHigh, by);
        }
        for (int word = 0; word < 2; word++) {
            for (long k = word == 0 ? flying : flyingHigh; k != 0; k &= k - 1) {
                int from = 64 * word + Long.numberOfTrailingZeros(k);
                for (int d = 0; d < shifts.length; d++) {
                    int by = shifts[d];
                    int ray = 2 * (d * 128 + from);
                    long blockers = rays[ray] & occupied;
                    long blockersHigh = rays[ray + 1] & occupiedHigh;
                    // The nearest piece: the lowest bit of the pair along a ray that shifts up, the highest along one that shifts down.
                    long first;
                    long firstHigh;
                    if (by > 0) {
                        first = blockers & -blockers;
                        firstHigh = first == 0 ? blockersHigh & -blockersHigh : 0;
                    } else {
                        firstHigh = Long.highestOneBit(blockersHigh);
                        first = firstHigh == 0 ? Long.highestOneBit(blockers) : 0;
                    }
                    long jumped = first & opp & hasNeighbour[2 * d];
                    long jumpedHigh = firstHigh & oppHigh & hasNeighbour[2 * d + 1];
                    landings |= low(jumped, jumpedHigh, by);
                    landingsHigh |= high(jumped, jumpedHigh, by);
                }
            }
        }
        return (landings & ~occupied) != 0 || (landingsHigh & ~occupiedHigh) != 0;
    }
}
