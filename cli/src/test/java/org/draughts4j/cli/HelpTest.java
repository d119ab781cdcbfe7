package org.draughts4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** The helps: what they say of exit statuses agrees with docs/cli.md's table. */
class HelpTest {
    private static final Pattern TABLE_ROW = Pattern.compile("\\| (\\d+) \\| (.*) \\|");
    private static final Pattern COMMAND_NAME = Pattern.compile("`([a-z]+(?: [a-z]+)?)`");
    private static final Pattern STATUS = Pattern.compile("(?i)status(?: is)?(?: then)? (\\d+)|, (\\d+) when ");

    /** @return docs/cli.md's table of exit statuses: each status and its meaning */
    static Map<Integer, String> documentedStatuses() throws IOException {
        List<String> lines = Files.readAllLines(Path.of("..", "docs", "cli.md"), StandardCharsets.UTF_8);
        int start = lines.indexOf("## Errors and exit statuses");
        assertThat(start).as("docs/cli.md has its table of exit statuses").isPositive();
        Map<Integer, String> table = new TreeMap<>();
        for (String line : lines.subList(start, lines.size())) {
            Matcher row = TABLE_ROW.matcher(line);
            if (row.matches()) {
                table.put(Integer.parseInt(row.group(1)), row.group(2));
            } else if (!table.isEmpty() && !line.startsWith("|")) {
                break;
            }
        }
        return table;
    }

    /** @return every command and subcommand, by its name after {@code draughts}: {@code egtb probe} */
    private static List<String> commands(CommandLine command) {
        List<String> names = new ArrayList<>();
        for (CommandLine sub : command.getSubcommands().values()) {
            String name = sub.getCommandSpec().qualifiedName().substring("draughts ".length());
            if (!names.contains(name) && !sub.getCommandSpec().helpCommand()) {
                names.add(name);
                names.addAll(commands(sub));
            }
        }
        return names;
    }

    /** @return the statuses a help names: in its exit status list, and in its text ("exit status 7") */
    static TreeSet<Integer> statuses(String help) {
        TreeSet<Integer> statuses = new TreeSet<>();
        int list = help.indexOf("Exit status:");
        if (list >= 0) {
            for (String line : help.substring(list).lines().skip(1).toList()) {
                Matcher entry = Pattern.compile("^  (\\d+)\\s").matcher(line);
                if (entry.find()) {
                    statuses.add(Integer.parseInt(entry.group(1)));
                }
            }
        }
        Matcher text = STATUS.matcher((list >= 0 ? help.substring(0, list) : help).replaceAll("\\s+", " "));
        while (text.find()) {
            statuses.add(Integer.parseInt(text.group(1) != null ? text.group(1) : text.group(2)));
        }
        return statuses;
    }

    /**
     * Every status a command's help names is in the table, on a row that names that command or no
     * command at all (0, 2, 3, 5 belong to every command): suite and pdn once said 6 where the
     * program and the table say 7.
     */
    @Test
    void everyCommandsHelpNamesTheStatusesOfTheTable() throws IOException {
        Map<Integer, String> table = documentedStatuses();
        assertThat(table).containsKeys(0, 1, 2, 6, 7);
        List<String> commands = commands(PicocliRun.withEveryCommand());
        assertThat(commands).contains("suite", "pdn", "egtb probe", "dxp", "perft");
        int named = 0;
        for (String command : commands) {
            List<String> args = new ArrayList<>(Arrays.asList(command.split(" ")));
            args.add("--help");
            MainTest.Run run = MainTest.run(args.toArray(String[]::new));
            assertThat(run.status()).as(command).isZero();
            for (int status : statuses(run.out())) {
                named++;
                assertThat(table).as("docs/cli.md's table, for status %d in the help of %s", status, command)
                        .containsKey(status);
                List<String> owners = new ArrayList<>();
                Matcher names = COMMAND_NAME.matcher(table.get(status));
                while (names.find()) {
                    owners.add(names.group(1));
                }
                assertThat(owners.isEmpty() || owners.contains(command))
                        .as("status %d in the help of %s: docs/cli.md gives it to %s", status, command, owners).isTrue();
            }
        }
        assertThat(named).as("statuses found in the helps").isGreaterThan(10);
    }

    /** The top-level help lists exactly the table's statuses. */
    @Test
    void theTopLevelHelpListsTheTablesStatuses() throws IOException {
        assertThat(statuses(MainTest.run("--help").out())).containsExactlyElementsOf(documentedStatuses().keySet());
    }

    /** {@code help egtb build} is {@code egtb build}'s help, not {@code egtb}'s; a name that is not there is one line. */
    @Test
    void helpFollowsSubcommands() {
        MainTest.Run help = MainTest.run("help", "egtb", "build");
        assertThat(help.status()).isZero();
        assertThat(help.out()).startsWith("Usage: draughts egtb build ").isEqualTo(MainTest.run("egtb", "build", "--help").out());
        assertThat(MainTest.run("help", "egtb").out()).startsWith("Usage: draughts egtb ")
                .isEqualTo(MainTest.run("egtb", "--help").out());
        assertThat(MainTest.run("help").out()).isEqualTo(MainTest.run("--help").out());
        MainTest.Run unknown = MainTest.run("help", "egtb", "nosuch");
        assertThat(unknown.status()).isEqualTo(Main.BAD_INPUT);
        assertThat(unknown.out()).isEmpty();
        assertThat(unknown.err().lines()).singleElement().asString()
                .startsWith("draughts: no command 'nosuch' in 'draughts egtb' (commands: build, probe, verify)");
        assertThat(MainTest.run("help", "perft", "x").err()).contains("no command 'x' in 'draughts perft'");
    }

    /** The top-level help names the engine commands, and lists every engine kind found, as Engines describes them. */
    @Test
    void theTopLevelHelpNamesTheEngineCommandsAndKinds() {
        String help = MainTest.run("--help").out();
        String description = help.substring(0, help.indexOf("Commands:")).replaceAll("\\s+", " ");
        assertThat(description).contains("Engines:", "(analyse)", "(hub)", "(dxp)", "(match", "(play)", "(egtb)");
        String kinds = help.substring(help.indexOf("Engines (--engine SPEC")).replaceAll("\\s+", " ");
        List<String> described = org.draughts4j.engine.Engines.descriptions();
        assertThat(described).hasSizeGreaterThanOrEqualTo(5);
        for (String kind : described) {
            assertThat(kinds).contains(kind);
        }
        assertThat(help.lines()).allSatisfy(line -> assertThat(line.length()).as(line).isLessThanOrEqualTo(80));
    }
}
