package org.draughts4j.variants.italian;

import static org.draughts4j.testing.GameDriver.assertDrawAfter;
import static org.draughts4j.testing.GameDriver.assertRepetition;
import static org.draughts4j.testing.GameDriver.plies;

import org.draughts4j.core.Game;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.junit.jupiter.api.Test;

/** Italian draws: repetition the fourth time, on claim; 40 moves each without a man move, automatic. */
class ItalianDrawsTest {
    private static final Variant RULES = Variant.byName("italian");

    private static Game game(String fen) {
        return Game.from(Position.fromFen(RULES, fen));
    }

    /** The third occurrence is not yet a draw (it would be under the other reading); the fourth may be claimed. */
    @Test
    void repetitionTheFourthTimeIsClaimed() {
        assertRepetition(game("W:WK30,K32,28:BK1,K3,5"), false, 4);
    }

    @Test
    void noManMove40() {
        assertDrawAfter(game("W:WK30,K32,28:BK1,K3,5"), 80, "no-man-move-40", true, p -> true);
    }

    @Test
    void noManMove40RestartsAfterAManMove() {
        Game game = plies(game("W:WK30,K32,28:BK1,K3,5"), "K".repeat(70) + "M", p -> true);
        assertDrawAfter(game, 80, "no-man-move-40", true, p -> true);
    }
}
