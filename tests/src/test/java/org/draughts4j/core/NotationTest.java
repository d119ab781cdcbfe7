package org.draughts4j.core;

import static org.assertj.core.api.Assertions.assertThat;

import org.draughts4j.tests.TestVariants;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.List;
import org.junit.jupiter.api.Test;

class NotationTest {
    private static final Variant INTERNATIONAL = TestVariants.INTERNATIONAL;

    @Test
    void quietMovesAndSimpleCapturesUseTheShortForm() {
        Position start = Position.start(INTERNATIONAL);
        Move move = start.parseMove("32-28");
        assertThat(Notation.format(move, start)).isEqualTo("32-28");
        Position p = Position.fromFen(INTERNATIONAL, "W:W28:B22,12");
        Move capture = p.parseMove("28x17x8");
        assertThat(Notation.format(capture, p)).isEqualTo("28x8");
        assertThat(p.parseMove("28x8")).isEqualTo(capture);
        assertThat(p.parseMove("28-8")).isEqualTo(capture);
    }

    @Test
    void aPositionWritesItsMovesAsItReadsThemAndRefusesAnother() {
        Position p = Position.fromFen(INTERNATIONAL, "W:WK4:B13,20,32,37");
        for (Move move : p.legalMoves()) {
            assertThat(p.parseMove(p.notation(move))).isEqualTo(move);
            assertThat(p.notation(move)).isEqualTo(Notation.format(move, p));
        }
        // 32-28 of the start is no move here: written anyway, it would read as nothing, or as
        // another position's move.
        Move elsewhere = Position.start(INTERNATIONAL).parseMove("32-28");
        IllegalMoveException refused = catchThrowableOfType(IllegalMoveException.class, () -> p.notation(elsewhere));
        assertThat(refused.getMessage()).contains("32-28").contains("not a legal move in W:WK4:B13,20,32,37");
        assertThat(refused.candidates()).hasSize(2);
        assertThat(catchThrowableOfType(IllegalMoveException.class, () -> Notation.formatAlgebraic(elsewhere, p)))
                .isNotNull();
    }

    /** A pitfall of other libraries: two different captures from 4 to 15 need their full paths. */
    @Test
    void sameEndsWithDifferentCapturesNeedTheFullPath() {
        Position p = Position.fromFen(INTERNATIONAL, "W:WK4:B13,20,32,37");
        List<Move> moves = p.legalMoves();
        assertThat(moves).hasSize(2);
        assertThat(moves).extracting(m -> Notation.format(m, p)).containsExactlyInAnyOrder("4x27x38x15", "4x31x42x15");
        IllegalMoveException ambiguous = catchThrowableOfType(IllegalMoveException.class, () -> p.parseMove("4x15"));
        assertThat(ambiguous.getMessage()).contains("ambiguous").contains("4x27x38x15").contains("4x31x42x15");
        assertThat(ambiguous.candidates()).hasSize(2);
        // One landing square is enough to tell them apart.
        assertThat(p.parseMove("4x31x15").captured()).containsExactlyInAnyOrder(13, 37, 20);
        // 22 is a landing square after 13, but the capture of 32 cannot go on from there.
        assertThat(catchThrowableOfType(IllegalMoveException.class, () -> p.parseMove("4x22x38x15")).getMessage())
                .contains("passes through");
    }

    @Test
    void aKingGoingStraightOnMayNameAnySquareBetweenTheTwoPieces() {
        Position p = Position.fromFen(INTERNATIONAL, "W:WK46:B37,23");
        assertThat(p.legalMoves()).extracting(Move::toString)
                .containsExactlyInAnyOrder("46x32x19", "46x32x14", "46x32x10", "46x32x5");
        assertThat(p.parseMove("46x28x14")).isEqualTo(p.parseMove("46x32x14"));
        assertThat(p.parseMove("46x14").captured()).containsExactly(37, 23);
        assertThat(catchThrowableOfType(IllegalMoveException.class, () -> p.parseMove("46x19x14"))).isNotNull();
    }

