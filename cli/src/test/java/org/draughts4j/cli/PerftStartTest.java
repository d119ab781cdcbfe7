package org.draughts4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * What a perft run loads on its way to the count (docs/cli.md, "Running it"). The first lambda or
 * regular expression of a JVM starts the method-handle machinery, and each lambda costs about a
 * millisecond more to link: together a fifth of a short perft's start. So none of ours is on the
 * way, and this checks the classes a real run loads, one process per board kind and thread count.
 * It checks what is loaded, not how long it takes.
 */
class PerftStartTest {

    @ParameterizedTest
    @CsvSource({
        "international, 1", "international, 2", "russian, 2", "canadian, 2", "frisian, 2", "bashni, 2",
        "turkish, 2",
    })
    void aPerftRunLinksNoLambdaOfOursAndCompilesNoRegularExpressionAndLoadsNoPicocli(String variant, int threads,
            @TempDir Path dir) throws IOException, InterruptedException {
        Path log = dir.resolve("classes.log");
        List<String> command = new ArrayList<>(List.of(
                Paths.get(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xlog:class+load:file=" + log,
                "-cp", System.getProperty("java.class.path"), Main.class.getName(),
                "perft", "-v", variant, "-d", "4", "--threads", Integer.toString(threads)));
        Process process = new ProcessBuilder(command)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
        try {
            assertThat(process.waitFor(120, TimeUnit.SECONDS)).as("finished").isTrue();
        } finally {
            process.destroyForcibly();
        }
        assertThat(process.exitValue()).isZero();

        List<String> loaded = Files.readAllLines(log, StandardCharsets.UTF_8);
        // The run got as far as the count: the log shows what that path loads.
        assertThat(loaded).anyMatch(line -> line.contains(" org.draughts4j.core.perft.Perft "));
        assertThat(loaded)
                .as("lambdas of ours linked")
                .noneMatch(line -> line.matches(".* org\\.draughts4j\\.\\S*\\$\\$Lambda.*"));
        assertThat(loaded)
                .as("regular expressions")
                .noneMatch(line -> line.contains(" java.util.regex.Pattern "));
        // picocli's class files are older than the archive's format: each would be read from the
        // jar and checked at every start (QuickPerft reads these command lines without it).
        assertThat(loaded)
                .as("classes of picocli")
                .noneMatch(line -> line.contains(" picocli."));
    }
}
