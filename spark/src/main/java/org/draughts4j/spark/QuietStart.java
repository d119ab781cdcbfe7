package org.draughts4j.spark;

import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.config.Configurator;

/**
 * Spark's log held back while a context starts, under the quiet log configuration: a start that
 * fails (a master URL Spark cannot read, a master that does not answer) logs what the exception
 * then says again, with lines of its own (the context's error, a metrics system stopped), and a
 * command line says it once, in its own words. After the start, succeeded or failed, the
 * configuration is read again, with its levels. Nothing is done when Log4j 2's core is not the
 * logging of this process (an application that routes Spark's log elsewhere keeps it).
 */
final class QuietStart implements AutoCloseable {
    private final LoggerContext held;

    private QuietStart(LoggerContext held) {
        this.held = held;
    }

    /** @return the log held back until {@link #close()} */
    static QuietStart begin() {
        try {
            if (LogManager.getContext(false) instanceof LoggerContext context) {
                Configurator.setAllLevels(LogManager.ROOT_LOGGER_NAME, Level.OFF);
                return new QuietStart(context);
            }
        } catch (LinkageError e) {
            // No Log4j 2 core on the class path: Spark logs through something else, left as it is.
        }
        return new QuietStart(null);
    }

    /** Back to the configuration's levels. */
    @Override
    public void close() {
        if (held != null) {
            held.reconfigure();
        }
    }
}
