package org.draughts4j.engine;

import java.util.List;

/**
 * An engine, or a program at the other end of a protocol, failed: it broke the protocol, sent an
 * illegal move, reported an error, stopped answering or went away. The message says what happened
 * in one line; {@link #lastOutput()} holds the last lines it sent, for a diagnosis.
 */
public class EngineException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** The longest quote of a peer's input in a message: what a peer sends is not trusted to be short. */
    static final int QUOTE = 60;

    /** The last lines of output. */
    private final transient List<String> lastOutput;

    /**
     * @param message what happened, in one line
     * @param lastOutput the last lines the engine sent, oldest first
     */
    public EngineException(String message, List<String> lastOutput) {
        super(message);
        this.lastOutput = List.copyOf(lastOutput);
    }

    /**
     * @param message what happened, in one line
     * @param lastOutput the last lines the engine sent, oldest first
     * @param cause the error underneath
     */
    public EngineException(String message, List<String> lastOutput, Throwable cause) {
        super(message, cause);
        this.lastOutput = List.copyOf(lastOutput);
    }

    /** @return the last lines the engine sent before the failure, oldest first (stdout and stderr mixed, as they came) */
    public List<String> lastOutput() {
        return lastOutput == null ? List.of() : lastOutput;
    }

    /**
     * @param text what a peer sent
     * @return the text quoted for a message: at most a short prefix, control and non-ASCII characters escaped
     */
    public static String quote(CharSequence text) {
        StringBuilder quoted = new StringBuilder("'");
        int length = Math.min(text.length(), QUOTE);
        for (int i = 0; i < length; i++) {
            char c = text.charAt(i);
            // The one rule for text from outside (InputLimits.printable): control characters as \xNN.
            if (Character.isISOControl(c)) {
                quoted.append(String.format("\\x%02x", (int) c));
            } else {
                quoted.append(c);
            }
        }
        quoted.append('\'');
        if (text.length() > QUOTE) {
            quoted.append("... (").append(text.length()).append(" characters)");
        }
        return quoted.toString();
    }
}
