package org.draughts4j.core;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.DictionaryEntries;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.List;
import org.draughts4j.tests.TestVariants;
import org.junit.jupiter.api.Timeout;

/**
 * Fuzzes the FEN reader: whatever the text, {@link Position#fromFen} gives a position whose
 * {@link Position#toFen()} reads back to an equal position, or throws {@link InvalidFenException};
 * anything else (a NullPointerException, an index out of bounds, a stack overflow) is a finding.
 *
 * <p>In the normal build this runs the seeds under {@code FenFuzzTestInputs/}; with {@code
 * JAZZER_FUZZ=1} Jazzer mutates them (docs/library.md, "Tests and perft suites").
 */
class FenFuzzTest {

    /**
     * Each input is read in every one of these, because the readers differ by board: numbers on
     * the dark squares, towers after {@code =}, Frisian's king-move field, the all-squares board
     * with algebraic squares, and a 12x12 board of two words.
     */
    private static final List<Variant> RULES = List.of(TestVariants.INTERNATIONAL, TestVariants.RUSSIAN,
            TestVariants.TOWERS, TestVariants.FRISIAN, TestVariants.TURKISH,
            TestVariants.CANADIAN);

    // Timeout: a slow input is a finding too (in fuzzing mode it becomes libFuzzer's -timeout).
    @Timeout(10)
    @DictionaryEntries({"W:", "B:", ":W", ":B", "K", ",", "-", "=", "w", "b", ":+", "+0", "a1", "h8", "50", "72"})
    @FuzzTest(maxDuration = "2m")
    void readsBackOrRejects(byte[] input) {
        String fen = new String(input, UTF_8);
        for (Variant variant : RULES) {
            Position position;
            try {
                position = Position.fromFen(variant, fen);
            } catch (InvalidFenException e) {
                // The exception points into the text it was given.
                assertThat(e.index()).as("%s in %s", e.getMessage(), variant).isBetween(0, fen.length());
                continue;
            }
            String written = position.toFen();
            Position reread = Position.fromFen(variant, written);
            assertThat(reread).as("%s in %s, written %s", fen, variant, written).isEqualTo(position);
            // The written form is canonical: writing it again changes nothing.
            assertThat(reread.toFen()).as("%s in %s", fen, variant).isEqualTo(written);
        }
    }
}
