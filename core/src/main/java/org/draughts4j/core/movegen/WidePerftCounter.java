package org.draughts4j.core.movegen;

import static org.draughts4j.core.movegen.WideMoveBits.BLACK;
import static org.draughts4j.core.movegen.WideMoveBits.BLACK_HIGH;
import static org.draughts4j.core.movegen.WideMoveBits.KINGS;
import static org.draughts4j.core.movegen.WideMoveBits.KINGS_HIGH;
import static org.draughts4j.core.movegen.WideMoveBits.WHITE;
import static org.draughts4j.core.movegen.WideMoveBits.WHITE_HIGH;

import org.draughts4j.core.Color;
import org.draughts4j.core.Traits;

/**
 * Counts the leaves of the move tree of a position on a wide board (12x12, 14x14, or the
 * all-squares board of Turkish draughts, whose moves take two words) to a depth, as
 * {@link PerftCounter} does on smaller boards: one {@link MoveList} and one state of six words per
 * ply, made when the walk first reaches the ply, so the walk allocates nothing per node; an optional
 * {@link PerftTable} and an optional {@link PerftBudget}, checked every few thousand nodes.
 * Not thread-safe: use one per thread (a table and a budget may be shared).
 */
public final class WidePerftCounter extends PerftWalk {
    private final WideGenerator generator;
    private final boolean keepPaths;
    private final PerftTable table;
    private final long salt;
    /** By ply below the root: the move list and the position. */
    private MoveList[] lists = new MoveList[0];
    private long[][] states = new long[0][];

    /**
     * @param traits the variant's traits
     * @param keepPaths whether captures taking the same pieces in another order count separately
     * @param table a transposition table, or null for none
     */
    public WidePerftCounter(Traits traits, boolean keepPaths, PerftTable table) {
        this(traits, keepPaths, table, null);
    }

    /**
     * @param traits the variant's traits
     * @param keepPaths whether captures taking the same pieces in another order count separately
     * @param table a transposition table, or null for none
     * @param budget the limits of the run, or null for none
     */
    public WidePerftCounter(Traits traits, boolean keepPaths, PerftTable table, PerftBudget budget) {
        super(budget, table != null);
        this.generator = WideGenerator.of(traits);
        this.keepPaths = keepPaths;
        this.table = table;
        this.salt = table == null ? 0 : table.salt(traits, keepPaths);
    }

    /**
     * @param position White, White high, Black, Black high, kings and kings high (as in {@link
     *     WideMoveBits#play}); read, not kept
     * @param whiteToMove whether White is to move
     * @param depth the plies to go down, at least 0
     * @return the number of leaves at {@code depth} plies below the position (1 at depth 0)
     * @throws IllegalArgumentException if depth is negative
     * @throws org.draughts4j.core.PerftCancelledException if the budget stops the walk
     */
    public long count(long[] position, boolean whiteToMove, int depth) {
        if (depth < 0) {
            throw new IllegalArgumentException("negative perft depth " + depth);
        }
        if (depth == 0) {
            return 1;
        }
        begin();
        reach(Math.min(depth - 1, PLIES_MADE_AHEAD));
        System.arraycopy(position, 0, states[0], 0, 6);
        long hash = table == null ? 0 : Zobrist.of(position[WHITE], position[WHITE_HIGH], position[BLACK],
                position[BLACK_HIGH], position[KINGS], position[KINGS_HIGH], whiteToMove ? Color.WHITE : Color.BLACK)
                ^ salt;
        long total = walk(whiteToMove, depth, 0, hash);
        end();
        return total;
    }

    /**
     * Counts every depth up to {@code depth} in one walk, as {@link PerftCounter#countEachDepth}.
     *
     * @param position White, White high, Black, Black high, kings and kings high (as in {@link
     *     WideMoveBits#play}); read, not kept
     * @param whiteToMove whether White is to move
     * @param depth the plies to go down, at least 0
     * @return the leaves at 0, 1, ... {@code depth} plies below the position
     * @throws IllegalArgumentException if depth is negative
     * @throws IllegalStateException if this counter has a table
     * @throws org.draughts4j.core.PerftCancelledException if the budget stops the walk
     */
    public long[] countEachDepth(long[] position, boolean whiteToMove, int depth) {
        countingEachDepth();
        return eachDepth(depth, count(position, whiteToMove, depth));
    }

