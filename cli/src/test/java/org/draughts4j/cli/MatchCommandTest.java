package org.draughts4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code draughts match} and {@code draughts openings}. */
@Timeout(120)
class MatchCommandTest {

    @Test
    void aMatchPrintsItsGamesThenTheScoreAndTheElo(@TempDir Path dir) {
        Path pdn = dir.resolve("games.pdn");
        MainTest.Run run = MainTest.run("match", "--engine", "greedy", "--engine", "random,seed=1", "-v", "brazilian",
                "--games", "6", "--pdn", pdn.toString());
        assertThat(run.status()).as(run.err()).isZero();
        List<String> lines = run.out().lines().toList();
        assertThat(lines).hasSize(8);
        assertThat(lines.get(0)).startsWith("Finished game 1 (greedy vs random): ");
        assertThat(lines.get(6)).matches("Score of greedy vs random: \\d+ - \\d+ - \\d+  \\[\\d\\.\\d{3}\\] 6");
        assertThat(lines.get(7)).matches("Elo difference: (-?\\d+\\.\\d|-?inf|nan) \\+/- (\\d+\\.\\d|nan)");
        // The file replays, game for game.
        MainTest.Run replay = MainTest.run("pdn", "-v", "brazilian", pdn.toString());
        assertThat(replay.status()).as(replay.out()).isZero();
        assertThat(replay.out()).contains("6 passed, 0 failed");
    }

    @Test
    void aLopsidedMatchUnderSprtStopsWithH1() {
        MainTest.Run run = MainTest.run("match", "--engine", "greedy", "--engine", "random,seed=2",
                "--sprt", "elo0=0,elo1=100,alpha=0.05,beta=0.05");
        assertThat(run.status()).as(run.err()).isZero();
        List<String> lines = run.out().lines().toList();
        assertThat(lines.get(lines.size() - 1)).contains("H1 accepted").matches("SPRT: llr .*, ptnml\\(0-2\\) \\[\\d+, \\d+, \\d+, \\d+, \\d+\\] - H1 accepted");
        assertThat(lines.get(lines.size() - 3)).startsWith("Score of greedy vs random: ");
        assertThat(lines.size() - 3).isLessThan(158);
        MainTest.Run single = MainTest.run("match", "--engine", "greedy", "--engine", "random,seed=2",
                "--sprt", "elo0=0,elo1=100,alpha=0.05,beta=0.05", "--sprt-model", "trinomial");
        List<String> singles = single.out().lines().toList();
        assertThat(singles.get(singles.size() - 1)).contains("H1 accepted").doesNotContain("ptnml");
        MainTest.Run bad = MainTest.run("match", "--engine", "greedy", "--engine", "random",
                "--sprt", "elo0=0,elo1=100,alpha=0.05,beta=0.05", "--sprt-model", "binomial");
        assertThat(bad.status()).isEqualTo(Main.BAD_INPUT);
        assertThat(bad.err()).contains("'binomial' is not an SPRT model (pentanomial or trinomial)");
    }

    /** A Hub engine written in the shell that misbehaves as told. */
    private static Path script(Path dir, String behaviour) throws IOException {
        Path script = dir.resolve(behaviour + ".sh");
        String go = switch (behaviour) {
            case "crash" -> "exit 3";
            case "hang" -> "sleep 600";
            case "garbage" -> "echo 'done move=zz-??'";
            default -> "echo 'done move=11-15'";
        };
        Files.writeString(script, String.join("\n",
                "#!/bin/bash",
                "while IFS= read -r line; do",
                "  case \"$line\" in",
                "    hub) echo 'id name=" + behaviour + " version=1'; " + (behaviour.equals("never-ready") ? ":" : "echo wait")
                        + " ;;",
                "    init) echo ready ;;",
                "    go*) " + go + " ;;",
                "    quit) exit 0 ;;",
                "  esac",
                "done", ""), StandardCharsets.US_ASCII);
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
        return script;
    }

