package org.draughts4j.benchmarks;

import java.util.concurrent.TimeUnit;
import org.draughts4j.core.pdn.PdnFile;
import org.draughts4j.core.pdn.PdnReader;
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
 * The PDN reader on every input shape that once took quadratic time or overflowed the stack, at
 * three sizes (1x, 10x, 100x a base size): the time per read should grow tenfold per step, not a
 * hundredfold. The shapes: ordinary games, a capture token of many jumps, stray braces inside
 * comments, a long run of annotations, moves glued without spaces, deeply nested variations and
 * parenthesised commentary, and CR-only line endings with line comments.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 3, time = 1)
@Fork(1)
public class PdnReaderBenchmark {

    private static final String GAME = "[Event \"e\"]\n[White \"w\"]\n[Black \"b\"]\n"
            + "1. 32-28 19-23 2. 28x19 14x23 {a comment} 3. 37-32 (3. 33-29 23x34) 3... 10-14 *\n\n";

    @Param({"games", "long-move", "stray-braces", "annotations", "glued-moves", "nested-variations",
            "nested-commentary", "cr-only"})
    public String shape;

    @Param({"1", "10", "100"})
    public int size;

    private String text;

    @Setup
    public void setUp() {
        int n = 1_000 * size;
        switch (shape) {
            case "games":
                text = GAME.repeat(n / 10);
                break;
            case "long-move":
                text = "[Event \"e\"]\n1. 46" + "x37x46".repeat(n) + " *\n";
                break;
            case "stray-braces":
                text = "[Event \"e\"]\n" + "1. 32-28 {a { b} ".repeat(n) + "*\n";
                break;
            case "annotations":
                text = "[Event \"e\"]\n1. 32-28 " + "!".repeat(10 * n) + " *\n";
                break;
            case "glued-moves":
                text = "[Event \"e\"]\n1." + "32-28".repeat(n) + " *\n";
                break;
            case "nested-variations":
                text = "[Event \"e\"]\n1. 32-28 " + "( 33-29 ".repeat(n) + ")".repeat(n) + " *\n";
                break;
            case "nested-commentary":
                text = "[Event \"e\"]\n1. 32-28 " + "(see ".repeat(n) + ")".repeat(n) + " *\n";
                break;
            case "cr-only":
                text = "[Event \"e\"]\r% escape\r1. 32-28 ; comment\r19-23 *\r\r".repeat(n / 10);
                break;
            default:
                throw new IllegalArgumentException("unknown shape " + shape);
        }
    }

    /** Reads the whole text into games. */
    @Benchmark
    public PdnFile read() {
        return PdnReader.read(text, "benchmark.pdn");
    }
}
