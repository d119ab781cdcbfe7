package org.draughts4j.core.engine;

import static org.draughts4j.core.engine.WideMoveBits.BLACK;
import static org.draughts4j.core.engine.WideMoveBits.BLACK_HIGH;
import static org.draughts4j.core.engine.WideMoveBits.KINGS;
import static org.draughts4j.core.engine.WideMoveBits.KINGS_HIGH;
import static org.draughts4j.core.engine.WideMoveBits.WHITE;
import static org.draughts4j.core.engine.WideMoveBits.WHITE_HIGH;

import org.draughts4j.core.Color;
import org.draughts4j.core.Traits;

/**
 * Counts the leaves of the move tree of a position on a wide board (12x12, 14x14, or the
 * all-squares board of Turkish draughts, whose moves take two words) to a depth, as
 * {@link PerftCounter} does on smaller boards: one {@link MoveList} and one state of six words per
 * ply, so the walk allocates nothing per node, and an optional {@link PerftTable}.
 * Not thread-safe: use one per thread (a table may be shared).
 */
public final class WidePerftCounter {
    private final WideGenerator generator;
    private final boolean keepPaths;
    private final PerftTable table;
    private MoveList[] lists = new MoveList[0];
    private long[][] states = new long[0][];

    /**
     * @param traits the variant's traits
     * @param keepPaths whether captures taking the same pieces in another order count separately
     * @param table a transposition table, or null for none
     */
    public WidePerftCounter(Traits traits, boolean keepPaths, PerftTable table) {
        this.generator = WideGenerator.of(traits);
        this.keepPaths = keepPaths;
        this.table = table;
    }

    /**
     * @param position White, White high, Black, Black high, kings and kings high (as in {@link
     *     WideMoveBits#play}); read, not kept
     * @return the number of leaves at {@code depth} plies below the position (1 at depth 0)
     * @throws IllegalArgumentException if depth is negative
     */
    public long count(long[] position, boolean whiteToMove, int depth) {
        if (depth < 0) {
            throw new IllegalArgumentException("negative perft depth " + depth);
        }
        if (depth == 0) {
            return 1;
        }
        if (lists.length < depth) {
            MoveList[] grown = new MoveList[depth];
            long[][] grownStates = new long[depth + 1][];
            for (int i = 0; i < depth; i++) {
                grown[i] = i < lists.length ? lists[i] : new MoveList();
            }
            for (int i = 0; i <= depth; i++) {
                grownStates[i] = new long[6];
            }
            lists = grown;
            states = grownStates;
        }
        System.arraycopy(position, 0, states[depth], 0, 6);
        long hash = table == null ? 0 : Zobrist.of(position[WHITE], position[WHITE_HIGH], position[BLACK],
                position[BLACK_HIGH], position[KINGS], position[KINGS_HIGH], whiteToMove ? Color.WHITE : Color.BLACK);
        return walk(whiteToMove, depth, hash);
    }

    /** Counts below {@code states[depth]}. */
    private long walk(boolean whiteToMove, int depth, long hash) {
        long[] state = states[depth];
        if (table != null && depth > 1) {
            long stored = table.probe(hash, depth);
            if (stored >= 0) {
                return stored;
            }
        }
        MoveList list = lists[depth - 1];
        if (depth == 1) {
            return generator.count(state[WHITE], state[WHITE_HIGH], state[BLACK], state[BLACK_HIGH], state[KINGS],
                    state[KINGS_HIGH], whiteToMove, list, keepPaths);
        }
        int n = generator.generate(state[WHITE], state[WHITE_HIGH], state[BLACK], state[BLACK_HIGH], state[KINGS],
                state[KINGS_HIGH], whiteToMove, list, keepPaths);
        long[] child = states[depth - 1];
        long total = 0;
        for (int i = 0; i < n; i++) {
            long low = list.moves[i];
            long high = list.highs[i];
            long childHash = table == null ? 0 : WideMoveBits.hashAfter(hash, state, whiteToMove, low, high);
            WideMoveBits.play(state, child, whiteToMove, low, high);
            total += walk(!whiteToMove, depth - 1, childHash);
        }
        if (table != null) {
            table.store(hash, depth, total);
        }
        return total;
    }
}
