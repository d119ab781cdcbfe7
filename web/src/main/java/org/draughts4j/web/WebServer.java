package org.draughts4j.web;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.draughts4j.core.Game;
import org.draughts4j.core.Move;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.draughts4j.core.pdn.PdnException;
import org.draughts4j.core.pdn.PdnFile;
import org.draughts4j.core.pdn.PdnGame;
import org.draughts4j.core.pdn.PdnGames;
import org.draughts4j.core.pdn.PdnReader;
import org.draughts4j.core.pdn.PdnSyntaxError;
import org.draughts4j.egtb.EndgameTables;
import org.draughts4j.egtb.TableValue;
import org.draughts4j.engine.Engines;
import org.draughts4j.engine.Limit;
import org.draughts4j.engine.SearchMode;
import org.draughts4j.web.Json.JsonException;

/**
 * The local web server of {@code draughts serve}: the page that plays and analyses every variant,
 * and the HTTP API under {@code /api/} it uses (docs/web.md). It runs on the JDK's own HTTP server
 * ({@code com.sun.net.httpserver}), with no dependency.
 *
 * <p>Safe by default: it binds the loopback address unless told otherwise; engines are opened only
 * from the specs it was started with (a page picks one by its index); request bodies are at most
 * {@value #MAX_BODY} bytes (413 beyond); searches running at once and pages with engines are
 * bounded (503 beyond); a request from a page of another origin is refused (403), and on the
 * loopback address a request for another host name too (a DNS rebinding attack); bad input gets a
 * JSON error with a 4xx status, never a stack trace.
 *
 * <pre>{@code
 * try (WebServer server = WebServer.start("127.0.0.1", 0, WebServer.defaultEngines(), null)) {
 *     System.out.println("serving " + server.uri());
 *     Thread.sleep(Long.MAX_VALUE);
 * }
 * }</pre>
 */
public final class WebServer implements AutoCloseable {
    /** The largest request body taken, in bytes (a PDN upload included). */
    public static final int MAX_BODY = 1 << 20;
    /** The most engine searches running at once, over all pages. */
    public static final int MAX_SEARCHES = 8;
    /**
     * The most pages (sessions) that keep engines open; an idle one is closed for a new one. A page
     * holds at most three engines (its opponent, the engine of its own moves and its analysing one),
     * the built-in one's table 32 MB at level 10.
     */
    public static final int MAX_SESSIONS = 8;
    /** The longest an analysis runs before the server stops it. */
    public static final Duration MAX_SEARCH_TIME = Duration.ofMinutes(5);
    /** The longest move time a page may ask of an engine, in milliseconds. */
    public static final long MAX_MOVE_TIME_MS = 60_000;
    /**
     * The longest a request's headers and body may take to arrive: a client that sends them slower
     * (a byte a minute) has its connection closed then, and gives back the server thread it held.
     */
    public static final Duration MAX_REQUEST_TIME = Duration.ofSeconds(10);
    /**
     * The longest an answer may take to be sent and read: a search's stream ends within {@link
     * #MAX_SEARCH_TIME}, and a client that stops reading holds a thread no longer than this.
     */
    public static final Duration MAX_RESPONSE_TIME = MAX_SEARCH_TIME.plusMinutes(1);

    /** Where the server's warnings go: the platform's logging, which {@code draughts serve} prints a line each. */
    private static final System.Logger LOG = System.getLogger("org.draughts4j.web");

    private final HttpServer http;
    private final ExecutorService executor;
    private final Searches searches;
    private final String host;
    private final boolean loopback;
    /** The endgame tables' directory, or null. */
    private final Path tables;
    /** The tables of each variant, opened when a game of it first asks; empty where there are none. */
    private final Map<String, java.util.Optional<EndgameTables>> opened = new java.util.concurrent.ConcurrentHashMap<>();

    private WebServer(HttpServer http, ExecutorService executor, Searches searches, String host, boolean loopback,
            Path tables) {
        this.http = http;
        this.executor = executor;
        this.searches = searches;
        this.host = host;
        this.loopback = loopback;
        this.tables = tables;
    }

