package org.draughts4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Collectors;
import org.draughts4j.cli.MainTest.Run;
import org.draughts4j.core.Variant;
import org.junit.jupiter.api.Test;

/** "Did you mean": mistyped commands, options and variant names. */
class SuggestionsTest {

    private static void assertOneLineUsageError(Run run) {
        assertThat(run.status()).isEqualTo(Main.BAD_INPUT);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).startsWith("draughts: ").endsWith("\n");
        assertThat(run.err().strip()).doesNotContain("\n");
    }

    @Test
    void aMistypedCommandSuggestsTheClosest() {
        Run run = MainTest.run("perfft", "-d", "1");
        assertOneLineUsageError(run);
        assertThat(run.err()).contains("'perfft'").contains("did you mean 'perft'");
        assertThat(MainTest.run("sute").err()).contains("did you mean 'suite'?");
    }

    /** Only the command named is given to picocli; help and the list still see every command. */
    @Test
    void helpAndTheCommandListSeeEveryCommand() {
        Run help = MainTest.run("help", "suite");
        assertThat(help.status()).isZero();
        assertThat(help.out()).startsWith("Usage: draughts suite");
        Run list = MainTest.run("--help");
        assertThat(list.status()).isZero();
        assertThat(list.out()).contains("  perft ", "  suite ", "  moves ", "  show ", "  pdn ", "  svg ", "  variants ",
                "  help ");
        assertThat(MainTest.run("--debug", "moves").status()).isZero();
    }

    @Test
    void aMistypedOptionSuggestsTheClosest() {
        Run run = MainTest.run("perft", "-d", "1", "--divde");
        assertOneLineUsageError(run);
        assertThat(run.err()).contains("'--divde'").contains("did you mean '--divide'");
    }

    @Test
    void aMistypedRequiredOptionIsSuggestedWhenItIsReportedMissing() {
        Run run = MainTest.run("perft", "--dept", "3");
        assertOneLineUsageError(run);
        assertThat(run.err()).contains("Missing required option").contains("'--dept'")
                .contains("did you mean '--depth'");
    }

    @Test
    void somethingFarFromEveryCommandGetsNoSuggestion() {
        Run run = MainTest.run("xyzzy");
        assertOneLineUsageError(run);
        assertThat(run.err()).doesNotContain("did you mean");
    }

    @Test
    void aMistypedVariantSuggestsTheClosestNameOrAlias() {
        Run run = MainTest.run("perft", "-v", "internatonal", "-d", "1");
        assertOneLineUsageError(run);
        assertThat(run.err()).contains("unknown variant 'internatonal'; did you mean 'international'?");
        assertThat(MainTest.run("moves", "-v", "rusisan").err()).contains("did you mean 'russian'?");
        assertThat(MainTest.run("show", "-v", "shashk").err()).contains("did you mean 'shashki' (russian)?");
        assertThat(MainTest.run("perft", "-v", "x", "-d", "1").err()).doesNotContain("did you mean");
    }

    @Test
    void anUnknownVariantListsEveryVariantSortedByName() {
        Run run = MainTest.run("perft", "-v", "nosuch", "-d", "1");
        assertOneLineUsageError(run);
        String known = run.err().substring(run.err().indexOf("(known: ") + 8, run.err().lastIndexOf(')'));
        List<String> names = List.of(known.split(", "));
        assertThat(names).hasSize(21).isSorted().contains("international", "turkish", "bashni");
    }

    @Test
    void variantsAreSortedByNameWhateverOrderTheServiceLoaderFoundThemIn() {
        List<String> names = Variant.all().stream().map(Variant::name).collect(Collectors.toList());
        assertThat(names).isSorted().first().isEqualTo("antidraughts");
    }

    @Test
    void editDistanceCountsASwapOfNeighboursAsOneEdit() {
        assertThat(Suggestions.distance("rusisan", "russian")).isEqualTo(1);
        assertThat(Suggestions.distance("perfft", "perft")).isEqualTo(1);
        assertThat(Suggestions.distance("", "abc")).isEqualTo(3);
        assertThat(Suggestions.closest("x", List.of("bt", "pool"))).isEmpty();
        assertThat(Suggestions.closest("POOL", List.of("bt", "pool"))).contains("pool");
    }
}
