package org.draughts4j.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** perft's limits, write errors and closed pipes on standard output, and files pdn cannot read. */
class OutputAndLimitsTest {
    private static final File DEV_FULL = new File("/dev/full");

    // perft --max-nodes and --max-seconds

    @Test
    void aNodeLimitStopsPerftAfterTheDepthsItFinished() {
        MainTest.Run run = MainTest.run("perft", "-d", "30", "--max-nodes", "1000000", "--threads", "2");
        assertThat(run.status()).isEqualTo(Main.STOPPED).isEqualTo(4);
        // 9 + 81 + ... + 167,140 nodes fit in a million; depth 7 alone counts 1,049,442.
        assertThat(run.lines()).hasSize(6);
        assertThat(run.lines().get(5)).startsWith("perft 6 167140 ");
        assertThat(run.err()).isEqualTo(
                "draughts: perft stopped by --max-nodes 1000000 at depth 7; the lines above are complete\n");
    }

    @Test
    void aTimeLimitStopsPerft() {
        long start = System.nanoTime();
        MainTest.Run run = MainTest.run("perft", "-d", "30", "--max-seconds", "0.5");
        long took = System.nanoTime() - start;
        assertThat(run.status()).isEqualTo(Main.STOPPED);
        assertThat(run.lines()).isNotEmpty().allMatch(l -> l.startsWith("perft "));
        assertThat(run.err()).startsWith("draughts: perft stopped by --max-seconds 0.5 at depth ").endsWith("\n");
        // A bound for a run that ignores its limit, not a measure of speed.
        assertThat(TimeUnit.NANOSECONDS.toSeconds(took)).isLessThan(20);
    }

    @Test
    void aStoppedDividePrintsTheRootMovesItFinished() {
        MainTest.Run run = MainTest.run("perft", "-d", "6", "--divide", "--max-nodes", "60000", "--threads", "1");
        assertThat(run.status()).isEqualTo(Main.STOPPED);
        // The root moves have 15,000 to 24,000 leaves each at depth 5: one to three fit in 60,000 nodes.
        assertThat(run.lines()).hasSizeBetween(1, 3).allMatch(l -> l.matches("\\d+-\\d+: \\d+"));
        assertThat(run.out()).doesNotContain("Nodes searched");
        assertThat(run.err()).contains("root moves of depth 6");
    }

    @Test
    void aHugeDepthIsCountedAsFarAsItsLinesGo() {
        // White takes Black's last man: one ply, then nothing at any depth.
        MainTest.Run finished = MainTest.run("perft", "--fen", "W:W27:B22", "-d", "20000");
        assertThat(finished.status()).isZero();
        assertThat(finished.lines()).hasSize(20_001);
        assertThat(finished.lines().get(19_999)).startsWith("perft 20000 0 ");
        assertThat(finished.lines().get(20_000)).startsWith("depths 1-20000: 1 nodes in ");
        MainTest.Run kings = MainTest.run("perft", "--fen", "W:WK46,K50:BK1,K5", "-d", "100000", "--max-nodes", "100000");
        assertThat(kings.status()).isEqualTo(Main.STOPPED);
    }

    @Test
    void limitsAreValidated() {
        assertThat(MainTest.run("perft", "-d", "3", "--max-nodes", "0").status()).isEqualTo(Main.BAD_INPUT);
        assertThat(MainTest.run("perft", "-d", "3", "--max-seconds", "-1").status()).isEqualTo(Main.BAD_INPUT);
        assertThat(MainTest.run("perft", "-d", "3", "--max-seconds", "NaN").status()).isEqualTo(Main.BAD_INPUT);
        MainTest.Run help = MainTest.run("perft", "--help");
        assertThat(help.out()).contains("--max-nodes=N").contains("--max-seconds=S").contains("Exit status:")
                .containsPattern("4 +--max-nodes or --max-seconds stopped the count");
    }

    // write errors

    /** Runs in this process with standard output going to {@code out}. */
    private static MainTest.Run runTo(OutputStream out, String... args) {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(out, new PrintStream(err, true, StandardCharsets.UTF_8), args);
        return new MainTest.Run(status, "", err.toString(StandardCharsets.UTF_8));
    }

    /** A pipe whose reader has gone after {@code bytes} bytes, as the JVM reports it on Linux. */
    private static OutputStream closingAfter(int bytes) {
        return new OutputStream() {
            private int written;

            @Override
            public void write(int b) throws IOException {
                if (++written > bytes) {
                    throw new IOException("Broken pipe");
                }
            }
        };
    }

    @Test
    void aFullDiskIsAWriteError() throws IOException {
        assumeThat(DEV_FULL).exists();
        for (String[] args : List.of(new String[] {"moves"}, new String[] {"show"}, new String[] {"perft", "-d", "2"},
                new String[] {"perft", "-d", "2", "--divide"}, new String[] {"--help"})) {
            try (PrintStream full = new PrintStream(new FileOutputStream(DEV_FULL), true, StandardCharsets.UTF_8)) {
                MainTest.Run run = MainTest.runWith(full, args);
                assertThat(run.status()).as(String.join(" ", args)).isEqualTo(Main.WRITE_ERROR).isEqualTo(5);
                assertThat(run.err()).isEqualTo("draughts: cannot write standard output: write error\n");
            }
        }
    }

    @Test
    void aClosedPipeStopsTheCommandQuietly() {
        MainTest.Run run = runTo(closingAfter(100), "perft", "-d", "30");
        assertThat(run.status()).isEqualTo(Main.CLOSED_PIPE).isEqualTo(141);
        assertThat(run.err()).isEmpty();
        MainTest.Run moves = runTo(closingAfter(10), "moves");
        assertThat(moves.status()).isEqualTo(Main.CLOSED_PIPE);
        assertThat(moves.err()).isEmpty();
    }

