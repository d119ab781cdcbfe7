package org.draughts4j.variants.czech;

import static org.draughts4j.testing.GameDriver.assertDrawAfter;
import static org.draughts4j.testing.GameDriver.assertRepetition;
import static org.draughts4j.testing.GameDriver.plies;

import org.draughts4j.core.Game;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.junit.jupiter.api.Test;

/** Czech draws: repetition on claim; 15 moves each without a man move or capture, automatic. */
class CzechDrawsTest {
    private static final Variant RULES = Variant.byName("czech");

    private static Game game(String fen) {
        return Game.from(Position.fromFen(RULES, fen));
    }

    @Test
    void repetitionIsClaimed() {
        assertRepetition(game("W:WK30,K32,28:BK1,K3,5"), false);
    }

    @Test
    void noManMove15() {
        assertDrawAfter(game("W:WK30,K32,28:BK1,K3,5"), 30, "no-man-move-15", true, p -> true);
    }

    @Test
    void noManMove15RestartsAfterAManMove() {
        Game game = plies(game("W:WK30,K32,28:BK1,K3,5"), "K".repeat(20) + "M", p -> true);
        assertDrawAfter(game, 30, "no-man-move-15", true, p -> true);
    }
}
