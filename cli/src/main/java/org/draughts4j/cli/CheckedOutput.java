package org.draughts4j.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;

/**
 * Standard output that reports a failed write by throwing {@link Failure}, where a PrintWriter or
 * PrintStream would only set a flag nobody reads: a full disk or a closed pipe then stops the
 * command at its next line instead of letting it count on with nowhere to print.
 */
final class CheckedOutput extends Writer {
    /** A write to standard output failed; the command stops. */
    static final class Failure extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Failure(IOException cause) {
            super(cause.getMessage() == null ? "write error" : cause.getMessage(), cause);
        }

        /**
         * @return whether the reader of a pipe has gone away ({@code draughts perft | head -1}): the
         *     JVM ignores SIGPIPE, so the write fails with EPIPE, whose message is all that says so
         */
        boolean closedPipe() {
            String message = getMessage();
            return message.contains("Broken pipe") || message.contains("pipe is being closed")
                    || message.contains("pipe has been ended");
        }
    }

    private final Writer target;
    private Failure failure;

    CheckedOutput(OutputStream out) {
        this.target = new OutputStreamWriter(out, StandardCharsets.UTF_8);
    }

    /**
     * @return a stream writing to {@code out} that throws when {@code out} records an error (a
     *     PrintStream swallows the IOException and gives no reason)
     */
    static OutputStream checking(PrintStream out) {
        return new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                out.write(b);
                check();
            }

            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                out.write(b, off, len);
                check();
            }

            @Override
            public void flush() throws IOException {
                check();
            }

            private void check() throws IOException {
                if (out.checkError()) {
                    throw new IOException("write error");
                }
            }
        };
    }

    @Override
    public void write(char[] chars, int off, int len) {
        failIfFailed();
        try {
            target.write(chars, off, len);
        } catch (IOException e) {
            throw fail(e);
        }
    }

    @Override
    public void flush() {
        failIfFailed();
        try {
            target.flush();
        } catch (IOException e) {
            throw fail(e);
        }
    }

    /** Flushes; the stream itself is standard output, which stays open. */
    @Override
    public void close() {
        flush();
    }

    /** Once a write failed, every later one fails the same way, without trying again. */
    private void failIfFailed() {
        if (failure != null) {
            throw failure;
        }
    }

    private Failure fail(IOException e) {
        failure = new Failure(e);
        return failure;
    }
}
