package org.draughts4j.search;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import org.draughts4j.core.Game;
import org.draughts4j.core.Notation;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;

/**
 * The benchmark of the built-in engine ({@code draughts bench}): a search to a fixed depth of a fixed
 * set of positions, one or two of each family of variants (10x10, 8x8 with flying and with short
 * kings, 12x12, the reversed and first-king goals, Frisian's orthogonal captures, Turkish, towers),
 * as the engine searches them with one thread and a fresh table: the same node count on every run
 * and every machine, and a speed to compare, timed on the CPU clock of the searching thread (the
 * wall clock where the JVM has none), so that other programs' load changes it little.
 */
public final class Bench {
    /**
     * One position of the benchmark.
     *
     * @param variant the variant's name
     * @param fen the position
     * @param depth the depth searched, in plies, at least 1
     */
    public record Entry(String variant, String fen, int depth) {
        /**
         * Checks the parts.
         *
         * @param variant the variant's name
         * @param fen the position
         * @param depth the depth searched, in plies, at least 1
         * @throws IllegalArgumentException if {@code depth} is below 1: a search of no depth counts nothing
         */
        public Entry {
            java.util.Objects.requireNonNull(variant, "variant");
            java.util.Objects.requireNonNull(fen, "fen");
            if (depth < 1) {
                throw new IllegalArgumentException("a benchmark searches at least one ply, not " + depth);
            }
        }
    }

    /** The positions, in the order searched. */
    public static final List<Entry> POSITIONS = List.of(
            new Entry("international", "W:W31-50:B1-20", 11),
            new Entry("international", "W:W25,27,28,30,32,33,34,35,37,38,39,40,42,43,44,48:B3,6,7,8,9,11,12,13,14,16,17,18,19,20,22,24", 11),
            new Entry("killer", "W:W27,28,32,33,34,37,38,39,42,43,44,46,47,48:B8,9,11,12,13,14,16,17,18,19,21,22,23,26", 10),
            new Entry("russian", "W:W21-32:B1-12", 13),
            new Entry("brazilian", "W:W17,21,22,24,25,26,27,28,30,31:B1,2,3,5,6,7,9,10,11,13,14", 13),
            new Entry("english", "B:W21-32:B1-12", 14),
            new Entry("italian", "W:W18,19,21,22,23,25,26,27,28,30,31:B1,2,3,4,5,6,7,10,11,13,14", 13),
            new Entry("spanish", "W:W1-12:B21-32", 13),
            new Entry("canadian", "W:W43-72:B1-30", 8),
            new Entry("frisian", "W:W31-50:B1-20", 9),
            new Entry("turkish", "W:Wa2,b2,c2,d2,e2,f2,g2,h2,a3,b3,c3,d3,e3,f3,g3,h3:Ba6,b6,c6,d6,e6,f6,g6,h6,a7,b7,c7,d7,e7,f7,g7,h7", 8),
            new Entry("bashni", "W:W21-32:B1-12", 12),
            new Entry("antidraughts", "W:W31-50:B1-20", 10),
            new Entry("breakthrough", "W:W31-50:B1-20", 10));

    private Bench() {
    }

    /**
     * One position's search, to be run again and again (a benchmark harness's operation): the same
     * search each time, one thread, the table's earlier entries unread, nothing allocated per node.
     * Not thread-safe.
     */
    public static final class Search {
        private final Game game;
        private final int depth;
        private final TranspositionTable table;
        private final Searcher searcher;

        /**
         * @param entry the position and depth
         * @throws IllegalArgumentException if its variant is not on the class path
         */
        public Search(Entry entry) {
            this(entry, "");
        }

        /**
         * @param entry the position and depth
         * @param patterns the pattern weights, as the engine's option {@code patterns} gives them:
         *     empty for the engine's default, {@code on}, {@code off} or a file
         * @throws IllegalArgumentException if its variant is not on the class path, or the patterns
         *     cannot be read
         */
        public Search(Entry entry, String patterns) {
            Variant variant = Variant.byName(entry.variant());
            this.game = Game.from(Position.fromFen(variant, entry.fen()));
            this.depth = entry.depth();
            this.table = new TranspositionTable(16);
            Weights weights = Weights.of(variant).withPatterns(BuiltinEngine.patterns(variant, patterns));
            this.searcher = new Searcher(variant, weights, table);
        }

        /** @return the nodes searched, the same on every call */
        public long run() {
            table.newSearch(true);
            searcher.resetStatistics();
            searcher.setRoot(game);
            searcher.iterate(depth, new SearchControl(Long.MAX_VALUE, Long.MAX_VALUE), true, 1, 0,
                    (d, score, s) -> { }, d -> false);
            return searcher.nodes();
        }

        /** @return the move the last {@link #run()} found, in the variant's notation, or "" if none */
        String bestMove() {
            int best = searcher.bestIndex();
            return best < 0 ? "" : Notation.format(searcher.stack.toMove(0, best), game.position());
        }
    }

    /**
     * Searches every position whose variant is on the class path and prints a line for each, then
     * {@code Nodes searched: N} and the speed.
     *
     * @param out where the lines go
     * @return the nodes searched
     */
    public static long run(PrintWriter out) {
        java.lang.management.ThreadMXBean clock = java.lang.management.ManagementFactory.getThreadMXBean();
        boolean cpu = clock.isCurrentThreadCpuTimeSupported();
        long nodes = 0;
        long nanos = 0;
        for (Entry entry : POSITIONS) {
            Search search;
            try {
                search = new Search(entry);
            } catch (IllegalArgumentException e) {
                out.printf(Locale.ROOT, "%-14s skipped: not on the class path%n", entry.variant());
                continue;
            }
            // As the engine searches with one thread, here on this thread, timed on its CPU clock.
            long start = cpu ? clock.getCurrentThreadCpuTime() : System.nanoTime();
            long searched = search.run();
            long took = (cpu ? clock.getCurrentThreadCpuTime() : System.nanoTime()) - start;
            nodes += searched;
            nanos += took;
            out.printf(Locale.ROOT, "%-14s depth %2d %11d nodes %8.3f s  %s%n", entry.variant(), entry.depth(),
                    searched, took / 1e9, search.bestMove());
            out.flush();
        }
        out.printf(Locale.ROOT, "Nodes searched: %d%n", nodes);
        out.printf(Locale.ROOT, "%.3f s (%s), %.1f kn/s%n", nanos / 1e9, cpu ? "CPU time" : "wall time",
                nanos == 0 ? 0 : nodes * 1e6 / nanos);
        out.flush();
        return nodes;
    }
}
