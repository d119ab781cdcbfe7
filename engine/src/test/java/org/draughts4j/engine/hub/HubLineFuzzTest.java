package org.draughts4j.engine.hub;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.DictionaryEntries;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.Map;
import org.junit.jupiter.api.Timeout;

/**
 * Fuzzes the Hub line parser: whatever the text, {@link HubLine#parse} gives a line whose written
 * form reads back to the same line, or throws an {@link IllegalArgumentException} whose message is
 * short (it quotes a prefix only); anything else is a finding. Seeds under {@code
 * HubLineFuzzTestInputs/}; {@code JAZZER_FUZZ=1} fuzzes.
 */
class HubLineFuzzTest {

    @Timeout(10)
    @DictionaryEntries({"info", "done", "move=", "pv=\"", "\"", "=", " ", "\t", "ponder", "error message="})
    @FuzzTest(maxDuration = "2m")
    void readsBackOrRejects(byte[] input) {
        String text = new String(input, UTF_8);
        HubLine line;
        try {
            line = HubLine.parse(text);
        } catch (IllegalArgumentException e) {
            assertThat(e.getMessage().length()).isLessThan(400);
            return;
        }
        HubLine rebuilt = line.command().isEmpty() ? null : HubLine.of(line.command());
        if (rebuilt == null) {
            return;
        }
        for (Map.Entry<String, String> argument : line.arguments()) {
            rebuilt = argument.getValue() == null ? rebuilt.withFlag(argument.getKey())
                    : rebuilt.with(argument.getKey(), argument.getValue());
        }
        assertThat(HubLine.parse(rebuilt.toString())).isEqualTo(line);
    }
}
