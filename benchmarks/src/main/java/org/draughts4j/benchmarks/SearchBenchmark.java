package org.draughts4j.benchmarks;

import java.util.concurrent.TimeUnit;
import org.draughts4j.search.Bench;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The built-in engine's search, one thread, to the fixed depth of {@code draughts bench}'s position
 * of each family of variants: the {@code nodes} counter is nodes per second, and {@code -prof gc}'s
 * {@code gc.alloc.rate.norm} (bytes per search of tens or hundreds of thousands of nodes) shows that
 * nothing is allocated per node. A position is named by its index in {@link Bench#POSITIONS}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class SearchBenchmark {

    /** Indices into {@link Bench#POSITIONS}: International, Russian, English, Canadian, Frisian, Turkish, column draughts, Antidraughts, Breakthrough. */
    @Param({"0", "3", "5", "8", "9", "10", "11", "12", "13"})
    public int position;

    /**
     * The engine's option {@code patterns}: {@code default} for the engine's own choice, {@code on}
     * or {@code off} (e.g. {@code -p patterns=on,off} to compare the pattern evaluation's speed).
     */
    @Param({"default"})
    public String patterns;

    private Bench.Search search;

    /** Nodes searched, reported by JMH as a rate: nodes per second. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Nodes {
        /** Nodes in the iteration so far. */
        public long nodes;

        /** Starts each iteration from zero. */
        @Setup(Level.Iteration)
        public void clear() {
            nodes = 0;
        }
    }

    @Setup
    public void setUp() {
        search = new Bench.Search(Bench.POSITIONS.get(position), patterns.equals("default") ? "" : patterns);
    }

    /** One search to the position's depth. */
    @Benchmark
    public long search(Nodes counter) {
        long nodes = search.run();
        counter.nodes += nodes;
        return nodes;
    }
}
