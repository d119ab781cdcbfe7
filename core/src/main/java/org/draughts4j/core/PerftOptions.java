package org.draughts4j.core;

/**
 * How perft counts.
 *
 * @param paths when true, captures that take the same pieces in a different order count as
 *     different moves (how the English checkers tables, OEIS A133046, count); when false, as by
 *     default, each move counts once (CONVENTIONS.md)
 */
public record PerftOptions(boolean paths) {
    /** Each move once. */
    public static final PerftOptions DEFAULT = new PerftOptions(false);
    /** Every capture path separately. */
    public static final PerftOptions PATHS = new PerftOptions(true);
}
