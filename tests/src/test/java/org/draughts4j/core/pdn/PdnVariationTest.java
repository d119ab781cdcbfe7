package org.draughts4j.core.pdn;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.draughts4j.tests.TestVariants;
import org.junit.jupiter.api.Test;

class PdnVariationTest {

    private static final int DEPTH = 100_000;

    /**
     * {@code 1. 32-28 (1. 33-28 {k} (1. 33-28 {k-1} (...)))}: each variation holds a move, a
     * comment and the next variation; the innermost holds {@code innermost}.
     */
    private static PdnGame deepGame(String innermost) {
        PdnVariation variation = new PdnVariation(List.of(PdnMove.of(innermost)));
        for (int level = 1; level < DEPTH; level++) {
            variation = new PdnVariation(List.of(PdnMove.of("33-28"), PdnComment.of("level " + level), variation));
        }
        return new PdnGame(List.of(new PdnTag("Event", "deep")), List.of(PdnMove.of("32-28"), variation), "*");
    }

    @Test
    void deeplyNestedVariationsCompareHashAndPrint() {
        PdnGame game = deepGame("31-27");
        PdnGame same = deepGame("31-27");
        PdnGame differentAtTheBottom = deepGame("31-26");
        assertThat(game).isEqualTo(same).isNotEqualTo(differentAtTheBottom);
        assertThat(game.hashCode()).isEqualTo(same.hashCode());
        PdnVariation variation = (PdnVariation) game.elements().get(1);
        assertThat(variation).isEqualTo(same.elements().get(1)).isNotEqualTo(differentAtTheBottom.elements().get(1));
        assertThat(variation.hashCode()).isEqualTo(same.elements().get(1).hashCode());

        String text = variation.toString();
        assertThat(text).startsWith("PdnVariation[elements=[PdnMove[number=0, blackNumber=false, text=33-28, nags=[]], "
                + "PdnComment[text=level " + (DEPTH - 1) + ", kind=BRACE], PdnVariation[elements=[")
                .endsWith("text=31-27, nags=[]]" + "]]".repeat(DEPTH));
        assertThat(count(text, "PdnVariation[")).isEqualTo(DEPTH);
    }

    @Test
    void deeplyNestedVariationsAreWritten() {
        PdnGame game = deepGame("31-27");
        String text = PdnWriter.write(game, TestVariants.INTERNATIONAL);
        // every variation is an alternative to White's first move (lines are wrapped between tokens)
        String flat = text.replace('\n', ' ');
        assertThat(flat).contains("[Event \"deep\"] ")
                .contains("  1. 32-28 (1. 33-28 {level " + (DEPTH - 1) + "} (1. 33-28 {level " + (DEPTH - 2)
                        + "} (1. 33-28 ")
                .endsWith(" (1. 31-27" + ")".repeat(DEPTH) + " * ");
        assertThat(count(text, "(")).isEqualTo(DEPTH);
        assertThat(count(text, "{")).isEqualTo(DEPTH - 1);
        assertThat(game.toString()).isEqualTo("[Event \"deep\"]\n" + text.substring(text.indexOf("\n\n") + 1));
    }

    @Test
    void shallowVariationsKeepTheRecordsForms() {
        List<PdnElement> inner = List.of(PdnMove.of("18-23"), new PdnNag("$1"));
        List<PdnElement> elements = List.of(PdnMove.of("19-23"), new PdnVariation(inner), new PdnVariation(List.of()),
                PdnComment.of("c"));
        PdnVariation variation = new PdnVariation(elements);
        assertThat(variation.hashCode()).isEqualTo(elements.hashCode());
        assertThat(variation.toString()).isEqualTo("PdnVariation[elements=[PdnMove[number=0, blackNumber=false, "
                + "text=19-23, nags=[]], PdnVariation[elements=[PdnMove[number=0, blackNumber=false, text=18-23, "
                + "nags=[]], PdnNag[text=$1]]], PdnVariation[elements=[]], PdnComment[text=c, kind=BRACE]]]");
        assertThat(variation).isEqualTo(new PdnVariation(List.copyOf(elements)))
                .isNotEqualTo(new PdnVariation(List.of(PdnMove.of("19-23"), new PdnVariation(List.of()),
                        new PdnVariation(inner), PdnComment.of("c"))))
                .isNotEqualTo(new PdnVariation(elements.subList(0, 3)))
                .isNotEqualTo(PdnMove.of("19-23"));
    }

    private static int count(String text, String part) {
        int count = 0;
        for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + part.length())) {
            count++;
        }
        return count;
    }
}
