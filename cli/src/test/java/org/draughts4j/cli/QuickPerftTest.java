package org.draughts4j.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine;

/** {@link QuickPerft} reads what it reads as picocli does, and the run it starts behaves the same. */
class QuickPerftTest {

    /** Pieces of command lines: options in every spelling, values good and bad, and things picocli alone reads. */
    private static final String[] TOKENS = {
        "-v", "--variant", "-d", "--depth", "--fen", "--paths", "--divide", "--threads", "--hash", "--max-nodes",
        "--max-seconds", "--debug", "-h", "--help", "-V", "--version", "--bogus", "-d5", "-d=3", "--depth=7",
        "--depth=", "--variant=russian", "--fen=W:W31-50:B1-20", "--threads=2", "--paths=true", "--", "@args.txt",
        "russian", "english", "nosuch", "11", "3", "0", "007", "-3", "+4", "x", "1.5", "2147483648",
        "99999999999999999999", "W:W31-50:B1-20", "W:W51:B1", "", "help", "perft", "suite", "moves",
    };

    /** Options with values they take. */
    private static final String[][] PAIRS = {
        {"-v", "russian", "English", "pool"}, {"--variant", "brazilian"}, {"--fen", "W:W31-50:B1-20", "B:W18:B14"},
        {"--paths"}, {"--divide"}, {"--debug"}, {"--threads", "1", "2", "0"}, {"--hash", "16", "0"},
        {"--max-nodes", "1000", "1"}, {"--max-seconds", "2", "0.5"}, {"--depth=5"}, {"--threads=1"},
    };

    private static String any(Random random) {
        return TOKENS[random.nextInt(TOKENS.length)];
    }

    static Stream<Long> seeds() {
        return Stream.of(1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L);
    }

