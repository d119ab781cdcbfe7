package org.draughts4j.cli;

import static org.draughts4j.cli.Main.BAD_INPUT;
import static org.draughts4j.cli.Main.failed;
import static org.draughts4j.cli.Main.finish;
import static org.draughts4j.cli.Main.oneLine;
import static org.draughts4j.cli.Main.outputFailed;

import java.io.OutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.draughts4j.engine.Engines;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.ParameterException;

/** Runs a command line through picocli: every command but a perft that {@link QuickPerft} reads. */
final class PicocliRun {
    private PicocliRun() {
    }

    /** The commands, in the order of the help. */
    private static final List<Class<?>> COMMANDS = List.of(PerftCommand.class, SuiteCommand.class,
            MovesCommand.class, ShowCommand.class, PdnCommand.class, SvgCommand.class, VariantsCommand.class,
            AnalyseCommand.class, HubCommand.class, DxpCommand.class, MatchCommand.class, OpeningsCommand.class,
            EgtbCommand.class, PlayCommand.class, BenchCommand.class, ServeCommand.class,
            HelpCommand.class);

    /** @return the command line with every command, as the help sees it: for the tests that read every help */
    static CommandLine withEveryCommand() {
        CommandLine commandLine = new CommandLine(new DraughtsCommand(null));
        COMMANDS.forEach(commandLine::addSubcommand);
        addEngineKinds(commandLine);
        return commandLine;
    }

    /**
     * Ends the top-level help with the engine kinds found ({@link Engines#descriptions()}, a
     * module's own kinds included), written only when the help is: finding them loads every
     * engine factory, which no other command needs.
     */
    private static void addEngineKinds(CommandLine commandLine) {
        commandLine.getHelpSectionMap().put(CommandLine.Model.UsageMessageSpec.SECTION_KEY_FOOTER, help -> {
            StringBuilder text = new StringBuilder(String.format("%nEngines (--engine SPEC of analyse, hub, dxp, match"
                    + " and play; docs/engines.md):%n"));
            for (String kind : Engines.descriptions()) {
                text.append(wrapped(kind, help.commandSpec().usageMessage().width()));
            }
            return text.toString();
        });
    }

    /** @return the text in lines of at most {@code width} characters, indented 2, then 6 */
    static String wrapped(String text, int width) {
        StringBuilder lines = new StringBuilder();
        StringBuilder line = new StringBuilder("  ");
        for (String word : text.split(" ")) {
            if (line.length() + 1 + word.length() > width && line.toString().strip().length() > 0) {
                lines.append(line.toString().stripTrailing()).append(System.lineSeparator());
                line = new StringBuilder("      ");
            } else if (line.toString().strip().length() > 0) {
                line.append(' ');
            }
            line.append(word);
        }
        return lines.append(line).append(System.lineSeparator()).toString();
    }

    /** @return the names of the commands, as {@code perft, suite, ... or variants} */
    static String commandNames() {
        List<String> names = new java.util.ArrayList<>();
        for (Class<?> command : COMMANDS) {
            if (command != HelpCommand.class) {
                names.add(command.getAnnotation(Command.class).name());
            }
        }
        return String.join(", ", names.subList(0, names.size() - 1)) + " or " + names.get(names.size() - 1);
    }

    /**
     * Adds the command the arguments name, or every command when they name none of them (the help,
     * a mistyped name and its suggestions need them all). picocli reads the annotations of every
     * command it is given, a tenth of a second for all of them: a perft of a second should not
     * pay it for commands it does not run.
     */
    private static void addCommands(CommandLine commandLine, String[] args) {
        String first = null;
        for (String arg : args) {
            if (!arg.startsWith("-")) {
                first = arg;
                break;
            }
        }
        for (Class<?> command : COMMANDS) {
            // help names another command, which it then needs too.
            if (command != HelpCommand.class && command.getAnnotation(Command.class).name().equals(first)) {
                commandLine.addSubcommand(command);
                return;
            }
        }
        COMMANDS.forEach(commandLine::addSubcommand);
    }

