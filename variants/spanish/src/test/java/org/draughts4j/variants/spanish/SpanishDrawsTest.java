package org.draughts4j.variants.spanish;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.draughts4j.testing.GameDriver.assertDrawAfter;
import static org.draughts4j.testing.GameDriver.assertRepetition;
import static org.draughts4j.testing.GameDriver.capture;
import static org.draughts4j.testing.GameDriver.kingPlies;
import static org.draughts4j.testing.GameDriver.kingPliesReaching;
import static org.draughts4j.testing.GameDriver.plies;

import java.util.function.Predicate;
import org.draughts4j.core.Color;
import org.draughts4j.core.DrawConditions;
import org.draughts4j.core.Game;
import org.draughts4j.core.Move;
import org.draughts4j.core.Outcome;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.junit.jupiter.api.Test;

/** Every Spanish row of the draw table: the ply it falls due, the ply before, and restarts. */
class SpanishDrawsTest {
    private static final Variant RULES = Variant.byName("spanish");
    private static final Predicate<Position> FORZOSA =
            DrawConditions.kingsWithOneOnDiagonalAgainstLoneKing(3, Spanish.LONG_DIAGONAL);

    private static Game game(String fen) {
        return Game.from(Position.fromFen(RULES, fen));
    }

    @Test
    void repetitionIsClaimed() {
        assertRepetition(game("W:WK2,K4,8:BK29,K31,25"), false);
    }

    @Test
    void noManMove20() {
        assertDrawAfter(game("W:WK2,K4,8:BK29,K31,25"), 40, "no-man-move-20", true, p -> true);
    }

    @Test
    void noManMove20RestartsAfterAManMove() {
        Game game = plies(game("W:WK2,K4,8:BK29,K31,25"), "K".repeat(30) + "M", p -> true);
        assertDrawAfter(game, 40, "no-man-move-20", true, p -> true);
    }

    /** Three kings, one on the long diagonal h1-a8, against a lone king: 12 moves each, never restarted. */
    @Test
    void forzosa12() {
        assertDrawAfter(game("W:WK1,K2,K4:BK30"), 24, "forzosa-12", true, p -> true);
    }

    /**
     * Saque de peón: 32 moves each. It also shows that the 20-move rule is suspended while it
     * runs: 40 plies without a man move pass without a draw.
     */
    @Test
    void saque32() {
        assertDrawAfter(game("W:WK1,K4,2:BK30,9"), 64, "saque-32", true, p -> true);
        assertDrawAfter(game("B:WK13,24:BK32,K29,31"), 64, "saque-32", true, p -> true);
    }

    /** The lone king is taken on ply 24, where forzosa-12 would fall due: White wins. */
    @Test
    void aWinOnTheDuePlyComesBeforeTheForzosaDraw() {
        Game start = game("B:WK1,K2,K4:BK30");
        Game twentyTwo = start.play("30-16", "2-5", "16-3", "5-9", "3-12", "9-13", "12-29", "4-14", "29-8",
                "13-31", "8-12", "14-4", "12-3", "1-19", "3-16", "4-14", "16-3", "19-28", "3-16", "31-9", "16-30",
                "9-18");
        // Control: two quiet plies from here reach the forzosa-12 draw on ply 24.
        assertThat(kingPlies(twentyTwo, 2).outcome()).isEqualTo(new Outcome.Draw("forzosa-12", false));

        Game twentyThree = twentyTwo.play("30-23");
        assertThat(twentyThree.outcome()).isEqualTo(Outcome.IN_PROGRESS);
        Game twentyFour = twentyThree.play("28x19");
        assertThat(twentyFour.ply()).isEqualTo(24);
        assertThat(twentyFour.outcome()).isEqualTo(new Outcome.Win(Color.WHITE, Outcome.WinReason.NO_PIECES));
    }

    /**
     * The lone king takes a king on ply 1 (27x13): the Forzosa shape is gone but its count, never
     * restarted, still falls due on ply 24 counted from the start.
     */
    @Test
    void forzosa12IsNotRestartedByACapture() {
        Game captured = game("B:WK1,K4,K18:BK27").play("27x13");
        assertThat(captured.position().toFen()).isEqualTo("W:WK1,K4:BK13");
        assertThat(captured.outcome()).isEqualTo(Outcome.IN_PROGRESS);
        Game end = assertDrawAfter(captured, 23, "forzosa-12", true, p -> true);
        assertThat(end.ply()).isEqualTo(24);
    }

