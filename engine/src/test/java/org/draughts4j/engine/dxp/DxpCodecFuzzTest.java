package org.draughts4j.engine.dxp;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.DictionaryEntries;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.List;
import org.junit.jupiter.api.Timeout;

/**
 * Fuzzes the DXP framing and codec: whatever bytes arrive, in whatever pieces, {@link DxpFramer}
 * yields messages of 1 to 127 ASCII characters or throws {@link DxpFormatException}, and each
 * message {@link DxpCodec#decode}s to a message that encodes back to the same text, or throws
 * {@link DxpFormatException}; anything else is a finding. Seeds under {@code DxpCodecFuzzTestInputs/}.
 */
class DxpCodecFuzzTest {

    @Timeout(10)
    @DictionaryEntries({"\u0000", "R01", "A", "M0001", "E20", "C", "B001W", "K0", "Z", "W"})
    @FuzzTest(maxDuration = "2m")
    void readsBackOrRejects(byte[] input) {
        DxpFramer framer = new DxpFramer();
        int split = input.length == 0 ? 0 : (input[0] & 0xff) % (input.length + 1);
        List<String> messages;
        try {
            messages = new java.util.ArrayList<>(framer.feed(input, 0, split));
            messages.addAll(framer.feed(input, split, input.length - split));
        } catch (DxpFormatException e) {
            assertThat(e.getMessage().length()).isLessThan(400);
            return;
        }
        for (String text : messages) {
            assertThat(text.length()).isBetween(1, DxpCodec.MAX_LENGTH);
            DxpMessage message;
            try {
                message = DxpCodec.decode(text);
            } catch (DxpFormatException e) {
                assertThat(e.getMessage().length()).isLessThan(400);
                continue;
            }
            String written = DxpCodec.encode(message);
            // Names lose trailing spaces when read, so compare the messages, not the texts.
            assertThat(DxpCodec.decode(written)).isEqualTo(message);
        }
    }
}
