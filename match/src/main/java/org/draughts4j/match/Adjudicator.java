package org.draughts4j.match;

import java.util.Optional;
import org.draughts4j.core.Game;

/**
 * Ends a game of a match before the rules do, as an arbiter would: the move cap ({@link
 * #moveCap(int)}) and a position the endgame tables know ({@link TableAdjudicator}). The runner asks after
 * every move of a game the rules have not ended; adjudicators are asked in order, the first to
 * answer ends the game. Implementations are thread-safe: games run at once.
 */
@FunctionalInterface
public interface Adjudicator {
    /**
     * @param game a game in progress, from the opening's position
     * @return the game ended ({@link Game#resign}, {@link Game#agreeDraw}) with the reason in a few
     *     words for its record, or empty to play on
     */
    Optional<Adjudication> adjudicate(Game game);

    /**
     * A game ended by an adjudicator.
     *
     * @param game the game, over
     * @param reason why, in a few words, such as {@code move cap (200 moves)}
     */
    record Adjudication(Game game, String reason) {
        /**
         * Validates.
         *
         * @param game the game, over
         * @param reason why
         * @throws IllegalArgumentException if the game is not over
         */
        public Adjudication {
            if (!game.outcome().isOver()) {
                throw new IllegalArgumentException("an adjudicated game is over");
            }
            java.util.Objects.requireNonNull(reason, "reason");
        }
    }

    /**
     * @param moves the moves of each side after the opening, at least 1
     * @return an adjudicator that draws a game still going after that many moves of each side
     */
    static Adjudicator moveCap(int moves) {
        if (moves < 1) {
            throw new IllegalArgumentException("the move cap is at least 1: " + moves);
        }
        return game -> game.ply() >= 2 * moves
                ? Optional.of(new Adjudication(game.agreeDraw(), "move cap (" + moves + " moves)"))
                : Optional.empty();
    }
}
