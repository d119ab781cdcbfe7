package org.draughts4j.spark;

import java.io.IOException;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;
import org.apache.spark.SparkConf;
import org.apache.spark.SparkStageInfo;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.util.LongAccumulator;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;

/**
 * The draughts jobs of one Spark application: deep perft ({@link #perft}) and endgame table builds
 * ({@link #buildTables}). Started on a master URL ({@code local[*]}, {@code spark://host:7077},
 * {@code yarn}, {@code k8s://...}), or on the master {@code spark-submit} gave; or on a context the
 * application made ({@link #of}). Thread-safe, as Spark's context is; {@link #status()} may be read
 * from another thread while a job runs.
 */
public final class DraughtsSpark implements AutoCloseable {
    /** The log configuration {@link #start(String, String, boolean)} installs when asked for quiet logs. */
    static final String QUIET_LOGS = "org/draughts4j/spark/log4j2-quiet.properties";

    private final JavaSparkContext context;
    private final boolean owned;
    /** The leaves of the perft running now that its finished tasks counted, for a progress line. */
    private final LongAccumulator leaves;

    private DraughtsSpark(JavaSparkContext context, boolean owned) {
        this.context = context;
        this.owned = owned;
        this.leaves = context.sc().longAccumulator("draughts4j perft leaves");
    }

    /**
     * Starts a Spark application; {@link #close()} stops it.
     *
     * @param master the master URL, or null for the one spark-submit gave ({@code spark.master}), and
     *     {@code local[*]} when there is none
     * @param appName the application's name, as the cluster's pages show it
     * @param quietLogs whether to log warnings and errors only (Spark logs every stage by default),
     *     and nothing while the context starts (a failed start is the exception's to tell), unless
     *     the JVM was given a log4j2 configuration of its own
     * @return the jobs, on a context of their own
     * @throws UnsupportedOperationException on Java 23 or later, where Spark's Hadoop client does not
     *     run (the message says so)
     */
    public static DraughtsSpark start(String master, String appName, boolean quietLogs) {
        Objects.requireNonNull(appName, "appName");
        java.net.URL quiet = quietLogs ? DraughtsSpark.class.getClassLoader().getResource(QUIET_LOGS) : null;
        if (quiet != null && System.getProperty("log4j2.configurationFile") == null) {
            System.setProperty("log4j2.configurationFile", quiet.toString());
        }
        // Under the quiet configuration (this start's or an earlier one's), the start logs nothing:
        // when it fails, the exception says why.
        boolean quietStart = quiet != null && quiet.toString().equals(System.getProperty("log4j2.configurationFile"));
        SparkConf conf = new SparkConf().setAppName(appName);
        if (master != null) {
            conf.setMaster(master);
        } else if (!conf.contains("spark.master")) {
            conf.setMaster("local[*]");
        }
        // Spark's web pages are of no use to a job of minutes run from the command line, and two
        // applications on one machine would otherwise race for port 4040.
        if (!conf.contains("spark.ui.enabled")) {
            conf.set("spark.ui.enabled", "false");
        }
        // Executors of a cluster need this library's classes: the jar they were loaded from goes
        // with the application, unless spark-submit (or the caller) named the jars already.
        if (!conf.get("spark.master").startsWith("local") && !conf.contains("spark.jars")) {
            java.security.CodeSource source = DraughtsSpark.class.getProtectionDomain().getCodeSource();
            if (source != null && source.getLocation().getPath().endsWith(".jar")) {
                conf.set("spark.jars", source.getLocation().toString());
            }
        }
        if (!quietStart) {
            return new DraughtsSpark(newContext(conf), true);
        }
        try (QuietStart held = QuietStart.begin()) {
            return new DraughtsSpark(newContext(conf), true);
        }
    }

    private static JavaSparkContext newContext(SparkConf conf) {
        try {
            return new JavaSparkContext(conf);
        } catch (UnsupportedOperationException e) {
            throw explained(e);
        }
    }

    /**
     * Spark's Hadoop client asks for the caller's {@code Subject}, which Java 23 and later refuse
     * with a bare "getSubject is not supported" (the Security Manager's removal, JEP 486): said as
     * what it means and what to do. Any other exception is returned as it is.
     */
    static UnsupportedOperationException explained(UnsupportedOperationException e) {
        String message = e.getMessage();
        if (message == null || !message.contains("getSubject")) {
            return e;
        }
        return new UnsupportedOperationException("Spark does not run on Java " + Runtime.version().feature()
                + ": its Hadoop client calls Subject.getSubject, which Java 23 and later refuse; run it on Java 17"
                + " or 21", e);
    }