    @Test
    void anotherWriteErrorIsOneLine() {
        OutputStream failing = new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                throw new IOException("Input/output error");
            }
        };
        MainTest.Run run = runTo(failing, "moves");
        assertThat(run.status()).isEqualTo(Main.WRITE_ERROR);
        assertThat(run.err()).isEqualTo("draughts: cannot write standard output: Input/output error\n");
    }

    /** The command line in a process of its own, with its real standard output. */
    private static Process launch(ProcessBuilder.Redirect out, String... args) throws IOException {
        List<String> command = new ArrayList<>(List.of(
                Paths.get(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), Main.class.getName()));
        command.addAll(List.of(args));
        return new ProcessBuilder(command).redirectOutput(out).redirectError(ProcessBuilder.Redirect.PIPE).start();
    }

    @Test
    void aProcessWritingToAFullDiskExitsWithTheWriteError() throws Exception {
        assumeThat(DEV_FULL).exists();
        Process process = launch(ProcessBuilder.Redirect.to(DEV_FULL), "moves");
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
        String err = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.exitValue()).isEqualTo(Main.WRITE_ERROR);
        assertThat(err).isEqualTo("draughts: cannot write standard output: No space left on device\n");
    }

    @Test
    void aProcessStopsWhenItsPipeCloses() throws Exception {
        // Depth 30 would count for ever: only the closed pipe can end it.
        Process process = launch(ProcessBuilder.Redirect.PIPE, "perft", "-d", "30", "--threads", "1");
        try {
            BufferedReader reader = new BufferedReader(
                    new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
            assertThat(reader.readLine()).startsWith("perft 1 9 ");
            reader.close();
            assertThat(process.waitFor(60, TimeUnit.SECONDS)).as("stopped after its pipe closed").isTrue();
            assertThat(process.exitValue()).isEqualTo(Main.CLOSED_PIPE);
            assertThat(new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8)).isEmpty();
        } finally {
            process.destroyForcibly();
        }
    }

    // pdn: files that cannot be read say what they are

    @Test
    void pdnOnADirectoryWithNoPdnFileWarnsAndReplaysNothing(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("notes.txt"), "1. 32-28 *\n");
        MainTest.Run run = MainTest.run("pdn", dir.toString());
        assertThat(run.status()).as("nothing was checked").isEqualTo(Main.NOTHING_CHECKED);
        assertThat(run.lines()).containsExactly("0 passed, 0 failed");
        assertThat(run.err()).isEqualTo("warning: " + dir + ": no file ending .pdn in this directory\n"
                + "draughts: nothing checked: no game in the files given\n");
    }

    /** A named pipe in a directory is skipped with a warning: reading it would wait for a writer. */
    @Test
    void pdnOnADirectoryHoldingANamedPipe(@TempDir Path dir) throws Exception {
        Path fifo = dir.resolve("pipe.pdn");
        boolean made;
        try {
            made = new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0;
        } catch (IOException e) {
            made = false;
        }
        assumeThat(made).as("mkfifo available").isTrue();
        Files.writeString(dir.resolve("games.pdn"), "1. 32-28 *\n");
        MainTest.Run run = MainTest.run("pdn", dir.toString());
        assertThat(run.status()).isZero();
        assertThat(run.lines()).containsExactly("1 passed, 0 failed");
        assertThat(run.err()).isEqualTo(
                "warning: " + fifo + ": skipped: it is a named pipe (FIFO), not a regular file\n");
    }

    @Test
    void pdnOnANamedPipe(@TempDir Path dir) throws Exception {
        Path fifo = dir.resolve("games.pdn");
        boolean made;
        try {
            made = new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0;
        } catch (IOException e) {
            made = false;
        }
        assumeThat(made).as("mkfifo available").isTrue();
        // With nobody writing to the pipe, reading it would wait for ever.
        MainTest.Run run = MainTest.run("pdn", fifo.toString());
        assertThat(run.status()).isEqualTo(Main.BAD_INPUT);
        assertThat(run.err()).isEqualTo(
                "draughts: cannot read PDN file " + fifo + ": it is a named pipe (FIFO), not a regular file\n");
    }

    @Test
    void pdnOnADevice() {
        assumeThat(new File("/dev/null")).exists();
        MainTest.Run run = MainTest.run("pdn", "/dev/null");
        assertThat(run.status()).isEqualTo(Main.BAD_INPUT);
        assertThat(run.err()).isEqualTo(
                "draughts: cannot read PDN file /dev/null: it is a character device, not a regular file\n");
    }

    @Test
    void pdnOnAFileWithoutReadPermission(@TempDir Path dir) throws IOException {
        assumeThat(System.getProperty("user.name")).as("not root, who reads anything").isNotEqualTo("root");
        Path file = Files.writeString(dir.resolve("secret.pdn"), "1. 32-28 *\n");
        try {
            Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("---------"));
        } catch (UnsupportedOperationException e) {
            assumeThat(false).as("POSIX permissions").isTrue();
        }
        assumeThat(Files.isReadable(file)).as("the permission is enforced").isFalse();
        MainTest.Run run = MainTest.run("pdn", file.toString());
        assertThat(run.status()).isEqualTo(Main.BAD_INPUT);
        assertThat(run.err()).isEqualTo("draughts: cannot read PDN file " + file + ": permission denied\n");
    }

    @Test
    void pdnOnAMissingFile(@TempDir Path dir) {
        Path missing = dir.resolve("none.pdn");
        assertThat(MainTest.run("pdn", missing.toString()).err())
                .isEqualTo("draughts: cannot read PDN file " + missing + ": no such file\n");
    }
}
