package org.draughts4j.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.draughts4j.engine.RandomEngine;
import org.draughts4j.engine.dxp.DxpGame;
import org.draughts4j.engine.dxp.DxpSession;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code draughts analyse}, {@code hub} and {@code dxp}. */
@Timeout(60)
class EngineCommandsTest {

    @Test
    void analysePrintsInfoLinesThenTheBestMove() {
        MainTest.Run run = MainTest.run("analyse", "--engine", "greedy", "--fen", "W:W28,32:B23,5", "--depth", "1");
        assertThat(run.status()).isZero();
        List<String> lines = run.out().lines().toList();
        assertThat(lines.get(0)).startsWith("info depth=1 score=+1.00 nodes=1");
        assertThat(lines.get(lines.size() - 1)).isEqualTo("bestmove 28x19");
        MainTest.Run random = MainTest.run("analyse", "--engine", "random,seed=3", "-v", "russian", "--movetime", "0.1");
        assertThat(random.status()).isZero();
        assertThat(random.out().lines().reduce((a, b) -> b).orElse("")).matches("bestmove \\d+-\\d+");
    }

    /**
     * A Hub engine whose PVs are never legal: analyse prints its lines and move, and the warning
     * comes as one line on standard error, as in match, not in the JDK logger's two-line format.
     */
    @Test
    void anEnginesWarningIsOneLineOnStandardError(@TempDir Path dir) throws IOException {
        Path script = MatchCommandTest.badPvHubEngine(dir);
        MainTest.Run run = MainTest.run("analyse", "--engine", "hub:" + script + ",hub.ready-timeout=20", "--movetime",
                "0.2");
        assertThat(run.status()).as(run.err()).isZero();
        assertThat(run.out().lines().reduce((a, b) -> b).orElse("")).matches("bestmove \\d+-\\d+");
        assertThat(run.err().lines()).isNotEmpty().allSatisfy(line -> assertThat(line)
                .startsWith("draughts: warning: ").contains("'1-2'"));
    }

    @Test
    void theBuiltinEngineAnalysesEveryVariant() {
        MainTest.Run run = MainTest.run("analyse", "--engine", "builtin", "-v", "turkish", "--depth", "4");
        assertThat(run.status()).isZero();
        List<String> lines = run.out().lines().toList();
        assertThat(lines).hasSize(5);
        assertThat(lines.get(3)).startsWith("info depth=4 score=");
        assertThat(lines.get(4)).matches("bestmove [a-h][1-8]-[a-h][1-8]");
        MainTest.Run frisian = MainTest.run("analyse", "--engine", "builtin,threads=2,hash=4", "-v", "frisian",
                "--nodes", "20000");
        assertThat(frisian.status()).isZero();
        assertThat(frisian.out()).contains("bestmove ");
    }

    @ParameterizedTest
    @ValueSource(strings = {"builtin", "builtin,level=2", "builtin,level=6"})
    void multiPvPrintsEachLineAtEveryDepthAndTheBestMoveStartsTheLastBestLine(String engine) {
        MainTest.Run run = MainTest.run("analyse", "--engine", engine, "--multipv", "3", "--depth", "8");
        assertThat(run.status()).isZero();
        List<String> lines = run.out().lines().toList();
        String best = lines.get(lines.size() - 1);
        assertThat(best).matches("bestmove \\d+-\\d+");
        if (engine.equals("builtin")) {
            for (int depth = 1; depth <= 8; depth++) {
                for (int line = 1; line <= 3; line++) {
                    String start = "info multipv=" + line + " depth=" + depth + " score=";
                    assertThat(lines).as("depth %d line %d", depth, line).anyMatch(text -> text.startsWith(start));
                }
            }
        }
        String lastBestLine = lines.stream().filter(text -> text.startsWith("info multipv=1 ")).reduce((a, b) -> b)
                .orElseThrow();
        assertThat(lastBestLine.substring(lastBestLine.indexOf(" pv=") + 4).split(" ")[0])
                .isEqualTo(best.substring("bestmove ".length()));
        assertThat(MainTest.run("analyse", "--engine", "greedy", "--multipv", "0", "--depth", "2").status())
                .isEqualTo(Main.BAD_INPUT);
    }

