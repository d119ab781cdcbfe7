package org.draughts4j.core.perft;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;
import org.draughts4j.core.Move;
import org.draughts4j.core.Position;
import org.draughts4j.tests.TestVariants;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** What a perft run reports to a {@link PerftProgress} while it counts. */
class PerftProgressTest {
    private static final Position START = Position.fromFen(TestVariants.INTERNATIONAL, "W:W31-50:B1-20");
    private static final Comparator<Move> BY_DESTINATION_DESCENDING =
            Comparator.comparingInt(Move::destination).reversed().thenComparingInt(Move::origin);

    /** Records every root move reported, and the nodes seen when it was. */
    private static final class Recording extends PerftProgress {
        final List<Perft.Entry> entries = new ArrayList<>();
        final List<Long> nodesSeen = new ArrayList<>();

        @Override
        public void rootMoveCounted(Perft.Entry entry) {
            entries.add(entry);
            nodesSeen.add(nodes());
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2})
    void aCountOfEachDepthReportsTheFirstDepthsBeforeTheWalkBelowThem(int threads) {
        List<long[]> told = new ArrayList<>();
        PerftProgress progress = new PerftProgress() {
            @Override
            public void depthCounted(int depth, long leaves) {
                // Reported before the walk below: no leaf of the deepest depth is counted yet.
                told.add(new long[] {depth, leaves, nodes()});
            }
        };
        long[] counts = Perft.countEachDepth(START, 6, PerftOptions.DEFAULT.withThreads(threads), progress);
        assertThat(counts).containsExactly(1, 9, 81, 658, 4265, 27117, 167140);
        // The top of the tree, a few hundred positions a thread, is expanded breadth first: 9, 81, 658.
        assertThat(told).isNotEmpty();
        for (int i = 0; i < told.size(); i++) {
            assertThat(told.get(i)[0]).isEqualTo(i + 1);
            assertThat(told.get(i)[1]).isEqualTo(counts[i + 1]);
            assertThat(told.get(i)[2]).isLessThan(counts[6]);
        }
        assertThat(told.size()).isLessThan(6);
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2})
    void aDivideReportsEachRootMoveAsCountedInTheOrderAsked(int threads) {
        Recording progress = new Recording();
        PerftOptions options = PerftOptions.DEFAULT.withThreads(threads);
        List<Perft.Entry> entries = Perft.divide(START, 5, options, BY_DESTINATION_DESCENDING, progress);
        List<Perft.Entry> plain = Perft.divide(START, 5, options);
        assertThat(entries).containsExactlyInAnyOrderElementsOf(plain);
        assertThat(entries.stream().map(Perft.Entry::move).collect(Collectors.toList()))
                .isSortedAccordingTo(BY_DESTINATION_DESCENDING);
        // Reported as each was counted: the same entries, in the same order, with the nodes growing.
        assertThat(progress.entries).isEqualTo(entries);
        assertThat(progress.nodesSeen).isSorted();
        assertThat(progress.nodesSeen.get(progress.nodesSeen.size() - 1))
                .isGreaterThanOrEqualTo(entries.stream().mapToLong(Perft.Entry::nodes).sum());
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2})
    void countsAddUpOverRuns(int threads) {
        PerftProgress progress = new PerftProgress();
        assertThat(progress.nodes()).isZero();
        long leaves = Perft.count(START, 5, PerftOptions.DEFAULT.withThreads(threads), progress);
        long afterOne = progress.nodes();
        // Every leaf is searched, and the positions above them too (unless bulk counting skips them).
        assertThat(afterOne).isGreaterThanOrEqualTo(leaves);
        Perft.count(START, 4, PerftOptions.DEFAULT.withThreads(threads), progress);
        assertThat(progress.nodes()).isGreaterThanOrEqualTo(afterOne + 4265);
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2})
    void aStoppedDivideKeepsTheRootMovesCountedInTheOrderAsked(int threads) {
        List<Perft.Entry> all = Perft.divide(START, 6, PerftOptions.DEFAULT, BY_DESTINATION_DESCENDING, null);
        long firstTwo = all.get(0).nodes() + all.get(1).nodes();
        Recording progress = new Recording();
        PerftCancelledException e = catchThrowableOfType(() -> Perft.divide(START, 6,
                PerftOptions.DEFAULT.withThreads(threads).withMaxNodes(firstTwo + 1000), BY_DESTINATION_DESCENDING,
                progress), PerftCancelledException.class);
        assertThat(e.divided()).isNotEmpty().isEqualTo(all.subList(0, e.divided().size())).isEqualTo(progress.entries);
    }
}
