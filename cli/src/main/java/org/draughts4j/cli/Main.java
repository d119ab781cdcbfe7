package org.draughts4j.cli;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.draughts4j.core.IllegalMoveException;
import org.draughts4j.core.InputLimits;
import org.draughts4j.core.InvalidFenException;
import org.draughts4j.core.UnknownVariantException;
import org.draughts4j.core.perft.PerftSuiteException;

/**
 * The {@code draughts} command line (docs/cli.md): {@code perft}, {@code suite}, {@code moves},
 * {@code show}, {@code pdn}, {@code svg}, {@code variants}, and for engines {@code analyse}, {@code
 * hub}, {@code dxp}, {@code match} and {@code openings}, and {@code serve}, the web page.
 *
 * <p>Exit status: 0 on success, 1 when a suite or a PDN file has failures, 2 on bad input or a usage
 * error (one line on standard error, a stack trace only with {@code --debug}), 3 on an internal
 * error, 4 when {@code perft --max-nodes} or {@code --max-seconds} stopped a count, 5 when standard
 * output cannot be written (a full disk: one line on standard error), 6 when an engine or a DXP
 * peer fails (it breaks its protocol, falls silent or goes away: one line on standard error), 7 when
 * a {@code suite} or {@code pdn} run checked nothing (no record or game, or every count over the
 * budget), 141 when the reader of
 * standard output has gone away (a closed pipe: nothing more is printed, as a process killed by
 * SIGPIPE reports 128 + 13 in a shell).
 */
public final class Main {
    /** Exit status when a suite has failures. */
    public static final int FAILED = 1;
    /** Exit status on bad input or a usage error. */
    public static final int BAD_INPUT = 2;
    /** Exit status on an internal error (a bug). */
    public static final int INTERNAL_ERROR = 3;
    /** Exit status when {@code perft --max-nodes} or {@code --max-seconds} stopped the count. */
    public static final int STOPPED = 4;
    /** Exit status when standard output could not be written (other than a closed pipe). */
    public static final int WRITE_ERROR = 5;
    /** Exit status when an engine or a DXP peer failed: it broke its protocol, fell silent, went away. */
    public static final int ENGINE_FAILED = 6;
    /**
     * Exit status when a {@code suite} or {@code pdn} run checked nothing: no record or game was
     * found, or the budget skipped every count. Such a run proves nothing, and must not pass.
     */
    public static final int NOTHING_CHECKED = 7;
    /** Exit status when standard output was a pipe whose reader went away: the shell's status for SIGPIPE. */
    public static final int CLOSED_PIPE = 128 + 13;

    private Main() {
    }

    /**
     * Runs the command line and exits with its status.
     *
     * @param args the arguments: a command such as {@code perft} and its options, as {@code
     *     draughts --help} lists them
     */
    public static void main(String[] args) {
        // Standard output itself rather than System.out, a PrintStream that would hide why a write
        // failed (a closed pipe or a full disk).
        int status = run(new FileOutputStream(FileDescriptor.out), System.err, args);
        System.exit(status);
    }

    /**
     * Runs the command line in this process.
     *
     * @param out standard output; a write error it records stops the command with status {@link
     *     #WRITE_ERROR}
     * @param err standard error
     * @param args the arguments
     * @return the exit status
     */
    public static int run(PrintStream out, PrintStream err, String... args) {
        return run(CheckedOutput.checking(out), err, args);
    }

    /**
     * Runs the command line in this process.
     *
     * @param out standard output; an IOException from it stops the command with status {@link
     *     #WRITE_ERROR}, or {@link #CLOSED_PIPE} when it says the pipe is broken
     * @param err standard error
     * @param args the arguments
     * @return the exit status
     */
    public static int run(OutputStream out, PrintStream err, String... args) {
        // System.console() is there only when the JVM runs on a terminal (its standard input and
        // output); standard error given here is that terminal's only when it is System.err itself.
        // A pipe or a file never gets the rewritten lines, nor does a test's captured stream.
        boolean terminal = err == System.err && Progress.onTerminal();
        return run(out, err, terminal ? Progress.Settings.TERMINAL : null, args);
    }

    /**
     * Runs the command line in this process, showing progress on {@code err} as {@code progress}
     * says (null: never).
     */
    static int run(OutputStream out, PrintStream err, Progress.Settings progress, String... args) {
        return run(out, err, progress, true, args);
    }

    /**
     * @param quick whether a {@code perft} whose arguments {@link QuickPerft} reads runs without
     *     picocli (false: every command goes through picocli, which the tests compare it with)
     */
    static int run(OutputStream out, PrintStream err, Progress.Settings progress, boolean quick, String... args) {
        boolean debug = Arrays.asList(args).contains("--debug");
        PerftCommand perft = quick ? QuickPerft.read(args) : null;
        if (perft != null) {
            return runQuick(perft, out, err, progress, debug);
        }
        return PicocliRun.run(out, err, progress, debug, args);
    }

