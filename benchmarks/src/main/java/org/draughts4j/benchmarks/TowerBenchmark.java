package org.draughts4j.benchmarks;

import java.util.concurrent.TimeUnit;
import org.draughts4j.core.Position;
import org.draughts4j.core.PositionStack;
import org.draughts4j.core.perft.Perft;
import org.draughts4j.core.Variant;
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
 * Column draughts (towers): one call of the generator on tower positions, the last-ply count, and
 * bulk perft (divide the tree's node count by the time for nodes per second: the start to depth 8
 * is 925,939 nodes).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class TowerBenchmark {

    @Param({"bashni:start", "bashni:towers", "bashni:tower-capture"})
    public String position;

    private Position start;
    private PositionStack stack;

    @Setup
    public void setUp() {
        start = Position.fromFen(Variant.byName(BenchmarkPositions.variant(position)),
                BenchmarkPositions.fen(position));
        stack = PositionStack.of(start.variant(), false, false);
        stack.setRoot(start);
    }

    /** All legal moves, each once. */
    @Benchmark
    public int generate() {
        return stack.generate(0);
    }

    /** The number of legal moves, as the last ply of perft counts them. */
    @Benchmark
    public int count() {
        return stack.count(0);
    }

    /** Bulk perft: depth 8 from the start, 5 elsewhere. */
    @Benchmark
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public long perft() {
        return Perft.count(start, position.endsWith("start") ? 8 : 5);
    }
}
