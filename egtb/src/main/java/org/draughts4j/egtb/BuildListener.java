package org.draughts4j.egtb;

/** What a {@link TableBuilder} tells as it goes: each slice started and finished. Called from the building thread. */
public interface BuildListener {
    /**
     * A slice is about to be solved (with its flipped one, which comes next).
     *
     * @param material the slice
     * @param entries the entries of its file
     */
    default void started(Material material, long entries) {
    }

    /**
     * A slice is done.
     *
     * @param summary its counts
     * @param nanos the time it took, in nanoseconds of the clock (0 when it was there already); a pair
     *     solved together shares it out in proportion to the entries
     * @param cpuNanos the processor time the build's threads spent on it, shared out likewise
     * @param resumed whether its file was there already, from an earlier build
     */
    default void finished(SliceSummary summary, long nanos, long cpuNanos, boolean resumed) {
    }
}
