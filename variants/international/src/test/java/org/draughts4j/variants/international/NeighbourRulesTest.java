package org.draughts4j.variants.international;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.draughts4j.core.CapturePrecedence;
import org.draughts4j.core.Move;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.draughts4j.core.perft.Perft;
import org.draughts4j.core.perft.PerftOptions;
import org.draughts4j.core.perft.PerftRecord;
import org.draughts4j.core.perft.PerftSuiteParser;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Proves that each record of {@code rules.perft} pins its rule: with the rule played as another
 * variant plays it (International's traits with one trait changed, or, for rules no trait
 * changes, the slow {@link NaiveGenerator} with one switch turned), some count of the record
 * changes. Depths are tried from 1 up, stopping at the first difference.
 */
class NeighbourRulesTest {

    /** Counts leaves under a rule played another way; -1 when it cannot count that line. */
    interface Counter {
        long count(String fen, int depth, boolean paths);
    }

    record Neighbour(String name, Counter counter) {
        @Override
        public String toString() {
            return name;
        }
    }

    static final long BUDGET = 300_000;

    static Neighbour core(Variant variant) {
        return new Neighbour(variant.name(), (fen, depth, paths) -> Perft.count(Position.fromFen(variant, fen), depth,
                paths ? PerftOptions.PATHS : PerftOptions.DEFAULT));
    }

    static Neighbour naive(String name, NaiveGenerator.Config config) {
        NaiveGenerator generator = new NaiveGenerator(config);
        return new Neighbour(name, (fen, depth, paths) -> generator.perft(fen, depth, paths));
    }

    /** Duplicates kept: every capture order counted, as the English tables and "keep duplicates" do. */
    static final Neighbour KEEP_DUPLICATES = new Neighbour("duplicates kept", (fen, depth, paths) ->
            Perft.count(Position.fromFen(TestRules.INTERNATIONAL, fen), depth, PerftOptions.PATHS));

    /** Moves told apart by origin and destination only (a disambiguation pitfall of other libraries). */
    static final Neighbour SAME_ENDS_SAME_MOVE = new Neighbour("moves identified by their ends",
            (fen, depth, paths) -> paths ? -1 : byEnds(Position.fromFen(TestRules.INTERNATIONAL, fen), depth));

    static long byEnds(Position position, int depth) {
        if (depth == 0) {
            return 1;
        }
        Set<String> seen = new HashSet<>();
        long total = 0;
        for (Move move : position.legalMoves()) {
            if (seen.add(move.origin() + "-" + move.destination())) {
                total += byEnds(position.play(move), depth - 1);
            }
        }
        return total;
    }

    static final NaiveGenerator.Config FMJD = NaiveGenerator.INTERNATIONAL;

    static Map<String, List<Neighbour>> neighbours() {
        Map<String, List<Neighbour>> map = new LinkedHashMap<>();
        Neighbour forward = core(TestRules.FORWARD_ONLY);
        Neighbour free = core(TestRules.FREE_CHOICE);
        Neighbour mostKings = core(TestRules.MOST_KINGS);
        Neighbour shortKings = core(TestRules.SHORT_KINGS);
        Neighbour continues = core(TestRules.CONTINUES_AS_KING);
        Neighbour ends = core(TestRules.ENDS_MOVE);
        Neighbour turkish = naive("captured pieces removed at once", FMJD.withCapturedRemovedAtOnce(true));
        Neighbour originBlocks = naive("origin square treated as occupied", FMJD.withOriginBlocks(true));
        Neighbour stopEarly = naive("free choice and a king may stop early",
                FMJD.withPrecedence(CapturePrecedence.FREE).withKingMayStopEarly(true));
        map.put("backward-capture-white", List.of(forward));
        map.put("backward-capture-black", List.of(forward));
        map.put("man-returns-to-origin", List.of(forward, originBlocks, KEEP_DUPLICATES));
        map.put("majority-king-counts-one", List.of(free, mostKings));
        map.put("passing-promotion-white", List.of(continues, ends));
        map.put("passing-promotion-black", List.of(continues, ends));
        map.put("king-landing-choice", List.of(stopEarly, shortKings));
        map.put("turkish-strike", List.of(turkish, shortKings));
        map.put("windmill", List.of(KEEP_DUPLICATES));
        map.put("windmill-extended", List.of(KEEP_DUPLICATES, shortKings));
        map.put("two-captures-4-to-15", List.of(SAME_ENDS_SAME_MOVE, shortKings));
        map.put("king-crosses-origin", List.of(originBlocks, shortKings));
        map.put("king-crosses-square-twice", List.of(shortKings));
        map.put("flying-king-capture", List.of(shortKings));
        map.put("flying-kings-1", List.of(shortKings));
        map.put("flying-kings-2", List.of(shortKings));
        for (int i = 1; i <= 5; i++) {
            map.put("middlegame-" + i, List.of(shortKings, free, forward));
        }
        return map;
    }

