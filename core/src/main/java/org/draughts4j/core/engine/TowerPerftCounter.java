package org.draughts4j.core.engine;

import org.draughts4j.core.Color;
import org.draughts4j.core.Traits;

/**
 * Counts the leaves of the move tree of a column draughts position to a depth, as {@link
 * PerftCounter} does for other variants: each ply owns its move list, its top bitboards and its
 * towers, so the walk allocates nothing per node, and the last ply is counted on the tops alone.
 * With a {@link PerftTable}, positions are keyed by the Zobrist hash of their tops and towers.
 * Not thread-safe: use one per thread (a table may be shared).
 */
public final class TowerPerftCounter {
    private final MoveGenerator generator;
    private final boolean keepPaths;
    private final PerftTable table;
    private MoveList[] lists = new MoveList[0];
    private long[][] tops = new long[0][];
    private long[][] towers = new long[0][];

    /**
     * @param traits the variant's traits, with towers
     * @param keepPaths whether captures taking the same pieces in another order count separately
     * @param table a transposition table, or null for none
     */
    public TowerPerftCounter(Traits traits, boolean keepPaths, PerftTable table) {
        this.generator = new MoveGenerator(traits);
        this.keepPaths = keepPaths;
        this.table = table;
    }

    /**
     * @param white White's top pieces ({@code black} Black's, {@code kings} the top kings)
     * @param towerCodes the towers by bit ({@link Towers}); read, not kept
     * @return the number of leaves at {@code depth} plies below the position (1 at depth 0)
     * @throws IllegalArgumentException if depth is negative
     */
    public long count(long white, long black, long kings, long[] towerCodes, boolean whiteToMove, int depth) {
        if (depth < 0) {
            throw new IllegalArgumentException("negative perft depth " + depth);
        }
        if (depth == 0) {
            return 1;
        }
        if (lists.length < depth) {
            lists = new MoveList[depth];
            tops = new long[depth + 1][4];
            towers = new long[depth + 1][64];
            for (int i = 0; i < depth; i++) {
                lists[i] = new MoveList();
            }
        }
        long[] state = tops[depth];
        state[0] = white;
        state[1] = black;
        state[2] = kings;
        state[3] = Towers.singles(towerCodes);
        System.arraycopy(towerCodes, 0, towers[depth], 0, 64);
        return walk(whiteToMove, depth);
    }

    private long walk(boolean whiteToMove, int depth) {
        long[] state = tops[depth];
        MoveList list = lists[depth - 1];
        if (depth == 1) {
            return generator.count(state[0], state[1], state[2], state[3], whiteToMove, list, keepPaths);
        }
        long hash = 0;
        if (table != null) {
            hash = Zobrist.of(state[0], 0, state[1], 0, state[2], 0, whiteToMove ? Color.WHITE : Color.BLACK)
                    ^ Zobrist.towers(towers[depth]);
            long stored = table.probe(hash, depth);
            if (stored >= 0) {
                return stored;
            }
        }
        int n = generator.generate(state[0], state[1], state[2], state[3], whiteToMove, list, keepPaths);
        long opponent = whiteToMove ? state[1] : state[0];
        long[] childState = tops[depth - 1];
        long[] childTowers = towers[depth - 1];
        long total = 0;
        for (int i = 0; i < n; i++) {
            long move = list.moves[i];
            // The second word of a quiet move is not set: only captures read it.
            long kingsTaken = (move & opponent) == 0 ? 0 : list.highs[i];
            System.arraycopy(state, 0, childState, 0, 4);
            System.arraycopy(towers[depth], 0, childTowers, 0, 64);
            Towers.play(childTowers, childState, whiteToMove, move, kingsTaken);
            total += walk(!whiteToMove, depth - 1);
        }
        if (table != null) {
            table.store(hash, depth, total);
        }
        return total;
    }
}
