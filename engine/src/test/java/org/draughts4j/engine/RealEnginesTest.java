package org.draughts4j.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.draughts4j.core.Game;
import org.draughts4j.core.Variant;
import org.draughts4j.core.pdn.PdnGames;
import org.draughts4j.core.pdn.PdnReader;
import org.draughts4j.core.pdn.PdnWriter;
import org.draughts4j.engine.dxp.DxpGame;
import org.draughts4j.engine.dxp.DxpSession;
import org.draughts4j.engine.hub.HubEngine;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Against real engines, built outside the repository (docs/engines.md): opt-in, each test skipped
 * unless its engine's path is given as a system property or environment variable: {@code
 * draughts4j.scan31} / {@code DRAUGHTS4J_SCAN31} (Scan 3.1, Hub), {@code draughts4j.scan20} /
 * {@code DRAUGHTS4J_SCAN20} (Scan 2.0, DXP), {@code draughts4j.mobydam} / {@code DRAUGHTS4J_MOBYDAM}
 * (Moby Dam, DXP; its {@code book.opn} looked for beside it and in {@code ../book}).
 */
@Timeout(300)
class RealEnginesTest {

    private static Path engine(String property) {
        String path = System.getProperty(property, "");
        if (path.isBlank()) {
            path = System.getenv().getOrDefault(property.toUpperCase().replace('.', '_'), "");
        }
        assumeTrue(!path.isBlank() && Files.isRegularFile(Path.of(path)), "set " + property + " to run this test");
        return Path.of(path).toAbsolutePath();
    }

    @ParameterizedTest
    @ValueSource(strings = {"international", "killer", "breakthrough", "frisian", "frysk", "antidraughts"})
    void scan31PlaysAndAnalysesEachOfItsVariants(String name) {
        Path scan = engine("draughts4j.scan31");
        Variant variant = Variant.byName(name);
        try (HubEngine engine = HubEngine.start(scan)) {
            assertThat(engine.supports(variant)).isTrue();
            Game game = Game.start(variant);
            for (int i = 0; i < 30 && !game.outcome().isOver(); i++) {
                PlayResult result = engine.play(game, Limit.moveTime(Duration.ofMillis(30)), i % 3 == 0);
                game = game.play(result.move());
            }
            if (!game.outcome().isOver()) {
                Info info = engine.analyse(game, Limit.depth(4));
                assertThat(info.depth()).isPresent();
                assertThat(info.pv()).isNotEmpty();
            }
        }
    }

    @ParameterizedTest
    @ValueSource(booleans = {true, false})
    void mobyDamPlaysAWholeGame(boolean weListen) throws Exception {
        Path moby = engine("draughts4j.mobydam");
        Path book = Files.exists(moby.resolveSibling("book.opn")) ? moby.resolveSibling("book.opn")
                : moby.getParent().resolveSibling("book").resolve("book.opn");
        Path scratch = Files.createTempDirectory("mobydam");
        int port = freePort();
        List<String> command = weListen
                ? List.of(moby.toString(), "-t", "20", "-c", "127.0.0.1", "-p", String.valueOf(port), "-b", book.toString())
                : List.of(moby.toString(), "-t", "20", "-p", String.valueOf(port), "-b", book.toString());
        // Moby Dam only follows: we initiate in both TCP roles.
        playAgainst(command, scratch, port, weListen, true, "listening on port");
    }

