package org.draughts4j.spark;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.util.LongAccumulator;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.draughts4j.core.perft.Perft;
import org.draughts4j.core.perft.PerftOptions;

/** A perft as Spark tasks: the tree cut into subtrees, counted in tasks, the counts summed by depth. */
final class SparkPerft {
    /**
     * Subtrees for each task slot when the split depth is chosen: enough that the slots finish
     * together although subtrees differ a hundredfold in size, few enough for the driver to hold.
     */
    static final int SUBTREES_PER_SLOT = 256;
    /** Tasks for each slot: short enough to show progress and to lose little when a worker dies. */
    static final int TASKS_PER_SLOT = 8;

    private final JavaSparkContext context;
    private final LongAccumulator counted;

    SparkPerft(JavaSparkContext context, LongAccumulator counted) {
        this.context = context;
        this.counted = counted;
    }

    PerftCounts count(Position root, int depth, int splitDepth, boolean paths) {
        if (root == null) {
            throw new IllegalArgumentException("no root position");
        }
        if (depth < 1 || depth > Perft.MAX_EACH_DEPTH) {
            throw new IllegalArgumentException("depth must be 1 to " + Perft.MAX_EACH_DEPTH + ", not " + depth);
        }
        if (splitDepth < 0 || splitDepth > depth) {
            throw new IllegalArgumentException("the split depth must be 1 to the depth " + depth + " (or 0 to choose), not "
                    + splitDepth);
        }
        int slots = Math.max(1, context.defaultParallelism());
        PerftSplit split = splitDepth > 0 ? PerftSplit.of(root, splitDepth, paths) : chosenSplit(root, depth, paths, slots);
        List<PerftSplit.Subtree> subtrees = split.subtrees();
        int remaining = depth - split.plies();
        long[] leaves = new long[depth + 1];
        for (int ply = 0; ply <= split.plies(); ply++) {
            leaves[ply] = split.leaves(ply);
        }
        if (subtrees.isEmpty() || remaining == 0) {
            return new PerftCounts(leaves, split.plies(), subtrees.size(), 0);
        }
        int tasks = Math.min(subtrees.size(), slots * TASKS_PER_SLOT);
        // Spark cuts a list into slices of consecutive elements; neighbours in the split's order are
        // often alike in size, so each task takes every tasks-th subtree instead.
        List<String> dealt = new ArrayList<>(subtrees.size());
        for (int task = 0; task < tasks; task++) {
            for (int i = task; i < subtrees.size(); i += tasks) {
                PerftSplit.Subtree subtree = subtrees.get(i);
                dealt.add(subtree.lines() + " " + subtree.position().toFen());
            }
        }
        String variant = root.variant().name();
        LongAccumulator leavesCounted = counted;
        long[] below = context.parallelize(dealt, tasks)
                .mapPartitions(lines -> {
                    long[] sums = countSubtrees(variant, paths, remaining, lines);
                    leavesCounted.add(sums[remaining]);
                    return List.of(sums).iterator();
                })
                .reduce(SparkPerft::add);
        for (int d = 1; d <= remaining; d++) {
            leaves[split.plies() + d] = below[d];
        }
        return new PerftCounts(leaves, split.plies(), subtrees.size(), tasks);
    }

    /** @return the shallowest cut with {@link #SUBTREES_PER_SLOT} subtrees a slot, at most {@code depth - 1} plies */
    private static PerftSplit chosenSplit(Position root, int depth, boolean paths, int slots) {
        long wanted = (long) slots * SUBTREES_PER_SLOT;
        PerftSplit split = PerftSplit.of(root, Math.min(1, depth - 1), paths);
        while (split.plies() < depth - 1 && split.subtrees().size() < wanted && !split.subtrees().isEmpty()) {
            split = PerftSplit.of(root, split.plies() + 1, paths);
        }
        return split;
    }

    /**
     * One task: each subtree's leaves at every depth below it, times the lines that reach it.
     *
     * @param lines {@code <lines> <fen>} of each subtree
     * @return the sums, by depth below the cut
     */
    static long[] countSubtrees(String variantName, boolean paths, int remaining, Iterator<String> lines) {
        Variant variant = Variant.byName(variantName);
        PerftOptions options = new PerftOptions(paths, 1, 0);
        long[] sums = new long[remaining + 1];
        while (lines.hasNext()) {
            String line = lines.next();
            int space = line.indexOf(' ');
            long reached = Long.parseLong(line.substring(0, space));
            Position position = Position.fromFen(variant, line.substring(space + 1));
            long[] counts = Perft.countEachDepth(position, remaining, options, null);
            for (int d = 0; d <= remaining; d++) {
                sums[d] = Math.addExact(sums[d], Math.multiplyExact(reached, counts[d]));
            }
        }
        return sums;
    }

    static long[] add(long[] a, long[] b) {
        long[] sum = new long[a.length];
        for (int i = 0; i < a.length; i++) {
            sum[i] = Math.addExact(a[i], b[i]);
        }
        return sum;
    }
}
