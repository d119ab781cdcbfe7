package org.draughts4j.core.perft;

import java.util.Arrays;
import org.draughts4j.core.Position;
import org.draughts4j.core.PositionStack;

/**
 * Counts the leaves of the move tree of a position to a depth, on a {@link PositionStack}: the one
 * walk of every board. The last two plies are the stack's bulk count ({@link
 * PositionStack#countAfterEachMove}), where each board does its own bit work; above them the walk
 * lists, plays and goes down.
 *
 * <p>It also keeps the nodes each walk reaches at each ply, from which one walk to a depth gives the
 * counts of every smaller depth (the nodes at ply {@code d} are the leaves of perft {@code d}), and
 * the nodes searched (each leaf, and each position expanded above the leaves), which it reports to
 * the run's {@link PerftBudget} every few thousand nodes, never per node. With a {@link PerftTable}
 * the counts of subtrees already seen are looked up by Zobrist hash, depth, variant and mode. Not
 * thread-safe: use one per thread (a table and a budget may be shared).
 */
final class PerftWalk {
    private final PositionStack stack;
    private final PerftTable table;
    private final long salt;
    private final PerftBudget budget;
    /** Nodes searched: each leaf counted and each position expanded above the leaves. */
    private long nodes;
    /** {@link #nodes} when last reported to the budget. */
    private long reported;
    /** The node count at which the walk next checks its budget (never, without one). */
    private long checkAt = Long.MAX_VALUE;
    /**
     * By ply below the root: the positions the walks since {@link #countEachDepth} began reached
     * there, above the last ply (whose leaves are counted, not reached). Kept one longer than the
     * plies the walk has reached, so that a position adds its moves to the ply below it.
     */
    private long[] reached = new long[PositionStack.PLIES_MADE_AHEAD + 2];

    /**
     * @param stack the stack to walk on, of the variant and counting mode wanted; it keeps hashes
     *     when there is a table
     * @param table a transposition table, or null for none
     * @param budget the limits of the run, or null for none (the walk then never checks)
     */
    PerftWalk(PositionStack stack, PerftTable table, PerftBudget budget) {
        if (table != null && !stack.keepsHashes()) {
            throw new IllegalArgumentException("a walk with a table needs a stack that keeps hashes");
        }
        this.stack = stack;
        this.table = table;
        this.salt = table == null ? 0 : table.salt(stack.variant().traits(), stack.keepsPaths());
        this.budget = budget;
    }

    /** @return the class of the walk's stack: one kind of board, whose compiled walk is shared */
    Class<?> stackKind() {
        return stack.getClass();
    }

    /**
     * @param position the root, of the stack's variant
     * @param depth the plies to go down, at least 0
     * @return the number of leaves at {@code depth} plies below the position (1 at depth 0)
     * @throws IllegalArgumentException if depth is negative
     * @throws PerftCancelledException if the budget stops the walk
     */
    long count(Position position, int depth) {
        if (depth < 0) {
            throw new IllegalArgumentException("negative perft depth " + depth);
        }
        if (depth == 0) {
            return 1;
        }
        stack.setRoot(position);
        stack.reserve(depth);
        if (budget != null) {
            check();
        }
        long total = walk(0, depth);
        if (budget != null) {
            budget.report(nodes - reported);
            reported = nodes;
        }
        return total;
    }

    /**
     * Counts every depth up to {@code depth} in one walk: the positions the walk reaches at each
     * ply are the leaves of the smaller depths.
     *
     * @param position the root, of the stack's variant
     * @param depth the plies to go down, at least 0
     * @return the leaves at 0, 1, ... {@code depth} plies below the position
     * @throws IllegalArgumentException if depth is negative
     * @throws IllegalStateException if this walk has a table (a hit skips the plies of its subtree)
     * @throws PerftCancelledException if the budget stops the walk
     */
    long[] countEachDepth(Position position, int depth) {
        if (table != null) {
            throw new IllegalStateException("a walk with a table cannot count each depth: a hit skips its subtree");
        }
        Arrays.fill(reached, 0);
        long leaves = count(position, depth);
        long[] counts = new long[depth + 1];
        counts[0] = 1;
        for (int d = 1; d < depth; d++) {
            counts[d] = d < reached.length ? reached[d] : 0;
        }
        counts[depth] = leaves;
        return counts;
    }

    /** Reports the nodes since the last check to the budget and sets the next check. */
    private void check() {
        checkAt = nodes + budget.charge(nodes - reported);
        reported = nodes;
    }

    /** Counts the leaves {@code depth} plies below the stack's position at {@code ply}. */
    private long walk(int ply, int depth) {
        if (depth == 1) {
            return stack.count(ply);
        }
        if (++nodes >= checkAt) {
            check();
        }
        if (ply + 2 >= reached.length) {
            // Only a line deeper than any before: kept out of the compiled walk's usual path.
            reached = Arrays.copyOf(reached, 2 * (ply + 2));
        }
        if (table == null && depth <= PositionStack.BULK_DEPTH) {
            return bottom(ply, depth);
        }
        long hash = 0;
        if (table != null) {
            hash = stack.hash(ply) ^ salt;
            long stored = table.probe(hash, depth);
            if (stored >= 0) {
                return stored;
            }
        }
        int n = stack.generate(ply);
        reached[ply + 1] += n;
        long total = 0;
        for (int i = 0; i < n; i++) {
            stack.play(ply, i);
            total += walk(ply + 1, depth - 1);
        }
        if (depth == 2) {
            // With a table: the leaves below, as the bulk count's caller adds them.
            nodes += total;
        }
        if (table != null) {
            table.store(hash, depth, total);
        }
        return total;
    }

    /**
     * The last plies, counted by the stack in bulk, and the positions it reached on the way: the
     * nodes of a walk that expanded them one by one.
     */
    private long bottom(int ply, int depth) {
        long leaves = stack.countLeaves(ply, depth);
        long first = stack.positionsBelow(1);
        long second = stack.positionsBelow(2);
        reached[ply + 1] += first;
        reached[ply + 2] += second;
        // The leaves are added here, at their parents, rather than by each bulk count: ten times
        // fewer writes of a field on the hottest path. Positions two plies down were expanded
        // too (the leaves' parents, on a walk three plies deep).
        nodes += leaves + (depth == 3 ? first : 0);
        return leaves;
    }
}
