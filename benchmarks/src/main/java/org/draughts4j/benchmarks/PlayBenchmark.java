package org.draughts4j.benchmarks;

import java.util.List;
import java.util.concurrent.TimeUnit;
import org.draughts4j.core.Move;
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

/**
 * The immutable API: {@code Position.play(Move)} (which checks legality), {@code legalMoves()}
 * (Move values with their paths), and a move played on a {@link PositionStack} made into a new
 * Position (with its Zobrist hash updated). These allocate by design; the hot path is {@link
 * MoveGenerationBenchmark} and {@link PerftBenchmark}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class PlayBenchmark {

    @Param({"international:middle", "russian:long-capture", "english:middle"})
    public String position;

    private Position start;
    private Move move;
    private PositionStack stack;
    private int index;

    @Setup
    public void setUp() {
        start = Position.fromFen(Variant.byName(BenchmarkPositions.variant(position)), BenchmarkPositions.fen(position));
        List<Move> moves = start.legalMoves();
        move = moves.get(moves.size() / 2);
        stack = PositionStack.of(start.variant());
        stack.setRoot(start);
        index = stack.generate(0) / 2;
    }

    @Benchmark
    public Position playBits() {
        stack.play(0, index);
        return stack.position(1);
    }

    @Benchmark
    public Position playMove() {
        return start.play(move);
    }

    @Benchmark
    public List<Move> legalMoves() {
        return start.legalMoves();
    }
}