    @ParameterizedTest
    @ValueSource(strings = {"crash", "hang", "garbage", "illegal"})
    void aHostileHubEngineLosesEveryGameAndTheMatchFinishes(String behaviour, @TempDir Path dir) throws IOException {
        Path engine = script(dir, behaviour);
        Path pdn = dir.resolve("games.pdn");
        MainTest.Run run = MainTest.run("match", "--engine", "hub:" + engine, "--engine", "greedy", "--games", "2",
                "--movetime", "0.2", "--ready-timeout", "2", "--pdn", pdn.toString());
        assertThat(run.status()).as(run.err()).isZero();
        String word = switch (behaviour) {
            case "crash" -> "crash";
            case "hang" -> "hang";
            case "garbage" -> "(protocol error|illegal move)";
            default -> "illegal move";
        };
        List<String> lines = run.out().lines().toList();
        assertThat(lines.get(0)).matches("Finished game 1 \\(\\S+ vs greedy\\): 0-2 \\{" + word + ": .*");
        assertThat(lines.get(1)).matches("Finished game 2 \\(greedy vs \\S+\\): 2-0 \\{" + word + ": .*");
        assertThat(lines.get(2)).matches("Score of \\S+ vs greedy: 0 - 2 - 0  \\[0.000\\] 2");
        MainTest.Run replay = MainTest.run("pdn", pdn.toString());
        assertThat(replay.out()).contains("2 passed, 0 failed");
    }

    /**
     * An engine that crashes and cannot be started again (as a DXP program gone with its connection)
     * stops the match: the game played and the score stand, status 6, one line saying why.
     */
    @Test
    void anEngineThatCannotBeStartedAgainStopsTheMatchWithItsScore(@TempDir Path dir) throws IOException {
        Path engine = dir.resolve("once.sh");
        Path started = dir.resolve("started");
        Files.writeString(engine, String.join("\n",
                "#!/bin/bash",
                "[ -e '" + started + "' ] && exit 3",
                "touch '" + started + "'",
                "while IFS= read -r line; do",
                "  case \"$line\" in",
                "    hub) echo 'id name=once version=1'; echo wait ;;",
                "    init) echo ready ;;",
                "    go*) exit 3 ;;",
                "    quit) exit 0 ;;",
                "  esac",
                "done", ""), StandardCharsets.US_ASCII);
        Files.setPosixFilePermissions(engine, PosixFilePermissions.fromString("rwxr-xr-x"));
        Path pdn = dir.resolve("games.pdn");
        MainTest.Run run = MainTest.run("match", "--engine", "greedy", "--engine", "hub:" + engine, "--games", "4",
                "--movetime", "0.2", "--ready-timeout", "2", "--pdn", pdn.toString());
        assertThat(run.status()).as(run.err()).isEqualTo(Main.ENGINE_FAILED);
        List<String> lines = run.out().lines().toList();
        assertThat(lines.get(0)).matches("Finished game 1 \\(greedy vs once\\): 2-0 \\{crash: .*");
        assertThat(lines.get(1)).isEqualTo("Score of greedy vs once: 1 - 0 - 0  [1.000] 1");
        assertThat(run.err().lines()).singleElement().asString()
                .startsWith("draughts: match stopped after 1 game: engine B (hub:" + engine + "): once is not ready: ");
        assertThat(MainTest.run("pdn", pdn.toString()).out()).contains("1 passed, 0 failed");
    }

    /** No game is played with an engine that cannot be made: bad input (2) or a failed engine (6), one line. */
    @ParameterizedTest
    @ValueSource(strings = {"stockfish", "builtin,level=11", "hub:/nonexistent/scan", "never-ready", "dies"})
    void anEngineThatCannotBeStartedStopsTheMatchBeforeItsFirstGame(String spec, @TempDir Path dir) throws IOException {
        String engine = spec;
        if (spec.equals("never-ready")) {
            engine = "hub:" + script(dir, "never-ready");
        } else if (spec.equals("dies")) {
            engine = "hub:" + dir.resolve("dies.sh");
            Files.writeString(dir.resolve("dies.sh"), "#!/bin/sh\nexit 3\n");
            Files.setPosixFilePermissions(dir.resolve("dies.sh"), PosixFilePermissions.fromString("rwxr-xr-x"));
        }
        Path pdn = dir.resolve("games.pdn");
        MainTest.Run run = MainTest.run("match", "--engine", "greedy", "--engine", engine, "--games", "2",
                "--ready-timeout", "2", "--pdn", pdn.toString(), "--sprt", "elo0=0,elo1=10,alpha=0.05,beta=0.05");
        boolean started = spec.equals("never-ready") || spec.equals("dies");
        assertThat(run.status()).as(run.err()).isEqualTo(started ? Main.ENGINE_FAILED : Main.BAD_INPUT);
        assertThat(run.out()).isEmpty();
        assertThat(run.err().lines()).singleElement().asString().startsWith("draughts: engine B (" + engine + ")");
        assertThat(Files.readString(pdn)).isEmpty();
    }

