package org.draughts4j.benchmarks;

import java.util.concurrent.TimeUnit;
import org.draughts4j.core.Color;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.draughts4j.core.movegen.MoveBits;
import org.draughts4j.core.movegen.MoveGenerator;
import org.draughts4j.core.movegen.MoveList;
import org.draughts4j.core.movegen.PerftCounter;
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

    private long white;
    private long black;
    private long kings;
    private boolean whiteToMove;
    private int depth;
    private PerftCounter bulk;
    private MoveGenerator generator;
    private MoveList[] lists;

    @Setup
    public void setUp() {
        int split = tree.lastIndexOf(':');
        String key = tree.substring(0, split);
        depth = Integer.parseInt(tree.substring(split + 1));
        Position p = Position.fromFen(Variant.byName(BenchmarkPositions.variant(key)), BenchmarkPositions.fen(key));
        white = p.white();
        black = p.black();
        kings = p.kings();
        whiteToMove = p.sideToMove() == Color.WHITE;
        bulk = new PerftCounter(p.variant().traits(), false);
        generator = new MoveGenerator(p.variant().traits());
        lists = new MoveList[depth + 1];
        for (int i = 0; i <= depth; i++) {
            lists[i] = new MoveList();
        }
    }

    /** The library's perft: the last ply counted, not played. */
    @Benchmark
    public long bulk() {
        return bulk.count(white, black, kings, whiteToMove, depth);
    }

    /** Every leaf generated and played: the speed an engine's search sees. */
    @Benchmark
    public long full() {
        return full(white, black, kings, whiteToMove, depth);
    }

    private long full(long w, long b, long k, boolean whiteMoves, int d) {
        if (d == 0) {
            return 1;
        }
        MoveList list = lists[d];
        int n = generator.generate(w, b, k, whiteMoves, list, false);
        long own = whiteMoves ? w : b;
        long opponent = whiteMoves ? b : w;
        long total = 0;
        for (int i = 0; i < n; i++) {
            long move = list.get(i);
            long from = MoveBits.origin(move, own);
            long to = MoveBits.destination(move);
            long captured = MoveBits.captured(move, opponent);
            long newOwn = (own & ~from) | to;
            long newOpponent = opponent & ~captured;
            long newKings = k & ~captured;
            if ((k & from) != 0) {
                newKings = (newKings & ~from) | to;
            } else if (MoveBits.isPromotion(move)) {
                newKings |= to;
            }
            total += whiteMoves
                    ? full(newOwn, newOpponent, newKings, false, d - 1)
                    : full(newOpponent, newOwn, newKings, true, d - 1);
        }
        return total;
    }
}
