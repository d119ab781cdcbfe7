package org.draughts4j.core;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.draughts4j.core.pdn.PdnFile;
import org.draughts4j.core.pdn.PdnGameReader;
import org.draughts4j.core.pdn.PdnReader;
import org.draughts4j.core.pdn.PdnReplayResult;
import org.draughts4j.core.pdn.PdnReplayer;
import org.draughts4j.core.perft.PerftSuiteException;
import org.draughts4j.core.perft.PerftSuiteParser;
import org.draughts4j.tests.TestVariants;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every reader of untrusted text on an endless and an enormous input: each stops at its
 * documented bound ({@link InputLimits}) within seconds, and its error quotes a short prefix of
 * the input, so that the message of a 50 MB token stays under 400 bytes and on one line.
 */
class InputLimitsTest {
    private static final Variant INTERNATIONAL = TestVariants.INTERNATIONAL;
    private static final int FIFTY_MB = 50 << 20;
    private static final int MESSAGE_BYTES = 400;
    private static final Duration SECONDS = Duration.ofSeconds(20);

    /** @return the exception's message, after checking that it is short and on one line */
    private static String shortMessage(Throwable e) {
        assertThat(e).isNotNull();
        String message = e.getMessage();
        assertThat(message.getBytes(UTF_8).length).as(message).isLessThan(MESSAGE_BYTES);
        assertThat(message).doesNotContain("\n");
        return message;
    }

    /** An input that never ends: the same character for ever. */
    private static Reader endless(char c) {
        return new Reader() {
            @Override
            public int read(char[] buffer, int offset, int length) {
                java.util.Arrays.fill(buffer, offset, offset + length, c);
                return length;
            }

            @Override
            public void close() {
            }
        };
    }

    private static InputStream endlessBytes(byte b) {
        return new InputStream() {
            @Override
            public int read() {
                return b;
            }

            @Override
            public int read(byte[] buffer, int offset, int length) {
                java.util.Arrays.fill(buffer, offset, offset + length, b);
                return length;
            }
        };
    }

    static boolean devZero() {
        return Files.exists(Path.of("/dev/zero"));
    }

    @Test
    void quotesAShortPrefixOnOneLine() {
        assertThat(InputLimits.quote("32-28")).isEqualTo("32-28");
        assertThat(InputLimits.quote("a\nb\tc\u0000")).isEqualTo("a\\x0ab\\x09c\\x00");
        assertThat(InputLimits.printable("red \u001b[31m, bell \u0007, \u0085 and caf\u00e9"))
                .isEqualTo("red \\x1b[31m, bell \\x07, \\x85 and caf\u00e9");
        assertThat(InputLimits.quote("9".repeat(100))).isEqualTo("9".repeat(40) + "... (100 characters)");
        assertThat(InputLimits.quote(null)).isEqualTo("null");
        // A surrogate pair is never cut in half.
        String emoji = "\uD83D\uDE00";
        assertThat(InputLimits.quote("a".repeat(39) + emoji + "b")).startsWith("a".repeat(39) + "...");
    }

    @Test
    void anEnormousFenIsRefusedAtOnce() {
        String fen = "W:W" + "1".repeat(FIFTY_MB) + ":B1";
        Throwable e = assertTimeoutPreemptively(SECONDS, () -> catchThrowable(() -> Fen.parse(INTERNATIONAL, fen)));
        assertThat(e).isInstanceOf(InvalidFenException.class);
        assertThat(shortMessage(e)).contains("longer than " + InputLimits.MAX_FEN_CHARS + " characters");
    }

    /** The endless FEN a string can be: the longest one allowed, one bad token as long as it. */
    @Test
    void aFenAtTheBoundQuotesItsTokenShortly() {
        String fen = "W:W" + "1".repeat(InputLimits.MAX_FEN_CHARS - 3);
        Throwable e = catchThrowable(() -> Fen.parse(INTERNATIONAL, fen));
        assertThat(e).isInstanceOf(InvalidFenException.class);
        assertThat(shortMessage(e)).contains("is not on the board").contains("characters)");
        assertThat(((InvalidFenException) e).fen()).isEqualTo(fen);
    }

    @Test
    void anEnormousMoveIsRefusedAtOnce() {
        Position start = Position.start(INTERNATIONAL);
        String move = "32-" + "2".repeat(FIFTY_MB);
        Throwable e = assertTimeoutPreemptively(SECONDS, () -> catchThrowable(() -> start.parseMove(move)));
        assertThat(e).isInstanceOf(IllegalMoveException.class);
        assertThat(shortMessage(e)).contains("longer than " + InputLimits.MAX_MOVE_CHARS + " characters");
        Throwable path = catchThrowable(() -> start.parseMove("32" + "-28".repeat(300)));
        assertThat(shortMessage(path)).startsWith("illegal move '32-28-28");
    }

