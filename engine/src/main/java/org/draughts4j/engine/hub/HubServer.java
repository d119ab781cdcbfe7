package org.draughts4j.engine.hub;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.draughts4j.core.Game;
import org.draughts4j.core.IllegalMoveException;
import org.draughts4j.core.InputLimits;
import org.draughts4j.core.InvalidFenException;
import org.draughts4j.core.LineReader;
import org.draughts4j.core.Move;
import org.draughts4j.core.Position;
import org.draughts4j.core.UnknownVariantException;
import org.draughts4j.core.Variant;
import org.draughts4j.engine.Analysis;
import org.draughts4j.engine.Engine;
import org.draughts4j.engine.EngineException;
import org.draughts4j.engine.EngineId;
import org.draughts4j.engine.EngineOption;
import org.draughts4j.engine.Info;
import org.draughts4j.engine.Limit;
import org.draughts4j.engine.PlayResult;
import org.draughts4j.engine.SearchMode;

/**
 * Serves an {@link Engine} over Hub v2, as Scan does on its standard input and output: any Hub GUI
 * or client (the Hub GUI, lidraughts' analysis, pydraughts, {@link HubEngine}) can then drive it.
 *
 * <p>{@code hub} is answered with {@code id}, a {@code param} line for {@code variant} and one for
 * each of the engine's options, then {@code wait}; {@code set-param}, {@code init} ({@code
 * ready}), {@code new-game}, {@code pos}, {@code level}, {@code go think|ponder|analyze}, {@code
 * stop}, {@code ping} ({@code pong}, also during a search), {@code ponder-hit} and {@code quit}
 * follow the protocol. A search reports {@code info} lines as the engine does and always ends with
 * {@code done}; a search the engine fails ends with an {@code error} line and a {@code done}
 * without a move. {@code go ponder} searches as {@code go think} at once (the protocol lets an
 * engine end a ponder search early). Unknown commands and arguments are ignored, during a search
 * too; bad input, or a command the engine fails at, gets an {@code error} line and the session goes
 * on. A line longer than 64 KiB is refused, so no client can fill the memory. Options that
 * name files are neither offered nor taken unless {@link #allowFiles} says so.
 *
 * <p>An extension for the variants Hub lacks: the {@code variant} parameter lists every variant
 * found on the class path, by its Hub name ({@code normal}, {@code killer}, {@code bt}, {@code
 * frisian}, {@code losing}) where it has one of its own, else by its name ({@code frysk}, whose Hub
 * name is Frisian's; {@code russian}), and takes any name or alias; {@code pos fen="<FEN>"} sets any position, and then moves (in
 * {@code moves=}, {@code done} and {@code pv}) are written in the variant's own notation ({@code
 * 28x19}, or {@code c3:e5} in Russian). In Hub's five variants {@code pos=}, {@code pos start} and
 * {@code fen=} are all accepted, and moves are Hub's ({@code 28x19x23}).
 */
public final class HubServer {
    /** The longest line read; longer lines are refused. */
    static final int MAX_LINE = InputLimits.MAX_INPUT_LINE;
    /** A search for a {@code go} with no {@code level} before it. */
    static final Limit DEFAULT_LIMIT = Limit.moveTime(Duration.ofSeconds(1));

    private final Engine engine;
    private final InputStream input;
    private final java.io.Writer output;
    private final Object writeLock = new Object();
    private volatile boolean outputClosed;

    private Variant variant;
    private String variantName = "normal";
    private Game game;
    private Limit limit;
    private Thread searcher;
    private volatile Analysis running;
    private volatile boolean stopWanted;
    /** The engine's failure that ends the serving (it went away, broke its protocol, fell silent), or null. */
    private volatile EngineException failure;
    /** Whether a client may set the options that name files: off unless the server's owner says so. */
    private volatile boolean allowFiles;

    /**
     * @param engine the engine to serve; the server neither configures its variant nor closes it
     * @param input where the client's commands come from
     * @param output where the answers go
     */
    public HubServer(Engine engine, InputStream input, OutputStream output) {
        this(engine, input, new java.io.OutputStreamWriter(Objects.requireNonNull(output, "output"),
                StandardCharsets.UTF_8));
    }

    /**
     * @param engine the engine to serve; the server neither configures its variant nor closes it
     * @param input where the client's commands come from
     * @param output where the answers go, a line at a time, flushed after each
     */
    public HubServer(Engine engine, InputStream input, java.io.Writer output) {
        this.engine = Objects.requireNonNull(engine, "engine");
        this.input = Objects.requireNonNull(input, "input");
        this.output = Objects.requireNonNull(output, "output");
    }

