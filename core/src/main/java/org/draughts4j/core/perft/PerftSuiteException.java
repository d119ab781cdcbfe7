package org.draughts4j.core.perft;

import org.draughts4j.core.InputLimits;

/**
 * Thrown when a perft suite cannot be used: a line that cannot be read, a record without a FEN,
 * an unknown variant, a FEN that does not parse. The message names the file, the line and the
 * offending text (at most {@value InputLimits#QUOTED_CHARS} characters of it, {@link
 * InputLimits#quote(String)}), as {@link #source()}, {@link #line()} and {@link #text()} do.
 */
public final class PerftSuiteException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    /** The name of the file (or other source) that was read. */
    private final String source;
    /** The line number, counted from 1, or 0 when the problem is not on one line. */
    private final int line;
    /** The offending text. */
    private final String text;

    /**
     * @param source the name of the file (or other source) being read
     * @param line the line number, counted from 1 (0 when no line applies)
     * @param text the offending text
     * @param reason what is wrong with it
     */
    public PerftSuiteException(String source, int line, String text, String reason) {
        this(source, line, text, reason, null);
    }

    /**
     * @param source the name of the file (or other source) being read
     * @param line the line number, counted from 1 (0 when no line applies)
     * @param text the offending text
     * @param reason what is wrong with it
     * @param cause the underlying exception, or {@code null}
     */
    public PerftSuiteException(String source, int line, String text, String reason, Throwable cause) {
        super(message(source, line, text, reason), cause);
        this.source = source;
        this.line = line;
        this.text = text;
    }

    private static String message(String source, int line, String text, String reason) {
        StringBuilder message = new StringBuilder(String.valueOf(source));
        if (line > 0) {
            message.append(':').append(line);
        }
        message.append(": ").append(reason);
        if (text != null && !text.isEmpty()) {
            message.append(": '").append(InputLimits.quote(text)).append('\'');
        }
        return message.toString();
    }

    /** @return the name of the file (or other source) that was read */
    public String source() {
        return source;
    }

    /** @return the line number, counted from 1, or 0 when the problem is not on one line */
    public int line() {
        return line;
    }

    /** @return the offending text */
    public String text() {
        return text;
    }
}
