package org.draughts4j.benchmarks;

import java.util.concurrent.TimeUnit;
import org.draughts4j.core.Color;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.draughts4j.core.movegen.KingLimitPerftCounter;
import org.draughts4j.core.movegen.KingMoves;
import org.draughts4j.core.movegen.MoveGenerator;
import org.draughts4j.core.movegen.MoveList;
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
 * Frisian draughts (captures in eight directions, the value rule, the limit on moves of one king):
 * one call of the generator, the last-ply count, and bulk perft (the start to depth 7 is 540,126
 * nodes; divide by the time for nodes per second).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class FrisianBenchmark {

    @Param({"frisian:start", "frisian:middle", "frisian:kings", "frisian:value-capture"})
    public String position;

    private long white;
    private long black;
    private long kings;
    private long blockedKing;
    private int kingMoves;
    private boolean whiteToMove;
    private MoveGenerator generator;
    private KingLimitPerftCounter counter;
    private final MoveList list = new MoveList();

    @Setup
    public void setUp() {
        Position p = Position.fromFen(Variant.byName(BenchmarkPositions.variant(position)),
                BenchmarkPositions.fen(position));
        white = p.white();
        black = p.black();
        kings = p.kings();
        whiteToMove = p.sideToMove() == Color.WHITE;
        for (Color color : Color.values()) {
            int count = p.kingMoveCount(color);
            if (count > 0) {
                kingMoves = KingMoves.with(kingMoves, color == Color.WHITE, count,
                        p.variant().geometry().bit(p.kingMoveSquare(color)));
            }
        }
        long own = whiteToMove ? white : black;
        blockedKing = KingMoves.blockedKing(kingMoves, whiteToMove, own, kings, p.variant().traits().kingMoveLimit());
        generator = new MoveGenerator(p.variant().traits());
        counter = new KingLimitPerftCounter(p.variant().traits(), false, null);
    }

    /** All legal moves, duplicates removed. */
    @Benchmark
    public int generate() {
        return generator.generateWithBlockedKing(white, black, kings, blockedKing, whiteToMove, list, false);
    }

    /** The number of legal moves, as the last ply of perft counts them. */
    @Benchmark
    public int count() {
        return generator.countWithBlockedKing(white, black, kings, blockedKing, whiteToMove, list, false);
    }

    /** Bulk perft: depth 7 from the start, 5 elsewhere. */
    @Benchmark
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public long perft() {
        return counter.count(white, black, kings, kingMoves, whiteToMove, position.endsWith("start") ? 7 : 5);
    }
}
