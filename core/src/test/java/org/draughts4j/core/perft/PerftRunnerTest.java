package org.draughts4j.core.perft;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.draughts4j.core.UnknownVariantException;
import org.draughts4j.core.Variant;
import org.draughts4j.core.perft.Perft;
import org.junit.jupiter.api.Test;

class PerftRunnerTest {

    private static final String START = "id start\nfen W:W31-50:B1-20\nperft 1 9\nperft 2 81\nperft 3 658\n";

    private static PerftRunner runner(long budget) {
        return new PerftRunner(TenByTen.VARIANT, budget, name -> {
            Variant variant = Map.<String, Variant>of("tenbyten", TenByTen.VARIANT).get(name);
            if (variant == null) {
                throw new UnknownVariantException(name, List.of("tenbyten"));
            }
            return variant;
        });
    }

    @Test
    void passesCorrectCounts() {
        List<PerftResult> results = runner(1_000_000).run(PerftSuiteParser.parse(START, "s"));
        assertThat(results).extracting(PerftResult::depth).containsExactly(1, 2, 3);
        assertThat(results).extracting(PerftResult::actual).containsExactly(9L, 81L, 658L);
        assertThat(results).allMatch(PerftResult::passed);
        assertThat(results).allMatch(r -> r.divide().isEmpty());
        assertThat(results.get(2).summary()).isEqualTo("PASSED start perft 3: expected 658, got 658 (s:5)");
    }

    @Test
    void skipsExpectationsOverTheBudget() {
        List<PerftResult> results = runner(81).run(PerftSuiteParser.parse(START, "s"));
        assertThat(results).extracting(PerftResult::status).containsExactly(
                PerftResult.Status.PASSED, PerftResult.Status.PASSED, PerftResult.Status.SKIPPED);
        assertThat(results.get(2).actual()).isEqualTo(-1);
        assertThat(results.get(2).summary()).contains("over the node budget");
        assertThat(runner(0).run(PerftSuiteParser.parse(START, "s"))).allMatch(PerftResult::skipped);
    }

    /** A record claiming one leaf at depth 40 passed any budget and counted for ever. */
    @Test
    void aWalkPastTheBudgetIsStoppedWhateverTheFileClaims() {
        String text = "id deep\nfen W:W31-50:B1-20\nperft 40 1\n";
        long start = System.nanoTime();
        PerftResult result = runner(1_000).run(PerftSuiteParser.parse(text, "d")).get(0);
        assertThat(result.skipped()).isTrue();
        assertThat(result.summary()).contains("over the node budget");
        assertThat(java.time.Duration.ofNanos(System.nanoTime() - start)).isLessThan(java.time.Duration.ofSeconds(10));
    }

    @Test
    void failureCarriesADivide() {
        String text = "id wrong\nvariant tenbyten\nfen W:W31-50:B1-20\nperft 3 657\n";
        PerftResult result = runner(1_000).run(PerftSuiteParser.parse(text, "w")).get(0);
        assertThat(result.failed()).isTrue();
        assertThat(result.expected()).isEqualTo(657);
        assertThat(result.actual()).isEqualTo(658);
        assertThat(result.mode()).isEqualTo("perft");
        assertThat(result.divide()).hasSize(9);
        assertThat(result.divide().stream().mapToLong(Perft.Entry::nodes).sum()).isEqualTo(658);
        assertThat(result.divide()).extracting(e -> e.move().toString()).contains("32-28", "35-30");
        assertThat(result.divideText()).contains("32-28: ");
        assertThat(result.summary()).isEqualTo("FAILED wrong perft 3: expected 657, got 658 (w:4)");
    }

    @Test
    void pathsModeCountsCapturePaths() {
        // The modes differ only where a capture can take the same pieces in another order; on the
        // start position they agree, so this checks that a paths line runs in its own mode.
        String text = "id p\nfen W:W31-50:B1-20\npaths 2 81\nperft 2 81\n";
        List<PerftResult> results = runner(1_000).run(PerftSuiteParser.parse(text, "p"));
        assertThat(results).extracting(PerftResult::mode).containsExactly("paths", "perft");
        assertThat(results).allMatch(PerftResult::passed);
    }

    @Test
    void reportsResultsToTheListenerInOrder() {
        List<PerftResult> seen = new ArrayList<>();
        List<PerftResult> results = runner(100).run(PerftSuiteParser.parse(START, "s"), seen::add);
        assertThat(seen).isEqualTo(results);
    }

    @Test
    void unknownVariantIsASuiteError() {
        String text = START + "\nid other\nvariant nosuch\nfen W:W31-50:B1-20\nperft 1 9\n";
        List<PerftResult> seen = new ArrayList<>();
        assertThatThrownBy(() -> runner(100).run(PerftSuiteParser.parse(text, "v"), seen::add))
                .isInstanceOfSatisfying(PerftSuiteException.class, e -> {
                    assertThat(e.line()).isEqualTo(8);
                    assertThat(e.text()).isEqualTo("nosuch");
                    assertThat(e.getMessage()).contains("unknown variant 'nosuch'");
                });
        assertThat(seen).as("nothing is counted before every record resolves").isEmpty();
    }

    @Test
    void malformedFenIsASuiteError() {
        String text = "id bad\nfen W:W51:B1\nperft 1 9\n";
        assertThatThrownBy(() -> runner(100).run(PerftSuiteParser.parse(text, "f")))
                .isInstanceOfSatisfying(PerftSuiteException.class, e -> {
                    assertThat(e.line()).isEqualTo(2);
                    assertThat(e.text()).isEqualTo("W:W51:B1");
                    assertThat(e.getMessage()).startsWith("f:2: record 'bad': invalid FEN");
                });
    }

    @Test
    void recordWithoutVariantNeedsADefault() {
        PerftRunner noDefault = new PerftRunner(null, 100, name -> TenByTen.VARIANT);
        assertThatThrownBy(() -> noDefault.run(PerftSuiteParser.parse(START, "s")))
                .isInstanceOf(PerftSuiteException.class)
                .hasMessageContaining("names no variant");
        String named = "id n\nvariant anything\nfen W:W31-50:B1-20\nperft 1 9\n";
        assertThat(noDefault.run(PerftSuiteParser.parse(named, "s"))).allMatch(PerftResult::passed);
    }

    @Test
    void negativeBudgetIsRejected() {
        assertThatThrownBy(() -> new PerftRunner(TenByTen.VARIANT, -1)).isInstanceOf(IllegalArgumentException.class);
    }
}
