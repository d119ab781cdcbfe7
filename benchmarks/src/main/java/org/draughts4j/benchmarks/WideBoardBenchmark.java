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
 * The 12x12 board (Canadian), whose bitboards are two words and whose generator is its own: one
 * call of the generator, the last-ply count, and bulk perft to depth 6 (divide the tree's node count
 * by the time for nodes per second: start 584,100 nodes, middle 3,031,070, kings 4,066,529,
 * long-capture 14,899).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class WideBoardBenchmark {

    @Param({"canadian:start", "canadian:middle", "canadian:kings", "canadian:long-capture"})
    public String position;

    private static final int DEPTH = 6;
    private Position start;
    private PositionStack stack;

    @Setup
    public void setUp() {
        start = Position.fromFen(Variant.byName(BenchmarkPositions.variant(position)),
                BenchmarkPositions.fen(position));
        stack = PositionStack.of(start.variant(), false, false);
        stack.setRoot(start);
    }

    /** All legal moves, duplicates removed. */
    @Benchmark
    public int generate() {
        return stack.generate(0);
    }

    /** The number of legal moves, as the last ply of perft counts them. */
    @Benchmark
    public int count() {
        return stack.count(0);
    }

    /** Bulk perft to depth 6. */
    @Benchmark
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public long perft() {
        return Perft.count(start, DEPTH);
    }
}
