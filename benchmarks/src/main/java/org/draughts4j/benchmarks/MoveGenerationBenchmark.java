package org.draughts4j.benchmarks;

import java.util.concurrent.TimeUnit;
import org.draughts4j.core.Position;
import org.draughts4j.core.PositionStack;
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

/** Legal move generation on the fixed positions: the time of one call of the fast contract ({@link PositionStack}). */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class MoveGenerationBenchmark {

    @Param({
        "international:start", "international:middle", "international:kings", "international:long-capture",
        "international:equal-captures",
        "brazilian:middle", "russian:long-capture", "russian:kings",
        "english:start", "english:middle", "english:equal-captures",
        "spanish:middle", "spanish:long-capture",
        "italian:start", "italian:middle", "italian:kings-first-capture", "thai:start", "thai:long-capture"
    })
    public String position;

    private PositionStack stack;

    @Setup
    public void setUp() {
        Position p = Position.fromFen(Variant.byName(BenchmarkPositions.variant(position)),
                BenchmarkPositions.fen(position));
        stack = PositionStack.of(p.variant(), false, false);
        stack.setRoot(p);
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
}
