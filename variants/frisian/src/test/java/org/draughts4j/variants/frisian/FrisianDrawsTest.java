package org.draughts4j.variants.frisian;

import static org.assertj.core.api.Assertions.assertThat;
import static org.draughts4j.testing.GameDriver.assertDrawAfter;
import static org.draughts4j.testing.GameDriver.assertRepetition;

import org.draughts4j.core.Game;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.junit.jupiter.api.Test;

/** Frisian draws: repetition, two kings against one for 7 moves each, king against king for 2. */
class FrisianDrawsTest {
    private static final Variant RULES = Variant.byName("frisian");

    private static Game game(String fen) {
        return Game.from(Position.fromFen(RULES, fen));
    }

    /**
     * The king-move counts are part of the position: with kings only they stop at 3, so the same
     * two kings moving back and forth bring back the same position, counts included.
     */
    @Test
    void repetitionIsAutomatic() {
        Game end = assertRepetition(game("W:WK47,K49:BK2,K4:+32+347"), true);
        assertThat(end.position().toFen()).endsWith(":+32+347");
    }

    /** A king's quiet moves change the counts, so the same pieces on the same squares are not a repetition. */
    @Test
    void theCountsTellPositionsApart() {
        Game game = game("W:WK47,K49:BK2,K4").play("47-42", "2-7", "42-47", "7-2");
        assertThat(game.position().toFen()).isEqualTo("W:WK47,K49:BK2,K4:+22+247");
        assertThat(game.repetitions()).isEqualTo(1);
    }

    @Test
    void twoKings7() {
        assertDrawAfter(game("W:WK47,K49:BK4"), 14, "two-kings-7", true, p -> true);
    }

    @Test
    void kingAgainstKing() {
        assertDrawAfter(game("W:WK47:BK4"), 4, "king-against-king", true, p -> true);
    }
}
