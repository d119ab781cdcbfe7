package org.draughts4j.core.engine;

import org.draughts4j.core.Color;
import org.draughts4j.core.Traits;

/**
 * Counts the leaves of the move tree of a position to a depth (perft), on raw bitboards.
 *
 * <p>Each ply owns one {@link MoveList}, so the walk allocates nothing per node; the last ply is
 * counted without being played (bulk counting, {@link MoveGenerator#count}). With a {@link
 * PerftTable} the counts of subtrees already seen are looked up by Zobrist hash and depth.
 * Not thread-safe: use one per thread (a table may be shared).
 */
public final class PerftCounter {
    private final MoveGenerator generator;
    private final boolean keepPaths;
    private final PerftTable table;
    private MoveList[] lists = new MoveList[0];

    /**
     * @param traits the variant's traits
     * @param keepPaths whether captures taking the same pieces in another order count separately
     */
    public PerftCounter(Traits traits, boolean keepPaths) {
        this(traits, keepPaths, null);
    }

    /**
     * @param traits the variant's traits
     * @param keepPaths whether captures taking the same pieces in another order count separately
     * @param table a transposition table, or null for none
     */
    public PerftCounter(Traits traits, boolean keepPaths, PerftTable table) {
        this.generator = new MoveGenerator(traits);
        this.keepPaths = keepPaths;
        this.table = table;
    }

    /**
     * @return the number of leaves at {@code depth} plies below the position (1 at depth 0)
     * @throws IllegalArgumentException if depth is negative
     */
    public long count(long white, long black, long kings, boolean whiteToMove, int depth) {
        if (depth < 0) {
            throw new IllegalArgumentException("negative perft depth " + depth);
        }
        if (depth == 0) {
            return 1;
        }
        if (lists.length < depth) {
            MoveList[] grown = new MoveList[depth];
            System.arraycopy(lists, 0, grown, 0, lists.length);
            for (int i = lists.length; i < depth; i++) {
                grown[i] = new MoveList();
            }
            lists = grown;
        }
        long hash = table == null ? 0
                : Zobrist.of(white, black, kings, whiteToMove ? Color.WHITE : Color.BLACK);
        return walk(white, black, kings, whiteToMove, depth, hash);
    }

    /** @param hash the position's Zobrist hash when there is a table (unused otherwise) */
    private long walk(long white, long black, long kings, boolean whiteToMove, int depth, long hash) {
        MoveList list = lists[depth - 1];
        if (depth == 1) {
            return generator.count(white, black, kings, whiteToMove, list, keepPaths);
        }
        if (table != null) {
            long stored = table.probe(hash, depth);
            if (stored >= 0) {
                return stored;
            }
        }
        int n = generator.generate(white, black, kings, whiteToMove, list, keepPaths);
        long[] moves = list.moves;
        long own = whiteToMove ? white : black;
        long opponent = whiteToMove ? black : white;
        long total = 0;
        for (int i = 0; i < n; i++) {
            long move = moves[i];
            long from = move & own;
            long captured = move & opponent;
            long to = MoveBits.destination(move);
            long newOwn = (own & ~from) | to;
            long newOpponent = opponent & ~captured;
            long newKings = kings & ~captured;
            if ((kings & from) != 0) {
                newKings = (newKings & ~from) | to;
            } else if (move < 0) {
                newKings |= to;
            }
            long childHash = table == null ? 0 : Zobrist.after(hash, move, white, black, kings, whiteToMove);
            total += whiteToMove
                    ? walk(newOwn, newOpponent, newKings, false, depth - 1, childHash)
                    : walk(newOpponent, newOwn, newKings, true, depth - 1, childHash);
        }
        if (table != null) {
            table.store(hash, depth, total);
        }
        return total;
    }
}