    /**
     * @param progress when to show progress on {@code err}, or null for never
     * @param debug whether the arguments ask for stack traces
     * @return the exit status
     */
    static int run(OutputStream out, PrintStream err, Progress.Settings progress, boolean debug, String... args) {
        PrintWriter outWriter = new PrintWriter(new CheckedOutput(out), true);
        PrintWriter errWriter = new PrintWriter(new java.io.OutputStreamWriter(err, StandardCharsets.UTF_8), true);
        CommandLine commandLine = new CommandLine(new DraughtsCommand(progress));
        addCommands(commandLine, args);
        addEngineKinds(commandLine);
        // After the commands: picocli gives a converter to the commands it has at the time.
        commandLine.registerConverter(Path.class, PicocliRun::path);
        commandLine.setOut(outWriter);
        commandLine.setErr(errWriter);
        commandLine.setCaseInsensitiveEnumValuesAllowed(true);
        commandLine.setParameterExceptionHandler((ParameterException e, String[] arguments) -> {
            CommandLine failing = e.getCommandLine();
            String message = inOurWords(oneLine(e.getMessage())) + didYouMean(e);
            errWriter.println("draughts: " + message + " (see '" + failing.getCommandSpec().qualifiedName() + " --help')");
            if (debug) {
                e.printStackTrace(errWriter);
            }
            errWriter.flush();
            return BAD_INPUT;
        });
        // A failed write stops the command wherever it happens, in a command or in picocli's help.
        CommandLine.IExecutionStrategy strategy = new CommandLine.RunLast();
        commandLine.setExecutionStrategy(parsed -> {
            try {
                return strategy.execute(parsed);
            } catch (CheckedOutput.Failure e) {
                return outputFailed(e, errWriter);
            } catch (CommandLine.ExecutionException e) {
                if (e.getCause() instanceof CheckedOutput.Failure) {
                    return outputFailed((CheckedOutput.Failure) e.getCause(), errWriter);
                }
                throw e;
            }
        });
        commandLine.setExecutionExceptionHandler((Exception e, CommandLine failing, CommandLine.ParseResult parsed) ->
                failed(e, debug, errWriter));
        return finish(() -> commandLine.execute(args), debug, outWriter, errWriter);
    }

    /**
     * Every path an option or an argument takes: an empty one, which Java reads as the current
     * directory (a walk of all of it, tables written into it), is refused for all of them at once.
     */
    static Path path(String text) {
        if (text.isEmpty()) {
            throw new CommandLine.TypeConversionException("an empty path (give '.' for the current directory)");
        }
        try {
            return Path.of(text);
        } catch (java.nio.file.InvalidPathException e) {
            throw new CommandLine.TypeConversionException("not a path: " + e.getReason());
        }
    }

    /** picocli's message of an exclusive group given twice, such as {@code --depth 1 --depth 2}. */
    private static final java.util.regex.Pattern GIVEN_TWICE = java.util.regex.Pattern.compile(
            "expected only one match but got \\((.*?)\\)=\\{(.*?)\\} and \\(.*?\\)=\\{(.*?)\\}");

    /**
     * picocli's few messages that read as its own internals, said as the others: without the
     * "Error: " that our "draughts: " already stands for, and an exclusive group given twice named
     * by its options rather than by picocli's notation of groups.
     */
    static String inOurWords(String message) {
        String text = message.startsWith("Error: ") ? message.substring("Error: ".length()) : message;
        java.util.regex.Matcher twice = GIVEN_TWICE.matcher(text);
        if (twice.matches()) {
            return "give one of " + twice.group(1).replace(" | ", ", ") + ", not " + twice.group(2) + " and "
                    + twice.group(3);
        }
        return text;
    }

    /**
     * picocli's own handler prints "Did you mean" on lines of its own; ours keeps the error to one
     * line, so the suggestion goes at its end. A mistyped option of a command that also lacks a
     * required one ({@code perft --dept 3}) fails as a missing option first: its unmatched
     * arguments get a suggestion all the same.
     *
     * @return {@code ; did you mean 'perft'?}, or nothing when picocli has no suggestion
     */
    private static String didYouMean(ParameterException e) {
        CommandLine.UnmatchedArgumentException unmatched;
        if (e instanceof CommandLine.UnmatchedArgumentException) {
            unmatched = (CommandLine.UnmatchedArgumentException) e;
        } else if (e.getCommandLine() != null && !e.getCommandLine().getUnmatchedArguments().isEmpty()) {
            unmatched = new CommandLine.UnmatchedArgumentException(e.getCommandLine(),
                    e.getCommandLine().getUnmatchedArguments());
        } else {
            return "";
        }
        List<String> suggestions = unmatched.getSuggestions();
        if (suggestions.isEmpty()) {
            return "";
        }
        // 'a', 'b' or 'c': every suggestion but the last separated by commas.
        int last = suggestions.size() - 1;
        String first = String.join("', '", suggestions.subList(0, Math.max(1, last)));
        String others = last > 0 ? " or '" + suggestions.get(last) + "'" : "";
        String unmatchedText = e instanceof CommandLine.UnmatchedArgumentException ? ""
                : "; unmatched: '" + String.join("', '", e.getCommandLine().getUnmatchedArguments()) + "'";
        return unmatchedText + "; did you mean '" + first + "'" + others + "?";
    }
}
