package org.draughts4j.core.perft;

import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicLong;
import org.draughts4j.core.perft.PerftCancelledException.Reason;

/**
 * The limits of one perft run, shared by every counter and thread of the run: a node limit, a
 * deadline, the interrupt status of the thread that started the run, and a cancel flag. Counters
 * check it every {@link #CHECK_INTERVAL} nodes or so, never per node, so that the walk stays as
 * fast as without it; the first check that finds a limit passed, the owner interrupted or the
 * budget cancelled throws {@link PerftCancelledException}, and every later check of any counter of
 * the run throws too. Thread-safe.
 */
final class PerftBudget {
    /**
     * Nodes a counter searches between two checks: about half a millisecond of perft on one core,
     * while a check (a clock read and a few shared fields) costs tens of nanoseconds.
     */
    public static final int CHECK_INTERVAL = 1 << 16;

    private final long maxNodes;
    private final long deadline;
    private final boolean timed;
    private final Thread owner;
    private final AtomicLong nodes = new AtomicLong();
    private volatile Reason reason;

    /**
     * Starts the clock of a run, owned by the calling thread (whose interrupt cancels it).
     *
     * @param maxNodes the most nodes the run may search ({@link PerftCancelledException#nodes()}),
     *     {@link Long#MAX_VALUE} for no limit
     * @param timeLimit how long the run may take from now, or null for no limit
     * @throws IllegalArgumentException if maxNodes is below 1 or the time limit is not positive
     */
    public PerftBudget(long maxNodes, Duration timeLimit) {
        if (maxNodes < 1) {
            throw new IllegalArgumentException("the node limit must be at least 1, not " + maxNodes);
        }
        if (timeLimit != null && (timeLimit.isNegative() || timeLimit.isZero())) {
            throw new IllegalArgumentException("the time limit must be positive, not " + timeLimit);
        }
        this.maxNodes = maxNodes;
        this.timed = timeLimit != null;
        long now = System.nanoTime();
        // A limit of centuries is no limit; saturating keeps the deadline from wrapping around.
        long nanos = timed ? saturatedNanos(timeLimit) : 0;
        this.deadline = now + Math.min(nanos, Long.MAX_VALUE / 2);
        this.owner = Thread.currentThread();
    }

    /** @return a budget with no node or time limit, cancelled only by an interrupt of the calling thread */
    public static PerftBudget unlimited() {
        return new PerftBudget(Long.MAX_VALUE, null);
    }

    private static long saturatedNanos(Duration duration) {
        try {
            return duration.toNanos();
        } catch (ArithmeticException e) {
            return Long.MAX_VALUE;
        }
    }

    /**
     * Stops the run: every counter using this budget throws at its next check. The first reason
     * given (here or by a limit) is the one reported.
     *
     * @param why the reason the {@link PerftCancelledException} will give
     * @throws NullPointerException if {@code why} is null (it would cancel nothing)
     */
    public void cancel(Reason why) {
        Objects.requireNonNull(why, "why");
        if (reason == null) {
            synchronized (this) {
                if (reason == null) {
                    reason = why;
                }
            }
        }
    }

    /** @return why the run was stopped, or null while it may go on */
    public Reason reason() {
        return reason;
    }

    /** @return the nodes the counters have reported so far */
    public long nodes() {
        return nodes.get();
    }

    /**
     * Checks the limits now, without adding nodes.
     *
     * @throws PerftCancelledException if the run is to stop
     */
    public void check() {
        charge(0);
    }

    /**
     * Adds nodes searched since the counter's last report and checks the limits.
     *
     * @return how many nodes the counter may search before its next check
     * @throws PerftCancelledException if the run is to stop
     */
    long charge(long searched) {
        long total = searched == 0 ? nodes.get() : nodes.addAndGet(searched);
        if (reason == null) {
            if (owner.isInterrupted()) {
                cancel(Reason.INTERRUPTED);
            } else if (total > maxNodes) {
                cancel(Reason.NODE_LIMIT);
            } else if (timed && System.nanoTime() - deadline >= 0) {
                cancel(Reason.TIME_LIMIT);
            }
        }
        Reason why = reason;
        if (why != null) {
            throw exception();
        }
        // Near the node limit, check at it, so that a small limit stops a walk that goes deep
        // before it branches (a few kings at a large depth) while its stack is still shallow.
        long left = maxNodes - total;
        return left >= CHECK_INTERVAL ? CHECK_INTERVAL : left + 1;
    }

    /** Adds nodes searched since the counter's last report, without checking: the count is done. */
    void report(long searched) {
        if (searched != 0) {
            nodes.addAndGet(searched);
        }
    }

    /** @return the exception that reports this budget's stop; call it only once it is stopped */
    public PerftCancelledException exception() {
        Reason why = reason;
        if (why == null) {
            throw new IllegalStateException("the perft budget has not been stopped");
        }
        return new PerftCancelledException(why, nodes.get());
    }
}
