package org.draughts4j.engine.dxp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.draughts4j.core.Game;
import org.draughts4j.core.Variant;
import org.draughts4j.core.pdn.PdnGames;
import org.draughts4j.core.pdn.PdnReader;
import org.draughts4j.core.pdn.PdnWriter;
import org.draughts4j.engine.EngineTimeoutException;
import org.draughts4j.engine.GreedyEngine;
import org.draughts4j.engine.IllegalEngineMoveException;
import org.draughts4j.engine.ProtocolException;
import org.draughts4j.engine.RandomEngine;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

@Timeout(60)
class DxpSessionTest {
    private static final Variant INTERNATIONAL = Variant.byName("international");

    private static int freePort() throws IOException {
        try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return probe.getLocalPort();
        }
    }

    /** Two sessions over loopback, in every pairing of TCP role and game role; both keep the same games. */
    @ParameterizedTest
    @CsvSource({"true,true", "true,false", "false,true", "false,false"})
    void twoSessionsPlayTheSameGames(boolean listenerInitiates, boolean listenerIsWhiteFirst) throws Exception {
        int port = freePort();
        InetSocketAddress address = new InetSocketAddress(InetAddress.getLoopbackAddress(), port);
        DxpSession listening = DxpSession.builder(new RandomEngine(port)).name("listener").initiator(listenerInitiates)
                .games(2).moves(listenerIsWhiteFirst ? 40 : 0).timeout(Duration.ofSeconds(20)).build();
        DxpSession connecting = DxpSession.builder(new GreedyEngine()).name("connector").initiator(!listenerInitiates)
                .games(2).moves(listenerIsWhiteFirst ? 0 : 40).timeout(Duration.ofSeconds(20)).build();
        CompletableFuture<List<DxpGame>> server = CompletableFuture.supplyAsync(() -> {
            try {
                return listening.play(DxpSession.accept(address, Duration.ofSeconds(20)));
            } catch (IOException e) {
                throw new RuntimeException(e);
            }
        });
        List<DxpGame> client = connectWhenListening(address, connecting);
        List<DxpGame> served = server.get(50, TimeUnit.SECONDS);
        assertThat(client).hasSize(2);
        assertThat(served).hasSize(2);
        for (int i = 0; i < 2; i++) {
            Game a = served.get(i).game();
            Game b = client.get(i).game();
            assertThat(a.moves()).isEqualTo(b.moves());
            assertThat(served.get(i).result()).isEqualTo(client.get(i).result()).isNotEqualTo("*");
            assertThat(served.get(i).white()).isEqualTo(client.get(i).white());
            // The record replays.
            String pdn = PdnWriter.write(served.get(i).toPdn(), INTERNATIONAL);
            Game replayed = PdnGames.toGame(PdnReader.readGame(pdn), INTERNATIONAL);
            assertThat(replayed.moves()).isEqualTo(a.moves());
            assertThat(PdnGames.result(replayed.outcome(), INTERNATIONAL)).isEqualTo(served.get(i).result());
        }
        // The initiator is White in the first game, Black in the second.
        String initiator = listenerInitiates ? "listener" : "connector";
        assertThat(served.get(0).white()).isEqualTo(initiator);
        assertThat(served.get(1).black()).isEqualTo(initiator);
    }

    private static List<DxpGame> connectWhenListening(InetSocketAddress address, DxpSession session) throws Exception {
        for (int attempt = 0; ; attempt++) {
            try {
                return session.play(DxpSession.connect(address, Duration.ofSeconds(2)));
            } catch (org.draughts4j.engine.EngineTerminatedException e) {
                if (attempt > 100 || !e.getMessage().contains("cannot connect")) {
                    throw e;
                }
                Thread.sleep(50);
            }
        }
    }

    /** What a hostile peer sends right after it accepts our game request, with the error we expect. */
    @ParameterizedTest
    @ValueSource(strings = {"garbage", "oversized", "nonascii", "illegal", "outofturn", "silent", "closes"})
    void aHostilePeerGetsAChatAndAGameEndAndEndsTheSession(String behaviour) throws Exception {
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            CompletableFuture<String> peer = CompletableFuture.supplyAsync(() -> hostile(server, behaviour));
            DxpSession session = DxpSession.builder(new GreedyEngine()).initiator(true).timeout(Duration.ofSeconds(1))
                    .build();
            Socket socket = DxpSession.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(),
                    server.getLocalPort()), Duration.ofSeconds(5));
            Class<? extends Exception> expected = switch (behaviour) {
                case "silent" -> EngineTimeoutException.class;
                case "illegal" -> IllegalEngineMoveException.class;
                case "closes" -> org.draughts4j.engine.EngineTerminatedException.class;
                default -> ProtocolException.class;
            };
            assertThatThrownBy(() -> session.play(socket)).isInstanceOf(expected)
                    .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n").hasSizeLessThan(400));
            String heard = peer.get(20, TimeUnit.SECONDS);
            if (!behaviour.equals("closes")) {
                assertThat(heard).contains("\0C").endsWith("E01\0");
            }
        }
    }

    /** Plays a peer that accepts as Black, then misbehaves; returns all it heard. */
    private static String hostile(ServerSocket server, String behaviour) {
        try (Socket socket = server.accept()) {
            socket.setSoTimeout(10_000);
            InputStream in = socket.getInputStream();
            OutputStream out = socket.getOutputStream();
            ByteArrayOutputStream heard = new ByteArrayOutputStream();
            readMessage(in, heard);
            out.write(("A" + String.format("%-32s", "hostile") + "0\0").getBytes(StandardCharsets.US_ASCII));
            readMessage(in, heard);
            switch (behaviour) {
                case "garbage":
                    out.write("Q?!\0".getBytes(StandardCharsets.US_ASCII));
                    break;
                case "oversized":
                    out.write(("C" + "x".repeat(300)).getBytes(StandardCharsets.US_ASCII));
                    break;
                case "nonascii":
                    out.write(new byte[] {'C', (byte) 0xc3, (byte) 0xa9, 0});
                    break;
                case "illegal":
                    out.write("M0001014600\0".getBytes(StandardCharsets.US_ASCII));
                    break;
                case "outofturn":
                    out.write(("A" + String.format("%-32s", "again") + "0\0").getBytes(StandardCharsets.US_ASCII));
                    break;
                case "closes":
                    return heard.toString(StandardCharsets.US_ASCII);
                default:
                    break;
            }
            out.flush();
            // Everything until the session closes the connection.
            byte[] buffer = new byte[256];
            for (int n; (n = in.read(buffer)) > 0; ) {
                heard.write(buffer, 0, n);
            }
            return heard.toString(StandardCharsets.US_ASCII);
        } catch (IOException e) {
            return "failed: " + e;
        }
    }

    private static void readMessage(InputStream in, ByteArrayOutputStream heard) throws IOException {
        for (int b; (b = in.read()) > 0; ) {
            heard.write(b);
        }
        heard.write(0);
    }

    /** What a peer that initiates says right after our GAMEACC, and the result the follower records. */
    @ParameterizedTest
    @CsvSource({"E31, 2-0, false claim", "E21, 2-0, false claim", "E11, 2-0, the peer ended it (loss)"})
    void aPeersGameEndIsBelievedOnlyWhenTheRulesGiveIt(String end, String result, String termination)
            throws Exception {
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            CompletableFuture<List<DxpGame>> games = greedyFollowerOf(server);
            try (Socket socket = server.accept()) {
                socket.setSoTimeout(10_000);
                InputStream in = socket.getInputStream();
                OutputStream out = socket.getOutputStream();
                // The peer initiates and plays Black; we, White, move first; the peer then ends the game.
                out.write(("R01" + String.format("%-32s", "claim\u001b[31mer") + "W005000A\0")
                        .getBytes(StandardCharsets.US_ASCII));
                assertThat(read(in)).startsWith("A");
                assertThat(read(in)).startsWith("M");
                out.write((end + "\0").getBytes(StandardCharsets.US_ASCII));
                assertThat(read(in)).startsWith("E0");
            }
            List<DxpGame> played = games.get(20, TimeUnit.SECONDS);
            assertThat(played).hasSize(1);
            assertThat(played.get(0).result()).isEqualTo(result);
            assertThat(played.get(0).termination()).startsWith(termination);
            // The peer's name reaches terminals and PDN with its escape as text.
            assertThat(played.get(0).black()).isEqualTo("claim\\x1b[31mer");
        }
    }

    /** @return the failure that ends the session's play against the peer that connects to {@code server}, or null */
    private static CompletableFuture<Throwable> playing(DxpSession session, ServerSocket server) {
        return CompletableFuture.supplyAsync(() -> {
            try {
                session.play(DxpSession.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(),
                        server.getLocalPort()), Duration.ofSeconds(5)));
                return null;
            } catch (RuntimeException e) {
                return e;
            }
        });
    }

    /** A chat restarts nothing: the wait for a move ends at the timeout however much the peer talks. */
    @org.junit.jupiter.api.Test
    void aPeerThatOnlyChatsTimesOutAtTheTimeoutOfItsMove() throws Exception {
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            DxpSession session = DxpSession.builder(new GreedyEngine()).timeout(Duration.ofMillis(1500)).build();
            long start = System.nanoTime();
            CompletableFuture<Throwable> ended = playing(session, server);
            try (Socket socket = server.accept()) {
                socket.setSoTimeout(10_000);
                InputStream in = socket.getInputStream();
                OutputStream out = socket.getOutputStream();
                // The peer initiates and plays White, then talks instead of moving.
                out.write(("R01" + String.format("%-32s", "talker") + "Z005000A\0").getBytes(StandardCharsets.US_ASCII));
                assertThat(read(in)).startsWith("A");
                for (int i = 0; i < 40 && !ended.isDone(); i++) {
                    out.write("Chello\0".getBytes(StandardCharsets.US_ASCII));
                    out.flush();
                    Thread.sleep(100);
                }
            } catch (IOException e) {
                // The session closed the connection: what we wait for.
            }
            Throwable failure = ended.get(10, TimeUnit.SECONDS);
            assertThat(failure).isInstanceOf(EngineTimeoutException.class).hasMessageContaining("only chat").hasMessageContaining("within 1.5 s").hasMessageContaining("the peer's move");
            assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(3));
        }
    }

    /**
     * A take-back to where the game already is changes nothing, so it restarts no wait either; nor
     * does a game request the session declines. A peer repeating either times out.
     */
    @ParameterizedTest
    @ValueSource(strings = {"B002W", "R02"})
    void aPeerRepeatingWhatChangesNothingTimesOut(String repeated) throws Exception {
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            DxpSession session = DxpSession.builder(new GreedyEngine()).timeout(Duration.ofMillis(1500)).build();
            long start = System.nanoTime();
            CompletableFuture<Throwable> ended = playing(session, server);
            try (Socket socket = server.accept()) {
                socket.setSoTimeout(10_000);
                InputStream in = socket.getInputStream();
                OutputStream out = socket.getOutputStream();
                String request = "R01" + String.format("%-32s", "repeater") + "Z005000A\0";
                String message = repeated.equals("R02") ? request.replace("R01", "R02") : repeated + "\0";
                if (!repeated.equals("R02")) {
                    // The peer plays White: its move and the session's reply, then the same take-back again and again.
                    out.write(request.getBytes(StandardCharsets.US_ASCII));
                    assertThat(read(in)).startsWith("A");
                    out.write("M0001322800\0".getBytes(StandardCharsets.US_ASCII));
                    assertThat(read(in)).startsWith("M");
                }
                for (int i = 0; i < 40 && !ended.isDone(); i++) {
                    out.write(message.getBytes(StandardCharsets.US_ASCII));
                    out.flush();
                    Thread.sleep(100);
                }
            } catch (IOException e) {
                // The session closed the connection: what we wait for.
            }
            Throwable failure = ended.get(10, TimeUnit.SECONDS);
            assertThat(failure).isInstanceOf(EngineTimeoutException.class);
            assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(3));
        }
    }

    @org.junit.jupiter.api.Test
    void aFollowerTakesMovesBackWhenAsked() throws Exception {
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            CompletableFuture<List<DxpGame>> games = greedyFollowerOf(server);
            try (Socket socket = server.accept()) {
                socket.setSoTimeout(10_000);
                InputStream in = socket.getInputStream();
                OutputStream out = socket.getOutputStream();
                // We are White; the session (greedy) is Black.
                out.write(("R01" + String.format("%-32s", "tester") + "Z005000A\0").getBytes(StandardCharsets.US_ASCII));
                List<String> heard = new ArrayList<>();
                heard.add(read(in));
                out.write("M0001322800\0".getBytes(StandardCharsets.US_ASCII));
                heard.add(read(in));
                // Back to move 1, White to move: the start.
                out.write("B001W\0".getBytes(StandardCharsets.US_ASCII));
                heard.add(read(in));
                out.write("M0001312700\0".getBytes(StandardCharsets.US_ASCII));
                heard.add(read(in));
                out.write("B009W\0".getBytes(StandardCharsets.US_ASCII));
                heard.add(read(in));
                out.write("E31\0".getBytes(StandardCharsets.US_ASCII));
                heard.add(read(in));
                assertThat(heard.get(0)).startsWith("A").endsWith("0");
                assertThat(heard.get(1)).startsWith("M");
                assertThat(heard.get(2)).isEqualTo("K0");
                assertThat(heard.get(3)).startsWith("M");
                assertThat(heard.get(4)).isEqualTo("K2");
                assertThat(heard.get(5)).isEqualTo("E01");
            }
            List<DxpGame> played = games.get(20, TimeUnit.SECONDS);
            assertThat(played).hasSize(1);
            assertThat(played.get(0).game().moves().get(0).toString()).isEqualTo("31-27");
            // White's "I win" in mid-game is a claim the rules do not give: White loses it.
            assertThat(played.get(0).result()).isEqualTo("0-2");
            assertThat(played.get(0).termination()).startsWith("false claim");
        }
    }

    /** A peer alternating moves and take-backs would restart the wait for ever: the hundred-and-first is refused. */
    @org.junit.jupiter.api.Test
    void takeBacksPastTheBoundOfAGameAreRefused() throws Exception {
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            CompletableFuture<List<DxpGame>> games = greedyFollowerOf(server);
            try (Socket socket = server.accept()) {
                socket.setSoTimeout(10_000);
                InputStream in = socket.getInputStream();
                OutputStream out = socket.getOutputStream();
                out.write(("R01" + String.format("%-32s", "undoer") + "Z005000A\0").getBytes(StandardCharsets.US_ASCII));
                assertThat(read(in)).startsWith("A");
                List<String> answers = new ArrayList<>();
                for (int i = 0; i <= DxpSession.MAX_TAKE_BACKS; i++) {
                    out.write("M0001322800\0".getBytes(StandardCharsets.US_ASCII));
                    assertThat(read(in)).startsWith("M");
                    out.write("B001W\0".getBytes(StandardCharsets.US_ASCII));
                    answers.add(read(in));
                }
                assertThat(answers.subList(0, DxpSession.MAX_TAKE_BACKS)).containsOnly("K0");
                assertThat(answers.get(DxpSession.MAX_TAKE_BACKS)).isEqualTo("K2");
                out.write("E00\0".getBytes(StandardCharsets.US_ASCII));
                assertThat(read(in)).startsWith("E");
            }
            List<DxpGame> played = games.get(20, TimeUnit.SECONDS);
            // The refused take-back left the game where it was: White's move and Black's reply.
            assertThat(played.get(0).game().ply()).isEqualTo(2);
        }
    }

    /** @return the games of a session of the greedy engine that connects to {@code server}, as its follower */
    private static CompletableFuture<List<DxpGame>> greedyFollowerOf(ServerSocket server) {
        DxpSession session = DxpSession.builder(new GreedyEngine()).timeout(Duration.ofSeconds(5)).build();
        return CompletableFuture.supplyAsync(() -> session.play(
                DxpSession.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), server.getLocalPort()),
                        Duration.ofSeconds(5))));
    }

    private static String read(InputStream in) throws IOException {
        StringBuilder text = new StringBuilder();
        for (int b; (b = in.read()) > 0; ) {
            text.append((char) b);
        }
        return text.toString();
    }
}
