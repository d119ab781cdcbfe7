package org.draughts4j.variants.international;

import static org.assertj.core.api.Assertions.assertThat;
import static org.draughts4j.core.testing.GameDriver.assertDrawAfter;
import static org.draughts4j.core.testing.GameDriver.assertRepetition;
import static org.draughts4j.core.testing.GameDriver.kingPlies;

import org.draughts4j.core.Color;
import org.draughts4j.core.Game;
import org.draughts4j.core.Move;
import org.draughts4j.core.Outcome;
import org.draughts4j.core.Position;
import org.draughts4j.core.Rules;
import org.draughts4j.core.Variants;
import org.draughts4j.core.testing.GameDriver;
import org.junit.jupiter.api.Test;

/** Every International row of the draw table: the ply it falls due, the ply before, and restarts. */
class InternationalDrawsTest {
    private static final Rules RULES = Variants.byName("international");

    private static Game game(String fen) {
        return Game.from(Position.fromFen(RULES, fen));
    }

    @Test
    void repetitionIsAutomatic() {
        assertRepetition(game("W:WK36,K45,49:BK6,K15,2"), true);
    }

    @Test
    void kingsOnly25() {
        assertDrawAfter(game("W:WK36,K45,49:BK6,K15,2"), 50, "kings-only-25", true, p -> true);
    }

    @Test
    void kingsOnly25RestartsAfterAManMove() {
        Game game = GameDriver.plies(game("W:WK36,K45,49:BK6,K15,2"), "K".repeat(40) + "M", p -> true);
        assertDrawAfter(game, 50, "kings-only-25", true, p -> true);
    }

    @Test
    void endgame16() {
        assertDrawAfter(game("W:WK36,K45,K48:BK15"), 32, "endgame-16", true, p -> true);
        assertDrawAfter(game("W:WK36,K45,49:BK15"), 32, "endgame-16", true, p -> true);
        assertDrawAfter(game("W:WK36,49,47:BK15"), 32, "endgame-16", true, p -> true);
    }

    @Test
    void endgame16RestartsWhenAManIsCrowned() {
        Game game = kingPlies(game("W:WK36,K45,7:BK15"), 20);
        Move crown = game.position().legalMoves().stream().filter(Move::isPromotion).findFirst().orElseThrow();
        game = game.play(crown);
        assertThat(game.outcome()).isEqualTo(Outcome.IN_PROGRESS);
        // Counted from the start it would fall due 12 plies from here; the crowning restarted it.
        assertDrawAfter(game, 32, "endgame-16", true, p -> true);
    }

    @Test
    void endgame5() {
        assertDrawAfter(game("W:WK36,K45:BK15"), 10, "endgame-5", true, p -> true);
        assertDrawAfter(game("W:WK36,49:BK15"), 10, "endgame-5", true, p -> true);
        assertDrawAfter(game("W:WK36:BK15"), 10, "endgame-5", true, p -> true);
    }

    @Test
    void fourPiecesAgainstALoneKingHaveNoEndgameCount() {
        Game game = kingPlies(game("W:WK36,K45,K48,K49:BK15"), 49);
        assertThat(game.outcome()).isEqualTo(Outcome.IN_PROGRESS);
        assertThat(kingPlies(game, 1).outcome()).isEqualTo(new Outcome.Draw("kings-only-25", false));
    }

    @Test
    void aSideWithoutAMoveOrAPieceHasLost() {
        // White's man on 6 can neither step (1 is taken) nor capture (17 is taken behind 11).
        assertThat(game("W:W6:BK1,11,17").outcome())
                .isEqualTo(new Outcome.Win(Color.BLACK, Outcome.WinReason.NO_MOVES));
        assertThat(game("B:W31:B").outcome()).isEqualTo(new Outcome.Win(Color.WHITE, Outcome.WinReason.NO_PIECES));
        assertThat(game("B:W31:B").claimableDraws()).isEmpty();
    }

    @Test
    void aFinishedGameRefusesMoves() {
        Game drawn = assertDrawAfter(game("W:WK36:BK15"), 10, "endgame-5", true, p -> true);
        Move any = drawn.position().legalMoves().get(0);
        assertThat(org.assertj.core.api.Assertions.catchThrowable(() -> drawn.play(any)))
                .isInstanceOf(org.draughts4j.core.IllegalMoveException.class)
                .hasMessageContaining("the game is over (draw endgame-5)");
    }
}
