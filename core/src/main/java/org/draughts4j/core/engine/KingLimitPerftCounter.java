package org.draughts4j.core.engine;

import org.draughts4j.core.Color;
import org.draughts4j.core.Traits;

/**
 * Counts the leaves of the move tree to a depth, as {@link PerftCounter} does, for a variant that
 * limits the non-capturing moves in a row of one king (Frisian): the counts of both sides ({@link
 * KingMoves}) go down the tree with the pieces, block the king that made the most, and are part of
 * the transposition table's key. Allocates nothing per node. Not thread-safe: use one per thread
 * (a table may be shared).
 */
public final class KingLimitPerftCounter {
    private final MoveGenerator generator;
    private final boolean keepPaths;
    private final PerftTable table;
    private final int limit;
    private MoveList[] lists = new MoveList[0];

    /**
     * @param traits the variant's traits, with a limit on moves of one king
     * @param keepPaths whether captures taking the same pieces in another order count separately
     * @param table a transposition table, or null for none
     */
    public KingLimitPerftCounter(Traits traits, boolean keepPaths, PerftTable table) {
        this.generator = new MoveGenerator(traits);
        this.keepPaths = keepPaths;
        this.table = table;
        this.limit = traits.kingMoveLimit();
    }

    /**
     * @param kingMoves the counts of moves of one king ({@link KingMoves})
     * @return the number of leaves at {@code depth} plies below the position (1 at depth 0)
     * @throws IllegalArgumentException if depth is negative
     */
    public long count(long white, long black, long kings, int kingMoves, boolean whiteToMove, int depth) {
        if (depth < 0) {
            throw new IllegalArgumentException("negative perft depth " + depth);
        }
        if (depth == 0) {
            return 1;
        }
        if (lists.length < depth) {
            lists = new MoveList[depth];
            for (int i = 0; i < depth; i++) {
                lists[i] = new MoveList();
            }
        }
        return walk(white, black, kings, kingMoves, whiteToMove, depth);
    }

    private long walk(long white, long black, long kings, int kingMoves, boolean whiteToMove, int depth) {
        long own = whiteToMove ? white : black;
        long opponent = whiteToMove ? black : white;
        long blocked = KingMoves.blockedKing(kingMoves, whiteToMove, own, kings, limit);
        MoveList list = lists[depth - 1];
        if (depth == 1) {
            return generator.countWithBlockedKing(white, black, kings, blocked, whiteToMove, list, keepPaths);
        }
        long hash = 0;
        if (table != null) {
            hash = Zobrist.of(white, black, kings, whiteToMove ? Color.WHITE : Color.BLACK) ^ KingMoves.hash(kingMoves);
            long stored = table.probe(hash, depth);
            if (stored >= 0) {
                return stored;
            }
        }
        int n = generator.generateWithBlockedKing(white, black, kings, blocked, whiteToMove, list, keepPaths);
        long[] moves = list.moves;
        long total = 0;
        for (int i = 0; i < n; i++) {
            long move = moves[i];
            long from = move & own;
            long captured = move & opponent;
            long to = MoveBits.destination(move);
            long newOwn = (own & ~from) | to;
            long newOpponent = opponent & ~captured;
            long newKings = kings & ~captured;
            boolean king = (kings & from) != 0;
            if (king) {
                newKings = (newKings & ~from) | to;
            } else if (move < 0) {
                newKings |= to;
            }
            int next = KingMoves.after(kingMoves, whiteToMove, from, MoveBits.destinationIndex(move), captured, king,
                    limit);
            total += whiteToMove
                    ? walk(newOwn, newOpponent, newKings, next, false, depth - 1)
                    : walk(newOpponent, newOwn, newKings, next, true, depth - 1);
        }
        if (table != null) {
            table.store(hash, depth, total);
        }
        return total;
    }
}