    /**
     * @return the engines served when none is given: the built-in engine at levels 1 to 10, named
     *     {@code builtin level N}
     */
    public static List<String> defaultEngines() {
        List<String> specs = new ArrayList<>();
        for (int level = 1; level <= 10; level++) {
            specs.add("builtin,level=" + level + ",name=builtin level " + level);
        }
        return specs;
    }

    /**
     * Starts a server; it serves until {@link #close()}.
     *
     * @param host the address to bind, such as {@code 127.0.0.1} (the loopback address: only this
     *     machine can connect) or {@code 0.0.0.0}
     * @param port the port, 0 for a free one
     * @param engineSpecs the engines pages may play and analyse with, as {@code --engine} specs
     *     ({@link Engines#open(String)}); each is parsed here, and opened for a page when it
     *     first uses it
     * @param tables a directory of endgame tables the built-in engines probe, or null; a variant's
     *     tables there that cannot be read are left out, with a warning to the logger {@code
     *     org.draughts4j.web} ({@code System.Logger}) when a page first asks for them
     * @return the server, serving
     * @throws IOException if the address cannot be bound
     * @throws IllegalArgumentException if a spec is malformed or names an engine that cannot start
     */
    public static WebServer start(String host, int port, List<String> engineSpecs, Path tables) throws IOException {
        return start(host, port, engineSpecs, tables, MAX_SEARCHES, MAX_SESSIONS);
    }

    /** {@link #start(String, int, List, Path)} with other bounds, for the tests. */
    static WebServer start(String host, int port, List<String> engineSpecs, Path tables, int maxSearches,
            int maxSessions) throws IOException {
        List<Searches.Choice> choices = new ArrayList<>();
        for (String spec : engineSpecs) {
            org.draughts4j.engine.EngineSpec.parse(spec);
            choices.add(new Searches.Choice(engineName(spec), spec));
        }
        Map<String, String> builtinOptions = tables == null ? Map.of() : Map.of("tables", tables.toString());
        Searches searches = new Searches(choices, builtinOptions, maxSessions, maxSearches, MAX_SEARCH_TIME);
        InetAddress address = InetAddress.getByName(host);
        boundSlowClients();
        HttpServer http = HttpServer.create(new InetSocketAddress(address, port), 64);
        AtomicInteger threads = new AtomicInteger();
        // A fixed pool: a search streams on its request's thread, so the pool is larger than the
        // searches' bound and the quick requests always find a thread.
        ThreadPoolExecutor executor = new ThreadPoolExecutor(maxSearches + 8, maxSearches + 8, 30, TimeUnit.SECONDS,
                new LinkedBlockingQueue<>(1024), runnable -> {
                    Thread thread = new Thread(runnable, "draughts-web-" + threads.incrementAndGet());
                    thread.setDaemon(true);
                    return thread;
                });
        executor.allowCoreThreadTimeOut(true);
        http.setExecutor(executor);
        WebServer server = new WebServer(http, executor, searches, host, address.isLoopbackAddress(), tables);
        http.createContext("/", server::handle);
        http.start();
        return server;
    }

    /**
     * Bounds the time a request may take to arrive and its answer to be read. The JDK's server reads
     * its request line, headers and body on a thread of the pool, blocking: without a bound, a client
     * that sends them a byte a minute holds that thread for ever, and a few such clients hold them
     * all. Its own settings do it (closing the connection, which frees the thread); it reads them
     * once, when the first server of the process is made, so they are set here, before, unless the
     * user set them.
     */
    private static void boundSlowClients() {
        setIfAbsent("sun.net.httpserver.maxReqTime", MAX_REQUEST_TIME.toSeconds());
        setIfAbsent("sun.net.httpserver.maxRspTime", MAX_RESPONSE_TIME.toSeconds());
    }

    private static void setIfAbsent(String property, long seconds) {
        if (System.getProperty(property) == null) {
            System.setProperty(property, Long.toString(seconds));
        }
    }

