package org.draughts4j.core.perft;

import org.draughts4j.core.Position;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Watches perft runs from another thread, for a progress display: the nodes searched so far
 * (leaves and the positions above them, as a node limit counts them) by every run it is given to,
 * and, for a divide, each root move as soon as it is counted. The count is updated every 65,536
 * nodes or so per thread, so it lags a little behind the walk; it costs the walk nothing more. Thread-safe; give it to one run at a time.
 */
public class PerftProgress {
    private final AtomicLong finished = new AtomicLong();
    private volatile PerftBudget running;

    /** @return the nodes searched so far by the runs this was given to, the one under way included */
    public final long nodes() {
        PerftBudget budget = running;
        return finished.get() + (budget == null ? 0 : budget.nodes());
    }

    /**
     * Called by {@link Perft#divide(Position, int, PerftOptions, java.util.Comparator, PerftProgress)}
     * on its calling thread as soon as a root move is counted in full, in the order the moves are
     * counted. Does nothing unless overridden; an exception thrown here stops the divide.
     *
     * @param entry the root move and its count
     */
    public void rootMoveCounted(Perft.Entry entry) {}

    /**
     * Called by {@link Perft#countEachDepth} on its calling thread for each of the first depths,
     * as soon as it is counted: the walk expands the top of the tree breadth first (a few hundred
     * positions a thread), so those depths are known long before the deeper ones, which come in the
     * returned counts only. Does nothing unless overridden; an exception thrown here stops the count.
     *
     * @param depth the depth counted, from 1
     * @param leaves the number of leaves at that depth
     */
    public void depthCounted(int depth, long leaves) {}

    final void started(PerftBudget budget) {
        running = budget;
    }

    final void finished(PerftBudget budget) {
        // Cleared before the total grows: a reader may see a little less for an instant, never twice as much.
        running = null;
        finished.addAndGet(budget.nodes());
    }
}
