package org.draughts4j.variants.russian;

import static org.assertj.core.api.Assertions.assertThat;
import static org.draughts4j.testing.GameDriver.assertDrawAfter;
import static org.draughts4j.testing.GameDriver.assertRepetition;
import static org.draughts4j.testing.GameDriver.capture;
import static org.draughts4j.testing.GameDriver.kingPlies;
import static org.draughts4j.testing.GameDriver.plies;

import java.util.List;
import java.util.function.Predicate;
import org.draughts4j.core.Color;
import org.draughts4j.core.DrawConditions;
import org.draughts4j.core.Game;
import org.draughts4j.core.Move;
import org.draughts4j.core.Outcome;
import org.draughts4j.core.Piece;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.junit.jupiter.api.Test;

/** Every Russian row of the draw table: the ply it falls due, the ply before, and restarts. */
class RussianDrawsTest {
    private static final Variant RULES = Variant.byName("russian");
    private static final Predicate<Position> HOLDS_LONG_DIAGONAL =
            DrawConditions.againstLoneKingHolding(3, 3, 1, Russian.LONG_DIAGONAL);

    /** The lone black king stands on the long diagonal, and a white piece stands on it too. */
    private static final Predicate<Position> SHARES_LONG_DIAGONAL = p -> {
        int black = 0;
        int white = 0;
        for (int square : Russian.LONG_DIAGONAL) {
            Piece piece = p.pieceAt(square);
            if (piece != null && piece.color() == Color.BLACK) {
                black++;
            } else if (piece != null) {
                white++;
            }
        }
        return p.count(Color.BLACK) == 1 && black == 1 && white > 0;
    };

    private static Game game(String fen) {
        return Game.from(Position.fromFen(RULES, fen));
    }

    @Test
    void repetitionIsAutomatic() {
        assertRepetition(game("W:WK30,K32,28:BK1,K3,5"), true);
    }

    @Test
    void threeKings15() {
        assertDrawAfter(game("W:WK30,K31,K32:BK1"), 30, "three-kings-15", true, HOLDS_LONG_DIAGONAL.negate());
    }

    @Test
    void kingsOnly15() {
        assertDrawAfter(game("W:WK30,K32,28:BK1,K3,5"), 30, "kings-only-15", true, p -> true);
    }

    @Test
    void kingsOnly15RestartsAfterAManMove() {
        Game game = plies(game("W:WK30,K32,28:BK1,K3,5"), "K".repeat(20) + "M", p -> true);
        assertDrawAfter(game, 30, "kings-only-15", true, p -> true);
    }

    @Test
    void longDiagonal5() {
        assertDrawAfter(game("W:WK30,K28,K32:BK22"), 10, "long-diagonal-5", true, HOLDS_LONG_DIAGONAL);
    }

    @Test
    void longDiagonal5RestartsWhenTheKingLeavesIt() {
        Game game = kingPlies(game("W:WK30,K28,K32:BK22"), 7, HOLDS_LONG_DIAGONAL);
        // Black steps off the diagonal, then back on: the count starts again from there.
        Predicate<Position> off = HOLDS_LONG_DIAGONAL.negate();
        game = plies(game, "KKK", List.of(off, off, HOLDS_LONG_DIAGONAL));
        assertDrawAfter(game, 10, "long-diagonal-5", true, HOLDS_LONG_DIAGONAL);
    }

    @Test
    void endgame5() {
        assertDrawAfter(game("W:WK30,K32:BK1"), 10, "endgame-5", true, p -> true);
        assertDrawAfter(game("W:WK30,28:BK1"), 10, "endgame-5", true, p -> true);
    }

    /** 4 pieces, both sides with kings: 30 moves each, men moving now and then to keep kings-only-15 away. */
    @Test
    void balance30() {
        Game game = plies(game("W:WK30,28:BK1,5"), "K".repeat(20) + "M" + "K".repeat(20) + "M", p -> true);
        assertDrawAfter(game, 18, "balance-30", true, p -> true);
    }

    @Test
    void balance60() {
        Game game = plies(game("W:WK30,K32,28:BK1,K3,5"), ("K".repeat(25) + "M").repeat(4), p -> true);
        assertDrawAfter(game, 16, "balance-60", true, p -> true);
    }

