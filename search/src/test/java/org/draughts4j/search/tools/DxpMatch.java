package org.draughts4j.search.tools;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.draughts4j.core.Color;
import org.draughts4j.core.Outcome;
import org.draughts4j.engine.Engine;
import org.draughts4j.engine.Engines;
import org.draughts4j.engine.dxp.DxpGame;
import org.draughts4j.engine.dxp.DxpListener;
import org.draughts4j.engine.dxp.DxpSession;

/**
 * A match against Moby Dam over DXP (a tool, run by hand): Moby Dam listens in a scratch directory,
 * we connect and initiate {@code games} games from the start position, colours alternating, each
 * side with {@code minutes} for the whole game.
 *
 * <pre>
 * java -cp ... org.draughts4j.search.tools.DxpMatch /work/engines/mobydam/main/mobydam builtin 10 1
 * </pre>
 */
public final class DxpMatch {
    private DxpMatch() {
    }

    /**
     * @param args Moby Dam's binary, our engine's spec, the number of games, the minutes a game
     * @throws Exception if the session fails
     */
    public static void main(String[] args) throws Exception {
        Path moby = Path.of(args[0]).toAbsolutePath();
        String spec = args[1];
        int games = Integer.parseInt(args[2]);
        int minutes = Integer.parseInt(args[3]);
        Path book = moby.getParent().resolveSibling("book").resolve("book.opn");
        Path scratch = Files.createTempDirectory("mobydam");
        int port;
        try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = probe.getLocalPort();
        }
        Process process = new ProcessBuilder(moby.toString(), "-t", "22", "-p", String.valueOf(port), "-b",
                book.toString()).directory(scratch.toFile()).redirectErrorStream(true)
                .redirectOutput(scratch.resolve("out.txt").toFile()).start();
        int[] tally = new int[3];
        try (Engine engine = Engines.open(spec)) {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            while (!Files.readString(scratch.resolve("out.txt"), StandardCharsets.ISO_8859_1).contains("listening on port")
                    && System.nanoTime() < deadline) {
                Thread.sleep(100);
            }
            DxpSession session = DxpSession.builder(engine).initiator(true).games(games).minutes(minutes).moves(0)
                    .timeout(Duration.ofMinutes(minutes + 2L)).listener(new DxpListener() {
                        @Override
                        public void gameFinished(DxpGame game) {
                            Outcome outcome = game.game().outcome();
                            boolean weAreWhite = game.number() % 2 == 1;
                            int index = 2;
                            if (outcome instanceof Outcome.Win win) {
                                index = (win.winner() == Color.WHITE) == weAreWhite ? 0 : 1;
                            }
                            tally[index]++;
                            System.out.printf(Locale.ROOT, "game %d (we are %s): %s, %s, %d plies; %d-%d-%d%n",
                                    game.number(), weAreWhite ? "white" : "black", outcome, game.termination(),
                                    game.game().ply(), tally[0], tally[1], tally[2]);
                        }
                    }).build();
            List<DxpGame> played = session.play(DxpSession.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(),
                    port), Duration.ofSeconds(10)));
            int n = played.size();
            System.out.printf(Locale.ROOT, "Score of %s vs Moby Dam: %d - %d - %d  [%.3f] %d%n", spec, tally[0], tally[1],
                    tally[2], n == 0 ? 0 : (tally[0] + 0.5 * tally[2]) / n, n);
            Files.writeString(Path.of("dxp-match-" + port + ".pdn"), pdn(played));
        } finally {
            try {
                process.getOutputStream().write("exit\n".getBytes(StandardCharsets.US_ASCII));
                process.getOutputStream().close();
            } catch (java.io.IOException e) {
                // It has gone already.
            }
            if (!process.waitFor(5, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        }
    }

    private static String pdn(List<DxpGame> games) {
        StringBuilder text = new StringBuilder();
        for (DxpGame game : games) {
            text.append(String.join(" ", game.game().notation())).append("\n\n");
        }
        return text.toString();
    }
}
