package org.draughts4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.InputStreamReader;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** {@code draughts serve}: its first line, the page and API it serves, its engines, a bad spec. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class ServeCommandTest {

    @Test
    void servesThePageAndTheApiUntilStopped() throws Exception {
        CountDownLatch stop = new CountDownLatch(1);
        ServeCommand.stop = stop;
        ExecutorService pool = Executors.newSingleThreadExecutor();
        try (PipedInputStream in = new PipedInputStream(); PipedOutputStream out = new PipedOutputStream(in)) {
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            Future<Integer> status = pool.submit(() -> Main.run(new PrintStream(out, true, StandardCharsets.UTF_8),
                    new PrintStream(err, true, StandardCharsets.UTF_8), "serve", "--port", "0"));
            String first = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)).readLine();
            assertThat(first).matches("serving http://127\\.0\\.0\\.1:\\d+/");
            URI uri = URI.create(first.substring("serving ".length()));
            HttpClient client = HttpClient.newHttpClient();
            HttpResponse<String> page = client.send(HttpRequest.newBuilder(uri).build(), HttpResponse.BodyHandlers.ofString());
            assertThat(page.statusCode()).isEqualTo(200);
            assertThat(page.body()).contains("id=\"board\"").contains("id=\"variant\"");
            HttpResponse<String> engines = client.send(HttpRequest.newBuilder(uri.resolve("api/engines")).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(engines.body()).contains("\"name\":\"builtin level 1\"").contains("\"name\":\"builtin level 10\"");
            stop.countDown();
            assertThat(status.get(30, TimeUnit.SECONDS)).isZero();
            assertThat(err.toString(StandardCharsets.UTF_8)).isEmpty();
        } finally {
            ServeCommand.stop = null;
            pool.shutdownNow();
        }
    }

    @Test
    void tablesThatCannotBeReadAreAWarningOnceAndThePageGoesWithout(@org.junit.jupiter.api.io.TempDir
            java.nio.file.Path dir) throws Exception {
        java.nio.file.Files.writeString(dir.resolve("russian-0m1k-0m1k.egtb"), "not a table");
        CountDownLatch stop = new CountDownLatch(1);
        ServeCommand.stop = stop;
        ExecutorService pool = Executors.newSingleThreadExecutor();
        try (PipedInputStream in = new PipedInputStream(); PipedOutputStream out = new PipedOutputStream(in)) {
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            Future<Integer> status = pool.submit(() -> Main.run(new PrintStream(out, true, StandardCharsets.UTF_8),
                    new PrintStream(err, true, StandardCharsets.UTF_8), "serve", "--port", "0", "--engine", "random",
                    "--tables", dir.toString()));
            String first = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)).readLine();
            URI game = URI.create(first.substring("serving ".length())).resolve("api/game");
            HttpClient client = HttpClient.newHttpClient();
            for (int i = 0; i < 2; i++) {
                HttpResponse<String> answer = client.send(HttpRequest.newBuilder(game).POST(
                        HttpRequest.BodyPublishers.ofString("{\"variant\":\"russian\",\"fen\":\"W:WK1:B14\"}"))
                        .build(), HttpResponse.BodyHandlers.ofString());
                assertThat(answer.statusCode()).isEqualTo(200);
                assertThat(answer.body()).contains("\"tables\":null");
            }
            stop.countDown();
            assertThat(status.get(30, TimeUnit.SECONDS)).isZero();
            String warnings = err.toString(StandardCharsets.UTF_8);
            assertThat(warnings).startsWith("draughts: warning: endgame tables of russian in " + dir + " not used: ")
                    .contains("russian-0m1k-0m1k.egtb");
            assertThat(warnings.lines()).hasSize(1);
        } finally {
            ServeCommand.stop = null;
            pool.shutdownNow();
        }
    }

    @Test
    void aBadEngineSpecIsBadInput() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), "serve", "--port", "0", "--engine", "nosuch");
        assertThat(status).isEqualTo(Main.BAD_INPUT);
        assertThat(out.toString(StandardCharsets.UTF_8)).isEmpty();
        assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("draughts: --engine nosuch").doesNotContain("\tat ");
    }
}