    /** Makes the move list and state of {@code ply} and the state of the ply below it, if not yet made. */
    private void reach(int ply) {
        if (ply + 1 < lists.length) {
            return;
        }
        // Doubling keeps the copies few however deep a line goes.
        int length = Math.max(8, Math.max(ply + 2, 2 * lists.length));
        MoveList[] grownLists = new MoveList[length];
        long[][] grownStates = new long[length][];
        System.arraycopy(lists, 0, grownLists, 0, lists.length);
        System.arraycopy(states, 0, grownStates, 0, states.length);
        for (int i = lists.length; i < length; i++) {
            // With its high words from the start, as every list of a wide walk needs them: a
            // list that first needs them in a new counter would take a branch of MoveList#add
            // that the JIT's code has never seen taken.
            grownLists[i] = MoveList.wide();
            grownStates[i] = new long[6];
        }
        lists = grownLists;
        states = grownStates;
        grow(length);
    }

    /**
     * The last two plies below {@code state}, without a call per child: after quiet moves the
     * replies are counted in bulk ({@link WideGenerator#countAfterQuietMoves}), after captures each
     * child's moves are counted ({@link WideGenerator#count}). A method of its own, as on smaller
     * boards: the JIT compiles it, the hottest part of the walk, apart from the walk above it
     * (Canadian d8, whole process, 20 alternated runs: 0.198 -> 0.191 s on two threads, 0.240 ->
     * 0.235 s on one, within the noise).
     */
    private long lastTwoPlies(long[] state, boolean whiteToMove, int ply) {
        MoveList below = lists[ply + 1];
        long quiet = generator.countAfterQuietMoves(state[WHITE], state[WHITE_HIGH], state[BLACK], state[BLACK_HIGH],
                state[KINGS], state[KINGS_HIGH], whiteToMove, below, keepPaths);
        if (quiet >= 0) {
            reached[ply + 1] += generator.quietMovesPlayed();
            nodes += quiet;
            return quiet;
        }
        MoveList list = lists[ply];
        int n = expand(state, whiteToMove, list, ply);
        long[] child = states[ply + 1];
        long total = 0;
        for (int i = 0; i < n; i++) {
            WideMoveBits.play(state, child, whiteToMove, list.moves[i], list.highs[i]);
            total += generator.count(child[WHITE], child[WHITE_HIGH], child[BLACK], child[BLACK_HIGH], child[KINGS],
                    child[KINGS_HIGH], !whiteToMove, below, keepPaths);
        }
        nodes += total;
        return total;
    }

    /** Lists the moves of {@code state}, the position at {@code ply}, and counts them as reached below it. */
    private int expand(long[] state, boolean whiteToMove, MoveList list, int ply) {
        int n = generator.generate(state[WHITE], state[WHITE_HIGH], state[BLACK], state[BLACK_HIGH], state[KINGS],
                state[KINGS_HIGH], whiteToMove, list, keepPaths);
        reached[ply + 1] += n;
        return n;
    }

    /** Counts below {@code states[ply]}. */
    private long walk(boolean whiteToMove, int depth, int ply, long hash) {
        // Only a line deeper than the lists made ahead grows them: reach is left out of the
        // walk's compiled code, so that a new counter's count, which calls it first, finds the
        // code for reach as it was profiled (see ListedPerftWalk#makeLists).
        if (ply + 1 >= lists.length) {
            reach(ply);
        }
        long[] state = states[ply];
        if (depth == 1) {
            return generator.count(state[WHITE], state[WHITE_HIGH], state[BLACK], state[BLACK_HIGH],
                    state[KINGS], state[KINGS_HIGH], whiteToMove, lists[ply], keepPaths);
        }
        if (++nodes >= checkAt) {
            check();
        }
        if (table == null && depth == 2) {
            return lastTwoPlies(state, whiteToMove, ply);
        }
        if (table != null) {
            long stored = table.probe(hash, depth);
            if (stored >= 0) {
                return stored;
            }
        }
        MoveList list = lists[ply];
        int n = expand(state, whiteToMove, list, ply);
        long[] child = states[ply + 1];
        long total = 0;
        for (int i = 0; i < n; i++) {
            long low = list.moves[i];
            long high = list.highs[i];
            long childHash = table == null ? 0 : WideMoveBits.hashAfter(hash, state, whiteToMove, low, high);
            WideMoveBits.play(state, child, whiteToMove, low, high);
            total += walk(!whiteToMove, depth - 1, ply + 1, childHash);
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
