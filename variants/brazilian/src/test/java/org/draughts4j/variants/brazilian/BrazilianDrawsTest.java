package org.draughts4j.variants.brazilian;

import static org.draughts4j.core.testing.GameDriver.assertDrawAfter;
import static org.draughts4j.core.testing.GameDriver.assertRepetition;
import static org.draughts4j.core.testing.GameDriver.kingPlies;
import static org.draughts4j.core.testing.GameDriver.plies;

import org.draughts4j.core.Game;
import org.draughts4j.core.Move;
import org.draughts4j.core.Position;
import org.draughts4j.core.Rules;
import org.draughts4j.core.Variants;
import org.draughts4j.core.testing.GameDriver;
import org.junit.jupiter.api.Test;

/** Every Brazilian row of the draw table: the ply it falls due, the ply before, and restarts. */
class BrazilianDrawsTest {
    private static final Rules RULES = Variants.byName("brazilian");

    private static Game game(String fen) {
        return Game.from(Position.fromFen(RULES, fen));
    }

    @Test
    void repetitionIsAutomatic() {
        assertRepetition(game("W:WK30,K32,28:BK1,K3,5"), true);
    }

    @Test
    void kingsOnly20() {
        assertDrawAfter(game("W:WK30,K32,28:BK1,K3,5"), 40, "kings-only-20", true, p -> true);
    }

    @Test
    void kingsOnly20RestartsAfterAManMove() {
        Game game = plies(game("W:WK30,K32,28:BK1,K3,5"), "K".repeat(30) + "M", p -> true);
        assertDrawAfter(game, 40, "kings-only-20", true, p -> true);
    }

    @Test
    void endgame10() {
        assertDrawAfter(game("W:WK30,K31,K32:BK1"), 20, "endgame-10", true, p -> true);
        assertDrawAfter(game("W:WK30,27,28:BK1"), 20, "endgame-10", true, p -> true);
    }

    @Test
    void endgame10RestartsWhenAManIsCrowned() {
        Game game = kingPlies(game("W:WK30,K32,6:BK20"), 12);
        Move crown = game.position().legalMoves().stream().filter(Move::isPromotion).findFirst().orElseThrow();
        assertDrawAfter(game.play(crown), 20, "endgame-10", true, p -> true);
    }

    @Test
    void endgame5() {
        assertDrawAfter(game("W:WK30,K32:BK1"), 10, "endgame-5", true, p -> true);
        assertDrawAfter(game("W:WK30,28:BK1"), 10, "endgame-5", true, p -> true);
        assertDrawAfter(game("W:WK30:BK1"), 10, "endgame-5", true, p -> true);
    }
}
