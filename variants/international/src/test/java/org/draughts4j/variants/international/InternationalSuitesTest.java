package org.draughts4j.variants.international;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.draughts4j.core.Move;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.draughts4j.core.perft.PerftRecord;
import org.draughts4j.testing.VariantSuites;
import org.junit.jupiter.api.Test;

/**
 * Runs International's own perft suites with the core within the node budget ({@code
 * -Dperft.budget}), and checks the smaller counts against the two slow generators: the core's
 * reference generator and this module's {@link NaiveGenerator} ({@code -Dperft.crossBudget},
 * 30,000 nodes by default; the suites were checked against both to 2 million nodes when they were
 * written).
 */
class InternationalSuitesTest {

    static final Variant RULES = Variant.byName("international");
    static final long CROSS_BUDGET = Long.getLong("perft.crossBudget", 30_000L);

    @Test
    void suitesAreFound() {
        assertThat(RULES.perftSuites()).hasSize(2);
        List<PerftRecord> records = VariantSuites.records(RULES);
        assertThat(records.size()).isGreaterThanOrEqualTo(15);
        assertThat(records).filteredOn(r -> r.id().equals("international-start")).hasSize(1);
    }

    @Test
    void suitesPass() {
        VariantSuites.assertSuitesPass(RULES);
    }

    @Test
    void suiteCountsAgreeWithTheReferenceGenerator() {
        VariantSuites.assertReferenceAgrees(RULES, CROSS_BUDGET);
    }

    @Test
    void suiteCountsAgreeWithTheNaiveGenerator() {
        NaiveGenerator naive = new NaiveGenerator(NaiveGenerator.INTERNATIONAL);
        for (PerftRecord record : VariantSuites.records(RULES)) {
            for (PerftRecord.Expectation e : record.expectations()) {
                if (e.nodes() <= CROSS_BUDGET) {
                    assertThat(naive.perft(record.fen(), e.depth(), e.paths()))
                            .as("naive count of %s %s %d", record.id(), e.mode(), e.depth())
                            .isEqualTo(e.nodes());
                }
            }
        }
    }

    @Test
    void naiveGeneratorAgreesWithTheCoreMoveByMove() {
        NaiveGenerator naive = new NaiveGenerator(NaiveGenerator.INTERNATIONAL);
        for (PerftRecord record : VariantSuites.records(RULES)) {
            Position position = Position.fromFen(RULES, record.fen());
            assertThat(keys(position)).as(record.id()).isEqualTo(naive.keys(record.fen()));
        }
    }

    static Set<String> keys(Position position) {
        Set<String> keys = new TreeSet<>();
        for (Move move : position.legalMoves()) {
            keys.add(move.origin() + ">" + move.destination() + new TreeSet<>(move.captured()) + move.isPromotion());
        }
        return keys;
    }
}
