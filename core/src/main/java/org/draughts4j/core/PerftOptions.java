package org.draughts4j.core;

import org.draughts4j.core.engine.PerftTable;

/**
 * How perft counts.
 *
 * @param paths when true, captures that take the same pieces in a different order count as
 *     different moves (how the English checkers tables, OEIS A133046, count); when false, as by
 *     default, each move counts once (CONVENTIONS.md)
 * @param threads how many threads count (1 by default); the counts are the same
 * @param hashMegabytes the size of a transposition table for deep perft, 0 (the default) for none,
 *     at most {@link PerftTable#MAX_MEGABYTES}; counts stay exact, as entries hold the full 64-bit
 *     Zobrist key and the depth
 */
public record PerftOptions(boolean paths, int threads, int hashMegabytes) {
    /** Each move once, one thread, no table. */
    public static final PerftOptions DEFAULT = new PerftOptions(false, 1, 0);
    /** Every capture path separately, one thread, no table. */
    public static final PerftOptions PATHS = new PerftOptions(true, 1, 0);

    /** Validates. */
    public PerftOptions {
        if (threads < 1) {
            throw new IllegalArgumentException("perft needs at least one thread, not " + threads);
        }
        if (hashMegabytes < 0 || hashMegabytes > PerftTable.MAX_MEGABYTES) {
            throw new IllegalArgumentException(
                    "hash size must be between 0 and " + PerftTable.MAX_MEGABYTES + " MB, not " + hashMegabytes);
        }
    }

    /** @return these options counting capture paths or not */
    public PerftOptions withPaths(boolean other) {
        return new PerftOptions(other, threads, hashMegabytes);
    }

    /** @return these options with another number of threads */
    public PerftOptions withThreads(int other) {
        return new PerftOptions(paths, other, hashMegabytes);
    }

    /** @return these options with a transposition table of that many megabytes (0: none) */
    public PerftOptions withHash(int megabytes) {
        return new PerftOptions(paths, threads, megabytes);
    }
}
