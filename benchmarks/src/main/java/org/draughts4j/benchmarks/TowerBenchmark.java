package org.draughts4j.benchmarks;

import java.util.concurrent.TimeUnit;
import org.draughts4j.core.Color;
import org.draughts4j.core.Piece;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.draughts4j.core.movegen.MoveGenerator;
import org.draughts4j.core.movegen.MoveList;
import org.draughts4j.core.movegen.TowerPerftCounter;
import org.draughts4j.core.movegen.Towers;
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

    private long white;
    private long black;
    private long kings;
    private long singles;
    private long[] towers;
    private boolean whiteToMove;
    private MoveGenerator generator;
    private TowerPerftCounter counter;
    private final MoveList list = new MoveList();

    @Setup
    public void setUp() {
        Position p = Position.fromFen(Variant.byName(BenchmarkPositions.variant(position)),
                BenchmarkPositions.fen(position));
        white = p.white();
        black = p.black();
        kings = p.kings();
        whiteToMove = p.sideToMove() == Color.WHITE;
        towers = new long[64];
        for (int square = 1; square <= p.variant().geometry().squareCount(); square++) {
            long code = 0;
            for (Piece piece : p.tower(square)) {
                code = Towers.pushTop(code, piece.color() == Color.WHITE, piece.isKing());
            }
            towers[p.variant().geometry().bit(square)] = code;
        }
        singles = Towers.singles(towers);
        generator = new MoveGenerator(p.variant().traits());
        counter = new TowerPerftCounter(p.variant().traits(), false, null);
    }

    /** All legal moves, each once. */
    @Benchmark
    public int generate() {
        return generator.generate(white, black, kings, singles, whiteToMove, list, false);
    }

    /** The number of legal moves, as the last ply of perft counts them. */
    @Benchmark
    public int count() {
        return generator.count(white, black, kings, singles, whiteToMove, list, false);
    }

    /** Bulk perft: depth 8 from the start, 5 elsewhere. */
    @Benchmark
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public long perft() {
        return counter.count(white, black, kings, towers, whiteToMove, position.endsWith("start") ? 8 : 5);
    }
}
