package org.draughts4j.variants.english;

import static org.draughts4j.core.testing.GameDriver.assertDrawAfter;
import static org.draughts4j.core.testing.GameDriver.assertRepetition;
import static org.draughts4j.core.testing.GameDriver.kingPlies;
import static org.draughts4j.core.testing.GameDriver.plies;

import org.draughts4j.core.Game;
import org.draughts4j.core.Position;
import org.draughts4j.core.Rules;
import org.draughts4j.core.Variants;
import org.junit.jupiter.api.Test;

/** English draws are claimed: repetition and 40 moves each without a man move or a capture. */
class EnglishDrawsTest {
    private static final Rules RULES = Variants.byName("english");

    private static Game game(String fen) {
        return Game.from(Position.fromFen(RULES, fen));
    }

    @Test
    void repetitionIsClaimed() {
        assertRepetition(game("W:WK30,K32,28:BK1,K3,5"), false);
    }

    @Test
    void noManMove40() {
        assertDrawAfter(game("W:WK30,K32,28:BK1,K3,5"), 80, "no-man-move-40", false, p -> true);
    }

    @Test
    void noManMove40RestartsAfterAManMove() {
        Game game = plies(game("W:WK30,K32,28:BK1,K3,5"), "K".repeat(60) + "M", p -> true);
        assertDrawAfter(game, 80, "no-man-move-40", false, p -> true);
    }
}
