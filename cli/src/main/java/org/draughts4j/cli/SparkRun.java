package org.draughts4j.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.net.URI;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicInteger;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.draughts4j.spark.DraughtsSpark;
import org.draughts4j.spark.PerftCounts;
import org.draughts4j.spark.SliceBuilt;

/**
 * The commands' {@code --spark}: the only class of the command line that names Spark's, loaded
 * only when that option is given, so that no other run loads or even looks for them
 * (docs/distributed.md).
 */
final class SparkRun {
    private SparkRun() {}

    /** @throws CliException when Spark's jars are not on the class path, saying how to get them there */
    private static void requireSpark() {
        try {
            Class.forName("org.apache.spark.SparkConf", false, SparkRun.class.getClassLoader());
        } catch (ClassNotFoundException | LinkageError e) {
            throw new CliException("--spark needs Apache Spark's jars on the class path: run ./draughts, which adds"
                    + " spark/target/lib when --spark is given, or spark-submit (docs/distributed.md)");
        }
    }

    /** How long a standalone master has to accept a connection before the start gives up on it. */
    static final int CONNECT_MILLIS = 5000;

    private static DraughtsSpark start(String master, String job) {
        requireSpark();
        requireStandaloneMaster(master);
        try {
            return DraughtsSpark.start(master, "draughts " + job, true);
        } catch (Exception e) {
            // A malformed master URL, or a master that cannot be reached: Spark says which (with a
            // SparkException, which Scala throws undeclared).
            throw new CliException("cannot start Spark on '" + master + "': " + e.getMessage(), e);
        }
    }

    /**
     * A standalone master ({@code spark://host:port}, or several, comma-separated, for a master
     * with standbys) that no connection reaches fails at once: Spark itself tries three times, 20
     * seconds each, then stops the application under the job (docs/distributed.md).
     *
     * @throws CliException when none of the masters accepts a connection
     */
    static void requireStandaloneMaster(String master) {
        if (!master.startsWith("spark://")) {
            return;
        }
        java.util.StringJoiner failed = new java.util.StringJoiner(", ");
        for (String hostPort : master.substring("spark://".length()).split(",")) {
            int colon = hostPort.lastIndexOf(':');
            int port;
            try {
                port = colon < 0 ? -1 : Integer.parseInt(hostPort.substring(colon + 1));
            } catch (NumberFormatException e) {
                port = -1;
            }
            if (port < 0 || port > 65535) {
                return; // Spark's own reading of the URL says what is wrong with it
            }
            String host = hostPort.substring(0, colon);
            if (host.startsWith("[") && host.endsWith("]")) {
                host = host.substring(1, host.length() - 1);
            }
            try (java.net.Socket socket = new java.net.Socket()) {
                socket.connect(new java.net.InetSocketAddress(host, port), CONNECT_MILLIS);
                return;
            } catch (IllegalArgumentException | IOException | SecurityException e) {
                failed.add(hostPort + " (" + (e instanceof java.net.SocketTimeoutException ? "no answer in "
                        + CONNECT_MILLIS / 1000 + " s" : e.getMessage() == null ? e.getClass().getSimpleName()
                        : e.getMessage()) + ")");
            }
        }
        if (failed.length() > 0) {
            throw new CliException("cannot start Spark on '" + master + "': no master reached at " + failed);
        }
    }

    /**
     * {@code perft --spark}: every depth's line, as the one-walk count prints them, then the
     * whole count's line; the split on standard error.
     *
     * @return the exit status, 0
     */
    static int perft(String master, int splitDepth, Position root, int depth, boolean paths, PrintWriter out,
            PrintWriter err, Progress.Settings settings) {
        if (splitDepth < 0 || splitDepth > depth) {
            throw new CliException("--split-depth must be 1 to the depth " + depth + ", not " + splitDepth);
        }
        try (DraughtsSpark spark = start(master, "perft")) {
            long begun = System.nanoTime();
            PerftCounts counts;
            try (Progress progress = Progress.start(settings, err,
                    () -> "perft depth " + depth + " on " + master + ": " + spark.status(), spark::leavesCounted)) {
                counts = spark.perft(root, depth, splitDepth, paths);
            } catch (Exception e) {
                throw jobFailed(spark, master, e);
            }
            long nanos = System.nanoTime() - begun;
            long total = 0;
            for (int d = 1; d <= depth; d++) {
                out.println("perft " + d + " " + counts.leaves(d));
                total += counts.leaves(d);
            }
            out.println("depths 1-" + depth + ": " + total + " nodes in " + PerftCommand.fixed(nanos / 1e9, 3) + " s, "
                    + PerftCommand.speed(nanos <= 0 ? 0 : total / (nanos / 1e9)));
            out.flush();
            err.println("spark " + spark.master() + ": split at depth " + counts.splitDepth() + ", "
                    + counts.subtrees() + " distinct positions in " + counts.tasks() + " tasks");
            err.flush();
            return 0;
        }
    }

