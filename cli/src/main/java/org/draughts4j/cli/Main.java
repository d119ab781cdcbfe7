package org.draughts4j.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.draughts4j.core.IllegalMoveException;
import org.draughts4j.core.InvalidFenException;
import org.draughts4j.core.UnknownVariantException;
import org.draughts4j.core.perft.PerftSuiteException;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;

/**
 * The {@code draughts} command line (CONVENTIONS.md, "Command line"): {@code perft}, {@code
 * suite}, {@code moves} and {@code show}.
 *
 * <p>Exit status: 0 on success, 1 when a suite has failures, 2 on bad input or a usage error (one
 * line on standard error, a stack trace only with {@code --debug}), 3 on an internal error.
 */
@Command(name = "draughts",
        mixinStandardHelpOptions = true,
        versionProvider = Main.Version.class,
        description = "Draughts rules: perft, perft suites, legal moves, board diagrams.",
        subcommands = {
            PerftCommand.class,
            SuiteCommand.class,
            MovesCommand.class,
            ShowCommand.class,
            PdnCommand.class,
            CommandLine.HelpCommand.class
        })
public final class Main implements Runnable {
    /** Exit status when a suite has failures. */
    public static final int FAILED = 1;
    /** Exit status on bad input or a usage error. */
    public static final int BAD_INPUT = 2;
    /** Exit status on an internal error (a bug). */
    public static final int INTERNAL_ERROR = 3;

    @Spec
    CommandSpec spec;

    @Option(names = "--debug", scope = ScopeType.INHERIT,
            description = "Print the stack trace of an error.")
    boolean debug;

    /** Runs the command line and exits with its status. */
    public static void main(String[] args) {
        int status = run(System.out, System.err, args);
        System.out.flush();
        System.exit(status);
    }

    /**
     * Runs the command line in this process.
     *
     * @param out standard output
     * @param err standard error
     * @param args the arguments
     * @return the exit status
     */
    public static int run(PrintStream out, PrintStream err, String... args) {
        boolean debug = Arrays.asList(args).contains("--debug");
        PrintWriter outWriter = new PrintWriter(new java.io.OutputStreamWriter(out, StandardCharsets.UTF_8), true);
        PrintWriter errWriter = new PrintWriter(new java.io.OutputStreamWriter(err, StandardCharsets.UTF_8), true);
        CommandLine commandLine = new CommandLine(new Main());
        commandLine.setOut(outWriter);
        commandLine.setErr(errWriter);
        commandLine.setCaseInsensitiveEnumValuesAllowed(true);
        commandLine.setParameterExceptionHandler((ParameterException e, String[] arguments) -> {
            CommandLine failing = e.getCommandLine();
            String message = oneLine(e.getMessage());
            errWriter.println("draughts: " + message + " (see '" + failing.getCommandSpec().qualifiedName() + " --help')");
            if (debug) {
                e.printStackTrace(errWriter);
            }
            errWriter.flush();
            return BAD_INPUT;
        });
        commandLine.setExecutionExceptionHandler((Exception e, CommandLine failing, CommandLine.ParseResult parsed) -> {
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
        });
        int status;
        try {
            status = commandLine.execute(args);
        } catch (OutOfMemoryError | StackOverflowError e) {
            // picocli hands only exceptions to the handler above; these still deserve one line.
            errWriter.println("draughts: out of resources: " + e
                    + " (give Java more memory, with the launcher: DRAUGHTS_JAVA_OPTS=-Xmx...)");
            if (debug) {
                e.printStackTrace(errWriter);
            }
            status = INTERNAL_ERROR;
        } finally {
            outWriter.flush();
            errWriter.flush();
        }
        return status;
    }

    private static boolean isBadInput(Throwable e) {
        return e instanceof CliException
                || e instanceof UnknownVariantException
                || e instanceof InvalidFenException
                || e instanceof PerftSuiteException
                || e instanceof IllegalMoveException
                || e instanceof UncheckedIOException
                || e instanceof IOException;
    }

    /**
     * Errors take one line, so line breaks inside a message (a FEN or move read from a file may
     * hold one) are shown as {@code \n} rather than cutting off the reason after them.
     */
    static String oneLine(String message) {
        if (message == null || message.isBlank()) {
            return "error";
        }
        return message.strip().replace("\r", "\\r").replace("\n", "\\n").replace("\t", "\\t");
    }

    /** With no command: a usage error, exit status 2. */
    @Override
    public void run() {
        throw new ParameterException(spec.commandLine(), "missing command: perft, suite, moves, show or pdn");
    }

    /** The version from the jar manifest, when there is one. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            String version = Main.class.getPackage().getImplementationVersion();
            return new String[] {"draughts " + (version == null ? "(development build)" : version)};
        }
    }
}
