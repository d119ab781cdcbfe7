package org.draughts4j.engine.dxp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.draughts4j.core.Color;
import org.draughts4j.core.Game;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.draughts4j.engine.Analysis;
import org.draughts4j.engine.Engine;
import org.draughts4j.engine.EngineTerminatedException;
import org.draughts4j.engine.EngineTimeoutException;
import org.draughts4j.engine.Engines;
import org.draughts4j.engine.GameEndClaim;
import org.draughts4j.engine.GreedyEngine;
import org.draughts4j.engine.IllegalEngineMoveException;
import org.draughts4j.engine.Limit;
import org.draughts4j.engine.PlayResult;
import org.draughts4j.engine.ProtocolException;
import org.draughts4j.engine.RandomEngine;
import org.draughts4j.engine.SearchMode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code dxp:HOST:PORT}: our DXP follower (a session with the greedy engine) played as an {@link Engine} over loopback. */
@Timeout(60)
class DxpEngineTest {
    private static final Variant INTERNATIONAL = Variant.byName("international");
    private static final Limit LIMIT = Limit.moveTime(Duration.ofSeconds(5));

    /** Plays a game between the DXP engine and a local one, as a match runner does. */
    private static Game play(Engine dxp, Engine local, Game game, Color dxpColor) {
        dxp.newGame();
        while (!game.outcome().isOver()) {
            Engine toMove = game.position().sideToMove() == dxpColor ? dxp : local;
            game = game.play(toMove.play(game, LIMIT).move());
        }
        dxp.gameOver(game);
        return game;
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3})
    void playsGamesWithTheFollowerWhoKeepsTheSameGames(long seed) throws Exception {
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            CompletableFuture<List<DxpGame>> follower = CompletableFuture.supplyAsync(() -> {
                try (Socket socket = server.accept(); GreedyEngine greedy = new GreedyEngine()) {
                    return DxpSession.builder(greedy).name("follower").games(3).timeout(Duration.ofSeconds(20))
                            .build().play(socket);
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            });
            Game opening = Game.start(INTERNATIONAL).play("32-28", "19-23");
            Game[] played = new Game[3];
            try (Engine dxp = Engines.open("dxp:127.0.0.1:" + server.getLocalPort() + ",our-name=runner");
                    RandomEngine random = new RandomEngine(seed)) {
                assertThat(dxp.supports(INTERNATIONAL)).isTrue();
                // The program White from the start; Black after an opening; Black from a position
                // where the local engine moves first (its move sent with the request).
                played[0] = play(dxp, random, Game.start(INTERNATIONAL), Color.WHITE);
                assertThat(dxp.id().name()).isEqualTo("follower");
                played[1] = play(dxp, random, Game.from(opening.position()), Color.BLACK);
                played[2] = play(dxp, random, Game.from(opening.position()), Color.WHITE);
            }
            List<DxpGame> kept = follower.get(30, TimeUnit.SECONDS);
            assertThat(kept).hasSize(3);
            for (int i = 0; i < 3; i++) {
                assertThat(kept.get(i).game().moves()).isEqualTo(played[i].moves());
                assertThat(kept.get(i).game().startPosition()).isEqualTo(played[i].startPosition());
                assertThat(kept.get(i).result()).isEqualTo(org.draughts4j.core.pdn.PdnGames.result(played[i].outcome(),
                        INTERNATIONAL));
            }
            assertThat(kept.get(0).white()).isEqualTo("follower");
            assertThat(kept.get(1).black()).isEqualTo("follower");
        }
    }

    @Test
    void refusesAnalysisAndOtherVariants() throws Exception {
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
                Engine dxp = Engines.open("dxp:127.0.0.1:" + server.getLocalPort())) {
            assertThatThrownBy(() -> dxp.analyse(Game.start(INTERNATIONAL), Limit.depth(3)))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("cannot analyse");
            assertThatThrownBy(() -> dxp.play(Game.start(Variant.byName("russian")), LIMIT))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("International draughts only");
            assertThatThrownBy(() -> dxp.prepare(Variant.byName("killer"))).isInstanceOf(IllegalArgumentException.class);
        }
    }

    @Test
    void badSpecsAndAbsentProgramsAreClearErrors() throws Exception {
        assertThatThrownBy(() -> Engines.open("dxp:nowhere")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("dxp:HOST:PORT");
        assertThatThrownBy(() -> Engines.open("dxp:127.0.0.1:99999")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("not 1 to 65535");
        int port;
        try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = probe.getLocalPort();
        }
        assertThatThrownBy(() -> Engines.open("dxp:127.0.0.1:" + port)).isInstanceOf(EngineTerminatedException.class)
                .hasMessageContaining("cannot connect");
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            assertThatThrownBy(() -> Engines.open("dxp:127.0.0.1:" + server.getLocalPort() + ",speed=3"))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("no option 'speed'");
        }
    }

    /** What a hostile program sends once it has accepted the game, and the failure the search ends with. */
    @ParameterizedTest
    @ValueSource(strings = {"garbage", "illegal", "silent", "closes"})
    void aHostileProgramEndsTheSearchWithATypedFailure(String behaviour) throws Exception {
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            CompletableFuture<String> peer = CompletableFuture.supplyAsync(() -> hostile(server, behaviour));
            try (Engine dxp = Engines.open("dxp:127.0.0.1:" + server.getLocalPort())) {
                Class<? extends Exception> expected = switch (behaviour) {
                    case "illegal" -> IllegalEngineMoveException.class;
                    case "silent" -> EngineTimeoutException.class;
                    case "closes" -> EngineTerminatedException.class;
                    default -> ProtocolException.class;
                };
                assertThatThrownBy(() -> dxp.play(Game.start(INTERNATIONAL), Limit.moveTime(Duration.ofMillis(100))))
                        .isInstanceOf(expected)
                        .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n").hasSizeLessThan(400));
            }
            String heard = peer.get(20, TimeUnit.SECONDS);
            assertThat(heard).startsWith("R01");
        }
    }

    /**
     * Chat restarts no clock: the wait for the program's move, or for its answer to our game
     * request, ends at the timeout however much it talks.
     */
    @ParameterizedTest
    @ValueSource(booleans = {true, false})
    void aProgramThatOnlyChatsTimesOutAtItsTimeout(boolean acceptsFirst) throws Exception {
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            CompletableFuture<Void> peer = CompletableFuture.runAsync(() -> {
                try (Socket socket = server.accept()) {
                    InputStream in = socket.getInputStream();
                    OutputStream out = socket.getOutputStream();
                    if (acceptsFirst) {
                        acceptGame(in, out, "talker");
                    } else {
                        readMessage(in, new StringBuilder());
                    }
                    for (int i = 0; i < 50; i++) {
                        out.write("Cthinking\0".getBytes(StandardCharsets.US_ASCII));
                        out.flush();
                        Thread.sleep(100);
                    }
                } catch (IOException | InterruptedException e) {
                    // The engine closed the connection: what the test waits for.
                }
            });
            long start = System.nanoTime();
            try (Engine dxp = Engines.open("dxp:127.0.0.1:" + server.getLocalPort() + ",timeout=1")) {
                assertThatThrownBy(() -> dxp.play(Game.start(INTERNATIONAL), Limit.depth(5)))
                        .isInstanceOf(EngineTimeoutException.class)
                        .hasMessageContaining(acceptsFirst ? "only chat" : "answer to our GAMEREQ");
            }
            assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(3));
            peer.get(10, TimeUnit.SECONDS);
        }
    }

    /** A DXP program cannot be told to stop: options and {@code prepare} wait for its move, as every engine's rule asks. */
    @Test
    void configureAndPrepareWhileAMoveIsAwaitedWaitForIt() throws Exception {
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            CompletableFuture<Void> peer = CompletableFuture.runAsync(() -> {
                try (Socket socket = server.accept()) {
                    InputStream in = socket.getInputStream();
                    OutputStream out = socket.getOutputStream();
                    acceptGame(in, out, "slow");
                    for (int move = 0; move < 2; move++) {
                        Thread.sleep(300);
                        out.write((move == 0 ? "M0001322800\0" : "M0001312700\0").getBytes(StandardCharsets.US_ASCII));
                        out.flush();
                        readMessage(in, new StringBuilder());
                    }
                    while (readMessage(in, new StringBuilder())) {
                        // Until the engine closes the connection.
                    }
                } catch (IOException | InterruptedException e) {
                    // The engine closed the connection.
                }
            });
            try (Engine dxp = Engines.open("dxp:127.0.0.1:" + server.getLocalPort())) {
                Game start = Game.start(INTERNATIONAL);
                Analysis first = dxp.search(start, LIMIT, SearchMode.PLAY);
                assertThatThrownBy(() -> dxp.configure(Map.of("minutes", "-1"))).isInstanceOf(IllegalArgumentException.class);
                assertThat(first.isDone()).isFalse();
                dxp.configure(Map.of("our-name", "patient"));
                assertThat(first.isDone()).isTrue();
                assertThat(first.result().move().toString()).isEqualTo("32-28");
                Game second = start.play(first.result().move()).play("18-22");
                Analysis next = dxp.search(second, LIMIT, SearchMode.PLAY);
                dxp.prepare(INTERNATIONAL);
                assertThat(next.isDone()).isTrue();
                assertThat(next.result().move().toString()).isEqualTo("31-27");
            }
            peer.get(10, TimeUnit.SECONDS);
        }
    }

    @Test
    void aGameEndInsteadOfAMoveIsAClaimInThePlayResultAndTheConnectionServesTheNextGame() throws Exception {
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            CompletableFuture<String> peer = CompletableFuture.supplyAsync(() -> hostile(server, "resigns"));
            try (Engine dxp = Engines.open("dxp:127.0.0.1:" + server.getLocalPort())) {
                for (int game = 0; game < 2; game++) {
                    PlayResult result = dxp.play(Game.start(INTERNATIONAL), LIMIT);
                    assertThat(result.claim()).contains(GameEndClaim.RESIGNATION);
                    assertThat(result.resigned()).isTrue();
                    assertThat(result.hasMove()).isFalse();
                    assertThatThrownBy(result::move).isInstanceOf(IllegalStateException.class)
                            .hasMessageContaining("RESIGNATION");
                }
            }
            // Each resignation is answered with a game end of our own.
            assertThat(peer.get(20, TimeUnit.SECONDS)).startsWith("R01").contains("\0E00\0R01");
        }
    }

    /** Reads a game request and accepts it as {@code name}. */
    private static void acceptGame(InputStream in, OutputStream out, String name) throws IOException {
        readMessage(in, new StringBuilder());
        out.write(("A" + String.format("%-32s", name) + "0\0").getBytes(StandardCharsets.US_ASCII));
        out.flush();
    }

    /** Accepts one connection, accepts a game request, misbehaves; returns what it heard. */
    private static String hostile(ServerSocket server, String behaviour) {
        try (Socket socket = server.accept()) {
            socket.setSoTimeout(10_000);
            InputStream in = socket.getInputStream();
            OutputStream out = socket.getOutputStream();
            StringBuilder heard = new StringBuilder();
            readMessage(in, heard);
            String accept = "A" + String.format("%-32s", "hostile") + "0\0";
            out.write(accept.getBytes(StandardCharsets.US_ASCII));
            switch (behaviour) {
                case "garbage" -> out.write("Mxyz\0".getBytes(StandardCharsets.US_ASCII));
                case "illegal" -> out.write("M0001010500\0".getBytes(StandardCharsets.US_ASCII));
                case "resigns" -> {
                    out.write("E10\0".getBytes(StandardCharsets.US_ASCII));
                    readMessage(in, heard);
                    readMessage(in, heard);
                    out.write(accept.getBytes(StandardCharsets.US_ASCII));
                    out.write("E10\0".getBytes(StandardCharsets.US_ASCII));
                    readMessage(in, heard);
                }
                case "closes" -> {
                    return heard.toString();
                }
                default -> {
                    // Silent.
                }
            }
            out.flush();
            try {
                while (readMessage(in, heard)) {
                    // Until the engine closes the connection.
                }
            } catch (IOException e) {
                // Closed or timed out: what was heard is kept.
            }
            return heard.toString();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static boolean readMessage(InputStream in, StringBuilder heard) throws IOException {
        int c;
        while ((c = in.read()) > 0) {
            heard.append((char) c);
        }
        if (c == 0) {
            heard.append('\0');
        }
        return c == 0;
    }

    @Test
    void theBoardOfARequestListsTheSquaresFromOne() {
        Position position = Position.fromFen(INTERNATIONAL, "B:W31,K50:B1,K20");
        String board = DxpEngine.board(position);
        assertThat(board).hasSize(51).startsWith("Zz").endsWith("W");
        assertThat(board.charAt(20)).isEqualTo('Z');
        assertThat(board.charAt(31)).isEqualTo('w');
        assertThat(board.chars().filter(c -> c == 'e').count()).isEqualTo(46);
    }

    @Test
    void theGameTimeComesFromTheFirstLimit() {
        assertThat(DxpEngine.minutesFor(Limit.clocks(Duration.ofSeconds(61), Duration.ofSeconds(1)), Color.WHITE))
                .isEqualTo(2);
        assertThat(DxpEngine.minutesFor(Limit.clocks(Duration.ofSeconds(61), Duration.ofSeconds(1)), Color.BLACK))
                .isEqualTo(1);
        assertThat(DxpEngine.minutesFor(Limit.moveTime(Duration.ofSeconds(10)), Color.WHITE)).isEqualTo(5);
        assertThat(DxpEngine.minutesFor(Limit.depth(3), Color.WHITE)).isEqualTo(5);
    }
}
