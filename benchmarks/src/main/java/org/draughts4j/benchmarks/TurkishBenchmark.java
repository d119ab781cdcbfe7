package org.draughts4j.benchmarks;

import java.util.concurrent.TimeUnit;
import org.draughts4j.core.Color;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.draughts4j.core.movegen.MoveList;
import org.draughts4j.core.movegen.OrthogonalMoveGenerator;
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
 * Turkish draughts (the all-squares board, moves along rows and columns): one call of the
 * generator, the last-ply count, and bulk perft (the start to depth 6 is 931,312 nodes; divide
 * by the time for nodes per second).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class TurkishBenchmark {

    @Param({"turkish:start", "turkish:middle", "turkish:kings", "turkish:long-capture"})
    public String position;

    private long white;
    private long black;
    private long kings;
    private long[] words;
    private boolean whiteToMove;
    private OrthogonalMoveGenerator generator;
    private WidePerftCounter counter;
    private final MoveList list = new MoveList();

    @Setup
    public void setUp() {
        Position p = Position.fromFen(Variant.byName(BenchmarkPositions.variant(position)),
                BenchmarkPositions.fen(position));
        white = p.white();
        black = p.black();
        kings = p.kings();
        words = new long[] {white, 0, black, 0, kings, 0};
        whiteToMove = p.sideToMove() == Color.WHITE;
        generator = new OrthogonalMoveGenerator(p.variant().traits());
        counter = new WidePerftCounter(p.variant().traits(), false, null);
    }

    /** All legal moves, each once. */
    @Benchmark
    public int generate() {
        return generator.generate(white, 0, black, 0, kings, 0, whiteToMove, list, false);
    }

    /** The number of legal moves, as the last ply of perft counts them. */
    @Benchmark
    public int count() {
        return generator.count(white, 0, black, 0, kings, 0, whiteToMove, list, false);
    }

    /** Bulk perft: depth 6 from the start, 5 elsewhere. */
    @Benchmark
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public long perft() {
        return counter.count(words, whiteToMove, position.endsWith("start") ? 6 : 5);
    }
}
