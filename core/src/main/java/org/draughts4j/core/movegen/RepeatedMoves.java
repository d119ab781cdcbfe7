package org.draughts4j.core.movegen;

import java.util.Arrays;

/**
 * The moves a capture search has counted that a second path might make again, so that each is
 * counted once: moves of one word ({@link MoveBits}, the high word 0) or two ({@link
 * WideMoveBits}). Searches ask only for captures long enough for two paths to make the same move,
 * so the set stays small and is read whole. Not thread-safe: one per generator.
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
     * Without a branch on the answer, nor an early exit: a run may count for a tenth of a second
     * before its first repeated capture, and a branch the JIT has never seen taken is compiled as a
     * trap that throws the caller's compiled code away when it is (Canadian d8, about 0.1 s in).
     * The set holds a few moves, so reading all of them costs little.
     *
     * @param low the move's low word
     * @param high the move's high word (0 for a one-word move)
     * @return 1 when the move was remembered already, else 0, and it is remembered now
     */
    int repeated(long low, long high) {
        long[] seen = words;
        int n = size;
        long same = 0;
        for (int i = 0; i < n; i += 2) {
            long differs = seen[i] ^ low | seen[i + 1] ^ high;
            // The sign bit is set when differs is 0, and only then.
            same |= (differs - 1) & ~differs;
        }
        int found = (int) (same >>> 63);
        if (n == seen.length) {
            words = seen = Arrays.copyOf(seen, 2 * n);
        }
        // Written either way; kept only when new.
        seen[n] = low;
        seen[n + 1] = high;
        size = n + 2 - 2 * found;
        return found;
    }
}