    @Test
    void anEndlessSuiteLineStopsAtTheBound() {
        Throwable e = assertTimeoutPreemptively(SECONDS,
                () -> catchThrowable(() -> PerftSuiteParser.parse(endless('1'), "endless.perft")));
        assertThat(e).isInstanceOf(PerftSuiteException.class);
        assertThat(shortMessage(e)).startsWith("endless.perft:1: a line longer than " + InputLimits.MAX_LINE_CHARS);
        Throwable bytes = assertTimeoutPreemptively(SECONDS, () -> catchThrowable(() -> PerftSuiteParser.parse(
                new java.net.URL(null, "endless:zeros", new java.net.URLStreamHandler() {
                    @Override
                    protected java.net.URLConnection openConnection(java.net.URL url) {
                        return new java.net.URLConnection(url) {
                            @Override
                            public void connect() {
                            }

                            @Override
                            public InputStream getInputStream() {
                                return endlessBytes((byte) 0);
                            }
                        };
                    }
                }))));
        assertThat(bytes).isInstanceOf(PerftSuiteException.class);
        assertThat(shortMessage(bytes)).contains("a line longer than").contains("\\x00");
    }

    @Test
    void anEnormousSuiteLineStopsAtTheBound(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("enormous.perft");
        Files.writeString(file, "id x\nfen W:W31-50:B1-20\nperft 1 " + "1".repeat(FIFTY_MB) + "\n");
        Throwable e = assertTimeoutPreemptively(SECONDS, () -> catchThrowable(() -> PerftSuiteParser.parse(file)));
        assertThat(e).isInstanceOf(PerftSuiteException.class);
        assertThat(shortMessage(e)).contains("enormous.perft:3: a line longer than");
        // Below the line's bound, a long token is quoted shortly all the same.
        Throwable token = catchThrowable(() -> PerftSuiteParser.parse("id x\nfen a\nperft 1 " + "x".repeat(10_000), "s"));
        assertThat(shortMessage(token)).contains("node count 'xxxx").contains("(10000 characters)");
    }

    @Test
    @EnabledIf("devZero")
    void devicesAreRefused() {
        Throwable suite = assertTimeoutPreemptively(SECONDS,
                () -> catchThrowable(() -> PerftSuiteParser.parse(Path.of("/dev/zero"))));
        assertThat(suite).isInstanceOf(UncheckedIOException.class);
        assertThat(shortMessage(suite)).isEqualTo("cannot read /dev/zero: it is a character device, not a regular file");
        Throwable pdn = assertTimeoutPreemptively(SECONDS, () -> catchThrowable(() -> PdnReader.open(Path.of("/dev/zero"))));
        assertThat(pdn).isInstanceOf(FileSystemException.class);
        assertThat(shortMessage(pdn)).isEqualTo("/dev/zero: it is a character device, not a regular file");
    }

    @Test
    void directoriesAreRefused(@TempDir Path dir) {
        assertThat(InputLimits.unreadable(dir)).contains("it is a directory");
        assertThat(InputLimits.unreadable(dir.resolve("missing"))).contains("no such file");
        assertThat(catchThrowable(() -> PerftSuiteParser.parse(dir))).isInstanceOf(UncheckedIOException.class)
                .hasMessageEndingWith("it is a directory");
    }

    /** A stream that never ends is read a game at a time: the first comes back, too long, in bounded memory. */
    @Test
    void anEndlessPdnStreamGivesItsFirstGameAsTooLong() {
        PdnFile.Entry first = assertTimeoutPreemptively(SECONDS, () -> {
            try (PdnGameReader games = PdnReader.open(endlessBytes((byte) '9'), "endless.pdn")) {
                return games.next();
            }
        });
        assertThat(first.error()).isPresent();
        assertThat(first.error().get().toString()).contains("game longer than " + PdnReader.MAX_GAME_CHARS);
        PdnReplayResult result = PdnReplayer.lenient(INTERNATIONAL).replay(first, "endless.pdn");
        assertThat(result.toString().getBytes(UTF_8).length).isLessThan(MESSAGE_BYTES);
    }

    @Test
    void anEnormousPdnTokenIsQuotedShortly(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("enormous.pdn");
        Files.writeString(file, "[FEN \"W:W" + "1".repeat(1 << 20) + ":B1\"]\n1. 32-28 *\n"
                + "[Event \"b\"]\n1. 32-" + "2".repeat(1 << 20) + " *\n"
                + "[Event \"c\"]\n1. 32-28" + "9".repeat(FIFTY_MB) + " *\n");
        assertTimeoutPreemptively(SECONDS, () -> {
            try (PdnGameReader games = PdnReader.open(file)) {
                int read = 0;
                while (games.hasNext()) {
                    PdnReplayResult result = PdnReplayer.lenient(INTERNATIONAL).replay(games.next(), "enormous.pdn");
                    assertThat(result.passed()).isFalse();
                    assertThat(result.toString().getBytes(UTF_8).length).as(result.toString()).isLessThan(MESSAGE_BYTES);
                    assertThat(result.toString()).doesNotContain("\n");
                    read++;
                }
                assertThat(read).isEqualTo(3);
            }
        });
    }
}
