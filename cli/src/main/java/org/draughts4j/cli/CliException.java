package org.draughts4j.cli;

/** Bad input found by a command (a missing file, a depth below 1): one line on standard error, exit status 2. */
final class CliException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    CliException(String message) {
        super(message);
    }

    CliException(String message, Throwable cause) {
        super(message, cause);
    }
}
