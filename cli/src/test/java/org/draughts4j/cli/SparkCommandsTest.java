package org.draughts4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The commands' --spark option in local mode, against the same commands without it. */
class SparkCommandsTest {
    @Test
    void perftOnSparkPrintsTheCountsOfEveryDepthWhateverTheSplit() {
        List<String> expected = perftLines(MainTest.run("perft", "-v", "english", "-d", "6", "--paths"));
        for (String split : new String[] {"2", "5"}) {
            MainTest.Run run = MainTest.run("perft", "-v", "english", "-d", "6", "--paths", "--spark", "local[2]",
                    "--split-depth", split);
            assertThat(run.status()).as(run.err()).isZero();
            assertThat(perftLines(run)).isEqualTo(expected);
            assertThat(run.lines().get(6)).startsWith("depths 1-6: ");
            assertThat(run.err()).contains("split at depth " + split);
        }
    }

    @Test
    void egtbBuildOnSparkWritesTheFilesOfTheBuildOnOneMachine(@TempDir Path dir) throws IOException {
        Path alone = dir.resolve("alone");
        assertThat(MainTest.run("egtb", "build", "-v", "russian", "--pieces", "3", "--dir", alone.toString()).status())
                .isZero();
        Path spark = dir.resolve("spark");
        MainTest.Run run = MainTest.run("egtb", "build", "-v", "russian", "--pieces", "3", "--spark", "local[2]",
                "--dir", spark.toString());
        assertThat(run.status()).as(run.err()).isZero();
        // The full tables: a build on one machine writes the compact ones (.wdl) too, a Spark build not yet.
        Map<String, byte[]> expected = files(alone);
        assertThat(expected.keySet()).anyMatch(name -> name.endsWith(".wdl"));
        expected.keySet().removeIf(name -> name.endsWith(".wdl"));
        Map<String, byte[]> actual = files(spark);
        assertThat(actual).containsOnlyKeys(expected.keySet());
        expected.forEach((name, bytes) -> assertThat(actual.get(name)).as(name).isEqualTo(bytes));
        assertThat(run.lines()).filteredOn(l -> l.contains("  wins ")).hasSize(expected.size());
        assertThat(run.lines().get(run.lines().size() - 1)).startsWith(expected.size() + " slices, ");

        MainTest.Run again = MainTest.run("egtb", "build", "-v", "russian", "--pieces", "3", "--spark", "local[1]",
                "--dir", spark.toUri().toString());
        assertThat(again.status()).as(again.err()).isZero();
        assertThat(again.lines()).filteredOn(l -> l.contains("(built before)")).hasSize(expected.size());

        MainTest.Run wdl = MainTest.run("egtb", "build", "-v", "russian", "--pieces", "3", "--spark", "local[1]",
                "--dir", spark.toString(), "--wdl");
        assertThat(wdl.status()).isEqualTo(Main.BAD_INPUT);
        assertThat(wdl.err()).contains("--wdl is not taken with --spark");
        MainTest.Run blocks = MainTest.run("egtb", "build", "-v", "russian", "--pieces", "3", "--spark", "local[1]",
                "--dir", spark.toString(), "--block", "8192");
        assertThat(blocks.status()).isEqualTo(Main.BAD_INPUT);
        assertThat(blocks.err()).contains("--block and --part are not taken with --spark");
        // On one machine, the same build finds every slice built and writes the compact tables.
        MainTest.Run compact = MainTest.run("egtb", "build", "-v", "russian", "--pieces", "3", "--dir", spark.toString());
        assertThat(compact.status()).as(compact.err()).isZero();
        assertThat(files(spark)).containsOnlyKeys(files(alone).keySet());
    }