    /**
     * 38 plies without the Forzosa shape, which appears on ply 39: the 20-move rule, due on ply
     * 40, is held off, and forzosa-12 falls due on ply 63.
     */
    @Test
    void noManMove20IsHeldOffWhileTheForzosaRuns() {
        Game start = game("W:WK2,K3,K4:BK30");
        // Control: without the Forzosa shape, the 20-move rule falls due on ply 40.
        assertDrawAfter(start, 40, "no-man-move-20", true, FORZOSA.negate());

        Game game = kingPliesReaching(start, 39, FORZOSA);
        Game forty = kingPlies(game, 1);
        assertThat(forty.ply()).isEqualTo(40);
        assertThat(forty.outcome()).isEqualTo(Outcome.IN_PROGRESS);
        Game end = assertDrawAfter(game, 24, "forzosa-12", true, p -> true);
        assertThat(end.ply()).isEqualTo(63);
    }

    /**
     * The Saque de peón runs 56 plies (the 20-move rule held off), the man walks up and is crowned
     * on ply 57: the Saque ends (it would have fallen due on ply 64) and the 20-move rule counts
     * from the crowning, due on ply 97.
     */
    @Test
    void saque32EndsWhenTheManIsCrowned() {
        Game game = kingPlies(game("W:WK1,K4,2:BK30,9"), 44);
        game = plies(game, "MK".repeat(6), p -> true);
        Move crown = game.position().legalMoves().stream().filter(Move::isPromotion).findFirst().orElseThrow();
        game = game.play(crown);
        assertThat(game.ply()).isEqualTo(57);
        assertThat(game.outcome()).isEqualTo(Outcome.IN_PROGRESS);
        Game end = assertDrawAfter(game, 40, "no-man-move-20", true, p -> true);
        assertThat(end.ply()).isEqualTo(97);
    }

    /**
     * The Saque de peón runs 44 plies, then White takes the black man on ply 47: the Saque ends
     * (it would have fallen due on ply 64) and the 20-move rule counts from the capture, due on ply 87.
     */
    @Test
    void saque32EndsWhenAManIsCaptured() {
        Game game = kingPlies(game("W:WK1,K4,2:BK30,9"), 44);
        // The man on 9 stands on the edge: Black steps it to 5 on ply 46, and White takes it.
        game = capture(game, "KM", p -> p.count(Color.BLACK) == 1 && (p.black() & p.kings()) != 0);
        assertThat(game.ply()).isEqualTo(47);
        assertThat(game.outcome()).isEqualTo(Outcome.IN_PROGRESS);
        Game end = assertDrawAfter(game, 40, "no-man-move-20", true, p -> true);
        assertThat(end.ply()).isEqualTo(87);
    }

    /** Repetition is offered on the third occurrence only: not on the second, and not once the position has moved on. */
    @Test
    void repetitionIsOfferedOnTheThirdOccurrenceOnly() {
        Game third = assertRepetition(game("W:WK2,K4,8:BK29,K31,25"), false);
        assertThat(third.ply()).isEqualTo(8);
        Game next = kingPlies(third, 1);
        assertThat(next.claimableDraws()).doesNotContain("repetition");
        assertThatThrownBy(() -> next.claimDraw("repetition")).isInstanceOf(IllegalStateException.class);
    }

    /** Spanish counted draws are automatic: they cannot be claimed, before or on their ply. */
    @Test
    void automaticDrawsCannotBeClaimed() {
        Game start = game("W:WK2,K4,8:BK29,K31,25");
        Game before = kingPlies(start, 39);
        assertThat(before.claimableDraws()).isEmpty();
        assertThatThrownBy(() -> before.claimDraw("no-man-move-20")).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("no-man-move-20");
        Game forzosa = game("W:WK1,K2,K4:BK30");
        assertThatThrownBy(() -> forzosa.claimDraw("forzosa-12")).isInstanceOf(IllegalStateException.class);
        Game drawn = kingPlies(forzosa, 24);
        assertThat(drawn.outcome()).isEqualTo(new Outcome.Draw("forzosa-12", false));
        assertThatThrownBy(() -> drawn.claimDraw("forzosa-12")).isInstanceOf(IllegalStateException.class);
    }
}
