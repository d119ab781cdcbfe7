package org.draughts4j.core;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.draughts4j.core.engine.PerftCounter;

/**
 * Perft: the number of leaves of the legal move tree of a position at a given depth, the standard
 * check of a move generator. Counts use bulk counting at the last ply.
 */
public final class Perft {

    private Perft() {}

    /** @return the number of leaves {@code depth} plies below {@code position}, each move counted once */
    public static long count(Position position, int depth) {
        return count(position, depth, PerftOptions.DEFAULT);
    }

    /**
     * @return the number of leaves {@code depth} plies below {@code position}
     * @throws IllegalArgumentException if depth is negative
     */
    public static long count(Position position, int depth, PerftOptions options) {
        PerftCounter counter = new PerftCounter(position.rules().traits(), options.paths());
        return counter.count(position.white(), position.black(), position.kings(),
                position.sideToMove() == Color.WHITE, depth);
    }

    /** One root move of a divide and the leaves below it. */
    public record Entry(Move move, long nodes) {}

    /**
     * Splits the count at {@code depth} by root move, for finding which move a generator gets
     * wrong.
     *
     * @param depth at least 1
     * @return one entry per root move (per root path with {@link PerftOptions#paths()}), in the
     *     generator's order, each with its leaves at {@code depth - 1} plies below it
     * @throws IllegalArgumentException if depth is below 1
     */
    public static List<Entry> divide(Position position, int depth, PerftOptions options) {
        if (depth < 1) {
            throw new IllegalArgumentException("divide needs a depth of at least 1, not " + depth);
        }
        PerftCounter counter = new PerftCounter(position.rules().traits(), options.paths());
        List<Move> moves = options.paths() ? position.legalMovePaths() : position.legalMoves();
        List<Entry> entries = new ArrayList<>(moves.size());
        for (Move move : moves) {
            Position next = position.playBits(move.bits());
            long nodes = counter.count(next.white(), next.black(), next.kings(),
                    next.sideToMove() == Color.WHITE, depth - 1);
            entries.add(new Entry(move, nodes));
        }
        return Collections.unmodifiableList(entries);
    }
}
