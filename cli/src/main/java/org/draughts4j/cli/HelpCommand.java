package org.draughts4j.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParameterException;

/**
 * {@code draughts help [COMMAND [SUBCOMMAND...]]}: the help of the command named, down through its
 * subcommands ({@code help egtb build} is {@code egtb build}'s help). picocli's own help command
 * takes one name, and so printed {@code egtb}'s help for {@code help egtb build}.
 */
@Command(name = "help", helpCommand = true,
        description = "Prints the help of a command, or of a command's subcommand (help egtb build); without one,"
                + " the help of draughts.")
final class HelpCommand implements CommandLine.IHelpCommandInitializable2, Runnable {
    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Print this help and exit.")
    boolean helpRequested;

    @Parameters(paramLabel = "COMMAND", arity = "0..*", description = "A command and its subcommands: egtb build.")
    List<String> commands = new ArrayList<>();

    private CommandLine self;
    private CommandLine.Help.ColorScheme colors;
    private PrintWriter out;

    @Override
    public void init(CommandLine helpCommandLine, CommandLine.Help.ColorScheme colorScheme, PrintWriter out,
            PrintWriter err) {
        this.self = helpCommandLine;
        this.colors = colorScheme;
        this.out = out;
    }

    @Override
    public void run() {
        CommandLine target = self.getParent();
        for (String name : commands) {
            CommandLine sub = target.getSubcommands().get(name);
            if (sub == null) {
                throw new ParameterException(self, "no command '" + name + "' in '"
                        + target.getCommandSpec().qualifiedName() + "'" + known(target));
            }
            target = sub;
        }
        target.usage(out, colors);
    }

    /** @return {@code  (commands: build, probe, verify)}, or that the command has none */
    private static String known(CommandLine command) {
        List<String> names = new ArrayList<>();
        command.getSubcommands().forEach((name, sub) -> {
            if (!sub.getCommandSpec().helpCommand() && !names.contains(name)) {
                names.add(name);
            }
        });
        return names.isEmpty() ? ", which has no subcommands" : " (commands: " + String.join(", ", names) + ")";
    }
}
