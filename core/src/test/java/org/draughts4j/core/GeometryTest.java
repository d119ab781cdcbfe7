package org.draughts4j.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

class GeometryTest {

    static Stream<Geometry> geometries() {
        return Stream.of(Geometry.TEN_BY_TEN, Geometry.EIGHT_BY_EIGHT, Geometry.EIGHT_BY_EIGHT_MIRRORED,
                Geometry.EIGHT_BY_EIGHT_ITALIAN, Geometry.of(6, true, Geometry.Numbering.FROM_TOP_LEFT),
                Geometry.of(6, false, Geometry.Numbering.FROM_BOTTOM_RIGHT),
                Geometry.of(10, false, Geometry.Numbering.FROM_TOP_LEFT));
    }

    /** Every board of the factory, narrow and wide. */
    static Stream<Geometry> allBoards() {
        Stream.Builder<Geometry> boards = Stream.builder();
        for (int size = Geometry.MIN_SIZE; size <= Geometry.MAX_SIZE; size += 2) {
            for (boolean a1 : new boolean[] {true, false}) {
                for (Geometry.Numbering numbering : Geometry.Numbering.values()) {
                    boards.add(Geometry.of(size, a1, numbering));
                }
            }
        }
        return boards.build();
    }

    @Test
    void italianNumberingStartsAtA8LeftToRightTopToBottom() {
        Geometry g = Geometry.EIGHT_BY_EIGHT_ITALIAN;
        assertThat(g.algebraic(1)).isEqualTo("a8");
        assertThat(g.algebraic(4)).isEqualTo("g8");
        assertThat(g.algebraic(5)).isEqualTo("b7");
        assertThat(g.algebraic(32)).isEqualTo("h1");
        assertThat(g.algebraic(29)).isEqualTo("b1");
        assertThat(g.parseAlgebraic("a1")).isZero();
        // The reverse of the Spanish numbering on the same board.
        for (int square = 1; square <= 32; square++) {
            assertThat(g.algebraic(square)).isEqualTo(Geometry.EIGHT_BY_EIGHT_MIRRORED.algebraic(33 - square));
        }
    }

    @Test
    void twelveByTwelveBoardsOfCanadianAndSriLankan() {
        Geometry canadian = Geometry.TWELVE_BY_TWELVE;
        assertThat(canadian.squareCount()).isEqualTo(72);
        assertThat(canadian.algebraic(1)).isEqualTo("b12");
        assertThat(canadian.algebraic(67)).isEqualTo("a1");
        assertThat(canadian.algebraic(72)).isEqualTo("k1");
        assertThat(canadian.isWide()).isTrue();
        assertThat(canadian.layoutBits()).isEqualTo(77);
        assertThat(canadian.rowBits()).isEqualTo(6);
        Geometry sriLankan = Geometry.TWELVE_BY_TWELVE_MIRRORED;
        assertThat(sriLankan.algebraic(1)).isEqualTo("a12");
        assertThat(sriLankan.algebraic(72)).isEqualTo("l1");
        assertThat(Geometry.of(14, true, Geometry.Numbering.FROM_TOP_LEFT).layoutBits()).isEqualTo(104);
        assertThat(Geometry.TEN_BY_TEN.layoutBits()).isEqualTo(54);
        assertThat(Geometry.EIGHT_BY_EIGHT.layoutBits()).isEqualTo(42);
        assertThatThrownBy(() -> canadian.mask(1)).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void theFactoryRefusesOddAndOutOfRangeSizesAndReturnsEqualBoards() {
        for (int size : new int[] {4, 7, 9, 16}) {
            assertThatThrownBy(() -> Geometry.of(size, true, Geometry.Numbering.FROM_TOP_LEFT))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining(size + "x" + size);
        }
        assertThat(Geometry.of(10, true, Geometry.Numbering.FROM_TOP_LEFT)).isSameAs(Geometry.TEN_BY_TEN);
        assertThat(Geometry.of(14, false, Geometry.Numbering.FROM_BOTTOM_RIGHT))
                .isEqualTo(Geometry.of(14, false, Geometry.Numbering.FROM_BOTTOM_RIGHT))
                .isNotEqualTo(Geometry.of(14, true, Geometry.Numbering.FROM_BOTTOM_RIGHT));
        assertThat(Geometry.EIGHT_BY_EIGHT_MIRRORED).hasToString("8x8 (a1 not playable)");
        assertThat(Geometry.EIGHT_BY_EIGHT_ITALIAN).hasToString("8x8 (a1 not playable, numbered from the top left)");
    }

    /** Numbering, rows, columns, corners and the layout agree with each other on every board. */
    @ParameterizedTest
    @MethodSource("allBoards")
    void everyBoardIsConsistent(Geometry g) {
        int size = g.size();
        assertThat(g.squareCount()).isEqualTo(size * size / 2);
        assertThat(g.squareAt(size - 1, 0) != 0).as("a1 playable").isEqualTo(g.isA1Playable());
        java.util.Set<Integer> bits = new java.util.HashSet<>();
        int previousRow = 0;
        for (int square = 1; square <= g.squareCount(); square++) {
            int row = g.row(square);
            int column = g.column(square);
            assertThat((row + column) % 2).as("a dark square").isEqualTo(g.isA1Playable() ? (size - 1) % 2 : size % 2);
            assertThat(g.squareAt(row, column)).isEqualTo(square);
            assertThat(g.parseAlgebraic(g.algebraic(square))).isEqualTo(square);
            assertThat(g.square(g.bit(square))).isEqualTo(square);
            assertThat(bits.add(g.bit(square))).isTrue();
            assertThat(g.bit(square)).isLessThan(g.layoutBits());
            if (g.numbering() == Geometry.Numbering.FROM_TOP_LEFT) {
                assertThat(row).isGreaterThanOrEqualTo(previousRow);
            } else {
                assertThat(row).isLessThanOrEqualTo(square == 1 ? size - 1 : previousRow);
            }
            previousRow = row;
            assertThat(g.isPromotionSquare(square, Color.WHITE)).isEqualTo(row == 0);
            assertThat(g.isPromotionSquare(square, Color.BLACK)).isEqualTo(row == size - 1);
        }
        assertThat(g.isWide()).isEqualTo(size > 10);
        assertThat(Long.bitCount(g.boardMask()) + Long.bitCount(g.boardMaskHigh())).isEqualTo(g.squareCount());
        // Every diagonal step is one shift of the layout, by the board's row bits.
        int rowBits = g.rowBits();
        for (int square = 1; square <= g.squareCount(); square++) {
            for (int dr : new int[] {-1, 1}) {
                for (int dc : new int[] {-1, 1}) {
                    int neighbour = g.squareAt(g.row(square) + dr, g.column(square) + dc);
                    if (neighbour == 0) {
                        continue;
                    }
                    boolean storedLeft = (dc < 0) == g.isA1Playable();
                    int shift = dr < 0 ? (storedLeft ? -(rowBits + 1) : -rowBits) : (storedLeft ? rowBits : rowBits + 1);
                    assertThat(g.bit(neighbour) - g.bit(square)).as("%s square %d step %d,%d", g, square, dr, dc)
                            .isEqualTo(shift);
                }
            }
        }
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
