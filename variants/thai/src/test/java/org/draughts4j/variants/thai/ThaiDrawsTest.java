package org.draughts4j.variants.thai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.draughts4j.testing.GameDriver.assertRepetition;
import static org.draughts4j.testing.GameDriver.kingPlies;

import org.draughts4j.core.Game;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.junit.jupiter.api.Test;

/** Thai draws: only repetition, on claim. */
class ThaiDrawsTest {
    private static final Variant RULES = Variant.byName("thai");

    private static Game game(String fen) {
        return Game.from(Position.fromFen(RULES, fen));
    }

    @Test
    void repetitionIsClaimed() {
        assertRepetition(game("W:WK30,K32,28:BK1,K3,5"), false);
    }

    /** No counted rule: a hundred king moves without a capture end nothing and offer nothing. */
    @Test
    void noCountedDraw() {
        Game game = kingPlies(game("W:WK30,K32,28:BK1,K3,5"), 100);
        assertThat(game.outcome().isOver()).isFalse();
        assertThat(game.claimableDraws()).isEmpty();
    }
}