    /** Moby Dam as an Engine, through {@code dxp:HOST:PORT}: two games against greedy, one with each colour. */
    @org.junit.jupiter.api.Test
    void mobyDamPlaysAsADxpEngine() throws Exception {
        Path moby = engine("draughts4j.mobydam");
        Path book = Files.exists(moby.resolveSibling("book.opn")) ? moby.resolveSibling("book.opn")
                : moby.getParent().resolveSibling("book").resolve("book.opn");
        Path scratch = Files.createTempDirectory("mobydam");
        int port = freePort();
        Process process = new ProcessBuilder(moby.toString(), "-t", "20", "-p", String.valueOf(port), "-b",
                book.toString()).directory(scratch.toFile()).redirectErrorStream(true)
                .redirectOutput(scratch.resolve("out.txt").toFile()).start();
        try {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            while (!Files.readString(scratch.resolve("out.txt"), StandardCharsets.ISO_8859_1).contains("listening on port")
                    && System.nanoTime() < deadline) {
                Thread.sleep(100);
            }
            // Its console: a tenth of a second a move, so that the games are quick.
            process.getOutputStream().write("time 100\n".getBytes(StandardCharsets.US_ASCII));
            process.getOutputStream().flush();
            Variant international = Variant.byName("international");
            try (Engine dxp = Engines.open("dxp:127.0.0.1:" + port + ",minutes=1"); GreedyEngine greedy = new GreedyEngine()) {
                for (org.draughts4j.core.Color mobyColor : org.draughts4j.core.Color.values()) {
                    dxp.newGame();
                    Game game = Game.start(international);
                    while (!game.outcome().isOver() && game.ply() < 400) {
                        Engine toMove = game.position().sideToMove() == mobyColor ? dxp : greedy;
                        game = game.play(toMove.play(game, Limit.moveTime(Duration.ofSeconds(5))).move());
                    }
                    dxp.gameOver(game);
                    assertThat(game.outcome().isOver()).isTrue();
                    assertThat(game.ply()).isGreaterThan(10);
                }
                assertThat(dxp.id().name()).containsIgnoringCase("moby");
            }
        } finally {
            process.getOutputStream().write("exit\n".getBytes(StandardCharsets.US_ASCII));
            process.getOutputStream().close();
            if (!process.waitFor(5, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                process.waitFor(5, TimeUnit.SECONDS);
            }
        }
    }

    @ParameterizedTest
    @ValueSource(booleans = {true, false})
    void scan20PlaysAWholeGame(boolean weListen) throws Exception {
        Path scan = engine("draughts4j.scan20");
        Path scratch = Files.createTempDirectory("scan20");
        Files.createSymbolicLink(scratch.resolve("data"), scan.getParent().resolve("data"));
        int port = freePort();
        Files.writeString(scratch.resolve("scan.ini"), String.join("\n", "book = true", "threads = 1",
                "tt-size = 20", "bb-size = 0", "dxp-server = " + !weListen, "dxp-host = 127.0.0.1",
                "dxp-port = " + port, "dxp-initiator = " + weListen, "dxp-time = 1", "dxp-moves = 75",
                "dxp-board = false", "dxp-search = false", ""), StandardCharsets.US_ASCII);
        playAgainst(List.of(scan.toString(), "dxp"), scratch, port, weListen, !weListen, "waiting for a connection");
    }

    /** Runs the program, plays one game with it in the given roles, checks the record. */
    private static void playAgainst(List<String> command, Path scratch, int port, boolean weListen, boolean weInitiate,
            String ready)
            throws Exception {
        InetSocketAddress address = new InetSocketAddress(InetAddress.getLoopbackAddress(), port);
        // When we listen, we must be listening before the program connects: it does not try again.
        java.util.concurrent.CompletableFuture<java.net.Socket> accepted = weListen
                ? java.util.concurrent.CompletableFuture.supplyAsync(() -> {
                    try {
                        return DxpSession.accept(address, Duration.ofSeconds(30));
                    } catch (IOException e) {
                        throw new java.io.UncheckedIOException(e);
                    }
                }) : null;
        Thread.sleep(500);
        Process process = new ProcessBuilder(command).directory(scratch.toFile()).redirectErrorStream(true)
                .redirectOutput(scratch.resolve("out.txt").toFile()).start();
        try (GreedyEngine greedy = new GreedyEngine()) {
            DxpSession session = DxpSession.builder(greedy).initiator(weInitiate).minutes(1).moves(0)
                    .timeout(Duration.ofSeconds(90)).build();
            List<DxpGame> games;
            if (weListen) {
                games = session.play(accepted.get(40, TimeUnit.SECONDS));
            } else {
                long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
                while (!Files.readString(scratch.resolve("out.txt"), StandardCharsets.ISO_8859_1).contains(ready)
                        && System.nanoTime() < deadline) {
                    Thread.sleep(100);
                }
                games = session.play(DxpSession.connect(address, Duration.ofSeconds(10)));
            }
            assertThat(games).hasSize(1);
            DxpGame game = games.get(0);
            assertThat(game.game().ply()).isGreaterThan(10);
            Variant international = Variant.byName("international");
            Game replayed = PdnGames.toGame(PdnReader.readGame(PdnWriter.write(game.toPdn(), international)), international);
            assertThat(replayed.moves()).isEqualTo(game.game().moves());
        } finally {
            process.getOutputStream().close();
            if (!process.waitFor(5, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                process.waitFor(5, TimeUnit.SECONDS);
            }
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return probe.getLocalPort();
        }
    }
}
