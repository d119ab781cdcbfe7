package org.draughts4j.core.movegen;

import java.util.Arrays;

/**
 * What the perft counters share: the budget and the nodes charged to it, and the nodes each walk
 * reaches at each ply, from which one walk to a depth gives the counts of every smaller depth too
 * (the nodes at ply {@code d} are the leaves of perft {@code d}).
 *
 * <p>A subclass calls {@link #begin} and {@link #end} around a walk, {@link #grow} when it first
 * reaches a ply, and adds the moves of each position it expands to {@link #reached}.
 */
abstract class PerftWalk {
    /**
     * The plies whose move lists a count makes before its walk, at most. A list made during the
     * walk takes a branch that the JIT compiles as never taken when its profile has not seen it
     * (the first lists are made before the profile starts), and a counter made later for another
     * thread then takes it: the compiled walk is thrown away for every thread and compiled again,
     * 30-60 ms of slower counting. Deeper plies are still made as a line first reaches them, so a
     * depth that no line reaches costs nothing.
     */
    static final int PLIES_MADE_AHEAD = 32;

    private final PerftBudget budget;
    /** Whether the walk looks up subtrees in a table: a hit skips nodes, so the plies lose count. */
    private final boolean tabled;
    /** Nodes searched: each leaf counted and each position expanded above the leaves. */
    long nodes;
    /** {@link #nodes} when last reported to the budget. */
    private long reported;
    /** The node count at which the walk next checks its budget (never, without one). */
    long checkAt = Long.MAX_VALUE;
    /**
     * By ply below the root: the positions the walks since {@link #countingEachDepth} reached
     * there, above the last ply (whose leaves are counted, not reached). Kept one longer than the
     * plies the walk has reached, so that a position adds its moves to the ply below it.
     */
    long[] reached = new long[1];

    PerftWalk(PerftBudget budget, boolean tabled) {
        this.budget = budget;
        this.tabled = tabled;
    }

    /** Before a walk: charges what the last one left. */
    final void begin() {
        if (budget != null) {
            check();
        }
    }

    /** After a walk: reports its nodes to the budget. */
    final void end() {
        if (budget != null) {
            budget.report(nodes - reported);
            reported = nodes;
        }
    }

    /** Reports the nodes since the last check to the budget and sets the next check. */
    final void check() {
        checkAt = nodes + budget.charge(nodes - reported);
        reported = nodes;
    }

    /** Makes room in {@link #reached} for {@code plies} plies and the one below them. */
    final void grow(int plies) {
        if (reached.length < plies + 1) {
            reached = Arrays.copyOf(reached, plies + 1);
        }
    }

    /**
     * Starts counting each depth: clears what earlier walks reached.
     *
     * @throws IllegalStateException if the walk uses a table, whose hits leave plies uncounted
     */
    final void countingEachDepth() {
        if (tabled) {
            throw new IllegalStateException("a walk with a table cannot count each depth: a hit skips its subtree");
        }
        Arrays.fill(reached, 0);
    }

    /**
     * @param leaves the leaves of the walk to {@code depth} just ended
     * @return the counts of depths 0 to {@code depth}: the nodes reached at each ply, and the leaves
     */
    final long[] eachDepth(int depth, long leaves) {
        long[] counts = new long[depth + 1];
        counts[0] = 1;
        for (int d = 1; d < depth; d++) {
            counts[d] = d < reached.length ? reached[d] : 0;
        }
        counts[depth] = leaves;
        return counts;
    }
}
