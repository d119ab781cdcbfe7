package org.draughts4j.variants.international;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.draughts4j.testing.GameDriver.assertDrawAfter;
import static org.draughts4j.testing.GameDriver.assertRepetition;
import static org.draughts4j.testing.GameDriver.capture;
import static org.draughts4j.testing.GameDriver.kingPlies;

import java.util.List;
import org.draughts4j.core.Color;
import org.draughts4j.core.Game;
import org.draughts4j.core.Move;
import org.draughts4j.core.Outcome;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.draughts4j.testing.GameDriver;
import org.junit.jupiter.api.Test;

/** Every International row of the draw table: the ply it falls due, the ply before, and restarts. */
class InternationalDrawsTest {
    private static final Variant RULES = Variant.byName("international");

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

    /** A PDN game that goes on after an automatic draw fails at its first move after the end. */
    @Test
    void replayStopsAtTheAutomaticRepetition() {
        String fen = "W:WK36,K45,49:BK6,K15,2";
        Game drawn = assertRepetition(game(fen), true);
        Move more = drawn.position().legalMoves().get(0);
        String movetext = String.join(" ", drawn.notation()) + " " + more;
        org.draughts4j.core.pdn.PdnReplayResult result = org.draughts4j.core.pdn.PdnReplayer.lenient(RULES)
                .replay(org.draughts4j.core.pdn.PdnReader.readGame("[FEN \"" + fen + "\"]\n" + movetext + " *"));
        assertThat(result.failure()).isPresent();
        assertThat(result.failure().get().ply()).isEqualTo(drawn.ply() + 1);
        assertThat(result.failure().get().reason())
                .isEqualTo("the game is already over (draw repetition) after ply " + drawn.ply() + ": no move may follow");
        assertThat(result.moves()).hasSize(drawn.ply());
    }

    /** The lone king is taken on the ply endgame-5 would fall due: the game is won, not drawn. */
    @Test
    void aWinOnTheDuePlyComesBeforeTheDraw() {
        Game start = game("B:WK36,K45:BK15");
        Game eight = start.play("15-47", "36-13", "47-20", "13-2", "20-33", "45-40", "33-39", "40-12");
        // Control: two quiet plies from here reach the endgame-5 draw on ply 10.
        assertThat(kingPlies(eight, 2).outcome()).isEqualTo(new Outcome.Draw("endgame-5", false));

        Game nine = eight.play("39-34");
        assertThat(nine.outcome()).isEqualTo(Outcome.IN_PROGRESS);
        Game ten = nine.play("12x40");
        assertThat(ten.ply()).isEqualTo(10);
        assertThat(ten.outcome()).isEqualTo(new Outcome.Win(Color.WHITE, Outcome.WinReason.NO_PIECES));
        assertThat(ten.claimableDraws()).isEmpty();
    }

    /** 22x39 turns endgame-16 (3 against 1) into endgame-5 (2 against 1), counted from the capture. */
    @Test
    void aCaptureTurnsEndgame16IntoEndgame5CountedFromTheCapture() {
        Game captured = game("B:WK28,K1,K5:BK22").play("22x39");
        assertThat(captured.outcome()).isEqualTo(Outcome.IN_PROGRESS);
        Game end = assertDrawAfter(captured, 10, "endgame-5", true, p -> true);
        assertThat(end.ply()).isEqualTo(11);
    }

    /** After 20 plies of endgame-16 a capture leaves 2 against 1: endgame-5 counts 10 plies from the capture. */
    @Test
    void endgame5CountsFromTheCaptureNotFromTheStartOfEndgame16() {
        Game game = kingPlies(game("W:WK36,K45,K48:BK15"), 20);
        game = capture(game, 2, p -> p.count(Color.WHITE) == 2);
        assertThat(game.ply()).isEqualTo(22);
        assertThat(game.outcome()).isEqualTo(Outcome.IN_PROGRESS);
        assertDrawAfter(game, 10, "endgame-5", true, p -> true);
    }

