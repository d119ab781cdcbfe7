package org.draughts4j.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.draughts4j.core.Variant;
import org.draughts4j.core.pdn.PdnGame;
import org.draughts4j.core.pdn.PdnGames;
import org.draughts4j.core.pdn.PdnReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Matches against real engines, built outside the repository (docs/engines.md): opt-in, skipped
 * unless {@code draughts4j.mobydam} / {@code DRAUGHTS4J_MOBYDAM} (Moby Dam) or {@code
 * draughts4j.scan31} / {@code DRAUGHTS4J_SCAN31} (Scan 3.1) names the binary. The Moby Dam match
 * plays {@code draughts4j.match.games} games (default 4; 158 is the whole International 2-move
 * ballot, both colours, about ten minutes with Moby Dam held to 0.1 s a move).
 */
class MatchRealEnginesTest {

    private static Path engine(String property) {
        String path = System.getProperty(property, "");
        if (path.isBlank()) {
            path = System.getenv().getOrDefault(property.toUpperCase().replace('.', '_'), "");
        }
        assumeTrue(!path.isBlank() && Files.isRegularFile(Path.of(path)), "set " + property + " to run this test");
        return Path.of(path).toAbsolutePath();
    }

    @Test
    void greedyAgainstMobyDamOverDxpRunsUnattendedToTheEnd(@TempDir Path dir) throws Exception {
        Path moby = engine("draughts4j.mobydam");
        int games = Integer.getInteger("draughts4j.match.games", 4);
        Path book = Files.exists(moby.resolveSibling("book.opn")) ? moby.resolveSibling("book.opn")
                : moby.getParent().resolveSibling("book").resolve("book.opn");
        int port;
        try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = probe.getLocalPort();
        }
        Process process = new ProcessBuilder(moby.toString(), "-t", "20", "-p", String.valueOf(port), "-b",
                book.toString()).directory(dir.toFile()).redirectErrorStream(true)
                .redirectOutput(dir.resolve("out.txt").toFile()).start();
        OutputStream console = process.getOutputStream();
        try {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            while (!Files.readString(dir.resolve("out.txt"), StandardCharsets.ISO_8859_1).contains("listening on port")
                    && System.nanoTime() < deadline) {
                Thread.sleep(100);
            }
            console.write("time 100\n".getBytes(StandardCharsets.US_ASCII));
            console.flush();
            Variant international = Variant.byName("international");
            Path pdn = dir.resolve("games.pdn");
            MatchSettings settings = MatchSettings.builder("greedy", "dxp:127.0.0.1:" + port, international)
                    .openings(OpeningSets.byName("international-2move").openings(false)).games(games)
                    .timeControl(TimeControl.increment(Duration.ofMinutes(1), Duration.ZERO)).pdn(pdn).build();
            Match.MatchResult result = new Match(settings).run(MatchListener.NONE);
            assertThat(result.end()).isEqualTo(Match.End.COMPLETED);
            assertThat(result.games()).hasSize(games);
            assertThat(result.games()).allSatisfy(game -> assertThat(game.termination().isFailure())
                    .as(game.round() + ": " + game.detail()).isFalse());
            int replayed = 0;
            for (PdnGame game : PdnReader.read(pdn).games()) {
                assertThat(PdnGames.result(PdnGames.toGame(game, international).outcome(), international))
                        .isEqualTo(game.tag("Result").orElseThrow());
                replayed++;
            }
            assertThat(replayed).isEqualTo(games);
        } finally {
            console.write("exit\n".getBytes(StandardCharsets.US_ASCII));
            console.close();
            if (!process.waitFor(5, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                process.waitFor(5, TimeUnit.SECONDS);
            }
        }
    }

    @Test
    void scanAgainstGreedyUnderSprtAcceptsH1(@TempDir Path dir) throws IOException {
        Path scan = engine("draughts4j.scan31");
        Variant killer = Variant.byName("killer");
        MatchSettings settings = MatchSettings.builder("hub:" + scan, "greedy", killer)
                .openings(OpeningSets.byName("killer-2move").openings(false))
                .timeControl(TimeControl.moveTime(Duration.ofMillis(100))).margin(Duration.ofSeconds(1))
                .pdn(dir.resolve("games.pdn"))
                .sprt(Sprt.parse("elo0=0,elo1=200,alpha=0.05,beta=0.05")).build();
        Match.MatchResult result = new Match(settings).run(MatchListener.NONE);
        assertThat(result.sprt()).as(result.games().stream().map(g -> g.round() + " " + g.result() + " "
                + g.termination().word() + ": " + g.detail()).toList().toString()).contains(Sprt.Decision.H1);
        assertThat(result.end()).isEqualTo(Match.End.SPRT);
        assertThat(result.first()).isEqualTo("Scan");
    }
}
