package org.draughts4j.core.perft;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URL;
import java.util.List;
import org.draughts4j.reference.ReferenceBoard;
import org.draughts4j.reference.ReferencePerft;
import org.draughts4j.tests.TestVariants;
import org.draughts4j.testing.VariantSuites;
import org.junit.jupiter.api.Test;

/**
 * Boards of any size are data: a 6x6 and a 14x14 board built by {@code Geometry.of} count what
 * dctl's published tables say, within the run's node budget (all of them with -Pdeep-perft).
 */
class BoardsSuiteTest {

    private static List<PerftRecord> records() {
        URL url = BoardsSuiteTest.class.getResource("/boards/boards.perft");
        return PerftSuiteParser.parse(url);
    }

    @Test
    void boardsOfEverySizeCountThePublishedTables() {
        PerftRunner runner = new PerftRunner(null, VariantSuites.budget(), TestVariants::byName);
        List<PerftResult> results = runner.run(records());
        for (PerftResult result : results) {
            assertThat(result.failed()).as(result.summary()).isFalse();
        }
        assertThat(results).filteredOn(PerftResult::passed).extracting(PerftResult::id).contains(
                "six-by-six-international-start", "six-by-six-checkers-start", "fourteen-by-fourteen-international-start");
    }

    /** The smaller counts rest on the simple reference generator as well. */
    @Test
    void theReferenceGeneratorAgrees() {
        for (PerftRecord record : records()) {
            for (PerftRecord.Expectation e : record.expectations()) {
                if (e.nodes() <= 20_000) {
                    ReferenceBoard board = ReferenceBoard.fromFen(TestVariants.byName(record.variant()), record.fen());
                    assertThat(ReferencePerft.count(board, e.depth(), e.paths())).as(record.id() + " " + e.depth())
                            .isEqualTo(e.nodes());
                }
            }
        }
    }
}
