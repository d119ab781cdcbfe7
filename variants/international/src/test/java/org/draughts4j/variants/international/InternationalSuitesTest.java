package org.draughts4j.variants.international;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URL;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.draughts4j.core.Perft;
import org.draughts4j.core.PerftOptions;
import org.draughts4j.core.Position;
import org.draughts4j.core.Rules;
import org.draughts4j.core.reference.ReferenceBoard;
import org.draughts4j.core.reference.ReferencePerft;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Runs International's own perft suites ({@link International#perftSuites()}) with the core, within
 * a node budget (system property {@code perft.budget}, default 10 million nodes per line; raise it
 * to run the deep start-position lines), and checks the smaller lines against the two slow
 * generators: the core's reference generator and this module's {@link NaiveGenerator}
 * (system property {@code perft.crossBudget}, default 30,000 nodes; the suites were checked
 * against both to 2 million nodes when they were written).
 */
class InternationalSuitesTest {

    static final Rules RULES = new International();
    static final long BUDGET = Long.getLong("perft.budget", 10_000_000L);
    static final long CROSS_BUDGET = Long.getLong("perft.crossBudget", 30_000L);

    static List<SuiteFile.Record> records() {
        List<SuiteFile.Record> all = new ArrayList<>();
        for (URL url : RULES.perftSuites()) {
            all.addAll(SuiteFile.read(url));
        }
        return all;
    }

    @Test
    void suitesAreFound() {
        List<URL> suites = RULES.perftSuites();
        assertEquals(2, suites.size());
        assertTrue(suites.get(0).toString().endsWith("international/start.perft"), suites.toString());
        assertTrue(suites.get(1).toString().endsWith("international/rules.perft"), suites.toString());
        List<SuiteFile.Record> records = records();
        assertTrue(records.size() >= 15, "records: " + records.size());
        for (SuiteFile.Record record : records) {
            assertTrue(record.id() != null && record.fen() != null, "record without id or fen: " + record);
            assertFalse(record.lines().isEmpty(), "record without counts: " + record.id());
            Position.fromFen(RULES, record.fen());
        }
        assertEquals(1, records.stream().filter(r -> r.id().equals("international-start")).count());
    }

    @TestFactory
    Stream<DynamicTest> suiteCountsWithTheCore() {
        List<DynamicTest> tests = new ArrayList<>();
        for (SuiteFile.Record record : records()) {
            for (SuiteFile.Line line : record.lines()) {
                if (line.nodes() > BUDGET) {
                    continue;
                }
                String name = record.id() + " " + (line.paths() ? "paths " : "perft ") + line.depth();
                tests.add(DynamicTest.dynamicTest(name, () -> {
                    Position position = Position.fromFen(RULES, record.fen());
                    long nodes = Perft.count(position, line.depth(),
                            line.paths() ? PerftOptions.PATHS : PerftOptions.DEFAULT);
                    assertEquals(line.nodes(), nodes, name);
                }));
            }
        }
        return tests.stream();
    }

    @TestFactory
    Stream<DynamicTest> suiteCountsWithTheSlowGenerators() {
        List<DynamicTest> tests = new ArrayList<>();
        NaiveGenerator naive = new NaiveGenerator(NaiveGenerator.INTERNATIONAL);
        for (SuiteFile.Record record : records()) {
            for (SuiteFile.Line line : record.lines()) {
                if (line.nodes() > CROSS_BUDGET) {
                    continue;
                }
                String name = record.id() + " " + (line.paths() ? "paths " : "perft ") + line.depth();
                tests.add(DynamicTest.dynamicTest(name, () -> {
                    ReferenceBoard board = ReferenceBoard.fromFen(RULES, record.fen());
                    assertEquals(line.nodes(), ReferencePerft.count(board, line.depth(), line.paths()),
                            "reference generator: " + name);
                    assertEquals(line.nodes(), naive.perft(record.fen(), line.depth(), line.paths()),
                            "naive generator: " + name);
                }));
            }
        }
        return tests.stream();
    }

    @Test
    void naiveGeneratorAgreesWithTheCoreMoveByMove() {
        NaiveGenerator naive = new NaiveGenerator(NaiveGenerator.INTERNATIONAL);
        for (SuiteFile.Record record : records()) {
            Position position = Position.fromFen(RULES, record.fen());
            assertEquals(naive.keys(record.fen()), keys(position), record.id());
        }
    }

    static java.util.Set<String> keys(Position position) {
        java.util.Set<String> keys = new java.util.TreeSet<>();
        for (org.draughts4j.core.Move move : position.legalMoves()) {
            keys.add(move.origin() + ">" + move.destination() + new java.util.TreeSet<>(move.captured())
                    + move.isPromotion());
        }
        return keys;
    }
}
