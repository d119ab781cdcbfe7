package org.draughts4j.core.perft;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.DictionaryEntries;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.List;
import org.junit.jupiter.api.Timeout;

/**
 * Fuzzes the perft suite parser: whatever the text, {@link PerftSuiteParser#parse(String, String)}
 * gives well-formed records or throws {@link PerftSuiteException} naming a line of the text;
 * anything else is a finding.
 *
 * <p>In the normal build this runs the seeds under {@code PerftSuiteFuzzTestInputs/}; with {@code
 * JAZZER_FUZZ=1} Jazzer mutates them (docs/library.md, "Tests and perft suites").
 */
class PerftSuiteFuzzTest {

    // Timeout: a slow input is a finding too (in fuzzing mode it becomes libFuzzer's -timeout).
    @Timeout(10)
    // No line breaks in the entries: Jazzer 0.30.0 writes them unescaped into libFuzzer's dictionary file.
    @DictionaryEntries({"id ", "variant ", "fen ", "perft ", "paths ", "PERFT ", "#", "W:W31-50:B1-20",
            "1_000", "1,000", "9223372036854775808", "\uFEFF"})
    @FuzzTest(maxDuration = "2m")
    void parsesOrRejects(byte[] input) {
        String text = new String(input, UTF_8);
        // Lines as the parser counts them (BufferedReader: \n, \r and \r\n), plus one for a last line without an end.
        long lines = text.chars().filter(c -> c == '\n' || c == '\r').count() + 1;
        List<PerftRecord> records;
        try {
            records = PerftSuiteParser.parse(text, "fuzz.perft");
        } catch (PerftSuiteException e) {
            assertThat(e.line()).as(e.getMessage()).isBetween(0, (int) lines);
            assertThat(e.source()).isEqualTo("fuzz.perft");
            return;
        }
        for (PerftRecord record : records) {
            assertThat(record.id()).isNotBlank();
            assertThat(record.fen()).isNotBlank();
            assertThat(record.line()).isBetween(1, (int) lines);
            assertThat(record.fenLine()).isBetween(record.line(), (int) lines);
            assertThat(record.expectations()).isNotEmpty().allSatisfy(expectation -> {
                assertThat(expectation.depth()).isPositive();
                assertThat(expectation.nodes()).isNotNegative();
                assertThat(expectation.line()).isBetween(record.line(), (int) lines);
            });
        }
    }
}
