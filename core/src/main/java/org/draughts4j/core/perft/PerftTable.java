package org.draughts4j.core.perft;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import org.draughts4j.core.Traits;

/**
 * A transposition table for perft: the leaf count of a subtree, keyed by the position's full
 * 64-bit Zobrist hash and the depth, so a hit is never a different position or depth (but for a
 * 64-bit collision). Entries are two {@code long}s written without locks; the key is stored XORed
 * with the data, so a torn write from another thread reads as a miss, never as a wrong count.
 * Always-replace: the newest subtree wins its slot.
 *
 * <p>The same position has different counts in different variants (International and Killer share
 * a board) and counting modes (each move once or every capture path), so the counters fold the
 * variant's {@link Traits} and the mode into the key ({@link #salt}): one table may serve counters
 * of any variants and modes, one after another or at once, and they only compete for its slots.
 */
final class PerftTable {
    private static final int DEPTH_BITS = 8;
    private static final long COUNT_LIMIT = 1L << (64 - DEPTH_BITS);

    /** The largest table: 2^29 entries of 16 bytes, the most one Java array of longs holds. */
    static final int MAX_MEGABYTES = PerftOptions.MAX_HASH_MEGABYTES;

    private final long[] slots;
    private final int mask;
    private final ConcurrentHashMap<Mode, Long> salts = new ConcurrentHashMap<>();
    private final AtomicLong modes = new AtomicLong();

    /** What a count depends on besides the position and the depth. */
    private record Mode(Traits traits, boolean paths) {}

    /**
     * @param megabytes the size of the table, from 1 to {@link #MAX_MEGABYTES}; it is rounded down
     *     to a power of two
     * @throws IllegalArgumentException if the size is out of range, or larger than this JVM can
     *     allocate (the message says how much it may use)
     */
    public PerftTable(int megabytes) {
        if (megabytes < 1 || megabytes > MAX_MEGABYTES) {
            throw new IllegalArgumentException(
                    "hash size must be between 1 and " + MAX_MEGABYTES + " MB, not " + megabytes);
        }
        int capacity = (int) Long.highestOneBit(megabytes * (1L << 20) / 16);
        try {
            this.slots = new long[capacity * 2];
        } catch (OutOfMemoryError e) {
            // One large array that does not fit leaves the heap as it was: refusing it is safe.
            throw new IllegalArgumentException("not enough memory for a " + megabytes + " MB hash table: this JVM may use "
                    + Runtime.getRuntime().maxMemory() / (1L << 20) + " MB in all (raise it with -Xmx)", e);
        }
        this.mask = capacity - 1;
    }

    /**
     * @return the value a counter XORs into every key it probes and stores: different for every
     *     distinct pair of traits and mode used with this table, so that the counts of one variant
     *     or mode are never found for another (but for a 64-bit collision, as between positions)
     */
    long salt(Traits traits, boolean paths) {
        // Distinct odd multipliers of a counter, then mixed: distinct salts that look random to
        // the Zobrist keys they are XORed with.
        return salts.computeIfAbsent(new Mode(traits, paths), m -> mix(modes.incrementAndGet() * 0x9E3779B97F4A7C15L));
    }

    /** The finaliser of SplitMix64: a bijection of the longs, so distinct inputs stay distinct. */
    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /**
     * @param key the position's Zobrist hash, XORed with the counter's {@link #salt}
     * @param depth the plies below the position the count is for
     * @return the stored count of the position with {@code key} at {@code depth}, or -1 when the
     *     table holds none
     */
    public long probe(long key, int depth) {
        int index = ((int) key & mask) << 1;
        long data = slots[index + 1];
        if ((slots[index] ^ data) != key || (int) (data & 0xFF) != depth) {
            return -1;
        }
        return data >>> DEPTH_BITS;
    }

    /**
     * Stores the count of the position with {@code key} at {@code depth}, if it fits: a depth
     * above 255 or a count of 2^56 or more is not stored. It replaces whatever held the slot.
     *
     * @param key the position's Zobrist hash, XORed with the counter's {@link #salt}
     * @param depth the plies below the position the count is for
     * @param count the leaves at that depth
     */
    public void store(long key, int depth, long count) {
        if (count >= COUNT_LIMIT || depth > 0xFF) {
            return;
        }
        int index = ((int) key & mask) << 1;
        long data = count << DEPTH_BITS | depth;
        slots[index] = key ^ data;
        slots[index + 1] = data;
    }
}