    /**
     * @param dir a Hadoop file system URI ({@code hdfs://...}, {@code file:///...}), or a local
     *     path, made absolute: the executors of a cluster do not share this process's folder
     * @return the URI to build into
     */
    static String directory(String dir) {
        if (dir.matches("[A-Za-z][A-Za-z0-9+.-]*:.*") && !dir.matches("[A-Za-z]:[\\\\/].*")) {
            try {
                URI uri = new URI(dir);
                if (uri.getScheme() != null && uri.getPath() != null && !uri.getPath().isEmpty()) {
                    return dir;
                }
            } catch (java.net.URISyntaxException e) {
                throw new CliException("--dir '" + org.draughts4j.core.InputLimits.quote(dir) + "' is not a URI: " + e.getReason());
            }
        }
        try {
            return Path.of(dir).toAbsolutePath().normalize().toUri().toString();
        } catch (InvalidPathException e) {
            throw new CliException("--dir '" + org.draughts4j.core.InputLimits.quote(dir) + "' is not a path: " + e.getReason());
        }
    }

    /**
     * {@code egtb build --spark}: one line per slice as its task ends (or as it is found built),
     * as the build on one machine prints them, then the totals.
     *
     * @return the exit status, 0
     */
    static int buildTables(String master, Variant variant, int pieces, String dir, int threadsPerTask, PrintWriter out,
            PrintWriter err, boolean progress) {
        String uri = directory(dir);
        try (DraughtsSpark spark = start(master, "egtb build " + variant.name() + " " + pieces)) {
            long begun = System.nanoTime();
            long[] totals = new long[4];
            AtomicInteger slices = new AtomicInteger();
            try {
                spark.buildTables(variant, pieces, uri, threadsPerTask, s -> {
                    slices.incrementAndGet();
                    totals[0] += s.positions();
                    totals[1] += s.bytes();
                    totals[2] = Math.max(totals[2], s.longestWin());
                    out.println(line(s));
                    out.flush();
                    if (progress) {
                        err.println(slices.get() + " slices done, " + PerftCommand.fixed((System.nanoTime() - begun) / 1e9, 1)
                                + " s");
                        err.flush();
                    }
                });
            } catch (IOException e) {
                throw new CliException("cannot build the tables in " + uri + ": " + e.getMessage(), e);
            } catch (IllegalArgumentException e) {
                throw new CliException(e.getMessage(), e);
            } catch (Exception e) {
                throw jobFailed(spark, master, e);
            }
            out.println(String.format(Locale.ROOT, "%d slices, %d positions, %d bytes, longest win %d, %.3f s on %s",
                    slices.get(), totals[0], totals[1], totals[2], (System.nanoTime() - begun) / 1e9, spark.master()));
            out.flush();
            return 0;
        }
    }

    /**
     * @return a job that Spark gave up on (a task failed more often than it retries, every executor
     *     lost) as one line; anything else as it was, a bug
     */
    private static RuntimeException jobFailed(DraughtsSpark spark, String master, Exception e) {
        if (spark.isStopped()) {
            // Spark gave the application up under the job (a master that took the connection but
            // not the application): what the job then meets is a context half torn down.
            return new CliException("the Spark application on '" + master + "' was stopped before its job ended", e);
        }
        if (e.getClass().getName().startsWith("org.apache.spark.")) {
            return new CliException("the Spark job failed: " + e.getMessage(), e);
        }
        return e instanceof RuntimeException r ? r : new IllegalStateException(e);
    }

    private static String line(SliceBuilt s) {
        if (s.resumed()) {
            return String.format(Locale.ROOT, "%-13s (built before)  %d bytes", s.material(), s.bytes());
        }
        return String.format(Locale.ROOT,
                "%-13s positions %d  wins %d  draws %d  losses %d  longest win %d  %.3f s on %s  %d bytes", s.material(),
                s.positions(), s.wins(), s.draws(), s.losses(), s.longestWin(), s.nanos() / 1e9, s.host(), s.bytes());
    }
}
