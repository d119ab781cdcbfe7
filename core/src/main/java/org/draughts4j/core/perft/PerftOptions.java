package org.draughts4j.core.perft;

import java.time.Duration;

/**
 * How perft counts, and when it gives up.
 *
 * @param paths when true, captures that take the same pieces in a different order count as
 *     different moves (how the English checkers tables, OEIS A133046, count); when false, as by
 *     default, each move counts once (docs/formats.md, "Moves")
 * @param threads how many threads count (1 by default); the counts are the same
 * @param hashMegabytes the size of a transposition table for deep perft, 0 (the default) for none,
 *     at most {@link #MAX_HASH_MEGABYTES}; counts stay exact, as entries hold the full 64-bit
 *     Zobrist key and the depth
 * @param maxNodes the most nodes a run may search before it stops with a {@link
 *     PerftCancelledException} ({@link PerftCancelledException.Reason#NODE_LIMIT}); a node is a leaf
 *     counted or a position expanded above the leaves, and a count found in the table is one node,
 *     so without a table a run searches a little more nodes than it counts. The limit is checked
 *     every few thousand nodes, so a run may pass it by that much, and one that finishes first
 *     returns its count. {@link Long#MAX_VALUE} (the default) for no limit
 * @param timeLimit how long a run may take before it stops with a {@link PerftCancelledException}
 *     ({@link PerftCancelledException.Reason#TIME_LIMIT}), checked every fraction of a millisecond;
 *     null (the default) for no limit
 */
public record PerftOptions(boolean paths, int threads, int hashMegabytes, long maxNodes, Duration timeLimit) {
    /** The largest transposition table: 2^29 entries of 16 bytes, the most one Java array of longs holds. */
    public static final int MAX_HASH_MEGABYTES = 8_192;
    /**
     * The most threads: more than any machine's cores four times over that a walk would use, and
     * few enough that the walk's split into a task for each cannot exhaust memory.
     */
    public static final int MAX_THREADS = 1_024;
    /** Each move once, one thread, no table. */
    public static final PerftOptions DEFAULT = new PerftOptions(false, 1, 0);
    /** Every capture path separately, one thread, no table. */
    public static final PerftOptions PATHS = new PerftOptions(true, 1, 0);

    /**
     * Validates.
     *
     * @param paths whether captures that take the same pieces in a different order count apart
     * @param threads how many threads count, 1 to {@link #MAX_THREADS}
     * @param hashMegabytes the size of the transposition table, 0 to {@link #MAX_HASH_MEGABYTES}
     * @param maxNodes the node limit, at least 1; {@link Long#MAX_VALUE} for none
     * @param timeLimit the time limit, positive; null for none
     * @throws IllegalArgumentException if a value is outside those bounds
     */
    public PerftOptions {
        if (threads < 1 || threads > MAX_THREADS) {
            throw new IllegalArgumentException("perft takes 1 to " + MAX_THREADS + " threads, not " + threads);
        }
        if (hashMegabytes < 0 || hashMegabytes > MAX_HASH_MEGABYTES) {
            throw new IllegalArgumentException(
                    "hash size must be between 0 and " + MAX_HASH_MEGABYTES + " MB, not " + hashMegabytes);
        }
        if (maxNodes < 1) {
            throw new IllegalArgumentException("the node limit must be at least 1, not " + maxNodes);
        }
        if (timeLimit != null && (timeLimit.isNegative() || timeLimit.isZero())) {
            throw new IllegalArgumentException("the time limit must be positive, not " + timeLimit);
        }
    }

    /**
     * Options without limits, as before limits existed.
     *
     * @param paths whether captures that take the same pieces in a different order count apart
     * @param threads how many threads count, 1 to {@link #MAX_THREADS}
     * @param hashMegabytes the size of the transposition table, 0 to {@link #MAX_HASH_MEGABYTES}
     * @throws IllegalArgumentException if a value is outside those bounds
     */
    public PerftOptions(boolean paths, int threads, int hashMegabytes) {
        this(paths, threads, hashMegabytes, Long.MAX_VALUE, null);
    }

    /**
     * @param other whether captures that take the same pieces in a different order count apart
     * @return these options counting capture paths or not
     */
    public PerftOptions withPaths(boolean other) {
        return new PerftOptions(other, threads, hashMegabytes, maxNodes, timeLimit);
    }

    /**
     * @param other how many threads count, 1 to {@link #MAX_THREADS}
     * @return these options with another number of threads
     * @throws IllegalArgumentException if {@code other} is outside those bounds
     */
    public PerftOptions withThreads(int other) {
        return new PerftOptions(paths, other, hashMegabytes, maxNodes, timeLimit);
    }

    /**
     * @param megabytes the size of the table, 0 to {@link #MAX_HASH_MEGABYTES}
     * @return these options with a transposition table of that many megabytes (0: none)
     * @throws IllegalArgumentException if {@code megabytes} is outside those bounds
     */
    public PerftOptions withHash(int megabytes) {
        return new PerftOptions(paths, threads, megabytes, maxNodes, timeLimit);
    }

    /**
     * @param limit the most nodes a run may search, at least 1
     * @return these options with a node limit ({@link Long#MAX_VALUE}: none), see {@link #maxNodes()}
     * @throws IllegalArgumentException if {@code limit} is below 1
     */
    public PerftOptions withMaxNodes(long limit) {
        return new PerftOptions(paths, threads, hashMegabytes, limit, timeLimit);
    }

    /**
     * @param limit how long a run may take, positive
     * @return these options with a time limit (null: none), see {@link #timeLimit()}
     * @throws IllegalArgumentException if {@code limit} is zero or negative
     */
    public PerftOptions withTimeLimit(Duration limit) {
        return new PerftOptions(paths, threads, hashMegabytes, maxNodes, limit);
    }
}
