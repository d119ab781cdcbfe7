package org.draughts4j.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.draughts4j.core.perft.Perft;
import org.draughts4j.egtb.TableBuilder;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Fault tolerance shown: a standalone cluster on 127.0.0.1 (Spark's own Master and Worker, child
 * JVMs on the test class path, nothing downloaded), two workers of one core, one of them killed
 * in the middle of a job; the counts and the table files are those of one machine.
 */
class StandaloneClusterTest {
    private final List<Process> processes = new ArrayList<>();

    @TempDir
    Path temp;

    @AfterEach
    void stopCluster() {
        for (Process process : processes) {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
        }
    }

    @Test
    @Timeout(value = 10, unit = TimeUnit.MINUTES)
    void aWorkerKilledMidJobChangesNeitherTheCountNorTheFiles() throws Exception {
        int port = freePort();
        String master = "spark://127.0.0.1:" + port;
        start("master", List.of("org.apache.spark.deploy.master.Master", "--host", "127.0.0.1", "--port",
                String.valueOf(port), "--webui-port", "0"));
        // Three workers: one killed in each job, one left at the end.
        Process doomed = start("worker-1", worker(master, "1"));
        Process second = start("worker-2", worker(master, "2"));
        start("worker-3", worker(master, "3"));
        SparkConf conf = new SparkConf().setMaster(master).setAppName("StandaloneClusterTest")
                .set("spark.driver.host", "127.0.0.1").set("spark.driver.bindAddress", "127.0.0.1")
                .set("spark.ui.enabled", "false")
                .set("spark.executor.memory", "512m")
                .set("spark.executor.extraClassPath", System.getProperty("java.class.path"))
                // Every worker's executor before the first job, so that one of them is there to kill.
                .set("spark.scheduler.minRegisteredResourcesRatio", "1.0")
                .set("spark.scheduler.maxRegisteredResourcesWaitingTime", "120s");
        try (JavaSparkContext context = new JavaSparkContext(conf); DraughtsSpark spark = DraughtsSpark.of(context)) {
            waitFor(() -> context.sc().statusTracker().getExecutorInfos().length >= 4, "three executors");

            // Perft: the worker dies as soon as the tasks are handed out, with one running on it.
            Position start = Position.start(Variant.byName("english"));
            CompletableFuture<PerftCounts> perft = CompletableFuture.supplyAsync(() -> spark.perft(start, 10, 4, true));
            waitFor(() -> !spark.status().isEmpty() || perft.isDone(), "the perft's tasks");
            assertThat(perft).as("the perft ended before a worker could be killed: make it longer").isNotDone();
            kill(doomed);
            long expected = Perft.count(start, 10, new org.draughts4j.core.perft.PerftOptions(true, 1, 0));
            assertThat(perft.get(3, TimeUnit.MINUTES).leaves(10)).isEqualTo(expected);

            // Tables: a worker again killed mid-build, the other left alone.
            Path shared = temp.resolve("shared");
            List<SliceBuilt> told = new ArrayList<>();
            CompletableFuture<List<SliceBuilt>> build = CompletableFuture.supplyAsync(() -> {
                try {
                    return spark.buildTables(Variant.byName("russian"), 4, shared.toUri().toString(), 1, s -> {
                        synchronized (told) {
                            told.add(s);
                        }
                    });
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            });
            waitFor(() -> {
                synchronized (told) {
                    return told.size() >= 6 || build.isDone();
                }
            }, "the first slices");
            assertThat(build).as("the build ended before a worker could be killed").isNotDone();
            kill(second);
            List<SliceBuilt> built = build.get(3, TimeUnit.MINUTES);
            Path alone = temp.resolve("alone");
            TableBuilder.of(Variant.byName("russian"), alone).threads(1).build(4).close();
            Map<String, byte[]> expectedFiles = Folders.files(alone);
            assertThat(built).extracting(SliceBuilt::fileName).containsExactlyInAnyOrderElementsOf(expectedFiles.keySet());
            Map<String, byte[]> actual = Folders.files(shared);
            assertThat(actual.keySet()).isEqualTo(expectedFiles.keySet());
            expectedFiles.forEach((name, bytes) -> assertThat(actual.get(name)).as(name).isEqualTo(bytes));
        }
    }

    private List<String> worker(String master, String name) throws IOException {
        Path work = Files.createDirectories(temp.resolve("work-" + name));
        return List.of("org.apache.spark.deploy.worker.Worker", "--host", "127.0.0.1", "--cores", "1", "--memory",
                "1g", "--webui-port", "0", "--work-dir", work.toString(), master);
    }

    /** A JVM on the test class path; its output goes to a file in the temporary folder. */
    private Process start(String name, List<String> mainAndArgs) throws IOException {
        // A worker builds its executors' command from SPARK_HOME: an empty jars folder and the
        // Scala version are all it needs, the class path coming from spark.executor.extraClassPath.
        Path home = Files.createDirectories(temp.resolve("spark-home"));
        Files.createDirectories(home.resolve("jars"));
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-Xmx512m");
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.addAll(mainAndArgs);
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(temp.resolve(name + ".log").toFile());
        builder.environment().put("SPARK_HOME", home.toString());
        builder.environment().put("SPARK_SCALA_VERSION", "2.13");
        builder.environment().put("JAVA_HOME", System.getProperty("java.home"));
        builder.environment().put("SPARK_LOCAL_IP", "127.0.0.1");
        Process process = builder.start();
        processes.add(process);
        return process;
    }

    /** Kills a worker and the executors it started, as a machine that goes down would lose them. */
    private static void kill(Process worker) throws InterruptedException {
        worker.descendants().forEach(ProcessHandle::destroyForcibly);
        worker.destroyForcibly();
        worker.waitFor(30, TimeUnit.SECONDS);
    }

    private void waitFor(java.util.function.BooleanSupplier condition, String what) throws Exception {
        // Generous: on a machine shared with other builds a JVM of Spark's takes a minute to start.
        long deadline = System.nanoTime() + Duration.ofMinutes(4).toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                StringBuilder logs = new StringBuilder();
                try (Stream<Path> files = Files.list(temp)) {
                    for (Path log : files.filter(p -> p.toString().endsWith(".log")).toList()) {
                        String text = Files.readString(log);
                        logs.append("\n--- ").append(log.getFileName()).append('\n')
                                .append(text.substring(Math.max(0, text.length() - 3000)));
                    }
                }
                throw new AssertionError("no " + what + " within 4 minutes" + logs);
            }
            Thread.sleep(50);
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