    @TestFactory
    Stream<DynamicTest> everyRulePositionChangesUnderItsNeighbour() {
        List<PerftRecord> records = PerftSuiteParser.parse(new International().perftSuites().get(1));
        Map<String, List<Neighbour>> neighbours = neighbours();
        List<DynamicTest> tests = new ArrayList<>();
        Set<String> covered = new HashSet<>();
        for (PerftRecord record : records) {
            List<Neighbour> list = neighbours.get(record.id());
            assertNotNull(list, "no neighbour rule for " + record.id());
            covered.add(record.id());
            for (Neighbour neighbour : list) {
                tests.add(DynamicTest.dynamicTest(record.id() + " vs " + neighbour, () -> {
                    for (PerftRecord.Expectation line : record.expectations()) {
                        if (line.paths() || line.nodes() > BUDGET) {
                            continue;
                        }
                        long other = neighbour.counter().count(record.fen(), line.depth(), false);
                        if (other >= 0 && other != line.nodes()) {
                            return;
                        }
                    }
                    fail(record.id() + " gives the same counts under " + neighbour);
                }));
            }
        }
        assertEquals(neighbours.keySet(), covered, "every neighbour entry names a record");
        return tests.stream();
    }

    @Test
    void kingLandingRuleHoldsEvenWithFreeChoice() {
        // The landing rule is implied by the majority rule, so only free choice can show it: the
        // core with free choice still has three moves; a generator letting the king stop on any
        // of the six squares beyond 32 (28, 23, 19, 14, 10, 5) has six more.
        String fen = "W:WK46:B12,30,32";
        assertEquals(3, Position.fromFen(TestRules.FREE_CHOICE, fen).legalMoves().size());
        NaiveGenerator early = new NaiveGenerator(
                FMJD.withPrecedence(CapturePrecedence.FREE).withKingMayStopEarly(true));
        assertEquals(9, early.perft(fen, 1, false));
    }

    @Test
    void whiteMovesFirst() {
        // The start position is symmetric, so no count can tell who moves first; the moves can:
        // White's start moves leave 31-35, Black's (English) leave 16-20.
        Position international = Position.start(TestRules.INTERNATIONAL);
        Position blackFirst = Position.fromFen(TestRules.BLACK_FIRST, "B:W31-50:B1-20");
        assertEquals(Perft.count(international, 3), Perft.count(blackFirst, 3));
        for (Move move : international.legalMoves()) {
            assertTrue(move.origin() >= 31 && move.origin() <= 35, move.toString());
        }
        for (Move move : blackFirst.legalMoves()) {
            assertTrue(move.origin() >= 16 && move.origin() <= 20, move.toString());
        }
        assertNotEquals(InternationalRulesTest.moves(TestRules.INTERNATIONAL, international.toFen()),
                InternationalRulesTest.moves(TestRules.BLACK_FIRST, blackFirst.toFen()));
    }
}