    @Test
    void badSpecsAreBadInput() {
        MainTest.Run unknown = MainTest.run("analyse", "--engine", "nosuch", "--depth", "3");
        assertThat(unknown.status()).isEqualTo(Main.BAD_INPUT);
        assertThat(unknown.err()).contains("unknown engine kind 'nosuch'", "builtin").doesNotContain("Exception");
        MainTest.Run badLevel = MainTest.run("analyse", "--engine", "builtin,level=11", "--depth", "3");
        assertThat(badLevel.status()).isEqualTo(Main.BAD_INPUT);
        assertThat(badLevel.err()).contains("level").doesNotContain("Exception");
        MainTest.Run missing = MainTest.run("analyse", "--engine", "hub:/no/such/scan", "--depth", "3");
        assertThat(missing.status()).isEqualTo(Main.BAD_INPUT);
        assertThat(missing.err()).contains("no engine at");
        MainTest.Run noBound = MainTest.run("analyse", "--engine", "random");
        assertThat(noBound.status()).isEqualTo(Main.BAD_INPUT);
    }

    /**
     * A DXP program cannot analyse, and its kind says so: {@code analyse} refuses it from the spec,
     * with no connection made to the peer (which would see a call and a hang-up).
     */
    @Test
    void analyseRefusesADxpEngineBeforeConnecting() throws Exception {
        try (ServerSocket peer = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            MainTest.Run run = MainTest.run("analyse", "--engine", "dxp:127.0.0.1:" + peer.getLocalPort(),
                    "--depth", "3");
            assertThat(run.status()).isEqualTo(Main.BAD_INPUT);
            assertThat(run.err().lines()).singleElement().asString().startsWith("draughts: --engine dxp:")
                    .contains("cannot analyse");
            peer.setSoTimeout(200);
            assertThatThrownBy(peer::accept).as("no connection was made").isInstanceOf(SocketTimeoutException.class);
        }
    }

    /** {@code builtin,tables=DIR}: a root in the tables is scored by them; a variant they refuse is one line. */
    @Test
    void theBuiltinEngineReadsTables(@TempDir Path dir) {
        Path tables = dir.resolve("tables");
        assertThat(MainTest.run("egtb", "build", "-v", "russian", "--pieces", "3", "--dir", tables.toString()).status())
                .isZero();
        MainTest.Run probe = MainTest.run("egtb", "probe", "-v", "russian", "--dir", tables.toString(), "--fen",
                "W:WK1,K22:BK29");
        MainTest.Run run = MainTest.run("analyse", "--engine", "builtin,tables=" + tables, "-v", "russian", "--fen",
                "W:WK1,K22:BK29", "--depth", "6");
        assertThat(run.status()).as(run.err()).isZero();
        List<String> lines = run.out().lines().toList();
        // The tables' value as the engine's score: win N becomes a win in N plies.
        String value = probe.out().strip();
        assertThat(value).startsWith("win ");
        assertThat(lines.get(lines.size() - 2)).startsWith("info depth=1 score=").contains(" tbhits=")
                .contains("score=" + org.draughts4j.engine.Score.winIn(Integer.parseInt(value.substring(4))));
        MainTest.Run towers = MainTest.run("analyse", "--engine", "builtin,tables=" + tables, "-v", "bashni",
                "--depth", "3");
        assertThat(towers.status()).isEqualTo(Main.BAD_INPUT);
        assertThat(towers.err().lines()).singleElement().asString()
                .startsWith("draughts: ").contains("option tables: endgame tables do not support bashni: ");
        MainTest.Run missing = MainTest.run("analyse", "--engine", "builtin,tables=" + dir.resolve("none"), "--depth", "3");
        assertThat(missing.status()).isEqualTo(Main.BAD_INPUT);
        assertThat(missing.err()).contains("option tables names no directory").doesNotContain("Exception");
    }

    @Test
    void hubServesTheBuiltinEngineByDefault() {
        InputStream saved = HubCommand.input;
        try {
            HubCommand.input = new ByteArrayInputStream(("hub\ninit\npos start\nlevel depth=1\ngo think\nquit\n")
                    .getBytes(StandardCharsets.UTF_8));
            MainTest.Run run = MainTest.run("hub");
            assertThat(run.status()).isZero();
            // quit stops the search at once: only its first iteration may be in.
            assertThat(run.out()).startsWith("id name=draughts4j").contains("param name=level", "\nready\n",
                    "done move=");
        } finally {
            HubCommand.input = saved;
        }
    }

