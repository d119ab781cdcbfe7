package org.draughts4j.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.draughts4j.core.Variant;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The HTTP API over HTTP, hostile requests included: one server for the class. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class ApiTest {
    /** Two searches at once, so that the bound is reached with little work. */
    private static final int MAX_SEARCHES = 2;
    private static WebServer server;
    private static HttpClient client;

    @BeforeAll
    static void start() throws IOException {
        server = WebServer.start("127.0.0.1", 0, List.of("builtin,level=1", "builtin", "random"), null,
                MAX_SEARCHES, 4);
        client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    static HttpResponse<String> post(String path, String body) throws Exception {
        return client.send(HttpRequest.newBuilder(server.uri().resolve(path))
                .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
    }

    static HttpResponse<String> get(String path) throws Exception {
        return client.send(HttpRequest.newBuilder(server.uri().resolve(path)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> json(HttpResponse<String> response) {
        assertThat(response.headers().firstValue("Content-Type")).hasValueSatisfying(
                type -> assertThat(type).startsWith("application/json"));
        return (Map<String, Object>) Json.parse(response.body());
    }

    @Test
    @SuppressWarnings("unchecked")
    void variantsAreEveryVariantWithItsSquares() throws Exception {
        HttpResponse<String> response = get("api/variants");
        assertThat(response.statusCode()).isEqualTo(200);
        List<Object> variants = (List<Object>) json(response).get("variants");
        assertThat(variants).hasSize(Variant.all().size()).hasSize(21);
        for (Object v : variants) {
            Map<String, Object> variant = (Map<String, Object>) v;
            Variant known = Variant.byName((String) variant.get("name"));
            assertThat((List<Object>) variant.get("squares")).hasSize(known.geometry().squareCount());
        }
    }

    @Test
    @SuppressWarnings("unchecked")
    void gameReplaysTheMovesAndSaysTheResult() throws Exception {
        Map<String, Object> game = json(post("api/game",
                "{\"variant\":\"international\",\"fen\":\"W:W28:B23\",\"moves\":[\"28x19\"]}"));
        Map<String, Object> outcome = (Map<String, Object>) game.get("outcome");
        assertThat(outcome.get("over")).isEqualTo(true);
        assertThat(outcome.get("result")).isEqualTo("2-0");
        assertThat((String) outcome.get("reason")).contains("white wins");
        assertThat((List<Object>) game.get("legal")).isEmpty();
        assertThat((String) game.get("pdn")).contains("[FEN \"W:W28:B23\"]").contains("1. 28x19 2-0");
        Map<String, Object> english = json(post("api/game", "{\"variant\":\"english\",\"moves\":[\"11-15\"]}"));
        assertThat(((Map<String, Object>) english.get("position")).get("sideToMove")).isEqualTo("white");
        assertThat((List<Object>) english.get("legal")).hasSize(7);
    }

    @Test
    @SuppressWarnings("unchecked")
    void movesListPathsCapturesAndNotation() throws Exception {
        Map<String, Object> answer = json(post("api/moves",
                "{\"variant\":\"international\",\"fen\":\"W:W17,36:B7,31,32,41,42,43,44\"}"));
        List<Object> moves = (List<Object>) answer.get("moves");
        List<String> notation = new ArrayList<>();
        for (Object m : moves) {
            notation.add((String) ((Map<String, Object>) m).get("notation"));
        }
        assertThat(notation).contains("36x27x38x49x40", "36x47x38x49x40");
        Map<String, Object> first = (Map<String, Object>) moves.get(0);
        assertThat(first).containsKeys("from", "to", "path", "captured", "promotion");
        // Whether the man is crowned: part of a move (CONVENTIONS.md), where paths alone may not tell it.
        Map<String, Object> russian = json(post("api/moves", "{\"variant\":\"russian\",\"fen\":\"W:W6:B25\"}"));
        for (Object m : (List<Object>) russian.get("moves")) {
            Map<String, Object> move = (Map<String, Object>) m;
            assertThat(move.get("promotion")).as("%s", move)
                    .isEqualTo(List.of("1", "2", "3", "4").contains((String) move.get("to")));
        }
        Map<String, Object> turkish = json(post("api/moves", "{\"variant\":\"turkish\"}"));
        assertThat(((Map<String, Object>) ((List<Object>) turkish.get("moves")).get(0)).get("from")).asString()
                .matches("[a-h][1-8]");
    }

    @Test
    @SuppressWarnings("unchecked")
    void playGivesTheNextFenAndOutcome() throws Exception {
        Map<String, Object> answer = json(post("api/play", "{\"variant\":\"russian\",\"move\":\"c3-d4\"}"));
        assertThat(answer.get("fen")).isEqualTo("B:W18,21,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12");
        assertThat(((Map<String, Object>) answer.get("outcome")).get("over")).isEqualTo(false);
        HttpResponse<String> illegal = post("api/play", "{\"variant\":\"russian\",\"move\":\"c3-c5\"}");
        assertThat(illegal.statusCode()).isEqualTo(400);
        assertThat((String) json(illegal).get("error")).contains("c3");
    }

    @Test
    @SuppressWarnings("unchecked")
    void pdnGoesOutAndComesBack() throws Exception {
        Map<String, Object> game = json(post("api/pdn/export",
                "{\"variant\":\"international\",\"moves\":[\"32-28\",\"19-23\",\"28x19\",\"14x23\"]}"));
        String pdn = (String) game.get("pdn");
        assertThat(pdn).contains("1. 32-28 19-23 2. 28x19 14x23 *");
        Map<String, Object> back = json(post("api/pdn/import", Json.write(Map.of("pdn", pdn))));
        assertThat((List<Object>) back.get("errors")).isEmpty();
        Map<String, Object> imported = (Map<String, Object>) back.get("game");
        assertThat(((Map<String, Object>) imported.get("position")).get("fen"))
                .isEqualTo(((Map<String, Object>) game.get("position")).get("fen"));
        // A resignation the position does not show comes back as the game's end.
        Map<String, Object> resigned = json(post("api/pdn/import",
                Json.write(Map.of("pdn", "[Result \"0-2\"]\n1. 32-28 19-23 0-2\n"))));
        Map<String, Object> resignedGame = (Map<String, Object>) resigned.get("game");
        assertThat(resignedGame.get("end")).isEqualTo("resign white");
        assertThat(((Map<String, Object>) resignedGame.get("outcome")).get("result")).isEqualTo("0-2");
        Map<String, Object> bad = json(post("api/pdn/import", Json.write(Map.of("pdn", "1. 32-28 32-28 *\n"))));
        assertThat(bad.get("game")).isNull();
        assertThat((List<Object>) bad.get("errors")).isNotEmpty();
    }

    @Test
    void hostileRequestsAreRefusedWithAStatusAndTheServerKeepsServing() throws Exception {
        // 100 MB announced: refused before it is read.
        try {
            HttpResponse<String> huge = client.send(HttpRequest.newBuilder(server.uri().resolve("api/game"))
                    .POST(HttpRequest.BodyPublishers.fromPublisher(
                            HttpRequest.BodyPublishers.ofByteArrays(new Repeat(1 << 20, 100)), 100L << 20))
                    .build(), HttpResponse.BodyHandlers.ofString());
            assertThat(huge.statusCode()).isEqualTo(413);
        } catch (IOException e) {
            // The server may close the connection while the client still sends: it did not read it all.
        }
        // A body without a length that goes on past the bound. Only a little past it: the server
        // drains what is left of a refused body up to 64 KiB and keeps the connection; beyond that it
        // closes with data unread, the peer's TCP stack answers with a reset, and a client still
        // sending may lose the 413 it was sent (the CI run of 2026-11-29 did).
        HttpResponse<String> chunked = client.send(HttpRequest.newBuilder(server.uri().resolve("api/game"))
                .POST(HttpRequest.BodyPublishers.ofInputStream(() -> new Zeros(WebServer.MAX_BODY + 4096))).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(chunked.statusCode()).isEqualTo(413);
        HttpResponse<String> otherOrigin = client.send(HttpRequest.newBuilder(server.uri().resolve("api/game"))
                .header("Origin", "http://evil.example").POST(HttpRequest.BodyPublishers.ofString("{}")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(otherOrigin.statusCode()).isEqualTo(403);
        HttpResponse<String> crossSite = client.send(HttpRequest.newBuilder(server.uri().resolve("api/engines"))
                .header("Sec-Fetch-Site", "cross-site").build(), HttpResponse.BodyHandlers.ofString());
        assertThat(crossSite.statusCode()).isEqualTo(403);
        HttpResponse<String> sameOrigin = client.send(HttpRequest.newBuilder(server.uri().resolve("api/engines"))
                .header("Origin", "http://127.0.0.1:" + server.port()).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(sameOrigin.statusCode()).isEqualTo(200);
        for (String body : List.of("{bad", "[1,2]", "{\"variant\":\"nosuch\"}", "{\"fen\":\"W:W99:B1\"}",
                "{\"moves\":[\"32-22\"]}", "{\"moves\":\"32-28\"}", "[".repeat(100) + "]".repeat(100),
                "{\"variant\":\"international\",\"end\":\"explode\"}")) {
            HttpResponse<String> response = post("api/game", body);
            assertThat(response.statusCode()).as(body).isEqualTo(400);
            assertThat(response.body()).as(body).doesNotContain("at org.").doesNotContain("Exception");
            assertThat(json(response)).containsKey("error");
        }
        assertThat(post("api/search", "{\"session\":\"x\",\"spec\":\"hub:/bin/sh\"}").statusCode()).isEqualTo(400);
        assertThat(post("api/search", "{\"session\":\"x\",\"engine\":\"hub:/bin/sh\"}").statusCode()).isEqualTo(400);
        assertThat(post("api/search", "{\"session\":\"x\",\"engine\":7}").statusCode()).isEqualTo(400);
        assertThat(post("api/search", "{\"session\":\"../..\",\"engine\":0}").statusCode()).isEqualTo(400);
        assertThat(get("api/nothing").statusCode()).isEqualTo(404);
        assertThat(get("static/../../etc/passwd").statusCode()).isEqualTo(404);
        assertThat(get("api/game").statusCode()).isEqualTo(405);
        // A game of more plies than the bound.
        String many = "{\"moves\":[" + "\"32-28\",".repeat(GameViews.MAX_PLIES) + "\"32-28\"]}";
        assertThat(post("api/game", many).statusCode()).isEqualTo(400);
        assertThat(get("api/engines").statusCode()).isEqualTo(200);
        assertThat(get("").statusCode()).isEqualTo(200);
    }

    /** A search streams its lines as events, two lines with multi-PV, and ends with the move. */
    @Test
    void searchStreamsLinesThenTheMove() throws Exception {
        List<String> events = events(post("api/search",
                "{\"session\":\"lines\",\"engine\":1,\"mode\":\"analyse\",\"depth\":5,\"multipv\":2}").body());
        assertThat(events).anySatisfy(e -> assertThat(e).startsWith("info {\"multipv\":2,\"depth\":"));
        assertThat(events).anySatisfy(e -> assertThat(e).startsWith("info {\"multipv\":1,\"depth\":"));
        assertThat(events.get(events.size() - 1)).startsWith("done {\"move\":{\"from\":");
        List<String> played = events(post("api/search",
                "{\"session\":\"lines\",\"engine\":0,\"mode\":\"play\",\"variant\":\"canadian\"}").body());
        assertThat(played.get(played.size() - 1)).startsWith("done {\"move\":");
    }

    /**
     * A whole game's analysis: every position valued from White's side in turn, every move judged
     * against the engine's best, the won end valued by the rules.
     */
    @Test
    void aGamesAnalysisValuesEveryPositionAndJudgesEveryMove() throws Exception {
        String body = post("api/search", "{\"session\":\"review\",\"engine\":1,\"mode\":\"game\","
                + "\"movetime\":200,\"fen\":\"W:W28,38:B9,23\",\"moves\":[\"28x19\",\"9-14\",\"19x10\"]}").body();
        List<String> events = events(body);
        List<String> positions = events.stream().filter(e -> e.startsWith("position ")).toList();
        List<String> moves = events.stream().filter(e -> e.startsWith("move ")).toList();
        assertThat(positions).as(body).hasSize(4);
        assertThat(moves).hasSize(3);
        for (int ply = 0; ply < positions.size(); ply++) {
            @SuppressWarnings("unchecked")
            Map<String, Object> position = (Map<String, Object>) Json.parse(positions.get(ply).substring(9));
            assertThat(position.get("ply")).isEqualTo((long) ply);
            assertThat((String) position.get("score")).matches("[+-](\\d+\\.\\d\\d|W\\d+)");
        }
        // The last position, where Black has no piece left, is the rules' win; the one before was won too.
        assertThat(positions.get(3)).contains("\"score\":\"+W0\"");
        assertThat(positions.get(2)).contains("\"score\":\"+W1\"").contains("\"best\":\"19x10\"");
        // Black's 9-14 gave its last man away, as 9-13 would have: nothing better, nothing lost.
        assertThat(moves.get(1)).contains("\"notation\":\"9-14\"").contains("\"loss\":0,");
        assertThat(moves.get(2)).contains("\"notation\":\"19x10\"").contains("\"loss\":0,").contains("\"mark\":\"\"");
        assertThat(events.get(events.size() - 1)).startsWith("done {\"complete\":true,\"moves\":[");
    }

    /** A new search of a page stops its running one; the searches overall are bounded, and freed. */
    @Test
    void aNewSearchStopsTheOldAndSearchesAreBounded() throws Exception {
        String endless = "{\"session\":\"%s\",\"engine\":1,\"mode\":\"analyse\"}";
        CompletableFuture<HttpResponse<String>> first = client.sendAsync(HttpRequest.newBuilder(
                server.uri().resolve("api/search")).POST(HttpRequest.BodyPublishers.ofString(
                        String.format(endless, "a"))).build(), HttpResponse.BodyHandlers.ofString());
        CompletableFuture<HttpResponse<InputStream>> second = client.sendAsync(HttpRequest.newBuilder(
                server.uri().resolve("api/search")).POST(HttpRequest.BodyPublishers.ofString(
                        String.format(endless, "b"))).build(), HttpResponse.BodyHandlers.ofInputStream());
        HttpResponse<InputStream> running = second.get(10, TimeUnit.SECONDS);
        BufferedReader lines = new BufferedReader(new InputStreamReader(running.body(), StandardCharsets.UTF_8));
        assertThat(lines.readLine()).isNotNull();
        // Page a's search has begun too, once the server refuses a third.
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        HttpResponse<String> refused;
        do {
            refused = post("api/search", String.format(endless, "c"));
        } while (refused.statusCode() == 200 && System.nanoTime() < deadline);
        assertThat(refused.statusCode()).isEqualTo(503);
        assertThat(json(refused).get("error")).asString().contains("too many searches");
        // Page a's next search stops its first, which ends with its move.
        List<String> replaced = events(post("api/search",
                "{\"session\":\"a\",\"engine\":0,\"mode\":\"play\"}").body());
        assertThat(replaced.get(replaced.size() - 1)).startsWith("done");
        List<String> stopped = events(first.get(10, TimeUnit.SECONDS).body());
        assertThat(stopped.get(stopped.size() - 1)).startsWith("done");
        // Page b goes away: its search is stopped at its next ping and its place freed.
        running.body().close();
        deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        int status;
        do {
            Thread.sleep(200);
            status = post("api/search", "{\"session\":\"c\",\"engine\":0,\"mode\":\"play\"}").statusCode();
        } while (status != 200 && System.nanoTime() < deadline);
        assertThat(status).isEqualTo(200);
        assertThat(post("api/stop", "{\"session\":\"b\"}").statusCode()).isEqualTo(200);
    }

    /**
     * A flood of searches from a thousand pages (the "a thousand open searches"): while the
     * bound's searches run, every other is refused at once, and the server goes on. They come in
     * waves of a hundred at a time, as a thousand connections at once would overflow the listening
     * socket's backlog and time the client out before the server could refuse anything.
     */
    @Test
    void aFloodOfSearchesIsBounded() throws Exception {
        int pages = 1000;
        int wave = 100;
        List<CompletableFuture<HttpResponse<String>>> flood = new ArrayList<>();
        try {
            flood(flood, pages, wave);
        } finally {
            // Whatever failed, no search of the flood is left running to fill the bound of the server
            // that the tests after this one share.
            for (int i = 0; i < flood.size(); i++) {
                if (!flood.get(i).isDone()) {
                    post("api/stop", "{\"session\":\"flood" + i + "\"}");
                }
            }
        }
        int refused = 0;
        for (CompletableFuture<HttpResponse<String>> request : flood) {
            HttpResponse<String> response = request.get(30, TimeUnit.SECONDS);
            if (response.statusCode() == 503) {
                refused++;
            } else {
                assertThat(response.statusCode()).isEqualTo(200);
            }
        }
        assertThat(refused).isGreaterThanOrEqualTo(pages - 2 * MAX_SEARCHES);
        assertThat(get("api/engines").statusCode()).isEqualTo(200);
    }

    /** Sends the flood's searches in waves, each wave answered (the searches that run stay open) before the next. */
    private void flood(List<CompletableFuture<HttpResponse<String>>> flood, int pages, int wave) throws Exception {
        for (int i = 0; i < pages; i++) {
            flood.add(client.sendAsync(HttpRequest.newBuilder(server.uri().resolve("api/search"))
                    .POST(HttpRequest.BodyPublishers.ofString("{\"session\":\"flood" + i
                            + "\",\"engine\":1,\"mode\":\"analyse\",\"depth\":99}")).build(),
                    HttpResponse.BodyHandlers.ofString()));
            if ((i + 1) % wave == 0) {
                long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
                while (flood.stream().filter(f -> !f.isDone()).count() > MAX_SEARCHES && System.nanoTime() < deadline) {
                    Thread.sleep(10);
                }
            }
        }
    }

    /** A PDN bomb: a megabyte of open variations, or of moves, is read in linear time and answered. */
    @Test
    @SuppressWarnings("unchecked")
    void aPdnBombIsAnsweredQuickly() throws Exception {
        long started = System.nanoTime();
        Map<String, Object> nested = json(post("api/pdn/import",
                Json.write(Map.of("pdn", "1. 32-28 " + "(".repeat(1_000_000 - 100)))));
        assertThat((List<Object>) nested.get("errors")).isNotEmpty();
        HttpResponse<String> long_ = post("api/pdn/import",
                Json.write(Map.of("pdn", "1. 32-28 28-32 ".repeat(60_000))));
        assertThat(long_.statusCode()).isEqualTo(400);
        assertThat(json(long_).get("error")).asString().contains("more than");
        assertThat(System.nanoTime() - started).isLessThan(TimeUnit.SECONDS.toNanos(20));
    }

    /** The page asks for nothing but the server's own files, and says so to the browser. */
    @Test
    void thePageLoadsOnlyTheServersOwnFiles() throws Exception {
        HttpResponse<String> page = get("");
        assertThat(page.headers().firstValue("Content-Security-Policy")).hasValueSatisfying(
                csp -> assertThat(csp).startsWith("default-src 'self'"));
        assertThat(page.headers().firstValue("X-Frame-Options")).hasValue("DENY");
        for (String file : List.of("", "app.js", "board.js", "api.js", "style.css")) {
            // The SVG namespace is a name, not an address the page asks for.
            String text = get(file).body().replace("'http://www.w3.org/2000/svg'", "");
            assertThat(text).as(file).doesNotContain("http://").doesNotContain("https://").doesNotContain("//cdn");
        }
    }

    /** On the loopback address, a request for another host name (a DNS name rebound to 127.0.0.1) is refused. */
    @Test
    void anotherHostNameIsRefused() throws Exception {
        for (String host : List.of("evil.example:" + server.port(), "localhost:" + server.port())) {
            try (java.net.Socket socket = new java.net.Socket("127.0.0.1", server.port())) {
                socket.getOutputStream().write(("GET /api/engines HTTP/1.1\r\nHost: " + host
                        + "\r\nConnection: close\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
                String status = new BufferedReader(new InputStreamReader(socket.getInputStream(),
                        StandardCharsets.US_ASCII)).readLine();
                assertThat(status).as(host).isEqualTo(host.startsWith("evil") ? "HTTP/1.1 403 Forbidden" : "HTTP/1.1 200 OK");
            }
        }
    }

    /** An engine of the command line that fails is a 502 with its reason, and the server goes on. */
    @Test
    void aFailingEngineIsABadGateway() throws Exception {
        org.junit.jupiter.api.Assumptions.assumeTrue(java.nio.file.Files.isExecutable(java.nio.file.Path.of("/bin/false")));
        try (WebServer failing = WebServer.start("127.0.0.1", 0, List.of("hub:/bin/false"), null)) {
            HttpResponse<String> response = client.send(HttpRequest.newBuilder(failing.uri().resolve("api/search"))
                    .POST(HttpRequest.BodyPublishers.ofString("{\"session\":\"f\",\"engine\":0,\"mode\":\"play\"}"))
                    .build(), HttpResponse.BodyHandlers.ofString());
            assertThat(response.statusCode()).as(response.body()).isEqualTo(502);
            assertThat(json(response).get("error")).asString().startsWith("the engine failed");
            assertThat(client.send(HttpRequest.newBuilder(failing.uri().resolve("api/engines")).build(),
                    HttpResponse.BodyHandlers.ofString()).statusCode()).isEqualTo(200);
        }
    }

    /** With endgame tables, a game says their value of its position. */
    @Test
    @SuppressWarnings("unchecked")
    void aGameSaysTheTablesValue(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        org.draughts4j.egtb.TableBuilder.of(Variant.byName("russian"), dir).threads(1).build(2);
        try (WebServer withTables = WebServer.start("127.0.0.1", 0, List.of("random"), dir)) {
            HttpResponse<String> response = client.send(HttpRequest.newBuilder(withTables.uri().resolve("api/game"))
                    .POST(HttpRequest.BodyPublishers.ofString("{\"variant\":\"russian\",\"fen\":\"W:WK1:B27\"}"))
                    .build(), HttpResponse.BodyHandlers.ofString());
            Map<String, Object> tables = (Map<String, Object>) json(response).get("tables");
            org.draughts4j.egtb.TableValue value = org.draughts4j.egtb.EndgameTables.open(Variant.byName("russian"), dir)
                    .probe(org.draughts4j.core.Position.fromFen(Variant.byName("russian"), "W:WK1:B27")).orElseThrow();
            assertThat(tables).as(response.body()).containsEntry("outcome", value.outcome().name().toLowerCase(java.util.Locale.ROOT))
                    .containsEntry("plies", (long) value.plies());
            assertThat((String) tables.get("score")).matches("0\\.00|[+-]W\\d+");
            HttpResponse<String> more = client.send(HttpRequest.newBuilder(withTables.uri().resolve("api/game"))
                    .POST(HttpRequest.BodyPublishers.ofString("{\"variant\":\"russian\"}")).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(json(more).get("tables")).isNull();
        }
        assertThat(json(post("api/game", "{}")).get("tables")).isNull();
    }

    /**
     * Compact tables alone (win, draw or loss, no distance) are read too: a win without its plies,
     * where the full tables of the same positions give the same outcome with them.
     */
    @Test
    @SuppressWarnings("unchecked")
    void compactTablesGiveTheOutcomeWithoutPlies(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws Exception {
        Variant russian = Variant.byName("russian");
        java.nio.file.Path full = dir.resolve("full");
        java.nio.file.Path compact = dir.resolve("compact");
        java.nio.file.Files.createDirectories(compact);
        // A win in 7 plies without a capture to play: read from the compact file, not found by a capture's search.
        String fen = "W:WK1:B14";
        assertThat(org.draughts4j.core.Position.fromFen(russian, fen).legalMoves()).noneMatch(m -> m.isCapture());
        org.draughts4j.egtb.TableValue value;
        try (org.draughts4j.egtb.EndgameTables tables = org.draughts4j.egtb.TableBuilder.of(russian, full).threads(1)
                .build(2)) {
            value = tables.probe(org.draughts4j.core.Position.fromFen(russian, fen)).orElseThrow();
            org.draughts4j.egtb.WdlTables.write(tables, compact);
        }
        assertThat(value).isEqualTo(new org.draughts4j.egtb.TableValue(org.draughts4j.egtb.TableValue.Outcome.WIN, 7));
        try (WebServer withTables = WebServer.start("127.0.0.1", 0, List.of("random"), compact)) {
            HttpResponse<String> response = client.send(HttpRequest.newBuilder(withTables.uri().resolve("api/game"))
                    .POST(HttpRequest.BodyPublishers.ofString("{\"variant\":\"russian\",\"fen\":\"" + fen + "\"}"))
                    .build(), HttpResponse.BodyHandlers.ofString());
            Map<String, Object> tables = (Map<String, Object>) json(response).get("tables");
            assertThat(tables).as(response.body()).containsEntry("outcome", "win").containsEntry("plies", null)
                    .containsEntry("score", "+W");
        }
    }

    /** @return the events of a stream as "name data" */
    static List<String> events(String stream) {
        List<String> events = new ArrayList<>();
        for (String block : stream.split("\n\n")) {
            String event = null;
            String data = null;
            for (String line : block.split("\n")) {
                if (line.startsWith("event: ")) {
                    event = line.substring(7);
                } else if (line.startsWith("data: ")) {
                    data = line.substring(6);
                }
            }
            if (event != null) {
                events.add(event + " " + data);
            }
        }
        return events;
    }

    /** The same chunk of zeros, many times. */
    private static final class Repeat implements Iterable<byte[]> {
        private final int size;
        private final int times;

        Repeat(int size, int times) {
            this.size = size;
            this.times = times;
        }

        @Override
        public java.util.Iterator<byte[]> iterator() {
            byte[] chunk = new byte[size];
            return new java.util.Iterator<>() {
                private int left = times;

                @Override
                public boolean hasNext() {
                    return left > 0;
                }

                @Override
                public byte[] next() {
                    left--;
                    return chunk;
                }
            };
        }
    }

    /** A stream of zeros of a given length. */
    private static final class Zeros extends InputStream {
        private long left;

        Zeros(long length) {
            this.left = length;
        }

        @Override
        public int read() {
            return left-- > 0 ? 0 : -1;
        }

        @Override
        public int read(byte[] b, int off, int len) {
            if (left <= 0) {
                return -1;
            }
            int n = (int) Math.min(len, left);
            java.util.Arrays.fill(b, off, off + n, (byte) 0);
            left -= n;
            return n;
        }
    }
}
