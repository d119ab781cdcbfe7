package org.draughts4j.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.draughts4j.core.Perft;
import org.draughts4j.core.PerftOptions;
import org.draughts4j.core.Position;
import org.draughts4j.core.engine.PerftTable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code draughts perft}: leaf counts at each depth, with time and speed, or a divide.
 */
@Command(name = "perft", mixinStandardHelpOptions = true,
        description = {
            "Counts the leaves of the move tree at depths 1..D: one line 'perft <d> <nodes>' per depth,"
                    + " with the time and nodes per second.",
            "With --divide: one line '<move>: <nodes>' per legal root move (leaves at depth D-1 below it),"
                    + " a blank line, then 'Nodes searched: <total>'."
        })
final class PerftCommand implements Runnable {
    @Spec
    CommandSpec spec;

    @Mixin
    PositionOptions position = new PositionOptions();

    @Option(names = {"-d", "--depth"}, paramLabel = "D", required = true, description = "Depth, at least 1.")
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
            description = "Size of a transposition table for deep perft (default: none); the counts are the same.")
    int hashMegabytes;

    @Override
    public void run() {
        if (depth < 1) {
            throw new CliException("depth must be at least 1, not " + depth);
        }
        int threadCount = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
        if (threadCount < 1) {
            throw new CliException("--threads must be at least 1, not " + threadCount);
        }
        if (hashMegabytes < 0 || hashMegabytes > PerftTable.MAX_MEGABYTES) {
            throw new CliException("--hash must be between 0 and " + PerftTable.MAX_MEGABYTES + " MB, not " + hashMegabytes);
        }
        Position root = position.position();
        PerftOptions options = new PerftOptions(paths, threadCount, hashMegabytes);
        try {
            print(root, options);
        } catch (IllegalArgumentException e) {
            if (e.getCause() instanceof OutOfMemoryError) {
                throw new CliException(e.getMessage() + "; for the launcher: DRAUGHTS_JAVA_OPTS=-Xmx...", e);
            }
            throw e;
        }
    }

    private void print(Position root, PerftOptions options) {
        PrintWriter out = spec.commandLine().getOut();
        if (divide) {
            List<Perft.Entry> entries = new ArrayList<>(Perft.divide(root, depth, options));
            entries.sort((a, b) -> MoveOrder.MOVES.compare(a.move(), b.move()));
            long total = 0;
            for (Perft.Entry entry : entries) {
                out.println(entry.move() + ": " + entry.nodes());
                total += entry.nodes();
            }
            out.println();
            out.println("Nodes searched: " + total);
        } else {
            for (int d = 1; d <= depth; d++) {
                long start = System.nanoTime();
                long nodes = Perft.count(root, d, options);
                long nanos = System.nanoTime() - start;
                out.println("perft " + d + " " + nodes + "  " + timing(nodes, nanos));
                out.flush();
            }
        }
        out.flush();
    }

    /** @return {@code 0.195 s  33.2 Mn/s} */
    static String timing(long nodes, long nanos) {
        double seconds = nanos / 1e9;
        double perSecond = nanos <= 0 ? 0 : nodes / seconds;
        String speed;
        if (perSecond >= 1e9) {
            speed = String.format(Locale.ROOT, "%.1f Gn/s", perSecond / 1e9);
        } else if (perSecond >= 1e6) {
            speed = String.format(Locale.ROOT, "%.1f Mn/s", perSecond / 1e6);
        } else if (perSecond >= 1e3) {
            speed = String.format(Locale.ROOT, "%.1f kn/s", perSecond / 1e3);
        } else {
            speed = String.format(Locale.ROOT, "%.0f n/s", perSecond);
        }
        return String.format(Locale.ROOT, "%.3f s  %s", seconds, speed);
    }
}
