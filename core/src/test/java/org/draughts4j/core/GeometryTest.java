package org.draughts4j.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

class GeometryTest {

    static Stream<Geometry> geometries() {
        return Stream.of(Geometry.TEN_BY_TEN, Geometry.EIGHT_BY_EIGHT, Geometry.EIGHT_BY_EIGHT_MIRRORED);
    }

    @Test
    void manouryNumberingOnTenByTen() {
        Geometry g = Geometry.TEN_BY_TEN;
        assertThat(g.algebraic(1)).isEqualTo("b10");
        assertThat(g.algebraic(5)).isEqualTo("j10");
        assertThat(g.algebraic(6)).isEqualTo("a9");
        assertThat(g.algebraic(46)).isEqualTo("a1");
        assertThat(g.algebraic(50)).isEqualTo("i1");
        assertThat(g.squareCount()).isEqualTo(50);
    }

    @Test
    void eightByEightNumberingHasA1AsTwentyNine() {
        Geometry g = Geometry.EIGHT_BY_EIGHT;
        assertThat(g.algebraic(1)).isEqualTo("b8");
        assertThat(g.algebraic(4)).isEqualTo("h8");
        assertThat(g.algebraic(29)).isEqualTo("a1");
        assertThat(g.algebraic(32)).isEqualTo("g1");
        assertThat(g.parseAlgebraic("a1")).isEqualTo(29);
        assertThat(g.parseAlgebraic("H8")).isEqualTo(4);
        assertThat(g.parseAlgebraic("b1")).isZero();
        assertThat(g.parseAlgebraic("i9")).isZero();
    }

    @Test
    void mirroredNumberingStartsAtH1RightToLeftBottomToTop() {
        Geometry g = Geometry.EIGHT_BY_EIGHT_MIRRORED;
        assertThat(g.algebraic(1)).isEqualTo("h1");
        assertThat(g.algebraic(2)).isEqualTo("f1");
        assertThat(g.algebraic(4)).isEqualTo("b1");
        assertThat(g.algebraic(5)).isEqualTo("g2");
        assertThat(g.algebraic(8)).isEqualTo("a2");
        assertThat(g.algebraic(29)).isEqualTo("g8");
        assertThat(g.algebraic(32)).isEqualTo("a8");
        assertThat(g.parseAlgebraic("a1")).isZero();
    }

    @Test
    void ghostBitsSitBetweenRowPairs() {
        assertThat(Geometry.TEN_BY_TEN.bit(10)).isEqualTo(9);
        assertThat(Geometry.TEN_BY_TEN.bit(11)).isEqualTo(11);
        assertThat(Geometry.TEN_BY_TEN.bit(50)).isEqualTo(53);
        assertThat(Geometry.EIGHT_BY_EIGHT.bit(32)).isEqualTo(41);
        assertThat(Geometry.EIGHT_BY_EIGHT.bit(5)).isEqualTo(5);
        assertThatThrownBy(() -> Geometry.EIGHT_BY_EIGHT.square(4)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Geometry.TEN_BY_TEN.square(10)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Geometry.TEN_BY_TEN.bit(51)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("51");
    }

    /** The layout's promise: one diagonal step is the same shift everywhere, and off-board steps leave the board. */
    @ParameterizedTest
    @MethodSource("geometries")
    void everyDiagonalStepIsAConstantShift(Geometry g) {
        int[][] steps = {{-1, -1}, {-1, 1}, {1, -1}, {1, 1}};
        for (int square = 1; square <= g.squareCount(); square++) {
            long bit = g.mask(square);
            for (int[] step : steps) {
                int row = g.row(square) + step[0];
                int column = g.column(square) + step[1];
                int neighbour = g.squareAt(row, column);
                // Stored left and right swap on a mirrored board.
                boolean storedLeft = (step[1] < 0) != g.isMirrored();
                int shift = step[0] < 0 ? (storedLeft ? Geometry.UP_LEFT : Geometry.UP_RIGHT)
                        : (storedLeft ? Geometry.DOWN_LEFT : Geometry.DOWN_RIGHT);
                long stepped = Long.rotateLeft(bit, shift) & g.boardMask();
                assertThat(stepped)
                        .as("%s square %d step %d,%d", g, square, step[0], step[1])
                        .isEqualTo(neighbour == 0 ? 0L : g.mask(neighbour));
            }
        }
    }

    @ParameterizedTest
    @MethodSource("geometries")
    void crowningRowsAreTheTopAndBottomRows(Geometry g) {
        for (int square = 1; square <= g.squareCount(); square++) {
            assertThat((g.promotionMask(Color.WHITE) & g.mask(square)) != 0).isEqualTo(g.row(square) == 0);
            assertThat((g.promotionMask(Color.BLACK) & g.mask(square)) != 0).isEqualTo(g.row(square) == g.size() - 1);
        }
    }
}
