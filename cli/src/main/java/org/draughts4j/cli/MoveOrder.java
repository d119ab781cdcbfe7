package org.draughts4j.cli;

import java.util.Comparator;
import java.util.List;
import org.draughts4j.core.Move;

/** The order moves are printed in: numerically by origin, then destination, then path. */
final class MoveOrder {
    private MoveOrder() {}

    static final Comparator<Move> MOVES = Comparator.comparingInt(Move::origin)
            .thenComparingInt(Move::destination)
            .thenComparing(Move::path, MoveOrder::comparePaths)
            .thenComparing(Move::toString);

    private static int comparePaths(List<Integer> a, List<Integer> b) {
        for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
            int c = Integer.compare(a.get(i), b.get(i));
            if (c != 0) {
                return c;
            }
        }
        return Integer.compare(a.size(), b.size());
    }
}
