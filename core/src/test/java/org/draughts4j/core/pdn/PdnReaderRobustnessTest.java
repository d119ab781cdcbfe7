package org.draughts4j.core.pdn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The reader on generated hostile input, one test per failure class found by trying it as a
 * hostile user would: every game of the file is still read, a damaged one is reported, nothing
 * overflows the stack, and nothing runs for long (the time limits guard against hangs; the
 * linear growth itself is shown by {@code PdnReaderBenchmark}).
 */
class PdnReaderRobustnessTest {

    private static final Duration HANG = Duration.ofSeconds(60);
    private static final String GOOD = "[Event \"good\"]\n1. 32-28 19-23 2. 28x19 14x23 *\n";

    private static PdnFile read(String text) {
        return assertTimeoutPreemptively(HANG, () -> PdnReader.read(text, "hostile.pdn"));
    }

    private static String repeat(String unit, int times) {
        return unit.repeat(times);
    }

    /** A capture path of thousands of jumps once overflowed the stack inside a regular expression. */
    @Test
    void aVeryLongMoveTokenIsReadWithoutLosingTheOtherGames() {
        String path = "46" + repeat("x37x46", 5_000);
        PdnFile file = read(GOOD + "[Event \"long\"]\n1. " + path + " *\n" + GOOD);
        assertThat(file.size()).isEqualTo(3);
        assertThat(file.entries().get(0).ok()).isTrue();
        assertThat(file.games().get(1).mainLineTexts()).containsExactly(path);
        assertThat(file.entries().get(2).ok()).isTrue();
    }

    /** A stray '{' inside comments: comments end at their first '}' (they do not nest). */
    @Test
    void strayOpeningBracesInCommentsAreLinear() {
        String movetext = repeat("1. 32-28 {a { b} ", 20_000);
        PdnFile file = read("[Event \"braces\"]\n" + movetext + "*\n" + GOOD);
        assertThat(file.size()).isEqualTo(2);
        assertThat(file.games().get(0).mainLineTexts()).hasSize(20_000);
        assertThat(file.entries().get(1).ok()).isTrue();
    }

    /** Long words without whitespace: annotations and moves glued together. */
    @Test
    void longWordsAreLinearAndAnnotationsAreBounded() {
        PdnFile file = read("[Event \"bangs\"]\n1. 32-28 " + repeat("!", 200_000) + " *\n"
                + "[Event \"glued\"]\n1." + repeat("32-28", 50_000) + " *\n"
                + "[Event \"glued bangs\"]\n1. 32-28" + repeat("!?", 50_000) + " *\n" + GOOD);
        assertThat(file.size()).isEqualTo(4);
        assertThat(file.entries().get(0).error()).hasValueSatisfying(
                e -> assertThat(e.reason()).contains("annotations on one move"));
        assertThat(file.entries().get(2).error()).hasValueSatisfying(
                e -> assertThat(e.reason()).contains("annotations on one move"));
        assertThat(file.entries().get(3).ok()).isTrue();
    }

    /**
     * Nested parentheses, as variations and as commentary, are read without recursion to the bound
     * of {@link PdnReader#MAX_VARIATION_DEPTH}; deeper (50,000, which would overflow a recursive
     * reader, and held 0.8 GB at the bound of a game's characters) is the game's syntax problem, and
     * the next game is read.
     */
    @Test
    void nestedParenthesesAreReadToTheirBound() {
        int depth = PdnReader.MAX_VARIATION_DEPTH;
        PdnFile file = read("[Event \"variations\"]\n1. 32-28 " + repeat("( 33-29 ", depth) + repeat(")", depth)
                + " *\n[Event \"commentary\"]\n1. 32-28 " + repeat("(see ", depth) + repeat(")", depth) + " *\n" + GOOD);
        assertThat(file.size()).isEqualTo(3);
        assertThat(file.entries()).allMatch(PdnFile.Entry::ok);
        assertThat(file.games().get(1).mainLineTexts()).containsExactly("32-28");
        int deeper = 50_000;
        PdnFile deep = read("[Event \"variations\"]\n1. 32-28 " + repeat("( 33-29 ", deeper) + repeat(")", deeper)
                + " *\n[Event \"commentary\"]\n1. 32-28 " + repeat("(see ", deeper) + repeat(")", deeper) + " *\n" + GOOD);
        assertThat(deep.size()).isEqualTo(3);
        assertThat(deep.entries().subList(0, 2)).allSatisfy(entry -> assertThat(entry.error()).hasValueSatisfying(
                e -> assertThat(e.reason()).isEqualTo("variations nested deeper than " + PdnReader.MAX_VARIATION_DEPTH)));
        assertThat(deep.entries().get(2).ok()).isTrue();
    }

