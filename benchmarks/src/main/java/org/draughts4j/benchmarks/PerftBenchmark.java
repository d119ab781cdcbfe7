package org.draughts4j.benchmarks;

import java.util.concurrent.TimeUnit;
import org.draughts4j.core.Position;
import org.draughts4j.core.PositionStack;
import org.draughts4j.core.Variant;
import org.draughts4j.core.perft.Perft;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Perft from the start positions, single thread: with bulk counting at the last ply (the library's
 * perft) and without it (every leaf is played, as an engine's search would). Divide the node count
 * in the results' "nodes" column by the time for nodes per second.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class PerftBenchmark {

    @Param({"international:start:7", "english:start:9", "russian:start:8", "international:kings:5",
        "italian:start:9", "thai:start:7"})
    public String tree;

    private Position start;
    private int depth;
    private PositionStack stack;

    @Setup
    public void setUp() {
        int split = tree.lastIndexOf(':');
        String key = tree.substring(0, split);
        depth = Integer.parseInt(tree.substring(split + 1));
        start = Position.fromFen(Variant.byName(BenchmarkPositions.variant(key)), BenchmarkPositions.fen(key));
        stack = PositionStack.of(start.variant(), false, false);
        stack.setRoot(start);
        stack.reserve(depth);
    }

    /** The library's perft: the last one to three plies counted in bulk, not played. */
    @Benchmark
    public long bulk() {
        return Perft.count(start, depth);
    }

    /** Every leaf generated and played on the fast contract: the speed an engine's search sees. */
    @Benchmark
    public long full() {
        return full(0, depth);
    }

    private long full(int ply, int d) {
        if (d == 0) {
            return 1;
        }
        int n = stack.generate(ply);
        long total = 0;
        for (int i = 0; i < n; i++) {
            stack.play(ply, i);
            total += full(ply + 1, d - 1);
        }
        return total;
    }
}