    /** King and man against king: the lone king takes the man, and endgame-5 starts again for king against king. */
    @Test
    void endgame5RestartsWhenTheLoneKingCaptures() {
        Game game = kingPlies(game("W:WK47,28:BK1"), 6);
        game = capture(game, 2, p -> p.count(Color.WHITE) == 1 && (p.white() & p.kings()) != 0);
        assertThat(game.ply()).isEqualTo(8);
        assertThat(game.outcome()).isEqualTo(Outcome.IN_PROGRESS);
        assertDrawAfter(game, 10, "endgame-5", true, p -> true);
    }

    /**
     * The white king shuttles 36-31-27-36 (three moves) while the black king shuttles 6-1-6 (two):
     * the start's pieces come back with Black to move at plies 5 and 17, and with White to move at
     * plies 12 and 24. Only the third with the same side to move, ply 24, is a repetition.
     */
    @Test
    void theSamePiecesWithTheOtherSideToMoveAreNotARepetition() {
        Game start = game("W:WK36,K45,49:BK6,K15,2");
        List<String> white = List.of("36-31", "31-27", "27-36");
        List<String> black = List.of("6-1", "1-6");
        Game game = start;
        for (int i = 0; i < 12; i++) {
            assertThat(game.outcome()).as("ply %d", game.ply()).isEqualTo(Outcome.IN_PROGRESS);
            game = game.play(white.get(i % 3));
            if (game.ply() == 5) {
                assertThat(game.position().toFen()).isEqualTo("B:WK36,K45,49:B2,K6,K15");
                assertThat(game.repetitions()).isEqualTo(1);
            }
            if (i < 11) {
                game = game.play(black.get(i % 2));
            }
            if (game.ply() == 12) {
                assertThat(game.position()).isEqualTo(start.position());
                assertThat(game.repetitions()).isEqualTo(2);
                assertThat(game.outcome()).isEqualTo(Outcome.IN_PROGRESS);
            }
        }
        assertThat(game.ply()).isEqualTo(23);
        assertThat(game.outcome()).isEqualTo(Outcome.IN_PROGRESS);
        game = game.play("1-6");
        assertThat(game.position()).isEqualTo(start.position());
        assertThat(game.repetitions()).isEqualTo(3);
        assertThat(game.outcome()).isEqualTo(new Outcome.Draw("repetition", false));
    }

    /** The position right after a man move is the first occurrence of its repetition. */
    @Test
    void thePositionRightAfterAManMoveCounts() {
        Game game = game("W:WK36,K45,49:BK6,K15,2").play("49-43");
        assertThat(assertRepetition(game, true).ply()).isEqualTo(9);
    }

    /** Repetition and endgame-5 fall due on the same ply: repetition comes first in the table. */
    @Test
    void repetitionWinsATieWithEndgame5() {
        Game two = kingPlies(game("W:WK36,K45:BK15"), 2);
        // Control: 8 more quiet plies without a repetition reach endgame-5 on ply 10.
        assertThat(kingPlies(two, 8).outcome()).isEqualTo(new Outcome.Draw("endgame-5", false));
        Game end = assertRepetition(two, true);
        assertThat(end.ply()).isEqualTo(10);
        assertThat(end.outcome()).isEqualTo(new Outcome.Draw("repetition", false));
    }

    /** Every International draw is automatic: none can be claimed, before or on its ply. */
    @Test
    void automaticDrawsCannotBeClaimed() {
        Game start = game("W:WK36,K45:BK15");
        assertThatThrownBy(() -> start.claimDraw("endgame-5")).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("endgame-5");
        Game nine = kingPlies(start, 9);
        assertThat(nine.claimableDraws()).isEmpty();
        assertThatThrownBy(() -> nine.claimDraw("endgame-5")).isInstanceOf(IllegalStateException.class);
        Game drawn = kingPlies(nine, 1);
        assertThat(drawn.outcome()).isEqualTo(new Outcome.Draw("endgame-5", false));
        assertThatThrownBy(() -> drawn.claimDraw("endgame-5")).isInstanceOf(IllegalStateException.class);
        Game repeated = assertRepetition(game("W:WK36,K45,49:BK6,K15,2"), true);
        assertThatThrownBy(() -> repeated.claimDraw("repetition")).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> start.claimDraw("no-such-draw")).isInstanceOf(IllegalStateException.class);
    }
}
