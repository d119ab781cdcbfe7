package org.draughts4j.core.engine;

import java.util.Arrays;
import org.draughts4j.core.CaptureCriterion;

/**
 * The running best of the captures found so far under a list of precedence criteria, for the
 * generators: each capture's values under the criteria are packed into one key, the first
 * criterion in the highest bits, so that comparing two keys (unsigned) compares the captures
 * criterion by criterion; each capture's key is offered in turn and judged worse, as good, or
 * better than the best so far. Not thread-safe; one per generator.
 */
final class CaptureRanking {
    /** The capture is worse than the best so far: drop it. */
    static final int WORSE = -1;
    /** The capture is as good as the best so far: keep it beside the others. */
    static final int EQUAL = 0;
    /** The capture is better than the best so far: what was kept before is not legal after all. */
    static final int BETTER = 1;

    /**
     * The jumps whose kings {@link CaptureCriterion#KINGS_FIRST} tells apart: more than a capture
     * can make on any board (one per piece taken, and no side has more than 30).
     */
    static final int KINGS_FIRST_JUMPS = 32;

    private final CaptureCriterion[] criteria;
    private final int[] shifts;
    private final boolean kingsFirst;
    private long best;
    private boolean empty = true;

    /**
     * @param criteria the criteria, first the one that decides first
     * @throws IllegalArgumentException if their values do not fit in one key together (a
     *     criterion listed more than once)
     */
    CaptureRanking(CaptureCriterion[] criteria) {
        this.criteria = criteria.clone();
        this.shifts = new int[criteria.length];
        int shift = 0;
        for (int i = criteria.length - 1; i >= 0; i--) {
            shifts[i] = shift;
            shift += width(criteria[i]);
        }
        if (shift > 64) {
            throw new IllegalArgumentException("too many capture criteria to rank together: " + Arrays.toString(criteria));
        }
        this.kingsFirst = Arrays.asList(criteria).contains(CaptureCriterion.KINGS_FIRST);
    }

    /** @return the bits a criterion's value takes in a key: its largest value fits */
    private static int width(CaptureCriterion criterion) {
        switch (criterion) {
            case WITH_KING:
                return 1;
            case VALUE:
                // A man counts 1 and a king 2: up to twice the pieces.
                return 8;
            case KINGS_FIRST:
                return KINGS_FIRST_JUMPS;
            default:
                // A number of pieces or kings, up to 127.
                return 7;
        }
    }

    /** @return whether the key needs {@code kingJumps} (the criteria include {@link CaptureCriterion#KINGS_FIRST}) */
    boolean usesKingJumps() {
        return kingsFirst;
    }

    /**
     * @param pieces the number of pieces the capture takes
     * @param movingKing whether a king makes it
     * @param kings how many of the pieces taken are kings
     * @param kingJumps bit {@code 63 - j} set when the piece taken at jump {@code j} (from 0) is a
     *     king; read only when {@link #usesKingJumps}
     * @return the capture's key: the greater (unsigned), the better
     */
    long key(int pieces, boolean movingKing, int kings, long kingJumps) {
        long key = 0;
        for (int i = 0; i < criteria.length; i++) {
            key |= value(criteria[i], pieces, movingKing, kings, kingJumps) << shifts[i];
        }
        return key;
    }

    /** @return the value of a capture under {@code criterion}, the higher the better, in its width */
    private static long value(CaptureCriterion criterion, int pieces, boolean movingKing, int kings, long kingJumps) {
        switch (criterion) {
            case MOST_PIECES:
                return pieces;
            case WITH_KING:
                return movingKing ? 1 : 0;
            case MOST_KINGS:
                return kings;
            case VALUE:
                return pieces + kings;
            case FEWEST_KINGS:
                return 127 - kings;
            case KINGS_FIRST:
                // The earlier a king is taken, the higher its bit: unsigned order is the order of
                // the first jump where two captures differ.
                return kingJumps >>> (64 - KINGS_FIRST_JUMPS);
            default:
                throw new IllegalStateException("unknown capture criterion " + criterion);
        }
    }

    /**
     * @param kingAtJump whether the piece taken at each jump was a king, for the first {@code
     *     steps} jumps
     * @param steps the jumps of the capture
     * @return the {@code kingJumps} of {@link #key}: bit {@code 63 - j} set when jump {@code j} takes a king
     */
    static long kingJumps(boolean[] kingAtJump, int steps) {
        long jumps = 0;
        for (int i = 0; i < steps; i++) {
            if (kingAtJump[i]) {
                jumps |= Long.MIN_VALUE >>> i;
            }
        }
        return jumps;
    }

    /** Forgets the best so far, for a new position. */
    void reset() {
        empty = true;
    }

    /**
     * @param key the capture's {@link #key}
     * @return {@link #WORSE}, {@link #EQUAL} or {@link #BETTER}; the first capture offered is
     *     {@link #EQUAL}
     */
    int offer(long key) {
        if (empty) {
            empty = false;
            best = key;
            return EQUAL;
        }
        int order = Long.compareUnsigned(key, best);
        if (order < 0) {
            return WORSE;
        }
        if (order > 0) {
            best = key;
            return BETTER;
        }
        return EQUAL;
    }
}
