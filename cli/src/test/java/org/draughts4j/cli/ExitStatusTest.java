package org.draughts4j.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.draughts4j.engine.RandomEngine;
import org.draughts4j.engine.dxp.DxpSession;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * "Exit statuses follow docs/cli.md's table in every command": one case per command and status
 * the table gives it, run in this process, its status checked. A row that names commands binds
 * those; a row that names none binds every command. Status 3 (an internal error, a bug) has no case:
 * a bug with a reproduction is fixed, not kept. {@link #everyDocumentedPairHasACase} reads the table,
 * so that a status given to a new command, or a new command, needs its case here.
 */
class ExitStatusTest {
    private static final Pattern COMMAND_NAME = Pattern.compile("`([a-z]+(?: [a-z]+)?)`");
    /** Statuses every command can end with, checked for the commands that print before they can fail. */
    private static final Set<Integer> OUTPUT_STATUSES = Set.of(Main.WRITE_ERROR, Main.CLOSED_PIPE);

    @TempDir
    static Path dir;

    private static Path tables;
    private static Path corrupt;
    private static Path dying;
    private static Path crashing;

    /** One run of a command: its args, what standard input holds, and where standard output goes. */
    record Case(String command, int status, List<String> args, String input, String outputFailure) {
        @Override
        public String toString() {
            return command + " -> " + status + ": " + String.join(" ", args);
        }
    }

    @BeforeAll
    static void files() throws Exception {
        Files.writeString(dir.resolve("good.perft"), "id start\nfen W:W31-50:B1-20\nperft 1 9\n");
        Files.writeString(dir.resolve("bad.perft"), "id start\nfen W:W31-50:B1-20\nperft 1 10\n");
        Files.writeString(dir.resolve("empty.perft"), "# nothing\n");
        Files.writeString(dir.resolve("good.pdn"), "1. 32-28 *\n");
        Files.writeString(dir.resolve("bad.pdn"), "1. 32-29 *\n");
        Files.writeString(dir.resolve("empty.pdn"), "");
        tables = dir.resolve("tables");
        corrupt = dir.resolve("corrupt");
        for (Path d : new Path[] {tables, corrupt}) {
            assertThat(MainTest.run("egtb", "build", "-v", "english", "--pieces", "2", "--dir", d.toString()).status())
                    .isZero();
        }
        HostileInputTest.corruptWithMatchingChecksums(corrupt);
        // A Hub engine that does its handshake, then exits when asked to search.
        dying = Files.writeString(dir.resolve("dying.sh"), "#!/bin/sh\nwhile read -r line; do case \"$line\" in\n"
                + "hub*) echo 'id name=dying'; echo wait;;\ninit*) echo ready;;\ngo*) exit 3;;\nquit*) exit 0;;\n"
                + "esac; done\n");
        assertThat(dying.toFile().setExecutable(true)).isTrue();
        crashing = Files.writeString(dir.resolve("crashing.sh"), "#!/bin/sh\nexit 1\n");
        assertThat(crashing.toFile().setExecutable(true)).isTrue();
    }

    private static Case ok(String command, String... args) {
        return new Case(command, 0, List.of(args), "", null);
    }

    private static Case of(String command, int status, String input, String... args) {
        return new Case(command, status, List.of(args), input, null);
    }

    static Stream<Case> cases() {
        String d = dir.toString();
        String t = tables.toString();
        String engine = "hub:" + dying;
        List<Case> cases = new ArrayList<>(List.of(
                ok("perft", "perft", "-d", "1"),
                ok("suite", "suite", d + "/good.perft"),
                ok("moves", "moves"),
                ok("show", "show"),
                ok("pdn", "pdn", d + "/good.pdn"),
                ok("svg", "svg"),
                ok("variants", "variants"),
                ok("egtb", "egtb", "--help"),
                ok("egtb build", "egtb", "build", "-v", "english", "--pieces", "2", "--dir", t),
                ok("egtb build", "egtb", "build", "-v", "english", "--pieces", "2", "--dir", d + "/compact", "--wdl"),
                ok("egtb probe", "egtb", "probe", "-v", "english", "--dir", t, "--fen", "B:W6:BK1"),
                ok("egtb verify", "egtb", "verify", "-v", "english", "--dir", t),
                ok("analyse", "analyse", "--engine", "greedy", "--depth", "1"),
                of("hub", 0, "hub\nquit\n", "hub", "--engine", "greedy"),
                ok("play", "play", "--engine", "random,seed=1"),
                ok("bench", "bench"),
                ok("match", "match", "--engine", "random,seed=1", "--engine", "greedy", "--games", "2", "--depth", "1"),
                ok("openings", "openings", "--list"),
                // serve ends only when stopped (Ctrl-C, 130); its help is how it exits with 0.
                ok("serve", "serve", "--help"),
                of("suite", 1, "", "suite", d + "/bad.perft"),
                of("pdn", 1, "", "pdn", d + "/bad.pdn"),
                of("egtb probe", 1, "", "egtb", "probe", "-v", "english", "--dir", t, "--fen", "W:W6,7:BK1"),
                of("egtb verify", 1, "", "egtb", "verify", "-v", "english", "--dir", corrupt.toString()),
                of("perft", 4, "", "perft", "-d", "9", "--max-nodes", "1000"),
                of("analyse", 6, "", "analyse", "--engine", engine, "--depth", "1"),
                of("play", 6, "", "play", "--engine", engine, "--color", "black"),
                of("hub", 6, "hub\ninit\npos start\nlevel depth=1\ngo think\nping\nquit\n", "hub", "--engine", engine),
                of("dxp", 6, "", "dxp", "--engine", "random", "--connect", "PEER", "--timeout", "5"),
                ok("dxp", "dxp", "--engine", "greedy", "--connect", "PLAYER", "--initiator", "--time", "1", "--moves", "10",
                        "--timeout", "20"),
                of("match", 6, "", "match", "--engine", "hub:" + crashing, "--engine", "random", "--games", "2",
                        "--depth", "1"),
                of("suite", 7, "", "suite", d + "/empty.perft"),
                of("pdn", 7, "", "pdn", d + "/empty.pdn")));
        for (String command : commands()) {
            List<String> args = new ArrayList<>(List.of(command.split(" ")));
            args.add("--no-such-option");
            cases.add(new Case(command, Main.BAD_INPUT, args, "", null));
        }
        for (String[] printing : List.of(new String[] {"perft", "perft", "-d", "3"}, new String[] {"moves", "moves"},
                new String[] {"show", "show"}, new String[] {"svg", "svg"}, new String[] {"variants", "variants"},
                new String[] {"openings", "openings", "--list"},
                new String[] {"analyse", "analyse", "--engine", "greedy", "--depth", "1"},
                new String[] {"egtb probe", "egtb", "probe", "-v", "english", "--dir", t, "--fen", "B:W6:BK1"})) {
            List<String> args = List.of(printing).subList(1, printing.length);
            cases.add(new Case(printing[0], Main.WRITE_ERROR, args, "", "Input/output error"));
            cases.add(new Case(printing[0], Main.CLOSED_PIPE, args, "", "Broken pipe"));
        }
        return cases.stream();
    }

    /** @return every command and subcommand, by its name after {@code draughts}: {@code egtb probe} */
    static List<String> commands() {
        List<String> names = new ArrayList<>();
        collect(PicocliRun.withEveryCommand(), names);
        return names;
    }

    private static void collect(picocli.CommandLine command, List<String> names) {
        for (picocli.CommandLine sub : command.getSubcommands().values()) {
            String name = sub.getCommandSpec().qualifiedName().substring("draughts ".length());
            if (!names.contains(name) && !sub.getCommandSpec().helpCommand()) {
                names.add(name);
                collect(sub, names);
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void eachCommandEndsWithTheStatusTheTableGivesIt(Case c) throws Exception {
        List<String> args = new ArrayList<>(c.args());
        ServerSocket peer = null;
        CompletableFuture<Void> talking = null;
        if (args.contains("PEER")) {
            ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
            peer = server;
            args.set(args.indexOf("PEER"), "127.0.0.1:" + server.getLocalPort());
            talking = CompletableFuture.runAsync(() -> {
                try (Socket socket = server.accept()) {
                    socket.getOutputStream().write(new byte[] {'R', '0', '1', (byte) 0xff, 0});
                    socket.getOutputStream().flush();
                    socket.getInputStream().readAllBytes();
                } catch (IOException e) {
                    // The session closed first.
                }
            });
        }
        if (args.contains("PLAYER")) {
            ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
            peer = server;
            args.set(args.indexOf("PLAYER"), "127.0.0.1:" + server.getLocalPort());
            talking = CompletableFuture.runAsync(() -> {
                try (Socket socket = server.accept()) {
                    DxpSession.builder(new RandomEngine(5)).games(1).timeout(Duration.ofSeconds(20)).build().play(socket);
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            });
        }
        InputStream savedIn = System.in;
        InputStream savedHub = HubCommand.input;
        InputStream savedPlay = PlayCommand.input;
        try {
            byte[] input = c.input().getBytes(StandardCharsets.UTF_8);
            System.setIn(new ByteArrayInputStream(input));
            HubCommand.input = new ByteArrayInputStream(input);
            PlayCommand.input = new ByteArrayInputStream(input);
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            OutputStream out = c.outputFailure() == null ? new ByteArrayOutputStream() : new OutputStream() {
                @Override
                public void write(int b) throws IOException {
                    throw new IOException(c.outputFailure());
                }
            };
            String[] argv = args.toArray(String[]::new);
            int status = assertTimeoutPreemptively(Duration.ofSeconds(120),
                    () -> Main.run(out, new PrintStream(err, true, StandardCharsets.UTF_8), argv));
            String errors = err.toString(StandardCharsets.UTF_8);
            assertThat(status).as("%s, standard error: %s", c, errors).isEqualTo(c.status());
            if (c.status() != 0 && c.status() != Main.CLOSED_PIPE && c.status() != Main.FAILED
                    && c.status() != Main.NOTHING_CHECKED) {
                assertThat(errors).as(c.toString()).startsWith("draughts: ").doesNotContain("\tat ");
            }
        } finally {
            System.setIn(savedIn);
            HubCommand.input = savedHub;
            PlayCommand.input = savedPlay;
            if (peer != null) {
                peer.close();
                talking.join();
            }
        }
    }

    /** Every (command, status) pair docs/cli.md's table gives has a case above, 3 and the output statuses aside. */
    @Test
    void everyDocumentedPairHasACase() throws IOException {
        Map<Integer, String> table = HelpTest.documentedStatuses();
        List<String> commands = commands();
        Set<String> covered = new TreeSet<>();
        cases().forEach(c -> covered.add(c.command() + " " + c.status()));
        Set<String> wanted = new TreeSet<>();
        for (Map.Entry<Integer, String> row : table.entrySet()) {
            int status = row.getKey();
            if (status == Main.INTERNAL_ERROR || OUTPUT_STATUSES.contains(status)) {
                continue;
            }
            List<String> named = new ArrayList<>();
            Matcher names = COMMAND_NAME.matcher(row.getValue());
            while (names.find()) {
                if (commands.contains(names.group(1))) {
                    named.add(names.group(1));
                }
            }
            for (String command : named.isEmpty() ? commands : named) {
                wanted.add(command + " " + status);
            }
        }
        assertThat(wanted).hasSizeGreaterThan(commands.size() * 2);
        assertThat(covered).containsAll(wanted);
        for (int status : OUTPUT_STATUSES) {
            assertThat(covered).anyMatch(pair -> pair.endsWith(" " + status));
        }
    }
}
