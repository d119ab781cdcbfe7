package org.draughts4j.search;

/**
 * The transposition table: what earlier searches found of a position, by its Zobrist key, shared
 * by the search threads without locks. An entry is two words, the key (xored with the data, so
 * that a torn write reads as a miss) and the data: the score, the depth, the kind of bound, the
 * index of the best move in the position's move list (the generator lists a position's moves in
 * the same order every time) and the search that wrote it. Two entries make a bucket.
 *
 * <p>Each search has a number of its own ({@link #newSearch}). A search that must give the same
 * result every time (a depth or a node limit) sees only the entries it wrote itself, and an entry
 * of an earlier search counts as empty when a slot is chosen, so that what earlier searches left
 * changes nothing; a search by time also reads the earlier entries.
 */
final class TranspositionTable {
    static final int NO_MOVE = 0xFFF;
    static final int EXACT = 3;
    static final int LOWER = 1;
    static final int UPPER = 2;

    private static final int SCORE_BITS = 16;
    private static final int MOVE_SHIFT = 16;
    private static final int DEPTH_SHIFT = 28;
    private static final int BOUND_SHIFT = 36;
    private static final int SEARCH_SHIFT = 38;
    private static final long SEARCH_MASK = 0xFFFF;

    private final long[] slots;
    private final int megabytes;
    private final int bucketMask;
    private int search;
    private boolean ownOnly;

    /**
     * @param megabytes the size, rounded down to a power of two buckets
     */
    TranspositionTable(int megabytes) {
        this.megabytes = megabytes;
        long bytes = Math.max(1, megabytes) * 1024L * 1024L;
        int buckets = Integer.highestOneBit((int) Math.min(1 << 28, bytes / 32));
        this.slots = new long[buckets * 4];
        this.bucketMask = buckets - 1;
    }

    /**
     * Starts a search.
     *
     * @param ownEntriesOnly whether the search may read only the entries it writes
     */
    void newSearch(boolean ownEntriesOnly) {
        search = (search + 1) & (int) SEARCH_MASK;
        if (search == 0) {
            // Numbers wrap: an entry 65,536 searches old would pass for a new one.
            java.util.Arrays.fill(slots, 0);
            search = 1;
        }
        this.ownOnly = ownEntriesOnly;
    }

    /** @return the size asked for, in megabytes */
    int megabytes() {
        return megabytes;
    }

    /** Forgets everything (a new game, another variant). */
    void clear() {
        java.util.Arrays.fill(slots, 0);
    }

    /**
     * @param key a position's key
     * @return its entry's data, or 0 for none (no entry has data 0: its move field is never 0 with an empty bound)
     */
    long probe(long key) {
        int i = index(key);
        for (int k = 0; k < 4; k += 2) {
            long data = slots[i + k + 1];
            if ((slots[i + k] ^ data) == key && data != 0 && (!ownOnly || searchOf(data) == search)) {
                return data;
            }
        }
        return 0;
    }

    /** What {@link #prefetch} reads goes here, so that the compiler keeps the read. */
    private long touched;

    /**
     * Reads the bucket of {@code key} so that its cache line is on its way before {@link #probe}
     * needs it: Java has no prefetch instruction, and a read whose value is kept is the nearest.
     *
     * @param key a position's key
     */
    void prefetch(long key) {
        touched += slots[index(key)];
    }

    /**
     * @param key a position's key
     * @param score the score, as {@link #store} was given it
     * @param depth the depth searched, 0 to 255
     * @param bound {@link #EXACT}, {@link #LOWER} or {@link #UPPER}
     * @param move the index of the best move, or {@link #NO_MOVE}
     */
    void store(long key, int score, int depth, int bound, int move) {
        int i = index(key);
        long data = (score & 0xFFFFL) | (long) (move & NO_MOVE) << MOVE_SHIFT | (long) Math.min(255, Math.max(0, depth))
                << DEPTH_SHIFT | (long) bound << BOUND_SHIFT | (long) search << SEARCH_SHIFT;
        int victim = -1;
        for (int k = 0; k < 4; k += 2) {
            long old = slots[i + k + 1];
            if (searchOf(old) == search && (slots[i + k] ^ old) == key) {
                // The same position: keep a deeper result of this search unless this one is exact.
                if (depthOf(old) > depth && bound != EXACT) {
                    return;
                }
                victim = k;
                break;
            }
        }
        if (victim < 0) {
            for (int k = 0; k < 4; k += 2) {
                if (searchOf(slots[i + k + 1]) != search) {
                    victim = k;
                    break;
                }
            }
        }
        if (victim < 0) {
            victim = depthOf(slots[i + 1]) <= depthOf(slots[i + 3]) ? 0 : 2;
        }
        slots[i + victim] = key ^ data;
        slots[i + victim + 1] = data;
    }

    private int index(long key) {
        return (int) (key >>> 32 ^ key) & bucketMask << 2;
    }

    static int scoreOf(long data) {
        return (short) (data & 0xFFFF);
    }

    static int moveOf(long data) {
        return (int) (data >>> MOVE_SHIFT) & NO_MOVE;
    }

    static int depthOf(long data) {
        return (int) (data >>> DEPTH_SHIFT) & 0xFF;
    }

    static int boundOf(long data) {
        return (int) (data >>> BOUND_SHIFT) & 3;
    }

    private static int searchOf(long data) {
        return (int) (data >>> SEARCH_SHIFT & SEARCH_MASK);
    }

    /** @return the size in bytes */
    long bytes() {
        return slots.length * 8L;
    }
}