    /** Random command lines: whenever the quick reader takes one, picocli takes it too, with the same options. */
    @ParameterizedTest
    @MethodSource("seeds")
    void readsWhatItTakesAsPicocliDoes(long seed) {
        Random random = new Random(seed);
        int taken = 0;
        for (int i = 0; i < 2000; i++) {
            List<String> args = new ArrayList<>();
            args.add(random.nextInt(10) == 0 ? any(random) : "perft");
            if (random.nextInt(4) > 0) {
                args.add(random.nextBoolean() ? "-d" : "--depth");
                args.add(random.nextInt(4) > 0 ? String.valueOf(random.nextInt(12)) : any(random));
            }
            int length = random.nextInt(4);
            for (int j = 0; j < length; j++) {
                // Mostly an option and a value it takes, sometimes any piece at all.
                if (random.nextInt(3) == 0) {
                    args.add(any(random));
                } else {
                    String[] pair = PAIRS[random.nextInt(PAIRS.length)];
                    args.add(pair[0]);
                    if (pair.length > 1) {
                        args.add(random.nextInt(5) > 0 ? pair[1 + random.nextInt(pair.length - 1)] : any(random));
                    }
                }
                if (random.nextInt(8) == 0) {
                    args.add(args.size() - 1 - random.nextInt(args.size() - 1), any(random));
                }
            }
            String[] line = args.toArray(new String[0]);
            PerftCommand quick = QuickPerft.read(line);
            if (quick == null) {
                continue;
            }
            taken++;
            PerftCommand parsed = picocli(line);
            assertThat(describe(quick)).as(String.join(" ", line)).isEqualTo(describe(parsed));
        }
        // The comparison must have something to compare.
        assertThat(taken).isGreaterThan(200);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "perft -d 11", "perft -v russian -d 11 --threads 1", "perft --variant=english --depth=12 --paths --threads 2",
        "perft --fen W:W31-50:B1-20 -d 3 --divide", "perft -d 5 --hash 64 --max-nodes 1000 --debug",
    })
    void takesTheUsualForms(String line) {
        String[] args = line.split(" ");
        PerftCommand quick = QuickPerft.read(args);
        assertThat(quick).isNotNull();
        assertThat(describe(quick)).isEqualTo(describe(picocli(args)));
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "perft", "perft --help", "perft -d", "perft -d 3 -d 4", "perft -d3", "perft -d +3", "perft -d 3 --bogus",
        "perft -d 3 --max-seconds 1", "perft -d 3 -v", "perft -d 3 -v --paths", "--debug perft -d 3",
        "perft -d 3 --paths=true", "perft @args.txt", "perft -d 3 -- x", "moves -d 3",
    })
    void leavesTheRestToPicocli(String line) {
        assertThat(QuickPerft.read(line.split(" "))).isNull();
    }

    /** The same command line, read quickly or by picocli, prints the same and ends with the same status. */
    @ParameterizedTest
    @ValueSource(strings = {
        "perft -d 4", "perft -v russian -d 5 --threads 1", "perft -v english -d 4 --paths --threads 2",
        "perft --fen W:W31-50:B1-20 -d 2 --divide", "perft -d 0", "perft -v nosuch -d 1", "perft --fen W:W51:B1 -d 1",
        "perft --fen W:W51:B1 -d 1 --debug", "perft -d 6 --max-nodes 1000", "perft -d 3 --divide --max-nodes 50",
        "perft -d 2 --threads 0", "perft -d 2 --hash 99999999", "perft -d 2 --max-nodes 0",
    })
    void runsAsPicocliWould(String line) {
        String[] args = line.split(" ");
        assertThat(QuickPerft.read(args)).isNotNull();
        MainTest.Run quick = run(true, args);
        MainTest.Run picocli = run(false, args);
        assertThat(quick.status()).isEqualTo(picocli.status());
        assertThat(withoutTimes(quick.out())).isEqualTo(withoutTimes(picocli.out()));
        assertThat(withoutStackLines(quick.err())).isEqualTo(withoutStackLines(picocli.err()));
    }

    @Test
    void aRunItTakesStillFailsOnAClosedPipe() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        java.io.OutputStream closed = new java.io.OutputStream() {
            @Override
            public void write(int b) throws java.io.IOException {
                throw new java.io.IOException("Broken pipe");
            }
        };
        int status = Main.run(closed, new PrintStream(err, true, StandardCharsets.UTF_8), null, true, "perft", "-d", "3");
        assertThat(status).isEqualTo(Main.CLOSED_PIPE);
        assertThat(err.toString(StandardCharsets.UTF_8)).isEmpty();
    }

    private static MainTest.Run run(boolean quick, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), null, quick, args);
        return new MainTest.Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private static String withoutTimes(String out) {
        return out.replaceAll("  \\d+\\.\\d{3} s  \\S+ \\S*n/s", "").replaceAll(" in \\d+\\.\\d{3} s, \\S+ \\S*n/s", "");
    }

    /** Stack traces differ below the command (picocli's frames or none). */
    private static String withoutStackLines(String err) {
        return Arrays.stream(err.split("\n")).filter(l -> !l.startsWith("\tat ") && !l.startsWith("\t..."))
                .reduce("", (a, b) -> a + b + "\n");
    }

    private static PerftCommand picocli(String[] args) {
        CommandLine commandLine = new CommandLine(new DraughtsCommand(null));
        commandLine.addSubcommand(PerftCommand.class);
        CommandLine.ParseResult[] result = new CommandLine.ParseResult[1];
        assertThatCode(() -> result[0] = commandLine.parseArgs(args)).as(String.join(" ", args)).doesNotThrowAnyException();
        return (PerftCommand) result[0].subcommand().commandSpec().userObject();
    }

    private static String describe(PerftCommand perft) {
        return "variant=" + perft.position.variant.name + " fen=" + perft.position.fen + " depth=" + perft.depth
                + " paths=" + perft.paths + " divide=" + perft.divide + " threads=" + perft.threads
                + " hash=" + perft.hashMegabytes + " maxNodes=" + perft.maxNodes + " maxSeconds=" + perft.maxSeconds;
    }
}
