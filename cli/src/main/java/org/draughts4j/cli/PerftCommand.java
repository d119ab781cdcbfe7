package org.draughts4j.cli;

import java.io.PrintWriter;
import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import org.draughts4j.core.Position;
import org.draughts4j.core.perft.Perft;
import org.draughts4j.core.perft.PerftCancelledException;
import org.draughts4j.core.perft.PerftOptions;
import org.draughts4j.core.perft.PerftProgress;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code draughts perft}: leaf counts at each depth, then the time and speed of the whole count, or
 * a divide.
 */
@Command(name = "perft", mixinStandardHelpOptions = true, versionProvider = DraughtsCommand.Version.class,
        description = {
            "Counts the leaves of the move tree at depths 1..D: one line 'perft <d> <nodes>' per depth, then"
                    + " 'depths 1-D: <n> nodes in <t> s, <speed>': the leaves of every depth, the whole count's"
                    + " time and its nodes per second.",
            "Up to depth 16, one walk to depth D counts every depth: the first few lines come at once, the"
                    + " others together at its end. Deeper, or with --max-nodes or --max-seconds, each depth is"
                    + " counted on its own and printed as it ends, followed by its own time and speed.",
            "With --divide: one line '<move>: <nodes>' per legal root move (leaves at depth D-1 below it),"
                    + " a blank line, then 'Nodes searched: <total>'. The root moves are counted one after another"
                    + " in the order of the lines (origin, destination, path), each line printed as soon as its move"
                    + " is counted, whatever the number of threads.",
            "On a terminal, a run longer than a second shows its progress (depth or root moves done, nodes"
                    + " searched, time, speed) on one line of standard error, rewritten in place and cleared at the"
                    + " end; never when standard error is a pipe or a file.",
            "When --max-nodes or --max-seconds stops the count, the lines of the depths (or root moves) it"
                    + " finished are printed, then one line on standard error says where it stopped, and the exit"
                    + " status is " + Main.STOPPED + "."
        },
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {
            "0:the count finished",
            Main.BAD_INPUT + ":bad input or a usage error",
            Main.STOPPED + ":--max-nodes or --max-seconds stopped the count",
            Main.WRITE_ERROR + ":standard output could not be written",
            Main.CLOSED_PIPE + ":standard output was a pipe that closed"
        })