    /** @return the name an engine goes by on the page: its {@code name=} option, else its spec */
    static String engineName(String spec) {
        for (String part : spec.split(",")) {
            if (part.startsWith("name=")) {
                return part.substring("name=".length());
            }
        }
        return spec;
    }

    /** @return the port the server listens on */
    public int port() {
        return http.getAddress().getPort();
    }

    /** @return the page's address, such as {@code http://127.0.0.1:8080/} */
    public URI uri() {
        String shown = host.contains(":") ? "[" + host + "]" : host;
        return URI.create("http://" + shown + ":" + port() + "/");
    }

    /** Stops serving: closes the connections, stops every search and closes every engine. */
    @Override
    public void close() {
        searches.close();
        http.stop(0);
        executor.shutdownNow();
    }

    /** A request body over {@link #MAX_BODY}. */
    private static final class TooLarge extends RuntimeException {
        private static final long serialVersionUID = 1L;

        TooLarge() {
            super("the request body is larger than " + MAX_BODY + " bytes");
        }
    }

    private void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            try {
                route(exchange);
            } catch (TooLarge e) {
                error(exchange, 413, e.getMessage());
            } catch (Searches.Refused e) {
                error(exchange, e.status, e.getMessage());
            } catch (IllegalArgumentException | PdnException e) {
                // JsonException, UnknownVariantException, InvalidFenException, IllegalMoveException
                error(exchange, 400, e.getMessage());
            } catch (IOException | UncheckedIOException e) {
                // The client went away; nothing to answer.
            } catch (org.draughts4j.engine.EngineException e) {
                // An engine of the command line failed (it would not start, crashed, hung): a bad gateway.
                error(exchange, 502, "the engine failed: " + e.getMessage());
            } catch (RuntimeException e) {
                error(exchange, 500, "internal error: " + e.getClass().getSimpleName());
            }
        } catch (IOException e) {
            // The client went away while the error was written.
        }
    }

    private void route(HttpExchange exchange) throws IOException {
        String path = exchange.getRequestURI().getPath();
        String method = exchange.getRequestMethod();
        String refusal = refusal(exchange, path);
        if (refusal != null) {
            error(exchange, 403, refusal);
            return;
        }
        if (!path.startsWith("/api/")) {
            if (!method.equals("GET") && !method.equals("HEAD")) {
                error(exchange, 405, "only GET is served here");
                return;
            }
            serveStatic(exchange, path);
            return;
        }
        switch (path) {
            case "/api/variants" -> {
                get(exchange);
                List<Object> variants = new ArrayList<>();
                for (Variant variant : Variant.all()) {
                    variants.add(GameViews.variant(variant));
                }
                json(exchange, 200, Map.of("variants", variants));
            }
            case "/api/engines" -> {
                get(exchange);
                List<Object> engines = new ArrayList<>();
                List<Searches.Choice> choices = searches.choices();
                for (int i = 0; i < choices.size(); i++) {
                    Map<String, Object> engine = new LinkedHashMap<>();
                    engine.put("index", i);
                    engine.put("name", choices.get(i).name());
                    engines.add(engine);
                }
                json(exchange, 200, Map.of("engines", engines));
            }
            case "/api/game", "/api/pdn/export" -> {
                Game game = GameViews.game(body(exchange));
                Map<String, Object> answer = GameViews.game(game);
                answer.put("tables", tableValue(game.position()));
                json(exchange, 200, answer);
            }
            case "/api/moves" -> {
                Fields fields = body(exchange);
                Position position = position(fields);
                Map<String, Object> answer = new LinkedHashMap<>();
                answer.put("fen", position.toFen());
                answer.put("moves", GameViews.moves(position));
                json(exchange, 200, answer);
            }
            case "/api/play" -> {
                Fields fields = body(exchange);
                Position position = position(fields);
                Game game = Game.from(position);
                Move move = position.parseMove(fields.string("move"));
                Game after = game.play(move);
                Map<String, Object> answer = new LinkedHashMap<>();
                answer.put("move", GameViews.move(move, position));
                answer.put("fen", after.position().toFen());
                answer.put("outcome", GameViews.outcome(after));
                json(exchange, 200, answer);
            }
            case "/api/pdn/import" -> json(exchange, 200, importPdn(body(exchange)));
            case "/api/search" -> search(exchange, body(exchange));
            case "/api/stop" -> {
                searches.stop(session(body(exchange)));
                json(exchange, 200, Map.of("stopped", true));
            }
            default -> error(exchange, 404, "no such API: " + path);
        }
    }

    /**
     * @return the endgame tables' value of a position (for the side to move, and as a score from
     *     White's side), or null when the server has no tables or they do not hold it
     */
    private Map<String, Object> tableValue(Position position) {
        if (tables == null) {
            return null;
        }
        Variant variant = position.variant();
        java.util.Optional<EndgameTables> open = opened.computeIfAbsent(variant.name(), name -> {
            if (EndgameTables.unsupportedReason(variant).isPresent()) {
                return java.util.Optional.empty();
            }
            try {
                return java.util.Optional.of(EndgameTables.openEitherFormat(variant, tables));
            } catch (IOException | RuntimeException e) {
                // Unreadable or corrupt tables: the page goes without, as without --tables, and the
                // one who started the server is told once, since the page cannot tell it from no tables.
                LOG.log(System.Logger.Level.WARNING, "endgame tables of " + variant.name() + " in " + tables
                        + " not used: " + e.getMessage());
                return java.util.Optional.empty();
            }
        });
        if (open.isEmpty()) {
            return null;
        }
        java.util.Optional<TableValue> value;
        try {
            value = open.get().probe(position);
        } catch (RuntimeException e) {
            return null;
        }
        if (value.isEmpty()) {
            return null;
        }
        TableValue v = value.get();
        boolean whiteToMove = position.sideToMove() == org.draughts4j.core.Color.WHITE;
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("outcome", v.outcome().name().toLowerCase(Locale.ROOT));
        // A compact table's win or loss has no distance: no plies, and a score of W alone.
        json.put("plies", v.hasDistance() ? v.plies() : null);
        String distance = v.hasDistance() ? Integer.toString(v.plies()) : "";
        String score = switch (v.outcome()) {
            case DRAW -> "0.00";
            case WIN -> (whiteToMove ? "+W" : "-W") + distance;
            case LOSS -> (whiteToMove ? "-W" : "+W") + distance;
        };
        json.put("score", score);
        return json;
    }

    /**
     * @return why the request is refused (403), or null: a request from a page of another origin,
     *     or on the loopback address one that names another host (a rebound DNS name)
     */
    private String refusal(HttpExchange exchange, String path) {
        String hostHeader = exchange.getRequestHeaders().getFirst("Host");
        if (hostHeader == null) {
            return "a request needs a Host header";
        }
        if (loopback) {
            String name = hostHeader.toLowerCase(Locale.ROOT);
            name = name.startsWith("[") ? name.substring(0, name.indexOf(']') + 1)
                    : name.contains(":") ? name.substring(0, name.indexOf(':')) : name;
            if (!name.equals("127.0.0.1") && !name.equals("localhost") && !name.equals("[::1]")) {
                return "this server answers only to its loopback names, not " + name;
            }
        }
        String origin = exchange.getRequestHeaders().getFirst("Origin");
        if (origin != null && !origin.equalsIgnoreCase("http://" + hostHeader)) {
            return "requests from another origin are refused";
        }
        String site = exchange.getRequestHeaders().getFirst("Sec-Fetch-Site");
        if (path.startsWith("/api/") && "cross-site".equals(site)) {
            return "requests from another site are refused";
        }
        return null;
    }

    private static void get(HttpExchange exchange) {
        if (!exchange.getRequestMethod().equals("GET")) {
            throw new Searches.Refused(405, "use GET");
        }
    }

    /** @return the request's JSON object, read within {@link #MAX_BODY} bytes */
    private static Fields body(HttpExchange exchange) throws IOException {
        if (!exchange.getRequestMethod().equals("POST")) {
            throw new Searches.Refused(405, "use POST with a JSON object");
        }
        String length = exchange.getRequestHeaders().getFirst("Content-Length");
        if (length != null) {
            try {
                if (Long.parseLong(length.strip()) > MAX_BODY) {
                    throw new TooLarge();
                }
            } catch (NumberFormatException e) {
                throw new JsonException("bad Content-Length");
            }
        }
        InputStream in = exchange.getRequestBody();
        byte[] bytes = in.readNBytes(MAX_BODY + 1);
        if (bytes.length > MAX_BODY) {
            throw new TooLarge();
        }
        return Fields.of(Json.parse(new String(bytes, StandardCharsets.UTF_8)));
    }

    private static Position position(Fields fields) {
        Variant variant = GameViews.variant(fields);
        String fen = fields.string("fen", "");
        return fen.isBlank() ? Position.start(variant) : Position.fromFen(variant, fen);
    }

    private static String session(Fields fields) {
        String session = fields.string("session");
        if (!session.matches("[A-Za-z0-9_-]{1,64}")) {
            throw new JsonException("'session' must be 1 to 64 letters, digits, - or _");
        }
        return session;
    }

    /**
     * Reads the first game of a PDN text and replays it: the game as the page loads it (variant,
     * start FEN, moves, end), its tags, and every problem the reader found.
     */
    private static Map<String, Object> importPdn(Fields fields) {
        String text = fields.string("pdn");
        Variant fallback = GameViews.variant(fields);
        PdnFile file = PdnReader.read(text, "pasted PDN");
        List<String> errors = new ArrayList<>();
        for (PdnSyntaxError error : file.errors()) {
            errors.add(error.toString());
        }
        errors.addAll(file.warnings());
        if (file.games().isEmpty()) {
            throw new PdnException(errors.isEmpty() ? "no game in the PDN text" : String.join("; ", errors));
        }
        PdnGame pdn = file.games().get(0);
        if (pdn.mainLine().size() > GameViews.MAX_PLIES) {
            throw new PdnException("the game has more than " + GameViews.MAX_PLIES + " plies");
        }
        Game game;
        try {
            game = PdnGames.toGame(pdn, fallback);
        } catch (PdnException | IllegalArgumentException e) {
            errors.add(e.getMessage());
            Map<String, Object> answer = new LinkedHashMap<>();
            answer.put("errors", errors);
            answer.put("game", null);
            return answer;
        }
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("errors", errors);
        answer.put("games", file.games().size());
        Map<String, Object> tags = new LinkedHashMap<>();
        pdn.tags().forEach(tag -> tags.put(tag.name(), tag.value()));
        answer.put("tags", tags);
        answer.put("game", GameViews.game(game));
        return answer;
    }

    /** Streams an engine's search as server-sent events. */
    private void search(HttpExchange exchange, Fields fields) throws IOException {
        if (fields.has("spec")) {
            throw new JsonException("engines are picked by 'engine', an index of /api/engines; specs come only"
                    + " from the command line");
        }
        String session = session(fields);
        int engine = (int) fields.number("engine", 0, 0, Integer.MAX_VALUE);
        Game game = GameViews.game(fields);
        String mode = fields.string("mode", "analyse");
        int lines = (int) fields.number("multipv", 1, 1, 10);
        long moveTime = fields.number("movetime", 1000, 1, MAX_MOVE_TIME_MS);
        SearchMode searchMode;
        Limit limit;
        switch (mode) {
            case "analyse" -> {
                searchMode = SearchMode.ANALYSE;
                long depth = fields.number("depth", 0, 0, 99);
                limit = depth > 0 ? Limit.depth((int) depth) : Limit.infinite();
                limit = limit.withMultiPv(lines);
            }
            case "play", "hint" -> {
                searchMode = SearchMode.PLAY;
                limit = Limit.moveTime(Duration.ofMillis(moveTime));
            }
            case "game" -> {
                // Each position of the game in turn, for as long as 'movetime' or to 'depth'.
                searchMode = null;
                long depth = fields.number("depth", 0, 0, 99);
                limit = depth > 0 ? Limit.depth((int) depth) : Limit.moveTime(Duration.ofMillis(moveTime));
            }
            default -> throw new JsonException("'mode' must be analyse, play, hint or game");
        }
        Searches.Sink sink = new Searches.Sink() {
            private boolean started;

            private void start() throws IOException {
                if (!started) {
                    started = true;
                    exchange.getResponseHeaders().set("Content-Type", "text/event-stream; charset=utf-8");
                    exchange.getResponseHeaders().set("Cache-Control", "no-store");
                    exchange.sendResponseHeaders(200, 0);
                }
            }

            @Override
            public void send(String event, String data) throws IOException {
                start();
                write("event: " + event + "\ndata: " + data + "\n\n");
            }

            @Override
            public void ping() throws IOException {
                start();
                write(": ping\n\n");
            }

            private void write(String text) throws IOException {
                OutputStream out = exchange.getResponseBody();
                out.write(text.getBytes(StandardCharsets.UTF_8));
                out.flush();
            }
        };
        try {
            if (searchMode == null) {
                searches.runGame(session, engine, game, limit, sink);
            } else {
                searches.run(session, engine, game, searchMode, limit, sink);
            }
        } catch (RuntimeException e) {
            if (exchange.getResponseCode() == -1) {
                throw e;
            }
            // The stream has begun: the error goes as an event.
            String message = e instanceof Searches.Refused || e instanceof IllegalArgumentException
                    || e instanceof org.draughts4j.engine.EngineException ? e.getMessage()
                    : "internal error: " + e.getClass().getSimpleName();
            sink.send("error", Json.write(Map.of("error", message == null ? "error" : message)));
        }
    }

    /** Serves the page's files from the jar. */
    private static void serveStatic(HttpExchange exchange, String path) throws IOException {
        String name = path.equals("/") ? "index.html" : path.substring(1);
        if (!name.matches("[a-z0-9-]+\\.(html|js|css|svg|png)")) {
            error(exchange, 404, "not found: " + path);
            return;
        }
        byte[] bytes;
        try (InputStream in = WebServer.class.getResourceAsStream("static/" + name)) {
            if (in == null) {
                error(exchange, 404, "not found: " + path);
                return;
            }
            bytes = in.readAllBytes();
        }
        String type = switch (name.substring(name.lastIndexOf('.') + 1)) {
            case "html" -> "text/html; charset=utf-8";
            case "js" -> "text/javascript; charset=utf-8";
            case "css" -> "text/css; charset=utf-8";
            case "svg" -> "image/svg+xml";
            default -> "image/png";
        };
        exchange.getResponseHeaders().set("Content-Type", type);
        exchange.getResponseHeaders().set("Cache-Control", "no-cache");
        exchange.getResponseHeaders().set("X-Content-Type-Options", "nosniff");
        exchange.getResponseHeaders().set("X-Frame-Options", "DENY");
        // Nothing but this server: no CDN, no inline script, no framing.
        exchange.getResponseHeaders().set("Content-Security-Policy",
                "default-src 'self'; img-src 'self' data:; style-src 'self'; frame-ancestors 'none'");
        if (exchange.getRequestMethod().equals("HEAD")) {
            exchange.sendResponseHeaders(200, -1);
            return;
        }
        exchange.sendResponseHeaders(200, bytes.length);
        exchange.getResponseBody().write(bytes);
    }

    private static void json(HttpExchange exchange, int status, Object value) throws IOException {
        byte[] bytes = Json.write(value).getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().set("Content-Type", "application/json; charset=utf-8");
        exchange.getResponseHeaders().set("Cache-Control", "no-store");
        exchange.getResponseHeaders().set("X-Content-Type-Options", "nosniff");
        exchange.sendResponseHeaders(status, bytes.length);
        exchange.getResponseBody().write(bytes);
    }

    private static void error(HttpExchange exchange, int status, String message) throws IOException {
        if (exchange.getResponseCode() != -1) {
            return;
        }
        String text = message == null || message.isBlank() ? "error" : message;
        if (text.length() > 500) {
            text = text.substring(0, 500) + "...";
        }
        json(exchange, status, Map.of("error", text));
    }
}
