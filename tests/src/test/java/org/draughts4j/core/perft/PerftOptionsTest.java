package org.draughts4j.core.perft;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.stream.Stream;
import org.draughts4j.core.Move;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.draughts4j.tests.TestVariants;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

/** Threads and the transposition table change how perft counts, never what it counts. */
class PerftOptionsTest {

    static Stream<Arguments> positions() {
        return Stream.of(
                Arguments.of(TestVariants.INTERNATIONAL, "W:W31-50:B1-20", 6),
                Arguments.of(TestVariants.INTERNATIONAL, "W:WK4,K46,31,32,40:BK5,K45,7,13,20", 4),
                Arguments.of(TestVariants.ENGLISH, "B:W21-32:B1-12", 9),
                Arguments.of(TestVariants.RUSSIAN, "W:W21-32:B1-12", 8),
                Arguments.of(TestVariants.SPANISH, "W:W1-12:B21-32", 8),
                Arguments.of(TestVariants.BRAZILIAN, "W:WK29,22,23:BK4,K1,10,11", 5),
                // Games end inside the plies that are split over threads.
                Arguments.of(TestVariants.ENGLISH, "W:W27,K28:B23,19", 7),
                Arguments.of(TestVariants.INTERNATIONAL, "W:W28,K44:B22,23,K5", 6),
                // The smallest depth that is split.
                Arguments.of(TestVariants.INTERNATIONAL, "W:W31-50:B1-20", 4),
                // Wide boards, with their own counter: the start, kings, and the first king ending games.
                Arguments.of(TestVariants.CANADIAN, "W:W43-72:B1-30", 5),
                Arguments.of(TestVariants.SRI_LANKAN, "W:WK67,K72,50,55:BK1,K6,20,25", 4),
                Arguments.of(TestVariants.WIDE_BREAKTHROUGH, "W:W16,20,70:B30,86,90", 6),
                Arguments.of(TestVariants.THAI, "B:W25-32:B1-8", 7),
                // The counters of the other kinds: towers, a limit on king moves, Turkish's board.
                Arguments.of(TestVariants.TOWERS, "W:W21-32:B1-12", 7),
                Arguments.of(TestVariants.FRISIAN, "W:WK46,K47,31,32,33:BK5,K4,18,19,20", 5),
                Arguments.of(TestVariants.TURKISH, "W:Wa2,b2,c2,d2,e3,f3,g2,h2:Ba7,b7,c7,d6,e6,f7,g7,h7", 5));
    }

    @ParameterizedTest
    @MethodSource("positions")
    void oneWalkCountsEveryDepth(Variant variant, String fen, int depth) {
        Position position = Position.fromFen(variant, fen);
        for (boolean paths : new boolean[] {false, true}) {
            PerftOptions plain = PerftOptions.DEFAULT.withPaths(paths).withThreads(1);
            long[] expected = new long[depth + 1];
            for (int d = 0; d <= depth; d++) {
                expected[d] = Perft.count(position, d, plain);
            }
            assertThat(Perft.countEachDepth(position, depth, plain, null)).containsExactly(expected);
            // Split over threads, the plies above the subtrees are counted as they are expanded.
            assertThat(Perft.countEachDepth(position, depth, plain.withThreads(2), null)).containsExactly(expected);
            assertThat(Perft.countEachDepth(position, depth, plain.withThreads(3), null)).containsExactly(expected);
            assertThat(Perft.countEachDepth(position, depth, plain.withHash(2).withThreads(2), null))
                    .containsExactly(expected);
        }
    }

    @ParameterizedTest
    @MethodSource("positions")
    void threadsAndHashGiveThePlainCounts(Variant variant, String fen, int depth) {
        Position position = Position.fromFen(variant, fen);
        for (boolean paths : new boolean[] {false, true}) {
            PerftOptions plain = PerftOptions.DEFAULT.withPaths(paths);
            long expected = Perft.count(position, depth, plain);
            assertThat(Perft.count(position, depth, plain.withThreads(2))).isEqualTo(expected);
            assertThat(Perft.count(position, depth, plain.withThreads(3))).isEqualTo(expected);
            assertThat(Perft.count(position, depth, plain.withHash(4))).isEqualTo(expected);
            assertThat(Perft.count(position, depth, plain.withHash(1).withThreads(2))).isEqualTo(expected);
            long divided = Perft.divide(position, depth, plain.withHash(2).withThreads(2)).stream()
                    .mapToLong(Perft.Entry::nodes).sum();
            assertThat(divided).isEqualTo(expected);
        }
    }

    @Test
    void optionsAreValidated() {
        assertThatThrownBy(() -> PerftOptions.DEFAULT.withThreads(0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("thread");
        assertThatThrownBy(() -> PerftOptions.DEFAULT.withHash(-1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("hash");
        assertThatThrownBy(() -> Perft.count(Position.fromFen(TestVariants.ENGLISH, "B:W21-32:B1-12"), -1))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
