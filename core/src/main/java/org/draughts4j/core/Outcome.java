package org.draughts4j.core;

import java.util.Objects;

/**
 * Where a game stands: still going, won, or drawn by a named rule (the ids of docs/variants.md,
 * such as {@code repetition} or {@code kings-only-25}, or {@code agreement} for a draw the players
 * agreed). Draws a player may claim but has not are not an
 * outcome; {@link Game#claimableDraws()} lists them.
 */
public sealed interface Outcome permits Outcome.InProgress, Outcome.Win, Outcome.Draw {

    /** The game goes on. */
    InProgress IN_PROGRESS = new InProgress();

    /** @return whether the game is over */
    default boolean isOver() {
        return !(this instanceof InProgress);
    }

    /** The game goes on. */
    record InProgress() implements Outcome {
        @Override
        public String toString() {
            return "ongoing";
        }
    }

    /** Why a game was won. */
    enum WinReason {
        /**
         * The side to move has no piece left: it has lost, or won where the goal is reversed
         * ({@link Goal#CANNOT_MOVE_WINS}).
         */
        NO_PIECES,
        /**
         * The side to move has pieces but none can move: it has lost, or won where the goal is
         * reversed ({@link Goal#CANNOT_MOVE_WINS}).
         */
        NO_MOVES,
        /** The winner crowned the first king ({@link Goal#FIRST_KING_WINS}). */
        FIRST_KING,
        /** The loser resigned ({@link Game#resign}). */
        RESIGNATION,
        /** The loser's time ran out ({@link Game#loseOnTime}). */
        TIME
    }

    /**
     * A side has won: the other side cannot move on its turn (or, where the goal is reversed, the
     * winner cannot), or the winner crowned the first king where that wins.
     *
     * @param winner the side that won
     * @param reason why
     */
    record Win(Color winner, WinReason reason) implements Outcome {
        /**
         * Validates.
         *
         * @param winner the side that won
         * @param reason why
         * @throws NullPointerException if either is null
         */
        public Win {
            Objects.requireNonNull(winner, "winner");
            Objects.requireNonNull(reason, "reason");
        }

        @Override
        public String toString() {
            return "win " + winner.name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /**
     * A draw.
     *
     * @param rule the id of the rule that made it
     * @param claimed whether a player claimed it (false: it was automatic)
     */
    record Draw(String rule, boolean claimed) implements Outcome {
        /**
         * Validates.
         *
         * @param rule the id of the rule that made it, such as {@link DrawRules#REPETITION}
         * @param claimed whether a player claimed it (false: it was automatic)
         * @throws NullPointerException if {@code rule} is null
         */
        public Draw {
            Objects.requireNonNull(rule, "rule");
        }

        @Override
        public String toString() {
            return "draw " + rule;
        }
    }
}