    @Test
    void twoLevelsOfTheBuiltInEngineAreTwoNames(@TempDir Path dir) throws IOException {
        Path pdn = dir.resolve("games.pdn");
        MainTest.Run run = MainTest.run("match", "--engine", "builtin,level=3", "--engine", "builtin,level=1",
                "-v", "english", "--games", "2", "--depth", "1", "--pdn", pdn.toString());
        assertThat(run.status()).as(run.err()).isZero();
        assertThat(run.out()).contains("Score of draughts4j level 3 vs draughts4j level 1: ");
        String games = Files.readString(pdn);
        assertThat(games).contains("[White \"draughts4j level 3\"]", "[Black \"draughts4j level 1\"]",
                "[White \"draughts4j level 1\"]", "[Black \"draughts4j level 3\"]");
        MainTest.Run named = MainTest.run("match", "--engine", "greedy,name=Greedy One", "--engine", "greedy",
                "--games", "2");
        assertThat(named.out()).contains("Score of Greedy One vs greedy: ");
        MainTest.Run same = MainTest.run("match", "--engine", "greedy", "--engine", "greedy,seed=3", "--games", "2");
        assertThat(same.out()).contains("Score of greedy vs greedy (2): ");
    }

    /** A DXP program is named by the name it sends in GAMEACC, in the first game's line and PDN already. */
    @Test
    void aDxpProgramGoesByTheNameItSends(@TempDir Path dir) throws Exception {
        int port;
        try (java.net.ServerSocket free = new java.net.ServerSocket(0)) {
            port = free.getLocalPort();
        }
        String listen = String.valueOf(port);
        java.util.concurrent.CompletableFuture<MainTest.Run> peer = java.util.concurrent.CompletableFuture.supplyAsync(
                () -> MainTest.run("dxp", "--engine", "greedy,name=Peer", "--listen", listen, "--games", "2"));
        Path pdn = dir.resolve("games.pdn");
        MainTest.Run run = null;
        for (int attempt = 0; attempt < 50; attempt++) {
            run = MainTest.run("match", "--engine", "dxp:127.0.0.1:" + port, "--engine", "random", "--games", "2",
                    "--movetime", "0.05", "--pdn", pdn.toString());
            if (run.status() == 0 || !run.err().contains("cannot be started")) {
                break;
            }
            Thread.sleep(100);
        }
        assertThat(run.status()).as(run.err()).isZero();
        assertThat(run.lines()).first().asString().startsWith("Finished game 1 (Peer vs random): ");
        assertThat(run.out()).contains("Score of Peer vs random: ");
        assertThat(Files.readString(pdn)).contains("[White \"Peer\"]").doesNotContain("127.0.0.1");
        assertThat(peer.get(60, java.util.concurrent.TimeUnit.SECONDS).status()).isZero();
    }

    /**
     * A Hub engine (draughts' own server of greedy) whose every PV is cut to a move that is never
     * legal: its games are played and scored as usual, and one line warns of it.
     */
    @Test
    void anIllegalMoveInAPvIsWarnedOfOnceAndCostsNothing(@TempDir Path dir) throws IOException {
        Path script = badPvHubEngine(dir);
        MainTest.Run run = MainTest.run("match", "--engine", "hub:" + script, "--engine", "random,seed=1", "--games",
                "2", "--movetime", "0.5", "--ready-timeout", "20");
        assertThat(run.status()).as(run.err()).isZero();
        assertThat(run.lines()).hasSize(4);
        assertThat(run.lines().subList(0, 2)).allSatisfy(line -> assertThat(line).contains("{normal: "));
        assertThat(run.err().lines()).singleElement().asString().startsWith("draughts: warning: ")
                .contains("'1-2'", "read up to the 0 moves before it");
    }

