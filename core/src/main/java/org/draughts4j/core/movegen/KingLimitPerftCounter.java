package org.draughts4j.core.movegen;

import org.draughts4j.core.Color;
import org.draughts4j.core.Traits;

/**
 * Counts the leaves of the move tree to a depth, as {@link PerftCounter} does, for a variant that
 * limits the non-capturing moves in a row of one king (Frisian): the counts of both sides ({@link
 * KingMoves}) go down the tree with the pieces, block the king that made the most, and are part of
 * the transposition table's key. Allocates nothing per node, and the move list of a ply only when
 * the walk first reaches it; checks a {@link PerftBudget} every few thousand nodes. Not
 * thread-safe: use one per thread (a table and a budget may be shared).
 */
public final class KingLimitPerftCounter extends ListedPerftWalk {
    private final MoveGenerator generator;
    private final boolean keepPaths;
    private final PerftTable table;
    private final int limit;
    private final long salt;

    /**
     * @param traits the variant's traits, with a limit on moves of one king
     * @param keepPaths whether captures taking the same pieces in another order count separately
     * @param table a transposition table, or null for none
     */
    public KingLimitPerftCounter(Traits traits, boolean keepPaths, PerftTable table) {
        this(traits, keepPaths, table, null);
    }

    /**
     * @param traits the variant's traits, with a limit on moves of one king
     * @param keepPaths whether captures taking the same pieces in another order count separately
     * @param table a transposition table, or null for none
     * @param budget the limits of the run, or null for none
     */
    public KingLimitPerftCounter(Traits traits, boolean keepPaths, PerftTable table, PerftBudget budget) {
        super(budget, table != null);
        this.generator = new MoveGenerator(traits);
        this.keepPaths = keepPaths;
        this.table = table;
        this.limit = traits.kingMoveLimit();
        this.salt = table == null ? 0 : table.salt(traits, keepPaths);
    }

    /**
     * @param white the pieces of White
     * @param black the pieces of Black
     * @param kings the kings of both sides
     * @param kingMoves the counts of moves of one king ({@link KingMoves})
     * @param whiteToMove whether White is to move
     * @param depth the plies to go down, at least 0
     * @return the number of leaves at {@code depth} plies below the position (1 at depth 0)
     * @throws IllegalArgumentException if depth is negative
     * @throws org.draughts4j.core.PerftCancelledException if the budget stops the walk
     */
    public long count(long white, long black, long kings, int kingMoves, boolean whiteToMove, int depth) {
        if (depth < 0) {
            throw new IllegalArgumentException("negative perft depth " + depth);
        }
        if (depth == 0) {
            return 1;
        }
        begin();
        makeLists(Math.min(depth - 1, PLIES_MADE_AHEAD));
        long total = walk(white, black, kings, kingMoves, whiteToMove, depth, 0);
        end();
        return total;
    }

    /**
     * Counts every depth up to {@code depth} in one walk, as {@link PerftCounter#countEachDepth}.
     *
     * @param white the pieces of White
     * @param black the pieces of Black
     * @param kings the kings of both sides
     * @param kingMoves the counts of moves of one king ({@link KingMoves})
     * @param whiteToMove whether White is to move
     * @param depth the plies to go down, at least 0
     * @return the leaves at 0, 1, ... {@code depth} plies below the position
     * @throws IllegalArgumentException if depth is negative
     * @throws IllegalStateException if this counter has a table
     * @throws org.draughts4j.core.PerftCancelledException if the budget stops the walk
     */
    public long[] countEachDepth(long white, long black, long kings, int kingMoves, boolean whiteToMove, int depth) {
        countingEachDepth();
        return eachDepth(depth, count(white, black, kings, kingMoves, whiteToMove, depth));
    }

