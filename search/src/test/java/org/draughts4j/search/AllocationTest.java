package org.draughts4j.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.function.IntPredicate;
import org.draughts4j.core.Game;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.draughts4j.egtb.EndgameTables;
import org.draughts4j.egtb.TableBuilder;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Nothing is allocated per node: the bytes a thread allocates in a search, warmed up, do not grow
 * with the nodes it searches (JMH's {@code -prof gc} on {@code SearchBenchmark} shows the same).
 */
class AllocationTest {

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"international", "canadian", "turkish", "bashni", "frisian"})
    void aSearchAllocatesNothingPerNode(String name) {
        Variant variant = Variant.byName(name);
        Game game = Game.start(variant);
        for (int i = 0; i < 6; i++) {
            game = game.play(game.position().legalMoves().get(i % game.position().legalMoves().size()));
        }
        TranspositionTable table = new TranspositionTable(4);
        assertNothingPerNode(game, new Searcher(variant, Weights.of(variant), table), table);
    }

    /** The pattern evaluation allocates nothing either: International's own, cut out of the word. */
    @Test
    void aSearchWithPatternsAllocatesNothingPerNode() {
        Variant variant = Variant.byName("international");
        Game game = Game.start(variant).play("32-28", "19-23", "28x19", "14x23");
        TranspositionTable table = new TranspositionTable(4);
        Weights weights = Weights.of(variant).withPatterns(PatternWeights.of(variant).orElseThrow());
        assertNothingPerNode(game, new Searcher(variant, weights, table), table);
    }

    /**
     * Probing the tables at the nodes of few pieces allocates nothing either: on a board of one word,
     * and on Canadian's of two (its men on the bottom rows, the high word).
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"international, 'W:W28,32,33,K46:B17,18,19,K5', 1000", "canadian, 'W:W56,57,62,K72:B44,45,50,K1', 0"})
    void probingTheTablesAllocatesNothingPerNode(String name, String fen, int hits, @TempDir Path dir)
            throws IOException {
        Variant variant = Variant.byName(name);
        EndgameTables tables = TableBuilder.of(variant, dir).threads(2).build(3);
        // Eight pieces, a king a side: lines of captures lead into the tables.
        Game game = Game.from(Position.fromFen(variant, fen));
        TranspositionTable table = new TranspositionTable(4);
        Searcher searcher = new Searcher(variant, Weights.of(variant), table, tables);
        assertNothingPerNode(game, searcher, table);
        assertThat(searcher.tableHits()).isGreaterThan(hits);
    }

    private static void assertNothingPerNode(Game game, Searcher searcher, TranspositionTable table) {
        java.lang.management.ThreadMXBean bean = ManagementFactory.getThreadMXBean();
        assumeTrue(bean instanceof com.sun.management.ThreadMXBean, "no allocation counter in this JVM");
        com.sun.management.ThreadMXBean counter = (com.sun.management.ThreadMXBean) bean;
        assumeTrue(counter.isThreadAllocatedMemorySupported());
        counter.setThreadAllocatedMemoryEnabled(true);
        Searcher.Listener quiet = (depth, score, s) -> { };
        // Made here, outside the count: a lambda written at the measured call would be linked there,
        // the first time that line runs (about 28 KB on JDK 25, which failed this test there).
        IntPredicate never = depth -> false;
        // Warm up with the very search measured (repeatable: it reads only its own table entries):
        // the JIT, and every ply and move list it reaches, made when a line first gets there.
        for (int i = 0; i < 2; i++) {
            table.newSearch(true);
            searcher.resetStatistics();
            searcher.setRoot(game);
            searcher.iterate(40, new SearchControl(200_000, Long.MAX_VALUE), true, 1, 0, quiet, never);
        }
        long thread = Thread.currentThread().getId();
        SearchControl control = new SearchControl(200_000, Long.MAX_VALUE);
        table.newSearch(true);
        searcher.resetStatistics();
        searcher.setRoot(game);
        long before = counter.getThreadAllocatedBytes(thread);
        searcher.iterate(40, control, true, 1, 0, quiet, never);
        long allocated = counter.getThreadAllocatedBytes(thread) - before;
        assertThat(searcher.nodes()).isGreaterThan(100_000);
        assertThat(allocated).as("bytes allocated in %d nodes", searcher.nodes()).isLessThan(searcher.nodes() / 20);
    }
}
