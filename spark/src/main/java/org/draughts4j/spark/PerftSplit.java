package org.draughts4j.spark;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.draughts4j.core.Move;
import org.draughts4j.core.Position;

/**
 * The move tree cut at a depth: the distinct positions found that many plies below a root, each with
 * the number of lines that reach it. A perft below the cut is the sum over those positions of their
 * count times their own perft, so each can be counted on its own, on any machine; positions reached
 * by several lines (transpositions) are counted once.
 *
 * <p>Each ply is merged before the next is expanded, so the positions at the cut are found from the
 * distinct positions of the ply above, not from every line. Immutable.
 */
public final class PerftSplit {
    /** A position at the cut and the number of lines from the root that reach it. */
    public record Subtree(Position position, long lines) {
        /**
         * @param position the position at the cut
         * @param lines the lines from the root that reach it, at least 1
         */
        public Subtree {
            Objects.requireNonNull(position, "position");
            if (lines < 1) {
                throw new IllegalArgumentException("a subtree is reached by at least one line, not " + lines);
            }
        }
    }

    private final int plies;
    private final long[] leaves;
    private final List<Subtree> subtrees;

    private PerftSplit(int plies, long[] leaves, List<Subtree> subtrees) {
        this.plies = plies;
        this.leaves = leaves;
        this.subtrees = subtrees;
    }

    /**
     * Expands the tree from {@code root} down {@code plies} plies.
     *
     * @param root the position at the root
     * @param plies the depth of the cut, at least 0 (0: the root alone)
     * @param paths whether captures that take the same pieces in another order are other moves (as
     *     perft's {@code --paths} counts)
     * @return the cut
     * @throws IllegalArgumentException if plies is negative
     */
    public static PerftSplit of(Position root, int plies, boolean paths) {
        Objects.requireNonNull(root, "root");
        if (plies < 0) {
            throw new IllegalArgumentException("the depth of a split is at least 0, not " + plies);
        }
        long[] leaves = new long[plies + 1];
        Map<Position, Long> level = new LinkedHashMap<>();
        level.put(root, 1L);
        leaves[0] = 1;
        for (int ply = 1; ply <= plies; ply++) {
            Map<Position, Long> next = new LinkedHashMap<>();
            long count = 0;
            for (Map.Entry<Position, Long> entry : level.entrySet()) {
                Position position = entry.getKey();
                long lines = entry.getValue();
                for (Move move : paths ? position.legalMovePaths() : position.legalMoves()) {
                    next.merge(position.play(move), lines, Math::addExact);
                    count = Math.addExact(count, lines);
                }
            }
            leaves[ply] = count;
            level = next;
        }
        List<Subtree> subtrees = new ArrayList<>(level.size());
        for (Map.Entry<Position, Long> entry : level.entrySet()) {
            subtrees.add(new Subtree(entry.getKey(), entry.getValue()));
        }
        return new PerftSplit(plies, leaves, Collections.unmodifiableList(subtrees));
    }

    /** @return the depth of the cut */
    public int plies() {
        return plies;
    }

    /**
     * @param ply a depth from 0 to {@link #plies()}
     * @return the leaves of perft at that depth: the lines of that many plies, transpositions each
     *     counted
     * @throws IndexOutOfBoundsException if ply is outside 0 to {@link #plies()}
     */
    public long leaves(int ply) {
        if (ply < 0 || ply > plies) {
            throw new IndexOutOfBoundsException("ply " + ply + " is outside 0-" + plies + " of this split");
        }
        return leaves[ply];
    }

    /** @return the distinct positions at the cut with their lines, in the order they were first reached */
    public List<Subtree> subtrees() {
        return subtrees;
    }
}
