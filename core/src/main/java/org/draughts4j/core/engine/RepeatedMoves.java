package org.draughts4j.core.engine;

import java.util.Arrays;

/**
 * The moves a capture search has counted that a second path might make again, so that each is
 * counted once: moves of one word ({@link MoveBits}, the high word 0) or two ({@link
 * WideMoveBits}). Searches ask only for captures long enough for two paths to make the same move,
 * so the set stays small and is searched in order. Not thread-safe: one per generator.
 */
final class RepeatedMoves {
    /** The moves remembered, low and high word in turn. */
    private long[] words = new long[32];
    private int size;

    /** Forgets every move. */
    void clear() {
        size = 0;
    }

    /**
     * @param low the move's low word
     * @param high the move's high word (0 for a one-word move)
     * @return whether the move was remembered already; when not, it is remembered now
     */
    boolean repeated(long low, long high) {
        long[] seen = words;
        int n = size;
        for (int i = 0; i < n; i += 2) {
            if (seen[i] == low && seen[i + 1] == high) {
                return true;
            }
        }
        if (n == seen.length) {
            words = seen = Arrays.copyOf(seen, 2 * n);
        }
        seen[n] = low;
        seen[n + 1] = high;
        size = n + 2;
        return false;
    }
}
