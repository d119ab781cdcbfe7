package org.draughts4j.search;

import org.draughts4j.core.Game;
import org.draughts4j.core.Move;
import org.draughts4j.core.Outcome;

/**
 * A deliberately plain minimax on {@link Game} (the public API, the rules' own outcome and draw
 * rules, a claimable draw taken), for the tests: the exact value of a position a few plies deep, to
 * hold the search to.
 */
final class BruteForce {
    /** A win for the side to move now; a win in p plies is {@code WIN - p}, a loss its negation. */
    static final int WIN = 1000;
    /** The value of a position not decided within the depth. */
    static final int UNKNOWN = Integer.MIN_VALUE;

    private BruteForce() {
    }

    /**
     * @param game a game
     * @param depth the plies to look ahead
     * @return for the side to move: {@code WIN - p} a forced win in p plies, {@code -(WIN - p)} a
     *     forced loss in p plies, 0 a forced draw, or {@link #UNKNOWN}
     */
    static int value(Game game, int depth) {
        Outcome outcome = game.outcome();
        if (outcome instanceof Outcome.Win win) {
            return win.winner() == game.position().sideToMove() ? WIN : -WIN;
        }
        if (outcome.isOver() || !game.claimableDraws().isEmpty()) {
            return 0;
        }
        if (depth == 0) {
            return UNKNOWN;
        }
        int best = UNKNOWN;
        boolean allKnown = true;
        for (Move move : game.position().legalMoves()) {
            int child = value(game.play(move), depth - 1);
            if (child == UNKNOWN) {
                allKnown = false;
                continue;
            }
            int ours = child > 0 ? -(child - 1) : child < 0 ? -(child + 1) : 0;
            if (best == UNKNOWN || ours > best) {
                best = ours;
            }
        }
        // A move not decided in time can only win later than a win found.
        return best != UNKNOWN && (best > 0 || allKnown) ? best : UNKNOWN;
    }
}
