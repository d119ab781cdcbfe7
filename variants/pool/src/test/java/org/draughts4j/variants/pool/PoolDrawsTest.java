package org.draughts4j.variants.pool;

import static org.draughts4j.testing.GameDriver.assertDrawAfter;
import static org.draughts4j.testing.GameDriver.assertRepetition;

import org.draughts4j.core.Game;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.junit.jupiter.api.Test;

/** Pool draws: repetition on claim; three kings against a lone king, 13 moves each, automatic. */
class PoolDrawsTest {
    private static final Variant RULES = Variant.byName("pool");

    private static Game game(String fen) {
        return Game.from(Position.fromFen(RULES, fen));
    }

    @Test
    void repetitionIsClaimed() {
        assertRepetition(game("W:WK30,K32,28:BK1,K3,5"), false);
    }

    @Test
    void threeKings13() {
        assertDrawAfter(game("W:WK30,K31,K32:BK1"), 26, "three-kings-13", true, p -> true);
    }

    /** Two kings and a man against a king is not the three-kings endgame: no draw at 26 plies. */
    @Test
    void threeKings13NeedsThreeKings() {
        Game game = org.draughts4j.testing.GameDriver.kingPlies(game("W:WK30,K31,20:BK1"), 26);
        org.assertj.core.api.Assertions.assertThat(game.outcome().isOver()).isFalse();
    }
}
