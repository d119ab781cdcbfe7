package org.draughts4j.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.stream.Stream;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.draughts4j.core.perft.Perft;
import org.draughts4j.core.perft.PerftOptions;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Perft as Spark tasks in local mode against the single-machine perft, at small depths. */
class SparkPerftTest {
    private static DraughtsSpark spark;

    @BeforeAll
    static void start() {
        spark = DraughtsSpark.start("local[2]", "SparkPerftTest", true);
    }

    @AfterAll
    static void stop() {
        spark.close();
    }

    /**
     * Every variant's start (half of them counting paths), and positions with kings, captures of
     * several paths, king-move counters and towers, counting both ways. Each Spark job costs a
     * tenth of a second or more, so each case is cut at two depths only.
     */
    static Stream<Arguments> positions() {
        java.util.List<Variant> all = Variant.all();
        Stream<Arguments> starts = java.util.stream.IntStream.range(0, all.size())
                .mapToObj(i -> Arguments.of(all.get(i).name(), null, 4, i % 2 == 0));
        Stream<Arguments> tricky = Stream.of(
                Arguments.of("international", "W:W27,28,32,37,38,42,43,K47:B8,9,13,14,18,19,23,K3", 4, true),
                Arguments.of("russian", "W:WKa1,c3,e3:Bb6,d6,f6,h6,Kg7", 4, true),
                Arguments.of("english", "B:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29", 4, true),
                Arguments.of("frisian", "W:WK28,33,38:BK18,12,7:+0+228", 4, false),
                Arguments.of("bashni", "W:Wc3=bw,e5=wbW:Bd6=wwb", 4, false));
        return Stream.concat(starts, tricky);
    }

    @ParameterizedTest(name = "{0} {1} depth {2} paths {3}")
    @MethodSource("positions")
    void countsEveryDepthAsOneMachineDoesWhateverTheSplit(String variantName, String fen, int depth, boolean paths) {
        Variant variant = Variant.byName(variantName);
        Position root = fen == null ? Position.start(variant) : Position.fromFen(variant, fen);
        long[] expected = Perft.countEachDepth(root, depth, new PerftOptions(paths, 1, 0), null);
        for (int split : new int[] {1, depth - 1}) {
            PerftCounts counts = spark.perft(root, depth, split, paths);
            long[] actual = new long[depth + 1];
            for (int d = 0; d <= depth; d++) {
                actual[d] = counts.leaves(d);
            }
            assertThat(actual).as("%s paths=%s split=%d", variantName, paths, split).containsExactly(expected);
            assertThat(counts.splitDepth()).isEqualTo(split);
        }
    }

    @Test
    void choosesASplitWithSubtreesForEveryTaskSlot() {
        PerftCounts counts = spark.perft(Position.start(Variant.byName("international")), 6, 0, false);
        assertThat(counts.leaves(6)).isEqualTo(Perft.count(Position.start(Variant.byName("international")), 6));
        assertThat(counts.splitDepth()).isBetween(1, 5);
        assertThat(counts.tasks()).isPositive().isLessThanOrEqualTo(counts.subtrees());
    }

    @Test
    void aGameOverAboveTheCutHasNoLeavesBelowIt() {
        // White to move with no piece: the game is over at the root.
        Position over = Position.fromFen(Variant.byName("international"), "W:W:B1,2");
        PerftCounts counts = spark.perft(over, 3, 1, false);
        assertThat(counts.leaves(3)).isZero();
        assertThat(counts.subtrees()).isZero();
    }

    @Test
    void refusesADepthOrSplitOutOfRange() {
        Position start = Position.start(Variant.byName("english"));
        assertThatThrownBy(() -> spark.perft(start, 0, 0, false)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("depth must be 1 to 100000, not 0");
        // A job has no limit to stop it: a depth of 2^31-1 made an array of that size.
        assertThatThrownBy(() -> spark.perft(start, Integer.MAX_VALUE, 0, false)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("depth must be 1 to 100000, not " + Integer.MAX_VALUE);
        assertThatThrownBy(() -> spark.perft(start, 3, 4, false)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("not 4");
    }
}