    /**
     * Lets the client set the engine's options that name files ({@link EngineOption.Type#PATH}:
     * the built-in engine's {@code weights}, {@code patterns} and {@code tables}). Off by default: those options are
     * then not offered, and a {@code set-param} of one is answered with an {@code error} line, since
     * whoever can reach the server could otherwise make its process open any file it may read (and
     * read a line of it back in the error that follows).
     *
     * @param allow whether the client may name files
     * @return this server
     */
    public HubServer allowFiles(boolean allow) {
        this.allowFiles = allow;
        return this;
    }

    /**
     * Serves until {@code quit}, the end of the input, a write to a closed output, or the engine's
     * failure; a search under way is then stopped and awaited. An engine that fails (it went away,
     * broke its protocol or fell silent: any {@link EngineException} but an error it reported
     * itself) is told to the client in an {@code error} line (and a {@code done} that ends a search)
     * and ends the serving: an engine in that state answers nothing more.
     *
     * @throws IOException if the input cannot be read
     * @throws EngineException the engine's failure, when it ended the serving
     */
    public void run() throws IOException {
        LineReader lines = new LineReader(input, MAX_LINE);
        try {
            String text;
            while (!outputClosed && failure == null && (text = lines.readLine()) != null) {
                if (failure != null) {
                    // The engine failed in a search while this line was awaited: nothing more is served.
                    break;
                }
                if (lines.wasOverlong()) {
                    error("line too long (over " + MAX_LINE + " characters): " + EngineException.quote(text));
                    continue;
                }
                HubLine line;
                try {
                    line = HubLine.parse(text);
                } catch (IllegalArgumentException e) {
                    error(e.getMessage());
                    continue;
                }
                if (!handle(line) || failure != null) {
                    break;
                }
            }
        } finally {
            endSearch();
        }
        if (failure != null) {
            throw failure;
        }
    }

    /**
     * Keeps an engine's failure that ends the serving: all but an error the engine reported itself
     * (a position or an option it refused), after which it still serves.
     */
    private void failed(EngineException e) {
        if (!(e instanceof org.draughts4j.engine.EngineErrorException) && failure == null) {
            failure = e;
        }
    }

    /** @return false at {@code quit} */
    private boolean handle(HubLine line) {
        String command = line.command();
        if (searching()) {
            switch (command) {
                case "ping":
                    pong();
                    return true;
                case "stop":
                    stopSearch();
                    return true;
                case "hub":
                case "set-param":
                case "init":
                case "new-game":
                case "pos":
                case "level":
                case "go":
                case "quit":
                    // These end the search first: the protocol allows no other command during one.
                    endSearch();
                    break;
                default:
                    // ponder-hit, empty lines and commands of later versions are ignored, as always.
                    return true;
            }
        }
        try {
            switch (command) {
                case "hub":
                    hello();
                    break;
                case "set-param":
                    setParam(line);
                    break;
                case "init":
                    write(HubLine.of("ready"));
                    break;
                case "new-game":
                    engine.newGame();
                    break;
                case "ping":
                    pong();
                    break;
                case "pos":
                    position(line);
                    break;
                case "level":
                    level(line);
                    break;
                case "go":
                    go(line);
                    break;
                case "quit":
                    return false;
                default:
                    // stop or ponder-hit with no search, empty lines, and commands of later versions.
                    break;
            }
        } catch (EngineException e) {
            error(e.getMessage());
            failed(e);
        } catch (RuntimeException e) {
            // One command the server could not carry out must not end the session: the client hears
            // why and may go on.
            error("cannot do " + command + ": " + e.getMessage());
        }
        return true;
    }

    private void hello() {
        EngineId id = engine.id();
        HubLine line = HubLine.of("id").with("name", value(id.name()));
        if (!id.version().isEmpty()) {
            line = line.with("version", value(id.version()));
        }
        if (!id.author().isEmpty()) {
            line = line.with("author", value(id.author()));
        }
        write(line);
        write(HubLine.of("param").with("name", "variant").with("value", variantName).with("type", "enum")
                .with("values", String.join(" ", variantNames())));
        for (EngineOption option : engine.options()) {
            if (option.name().equals("variant") || !writable(option.name())
                    || option.type() == EngineOption.Type.PATH && !allowFiles) {
                continue;
            }
            HubLine param = HubLine.of("param").with("name", option.name()).with("value", value(option.value()))
                    .with("type", option.type().hubName());
            if (option.min().isPresent()) {
                param = param.with("min", value(option.min().get()));
            }
            if (option.max().isPresent()) {
                param = param.with("max", value(option.max().get()));
            }
            if (!option.choices().isEmpty()) {
                param = param.with("values", String.join(" ", option.choices()));
            }
            write(param);
        }
        write(HubLine.of("wait"));
    }