    @Test
    void benchGivesTheSameNodeCountEveryRun() {
        MainTest.Run first = MainTest.run("bench");
        MainTest.Run second = MainTest.run("bench");
        assertThat(first.status()).isZero();
        String nodes = first.out().lines().filter(line -> line.startsWith("Nodes searched: ")).findFirst().orElseThrow();
        assertThat(nodes).matches("Nodes searched: [1-9][0-9]*");
        assertThat(second.out()).contains(nodes + System.lineSeparator());
        assertThat(first.out()).contains("international", "turkish", "bashni", "canadian", "kn/s");
    }

    @Test
    void playTakesMovesUndoAndHintsAndAnnouncesTheEnd() {
        InputStream saved = PlayCommand.input;
        try {
            PlayCommand.input = new ByteArrayInputStream("help\nmoves\n32-29\nhint\nundo\n32-28\nundo\nresign\n"
                    .getBytes(StandardCharsets.UTF_8));
            MainTest.Run run = MainTest.run("play", "--engine", "random,seed=1", "--movetime", "0.05");
            assertThat(run.status()).isZero();
            assertThat(run.out()).contains("You play white against random", "31-26 32-27 33-28",
                    "no legal move from 32 to 29", "Hint: ", "Nothing to undo.", "random plays ", "Taken back.",
                    "You lose: black wins (resignation).");
            PlayCommand.input = new ByteArrayInputStream("14x23\n".getBytes(StandardCharsets.UTF_8));
            MainTest.Run won = MainTest.run("play", "-v", "english", "--fen", "B:W18:B14", "--color", "black");
            assertThat(won.out()).contains("You win: black wins (no pieces).", "Moves: 14x23");
            PlayCommand.input = new ByteArrayInputStream(new byte[0]);
            MainTest.Run engineFirst = MainTest.run("play", "-v", "russian", "--color", "black", "--engine",
                    "builtin,level=2", "--movetime", "0.1");
            assertThat(engineFirst.out()).contains("draughts4j level 2 plays ", "Game left unfinished after 1 plies.");
            MainTest.Run badColor = MainTest.run("play", "--color", "red");
            assertThat(badColor.status()).isEqualTo(Main.BAD_INPUT);
        } finally {
            PlayCommand.input = saved;
        }
    }

    /**
     * A DXP program that ends the game instead of moving: the command stopped with an internal error
     * (the result had no move). A resignation is taken; a draw the rules do not give loses.
     */
    @ParameterizedTest
    @ValueSource(strings = {"E10", "E20"})
    void playTakesAGameEndFromADxpProgram(String gameEnd) throws Exception {
        InputStream saved = PlayCommand.input;
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            CompletableFuture<Void> peer = CompletableFuture.runAsync(() -> {
                try (Socket socket = server.accept()) {
                    socket.setSoTimeout(20_000);
                    InputStream in = socket.getInputStream();
                    OutputStream out = socket.getOutputStream();
                    for (String message = readDxp(in); message != null; message = readDxp(in)) {
                        String answer = message.startsWith("R") ? "A" + String.format("%-32s", "Ender") + "0"
                                : message.startsWith("M") ? gameEnd : null;
                        if (answer != null) {
                            out.write((answer + "\0").getBytes(StandardCharsets.US_ASCII));
                            out.flush();
                        }
                    }
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            });
            PlayCommand.input = new ByteArrayInputStream("32-28\n".getBytes(StandardCharsets.UTF_8));
            MainTest.Run run = MainTest.run("play", "--engine", "dxp:127.0.0.1:" + server.getLocalPort(),
                    "--movetime", "1");
            assertThat(run.status()).as(run.err()).isZero();
            if (gameEnd.equals("E10")) {
                assertThat(run.out()).contains("Ender resigns.", "You win: white wins (resignation).");
            } else {
                assertThat(run.out()).contains("Ender claims a draw, which the rules do not give: Ender loses.",
                        "You win: white wins (resignation).");
            }
            peer.get(20, TimeUnit.SECONDS);
        } finally {
            PlayCommand.input = saved;
        }
    }

    /** @return the next NUL-ended DXP message, or null at the end of the stream */
    private static String readDxp(InputStream in) throws IOException {
        StringBuilder text = new StringBuilder();
        for (int b = in.read(); b != 0; b = in.read()) {
            if (b < 0) {
                return null;
            }
            text.append((char) b);
        }
        return text.toString();
    }