final class PerftCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    PositionOptions position = new PositionOptions();

    @Option(names = {"-d", "--depth"}, paramLabel = "D", required = true, description = "Depth, 1 to " + Perft.MAX_EACH_DEPTH + ".")
    int depth;

    @Option(names = "--paths",
            description = "Count captures that take the same pieces in a different order as different moves.")
    boolean paths;

    @Option(names = "--divide", description = "Split the count at depth D by root move.")
    boolean divide;

    @Option(names = "--threads", paramLabel = "N",
            description = "Threads to count with (default: all cores); the counts are the same.")
    Integer threads;

    @Option(names = "--hash", paramLabel = "MB",
            description = "Size of a transposition table for deep perft, 0 to " + PerftOptions.MAX_HASH_MEGABYTES
                    + " MB (default: 0, none); the counts are the same.")
    int hashMegabytes;

    @Option(names = "--max-nodes", paramLabel = "N",
            description = "Stop after searching about N nodes in all depths (leaves, and positions above them),"
                    + " exit status " + Main.STOPPED + ".")
    Long maxNodes;

    @Option(names = "--max-seconds", paramLabel = "S",
            description = "Stop after S seconds (a decimal number) in all depths, exit status " + Main.STOPPED + ".")
    Double maxSeconds;

    @Option(names = "--spark", paramLabel = "MASTER",
            description = "Count as Apache Spark tasks on this master: local[N], local[*], spark://HOST:PORT, yarn,"
                    + " k8s://...; the counts are the same (docs/distributed.md).")
    String spark;

    @Option(names = "--split-depth", paramLabel = "S",
            description = "With --spark: cut the tree at S plies into its distinct positions, counted as tasks"
                    + " (default: chosen from the number of task slots); the counts are the same.")
    Integer splitDepth;

    @Override
    public Integer call() {
        return call(spec.commandLine().getOut(), spec.commandLine().getErr(), DraughtsCommand.progress(spec));
    }

    /**
     * Runs the count with the options set, as picocli or {@link QuickPerft} read them.
     *
     * @param out standard output
     * @param err standard error
     * @param settings when to show progress on {@code err}, or null for never
     * @return the exit status: 0, or {@link Main#STOPPED}
     */
    int call(PrintWriter out, PrintWriter err, Progress.Settings settings) {
        if (depth < 1) {
            throw new CliException("depth must be at least 1, not " + depth);
        }
        int threadCount = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
        java.util.Optional<String> badThreads = org.draughts4j.core.InputLimits.threadsProblem("--threads", threadCount);
        if (badThreads.isPresent()) {
            throw new CliException(badThreads.get());
        }
        if (hashMegabytes < 0 || hashMegabytes > PerftOptions.MAX_HASH_MEGABYTES) {
            throw new CliException("--hash must be between 0 and " + PerftOptions.MAX_HASH_MEGABYTES + " MB, not " + hashMegabytes);
        }
        if (maxNodes != null && maxNodes < 1) {
            throw new CliException("--max-nodes must be at least 1, not " + maxNodes);
        }
        if (maxSeconds != null) {
            Seconds.of(maxSeconds, "--max-seconds", 1e9, false);
        }
        Position root = position.position();
        if (splitDepth != null && spark == null) {
            throw new CliException("--split-depth needs --spark");
        }
        if (splitDepth != null && (splitDepth < 1 || splitDepth > depth)) {
            // 0 is the split chosen for you inside, not a depth to give.
            throw new CliException("--split-depth must be 1 to the depth " + depth + ", not " + splitDepth);
        }
        if (spark != null) {
            if (divide || maxNodes != null || maxSeconds != null || hashMegabytes != 0 || threads != null) {
                throw new CliException("--spark takes none of --divide, --max-nodes, --max-seconds, --hash, --threads");
            }
            if (depth > Perft.MAX_EACH_DEPTH) {
                // A job has no limit to stop it, and its tasks keep a count of every depth.
                throw new CliException("--spark counts to a depth of at most " + Perft.MAX_EACH_DEPTH + ", not " + depth);
            }
            // A class of its own, so that Spark's classes load only here.
            return SparkRun.perft(spark, splitDepth == null ? 0 : splitDepth, root, depth, paths, out, err, settings);
        }
        if (depth > Perft.MAX_EACH_DEPTH) {
            // No count that deep ends but one of a tree that dies out, whose lines, all 0 past its
            // end, would go on for hours.
            throw new CliException("depth must be at most " + Perft.MAX_EACH_DEPTH + ", not " + depth);
        }
        PerftOptions options = new PerftOptions(paths, threadCount, hashMegabytes);
        try {
            return print(root, options, out, err, settings);
        } catch (IllegalArgumentException e) {
            if (e.getCause() instanceof OutOfMemoryError && e.getMessage().contains("hash")) {
                throw new CliException(e.getMessage() + "; for the launcher: DRAUGHTS_JAVA_OPTS=-Xmx...", e);
            }
            // A depth whose lines go on for more plies than the stack holds, or a table too large.
            throw new CliException(e.getMessage(), e);
        }
    }

    /**
     * The deepest run counted in one walk. Deeper, a count from a start position takes days in every
     * variant, so each depth is counted and printed on its own: the lines come as the depths end,
     * and a reader that has seen enough (a closed pipe) stops the run at the next line.
     */
    static final int ONE_WALK_DEPTH = 16;

    /** @return the exit status: 0, or {@link Main#STOPPED} */
    private int print(Position root, PerftOptions options, PrintWriter out, PrintWriter err,
            Progress.Settings settings) {
        long deadline = maxSeconds == null ? 0 : System.nanoTime() + (long) (maxSeconds * 1e9);
        if (divide) {
            return divide(root, options, deadline, out, err, settings);
        }
        boolean oneWalk = maxNodes == null && maxSeconds == null && depth <= ONE_WALK_DEPTH;
        AtomicInteger current = new AtomicInteger(1);
        AtomicReference<Progress> shown = new AtomicReference<>();
        long begun = System.nanoTime();
        PerftProgress counted = new PerftProgress() {
            @Override
            public void depthCounted(int d, long leaves) {
                // Known before the walk ends (the top of the tree, expanded breadth first): its
                // count only, as no time belongs to one depth of a walk that counts them all.
                shown.get().clear();
                out.println("perft " + d + " " + leaves);
                out.flush();
                current.set(d + 1);
            }
        };
        // Classes, not lambdas: a perft run links none (package-info says why).
        Supplier<String> where = new Supplier<>() {
            @Override
            public String get() {
                return oneWalk ? "perft depths 1-" + depth + " in one walk" : "perft depth " + current.get() + " of " + depth;
            }
        };
        LongSupplier nodesSoFar = new LongSupplier() {
            @Override
            public long getAsLong() {
                return counted.nodes();
            }
        };
        try (Progress progress = Progress.start(settings, err, where, nodesSoFar)) {
            shown.set(progress);
            if (oneWalk) {
                // One walk to the last depth reaches every position of the depths above it: counting
                // those one by one first would add a fifth (8x8) to a tenth (10x10) to the run, and
                // more again in the JIT's warm-up. The top of the tree is expanded breadth first, so
                // its depths are printed at once; the others come together at the end of the walk.
                long[] counts = Perft.countEachDepth(root, depth, options, counted);
                long nanos = System.nanoTime() - begun;
                progress.clear();
                long total = 0;
                for (int d = 1; d <= depth; d++) {
                    total += counts[d];
                    if (d >= current.get()) {
                        out.println("perft " + d + " " + counts[d]);
                    }
                }
                out.println(summary(total, nanos));
                out.flush();
                return 0;
            }
            // With a limit, or deeper than a walk finishes in a day from a start position, depth by
            // depth: each line has that depth's own time and speed, the depths finished are
            // printed, and a pipe closed meanwhile is noticed.
            long searched = 0;
            boolean diedOut = false;
            for (int d = 1; d <= depth; d++) {
                current.set(d);
                long start = System.nanoTime();
                long nodes = 0;
                // A depth without leaves has no deeper ones: a game's end in every line.
                try {
                    if (!diedOut) {
                        nodes = Perft.count(root, d, limited(options, searched, deadline), counted);
                    }
                } catch (PerftCancelledException e) {
                    progress.close();
                    out.flush();
                    return stopped(e, "at depth " + d, err);
                }
                diedOut = nodes == 0;
                long nanos = System.nanoTime() - start;
                progress.clear();
                out.println("perft " + d + " " + nodes + "  " + timing(nodes, nanos));
                out.flush();
                // The leaves of a finished depth stand for its nodes: close, and never more.
                searched += nodes;
            }
            progress.clear();
            out.println(summary(searched, System.nanoTime() - begun));
        }
        out.flush();
        return 0;
    }

    /**
     * @param total the leaves of every depth: the positions the count visited
     * @param nanos the time of the whole count
     * @return the last line of a count, such as {@code depths 1-9: 45000000 nodes in 0.195 s, 230.1 Mn/s}
     */
    private String summary(long total, long nanos) {
        return "depths 1-" + depth + ": " + total + " nodes in " + fixed(nanos / 1e9, 3) + " s, "
                + speed(nanos <= 0 ? 0 : total / (nanos / 1e9));
    }

    /**
     * Prints each root move's line as soon as it is counted. The root moves are counted in the
     * order the lines have always been printed in (MoveOrder: origin, destination, path), one after
     * another with every thread on the tree of each, so they finish, and print, in that order
     * whatever the number of threads.
     */
    private int divide(Position root, PerftOptions options, long deadline, PrintWriter out, PrintWriter err,
            Progress.Settings settings) {
        int rootMoves = (paths ? root.legalMovePaths() : root.legalMoves()).size();
        AtomicInteger done = new AtomicInteger();
        AtomicLong total = new AtomicLong();
        AtomicReference<Progress> shown = new AtomicReference<>();
        PerftProgress counted = new PerftProgress() {
            @Override
            public void rootMoveCounted(Perft.Entry entry) {
                shown.get().clear();
                out.println(entry.move() + ": " + entry.nodes());
                out.flush();
                total.addAndGet(entry.nodes());
                done.incrementAndGet();
            }
        };
        try (Progress progress = Progress.start(settings, err,
                () -> "divide depth " + depth + ": " + done.get() + " of " + rootMoves + " root moves", counted::nodes)) {
            shown.set(progress);
            try {
                Perft.divide(root, depth, limited(options, 0, deadline), MoveOrder.MOVES, counted);
            } catch (PerftCancelledException e) {
                progress.close();
                out.flush();
                return stopped(e, "after " + done.get() + " root moves of depth " + depth, err);
            }
        }
        out.println();
        out.println("Nodes searched: " + total.get());
        out.flush();
        return 0;
    }

    /**
     * @param searched the nodes the depths before this one took
     * @return the options with what is left of the limits
     * @throws PerftCancelledException when nothing is left
     */
    private PerftOptions limited(PerftOptions options, long searched, long deadline) {
        if (maxNodes != null) {
            if (searched >= maxNodes) {
                throw new PerftCancelledException(PerftCancelledException.Reason.NODE_LIMIT, searched);
            }
            options = options.withMaxNodes(maxNodes - searched);
        }
        if (maxSeconds != null) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                throw new PerftCancelledException(PerftCancelledException.Reason.TIME_LIMIT, 0);
            }
            options = options.withTimeLimit(Duration.ofNanos(left));
        }
        return options;
    }

    /** Reports a stopped count on standard error: one line. */
    private int stopped(PerftCancelledException e, String where, PrintWriter err) {
        String limit;
        switch (e.reason()) {
            case NODE_LIMIT:
                limit = "--max-nodes " + maxNodes;
                break;
            case TIME_LIMIT:
                limit = "--max-seconds " + seconds(maxSeconds);
                break;
            default:
                limit = "an interrupt";
        }
        err.println("draughts: perft stopped by " + limit + " " + where + "; the lines above are complete");
        err.flush();
        return Main.STOPPED;
    }

    private static String seconds(double seconds) {
        return seconds == Math.rint(seconds) ? String.valueOf((long) seconds) : String.valueOf(seconds);
    }

    /** @return {@code 0.195 s  33.2 Mn/s} */
    static String timing(long nodes, long nanos) {
        double seconds = nanos / 1e9;
        double perSecond = nanos <= 0 ? 0 : nodes / seconds;
        return fixed(seconds, 3) + " s  " + speed(perSecond);
    }

    /** @return {@code 33.2 Mn/s} */
    static String speed(double perSecond) {
        if (perSecond >= 1e9) {
            return fixed(perSecond / 1e9, 1) + " Gn/s";
        } else if (perSecond >= 1e6) {
            return fixed(perSecond / 1e6, 1) + " Mn/s";
        } else if (perSecond >= 1e3) {
            return fixed(perSecond / 1e3, 1) + " kn/s";
        }
        return fixed(perSecond, 0) + " n/s";
    }

    /**
     * As {@code String.format(Locale.ROOT, "%.<decimals>f", value)} for the times and speeds
     * printed here (not negative, far below 1e15): the formatter's classes and locale data take
     * about a hundredth of a second to load, a tenth of a short perft's start.
     *
     * @param value a number from 0 up
     * @param decimals the digits after the point, 0 to 3
     * @return the number rounded half up to that many decimals
     */
    static String fixed(double value, int decimals) {
        long scale = decimals == 0 ? 1 : decimals == 1 ? 10 : decimals == 2 ? 100 : 1000;
        String digits = Long.toString(Math.round(value * scale));
        if (decimals == 0) {
            return digits;
        }
        if (digits.length() <= decimals) {
            digits = "0".repeat(decimals + 1 - digits.length()) + digits;
        }
        int point = digits.length() - decimals;
        return digits.substring(0, point) + "." + digits.substring(point);
    }
}
