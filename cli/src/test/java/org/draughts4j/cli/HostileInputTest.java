package org.draughts4j.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The rules of docs/cli.md's "Hostile input" section, one test per rule, each run through the
 * commands it binds: what a command must refuse at once, with one line naming what and why.
 */
class HostileInputTest {
    private static final Duration LIMIT = Duration.ofSeconds(60);

    private static MainTest.Run run(String... args) {
        return assertTimeoutPreemptively(LIMIT, () -> MainTest.run(args));
    }

    /** Runs {@code draughts hub} in this process on the given standard input. */
    static MainTest.Run hub(String input, String... args) {
        InputStream saved = HubCommand.input;
        try {
            HubCommand.input = new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8));
            String[] all = new String[args.length + 1];
            all[0] = "hub";
            System.arraycopy(args, 0, all, 1, args.length);
            return run(all);
        } finally {
            HubCommand.input = saved;
        }
    }

    /** One line on standard error naming {@code what}, status 2, nothing on standard output but {@code out}. */
    private static void assertRefused(MainTest.Run run, String... what) {
        assertThat(run.status()).as(run.err()).isEqualTo(Main.BAD_INPUT);
        assertThat(run.err()).startsWith("draughts: ").endsWith("\n").contains(what);
        assertThat(run.err().strip()).doesNotContain("\n").doesNotContain("Exception").doesNotContain("\tat ");
    }

    static boolean mkfifo(Path fifo) throws InterruptedException {
        try {
            return new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0;
        } catch (IOException e) {
            return false;
        }
    }

    /**
     * Item 2 of issue 41: a named pipe under a table's name hung every command that opened the
     * tables (probe, build, verify, analyse with tables=, match --tables, the Hub server's go), and a
     * folder or a dangling link there gave no name or reason. Each is refused by name, status 2.
     */
    @Test
    void aTableNameThatIsNoRegularFileIsRefusedByNameInEveryCommand(@TempDir Path dir) throws Exception {
        Path tables = dir.resolve("tables");
        assertThat(MainTest.run("egtb", "build", "-v", "english", "--pieces", "2", "--dir", tables.toString()).status())
                .isZero();
        Path fifo = tables.resolve("english-2m0k-1m0k.egtb");
        assumeThat(mkfifo(fifo)).as("mkfifo available").isTrue();
        String d = tables.toString();
        String pipe = fifo + ": it is a named pipe (FIFO), not a regular file";
        assertRefused(run("egtb", "probe", "-v", "english", "--dir", d, "--fen", "W:W6:BK1"), pipe);
        assertRefused(run("egtb", "verify", "-v", "english", "--dir", d), pipe);
        assertRefused(run("egtb", "build", "-v", "english", "--pieces", "3", "--dir", d), pipe);
        assertRefused(run("analyse", "--engine", "builtin,tables=" + d, "-v", "english", "--depth", "1"), pipe);
        assertRefused(run("match", "--engine", "random", "--engine", "random", "-v", "english", "--games", "2",
                "--depth", "1", "--tables", d), pipe);
        MainTest.Run hub = hub("hub\nset-param name=variant value=english\nset-param name=tables value=" + d
                + "\npos start\nlevel depth=1\ngo think\nping\nquit\n", "--allow-files");
        assertThat(hub.out()).contains("error message=", "named pipe", "\ndone\n", "\npong\n");
        Files.delete(fifo);
        Path folder = Files.createDirectory(tables.resolve("english-1m0k-2m0k.egtb"));
        assertRefused(run("egtb", "probe", "-v", "english", "--dir", d, "--fen", "W:W6:BK1"),
                folder + ": it is a directory");
        Files.delete(folder);
        Path dangling = Files.createSymbolicLink(tables.resolve("english-0m2k-1m0k.egtb"), dir.resolve("gone"));
        assertRefused(run("egtb", "verify", "-v", "english", "--dir", d),
                dangling + ": a symbolic link to a missing file");
    }

    /**
     * Item 1 of issue 41, its Hub part: {@code set-param name=weights value=/proc/self/environ} made
     * the server open the file and send its first line back. Without {@code --allow-files} options
     * that name files are neither offered nor taken: one error line, the file never opened.
     */
    @Test
    void aHubClientOpensNoFileUnlessTheServerAllowsIt(@TempDir Path dir) throws IOException {
        Path secret = Files.writeString(dir.resolve("secret"), "PASSWORD=hunter2\n");
        String commands = "hub\nset-param name=weights value=" + secret + "\nset-param name=tables value=" + dir
                + "\npos start\nlevel depth=1\ngo think\nquit\n";
        MainTest.Run refused = hub(commands);
        assertThat(refused.status()).isZero();
        assertThat(refused.out()).doesNotContain("hunter2").doesNotContain("param name=weights")
                .doesNotContain("param name=tables").contains("done move=");
        assertThat(refused.out().lines().filter(line -> line.startsWith("error"))).hasSize(2)
                .allMatch(line -> line.contains("names a file"));
        MainTest.Run allowed = hub(commands, "--allow-files");
        assertThat(allowed.out()).contains("param name=weights", "param name=tables");
        // The file is read as weights, and a bad one is quoted shortly: the owner allowed it.
        assertThat(allowed.out()).contains("error message=");
    }

    /**
     * Item 6 of issue 41 and item 9's hash: every count a user gives is bounded by what the machine
     * has, with the bound in the one line. {@code egtb build --threads 100000} tried to start 100,000
     * threads; {@code builtin,hash=65536} was an OutOfMemoryError.
     */
    @Test
    void everyCountIsBoundedByTheMachineWithTheBoundInTheMessage(@TempDir Path dir) {
        int cores = Runtime.getRuntime().availableProcessors();
        String bound = " must be 1 to " + 4 * cores + " (4 for each of the " + cores + " core";
        assertRefused(run("egtb", "build", "-v", "english", "--pieces", "2", "--dir", dir.toString(), "--threads",
                "100000"), "--threads" + bound, "not 100000");
        assertThat(dir).isEmptyDirectory();
        assertRefused(run("perft", "-d", "1", "--threads", "100000"), "--threads" + bound);
        assertRefused(run("match", "--engine", "random", "--engine", "random", "--games", "2", "--depth", "1",
                "--concurrency", "100000"), "--concurrency" + bound);
        long most = Runtime.getRuntime().maxMemory() / 2 / (1 << 20);
        for (String hash : new String[] {"65536", String.valueOf(most + 1)}) {
            assertRefused(run("analyse", "--engine", "builtin,hash=" + hash, "--depth", "1"),
                    "option hash takes at most " + most + " MB here", "not " + hash);
        }
        MainTest.Run hub = hub("hub\nset-param name=hash value=65536\nquit\n");
        assertThat(hub.out()).contains("error message=", "at most " + most + " MB");
    }

    /** Standard input of {@code size} bytes of {@code fill}, made as it is read: nothing that size is held. */
    static InputStream endless(long size, byte fill) {
        return new InputStream() {
            private long left = size;

            @Override
            public int read() {
                return left-- > 0 ? fill : -1;
            }

            @Override
            public int read(byte[] buffer, int offset, int length) {
                if (left <= 0) {
                    return -1;
                }
                int n = (int) Math.min(length, left);
                java.util.Arrays.fill(buffer, offset, offset + n, fill);
                left -= n;
                return n;
            }
        };
    }

    /**
     * Item 8 of issue 41: a line of standard input was read whole, however long ({@code egtb probe}
     * with a 1.5 GB line reached 4.5 GB). Every line read from standard input is cut at 65,536
     * bytes, and a longer one is bad input: one line, status 2, the memory bounded.
     */
    @Test
    void aLineOfStandardInputLongerThanTheBoundIsOneLineAndStatusTwo(@TempDir Path dir) {
        assertThat(MainTest.run("egtb", "build", "-v", "english", "--pieces", "2", "--dir", dir.toString()).status())
                .isZero();
        long huge = 300L << 20;
        InputStream saved = System.in;
        try {
            System.setIn(endless(huge, (byte) 'W'));
            MainTest.Run probe = run("egtb", "probe", "-v", "english", "--dir", dir.toString());
            assertRefused(probe, "standard input, line 1: longer than 65536 bytes, starting: 'WWWW");
            assertThat(probe.err().length()).isLessThan(200);
        } finally {
            System.setIn(saved);
        }
        InputStream savedPlay = PlayCommand.input;
        try {
            PlayCommand.input = endless(huge, (byte) '3');
            MainTest.Run play = run("play", "--engine", "random,seed=1");
            assertRefused(play, "standard input: a line longer than 65536 bytes, starting: '3333");
        } finally {
            PlayCommand.input = savedPlay;
        }
    }
}