    @Test
    void illegalMovesAreRefusedWithTheReasonAndTheLegalMoves() {
        Position start = Position.start(INTERNATIONAL);
        IllegalMoveException e = catchThrowableOfType(IllegalMoveException.class, () -> start.parseMove("32-26"));
        assertThat(e.getMessage()).contains("no legal move from 32 to 26");
        assertThat(e.candidates()).hasSize(9);
        assertThat(catchThrowableOfType(IllegalMoveException.class, () -> start.parseMove("32-51")).getMessage())
                .contains("not on the board");
        assertThat(catchThrowableOfType(IllegalMoveException.class, () -> start.parseMove("c3-d4")).getMessage())
                .contains("not a square number");
        assertThat(catchThrowableOfType(IllegalMoveException.class, () -> start.parseMove("32")).getMessage())
                .contains("expected squares");
        assertThat(catchThrowableOfType(IllegalMoveException.class, () -> start.parseMove(null))).isNotNull();
    }

    @Test
    void algebraicSquaresWhereTheVariantUsesThem() {
        Position start = Position.start(TestVariants.RUSSIAN);
        assertThat(start.parseMove("c3-d4")).isEqualTo(start.parseMove("22-18"));
        Position capture = Position.fromFen(TestVariants.RUSSIAN, "W:Wc3:Bd4");
        assertThat(capture.parseMove("c3:e5").toString()).isEqualTo("22x15");
    }

    @Test
    void playingAMoveOfAnotherPositionIsRefused() {
        Position start = Position.start(INTERNATIONAL);
        Move move = start.parseMove("32-28");
        Position after = start.play(move);
        IllegalMoveException e = catchThrowableOfType(IllegalMoveException.class, () -> after.play(move));
        assertThat(e.getMessage()).contains("32-28").contains("not a legal move");
    }

    /** An error answers in the notation of the move: algebraic for algebraic, numbers for numbers. */
    @Test
    void errorsAnswerInTheNotationOfTheMove() {
        Position russian = Position.start(TestVariants.RUSSIAN);
        IllegalMoveException algebraic = catchThrowableOfType(IllegalMoveException.class, () -> russian.parseMove("c3-c5"));
        assertThat(algebraic.reason()).startsWith("no legal move from c3 to c5; legal moves: ")
                .contains("c3-d4", "g3-h4").doesNotContain("22-");
        IllegalMoveException numbers = catchThrowableOfType(IllegalMoveException.class, () -> russian.parseMove("22-14"));
        assertThat(numbers.reason()).startsWith("no legal move from 22 to 14; legal moves: ").contains("22-18");
        Position capture = Position.fromFen(TestVariants.RUSSIAN, "W:Wc3:Bd4,f6");
        char separator = TestVariants.RUSSIAN.algebraicCaptureSeparator();
        assertThat(catchThrowableOfType(IllegalMoveException.class, () -> capture.parseMove("c3:a5")).reason())
                .isEqualTo("no legal move from c3 to a5; legal moves: c3" + separator + "e5" + separator + "g7");
        // Turkish squares are algebraic only: its errors never show the internal numbers.
        Position turkish = Position.start(TestVariants.TURKISH);
        assertThat(catchThrowableOfType(IllegalMoveException.class, () -> turkish.parseMove("d3-d5")).reason())
                .startsWith("no legal move from d3 to d5; legal moves: a3-a4");
        assertThat(catchThrowableOfType(IllegalMoveException.class, () -> turkish.parseMove("20-28")).reason())
                .contains("are written a1-h8");
    }

    /** Where no move is left, the reason is that the game is over, not an empty list. */
    @Test
    void noMoveInAFinishedGameSaysTheGameIsOver() {
        Position crowned = Position.fromFen(TestVariants.BREAKTHROUGH, "B:WK3,31:B20");
        assertThat(crowned.legalMoves()).isEmpty();
        assertThat(catchThrowableOfType(IllegalMoveException.class, () -> crowned.parseMove("20-25")).reason())
                .isEqualTo("no move can be played: the game is over (win white)");
        Position stuck = Position.fromFen(INTERNATIONAL, "W:W:B1");
        assertThat(catchThrowableOfType(IllegalMoveException.class, () -> stuck.parseMove("32-28")).reason())
                .isEqualTo("no move can be played: the game is over (win black)");
    }
}
