package org.draughts4j.core.engine;

/**
 * A transposition table for perft: the leaf count of a subtree, keyed by the position's full
 * 64-bit Zobrist hash and the depth, so a hit is never a different position or depth (but for a
 * 64-bit collision). Entries are two {@code long}s written without locks; the key is stored XORed
 * with the data, so a torn write from another thread reads as a miss, never as a wrong count.
 * Always-replace: the newest subtree wins its slot.
 */
public final class PerftTable {
    private static final int DEPTH_BITS = 8;
    private static final long COUNT_LIMIT = 1L << (64 - DEPTH_BITS);

    private final long[] slots;
    private final int mask;

    /**
     * @param megabytes the size of the table, at least 1
     * @throws IllegalArgumentException if the size is below 1 MB or above 16 GB
     */
    public PerftTable(int megabytes) {
        if (megabytes < 1 || megabytes > 16_384) {
            throw new IllegalArgumentException("hash size must be between 1 and 16384 MB, not " + megabytes);
        }
        long entries = Long.highestOneBit(megabytes * (1L << 20) / 16);
        int capacity = (int) Math.min(entries, 1 << 30);
        this.slots = new long[capacity * 2];
        this.mask = capacity - 1;
    }

    /** @return the stored count of the position with {@code key} at {@code depth}, or -1 */
    public long probe(long key, int depth) {
        int index = ((int) key & mask) << 1;
        long data = slots[index + 1];
        if ((slots[index] ^ data) != key || (int) (data & 0xFF) != depth) {
            return -1;
        }
        return data >>> DEPTH_BITS;
    }

    /** Stores the count of the position with {@code key} at {@code depth}, if it fits. */
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