    /**
     * A name or value as Hub can write it: a quote, which Hub cannot escape, becomes an apostrophe
     * and a line break a space. An engine's name from a spec or from a proxied engine may hold
     * either, and the handshake must not fail on it.
     */
    private static String value(String text) {
        return text.replace('"', '\'').replace('\r', ' ').replace('\n', ' ');
    }

    private static boolean writable(String name) {
        try {
            HubLine.of("param").with("name", name);
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    /**
     * @return the names of the variants the engine plays, as {@link #servedName} gives them: the
     *     default's first, then the other Hub names, then the other variants' own names, each group
     *     in the order of {@link Variant#all()}; every variant on the class path is in it
     */
    private List<String> variantNames() {
        Set<String> names = new LinkedHashSet<>();
        List<Variant> all = Variant.all();
        for (Variant known : all) {
            if (servedName(known, all).equals(variantName) && engine.supports(known)) {
                names.add(variantName);
            }
        }
        for (Variant known : all) {
            String name = servedName(known, all);
            if (known.hubName().filter(name::equals).isPresent() && engine.supports(known)) {
                names.add(name);
            }
        }
        for (Variant known : all) {
            String name = servedName(known, all);
            if (known.hubName().filter(name::equals).isEmpty() && engine.supports(known)) {
                names.add(name);
            }
        }
        return new ArrayList<>(names);
    }

    /**
     * The name a variant goes by here: its Hub name when that name is its own, else its canonical
     * name. Two variants may share a Hub name (Frysk! plays Hub's {@code frisian}): the name then
     * stays with the variant called so, and the other is served under its own name, so that every
     * variant can be chosen.
     *
     * @param variant a variant
     * @param all every variant on the class path
     * @return {@code normal} for International, {@code frysk} for Frysk!, {@code russian} for Russian
     */
    private static String servedName(Variant variant, List<Variant> all) {
        Optional<String> hub = variant.hubName();
        if (hub.isEmpty()) {
            return variant.name();
        }
        for (Variant other : all) {
            if (other != variant && other.hubName().equals(hub) && !variant.name().equals(hub.get())
                    && (other.name().equals(hub.get()) || other.name().compareTo(variant.name()) < 0)) {
                return variant.name();
            }
        }
        return hub.get();
    }

    private void setParam(HubLine line) {
        Optional<String> name = line.get("name");
        Optional<String> value = line.get("value");
        if (name.isEmpty() || value.isEmpty()) {
            error("set-param needs name= and value=");
            return;
        }
        if (name.get().equals("variant")) {
            try {
                variant = resolve(value.get());
                // As the client wrote it, but writable: the lookup ignores the spaces and line breaks
                // a quoted value may hold, which the handshake's line could not carry.
                variantName = value(value.get()).strip();
                game = null;
            } catch (UnknownVariantException e) {
                error("unknown variant " + EngineException.quote(value.get()));
            }
            return;
        }
        if (!allowFiles && engine.options().stream()
                .anyMatch(o -> o.name().equals(name.get()) && o.type() == EngineOption.Type.PATH)) {
            // Checked before the engine sees the value: a check of the engine's would already open the file.
            error("option " + EngineException.quote(name.get()) + " names a file, and this server opens no file"
                    + " a client names");
            return;
        }
        try {
            engine.configure(Map.of(name.get(), value.get()));
        } catch (IllegalArgumentException | IllegalStateException e) {
            error(e.getMessage());
        }
    }

    /** A name {@link #servedName} gives first (frisian is Frisian, not Frysk!), then any variant name or alias. */
    private static Variant resolve(String name) {
        List<Variant> all = Variant.all();
        for (Variant known : all) {
            if (servedName(known, all).equals(name)) {
                return known;
            }
        }
        return Variant.byName(name);
    }

    private Variant variant() {
        if (variant == null) {
            variant = resolve(variantName);
        }
        return variant;
    }

    private void position(HubLine line) {
        game = null;
        Variant current;
        try {
            current = variant();
        } catch (UnknownVariantException e) {
            error("variant " + variantName + " is not available: " + e.getMessage());
            return;
        }
        HubDialect dialect = HubDialect.of(current);
        Position start;
        Optional<String> fen = line.get("fen");
        Optional<String> board = line.get("pos");
        try {
            if (fen.isPresent()) {
                start = Position.fromFen(current, fen.get());
            } else if (board.isPresent() && dialect == HubDialect.NATIVE) {
                Optional<Position> read = HubBoard.parse(current, board.get());
                if (read.isEmpty()) {
                    error("bad position " + EngineException.quote(board.get()));
                    return;
                }
                start = read.get();
            } else if (line.has("start") || board.isEmpty() && fen.isEmpty()) {
                start = Position.start(current);
            } else {
                error("pos= is for Hub's own variants; give " + current.name() + " as fen=\"<FEN>\"");
                return;
            }
        } catch (InvalidFenException e) {
            error("bad position: " + e.getMessage());
            return;
        }
        Game played = Game.from(start);
        String moves = line.get("moves").orElse("").strip();
        if (!moves.isEmpty()) {
            for (String text : moves.split("\\s+")) {
                if (played.outcome().isOver()) {
                    error("move " + EngineException.quote(text) + " after the end of the game");
                    return;
                }
                try {
                    Move move = dialect.parseMove(played.position(), text, moves, List.of());
                    played = played.play(move);
                } catch (EngineException | IllegalMoveException e) {
                    error(e.getMessage());
                    return;
                }
            }
        }
        game = played;
    }

    private void level(HubLine line) {
        try {
            limit = readLevel(line);
        } catch (IllegalArgumentException e) {
            limit = null;
            error("bad level: " + e.getMessage());
        }
    }

    /** @return the limit a {@code level} line gives: its bounds combined, the clocks the same for both sides */
    static Limit readLevel(HubLine line) {
        if (line.has("infinite")) {
            return Limit.infinite();
        }
        Limit read = null;
        Optional<String> depth = line.get("depth");
        if (depth.isPresent()) {
            int value = Integer.parseInt(depth.get());
            read = read == null ? Limit.depth(value) : read.withDepth(value);
        }
        Optional<String> nodes = line.get("nodes");
        if (nodes.isPresent()) {
            long value = Long.parseLong(nodes.get());
            read = read == null ? Limit.nodes(value) : read.withNodes(value);
        }
        Optional<String> moveTime = line.get("move-time");
        if (moveTime.isPresent()) {
            Duration value = seconds(moveTime.get());
            read = read == null ? Limit.moveTime(value) : read.withMoveTime(value);
        }
        Optional<String> time = line.get("time");
        if (time.isPresent()) {
            Duration clock = seconds(time.get());
            Limit clocks = Limit.clocks(clock, clock);
            Optional<String> inc = line.get("inc");
            if (inc.isPresent()) {
                Duration increment = seconds(inc.get());
                clocks = clocks.withIncrements(increment, increment);
            }
            Optional<String> moves = line.get("moves");
            if (moves.isPresent() && Integer.parseInt(moves.get()) > 0) {
                clocks = clocks.withMovesToGo(Integer.parseInt(moves.get()));
            }
            if (read != null) {
                // Both kinds of bound: the clocks and the others.
                clocks = read.depth().isPresent() ? clocks.withDepth(read.depth().getAsInt()) : clocks;
                clocks = read.nodes().isPresent() ? clocks.withNodes(read.nodes().getAsLong()) : clocks;
                clocks = read.moveTime().isPresent() ? clocks.withMoveTime(read.moveTime().get()) : clocks;
            }
            read = clocks;
        }
        if (read == null) {
            throw new IllegalArgumentException("no depth, nodes, move-time, time or infinite: "
                    + EngineException.quote(line.toString()));
        }
        return read;
    }

    private static Duration seconds(String text) {
        double value = Double.parseDouble(text);
        if (!Double.isFinite(value) || value < 0 || value > 1e9) {
            throw new IllegalArgumentException("not a time in seconds: " + EngineException.quote(text));
        }
        // A time beyond a limit's longest (a year) is taken as that: a client's "no real bound".
        Duration time = Duration.ofNanos(Math.max(1_000_000, Math.round(value * 1e9)));
        return time.compareTo(Limit.MAX_TIME) > 0 ? Limit.MAX_TIME : time;
    }

    private void go(HubLine line) {
        Limit searchLimit = limit != null ? limit : DEFAULT_LIMIT;
        // As Scan does: a level holds for one search.
        limit = null;
        if (game == null) {
            error("go without a valid pos");
            write(HubLine.of("done"));
            return;
        }
        if (game.outcome().isOver()) {
            error("the game is over (" + game.outcome() + "): no move to search");
            write(HubLine.of("done"));
            return;
        }
        SearchMode mode = line.has("analyze") ? SearchMode.ANALYSE : SearchMode.PLAY;
        Game searched = game;
        HubDialect dialect = HubDialect.of(searched.variant());
        stopWanted = false;
        Thread thread = new Thread(() -> search(searched, searchLimit, mode, dialect), "hub-server-search");
        thread.setDaemon(true);
        searcher = thread;
        thread.start();
    }

    /** Runs on the search's own thread, so that the reader answers ping and stop meanwhile. */
    private void search(Game searched, Limit searchLimit, SearchMode mode, HubDialect dialect) {
        Position position = searched.position();
        Analysis analysis = null;
        try {
            analysis = engine.search(searched, searchLimit, mode);
            running = analysis;
            if (stopWanted) {
                // A stop that came before the engine handed out its analysis.
                analysis.stop();
            }
            for (Optional<Info> info = analysis.next(); info.isPresent(); info = analysis.next()) {
                write(infoLine(info.get(), position, dialect));
            }
            PlayResult result = analysis.result();
            HubLine done = HubLine.of("done").with("move", dialect.formatMove(result.move(), position));
            if (result.ponder().isPresent()) {
                done = done.with("ponder", dialect.formatMove(result.ponder().get(), position.play(result.move())));
            }
            write(done);
        } catch (RuntimeException e) {
            if (analysis != null) {
                // A report that could not be written leaves the engine searching, an analysis for ever.
                analysis.stop();
            }
            // Any failure of the search is the client's error and done: without the done, a GUI
            // waits for ever. Under the write lock, so that no pong of the reader comes between them.
            synchronized (writeLock) {
                if (e instanceof EngineException failed) {
                    failed(failed);
                }
                error(e.getMessage());
                write(HubLine.of("done"));
            }
        } finally {
            running = null;
        }
    }

    static HubLine infoLine(Info info, Position position, HubDialect dialect) {
        HubLine line = HubLine.of("info");
        if (info.depth().isPresent()) {
            line = line.with("depth", String.valueOf(info.depth().getAsInt()));
        }
        if (info.score().isPresent()) {
            line = line.with("score", info.score().get().toHub());
        }
        if (info.nodes().isPresent()) {
            line = line.with("nodes", String.valueOf(info.nodes().getAsLong()));
        }
        if (info.time().isPresent()) {
            line = line.with("time", HubEngine.seconds(info.time().get()));
        }
        if (info.nps().isPresent()) {
            line = line.with("nps", HubEngine.millions(info.nps().getAsLong()));
        }
        for (Map.Entry<String, String> extra : info.extra().entrySet()) {
            try {
                line = line.with(extra.getKey(), extra.getValue());
            } catch (IllegalArgumentException e) {
                // A field that Hub cannot carry is left out.
            }
        }
        if (info.hasPv()) {
            List<String> moves = new ArrayList<>();
            Position at = position;
            for (Move move : info.pv()) {
                moves.add(dialect.formatMove(move, at));
                at = at.play(move);
            }
            line = line.with("pv", String.join(" ", moves));
        }
        return line;
    }

    private boolean searching() {
        Thread thread = searcher;
        return thread != null && thread.isAlive();
    }

    private void stopSearch() {
        stopWanted = true;
        Analysis analysis = running;
        if (analysis != null) {
            analysis.stop();
        }
    }

    /** Stops a search under way and waits until its done is written. */
    private void endSearch() {
        Thread thread = searcher;
        if (thread == null) {
            return;
        }
        while (thread.isAlive()) {
            stopSearch();
            try {
                thread.join(100);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
        searcher = null;
    }

    /**
     * Answers a ping, unless a search failed meanwhile (on its own thread, after the line was read):
     * its error and done ended the serving, and nothing may follow them.
     */
    private void pong() {
        synchronized (writeLock) {
            if (failure == null) {
                write(HubLine.of("pong"));
            }
        }
    }

    private void error(String message) {
        String text = message == null ? "error" : message.replace('"', '\'').replace('\n', ' ').replace('\r', ' ');
        write(HubLine.of("error").with("message", text));
    }

    private void write(HubLine line) {
        synchronized (writeLock) {
            if (outputClosed) {
                return;
            }
            try {
                output.write(line + "\n");
                output.flush();
                if (output instanceof java.io.PrintWriter && ((java.io.PrintWriter) output).checkError()) {
                    outputClosed = true;
                }
            } catch (IOException | RuntimeException e) {
                // The client has gone: serve no more.
                outputClosed = true;
            }
        }
    }
}