    /**
     * Runs {@code perft} from arguments {@link QuickPerft} has read, with the handling of errors
     * and output that picocli's run gives the other commands.
     */
    private static int runQuick(PerftCommand perft, OutputStream out, PrintStream err, Progress.Settings progress,
            boolean debug) {
        PrintWriter outWriter = new PrintWriter(new CheckedOutput(out), true);
        PrintWriter errWriter = new PrintWriter(new java.io.OutputStreamWriter(err, StandardCharsets.UTF_8), true);
        // A class, not a lambda: a perft run links none (package-info says why).
        return finish(new java.util.function.IntSupplier() {
            @Override
            public int getAsInt() {
                try {
                    return perft.call(outWriter, errWriter, progress);
                } catch (CheckedOutput.Failure e) {
                    throw e;
                } catch (RuntimeException e) {
                    return failed(e, debug, errWriter);
                }
            }
        }, debug, outWriter, errWriter);
    }

    /** @return the exit status of an exception a command threw, after one line on standard error */
    static int failed(Exception e, boolean debug, PrintWriter errWriter) {
        if (e instanceof CheckedOutput.Failure) {
            return outputFailed((CheckedOutput.Failure) e, errWriter);
        }
        if (e instanceof org.draughts4j.engine.EngineException) {
            errWriter.println("draughts: " + oneLine(e.getMessage()));
            if (debug) {
                ((org.draughts4j.engine.EngineException) e).lastOutput().forEach(line -> errWriter.println("  " + line));
                e.printStackTrace(errWriter);
            }
            errWriter.flush();
            return ENGINE_FAILED;
        }
        int status = isBadInput(e) ? BAD_INPUT : INTERNAL_ERROR;
        String message = status == BAD_INPUT
                ? oneLine(e.getMessage())
                : "internal error: " + e + " (run with --debug for the stack trace)";
        errWriter.println("draughts: " + message);
        if (debug) {
            e.printStackTrace(errWriter);
        }
        errWriter.flush();
        return status;
    }

    /**
     * Runs a command and flushes its output, turning a failed write and running out of memory or
     * stack into their exit status and one line on standard error.
     */
    static int finish(java.util.function.IntSupplier command, boolean debug, PrintWriter outWriter,
            PrintWriter errWriter) {
        int status;
        try {
            status = command.getAsInt();
            if (status != WRITE_ERROR && status != CLOSED_PIPE) {
                // What the command left in the buffer must reach standard output too.
                outWriter.flush();
            }
        } catch (CheckedOutput.Failure e) {
            status = outputFailed(e, errWriter);
        } catch (OutOfMemoryError | StackOverflowError e) {
            // picocli hands only exceptions to the handler above; these still deserve one line.
            errWriter.println("draughts: out of resources: " + e
                    + " (give Java more memory, with the launcher: DRAUGHTS_JAVA_OPTS=-Xmx...)");
            if (debug) {
                e.printStackTrace(errWriter);
            }
            status = INTERNAL_ERROR;
        } finally {
            try {
                outWriter.flush();
            } catch (CheckedOutput.Failure e) {
                // Reported above, or the run already failed for a reason of its own.
            }
            errWriter.flush();
        }
        return status;
    }

    /**
     * @return {@link #CLOSED_PIPE}, quietly, when the reader of standard output went away (its
     *     user asked for no more), else {@link #WRITE_ERROR} after one line on standard error
     */
    static int outputFailed(CheckedOutput.Failure e, PrintWriter err) {
        if (e.closedPipe()) {
            return CLOSED_PIPE;
        }
        err.println("draughts: cannot write standard output: " + oneLine(e.getMessage()));
        err.flush();
        return WRITE_ERROR;
    }

    private static boolean isBadInput(Throwable e) {
        return e instanceof CliException
                || e instanceof UnknownVariantException
                || e instanceof InvalidFenException
                || e instanceof PerftSuiteException
                || e instanceof IllegalMoveException
                // A table file the user gave that is not right, found in a probe: as a corrupt file read anywhere.
                || e instanceof org.draughts4j.egtb.CorruptTableException
                || e instanceof UncheckedIOException
                || e instanceof IOException;
    }

    /**
     * Errors take one line, so line breaks inside a message (a FEN or move read from a file may
     * hold one) are shown as {@code \x0a} rather than cutting off the reason after them, and an
     * escape a file or a peer sent reaches the terminal as text ({@link InputLimits#printable}).
     */
    static String oneLine(String message) {
        if (message == null || message.isBlank()) {
            return "error";
        }
        return InputLimits.printable(message.strip());
    }

}
