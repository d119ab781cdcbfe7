package org.draughts4j.spark;

/**
 * The result of a perft run as Spark tasks: the leaves of every depth, and how the tree was shared
 * out. Immutable.
 */
public final class PerftCounts {
    private final long[] leaves;
    private final int splitDepth;
    private final int subtrees;
    private final int tasks;

    PerftCounts(long[] leaves, int splitDepth, int subtrees, int tasks) {
        this.leaves = leaves.clone();
        this.splitDepth = splitDepth;
        this.subtrees = subtrees;
        this.tasks = tasks;
    }

    /** @return the deepest depth counted */
    public int depth() {
        return leaves.length - 1;
    }

    /**
     * @param depth from 0 to {@link #depth()}
     * @return the leaves that many plies below the root (1 at depth 0)
     * @throws IndexOutOfBoundsException if depth is outside 0 to {@link #depth()}
     */
    public long leaves(int depth) {
        if (depth < 0 || depth >= leaves.length) {
            throw new IndexOutOfBoundsException("depth " + depth + " is outside 0-" + depth() + " of this count");
        }
        return leaves[depth];
    }

    /** @return the depth at which the tree was cut into subtrees */
    public int splitDepth() {
        return splitDepth;
    }

    /** @return the distinct positions at the cut: the subtrees counted */
    public int subtrees() {
        return subtrees;
    }

    /** @return the Spark tasks the subtrees were shared out among */
    public int tasks() {
        return tasks;
    }
}
