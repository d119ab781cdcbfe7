package org.draughts4j.core.movegen;

import org.draughts4j.core.Color;
import org.draughts4j.core.Traits;

/**
 * Counts the leaves of the move tree of a column draughts position to a depth, as {@link
 * PerftCounter} does for other variants: each ply owns its move list, its top bitboards and its
 * towers, made when the walk first reaches the ply, so the walk allocates nothing per node, and the
 * last ply is counted on the tops alone. With a {@link PerftTable}, positions are keyed by the
 * Zobrist hash of their tops and towers; a {@link PerftBudget} is checked every few thousand
 * nodes. Not thread-safe: use one per thread (a table and a budget may be shared).
 */
public final class TowerPerftCounter extends PerftWalk {
    private final MoveGenerator generator;
    private final boolean keepPaths;
    private final PerftTable table;
    private final long salt;
    /** By ply below the root: the move list, the tops (White, Black, kings, single pieces) and the towers. */
    private MoveList[] lists = new MoveList[0];
    private long[][] tops = new long[0][];
    private long[][] towers = new long[0][];

    /**
     * @param traits the variant's traits, with towers
     * @param keepPaths whether captures taking the same pieces in another order count separately
     * @param table a transposition table, or null for none
     */
    public TowerPerftCounter(Traits traits, boolean keepPaths, PerftTable table) {
        this(traits, keepPaths, table, null);
    }

    /**
     * @param traits the variant's traits, with towers
     * @param keepPaths whether captures taking the same pieces in another order count separately
     * @param table a transposition table, or null for none
     * @param budget the limits of the run, or null for none
     */
    public TowerPerftCounter(Traits traits, boolean keepPaths, PerftTable table, PerftBudget budget) {
        super(budget, table != null);
        this.generator = new MoveGenerator(traits);
        this.keepPaths = keepPaths;
        this.table = table;
        this.salt = table == null ? 0 : table.salt(traits, keepPaths);
    }

    /**
     * @param white White's top pieces
     * @param black Black's top pieces
     * @param kings the tops that are kings
     * @param towerCodes the towers by bit ({@link Towers}); read, not kept
     * @param whiteToMove whether White is to move
     * @param depth the plies to go down, at least 0
     * @return the number of leaves at {@code depth} plies below the position (1 at depth 0)
     * @throws IllegalArgumentException if depth is negative
     * @throws org.draughts4j.core.PerftCancelledException if the budget stops the walk
     */
    public long count(long white, long black, long kings, long[] towerCodes, boolean whiteToMove, int depth) {
        if (depth < 0) {
            throw new IllegalArgumentException("negative perft depth " + depth);
        }
        if (depth == 0) {
            return 1;
        }
        begin();
        reach(Math.min(depth - 1, PLIES_MADE_AHEAD));
        long[] state = tops[0];
        state[0] = white;
        state[1] = black;
        state[2] = kings;
        state[3] = Towers.singles(towerCodes);
        System.arraycopy(towerCodes, 0, towers[0], 0, 64);
        long total = walk(whiteToMove, depth, 0);
        end();
        return total;
    }

    /**
     * Counts every depth up to {@code depth} in one walk, as {@link PerftCounter#countEachDepth}.
     *
     * @param white White's top pieces
     * @param black Black's top pieces
     * @param kings the tops that are kings
     * @param towerCodes the towers by bit ({@link Towers}); read, not kept
     * @param whiteToMove whether White is to move
     * @param depth the plies to go down, at least 0
     * @return the leaves at 0, 1, ... {@code depth} plies below the position
     * @throws IllegalArgumentException if depth is negative
     * @throws IllegalStateException if this counter has a table
     * @throws org.draughts4j.core.PerftCancelledException if the budget stops the walk
     */
    public long[] countEachDepth(long white, long black, long kings, long[] towerCodes, boolean whiteToMove, int depth) {
        countingEachDepth();
        return eachDepth(depth, count(white, black, kings, towerCodes, whiteToMove, depth));
    }

    /** Makes the move list, tops and towers of {@code ply} and of the ply below it, if not yet made. */
    private void reach(int ply) {
        if (ply + 1 < lists.length) {
            return;
        }
        // Doubling keeps the copies few however deep a line goes.
        int length = Math.max(8, Math.max(ply + 2, 2 * lists.length));
        MoveList[] grownLists = new MoveList[length];
        long[][] grownTops = new long[length][];
        long[][] grownTowers = new long[length][];
        System.arraycopy(lists, 0, grownLists, 0, lists.length);
        System.arraycopy(tops, 0, grownTops, 0, tops.length);
        System.arraycopy(towers, 0, grownTowers, 0, towers.length);
        for (int i = lists.length; i < length; i++) {
            grownLists[i] = new MoveList();
            grownTops[i] = new long[4];
            grownTowers[i] = new long[64];
        }
        lists = grownLists;
        tops = grownTops;
        towers = grownTowers;
        grow(length);
    }

    /** Counts below {@code tops[ply]} and {@code towers[ply]}. */
    private long walk(boolean whiteToMove, int depth, int ply) {
        // Only a line deeper than the lists made ahead grows them: reach is left out of the
        // walk's compiled code, so that a new counter's count, which calls it first, finds the
        // code for reach as it was profiled (see ListedPerftWalk#makeLists).
        if (ply + 1 >= lists.length) {
            reach(ply);
        }
        long[] state = tops[ply];
        MoveList list = lists[ply];
        if (depth == 1) {
            return generator.count(state[0], state[1], state[2], state[3], whiteToMove, list, keepPaths);
        }
        if (++nodes >= checkAt) {
            check();
        }
        long hash = 0;
        if (table != null) {
            hash = Zobrist.of(state[0], 0, state[1], 0, state[2], 0, whiteToMove ? Color.WHITE : Color.BLACK)
                    ^ Zobrist.towers(towers[ply]) ^ salt;
            long stored = table.probe(hash, depth);
            if (stored >= 0) {
                return stored;
            }
        }
        int n = generator.generate(state[0], state[1], state[2], state[3], whiteToMove, list, keepPaths);
        reached[ply + 1] += n;
        long opponent = whiteToMove ? state[1] : state[0];
        long[] childState = tops[ply + 1];
        long[] childTowers = towers[ply + 1];
        long total = 0;
        for (int i = 0; i < n; i++) {
            long move = list.moves[i];
            // The second word of a quiet move is not set: only captures read it.
            long kingsTaken = (move & opponent) == 0 ? 0 : list.highs[i];
            System.arraycopy(state, 0, childState, 0, 4);
            System.arraycopy(towers[ply], 0, childTowers, 0, 64);
            Towers.play(childTowers, childState, whiteToMove, move, kingsTaken);
            total += walk(!whiteToMove, depth - 1, ply + 1);
        }
        if (depth == 2) {
            // The leaves are added here, at their parents, rather than by each bulk count: ten
            // times fewer writes of a field on the hottest path.
            nodes += total;
        }
        if (table != null) {
            table.store(hash, depth, total);
        }
        return total;
    }
}