    /** Millions of short moves within a game's characters made hundreds of megabytes of objects. */
    @Test
    void aGameOfMoreElementsThanTheBoundIsReportedAndTheNextRead() {
        PdnFile file = read("[Event \"many\"]\n" + repeat("32-28 ", PdnReader.MAX_GAME_ELEMENTS + 1) + "*\n" + GOOD);
        assertThat(file.size()).isEqualTo(2);
        assertThat(file.entries().get(0).error()).hasValueSatisfying(e -> assertThat(e.reason())
                .isEqualTo("more than " + PdnReader.MAX_GAME_ELEMENTS + " moves, comments and variations in one game"));
        assertThat(file.entries().get(1).ok()).isTrue();
        assertThat(read("[Event \"enough\"]\n" + repeat("32-28 ", PdnReader.MAX_GAME_ELEMENTS) + "*\n").entries().get(0)
                .ok()).isTrue();
        // Annotations standing alone count too.
        PdnFile nags = read("[Event \"nags\"]\n" + repeat("$1 ", PdnReader.MAX_GAME_ELEMENTS + 1) + "*\n" + GOOD);
        assertThat(nags.entries().get(0).error()).hasValueSatisfying(e -> assertThat(e.reason()).startsWith("more than"));
        assertThat(nags.entries().get(1).ok()).isTrue();
    }

