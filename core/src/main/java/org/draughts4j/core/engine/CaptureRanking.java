package org.draughts4j.core.engine;

import org.draughts4j.core.CaptureCriterion;

/**
 * The running best of the captures found so far under a list of precedence criteria, for the
 * generators: each capture's values (one per criterion, the higher the better, compared unsigned)
 * are offered in turn and judged worse, as good, or better than the best so far.
 * Not thread-safe; one per generator.
 */
final class CaptureRanking {
    /** The capture is worse than the best so far: drop it. */
    static final int WORSE = -1;
    /** The capture is as good as the best so far: keep it beside the others. */
    static final int EQUAL = 0;
    /** The capture is better than the best so far: what was kept before is not legal after all. */
    static final int BETTER = 1;

    private final long[] best;
    private boolean empty = true;

    /** @param criteria the number of criteria */
    CaptureRanking(int criteria) {
        this.best = new long[criteria];
    }

    /** Forgets the best so far, for a new position. */
    void reset() {
        empty = true;
    }

    /**
     * @param values the capture's value under each criterion, in order; read, not kept
     * @return {@link #WORSE}, {@link #EQUAL} or {@link #BETTER}; the first capture offered is
     *     {@link #EQUAL}
     */
    int offer(long[] values) {
        int verdict = EQUAL;
        if (!empty) {
            for (int i = 0; i < best.length; i++) {
                int order = Long.compareUnsigned(values[i], best[i]);
                if (order < 0) {
                    return WORSE;
                }
                if (order > 0) {
                    verdict = BETTER;
                    break;
                }
            }
        }
        System.arraycopy(values, 0, best, 0, best.length);
        empty = false;
        return verdict;
    }

    /**
     * @param criterion the criterion
     * @param steps the number of pieces the capture takes
     * @param movingKing whether a king makes the capture
     * @param kingsTaken how many of the pieces taken are kings
     * @param kingAtJump whether the piece taken at each jump was a king
     * @return the value of a capture under {@code criterion}, the higher the better
     */
    static long value(CaptureCriterion criterion, int steps, boolean movingKing, int kingsTaken, boolean[] kingAtJump) {
        switch (criterion) {
            case MOST_PIECES:
                return steps;
            case WITH_KING:
                return movingKing ? 1 : 0;
            case MOST_KINGS:
                return kingsTaken;
            case VALUE:
                return steps + kingsTaken;
            case FEWEST_KINGS:
                return 128 - kingsTaken;
            case KINGS_FIRST:
                return kingsFirstKey(kingAtJump, steps);
            default:
                throw new IllegalStateException("unknown capture criterion " + criterion);
        }
    }

    /**
     * @param kingAtJump whether the piece taken at each jump was a king, for the first {@code
     *     steps} jumps
     * @return the value of the capture under {@link org.draughts4j.core.CaptureCriterion#KINGS_FIRST}:
     *     the earlier a king is taken, the higher its bit, so that unsigned order is the order of the
     *     first jump where two captures differ
     */
    static long kingsFirstKey(boolean[] kingAtJump, int steps) {
        long key = 0;
        for (int i = 0; i < steps; i++) {
            if (kingAtJump[i]) {
                key |= Long.MIN_VALUE >>> i;
            }
        }
        return key;
    }
}
