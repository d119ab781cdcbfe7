package org.draughts4j.cli;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;
import org.junit.jupiter.api.io.TempDir;

/**
 * The commands that read files on devices, enormous files and empty ones: a device is refused at
 * once, an enormous token gives one short line, and a run that checked nothing does not pass.
 */
class UntrustedFilesTest {
    private static final Duration SECONDS = Duration.ofSeconds(30);
    private static final int FIFTY_MB = 50 << 20;

    static boolean devZero() {
        return Files.exists(Path.of("/dev/zero"));
    }

    private static MainTest.Run run(String... args) {
        return assertTimeoutPreemptively(SECONDS, () -> MainTest.run(args));
    }

    /** One line on standard error, under 400 bytes, status 2. */
    private static void assertOneShortLine(MainTest.Run run) {
        assertThat(run.status()).isEqualTo(Main.BAD_INPUT);
        assertThat(run.err()).startsWith("draughts: ").endsWith("\n");
        assertThat(run.err().strip()).doesNotContain("\n");
        assertThat(run.err().getBytes(UTF_8).length).as(run.err()).isLessThan(400);
    }

    @Test
    @EnabledIf("devZero")
    void devicesAreRefusedAtOnce() {
        MainTest.Run suite = run("suite", "/dev/zero");
        assertOneShortLine(suite);
        assertThat(suite.err()).isEqualTo("draughts: cannot read '/dev/zero': it is a character device, not a regular file\n");
        MainTest.Run pdn = run("pdn", "/dev/zero");
        assertOneShortLine(pdn);
        assertThat(pdn.err()).isEqualTo("draughts: cannot read PDN file /dev/zero: it is a character device, not a regular file\n");
        assertOneShortLine(run("show", "--pdn", "/dev/zero"));
    }

    @Test
    void anEnormousSuiteTokenGivesOneShortLine(@TempDir Path dir) throws IOException {
        Path line = dir.resolve("line.perft");
        Files.writeString(line, "id x\nfen W:W" + "1".repeat(FIFTY_MB) + ":B1\nperft 1 1\n");
        MainTest.Run run = run("suite", line.toString());
        assertOneShortLine(run);
        assertThat(run.err()).contains("line.perft:2: a line longer than 16384 characters, starting: 'fen W:W1111");
        // Within the line's bound, a FEN too long for the FEN reader: quoted shortly all the same.
        Path fen = dir.resolve("fen.perft");
        Files.writeString(fen, "id x\nfen W:W" + "1".repeat(16_000) + ":B1\nperft 1 1\n");
        assertOneShortLine(run("suite", fen.toString()));
    }

    @Test
    void anEnormousPdnTokenGivesShortLines(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("big.pdn");
        Files.writeString(file, "[FEN \"W:W" + "1".repeat(1 << 20) + ":B1\"]\n1. 32-28 *\n"
                + "[Event \"b\"]\n1. 32-28" + "9".repeat(FIFTY_MB) + " *\n"
                + "[FEN \"W:W" + "1".repeat(FIFTY_MB) + ":B1\"]\n1. 32-28 *\n");
        MainTest.Run run = run("pdn", file.toString());
        assertThat(run.status()).isEqualTo(Main.FAILED);
        assertThat(run.lines()).hasSize(4).allSatisfy(l -> assertThat(l.getBytes(UTF_8).length).as(l).isLessThan(400));
        assertThat(run.lines().get(3)).isEqualTo("0 passed, 3 failed");
        // The third game is too long to keep: its head's FEN is reported, shortly, as a warning.
        assertThat(run.err().lines()).isNotEmpty()
                .allSatisfy(l -> assertThat(l.getBytes(UTF_8).length).as(l).isLessThan(400));
    }

    @Test
    void emptyFilesCheckNothingAndDoNotPass(@TempDir Path dir) throws IOException {
        Path suite = Files.writeString(dir.resolve("empty.perft"), "# nothing\n");
        MainTest.Run run = run("suite", suite.toString());
        assertThat(run.status()).isEqualTo(Main.NOTHING_CHECKED);
        assertThat(run.lines()).containsExactly("0 passed, 0 failed");
        assertThat(run.err()).isEqualTo("draughts: nothing checked: no record in the suites given\n");
        Path pdn = Files.writeString(dir.resolve("empty.pdn"), "");
        MainTest.Run games = run("pdn", pdn.toString());
        assertThat(games.status()).isEqualTo(Main.NOTHING_CHECKED);
        assertThat(games.lines()).containsExactly("0 passed, 0 failed");
        assertThat(games.err()).isEqualTo("warning: " + pdn + ": no game in this file\n"
                + "draughts: nothing checked: no game in the files given\n");
    }

    @Test
    void everyCommandPrintsTheVersion() {
        // Every command and subcommand the help lists: one without a version provider printed nothing and said 0.
        List<String[]> commands = new ArrayList<>();
        PicocliRun.withEveryCommand().getSubcommands().forEach((name, command) -> {
            if (command.getMixins().containsKey("mixinStandardHelpOptions")) {
                commands.add(new String[] {name, "-V"});
            }
            command.getSubcommands().forEach((sub, subcommand) -> commands.add(new String[] {name, sub, "-V"}));
        });
        assertThat(commands).hasSizeGreaterThanOrEqualTo(19);
        for (String[] command : commands) {
            MainTest.Run run = MainTest.run(command);
            assertThat(run.status()).as(String.join(" ", command)).isZero();
            assertThat(run.out()).as(String.join(" ", command)).startsWith("draughts ");
        }
    }

    @Test
    void turkishSquaresAreAlgebraicOnly() {
        MainTest.Run run = MainTest.run("svg", "-v", "turkish", "--arrow", "20-28");
        assertOneShortLine(run);
        assertThat(run.err()).contains("are written a1-h8, not 20");
        assertThat(MainTest.run("svg", "-v", "turkish", "--arrow", "d3-d4").status()).isZero();
    }
}
