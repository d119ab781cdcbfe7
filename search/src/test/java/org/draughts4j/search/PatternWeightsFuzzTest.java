package org.draughts4j.search;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.zip.CRC32;
import java.util.zip.GZIPOutputStream;
import org.draughts4j.core.Variant;
import org.junit.jupiter.api.Timeout;

/**
 * Fuzzes the pattern weights reader: whatever the bytes, {@link PatternWeights#read(java.io.InputStream,
 * String, Variant)} gives weights or throws an {@link IllegalArgumentException} that begins {@code
 * option patterns: } and names the source; any other exception (an {@code IOException} of a file
 * that was read whole, an index out of bounds) is a finding. Seeds under {@code
 * PatternWeightsFuzzTestInputs/}; {@code JAZZER_FUZZ=1} fuzzes.
 */
class PatternWeightsFuzzTest {
    private static final Variant INTERNATIONAL = Variant.byName("international");
    private static final String SOURCE = "fuzz.patterns";

    /** The bytes as a file: mostly refused as no gzip, no header or a wrong checksum. */
    @Timeout(10)
    @FuzzTest(maxDuration = "1m")
    void readsOrRefusesAFile(byte[] input) throws IOException {
        readsOrRefuses(input);
    }

    /**
     * The bytes as what follows the header, framed with a header and a right checksum and
     * compressed, so that the fuzzer reaches the regions and the weights past the checksum.
     */
    @Timeout(10)
    @FuzzTest(maxDuration = "1m")
    void readsOrRefusesABody(byte[] input) throws IOException {
        ByteBuffer body = ByteBuffer.allocate(6 + input.length + 4);
        body.put(new byte[] {'D', '4', 'J', 'P'}).putShort((short) PatternWeights.VERSION).put(input);
        CRC32 crc = new CRC32();
        crc.update(body.array(), 0, body.position());
        body.putInt((int) crc.getValue());
        ByteArrayOutputStream zipped = new ByteArrayOutputStream();
        try (GZIPOutputStream out = new GZIPOutputStream(zipped)) {
            out.write(body.array());
        }
        readsOrRefuses(zipped.toByteArray());
    }

    private static void readsOrRefuses(byte[] file) throws IOException {
        PatternWeights weights;
        try {
            weights = PatternWeights.read(new ByteArrayInputStream(file), SOURCE, INTERNATIONAL);
        } catch (IllegalArgumentException e) {
            assertThat(e.getMessage()).startsWith("option patterns: " + SOURCE + " ").hasSizeLessThan(400);
            return;
        }
        // What it read writes back to the same weights.
        ByteArrayOutputStream written = new ByteArrayOutputStream();
        weights.write(written);
        assertThat(PatternWeights.read(new ByteArrayInputStream(written.toByteArray()), SOURCE, INTERNATIONAL))
                .isEqualTo(weights);
    }
}
