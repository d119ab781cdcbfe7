package org.draughts4j.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;

/**
 * The {@code draughts} command as picocli sees it: its name, help, version, the {@code --debug}
 * option its commands inherit, and the progress settings of the run. {@link Main} runs it; it is a
 * class of its own so that a perft that {@link QuickPerft} reads loads no class of picocli's
 * (their class files predate the class data sharing archive's format, and each is read from the
 * jar and checked at every start).
 */
@Command(name = "draughts",
        mixinStandardHelpOptions = true,
        versionProvider = DraughtsCommand.Version.class,
        description = {"Draughts rules: perft, perft suites, legal moves, board diagrams, PDN replay, the variants.",
            "Engines: analyse a position (analyse), serve an engine over Hub (hub) or DXP (dxp), play engine"
                    + " matches (match, with the opening sets of openings), play a game in the terminal (play) or in"
                    + " the browser (serve), time the built-in engine (bench); endgame tables (egtb). The engine"
                    + " kinds are listed below."},
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {
            "0:success",
            Main.FAILED + ":suite, pdn: a record or a game failed; egtb probe: a position not in the tables;"
                    + " egtb verify: a slice failed",
            Main.BAD_INPUT + ":bad input or a usage error",
            Main.INTERNAL_ERROR + ":internal error",
            Main.STOPPED + ":perft stopped by --max-nodes or --max-seconds",
            Main.WRITE_ERROR + ":standard output could not be written",
            Main.ENGINE_FAILED + ":an engine or a DXP peer failed (broke its protocol, fell silent, went away)",
            Main.NOTHING_CHECKED + ":suite or pdn checked nothing (no record or game, or every count over the budget)",
            Main.CLOSED_PIPE + ":standard output was a pipe that closed"
        })
final class DraughtsCommand implements Runnable {
    @Spec
    CommandSpec spec;

    @Option(names = "--debug", scope = ScopeType.INHERIT,
            description = "Print the stack trace of an error.")
    boolean debug;

    /** When to show progress on standard error, or null for never (it is no terminal). */
    private final Progress.Settings progress;

    DraughtsCommand(Progress.Settings progress) {
        this.progress = progress;
    }

    /** @return the progress settings of the run a command belongs to, null for none */
    static Progress.Settings progress(CommandSpec command) {
        Object root = command.root().userObject();
        return root instanceof DraughtsCommand ? ((DraughtsCommand) root).progress : null;
    }

    /** With no command: a usage error, exit status 2. */
    @Override
    public void run() {
        throw new ParameterException(spec.commandLine(), "missing command: " + PicocliRun.commandNames());
    }

    /** The version from the jar manifest, when there is one. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            String version = DraughtsCommand.class.getPackage().getImplementationVersion();
            return new String[] {"draughts " + (version == null ? "(development build)" : version)};
        }
    }
}
