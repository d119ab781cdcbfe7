package org.draughts4j.engine;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.draughts4j.core.Move;
import org.draughts4j.core.Position;

/**
 * Matches the moves engines send against the legal moves, by origin, destination and the set of
 * captured squares (the protocols name no landing squares, and captured squares in any order).
 */
public final class EngineMoves {
    private EngineMoves() {
    }

    /**
     * @param position the position the move is played in
     * @param origin the square the move starts on
     * @param destination the square it ends on
     * @param captured the squares it captures, in any order
     * @param source the line or message the move came in, for the error
     * @param lastOutput the engine's last lines, for the error
     * @return the one legal move that matches
     * @throws IllegalEngineMoveException if no legal move matches, or several do (a move that only a
     *     path or a promotion could tell apart), naming {@code source}
     */
    public static Move match(Position position, int origin, int destination, Collection<Integer> captured,
            String source, List<String> lastOutput) {
        Set<Integer> taken = new HashSet<>(captured);
        List<Move> matches = new ArrayList<>();
        for (Move move : position.legalMoves()) {
            if (move.origin() == origin && move.destination() == destination && move.captureCount() == taken.size()
                    && taken.equals(new HashSet<>(move.captured()))) {
                matches.add(move);
            }
        }
        if (matches.size() == 1) {
            return matches.get(0);
        }
        if (taken.size() != captured.size()) {
            throw new IllegalEngineMoveException("the move from " + origin + " to " + destination
                    + " names a captured square twice, in " + EngineException.quote(source), lastOutput);
        }
        String what = "from " + origin + " to " + destination + (taken.isEmpty() ? "" : " capturing " + sorted(taken));
        if (matches.isEmpty()) {
            throw new IllegalEngineMoveException("illegal move " + what + " in " + EngineException.quote(source)
                    + " (position " + position.toFen() + ")", lastOutput);
        }
        throw new IllegalEngineMoveException("ambiguous move " + what + " in " + EngineException.quote(source)
                + ": it could be " + matches, lastOutput);
    }

    private static List<Integer> sorted(Set<Integer> squares) {
        List<Integer> list = new ArrayList<>(squares);
        list.sort(null);
        return list;
    }
}