    /** The board is drawn from the human's side: Black at the bottom, rank 1 on top, when the human plays Black. */
    @Test
    void playDrawsTheBoardFromTheHumansSide() {
        InputStream saved = PlayCommand.input;
        try {
            PlayCommand.input = new ByteArrayInputStream(new byte[0]);
            List<String> black = MainTest.run("play", "-v", "english", "--fen", "B:W18:B14", "--color", "black",
                    "--engine", "random,seed=1").out().lines().toList();
            assertThat(black.get(1)).startsWith("1 ");
            assertThat(black.get(8)).startsWith("8 ");
            assertThat(black.get(9).strip()).isEqualTo("h  g  f  e  d  c  b  a");
            PlayCommand.input = new ByteArrayInputStream(new byte[0]);
            List<String> white = MainTest.run("play", "-v", "english", "--fen", "W:W18:B14", "--color", "white",
                    "--engine", "random,seed=1").out().lines().toList();
            assertThat(white.get(1)).startsWith("8 ");
            assertThat(white.get(9).strip()).isEqualTo("a  b  c  d  e  f  g  h");
        } finally {
            PlayCommand.input = saved;
        }
    }

    @Test
    void hubServesTheEngineOnStandardInputAndOutput() {
        InputStream saved = HubCommand.input;
        try {
            HubCommand.input = new ByteArrayInputStream(("hub\ninit\npos pos=W" + "b".repeat(20) + "e".repeat(10)
                    + "w".repeat(20) + " moves=\"32-28 19-23\"\nlevel depth=1\ngo think\nping\nquit\n")
                    .getBytes(StandardCharsets.UTF_8));
            MainTest.Run run = MainTest.run("hub", "--engine", "greedy");
            assertThat(run.status()).isZero();
            assertThat(run.out()).startsWith("id name=greedy").contains("\nwait\n", "\nready\n", "done move=28x19x23");
        } finally {
            HubCommand.input = saved;
        }
    }

    @Test
    void dxpPlaysGamesAndKeepsThemAsPdn(@TempDir Path folder) throws Exception {
        int port;
        try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = probe.getLocalPort();
        }
        InetSocketAddress address = new InetSocketAddress(InetAddress.getLoopbackAddress(), port);
        CompletableFuture<List<DxpGame>> peer = CompletableFuture.supplyAsync(() -> {
            try {
                return DxpSession.builder(new RandomEngine(5)).games(2).timeout(Duration.ofSeconds(20)).build()
                        .play(DxpSession.accept(address, Duration.ofSeconds(20)));
            } catch (IOException e) {
                throw new RuntimeException(e);
            }
        });
        Thread.sleep(300);
        Path pdn = folder.resolve("games.pdn");
        MainTest.Run run = MainTest.run("dxp", "--engine", "greedy", "--connect", "127.0.0.1:" + port, "--initiator",
                "--games", "2", "--time", "1", "--moves", "50", "--pdn", pdn.toString(), "--timeout", "20");
        assertThat(run.status()).as(run.err()).isZero();
        assertThat(run.out().lines()).hasSize(2).allMatch(line -> line.matches("game \\d: .* (2-0|0-2|1-1) \\(.*\\)"));
        assertThat(peer.get(30, TimeUnit.SECONDS)).hasSize(2);
        MainTest.Run replay = MainTest.run("pdn", pdn.toString());
        assertThat(replay.out()).endsWith("2 passed, 0 failed\n");
    }

    @Test
    void aPeerThatBreaksTheProtocolGetsOneLineAndStatusSix() throws Exception {
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            CompletableFuture<Void> peer = CompletableFuture.runAsync(() -> {
                try (Socket socket = server.accept()) {
                    OutputStream out = socket.getOutputStream();
                    out.write(new byte[] {'R', '0', '1', (byte) 0xff, 0});
                    out.flush();
                    socket.getInputStream().readAllBytes();
                } catch (IOException e) {
                    // The session closed first.
                }
            });
            MainTest.Run run = MainTest.run("dxp", "--engine", "random", "--connect",
                    "127.0.0.1:" + server.getLocalPort(), "--timeout", "5");
            assertThat(run.status()).isEqualTo(Main.ENGINE_FAILED);
            assertThat(run.err().lines()).hasSize(1).allMatch(line -> line.contains("not ASCII"));
            peer.get(10, TimeUnit.SECONDS);
        }
        try (ServerSocket silent = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            MainTest.Run run = MainTest.run("dxp", "--engine", "random", "--connect",
                    "127.0.0.1:" + silent.getLocalPort(), "--initiator", "--timeout", "1");
            assertThat(run.status()).isEqualTo(Main.ENGINE_FAILED);
            assertThat(run.err().lines()).hasSize(1).allMatch(line -> line.contains("silent for 1 s"));
        }
    }
}
