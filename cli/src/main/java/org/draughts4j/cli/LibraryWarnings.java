package org.draughts4j.cli;

import java.io.PrintWriter;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/**
 * Prints the library's warnings while a command runs: one line each on the command's standard
 * error, {@code draughts: warning: <message>}. The library gives them to the platform's logging
 * ({@code System.Logger}, which is {@code java.util.logging} here): an engine client's (an illegal
 * move in a Hub engine's PV), the web server's (tables it cannot read). Without this, the JDK's
 * console handler would print them on two lines with a time stamp.
 */
final class LibraryWarnings implements AutoCloseable {
    /** The logger above every one of the library's. */
    private static final String LIBRARY = "org.draughts4j";

    /** Fills in a message's parameters, as {@code System.Logger}'s callers may give them. */
    private static final java.util.logging.Formatter FORMAT = new java.util.logging.SimpleFormatter();

    // Held, since java.util.logging keeps only weak references to its loggers.
    private final Logger logger;
    private final Handler handler;
    private final boolean parents;

    private LibraryWarnings(Logger logger, Handler handler) {
        this.logger = logger;
        this.handler = handler;
        this.parents = logger.getUseParentHandlers();
        logger.addHandler(handler);
        logger.setUseParentHandlers(false);
    }

    /**
     * @param err where the warnings go, a line each
     * @return the warnings printed there until {@link #close()}
     */
    static LibraryWarnings printedTo(PrintWriter err) {
        Handler handler = new Handler() {
            @Override
            public void publish(LogRecord record) {
                if (record.getLevel().intValue() >= Level.WARNING.intValue()) {
                    err.println("draughts: warning: " + Main.oneLine(FORMAT.formatMessage(record)));
                    err.flush();
                }
            }

            @Override
            public void flush() {
                err.flush();
            }

            @Override
            public void close() {
            }
        };
        return new LibraryWarnings(Logger.getLogger(LIBRARY), handler);
    }

    /** Gives the warnings back to the logging's own handlers. */
    @Override
    public void close() {
        logger.removeHandler(handler);
        logger.setUseParentHandlers(parents);
    }
}
