package org.draughts4j.variants.galician;

import static org.draughts4j.core.testing.GameDriver.assertDrawAfter;
import static org.draughts4j.core.testing.GameDriver.assertRepetition;
import static org.draughts4j.core.testing.GameDriver.kingPlies;
import static org.draughts4j.core.testing.GameDriver.plies;

import org.draughts4j.core.Game;
import org.draughts4j.core.Position;
import org.draughts4j.core.Rules;
import org.draughts4j.core.Variants;
import org.junit.jupiter.api.Test;

/** Every Galician row of the draw table: the ply it falls due, the ply before, and restarts. */
class GalicianDrawsTest {
    private static final Rules RULES = Variants.byName("galician");

    private static Game game(String fen) {
        return Game.from(Position.fromFen(RULES, fen));
    }

    @Test
    void repetitionIsClaimed() {
        assertRepetition(game("W:WK2,K4,8:BK29,K31,25"), false);
    }

    @Test
    void noManMove20() {
        assertDrawAfter(game("W:WK2,K4,8:BK29,K31,25"), 40, "no-man-move-20", false, p -> true);
    }

    @Test
    void noManMove20RestartsAfterAManMove() {
        Game game = plies(game("W:WK2,K4,8:BK29,K31,25"), "K".repeat(30) + "M", p -> true);
        assertDrawAfter(game, 40, "no-man-move-20", false, p -> true);
    }

    /** Three kings, one on the long diagonal h1-a8, against a lone king: 12 moves each, never restarted. */
    @Test
    void forzosa12() {
        assertDrawAfter(game("W:WK1,K2,K4:BK30"), 24, "forzosa-12", false, p -> true);
    }
}
