package org.draughts4j.benchmarks;

import java.util.concurrent.TimeUnit;
import org.draughts4j.core.Color;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.draughts4j.core.movegen.MoveList;
import org.draughts4j.core.movegen.WideMoveGenerator;
import org.draughts4j.core.movegen.WidePerftCounter;
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

    private long[] words;
    private boolean whiteToMove;
    private WideMoveGenerator generator;
    private WidePerftCounter counter;
    private final MoveList list = new MoveList();
    private static final int DEPTH = 6;

    @Setup
    public void setUp() {
        Position p = Position.fromFen(Variant.byName(BenchmarkPositions.variant(position)),
                BenchmarkPositions.fen(position));
        words = new long[] {p.white(), p.whiteHigh(), p.black(), p.blackHigh(), p.kings(), p.kingsHigh()};
        whiteToMove = p.sideToMove() == Color.WHITE;
        generator = new WideMoveGenerator(p.variant().traits());
        counter = new WidePerftCounter(p.variant().traits(), false, null);
    }

    /** All legal moves, duplicates removed. */
    @Benchmark
    public int generate() {
        return generator.generate(words[0], words[1], words[2], words[3], words[4], words[5], whiteToMove, list, false);
    }

    /** The number of legal moves, as the last ply of perft counts them. */
    @Benchmark
    public int count() {
        return generator.count(words[0], words[1], words[2], words[3], words[4], words[5], whiteToMove, list, false);
    }

    /** Bulk perft to depth 6. */
    @Benchmark
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public long perft() {
        return counter.count(words, whiteToMove, DEPTH);
    }
}
