package org.draughts4j.core.perft;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Collectors;
import org.draughts4j.core.Position;
import org.draughts4j.core.PositionStack;
import org.draughts4j.core.Variant;
import org.draughts4j.core.perft.PerftCancelledException.Reason;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Perft stops when its caller is interrupted or a limit is reached, leaves no thread behind, and
 * takes memory for the plies it reaches, not for the depth it is asked for.
 */
class PerftLimitsTest {
    private static final Position START = Position.fromFen(Boards.INTERNATIONAL, "W:W31-50:B1-20");
    /** Far deeper than any perft can finish: only a limit or an interrupt ends it. */
    private static final int ENDLESS = 40;
    /** A depth whose per-ply arrays alone, made up front, would not fit in any heap. */
    private static final int HUGE = 1_000_000_000;

    private static List<Thread> perftThreads() {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.getName().startsWith(Perft.WORKER_NAME))
                .collect(Collectors.toList());
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2})
    void anInterruptStopsTheRunAndItsThreads(int threads) throws InterruptedException {
        AtomicReference<Throwable> thrown = new AtomicReference<>();
        AtomicReference<Boolean> stillInterrupted = new AtomicReference<>();
        CountDownLatch started = new CountDownLatch(1);
        Thread caller = new Thread(() -> {
            started.countDown();
            try {
                Perft.count(START, ENDLESS, PerftOptions.DEFAULT.withThreads(threads));
            } catch (Throwable e) {
                thrown.set(e);
            }
            stillInterrupted.set(Thread.currentThread().isInterrupted());
        }, "perft-caller");
        caller.start();
        started.await();
        Thread.sleep(300);
        assertThat(caller.isAlive()).isTrue();
        long interruptedAt = System.nanoTime();
        caller.interrupt();
        caller.join(TimeUnit.SECONDS.toMillis(30));
        long stoppedAfter = System.nanoTime() - interruptedAt;

        assertThat(caller.isAlive()).as("the interrupted caller returned").isFalse();
        // A bound for a hung run, far above the milliseconds it takes, not a measure of speed.
        assertThat(Duration.ofNanos(stoppedAfter)).isLessThan(Duration.ofSeconds(10));
        assertThat(thrown.get()).isInstanceOf(PerftCancelledException.class);
        PerftCancelledException cancelled = (PerftCancelledException) thrown.get();
        assertThat(cancelled.reason()).isEqualTo(Reason.INTERRUPTED);
        assertThat(cancelled.nodes()).isPositive();
        assertThat(stillInterrupted.get()).as("the interrupt status is kept for the caller's callers").isTrue();
        assertThat(perftThreads()).isEmpty();
    }

    /**
     * The first worker counts alone while the JIT warms up (Perft.WARM_UP_NODES); the others must
     * still join it: a run of many times that many nodes has two workers counting at once.
     */
    @Test
    void theSecondWorkerJoinsTheFirstAfterTheWarmUp() throws InterruptedException {
        long limit = 20 * Perft.WARM_UP_NODES;
        AtomicReference<Throwable> thrown = new AtomicReference<>();
        Thread caller = new Thread(() -> {
            try {
                Perft.count(START, ENDLESS, PerftOptions.DEFAULT.withThreads(2).withMaxNodes(limit));
            } catch (Throwable e) {
                thrown.set(e);
            }
        }, "perft-caller");
        caller.start();
        int mostAtOnce = 0;
        while (caller.isAlive()) {
            mostAtOnce = Math.max(mostAtOnce, (int) perftThreads().stream().filter(Thread::isAlive).count());
            Thread.sleep(1);
        }
        assertThat(thrown.get()).isInstanceOf(PerftCancelledException.class);
        assertThat(((PerftCancelledException) thrown.get()).reason()).isEqualTo(Reason.NODE_LIMIT);
        assertThat(mostAtOnce).as("workers counting at once").isEqualTo(2);
        assertThat(perftThreads()).isEmpty();
    }

    /** A count that reaches the warm-up's nodes on several threads marks its kind of counter warm. */
    @Test
    void aCountPastTheWarmUpMarksItsKindOfCounterWarm() {
        catchThrowableOfType(() -> Perft.count(START, ENDLESS,
                PerftOptions.DEFAULT.withThreads(2).withMaxNodes(2 * Perft.WARM_UP_NODES)),
                PerftCancelledException.class);
        assertThat(Perft.warmedUp(START.variant())).isTrue();
    }

    /**
     * The nodes a run reports are the positions it expanded and the leaves it counted. With a table,
     * a hit skips its subtree, but the leaves counted below the misses still count: without them,
     * the nodes would be the few thousand positions above the leaves. Where a limit is in nodes,
     * that is what makes it the same limit with a table or without.
     */
    @ParameterizedTest
    @ValueSource(strings = {"international", "frisian"})
    void aCountWithATableReportsTheLeavesItCounted(String variant) {
        Position start = variant.equals("frisian") ? Position.start(Boards.FRISIAN) : START;
        PerftProgress withTable = new PerftProgress();
        PerftProgress without = new PerftProgress();
        long leaves = Perft.count(start, 5, PerftOptions.DEFAULT.withHash(1), withTable);
        assertThat(Perft.count(start, 5, PerftOptions.DEFAULT, without)).isEqualTo(leaves);
        long aboveTheLeaves = without.nodes() - leaves;
        assertThat(withTable.nodes()).isGreaterThan(10 * aboveTheLeaves).isLessThanOrEqualTo(without.nodes());
    }

    @Test
    void anInterruptBeforeTheRunStopsItAtOnce() {
        Thread.currentThread().interrupt();
        try {
            PerftCancelledException e = catchThrowableOfType(
                    () -> Perft.count(START, ENDLESS, PerftOptions.DEFAULT), PerftCancelledException.class);
            assertThat(e.reason()).isEqualTo(Reason.INTERRUPTED);
            assertThat(Thread.currentThread().isInterrupted()).isTrue();
        } finally {
            Thread.interrupted();
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2})
    void aNodeLimitStopsADeepRun(int threads) {
        long limit = 2_000_000;
        PerftCancelledException e = catchThrowableOfType(
                () -> Perft.count(START, ENDLESS, PerftOptions.DEFAULT.withThreads(threads).withMaxNodes(limit)),
                PerftCancelledException.class);
        assertThat(e.reason()).isEqualTo(Reason.NODE_LIMIT);
        // Checked every CHECK_INTERVAL nodes a thread, and a last ply's leaves are added at once.
        assertThat(e.nodes()).isGreaterThan(limit).isLessThan(limit + threads * 2L * PerftBudget.CHECK_INTERVAL);
        assertThat(e.getMessage()).contains("node limit");
        assertThat(perftThreads()).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2})
    void aTimeLimitStopsADeepRun(int threads) {
        long start = System.nanoTime();
        PerftCancelledException e = catchThrowableOfType(() -> Perft.count(START, ENDLESS,
                PerftOptions.DEFAULT.withThreads(threads).withTimeLimit(Duration.ofMillis(200))),
                PerftCancelledException.class);
        Duration took = Duration.ofNanos(System.nanoTime() - start);
        assertThat(e.reason()).isEqualTo(Reason.TIME_LIMIT);
        assertThat(took).isGreaterThanOrEqualTo(Duration.ofMillis(200)).isLessThan(Duration.ofSeconds(20));
        assertThat(perftThreads()).isEmpty();
    }

    @Test
    void aRunWithinItsLimitsCountsAsWithout() {
        PerftOptions limited = PerftOptions.DEFAULT.withMaxNodes(1_000_000).withTimeLimit(Duration.ofHours(1));
        assertThat(Perft.count(START, 5, limited)).isEqualTo(27_117);
        assertThat(Perft.count(START, 5, limited.withThreads(2).withHash(1))).isEqualTo(27_117);
    }

    @Test
    void anInterruptedDivideKeepsTheRootMovesItFinished() {
        List<Perft.Entry> all = Perft.divide(START, 6, PerftOptions.DEFAULT);
        long firstTwo = all.get(0).nodes() + all.get(1).nodes();
        PerftCancelledException e = catchThrowableOfType(
                () -> Perft.divide(START, 6, PerftOptions.DEFAULT.withMaxNodes(firstTwo + 1000)),
                PerftCancelledException.class);
        assertThat(e.reason()).isEqualTo(Reason.NODE_LIMIT);
        // The nodes include the positions above the leaves, so the second root move may or may not fit.
        assertThat(e.divided()).hasSizeBetween(1, 2).isEqualTo(all.subList(0, e.divided().size()));
    }

    @Test
    void limitsAreValidated() {
        // A million threads would have the walk split the tree into some 16 million positions first: refused.
        assertThatThrownBy(() -> PerftOptions.DEFAULT.withThreads(1_000_000)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("1 to 1024 threads");
        assertThat(PerftOptions.DEFAULT.withThreads(PerftOptions.MAX_THREADS).threads()).isEqualTo(1_024);
        assertThatThrownBy(() -> PerftOptions.DEFAULT.withMaxNodes(0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("node limit");
        assertThatThrownBy(() -> PerftOptions.DEFAULT.withTimeLimit(Duration.ZERO))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("time limit");
        assertThat(PerftOptions.DEFAULT.withTimeLimit(Duration.ofSeconds(Long.MAX_VALUE)).timeLimit()).isNotNull();
        assertThat(new PerftOptions(true, 2, 1)).isEqualTo(PerftOptions.PATHS.withThreads(2).withHash(1));
        assertThat(PerftOptions.DEFAULT.maxNodes()).isEqualTo(Long.MAX_VALUE);
        assertThat(PerftOptions.DEFAULT.timeLimit()).isNull();
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2})
    void aHugeDepthOfAFinishedGameCostsNothing(int threads) {
        // White, to move, has no piece.
        Position blocked = Position.fromFen(Boards.INTERNATIONAL, "W:W:B1");
        assertThat(Perft.count(blocked, HUGE, PerftOptions.DEFAULT.withThreads(threads))).isZero();
        assertThat(Perft.divide(blocked, HUGE, PerftOptions.DEFAULT.withThreads(threads).withHash(1))).isEmpty();
        // White takes Black's last man: the game ends after one ply, however deep the count.
        Position onePly = Position.fromFen(Boards.INTERNATIONAL, "W:W27:B22");
        assertThat(Perft.count(onePly, 1)).isEqualTo(1);
        assertThat(Perft.count(onePly, HUGE, PerftOptions.DEFAULT.withThreads(threads))).isZero();
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2})
    void aCountOfEachDepthHasABoundAndStopsAtItsLimits(int threads) {
        Position blocked = Position.fromFen(Boards.INTERNATIONAL, "W:W:B1");
        PerftOptions options = PerftOptions.DEFAULT.withThreads(threads);
        assertThatThrownBy(() -> Perft.countEachDepth(blocked, Perft.MAX_EACH_DEPTH + 1, options, null))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("100000");
        long[] counts = Perft.countEachDepth(blocked, Perft.MAX_EACH_DEPTH, options, null);
        assertThat(counts).hasSize(Perft.MAX_EACH_DEPTH + 1).startsWith(1, 0, 0);
        assertThat(Arrays.stream(counts).sum()).isEqualTo(1);
        Position kings = Position.fromFen(Boards.INTERNATIONAL, "W:WK46,K50:BK1,K5");
        PerftCancelledException e = catchThrowableOfType(
                () -> Perft.countEachDepth(kings, 60, options.withMaxNodes(5_000), null), PerftCancelledException.class);
        assertThat(e.reason()).isEqualTo(Reason.NODE_LIMIT);
        assertThat(perftThreads()).isEmpty();
    }

    @Test
    void aWalkWithATableRefusesToCountEachDepth() {
        Position start = Position.fromFen(Boards.INTERNATIONAL, "W:W31-50:B1-20");
        PerftWalk walk = new PerftWalk(PositionStack.of(Boards.INTERNATIONAL, false, true),
                new PerftTable(1), null);
        assertThatThrownBy(() -> walk.countEachDepth(start, 5))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("table");
    }

    @Test
    void aWalkWithATableNeedsAStackThatKeepsHashes() {
        assertThatThrownBy(() -> new PerftWalk(PositionStack.of(Boards.INTERNATIONAL, false, false),
                new PerftTable(1), null)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("hashes");
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2})
    void aHugeDepthOfAFewKingsStopsAtTheNodeLimit(int threads) {
        // Kings move for ever: the walk goes straight down, a ply a node, until the limit stops it.
        Position kings = Position.fromFen(Boards.INTERNATIONAL, "W:WK46,K50:BK1,K5");
        PerftCancelledException e = catchThrowableOfType(
                () -> Perft.count(kings, HUGE, PerftOptions.DEFAULT.withThreads(threads).withMaxNodes(5_000)),
                PerftCancelledException.class);
        assertThat(e.reason()).isEqualTo(Reason.NODE_LIMIT);
        assertThat(perftThreads()).isEmpty();
    }

    /** The stacks of every board: one board word, two words, towers, the counts of one king's moves. */
    private static final List<Variant> EVERY_STACK = List.of(Boards.INTERNATIONAL,
            Boards.CANADIAN, Boards.TOWERS, Boards.FRISIAN);

    @Test
    void everyStackMakesThePliesItReachesOnly() {
        // A walk straight on a stack of each board: a finished game at a huge depth.
        for (Variant variant : EVERY_STACK) {
            Position finished = Position.fromFen(variant, "W:W:B1");
            assertThat(new PerftWalk(PositionStack.of(variant, false, false), null, null).count(finished, HUGE))
                    .as(variant.name()).isZero();
        }
    }

    @Test
    void everyStackStopsAtItsBudget() {
        // A small budget: a walk goes on the calling thread's stack, a frame a ply.
        List<String> kings = List.of("W:WK46,K50:BK1,K5", "W:WK67,K72:BK1,K6", "W:WK29,K32:BK1,K4",
                "W:WK46,K50:BK1,K5");
        for (int i = 0; i < EVERY_STACK.size(); i++) {
            Variant variant = EVERY_STACK.get(i);
            Position position = Position.fromFen(variant, kings.get(i));
            PerftWalk walk = new PerftWalk(PositionStack.of(variant, false, false), null, new PerftBudget(500, null));
            assertThatThrownBy(() -> walk.count(position, HUGE)).as(variant.name())
                    .isInstanceOf(PerftCancelledException.class);
        }
    }
}
