package org.draughts4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The progress line on a terminal's standard error, and divide lines printed as counted. */
class ProgressTest {

    /** Shows at once and often, so that a short run shows it too. */
    private static final Progress.Settings AT_ONCE = new Progress.Settings(0, 5);

    @Test
    void theLineIsRewrittenInPlaceAndClearedAtTheEnd() throws InterruptedException {
        StringWriter text = new StringWriter();
        CountDownLatch shownTwice = new CountDownLatch(2);
        AtomicLong nodes = new AtomicLong(1_500_000);
        try (Progress progress = Progress.start(AT_ONCE, new PrintWriter(text), () -> {
            shownTwice.countDown();
            return "perft depth 9 of 11";
        }, nodes::get)) {
            assertThat(shownTwice.await(10, TimeUnit.SECONDS)).isTrue();
        }
        String err = text.toString();
        assertThat(err).startsWith("\rperft depth 9 of 11: 1,500,000 nodes, ").contains(" Mn/s");
        assertThat(err).doesNotContain("\n");
        // Cleared: spaces over the last line, and the cursor back at the margin.
        assertThat(err).matches("(?s).*\r +\r");
        int shown = text.toString().length();
        Thread.sleep(50);
        assertThat(text.toString()).hasSize(shown);
    }

    @Test
    void theLineSaysWhereNodesTimeAndSpeed() {
        assertThat(Progress.line("divide depth 8: 3 of 9 root moves", 2_000_000, 2_000_000_000L))
                .isEqualTo("divide depth 8: 3 of 9 root moves: 2,000,000 nodes, 2.0 s, 1.0 Mn/s");
    }

    @Test
    void withoutSettingsNothingIsShown() throws InterruptedException {
        StringWriter text = new StringWriter();
        try (Progress progress = Progress.start(null, new PrintWriter(text), () -> "x", () -> 1)) {
            Thread.sleep(30);
            progress.clear();
        }
        assertThat(text.toString()).isEmpty();
    }

    /** In tests, and in pipes and files, standard error is no terminal: never a progress line. */
    @Test
    void aCapturedStandardErrorGetsNoProgress() {
        MainTest.Run run = MainTest.run("perft", "-d", "8", "--threads", "1");
        assertThat(run.status()).isZero();
        assertThat(run.err()).isEmpty();
    }

    @Test
    void onATerminalPerftShowsProgressAndKeepsStandardOutputClean() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(out, new PrintStream(err, true, StandardCharsets.UTF_8), AT_ONCE,
                "perft", "-d", "7", "--divide", "--threads", "1");
        assertThat(status).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).doesNotContain("\r").endsWith("Nodes searched: 1049442\n");
        String progress = err.toString(StandardCharsets.UTF_8);
        // The run may end before the first rewrite on a busy machine; whatever was shown is cleared.
        if (!progress.isEmpty()) {
            assertThat(progress).contains("\rdivide depth 7: ").contains(" of 9 root moves: ").doesNotContain("\n")
                    .matches("(?s).*\r +\r");
        }
    }

    @Test
    void onATerminalSuiteShowsProgressAndKeepsStandardOutputClean(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("s.perft"),
                "id start\nfen W:W31-50:B1-20\nperft 6 167140\nperft 7 1049442\n\nid wrong\nfen W:W31-50:B1-20\nperft 6 1\n");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(out, new PrintStream(err, true, StandardCharsets.UTF_8), AT_ONCE, "suite", file.toString());
        assertThat(status).isEqualTo(Main.FAILED);
        String lines = out.toString(StandardCharsets.UTF_8);
        assertThat(lines).doesNotContain("\r").endsWith("1 passed, 1 failed\n");
        assertThat(lines.split("\n")[0]).contains("wrong");
        String progress = err.toString(StandardCharsets.UTF_8);
        if (!progress.isEmpty()) {
            assertThat(progress).contains("\rsuite record ").contains(" of 2 (").doesNotContain("\n")
                    .matches("(?s).*\r +\r");
        }
    }

    /** Each root move's line comes as soon as it is counted, not all of them at the end. */
    @Test
    void divideLinesArePrintedAsEachRootMoveIsCounted() {
        long start = System.nanoTime();
        List<Long> lineTimes = new ArrayList<>();
        OutputStream timed = new OutputStream() {
            @Override
            public void write(int b) {
                if (b == '\n') {
                    lineTimes.add(System.nanoTime());
                }
            }
        };
        int status = Main.run(timed, new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                "perft", "-d", "8", "--divide", "--threads", "1");
        assertThat(status).isZero();
        assertThat(lineTimes).hasSize(9 + 2);
        long first = lineTimes.get(0);
        long lastMove = lineTimes.get(8);
        // Held to the end, all nine lines would come within a millisecond or so; counted one after
        // another, the first comes after about a ninth of the run, the last at its end.
        assertThat(lastMove - first).isGreaterThan((lastMove - start) / 3);
    }

    @Test
    void divideLinesKeepTheirOrderWithManyThreads() {
        MainTest.Run one = MainTest.run("perft", "-d", "5", "--divide", "--threads", "1");
        MainTest.Run many = MainTest.run("perft", "-d", "5", "--divide", "--threads", "4");
        assertThat(many.out()).isEqualTo(one.out());
        assertThat(one.lines().subList(0, 9)).containsExactly("31-26: 3873", "31-27: 2585", "32-27: 2616",
                "32-28: 2725", "33-28: 2740", "33-29: 2754", "34-29: 2625", "34-30: 3678", "35-30: 3521");
    }
}
