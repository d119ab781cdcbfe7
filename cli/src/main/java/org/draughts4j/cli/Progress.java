package org.draughts4j.cli;

import java.io.Console;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * A progress line on standard error for runs longer than a second: rewritten in place with
 * {@code \r}, cleared when the run ends. Only for a terminal, where a person watches: in a pipe or
 * a file the rewritten lines would be noise for whoever reads them later. Commands call {@link
 * #clear()} before they print a line of their own, which would otherwise be appended to the
 * progress text on the terminal's line.
 */
final class Progress implements AutoCloseable {
    /** Runs shorter than this show no progress. */
    static final long DELAY_MILLIS = 1000;
    /** How often the line is rewritten. */
    static final long PERIOD_MILLIS = 250;

    /** Shows nothing: for standard error that is not a terminal. */
    private static final Progress NONE = new Progress();

    private final PrintWriter err;
    private final Supplier<String> where;
    private final LongSupplier nodes;
    private final long start = System.nanoTime();
    private final Thread timer;
    /** The length of the line shown, 0 when none is. */
    private int shown;
    private boolean closed;

    private Progress() {
        this.err = null;
        this.where = null;
        this.nodes = null;
        this.timer = null;
    }

    private Progress(PrintWriter err, Supplier<String> where, LongSupplier nodes, long delayMillis, long periodMillis) {
        this.err = err;
        this.where = where;
        this.nodes = nodes;
        this.timer = new Thread(() -> {
            try {
                Thread.sleep(delayMillis);
                while (show()) {
                    Thread.sleep(periodMillis);
                }
            } catch (InterruptedException e) {
                // Closed.
            }
        }, "draughts-progress");
        timer.setDaemon(true);
        timer.start();
    }

    /**
     * @param settings the run's settings: null when standard error is no terminal, and then this
     *     shows nothing
     * @param where what the run is doing now ({@code depth 9 of 11}), read on each rewrite
     * @param nodes the nodes searched so far, read on each rewrite
     */
    static Progress start(Settings settings, PrintWriter err, Supplier<String> where, LongSupplier nodes) {
        return settings == null ? NONE : new Progress(err, where, nodes, settings.delayMillis(), settings.periodMillis());
    }

    /**
     * @return whether this JVM runs on a terminal: it has a console, which up to Java 21 means its
     *     standard input and output are a terminal; from Java 22 a console may stand for a pipe
     *     too, and only {@code Console.isTerminal()} (called by reflection, as the project builds
     *     for Java 17) tells
     */
    static boolean onTerminal() {
        Console console = System.console();
        if (console == null) {
            return false;
        }
        try {
            return (Boolean) Console.class.getMethod("isTerminal").invoke(console);
        } catch (NoSuchMethodException e) {
            return true;
        } catch (ReflectiveOperationException | RuntimeException e) {
            return false;
        }
    }

    /** When and how often to show progress; none at all without settings. */
    record Settings(long delayMillis, long periodMillis) {
        static final Settings TERMINAL = new Settings(DELAY_MILLIS, PERIOD_MILLIS);
    }

    /** @return whether to go on */
    private synchronized boolean show() {
        if (closed) {
            return false;
        }
        String line = line(where.get(), nodes.getAsLong(), System.nanoTime() - start);
        // Spaces over what is left of a longer line before it.
        err.print("\r" + line + " ".repeat(Math.max(0, shown - line.length())));
        err.flush();
        shown = line.length();
        return true;
    }

    /** @return {@code depth 9 of 11: 1,234,567 nodes, 3.2 s, 150.2 Mn/s} */
    static String line(String where, long nodes, long nanos) {
        double seconds = nanos / 1e9;
        return String.format(Locale.ROOT, "%s: %,d nodes, %.1f s, %s", where, nodes, seconds,
                PerftCommand.speed(seconds <= 0 ? 0 : nodes / seconds));
    }

    /** Clears the line shown, if any, so that a line on standard output starts at the margin. */
    synchronized void clear() {
        if (shown > 0) {
            err.print("\r" + " ".repeat(shown) + "\r");
            err.flush();
            shown = 0;
        }
    }

    /** Stops the rewrites and clears the line. */
    @Override
    public void close() {
        if (timer == null) {
            return;
        }
        synchronized (this) {
            closed = true;
            clear();
        }
        timer.interrupt();
    }
}
