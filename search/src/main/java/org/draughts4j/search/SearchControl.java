package org.draughts4j.search;

/**
 * What tells a search to end, shared by its threads: a stop asked from outside, a limit on the
 * nodes of the main thread, and a hard deadline. The main thread polls the clock; the others only
 * read the flag.
 */
final class SearchControl {
    private volatile boolean stopped;
    private final long nodeLimit;
    private final long hardDeadline;

    /**
     * @param nodeLimit the most nodes the main thread searches, {@link Long#MAX_VALUE} for no limit
     * @param hardDeadline the {@link System#nanoTime()} at which the search stops whatever it is
     *     doing, {@link Long#MAX_VALUE} for none
     */
    SearchControl(long nodeLimit, long hardDeadline) {
        this.nodeLimit = nodeLimit;
        this.hardDeadline = hardDeadline;
    }

    /** Asks the search to end as soon as it can. Any thread. */
    void stop() {
        stopped = true;
    }

    /** @return whether the search was asked to end */
    boolean isStopped() {
        return stopped;
    }

    long nodeLimit() {
        return nodeLimit;
    }

    /**
     * Checks the clock: past the deadline, stops the search.
     *
     * @return whether the search is to end
     */
    boolean pollClock() {
        if (!stopped && hardDeadline != Long.MAX_VALUE && System.nanoTime() - hardDeadline >= 0) {
            stopped = true;
        }
        return stopped;
    }
}
