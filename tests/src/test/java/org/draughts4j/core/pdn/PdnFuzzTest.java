package org.draughts4j.core.pdn;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.DictionaryEntries;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.Reader;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import org.draughts4j.core.Variant;
import org.draughts4j.tests.TestVariants;
import org.junit.jupiter.api.Timeout;

/**
 * Fuzzes the PDN reader, the replayer and the writer. Whatever the bytes: reading them as bytes,
 * as a string and through a {@link Reader} that hands out a few characters at a time throws
 * nothing and gives the same games; replaying each game throws nothing (its problems are in the
 * result); and a game read without a syntax problem that replays, once written, reads back with
 * the same main line. Anything else, or an input that takes more than the timeout, is a finding.
 *
 * <p>In the normal build this runs the seeds under {@code PdnFuzzTestInputs/}; with {@code
 * JAZZER_FUZZ=1} Jazzer mutates them (docs/library.md, "Tests and perft suites").
 */
class PdnFuzzTest {

    private static final String SOURCE = "fuzz.pdn";

    /**
     * The variants tags may name (the variant modules are not on the core's class path), one per
     * GameType so that a GameType tag picks one: 10x10 numbers, Black moving first, algebraic
     * squares, the all-squares board, Frisian's king-move field and a 12x12 board.
     */
    private static final List<Variant> KNOWN = List.of(TestVariants.INTERNATIONAL, TestVariants.ENGLISH,
            TestVariants.RUSSIAN, TestVariants.TURKISH, TestVariants.FRISIAN,
            TestVariants.CANADIAN);

    private static final PdnReplayer REPLAYER =
            PdnReplayer.lenient(TestVariants.INTERNATIONAL).withVariants(KNOWN);

    // Timeout: a slow input is a finding too (in fuzzing mode it becomes libFuzzer's -timeout).
    @Timeout(10)
    // No line breaks in the entries: Jazzer 0.30.0 writes them unescaped into libFuzzer's dictionary file.
    @DictionaryEntries({"[Event \"", "\"]", "[GameType \"", "[FEN \"", "[Variant \"", "[Result \"", "1. ",
            "1...", "32-28", "19x28", "x", "{", "}", "(", ")", ";", "%", "$1", "!?", "1-0", "0-1", "2-0", "1/2-1/2",
            "*", "W:W", ":B", "c3-d4", "\uFEFF"})
    @FuzzTest(maxDuration = "2m")
    void readsReplaysAndWritesBack(byte[] input) {
        PdnFile fromBytes = PdnReader.read(input, SOURCE);
        String text = PdnReader.decode(input);
        PdnFile fromString = PdnReader.read(text, SOURCE);
        assertThat(fromString.entries()).isEqualTo(fromBytes.entries());

        // The reader cuts games out of a stream: chunks of a few characters must not change them.
        List<PdnFile.Entry> streamed = new ArrayList<>();
        try (PdnGameReader games = PdnReader.open(new TrickleReader(text, input.length), SOURCE)) {
            games.forEachRemaining(streamed::add);
        }
        assertThat(streamed).isEqualTo(fromString.entries());

        for (PdnFile.Entry entry : fromString.entries()) {
            PdnReplayResult result = REPLAYER.replay(entry, SOURCE);
            assertThat(result.gameNumber()).isEqualTo(entry.number());
            if (result.passed()) {
                assertThat(result.moves()).hasSameSizeAs(entry.game().mainLineTexts());
            }
            // Only games that replay are written back: the reader also takes texts that are no
            // move as moves ("2-0C" is the move "2-0" and a glued comment), which the writer
            // writes as they are, and "2-0" then reads back as a result (seed move-text-like-a-result.pdn).
            if (entry.ok() && result.passed()) {
                String written;
                try {
                    written = PdnWriter.write(entry.game(), result.variant());
                } catch (IllegalArgumentException e) {
                    // The writer refuses, as documented, what it cannot write without corrupting
                    // the file: a tag name that is no PDN symbol, a comment holding a brace.
                    assertThat(e.getMessage()).containsAnyOf("tag name", "brace");
                    continue;
                }
                PdnFile reread = PdnReader.read(written, SOURCE);
                assertThat(reread.entries()).as(written).hasSize(1);
                assertThat(reread.entries().get(0).ok()).as(written).isTrue();
                assertThat(reread.games().get(0).mainLineTexts()).as(written)
                        .isEqualTo(entry.game().mainLineTexts());
            }
        }
    }

    /** Hands out at most 1 to 7 characters per read, varying with the input, as a slow stream would. */
    private static final class TrickleReader extends Reader {
        private final StringReader text;
        private int step;

        TrickleReader(String text, int seed) {
            this.text = new StringReader(text);
            this.step = seed;
        }

        @Override
        public int read(char[] buffer, int offset, int length) throws java.io.IOException {
            step = step * 31 + 7;
            int most = Math.min(length, 1 + Math.floorMod(step, 7));
            return text.read(buffer, offset, most);
        }

        @Override
        public void close() {
            text.close();
        }
    }
}
