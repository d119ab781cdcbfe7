package org.draughts4j.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The launcher {@code ./draughts}, run by bash on a repository of its own: a fake {@code mvnw} that
 * makes the jar, and a fake {@code java} (DRAUGHTS_JAVA) that prints what it was asked to run.
 */
@Timeout(60)
class LauncherTest {
    private static final Path LAUNCHER = Path.of("..", "draughts");

    @TempDir
    Path root;

    record Result(int status, String out, String err) {
    }

    private Result run(String... args) throws IOException, InterruptedException {
        List<String> command = new java.util.ArrayList<>(List.of("bash", root.resolve("draughts").toString()));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command).directory(root.toFile());
        builder.environment().put("DRAUGHTS_JAVA", root.resolve("java").toString());
        builder.environment().put("TMPDIR", root.toString());
        File out = root.resolve("out.txt").toFile();
        File err = root.resolve("err.txt").toFile();
        Process process = builder.redirectOutput(out).redirectError(err).redirectInput(ProcessBuilder.Redirect.PIPE)
                .start();
        process.getOutputStream().close();
        assertThat(process.waitFor(30, TimeUnit.SECONDS)).isTrue();
        return new Result(process.exitValue(), Files.readString(out.toPath(), StandardCharsets.UTF_8),
                Files.readString(err.toPath(), StandardCharsets.UTF_8));
    }

    private void script(String name, String text) throws IOException {
        Path path = root.resolve(name);
        Files.writeString(path, "#!/bin/sh\n" + text, StandardCharsets.UTF_8);
        assertThat(path.toFile().setExecutable(true)).isTrue();
    }

    private void repository(String mvnw) throws IOException {
        assumeTrue(Files.isRegularFile(LAUNCHER), "the launcher is at the repository's root");
        assumeTrue(new File("/bin/sh").canExecute() && Files.isDirectory(Path.of("/proc")), "a Unix shell");
        Files.copy(LAUNCHER, root.resolve("draughts"), StandardCopyOption.REPLACE_EXISTING);
        Files.writeString(root.resolve("pom.xml"), "<project/>\n", StandardCharsets.UTF_8);
        Files.createDirectories(root.resolve("cli/src/main/java"));
        Files.writeString(root.resolve("cli/pom.xml"), "<project/>\n", StandardCharsets.UTF_8);
        script("mvnw", mvnw);
        // Only the command's own run prints: the archive's training run goes to /dev/null anyway.
        script("java", "for a in \"$@\"; do case $a in org.draughts4j.cli.Main) shift $#; echo \"ran\"; exit 0;; esac;"
                + " done\nexit 0\n");
    }

    /**
     * The first run builds, and says so in one line on standard error, standard output left to the
     * command; a run with the jar up to date says nothing.
     */
    @Test
    void aBuildIsAnnouncedOnStandardErrorOnly() throws Exception {
        repository("echo 'maven output'\necho 'maven warning' >&2\nmkdir -p cli/target\necho jar > cli/target/draughts.jar\n");
        Result first = run("perft", "-d", "1");
        assertThat(first.status()).as(first.err()).isZero();
        assertThat(first.out()).isEqualTo("ran\n");
        Path jar = root.toRealPath().resolve("cli/target/draughts.jar");
        Path log = root.toRealPath().resolve("cli/target/draughts-build.log");
        assertThat(first.err()).isEqualTo("draughts: building " + jar
                + " (first run or sources changed; the log is in " + log + ")\n");
        assertThat(Files.readString(log)).contains("maven output", "maven warning");
        Result second = run("perft", "-d", "1");
        assertThat(second.status()).isZero();
        assertThat(second.out()).isEqualTo("ran\n");
        assertThat(second.err()).isEmpty();
    }

    /**
     * The commands that search run without compressed references and so without the launcher's
     * archive (made with them, refused without), and inline methods of up to 325 bytes; the others
     * keep both and inline up to 150. The fake {@code java} makes the archive it is asked for and
     * prints the options it was given before the main class.
     */
    @Test
    void theCommandsThatSearchHoldReferencesWholeAndInlineMoreAndTheOthersKeepTheArchive() throws Exception {
        repository("mkdir -p cli/target\necho jar > cli/target/draughts.jar\n");
        script("java", "opts=\nfor a in \"$@\"; do case $a in -XX:ArchiveClassesAtExit=*) echo archive > \"${a#*=}\";;"
                + " org.draughts4j.cli.Main) echo \"$opts\"; exit 0;; esac; opts=\"$opts $a\"; done\nexit 0\n");
        for (List<String> command : List.of(List.of("analyse", "--depth", "1"), List.of("--debug", "match"),
                List.of("hub"), List.of("bench"))) {
            Result run = run(command.toArray(String[]::new));
            assertThat(run.status()).as(command + ": " + run.err()).isZero();
            assertThat(run.out()).as(command.toString()).contains(" -XX:-UseCompressedOops")
                    .doesNotContain("SharedArchiveFile");
            assertThat(lastInlineSize(run.out())).as(command.toString()).isEqualTo("325");
        }
        for (List<String> command : List.of(List.of("perft", "-d", "1"), List.of("--debug", "pdn", "analyse.pdn"),
                List.of("variants"))) {
            Result run = run(command.toArray(String[]::new));
            assertThat(run.status()).as(command + ": " + run.err()).isZero();
            assertThat(run.out()).as(command.toString()).doesNotContain("UseCompressedOops")
                    .contains("-XX:SharedArchiveFile=");
            assertThat(lastInlineSize(run.out())).as(command.toString()).isEqualTo("150");
        }
    }

    /** @return the value of the last {@code -XX:FreqInlineSize=} among the options, the one the JVM takes */
    private static String lastInlineSize(String options) {
        String option = "-XX:FreqInlineSize=";
        int at = options.lastIndexOf(option);
        assertThat(at).as(options).isNotNegative();
        return options.substring(at + option.length()).split("\\s+", 2)[0];
    }

    /** A failed build: the notice, then the failure and the log, status 2, nothing on standard output. */
    @Test
    void aFailedBuildShowsItsLog() throws Exception {
        repository("echo 'BUILD FAILURE: a reason'\nexit 1\n");
        Result run = run("perft", "-d", "1");
        assertThat(run.status()).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.err().lines().toList()).hasSize(3).satisfies(lines -> {
            assertThat(lines.get(0)).startsWith("draughts: building ");
            assertThat(lines.get(1)).startsWith("draughts: the build failed");
            assertThat(lines.get(2)).isEqualTo("BUILD FAILURE: a reason");
        });
    }
}
