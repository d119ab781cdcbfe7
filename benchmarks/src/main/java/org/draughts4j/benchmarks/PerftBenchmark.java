package org.draughts4j.benchmarks;

import java.util.concurrent.TimeUnit;
import org.draughts4j.core.Color;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variants;
import org.draughts4j.core.engine.MoveGenerator;
import org.draughts4j.core.engine.MoveList;
import org.draughts4j.core.engine.PerftCounter;
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
 * Smoke benchmarks of the hot path: legal move generation in a few International positions and
 * bulk-counting perft from the start position. Run with {@code java -jar benchmarks/target/benchmarks.jar}
 * (add {@code -prof gc} to see the bytes allocated per operation).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class PerftBenchmark {

    @Param({
        "W:W31-50:B1-20",
        "W:W25,27,28,30,32,33,34,35,37,38:B12,13,14,16,18,19,21,23,24,26",
        "W:WK4:B13,20,32,37",
        "W:WK2:B7,8,17,18"
    })
    public String fen;

    private long white;
    private long black;
    private long kings;
    private boolean whiteToMove;
    private MoveGenerator generator;
    private MoveList list;
    private PerftCounter counter;

    @Setup
    public void setUp() {
        Position position = Position.fromFen(Variants.byName("international"), fen);
        white = position.white();
        black = position.black();
        kings = position.kings();
        whiteToMove = position.sideToMove() == Color.WHITE;
        generator = new MoveGenerator(position.rules().traits());
        list = new MoveList();
        counter = new PerftCounter(position.rules().traits(), false);
    }

    /** One call of the generator: ns per position. */
    @Benchmark
    public int generateMoves() {
        return generator.generate(white, black, kings, whiteToMove, list, false);
    }

    /** Perft to depth 4 with bulk counting at the last ply. */
    @Benchmark
    @OutputTimeUnit(TimeUnit.MICROSECONDS)
    public long perft4() {
        return counter.count(white, black, kings, whiteToMove, 4);
    }
}
