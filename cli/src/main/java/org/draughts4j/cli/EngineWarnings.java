package org.draughts4j.cli;

import java.io.PrintWriter;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/**
 * Prints the warnings of the engine clients while a command runs: one line each on the command's
 * standard error, {@code draughts: warning: <message>}. The clients give them to the platform's
 * logging (an illegal move in a Hub engine's PV: {@code System.Logger}, which is {@code
 * java.util.logging} here); without this, the JDK's console handler would print them on two lines
 * with a time stamp.
 */
final class EngineWarnings implements AutoCloseable {
    /** The logger above every engine client's. */
    private static final String ENGINES = "org.draughts4j.engine";

    // Held, since java.util.logging keeps only weak references to its loggers.
    private final Logger logger;
    private final Handler handler;
    private final boolean parents;

    private EngineWarnings(Logger logger, Handler handler) {
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
    static EngineWarnings printedTo(PrintWriter err) {
        Handler handler = new Handler() {
            @Override
            public void publish(LogRecord record) {
                if (record.getLevel().intValue() >= Level.WARNING.intValue()) {
                    err.println("draughts: warning: " + Main.oneLine(record.getMessage()));
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
        return new EngineWarnings(Logger.getLogger(ENGINES), handler);
    }

    /** Gives the warnings back to the logging's own handlers. */
    @Override
    public void close() {
        logger.removeHandler(handler);
        logger.setUseParentHandlers(parents);
    }
}
