package org.draughts4j.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URL;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.UnaryOperator;
import org.draughts4j.core.Position;
import org.draughts4j.core.PromotionInCapture;
import org.draughts4j.core.Traits;
import org.draughts4j.core.Variant;
import org.draughts4j.core.perft.Perft;
import org.draughts4j.core.perft.PerftOptions;
import org.draughts4j.core.perft.PerftRecord;
import org.draughts4j.core.perft.PerftResult;
import org.draughts4j.core.perft.PerftRunner;
import org.draughts4j.core.perft.PerftSuiteParser;
import org.draughts4j.reference.ReferenceBoard;
import org.draughts4j.reference.ReferencePerft;
import org.draughts4j.reference.TowerReference;
import org.draughts4j.reference.TurkishReference;

/** Shared checks of a variant's perft suites, used by every variant module's tests. */
public final class VariantSuites {

    private VariantSuites() {}

    /** @return the node budget of this run: {@code -Dperft.budget}, 30 million by default */
    public static long budget() {
        return Long.getLong("perft.budget", 30_000_000L);
    }

    /** @return every record of the variant's own suites */
    public static List<PerftRecord> records(Variant variant) {
        List<PerftRecord> records = new ArrayList<>();
        for (URL url : variant.perftSuites()) {
            records.addAll(PerftSuiteParser.parse(url));
        }
        return records;
    }

    /** @return the record with that id among the variant's suites */
    public static PerftRecord record(Variant variant, String id) {
        return records(variant).stream().filter(r -> r.id().equals(id)).findFirst()
                .orElseThrow(() -> new AssertionError("no suite record " + id + " in " + variant.name()));
    }

    /**
     * Runs the variant's suites within the node budget and fails with the divide of the first
     * wrong count; every record must have at least one expectation within the budget.
     */
    public static void assertSuitesPass(Variant variant) {
        List<PerftRecord> records = records(variant);
        assertThat(records).as("suites of " + variant.name()).isNotEmpty();
        List<PerftResult> results = new PerftRunner(variant, budget()).run(records);
        for (PerftResult result : results) {
            if (result.failed()) {
                throw new AssertionError(result.summary() + "\n" + result.divideText());
            }
        }
        for (PerftRecord record : records) {
            assertThat(results).as("record %s has a count within the budget", record.id())
                    .anyMatch(r -> r.id().equals(record.id()) && r.passed());
        }
    }

    /**
     * Checks every suite count up to {@code crossBudget} nodes with the simple reference
     * generator of the tests, so that no count rests on the core alone.
     */
    public static void assertReferenceAgrees(Variant variant, long crossBudget) {
        int checked = 0;
        for (PerftRecord record : records(variant)) {
            for (PerftRecord.Expectation e : record.expectations()) {
                if (e.nodes() <= crossBudget) {
                    assertThat(referenceCount(variant, record.fen(), e.depth(), e.paths()))
                            .as("reference count of %s %s %d", record.id(), e.mode(), e.depth())
                            .isEqualTo(e.nodes());
                    checked++;
                }
            }
        }
        assertThat(checked).as("counts checked with the reference generator").isPositive();
    }

    /**
     * @return the count of the simple generator of the tests: the tower one for column draughts,
     *     the Turkish one for the all-squares board
     */
    private static long referenceCount(Variant variant, String fen, int depth, boolean paths) {
        if (variant.geometry().isAllSquares()) {
            if (paths) {
                throw new IllegalArgumentException("the Turkish reference counts each move once, not capture paths");
            }
            String canonical = Position.fromFen(variant, fen).toFen();
            return TurkishReference.perft(TurkishReference.fromFen(canonical), depth,
                    variant.traits().promotionInCapture() == PromotionInCapture.CONTINUES_AS_KING,
                    variant.traits().kingStopsBehindLastKing());
        }
        if (variant.traits().towers()) {
            // The tower reference reads the canonical FEN (numeric squares) the core writes.
            String canonical = Position.fromFen(variant, fen).toFen();
            return TowerReference.perft(TowerReference.board(variant, canonical), depth, paths);
        }
        return ReferencePerft.count(ReferenceBoard.fromFen(variant, fen), depth, paths);
    }

    /** @return rules like {@code base} but with other traits: a neighbouring variant's way */
    public static Variant withTraits(Variant base, UnaryOperator<Traits> change) {
        Traits traits = change.apply(base.traits());
        // A neighbour whose other side moves first starts with that side to move.
        String start = traits.firstToMove().letter() + base.startFen().trim().substring(1);
        Variant.Builder neighbour = base.toBuilder().name(base.name() + "-neighbour").aliases().traits(traits);
        try {
            return neighbour.startFen(start).build();
        } catch (IllegalArgumentException e) {
            // Another board (a1 playable, say) puts the start's men on their crowning rows, which a
            // variant refuses. The neighbour plays only the records' own positions: any start will do.
            return neighbour.startFen(traits.firstToMove().letter() + ":W:B").build();
        }
    }

    /**
     * Asserts that the record's counts would not all hold under {@code neighbour}: the position
     * pins a rule where the variant differs from that neighbour.
     */
    public static void assertPinsRule(Variant variant, String id, Variant neighbour) {
        PerftRecord record = record(variant, id);
        Position position = Position.fromFen(neighbour, record.fen());
        boolean differs = false;
        for (PerftRecord.Expectation e : record.expectations()) {
            if (e.nodes() <= budget()) {
                long count = Perft.count(position, e.depth(), e.paths() ? PerftOptions.PATHS : PerftOptions.DEFAULT);
                differs |= count != e.nodes();
            }
        }
        assertThat(differs).as("record %s gives the same counts under the neighbouring rule", id).isTrue();
    }
}