    @Test
    void anOpeningsFileOfAnotherBoardIsRefusedBeforeTheFirstGame(@TempDir Path dir) throws IOException {
        Path four = dir.resolve("four.txt");
        Files.writeString(four, "B:W18,K30:B14,K1\nW:W22,K32:B18,K4\n");
        MainTest.Run run = MainTest.run("match", "--engine", "greedy", "--engine", "random", "--openings", four.toString());
        assertThat(run.status()).isEqualTo(Main.BAD_INPUT);
        assertThat(run.out()).isEmpty();
        assertThat(run.err().lines()).singleElement().asString()
                .startsWith("draughts: --openings " + four + ":1: every position the file gives stands on squares 1-32");
        assertThat(MainTest.run("match", "--engine", "greedy", "--engine", "random", "-v", "english", "--openings",
                four.toString(), "--games", "2").status()).isZero();
    }

    @Test
    void moreGamesThanTheOpeningsPairsAtANodeLimitAreWarnedOf(@TempDir Path dir) throws IOException {
        Path one = dir.resolve("one.txt");
        Files.writeString(one, "variant english\nB:W21-32:B1-12\n");
        MainTest.Run run = MainTest.run("match", "--engine", "greedy", "--engine", "random,seed=1", "-v", "english",
                "--openings", one.toString(), "--games", "3", "--nodes", "100");
        assertThat(run.status()).as(run.err()).isZero();
        assertThat(run.err().lines()).singleElement().asString().isEqualTo("draughts: warning: 3 games from 1 opening"
                + " at a node limit: engines that search alike every time replay the first 2 games, and the games past"
                + " them do not narrow the error or decide the SPRT (more openings, or --movetime, give new games)");
        assertThat(run.lines()).filteredOn(line -> line.startsWith("Finished game")).hasSize(3);
        // Within the pairs, or by time, nothing is said.
        assertThat(MainTest.run("match", "--engine", "greedy", "--engine", "random,seed=1", "-v", "english",
                "--openings", one.toString(), "--games", "2", "--depth", "1").err()).isEmpty();
        assertThat(MainTest.run("match", "--engine", "greedy", "--engine", "random,seed=1", "-v", "english",
                "--openings", one.toString(), "--games", "3", "--movetime", "0.01").err()).isEmpty();
    }

    @Test
    void scoresAdjudicateAsCutechessDoes(@TempDir Path dir) throws IOException {
        Path pdn = dir.resolve("games.pdn");
        // Every score of the built-in engine is within 100 men of 0: drawn after a move of each side.
        MainTest.Run run = MainTest.run("match", "--engine", "builtin,level=2", "--engine", "builtin,level=1", "-v",
                "english", "--games", "2", "--depth", "2", "--draw", "movenumber=0,movecount=1,score=100", "--pdn",
                pdn.toString());
        assertThat(run.status()).as(run.err()).isZero();
        assertThat(run.lines().subList(0, 2)).allSatisfy(line -> assertThat(line)
                .endsWith(": 1/2-1/2 {adjudication: score: both engines within 100.00 of 0 for 1 move each}"));
        assertThat(Files.readString(pdn)).contains("[Termination \"adjudication: score: both engines within");
        MainTest.Run bad = MainTest.run("match", "--engine", "greedy", "--engine", "random", "--resign", "movecount=3");
        assertThat(bad.status()).isEqualTo(Main.BAD_INPUT);
        assertThat(bad.err().lines()).singleElement().asString().contains("score= is missing");
        MainTest.Run badDraw = MainTest.run("match", "--engine", "greedy", "--engine", "random", "--draw", "score=1");
        assertThat(badDraw.status()).isEqualTo(Main.BAD_INPUT);
    }

