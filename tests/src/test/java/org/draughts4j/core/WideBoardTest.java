package org.draughts4j.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.draughts4j.core.perft.Perft;
import org.draughts4j.core.perft.PerftOptions;
import org.draughts4j.tests.TestVariants;
import org.junit.jupiter.api.Test;

/** Positions of wide boards (12x12, 14x14) behind the same API as the others. */
class WideBoardTest {
    private static final Variant CANADIAN = TestVariants.CANADIAN;

    @Test
    void piecesOnBothWordsReadAndWriteAsFen() {
        Position p = Position.fromFen(CANADIAN, "W:W72,K40,43:BK1,29,30");
        assertThat(p.whiteHigh()).isNotZero();
        assertThat(p.white()).isNotZero();
        assertThat(p.count(Color.WHITE)).isEqualTo(3);
        assertThat(p.kingCount(Color.WHITE)).isEqualTo(1);
        assertThat(p.pieceAt(72)).isEqualTo(Piece.WHITE_MAN);
        assertThat(p.pieceAt(71)).isNull();
        assertThat(p.toFen()).isEqualTo("W:WK40,43,72:BK1,29,30");
        assertThat(Position.fromFen(CANADIAN, p.toFen())).isEqualTo(p);
    }

    @Test
    void badFenNamesTheTokenOnWideBoardsToo() {
        assertThatThrownBy(() -> Position.fromFen(CANADIAN, "W:W73:B1")).isInstanceOf(InvalidFenException.class)
                .hasMessageContaining("square 73 is not on the board (1-72)");
        assertThatThrownBy(() -> Position.fromFen(CANADIAN, "W:W3:B1")).isInstanceOf(InvalidFenException.class)
                .hasMessageContaining("crowning row");
        assertThatThrownBy(() -> Position.fromFen(CANADIAN, "W:W70:B70")).isInstanceOf(InvalidFenException.class)
                .hasMessageContaining("listed twice");
    }

    @Test
    void positionFromAMapOfPieces() {
        Position p = Position.of(CANADIAN, Color.WHITE, Map.of(72, Piece.WHITE_MAN, 1, Piece.BLACK_KING));
        assertThat(p).isEqualTo(Position.fromFen(CANADIAN, "W:W72:BK1"));
        assertThatThrownBy(() -> Position.of(CANADIAN, Color.WHITE, Map.of(3, Piece.WHITE_MAN)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("crowning row");
        assertThatThrownBy(() -> Position.of(CANADIAN, Color.WHITE, Map.of(99, Piece.WHITE_MAN)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("99");
    }

    @Test
    void bitboardsOfOneWordAreRefusedOnAWideBoard() {
        assertThatThrownBy(() -> Position.of(CANADIAN, Color.WHITE, 1L, 2L, 0L))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("two words");
    }

    /** A 14x14 board, a1 not playable and numbered from the bottom right: every square up to 98. */
    @Test
    void fourteenByFourteen() {
        Position p = Position.fromFen(TestVariants.WIDE_ITALIAN, "W:W1-28:B71-98");
        assertThat(p.count(Color.WHITE)).isEqualTo(28);
        assertThat(p.legalMoves()).hasSize(13);
        assertThat(Perft.count(p, 3)).isEqualTo(Perft.count(p, 3, PerftOptions.DEFAULT.withThreads(2)));
    }
}