    @Test
    void sparkOptionsOutOfPlaceAreBadInput() {
        assertThat(MainTest.run("perft", "-d", "3", "--split-depth", "2").err())
                .contains("--split-depth needs --spark");
        assertThat(MainTest.run("perft", "-d", "3", "--split-depth", "2").status()).isEqualTo(Main.BAD_INPUT);
        MainTest.Run divide = MainTest.run("perft", "-d", "3", "--divide", "--spark", "local[1]");
        assertThat(divide.status()).isEqualTo(Main.BAD_INPUT);
        assertThat(divide.err()).contains("--spark takes none of --divide");
        // A job has no limit to stop it: a depth of 2^31-1 made an array of that size and failed.
        MainTest.Run endless = MainTest.run("perft", "-d", "2147483647", "--spark", "local[1]");
        assertThat(endless.status()).isEqualTo(Main.BAD_INPUT);
        assertThat(endless.err()).contains("--spark counts to a depth of at most 100000, not 2147483647");
        MainTest.Run deep = MainTest.run("perft", "-d", "3", "--spark", "local[1]", "--split-depth", "4");
        assertThat(deep.status()).isEqualTo(Main.BAD_INPUT);
        assertThat(deep.err()).contains("--split-depth must be 1 to the depth 3, not 4");
        for (String split : new String[] {"0", "-1"}) {
            MainTest.Run none = MainTest.run("perft", "-d", "3", "--spark", "local[1]", "--split-depth", split);
            assertThat(none.status()).as(split).isEqualTo(Main.BAD_INPUT);
            assertThat(none.err()).as(split).contains("--split-depth must be 1 to the depth 3, not " + split);
        }
        MainTest.Run master = MainTest.run("perft", "-d", "3", "--spark", "nosuch://master");
        assertThat(master.status()).isEqualTo(Main.BAD_INPUT);
        assertThat(master.err()).contains("cannot start Spark on 'nosuch://master'");
    }

    /**
     * A master URL Spark cannot read, or a standalone master that does not answer: the command's
     * one line and status 2 on standard error, and not a line of Spark's own log (which a start
     * that fails writes, through its log configuration, to this process's standard error: hence
     * a process of its own), nor the minute Spark spends on a master that does not answer.
     */
    @Test
    void aBadMasterIsOneLineOfTheCommandsAndNoneOfSparksLog() throws Exception {
        int closed;
        try (java.net.ServerSocket socket = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            closed = socket.getLocalPort();
        }
        String unreachable = "spark://127.0.0.1:" + closed;
        MainTest.Run inProcess = MainTest.run("perft", "-d", "3", "--spark", unreachable);
        assertThat(inProcess.status()).isEqualTo(Main.BAD_INPUT);
        assertThat(inProcess.err()).startsWith("draughts: cannot start Spark on '" + unreachable
                + "': no master reached at 127.0.0.1:" + closed + " (");

        for (String master : new String[] {"nonsense://x", unreachable}) {
            List<String> command = new ArrayList<>();
            command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
            // The options the launcher gives a run with --spark (and the tests' JVM has).
            for (String option : java.lang.management.ManagementFactory.getRuntimeMXBean().getInputArguments()) {
                if (option.startsWith("--add-opens") || option.startsWith("-Djdk.reflect")
                        || option.startsWith("-Dio.netty")) {
                    command.add(option);
                }
            }
            command.addAll(List.of("-cp", System.getProperty("java.class.path"), "org.draughts4j.cli.Main", "perft", "-d",
                    "3", "--spark", master));
            Process process = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            String err = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(process.waitFor(2, java.util.concurrent.TimeUnit.MINUTES)).isTrue();
            assertThat(process.exitValue()).as(err).isEqualTo(Main.BAD_INPUT);
            assertThat(err.lines().toList()).as(master).singleElement(org.assertj.core.api.InstanceOfAssertFactories.STRING)
                    .startsWith("draughts: cannot start Spark on '" + master + "': ");
        }
    }

    /** Without --spark, not one class of Spark's or of the spark module is loaded. */
    @Test
    void aRunWithoutSparkLoadsNoneOfItsClasses() throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process process = new ProcessBuilder(java, "-Xlog:class+load=info", "-cp", System.getProperty("java.class.path"),
                "org.draughts4j.cli.Main", "perft", "-d", "1").redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor()).isZero();
        assertThat(output).contains("perft 1 9").contains("org.draughts4j.cli.PerftCommand")
                .doesNotContain("org.apache.spark").doesNotContain("org.draughts4j.spark")
                .doesNotContain("org.draughts4j.cli.SparkRun");
    }

    private static List<String> perftLines(MainTest.Run run) {
        List<String> lines = new ArrayList<>();
        for (String line : run.lines()) {
            if (line.startsWith("perft ")) {
                String[] words = line.split(" ");
                lines.add(words[0] + " " + words[1] + " " + words[2]);
            }
        }
        return lines;
    }

    private static Map<String, byte[]> files(Path dir) throws IOException {
        Map<String, byte[]> files = new TreeMap<>();
        try (Stream<Path> list = Files.list(dir)) {
            for (Path file : list.toList()) {
                files.put(file.getFileName().toString(), Files.readAllBytes(file));
            }
        }
        return files;
    }
}
