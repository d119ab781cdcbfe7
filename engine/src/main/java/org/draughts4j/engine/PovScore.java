package org.draughts4j.engine;

import java.util.Objects;
import org.draughts4j.core.Color;

/**
 * A score and the side whose point of view it is from: engines score from the side to move, and a
 * board shows White's. Immutable and thread-safe. (python-chess calls it {@code PovScore}.)
 *
 * <pre>{@code
 * PovScore score = info.povScore().orElseThrow();
 * System.out.println("White: " + score.white() + ", the mover: " + score.relative());
 * }</pre>
 *
 * @param relative the score from {@code turn}'s side
 * @param turn the side the score is from: the side to move in the searched position
 */
public record PovScore(Score relative, Color turn) {
    /**
     * Validates.
     *
     * @param relative the score from {@code turn}'s side
     * @param turn the side it is from
     * @throws NullPointerException if an argument is null
     */
    public PovScore {
        Objects.requireNonNull(relative, "relative");
        Objects.requireNonNull(turn, "turn");
    }

    /**
     * @param side a side
     * @return the score from {@code side}'s point of view
     * @throws NullPointerException if {@code side} is null
     */
    public Score pov(Color side) {
        return Objects.requireNonNull(side, "side") == turn ? relative : relative.negate();
    }

    /** @return the score from White's point of view: positive when White is better */
    public Score white() {
        return pov(Color.WHITE);
    }

    /** @return the score from Black's point of view: positive when Black is better */
    public Score black() {
        return pov(Color.BLACK);
    }

    /** @return {@code +0.25 (White)}: the score from {@code turn} and the side */
    @Override
    public String toString() {
        return relative + " (" + (turn == Color.WHITE ? "White" : "Black") + ")";
    }
}