    /**
     * A white king shares the long diagonal with the lone king at the start, so the count does not
     * run; it steps off on ply 1 and the count runs from there: due on ply 11, not on ply 10. (With
     * three strong pieces a piece cannot step onto the diagonal beside a lone king that holds it
     * without being taken, so the shared diagonal is set up in the start position.)
     */
    @Test
    void longDiagonal5StartsWhenTheLastWhitePieceLeavesTheDiagonal() {
        Game start = game("W:WK15,K30,K32:BK4");
        assertThat(SHARES_LONG_DIAGONAL.test(start.position())).isTrue();
        assertThat(HOLDS_LONG_DIAGONAL.test(start.position())).isFalse();
        Game game = plies(start, "K", HOLDS_LONG_DIAGONAL);
        assertThat(game.outcome()).isEqualTo(Outcome.IN_PROGRESS);
        Game end = assertDrawAfter(game, 10, "long-diagonal-5", true, HOLDS_LONG_DIAGONAL);
        assertThat(end.ply()).isEqualTo(11);
    }

    /**
     * Balance-30 has run 30 plies when White crowns its man on ply 31: the count starts again
     * there and falls due on ply 91, not on ply 60.
     */
    @Test
    void balance30RestartsWhenAManIsCrowned() {
        Game game = plies(game("W:WK30,28:BK1,5"), "K".repeat(20) + "MK".repeat(5), p -> true);
        Move crown = game.position().legalMoves().stream().filter(Move::isPromotion).findFirst().orElseThrow();
        game = game.play(crown);
        assertThat(game.ply()).isEqualTo(31);
        assertThat(game.outcome()).isEqualTo(Outcome.IN_PROGRESS);
        // Black's man moves now and then to keep kings-only-15 away.
        game = plies(game, "K".repeat(20) + "M" + "K".repeat(19) + "M", p -> true);
        Game end = assertDrawAfter(game, 19, "balance-30", true, p -> true);
        assertThat(end.ply()).isEqualTo(91);
    }

    /**
     * Six pieces (balance-60) until White takes a black king on ply 39: five pieces are
     * balance-30, counted from the capture, so due on ply 99 and not on ply 60.
     */
    @Test
    void aCaptureTurnsBalance60IntoBalance30CountedFromTheCapture() {
        Game game = plies(game("W:WK30,K32,28:BK1,K3,5"), "K".repeat(25) + "M" + "K".repeat(10), p -> true);
        game = capture(game, 3, p -> p.count(Color.WHITE) == 3 && p.count(Color.BLACK) == 2
                && DrawConditions.bothSidesWithKings(5, 5).test(p) && (p.black() & ~p.kings()) != 0);
        assertThat(game.ply()).isEqualTo(39);
        assertThat(game.outcome()).isEqualTo(Outcome.IN_PROGRESS);
        game = plies(game, "K".repeat(20) + "M" + "K".repeat(20) + "M", p -> true);
        Game end = assertDrawAfter(game, 18, "balance-30", true, p -> true);
        assertThat(end.ply()).isEqualTo(99);
    }

    /**
     * Five pieces (balance-30 from the start) until Black takes a white piece on ply 42: four
     * pieces are balance-30 again, counted from the capture, so due on ply 102 and not on ply 60.
     */
    @Test
    void balance30RestartsOnACapture() {
        Game game = plies(game("W:WK30,K32,28:BK1,5"), "K".repeat(20) + "M" + "K".repeat(18), p -> true);
        game = capture(game, 3, p -> p.count(Color.WHITE) == 2 && p.count(Color.BLACK) == 2
                && DrawConditions.bothSidesWithKings(4, 4).test(p) && (p.black() & ~p.kings()) != 0);
        assertThat(game.ply()).isEqualTo(42);
        assertThat(game.outcome()).isEqualTo(Outcome.IN_PROGRESS);
        // Black's man moves now and then to keep kings-only-15 away.
        game = plies(game, "K".repeat(21) + "M" + "K".repeat(20) + "M", p -> true);
        Game end = assertDrawAfter(game, 17, "balance-30", true, p -> true);
        assertThat(end.ply()).isEqualTo(102);
    }

    /** Repetition and endgame-5 fall due on the same ply: repetition comes first in the table. */
    @Test
    void repetitionWinsATieWithEndgame5() {
        Game two = kingPlies(game("W:WK30,K32:BK1"), 2);
        assertThat(kingPlies(two, 8).outcome()).isEqualTo(new Outcome.Draw("endgame-5", false));
        Game end = assertRepetition(two, true);
        assertThat(end.ply()).isEqualTo(10);
        assertThat(end.outcome()).isEqualTo(new Outcome.Draw("repetition", false));
    }
}
