package org.draughts4j.web;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.DictionaryEntries;
import com.code_intelligence.jazzer.junit.FuzzTest;
import org.junit.jupiter.api.Timeout;

/**
 * Fuzzes the JSON reader of the requests: whatever the text, {@link Json#parse} gives a value that
 * {@link Json#write} writes to text that reads and writes back to the same text, or throws a {@link
 * Json.JsonException} with a short message; anything else (another exception, a stack overflow, an
 * input that takes more than the timeout) is a finding. Seeds under {@code JsonFuzzTestInputs/};
 * {@code JAZZER_FUZZ=1} fuzzes.
 */
class JsonFuzzTest {

    @Timeout(10)
    @DictionaryEntries({"{", "}", "[", "]", "\"", ":", ",", "true", "false", "null", "\\u", "\\\"", "1e5", "-0.5",
            "\"moves\"", "\"variant\""})
    @FuzzTest(maxDuration = "1m")
    void readsBackOrRefuses(byte[] input) {
        String text = new String(input, UTF_8);
        Object value;
        try {
            value = Json.parse(text);
        } catch (Json.JsonException e) {
            assertThat(e.getMessage()).startsWith("bad JSON at character ").hasSizeLessThan(200);
            return;
        }
        // Text, not values, is compared: an integral number read as a Double is written without a
        // fraction and read back as a Long, the same number.
        String written = Json.write(value);
        assertThat(Json.write(Json.parse(written))).isEqualTo(written);
    }
}