    /**
     * The last two plies without a call per child: the moves after each of {@code n} moves are
     * counted here, each with the king its reply may not move. A loop of its own rather than a
     * branch in walk's: with the branch, C2 compiled walk's loop with a profiled predicate that
     * soon failed, and compiled walk again (PerftCounter's walk is split the same way).
     */
    private long countAfterEach(long[] moves, int n, long own, long opponent, long kings, int kingMoves,
            boolean whiteToMove, MoveList last) {
        long total = 0;
        for (int i = 0; i < n; i++) {
            long move = moves[i];
            long newOwn = (own & ~move) | MoveBits.destination(move);
            long newOpponent = opponent & ~move;
            long newKings = MoveBits.kingsAfter(kings, move, own, opponent);
            // The reply's blocked king comes from its side's count alone, which a move changes only
            // by taking the king counted, and a king taken is not among newOpponent: the counts
            // before the move give it. Not KingMoves.after, whose branch on a king moving, never
            // taken until the first king moves here deep in a walk, made the JIT throw this
            // method away and compile it again (Frisian, about 0.3 s into a count).
            long replyBlocked = KingMoves.blockedKing(kingMoves, !whiteToMove, newOpponent, newKings, limit);
            total += whiteToMove
                    ? generator.countWithBlockedKing(newOwn, newOpponent, newKings, replyBlocked, false, last,
                            keepPaths)
                    : generator.countWithBlockedKing(newOpponent, newOwn, newKings, replyBlocked, true, last,
                            keepPaths);
        }
        return total;
    }

    private long walk(long white, long black, long kings, int kingMoves, boolean whiteToMove, int depth, int ply) {
        long own = whiteToMove ? white : black;
        long opponent = whiteToMove ? black : white;
        long blocked = KingMoves.blockedKing(kingMoves, whiteToMove, own, kings, limit);
        MoveList list = list(ply);
        if (depth == 1) {
            return generator.countWithBlockedKing(white, black, kings, blocked, whiteToMove, list, keepPaths);
        }
        if (++nodes >= checkAt) {
            check();
        }
        long hash = 0;
        if (table != null) {
            hash = Zobrist.of(white, black, kings, whiteToMove ? Color.WHITE : Color.BLACK) ^ KingMoves.hash(kingMoves)
                    ^ salt;
            long stored = table.probe(hash, depth);
            if (stored >= 0) {
                return stored;
            }
        }
        if (depth == 2 && table == null) {
            MoveList last = list(ply + 1);
            long quiet = generator.countAfterQuietMovesWithBlockedKing(white, black, kings, blocked, whiteToMove,
                    last, keepPaths);
            if (quiet >= 0) {
                reached[ply + 1] += generator.quietMovesPlayed();
                nodes += quiet;
                return quiet;
            }
            int n = generator.generateWithBlockedKing(white, black, kings, blocked, whiteToMove, list, keepPaths);
            reached[ply + 1] += n;
            long total = countAfterEach(list.moves, n, own, opponent, kings, kingMoves, whiteToMove, last);
            // The leaves are added here, at their parents, rather than by each bulk count: ten
            // times fewer writes of a field on the hottest path.
            nodes += total;
            return total;
        }
        int n = generator.generateWithBlockedKing(white, black, kings, blocked, whiteToMove, list, keepPaths);
        reached[ply + 1] += n;
        long[] moves = list.moves;
        long total = 0;
        for (int i = 0; i < n; i++) {
            long move = moves[i];
            long from = move & own;
            long captured = move & opponent;
            long newOwn = (own & ~move) | MoveBits.destination(move);
            long newOpponent = opponent & ~move;
            long newKings = MoveBits.kingsAfter(kings, move, own, opponent);
            boolean king = (kings & from) != 0;
            int next = KingMoves.after(kingMoves, whiteToMove, from, MoveBits.destinationIndex(move), captured, king,
                    limit);
            total += whiteToMove
                    ? walk(newOwn, newOpponent, newKings, next, false, depth - 1, ply + 1)
                    : walk(newOpponent, newOwn, newKings, next, true, depth - 1, ply + 1);
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
