package org.draughts4j.core;

import static org.assertj.core.api.Assertions.assertThat;

import org.draughts4j.tests.TestVariants;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class FenTest {
    private static final Variant INTERNATIONAL = TestVariants.INTERNATIONAL;

    @Test
    void readsAndWritesTheStartPosition() {
        Position start = Position.fromFen(INTERNATIONAL, "W:W31-50:B1-20");
        assertThat(start.count(Color.WHITE)).isEqualTo(20);
        assertThat(start.count(Color.BLACK)).isEqualTo(20);
        assertThat(start.pieceAt(31)).isEqualTo(Piece.WHITE_MAN);
        assertThat(start.pieceAt(20)).isEqualTo(Piece.BLACK_MAN);
        assertThat(start.pieceAt(25)).isNull();
        assertThat(start.toFen()).isEqualTo("W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50"
                + ":B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20");
    }

    @Test
    void writesCanonicalFormWithKingsInPlace() {
        Position p = Position.fromFen(INTERNATIONAL, "b : b12, K22 ,3 : w K10,28,K15 .");
        assertThat(p.toFen()).isEqualTo("B:WK10,K15,28:B3,12,K22");
        assertThat(p.sideToMove()).isEqualTo(Color.BLACK);
        assertThat(p.pieceAt(22)).isEqualTo(Piece.BLACK_KING);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "W:W:B1            | W:W:B1",
        "W:B1              | W:W:B1",
        "W                 | W:W:B",
        "W:W31-33:B1-3:H0:F1 | W:W31,32,33:B1,2,3",
        "w:wk5:bk46        | W:WK5:BK46",
    })
    void acceptsLenientForms(String fen, String canonical) {
        assertThat(Position.fromFen(INTERNATIONAL, fen).toFen()).isEqualTo(canonical.trim());
    }

    @Test
    void acceptsAlgebraicSquaresOnlyWhereTheVariantDoes() {
        assertThat(Position.fromFen(TestVariants.RUSSIAN, "W:Wa1,c1,Kh2:Bb8").toFen()).isEqualTo("W:WK28,29,30:B1");
        InvalidFenException e = catchThrowableOfType(InvalidFenException.class,
                () -> Position.fromFen(INTERNATIONAL, "W:Wa1:B1"));
        assertThat(e.token()).isEqualTo("a1");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "W:W51:B1       | 51    | 3  | not on the board",
        "W:W31,31:B1    | 31    | 6  | listed twice",
        "W:W31:B31      | 31    | 7  | listed twice",
        "W:W3:B1        | 3     | 3  | crowning row",
        "W:W40:B48      | 48    | 7  | crowning row",
        "X:W31:B1       | X     | 0  | side to move",
        "W:W31:Q1       | Q1    | 6  | W or B",
        "W:W31,,32:B1   | ''    | 6  | empty",
        "W:Wx:B1        | x     | 3  | not a square",
        "W:W35-31:B1    | 35-31 | 3  | backward",
        "W:W31:W32      | W32   | 6  | twice",
        "''             | ''    | 0  | empty FEN",
    })
    void errorsNameTheTokenAndItsPosition(String fen, String token, int index, String reason) {
        InvalidFenException e = catchThrowableOfType(InvalidFenException.class,
                () -> Position.fromFen(INTERNATIONAL, fen));
        assertThat(e).as(fen).isNotNull();
        assertThat(e.token()).isEqualTo(token);
        assertThat(e.index()).isEqualTo(index);
        assertThat(e.getMessage()).contains(reason).contains(fen);
    }

    @Test
    void nullIsRefusedWithTheDocumentedException() {
        assertThat(catchThrowableOfType(InvalidFenException.class, () -> Position.fromFen(INTERNATIONAL, null)))
                .isNotNull();
    }

    @Test
    void mirroredBoardPutsWhiteOnOneToTwelve() {
        Position start = Position.fromFen(TestVariants.SPANISH, TestVariants.SPANISH.startFen());
        assertThat(start.pieceAt(1)).isEqualTo(Piece.WHITE_MAN);
        assertThat(Position.fromFen(TestVariants.SPANISH, "W:W5:B28").pieceAt(28)).isEqualTo(Piece.BLACK_MAN);
        // White men are crowned on 29-32 there, so a white man on 30 is refused.
        assertThat(catchThrowableOfType(InvalidFenException.class,
                () -> Position.fromFen(TestVariants.SPANISH, "W:W30:B5")).token()).isEqualTo("30");
    }
}