    /** CR-only line endings: ';' and '%' lines end at a CR, and every game is read. */
    @Test
    void carriageReturnOnlyFilesEndLinesAndComments() {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < 5_000; i++) {
            text.append("[Event \"").append(i).append("\"]\r% escape\r1. 32-28 ; a comment\r19-23 *\r\r");
        }
        PdnFile file = read(text.toString());
        assertThat(file.size()).isEqualTo(5_000);
        assertThat(file.entries()).allMatch(PdnFile.Entry::ok);
        assertThat(file.games().get(4_999).mainLineTexts()).containsExactly("32-28", "19-23");
    }

    /** An unterminated '{' or '(' is a problem of its own game; the games after it are read. */
    @Test
    void unterminatedCommentsAndVariationsDoNotSwallowLaterGames() {
        PdnFile file = read(GOOD + "[Event \"open comment\"]\n1. 32-28 {never closed\n2. 33-29\n" + GOOD
                + "[Event \"open variation\"]\n1. 32-28 (19-23 2. 28x19\n" + GOOD);
        assertThat(file.size()).isEqualTo(5);
        assertThat(file.entries().get(1).error()).hasValueSatisfying(e -> {
            assertThat(e.token()).isEqualTo("{");
            assertThat(e.reason()).contains("not closed");
        });
        assertThat(file.entries().get(3).error()).hasValueSatisfying(e -> {
            assertThat(e.token()).isEqualTo("(");
            assertThat(e.reason()).contains("not closed");
        });
        assertThat(List.of(0, 2, 4)).allSatisfy(i -> assertThat(file.entries().get(i).ok()).isTrue());
        assertThat(file.entries()).extracting(PdnFile.Entry::number).containsExactly(1, 2, 3, 4, 5);
    }

    /** Games are read one at a time from a source far larger than what is kept. */
    @Test
    void gamesAreStreamedOneAtATime() throws IOException {
        int games = 50_000;
        Reader generated = new GeneratedReader(() -> GOOD, games);
        long read = 0;
        try (PdnGameReader reader = PdnReader.open(generated, "generated.pdn")) {
            while (reader.hasNext()) {
                PdnFile.Entry entry = reader.next();
                assertThat(entry.ok()).isTrue();
                read++;
            }
        }
        assertThat(read).isEqualTo(games);
    }

    /** A game longer than the limit is reported and skipped, and the next game is read. */
    @Test
    void aGameOverTheLimitIsReportedAndSkipped() throws IOException {
        int moves = PdnReader.MAX_GAME_CHARS / 10 + 1;
        Reader generated = new Reader() {
            private final Reader head = new java.io.StringReader("[Event \"huge\"]\n");
            private long left = moves;
            private final Reader tail = new java.io.StringReader(" *\n" + GOOD);
            private Reader unit = new java.io.StringReader("");

            @Override
            public int read(char[] buffer, int offset, int length) throws IOException {
                int n = head.read(buffer, offset, length);
                if (n > 0) {
                    return n;
                }
                n = unit.read(buffer, offset, length);
                if (n > 0) {
                    return n;
                }
                if (left-- > 0) {
                    unit = new java.io.StringReader(" 32-28 19-23");
                    return unit.read(buffer, offset, length);
                }
                return tail.read(buffer, offset, length);
            }

            @Override
            public void close() {}
        };
        try (PdnGameReader reader = PdnReader.open(generated, "huge.pdn")) {
            PdnFile.Entry huge = reader.next();
            assertThat(huge.game().tag("Event")).contains("huge");
            assertThat(huge.error()).hasValueSatisfying(e -> assertThat(e.reason()).contains("longer than"));
            PdnFile.Entry next = reader.next();
            assertThat(next.number()).isEqualTo(2);
            assertThat(next.ok()).isTrue();
            assertThat(reader.hasNext()).isFalse();
        }
    }

    /** One stray byte in a UTF-8 file spoils only itself, with a warning; the other games keep their text. */
    @Test
    void aStrayByteInAUtf8FileDoesNotGarbleTheOtherGames(@TempDir Path dir) throws IOException {
        byte[] first = "[White \"Валюк Андрей\"]\n1. c3-d4 *\n".getBytes(StandardCharsets.UTF_8);
        byte[] stray = "[White \"Caf\u00e9\"]\n1. c3-d4 *\n".getBytes(StandardCharsets.ISO_8859_1);
        byte[] last = "[White \"Чемпионат\"]\n1. c3-d4 *\n".getBytes(StandardCharsets.UTF_8);
        byte[] all = concat(first, stray, last);
        Path file = dir.resolve("mixed.pdn");
        Files.write(file, all);
        for (PdnFile pdn : List.of(PdnReader.read(file), PdnReader.read(all, "mixed.pdn"))) {
            assertThat(pdn.games().get(0).tag("White")).contains("Валюк Андрей");
            assertThat(pdn.games().get(1).tag("White")).contains("Caf\uFFFD");
            assertThat(pdn.games().get(2).tag("White")).contains("Чемпионат");
        }
        assertThat(PdnReader.read(file).warnings()).singleElement().asString().contains("not UTF-8");
        try (PdnGameReader reader = PdnReader.open(new ByteArrayInputStream(all), "mixed.pdn")) {
            assertThat(reader.charset()).contains(StandardCharsets.UTF_8);
            assertThat(reader.stream().map(e -> e.game().tag("White").orElseThrow()))
                    .containsExactly("Валюк Андрей", "Caf\uFFFD", "Чемпионат");
        }
    }

    /** A UTF-16 file with its byte-order mark, either byte order; a legacy file is read with a warning. */
    @Test
    void byteOrderMarksDecideTheEncoding(@TempDir Path dir) throws IOException {
        String text = "[White \"Валюк Андрей\"]\n1. c3-d4 *\n";
        for (Charset charset : List.of(StandardCharsets.UTF_16LE, StandardCharsets.UTF_16BE)) {
            byte[] bom = charset == StandardCharsets.UTF_16LE ? new byte[] {(byte) 0xFF, (byte) 0xFE}
                    : new byte[] {(byte) 0xFE, (byte) 0xFF};
            byte[] bytes = concat(bom, text.getBytes(charset));
            Path file = dir.resolve(charset.name() + ".pdn");
            Files.write(file, bytes);
            PdnFile pdn = PdnReader.read(file);
            assertThat(pdn.games()).singleElement().satisfies(g -> assertThat(g.tag("White")).contains("Валюк Андрей"));
            assertThat(pdn.warnings()).isEmpty();
            assertThat(PdnReader.read(bytes, "x").games().get(0).tag("White")).contains("Валюк Андрей");
        }
        Path legacy = dir.resolve("cp1251.pdn");
        Files.write(legacy, text.getBytes(Charset.forName("windows-1251")));
        PdnFile pdn = PdnReader.read(legacy);
        assertThat(pdn.games().get(0).tag("White")).contains("Валюк Андрей");
        assertThat(pdn.warnings()).singleElement().asString().contains("windows-1251");
    }

    private static byte[] concat(byte[]... parts) {
        int length = 0;
        for (byte[] part : parts) {
            length += part.length;
        }
        byte[] all = new byte[length];
        int at = 0;
        for (byte[] part : parts) {
            System.arraycopy(part, 0, all, at, part.length);
            at += part.length;
        }
        return all;
    }

    /** A reader that generates the same text a number of times, never holding more than one copy. */
    static final class GeneratedReader extends Reader {
        private final Supplier<String> unit;
        private long left;
        private String current = "";
        private int at;

        GeneratedReader(Supplier<String> unit, long times) {
            this.unit = unit;
            this.left = times;
        }

        @Override
        public int read(char[] buffer, int offset, int length) {
            if (at == current.length()) {
                if (left == 0) {
                    return -1;
                }
                left--;
                current = unit.get();
                at = 0;
            }
            int n = Math.min(length, current.length() - at);
            current.getChars(at, at + n, buffer, offset);
            at += n;
            return n;
        }

        @Override
        public void close() {}
    }
}
