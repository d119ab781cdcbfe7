package org.draughts4j.core.movegen;

import org.draughts4j.core.Color;
import org.draughts4j.core.Traits;

/**
 * Counts the leaves of the move tree of a position to a depth (perft), on raw bitboards.
 *
 * <p>Each ply owns one {@link MoveList}, so the walk allocates nothing per node; the lists of the
 * first plies are made before the walk ({@link PerftWalk#PLIES_MADE_AHEAD}), the deeper ones as the
 * walk first reaches their ply, so a depth that no line reaches (a finished game asked for a
 * million plies) costs nothing. The last ply is counted without being played (bulk counting,
 * {@link MoveGenerator#count}). With a {@link PerftTable} the counts of subtrees already seen are
 * looked up by Zobrist hash, depth, variant and mode. With a {@link PerftBudget} the walk checks
 * its limits every few thousand nodes and throws {@link org.draughts4j.core.PerftCancelledException}
 * when one is passed. Not thread-safe: use one per thread (a table and a budget may be shared).
 */
public final class PerftCounter extends ListedPerftWalk {
    private final MoveGenerator generator;
    private final boolean keepPaths;
    private final PerftTable table;
    private final long salt;

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
        this(traits, keepPaths, table, null);
    }

    /**
     * @param traits the variant's traits
     * @param keepPaths whether captures taking the same pieces in another order count separately
     * @param table a transposition table, or null for none
     * @param budget the limits of the run, or null for none (the walk then never checks)
     */
    public PerftCounter(Traits traits, boolean keepPaths, PerftTable table, PerftBudget budget) {
        super(budget, table != null);
        this.generator = new MoveGenerator(traits);
        this.keepPaths = keepPaths;
        this.table = table;
        this.salt = table == null ? 0 : table.salt(traits, keepPaths);
    }

    /**
     * @param white the pieces of White
     * @param black the pieces of Black
     * @param kings the kings of both sides
     * @param whiteToMove whether White is to move
     * @param depth the plies to go down, at least 0
     * @return the number of leaves at {@code depth} plies below the position (1 at depth 0)
     * @throws IllegalArgumentException if depth is negative
     * @throws org.draughts4j.core.PerftCancelledException if the budget stops the walk
     */
    public long count(long white, long black, long kings, boolean whiteToMove, int depth) {
        if (depth < 0) {
            throw new IllegalArgumentException("negative perft depth " + depth);
        }
        if (depth == 0) {
            return 1;
        }
        begin();
        makeLists(Math.min(depth - 1, PLIES_MADE_AHEAD));
        long hash = table == null ? 0
                : Zobrist.of(white, black, kings, whiteToMove ? Color.WHITE : Color.BLACK) ^ salt;
        long total = walk(white, black, kings, whiteToMove, depth, 0, hash);
        end();
        return total;
    }

    /**
     * Counts every depth up to {@code depth} in one walk: the positions the walk reaches at each
     * ply are the leaves of the smaller depths.
     *
     * @param white the pieces of White
     * @param black the pieces of Black
     * @param kings the kings of both sides
     * @param whiteToMove whether White is to move
     * @param depth the plies to go down, at least 0
     * @return the leaves at 0, 1, ... {@code depth} plies below the position
     * @throws IllegalArgumentException if depth is negative
     * @throws IllegalStateException if this counter has a table (a hit skips the plies of its subtree)
     * @throws org.draughts4j.core.PerftCancelledException if the budget stops the walk
     */
    public long[] countEachDepth(long white, long black, long kings, boolean whiteToMove, int depth) {
        countingEachDepth();
        return eachDepth(depth, count(white, black, kings, whiteToMove, depth));
    }

    /**
     * The last two plies without a call per child: the moves after each of {@code n} moves are
     * counted here. A loop of its own rather than a branch in walk's: with the branch, C2 compiled
     * walk's loop with a profiled predicate that soon failed, and compiled walk again, in the
     * middle of the JIT's warm-up.
     */
    private long countAfterEach(long[] moves, int n, long white, long black, long kings, boolean whiteToMove,
            MoveList last) {
        long own = whiteToMove ? white : black;
        long opponent = whiteToMove ? black : white;
        long total = 0;
        for (int i = 0; i < n; i++) {
            long move = moves[i];
            long newOwn = (own & ~move) | MoveBits.destination(move);
            long newOpponent = opponent & ~move;
            long newKings = MoveBits.kingsAfter(kings, move, own, opponent);
            total += whiteToMove
                    ? generator.count(newOwn, newOpponent, newKings, false, last, keepPaths)
                    : generator.count(newOpponent, newOwn, newKings, true, last, keepPaths);
        }
        return total;
    }

    /** @param hash the position's Zobrist hash and salt when there is a table (unused otherwise) */
    private long walk(long white, long black, long kings, boolean whiteToMove, int depth, int ply, long hash) {
        MoveList list = list(ply);
        if (depth == 1) {
            return generator.count(white, black, kings, whiteToMove, list, keepPaths);
        }
        if (++nodes >= checkAt) {
            check();
        }
        if (table != null) {
            long stored = table.probe(hash, depth);
            if (stored >= 0) {
                return stored;
            }
        }
        if (depth == 2 && table == null) {
            MoveList last = list(ply + 1);
            long quiet = generator.countAfterQuietMoves(white, black, kings, whiteToMove, last, keepPaths);
            if (quiet >= 0) {
                reached[ply + 1] += generator.quietMovesPlayed();
                nodes += quiet;
                return quiet;
            }
            int n = generator.generate(white, black, kings, whiteToMove, list, keepPaths);
            reached[ply + 1] += n;
            long total = countAfterEach(list.moves, n, white, black, kings, whiteToMove, last);
            // The leaves are added here, at their parents, rather than by each bulk count: ten
            // times fewer writes of a field on the hottest path.
            nodes += total;
            return total;
        }
        int n = generator.generate(white, black, kings, whiteToMove, list, keepPaths);
        reached[ply + 1] += n;
        long[] moves = list.moves;
        long own = whiteToMove ? white : black;
        long opponent = whiteToMove ? black : white;
        long total = 0;
        for (int i = 0; i < n; i++) {
            long move = moves[i];
            long newOwn = (own & ~move) | MoveBits.destination(move);
            long newOpponent = opponent & ~move;
            long newKings = MoveBits.kingsAfter(kings, move, own, opponent);
            long childHash = table == null ? 0 : Zobrist.after(hash, move, white, black, kings, whiteToMove);
            total += whiteToMove
                    ? walk(newOwn, newOpponent, newKings, false, depth - 1, ply + 1, childHash)
                    : walk(newOpponent, newOwn, newKings, true, depth - 1, ply + 1, childHash);
        }
        if (depth == 2) {
            // With a table: the leaves below, as countAfterEach's caller adds them.
            nodes += total;
        }
        if (table != null) {
            table.store(hash, depth, total);
        }
        return total;
    }
}