    @Test
    void badMatchesAreBadInput() {
        MainTest.Run one = MainTest.run("match", "--engine", "greedy");
        assertThat(one.status()).isEqualTo(Main.BAD_INPUT);
        assertThat(one.err()).contains("a match takes two engines");
        MainTest.Run set = MainTest.run("match", "--engine", "greedy", "--engine", "random", "--openings", "chess");
        assertThat(set.status()).isEqualTo(Main.BAD_INPUT);
        assertThat(set.err()).contains("no such file, nor opening set");
        MainTest.Run tc = MainTest.run("match", "--engine", "greedy", "--engine", "random", "--tc", "1+2+3");
        assertThat(tc.status()).isEqualTo(Main.BAD_INPUT);
        MainTest.Run sprt = MainTest.run("match", "--engine", "greedy", "--engine", "random", "--sprt", "elo0=0");
        assertThat(sprt.status()).isEqualTo(Main.BAD_INPUT);
        assertThat(sprt.err()).contains("elo1= is missing");
        MainTest.Run dxp = MainTest.run("match", "--engine", "dxp:127.0.0.1:27531", "--engine", "random",
                "--concurrency", "2");
        assertThat(dxp.status()).isEqualTo(Main.BAD_INPUT);
        assertThat(dxp.err()).contains("one connection").doesNotContain("Exception");
        MainTest.Run mixed = MainTest.run("match", "--engine", "greedy", "--engine", "random", "-v", "russian",
                "--openings", "english-3move");
        assertThat(mixed.err()).contains("is a set of english, not russian");
    }

    @Test
    void aPdnFileInAMissingDirectoryIsRefusedWithItsReason(@TempDir Path dir) {
        Path pdn = dir.resolve("no").resolve("x.pdn");
        MainTest.Run run = MainTest.run("match", "--engine", "greedy", "--engine", "random", "--games", "2", "--pdn",
                pdn.toString());
        assertThat(run.status()).isEqualTo(Main.BAD_INPUT);
        assertThat(run.out()).isEmpty();
        assertThat(run.err().lines()).singleElement().asString()
                .isEqualTo("draughts: cannot write " + pdn + ": no such directory " + dir.resolve("no"));
    }

    /** From four pieces and a capture to make, every game ends by the tables a move later, as they say. */
    @Test
    void tablesAdjudicateTheGames(@TempDir Path dir) throws IOException {
        Path tables = dir.resolve("tables");
        MainTest.Run build = MainTest.run("egtb", "build", "-v", "english", "--pieces", "3", "--dir", tables.toString());
        assertThat(build.status()).as(build.err()).isZero();
        Path openings = dir.resolve("four.txt");
        Files.writeString(openings, "B:W18,K30:B14,K1\nW:W22,K32:B18,K4\n");
        Path pdn = dir.resolve("games.pdn");
        MainTest.Run run = MainTest.run("match", "--engine", "greedy", "--engine", "random,seed=3", "-v", "english",
                "--openings", openings.toString(), "--depth", "1", "--tables", tables.toString(), "--pdn", pdn.toString());
        assertThat(run.status()).as(run.err()).isZero();
        List<String> lines = run.out().lines().toList();
        assertThat(lines).hasSize(6);
        for (String line : lines.subList(0, 4)) {
            assertThat(line).matches("Finished game \\d \\(\\S+ vs \\S+\\): (1-0 \\{adjudication: endgame tables: White wins"
                    + "|0-1 \\{adjudication: endgame tables: Black wins|1/2-1/2 \\{adjudication: endgame tables: draw)"
                    + " \\((White|Black) to move(: (win|loss) \\d+)?\\)\\}");
        }
        // The adjudicated games are in the file, with their result, and replay.
        MainTest.Run replay = MainTest.run("pdn", "-v", "english", pdn.toString());
        assertThat(replay.out()).contains("4 passed, 0 failed");
    }

