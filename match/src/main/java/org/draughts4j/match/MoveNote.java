package org.draughts4j.match;

import java.time.Duration;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import org.draughts4j.engine.Score;

/**
 * What a match saw of one move: the time the engine took for it, on the match's clock, and the score
 * and depth the engine gave with it, if it gave them (a DXP engine gives neither). Immutable.
 *
 * @param used the time from asking for the move to having it, the engine's clock charge
 * @param score the engine's score of its move, from the side that played it
 * @param depth the depth of the search that chose it
 */
public record MoveNote(Duration used, Optional<Score> score, OptionalInt depth) {
    /**
     * Validates.
     *
     * @param used the time it took, not negative
     * @param score the score, or empty
     * @param depth the depth, or empty
     * @throws IllegalArgumentException if {@code used} is negative
     */
    public MoveNote {
        Objects.requireNonNull(used, "used");
        Objects.requireNonNull(score, "score");
        Objects.requireNonNull(depth, "depth");
        if (used.isNegative()) {
            throw new IllegalArgumentException("a move takes no negative time: " + used);
        }
    }

    /**
     * @return the note as the match's PDN writes it after the move, in the form engine-testing tools
     *     use: {@code +0.12/14 1.234s} (the score in men from the mover's side, the depth, the
     *     seconds), {@code win5/22 0.310s} and {@code loss4/9 0.050s} for a game end in so many plies,
     *     the parts the engine did not give left out ({@code 0.812s} alone for a DXP engine)
     */
    public String comment() {
        StringBuilder text = new StringBuilder();
        score.ifPresent(s -> text.append(s.isWin() ? "win" + s.plies()
                : s.isLoss() ? "loss" + s.plies() : String.format(Locale.ROOT, "%+.2f", s.inMen())));
        depth.ifPresent(d -> text.append(text.length() > 0 ? "/" : "d").append(d));
        if (text.length() > 0) {
            text.append(' ');
        }
        // Seconds and nanoseconds apart: a duration of centuries would overflow toNanos().
        double seconds = used.getSeconds() + used.getNano() / 1e9;
        return text.append(String.format(Locale.ROOT, "%.3fs", seconds)).toString();
    }
}
