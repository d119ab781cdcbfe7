package org.draughts4j.core.movegen;

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

    // For each criterion, a mask of its value's bits (0 when the list does not hold it) and where
    // they go in the key: the key is then made without a branch or a loop.
    private final long mostPiecesMask;
    private final int mostPiecesShift;
    private final long withKingMask;
    private final int withKingShift;
    private final long mostKingsMask;
    private final int mostKingsShift;
    private final long valueMask;
    private final int valueShift;
    private final long fewestKingsMask;
    private final int fewestKingsShift;
    private final long kingsFirstMask;
    private final int kingsFirstShift;
    private long best;
    private boolean empty = true;

    /**
     * @param criteria the criteria, first the one that decides first
     * @throws IllegalArgumentException if their values do not fit in one key together (a
     *     criterion listed more than once)
     */
    CaptureRanking(CaptureCriterion[] criteria) {
        long[] masks = new long[CaptureCriterion.values().length];
        int[] shifts = new int[masks.length];
        int shift = 0;
        for (int i = criteria.length - 1; i >= 0; i--) {
            int width = width(criteria[i]);
            // A criterion listed again after itself never decides: its first place is the one kept.
            shifts[criteria[i].ordinal()] = shift;
            masks[criteria[i].ordinal()] = width == 64 ? -1L : (1L << width) - 1;
            shift += width;
        }
        if (shift > 64) {
            throw new IllegalArgumentException("too many capture criteria to rank together: " + Arrays.toString(criteria));
        }
        this.mostPiecesMask = masks[CaptureCriterion.MOST_PIECES.ordinal()];
        this.mostPiecesShift = shifts[CaptureCriterion.MOST_PIECES.ordinal()];
        this.withKingMask = masks[CaptureCriterion.WITH_KING.ordinal()];
        this.withKingShift = shifts[CaptureCriterion.WITH_KING.ordinal()];
        this.mostKingsMask = masks[CaptureCriterion.MOST_KINGS.ordinal()];
        this.mostKingsShift = shifts[CaptureCriterion.MOST_KINGS.ordinal()];
        this.valueMask = masks[CaptureCriterion.VALUE.ordinal()];
        this.valueShift = shifts[CaptureCriterion.VALUE.ordinal()];
        this.fewestKingsMask = masks[CaptureCriterion.FEWEST_KINGS.ordinal()];
        this.fewestKingsShift = shifts[CaptureCriterion.FEWEST_KINGS.ordinal()];
        this.kingsFirstMask = masks[CaptureCriterion.KINGS_FIRST.ordinal()];
        this.kingsFirstShift = shifts[CaptureCriterion.KINGS_FIRST.ordinal()];
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
        return kingsFirstMask != 0;
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
        // The earlier a king is taken, the higher its bit: unsigned order is the order of the first
        // jump where two captures differ.
        return (pieces & mostPiecesMask) << mostPiecesShift
                | ((movingKing ? 1L : 0L) & withKingMask) << withKingShift
                | (kings & mostKingsMask) << mostKingsShift
                | ((pieces + kings) & valueMask) << valueShift
                | ((127 - kings) & fewestKingsMask) << fewestKingsShift
                | ((kingJumps >>> (64 - KINGS_FIRST_JUMPS)) & kingsFirstMask) << kingsFirstShift;
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