    @Test
    void tablesThatCannotServeAreBadInput(@TempDir Path dir) throws IOException {
        MainTest.Run towers = MainTest.run("match", "--engine", "greedy", "--engine", "random", "-v", "bashni",
                "--tables", dir.toString());
        assertThat(towers.status()).isEqualTo(Main.BAD_INPUT);
        assertThat(towers.out()).isEmpty();
        assertThat(towers.err().lines()).singleElement().asString()
                .startsWith("draughts: --tables: endgame tables do not support bashni: ");
        MainTest.Run missing = MainTest.run("match", "--engine", "greedy", "--engine", "random", "--tables",
                dir.resolve("none").toString());
        assertThat(missing.status()).isEqualTo(Main.BAD_INPUT);
        assertThat(missing.err().lines()).singleElement().asString().contains("--tables: cannot read the tables in")
                .contains("no such directory");
        MainTest.Run empty = MainTest.run("match", "--engine", "greedy", "--engine", "random", "--tables", dir.toString());
        assertThat(empty.status()).isEqualTo(Main.BAD_INPUT);
        assertThat(empty.err().lines()).singleElement().asString().contains("holds no endgame tables of international");
        // A file is not "no such directory".
        Path file = Files.writeString(dir.resolve("file"), "x");
        MainTest.Run notADirectory = MainTest.run("match", "--engine", "greedy", "--engine", "random", "--tables",
                file.toString());
        assertThat(notADirectory.status()).isEqualTo(Main.BAD_INPUT);
        assertThat(notADirectory.err()).isEqualTo("draughts: --tables: cannot read the tables in " + file
                + ": it is a file, not a directory\n");
    }

    @Test
    void theSetVariantIsTheMatchVariantAndFilesAreOpenings(@TempDir Path dir) throws IOException {
        MainTest.Run english = MainTest.run("match", "--engine", "greedy", "--engine", "random", "--openings",
                "english-3move", "--games", "2");
        assertThat(english.status()).isZero();
        Path file = dir.resolve("mine.txt");
        Files.writeString(file, "11-15 23-19\n");
        MainTest.Run mine = MainTest.run("match", "--engine", "greedy", "--engine", "random", "-v", "english",
                "--openings", file.toString());
        assertThat(mine.status()).as(mine.err()).isZero();
        assertThat(mine.out()).contains("Score of greedy vs random: ").contains("] 2");
    }

    @Test
    void openingsListsAndPrintsTheSets() {
        MainTest.Run list = MainTest.run("openings", "--list");
        assertThat(list.status()).isZero();
        assertThat(list.out()).containsPattern("(?m)^international-2move +international +79  ")
                .containsPattern("(?m)^english-3move +english +156  \\(174 with --all\\) the ACF 3-move ballot");
        MainTest.Run ballots = MainTest.run("openings", "international-2move");
        assertThat(ballots.out().lines()).hasSize(79).allMatch(line -> line.matches("\\d+-\\d+ \\d+-\\d+\tW:W.*:B.*"));
        assertThat(MainTest.run("openings", "english-3move").out().lines()).hasSize(156);
        assertThat(MainTest.run("openings", "english-3move", "--all").out().lines()).hasSize(174);
        MainTest.Run neither = MainTest.run("openings");
        assertThat(neither.status()).isEqualTo(Main.BAD_INPUT);
        MainTest.Run unknown = MainTest.run("openings", "chess-2move");
        assertThat(unknown.status()).isEqualTo(Main.BAD_INPUT);
        assertThat(unknown.err()).contains("no opening set 'chess-2move'");
    }

    @Test
    void analyseRefusesADxpProgramWithOneLine() throws IOException {
        try (java.net.ServerSocket server = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            MainTest.Run run = MainTest.run("analyse", "--engine", "dxp:127.0.0.1:" + server.getLocalPort(), "--depth",
                    "2");
            assertThat(run.status()).isEqualTo(Main.BAD_INPUT);
            assertThat(run.err()).contains("cannot analyse").doesNotContain("Exception");
        }
    }

    /**
     * @return a Hub engine in a directory: draughts' own server of greedy, whose every PV is cut to
     *     a move that is never legal
     */
    static Path badPvHubEngine(Path dir) throws IOException {
        Path script = dir.resolve("badpv.sh");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Files.writeString(script, String.join("\n",
                "#!/bin/sh",
                "exec '" + java + "' -cp '" + System.getProperty("java.class.path") + "' " + Main.class.getName()
                        + " hub --engine greedy | sed -u 's/ pv=[^ ]*/ pv=\"1-2 3-4\"/'",
                ""), StandardCharsets.UTF_8);
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
        return script;
    }
}