    /**
     * The jobs on an application's own context, which {@link #close()} leaves running.
     *
     * @param context the context
     * @return the jobs
     */
    public static DraughtsSpark of(JavaSparkContext context) {
        return new DraughtsSpark(Objects.requireNonNull(context, "context"), false);
    }

    /** @return the master URL the application runs on */
    public String master() {
        return context.master();
    }

    /** @return the tasks Spark runs at once when nothing says otherwise: the cores of the executors */
    public int parallelism() {
        return context.defaultParallelism();
    }

    /**
     * Counts the leaves of every depth from 1 to {@code depth} below {@code root}: the tree is split
     * at {@code splitDepth} plies into its distinct positions ({@link PerftSplit}), which are counted
     * as tasks, each multiplied by the lines that reach it, and summed. The counts are those of a
     * perft on one machine, whatever the split depth.
     *
     * @param root the position at the root
     * @param depth the deepest depth, at least 1
     * @param splitDepth where to cut the tree, 1 to {@code depth}; 0 to choose: the shallowest depth
     *     with some hundreds of positions for each task slot, at most {@code depth - 1}
     * @param paths whether captures that take the same pieces in another order count as other moves
     * @return the counts
     * @throws IllegalArgumentException if depth or splitDepth is out of range
     */
    public PerftCounts perft(Position root, int depth, int splitDepth, boolean paths) {
        leaves.reset();
        return new SparkPerft(context, leaves).count(root, depth, splitDepth, paths);
    }

    /**
     * @return the leaves, at the deepest depth, that the finished tasks of the perft running now
     *     (or of the last one) counted
     */
    public long leavesCounted() {
        return leaves.value();
    }

    /**
     * Builds the endgame tables of 2 to {@code pieces} pieces into {@code dirUri}, pair of slices by
     * pair, in waves ({@link org.draughts4j.egtb.TableBuilder#waves}): each pair a task that reads the
     * slices it depends on from the directory and writes its own there, under another name and
     * renamed when whole. Pairs whose files are there already are kept: a build that stopped goes on
     * from them. The files are those of {@link org.draughts4j.egtb.TableBuilder#build}, byte for byte.
     *
     * @param variant the variant
     * @param pieces the most pieces, at least 2
     * @param dirUri the directory, as a Hadoop file system URI ({@code file:///data/egtb},
     *     {@code hdfs://namenode/egtb}, {@code s3a://bucket/egtb}) or a local path
     * @param threadsPerTask the threads each task solves with (a cluster's {@code spark.task.cpus}
     *     should say as many)
     * @param sliceDone told of each slice as it is known built, on the thread that called
     * @return every slice of the build, in the order of the waves
     * @throws IOException if the directory cannot be read or written
     * @throws IllegalArgumentException if the variant has no tables or pieces is out of range
     */
    public List<SliceBuilt> buildTables(Variant variant, int pieces, String dirUri, int threadsPerTask,
            Consumer<SliceBuilt> sliceDone) throws IOException {
        return new SparkTables(context).build(variant, pieces, dirUri, threadsPerTask,
                sliceDone == null ? s -> { } : sliceDone);
    }

    /**
     * What the application is doing now, for a progress line.
     *
     * @return {@code 12 of 64 tasks} for the stages running, or the empty string between them
     */
    public String status() {
        int done = 0;
        int all = 0;
        for (int id : context.statusTracker().getActiveStageIds()) {
            SparkStageInfo stage = context.statusTracker().getStageInfo(id);
            if (stage != null) {
                done += stage.numCompletedTasks();
                all += stage.numTasks();
            }
        }
        return all == 0 ? "" : done + " of " + all + " tasks";
    }

    /**
     * @return whether the application has stopped: closed, or given up by Spark (a standalone
     *     master that never took it stops it after a minute), when no job can run on it any more
     */
    public boolean isStopped() {
        return context.sc().isStopped();
    }

    /** Stops the application if this started it. */
    @Override
    public void close() {
        if (owned) {
            context.stop();
        }
    }
}
