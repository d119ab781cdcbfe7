package org.draughts4j.engine.hub;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.draughts4j.core.Color;
import org.draughts4j.core.Game;
import org.draughts4j.core.InputLimits;
import org.draughts4j.core.LineReader;
import org.draughts4j.core.Move;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.draughts4j.engine.Analysis;
import org.draughts4j.engine.AnalysisFeed;
import org.draughts4j.engine.Engine;
import org.draughts4j.engine.EngineErrorException;
import org.draughts4j.engine.EngineException;
import org.draughts4j.engine.EngineFactory;
import org.draughts4j.engine.EngineId;
import org.draughts4j.engine.EngineOption;
import org.draughts4j.engine.EngineSpec;
import org.draughts4j.engine.EngineTerminatedException;
import org.draughts4j.engine.EngineTimeoutException;
import org.draughts4j.engine.Info;
import org.draughts4j.engine.Limit;
import org.draughts4j.engine.PlayResult;
import org.draughts4j.engine.ProtocolException;
import org.draughts4j.engine.Score;
import org.draughts4j.engine.SearchMode;

/**
 * A Hub v2 engine (Scan 3.1 and its kin) in a process of its own: the client side of the protocol.
 *
 * <p>{@link #start} runs {@code <exe> hub} in the executable's directory, without a shell, and reads
 * the engine's {@code id} and {@code param} lines up to {@code wait}. Options ({@link #configure})
 * go to the engine as {@code set-param} until the first search, which sets the {@code variant}
 * parameter from the game's variant ({@link Variant#hubName()}: {@code normal}, {@code killer},
 * {@code bt}, {@code frisian} (Frysk! too, unless the engine lists {@code frysk}), {@code losing})
 * and sends {@code init}. A variant with
 * no Hub name is refused unless the engine lists the variant's own name among its {@code variant}
 * values (this project's extension, which {@link HubServer} speaks: positions as {@code fen=}, moves
 * in the variant's notation). Every search sends {@code pos}, {@code level} and {@code go}.
 *
 * <p>Nothing the engine does can hang the caller: every wait has a bound. A search bounded by time
 * is stopped when its time is up and given a margin beyond; during any search the engine is sent a
 * {@code ping} after a silence of half the response timeout and must say something within the
 * response timeout. A crash or end of output ({@link EngineTerminatedException}), a hang ({@link
 * EngineTimeoutException}), an {@code error} line ({@link EngineErrorException}), a malformed line
 * or an illegal move played ({@link org.draughts4j.engine.ProtocolException}) end the search with
 * the engine's last lines of output. Lines that are not protocol are ignored. A move of a PV that
 * cannot be played ends the PV, with a warning (on {@code System.Logger} {@code
 * org.draughts4j.engine.hub.HubEngine}), not the search. {@link #close()} sends
 * {@code quit}, and kills the process if it does not end within two seconds.
 *
 * <pre>{@code
 * try (HubEngine scan = HubEngine.start(Path.of("/opt/scan/scan"))) {
 *     scan.configure(Map.of("threads", "1"));
 *     PlayResult result = scan.play(Game.start(Variant.byName("killer")), Limit.depth(10));
 * }
 * }</pre>
 */
public final class HubEngine implements Engine {
    /** The default bound on each wait for an answer (handshake, {@code ready}, {@code pong}, a stopped search's {@code done}). */
    public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(30);
    /** The longest line read from the engine; a PV of 500 moves fits. */
    static final int MAX_LINE = InputLimits.MAX_INPUT_LINE;

    /**
     * The most parameters an engine may declare: Scan declares a score of them, and an engine that
     * sent new names without end would otherwise fill the memory before its handshake timed out.
     */
    public static final int MAX_PARAMS = 1_000;

    /** The most values an enum parameter may list. */
    public static final int MAX_CHOICES = 256;

    /** The most moves of a principal variation read: deeper than any search reaches, and each is kept. */
    public static final int MAX_PV = 256;
    private static final long TICK_MILLIS = 50;
    /**
     * Where the client's warnings go (an engine's report that is wrong but harmless, such as an
     * illegal move in a PV): the platform's logging, {@code java.util.logging} by default, under
     * the name {@code org.draughts4j.engine.hub.HubEngine}.
     */
    static final System.Logger LOG = System.getLogger(HubEngine.class.getName());

    private final Process process;
    /** Whether the engine runs in a process group of its own (led by it), which {@link #close()} ends whole. */
    private final boolean ownGroup;
    private final OutputStream toEngine;
    private final String label;
    private final Duration timeout;
    private final Duration readyTimeout;
    /** The longest search with no time bound before it is stopped, in nanoseconds; Long.MAX_VALUE for none. */
    private final long moveTimeout;
    private final RecentLines recent = new RecentLines();
    private final Object lock = new Object();
    private final Thread reader;
    private final Thread errorReader;
    private final Thread watchdog;

    // Guarded by lock.
    private EngineId id = new EngineId("?", "", "");
    private final Map<String, EngineOption> params = new LinkedHashMap<>();
    private boolean waitSeen;
    private boolean readySeen;
    private long pongs;
    private EngineException dead;
    private String pendingError;
    private Search search;
    private Search ponder;
    private String initialisedFor;
    private HubDialect dialect;
    private final List<String> warnings = new ArrayList<>();
    private volatile boolean closing;

    /** A search sent to the engine that has not yet had its {@code done}. */
    private final class Search {
        final AnalysisFeed feed;
        final Position position;
        /** The time the search may take, with its margin, in nanoseconds; Long.MAX_VALUE for no bound. */
        final long allowed;
        /** When the search must end (System.nanoTime()), Long.MAX_VALUE while pondering or for no bound. */
        long deadline;
        long lastHeard = System.nanoTime();
        long pingSent;
        boolean stopSent;

        Search(Position position, long allowed, boolean pondering) {
            this.position = position;
            this.allowed = allowed;
            this.deadline = pondering || allowed == Long.MAX_VALUE ? Long.MAX_VALUE : System.nanoTime() + allowed;
            this.feed = new AnalysisFeed(position.sideToMove(), this::stop);
        }

        void stop() {
            synchronized (lock) {
                if (search != this || stopSent) {
                    return;
                }
                stopSent = true;
            }
            trySend(HubLine.of("stop"));
        }
    }

    /** Where {@code setsid} is, to start an engine in a process group of its own; null where there is none. */
    private static final Path SETSID = findSetsid();
    /** The engines not yet closed, whose process groups end with this JVM. */
    private static final java.util.Set<HubEngine> LIVE = java.util.concurrent.ConcurrentHashMap.newKeySet();

    static {
        Thread hook = new Thread(() -> LIVE.forEach(HubEngine::killGroup), "hub-engines-end");
        Runtime.getRuntime().addShutdownHook(hook);
    }

    private static Path findSetsid() {
        if (!System.getProperty("os.name", "").toLowerCase(java.util.Locale.ROOT).contains("linux")) {
            return null;
        }
        for (String dir : List.of("/usr/bin", "/bin")) {
            Path candidate = Path.of(dir, "setsid");
            if (Files.isExecutable(candidate)) {
                return candidate;
            }
        }
        return null;
    }

    private HubEngine(Process process, boolean ownGroup, String label, Timeouts timeouts) {
        this.process = process;
        this.ownGroup = ownGroup;
        this.toEngine = process.getOutputStream();
        this.label = label;
        this.timeout = timeouts.answer();
        this.readyTimeout = timeouts.ready();
        this.moveTimeout = timeouts.move().map(Duration::toNanos).orElse(Long.MAX_VALUE);
        this.reader = daemon(this::readOutput, "hub-reader " + label);
        this.errorReader = daemon(this::readErrors, "hub-stderr " + label);
        this.watchdog = daemon(this::watch, "hub-watchdog " + label);
    }

    private static Thread daemon(Runnable body, String name) {
        Thread thread = new Thread(body, name);
        thread.setDaemon(true);
        return thread;
    }

    /**
     * Starts a Hub engine with the default timeout.
     *
     * @param executable the engine's executable
     * @return the engine, its handshake done
     * @throws IllegalArgumentException if the file is not there
     * @throws EngineException if it cannot be started or does not answer the handshake
     */
    public static HubEngine start(Path executable) {
        return start(executable, DEFAULT_TIMEOUT);
    }

    /**
     * Starts a Hub engine: runs {@code <executable> hub} in the executable's directory.
     *
     * @param executable the engine's executable
     * @param timeout the bound on each wait for an answer, and the silence after which a searching
     *     engine is thought to hang
     * @return the engine, its handshake done
     * @throws IllegalArgumentException if the file is not there or is not executable
     * @throws EngineException if it cannot be started or does not answer the handshake
     */
    public static HubEngine start(Path executable, Duration timeout) {
        return start(executable, Timeouts.of(timeout));
    }

    /**
     * Starts a Hub engine: runs {@code <executable> hub} in the executable's directory.
     *
     * @param executable the engine's executable
     * @param timeouts how long to wait for it
     * @return the engine, its handshake done
     * @throws IllegalArgumentException if the file is not there or is not executable
     * @throws EngineException if it cannot be started or does not answer the handshake
     */
    public static HubEngine start(Path executable, Timeouts timeouts) {
        Path exe = requireProgram(executable);
        return start(List.of(exe.toString(), "hub"), exe.getParent(), timeouts);
    }

    /**
     * @param executable an engine's executable
     * @return its absolute path, when it is a regular file this process may run
     * @throws IllegalArgumentException if it is not there, is a folder or another special file, or
     *     is not executable: bad input, where a program that starts and then fails is the engine's
     *     failure
     */
    static Path requireProgram(Path executable) {
        Path exe = executable.toAbsolutePath().normalize();
        if (!Files.isRegularFile(exe)) {
            throw new IllegalArgumentException("no engine at " + exe
                    + InputLimits.unreadable(exe).map(why -> ": " + why).orElse(""));
        }
        if (!Files.isExecutable(exe)) {
            // Started, it would fail with status 126 as if the engine had crashed.
            throw new IllegalArgumentException("the engine " + exe + " is not executable (chmod +x)");
        }
        return exe;
    }

    /**
     * Starts a Hub engine from a command of one's own (a program and its arguments, run without a shell).
     *
     * @param command the program and its arguments
     * @param directory the working directory
     * @param timeout the bound on each wait for an answer
     * @return the engine, its handshake done
     * @throws EngineException if it cannot be started or does not answer the handshake
     */
    public static HubEngine start(List<String> command, Path directory, Duration timeout) {
        return start(command, directory, Timeouts.of(timeout));
    }

    /**
     * Starts a Hub engine from a command of one's own (a program and its arguments, run without a shell).
     *
     * @param command the program and its arguments
     * @param directory the working directory
     * @param timeouts how long to wait for it
     * @return the engine, its handshake done
     * @throws EngineException if it cannot be started or does not answer the handshake
     */
    public static HubEngine start(List<String> command, Path directory, Timeouts timeouts) {
        Objects.requireNonNull(timeouts, "timeouts");
        Process process;
        // In a process group of its own (setsid execs the engine in place: the same process), so that
        // close() ends whatever the engine started too, and a child left behind cannot keep its pipes.
        List<String> started = new ArrayList<>();
        if (SETSID != null) {
            started.add(SETSID.toString());
        }
        started.addAll(command);
        try {
            process = new ProcessBuilder(started).directory(directory.toFile()).start();
        } catch (IOException e) {
            throw new EngineTerminatedException("cannot start " + command.get(0) + ": " + e.getMessage(), List.of());
        }
        HubEngine engine = new HubEngine(process, SETSID != null, Path.of(command.get(0)).getFileName().toString(),
                timeouts);
        LIVE.add(engine);
        process.onExit().thenRunAsync(engine::exited);
        engine.reader.start();
        engine.errorReader.start();
        engine.watchdog.start();
        try {
            engine.handshake();
        } catch (RuntimeException e) {
            engine.close();
            throw e;
        }
        return engine;
    }

    private void handshake() {
        send(HubLine.of("hub"));
        synchronized (lock) {
            awaitLocked(() -> waitSeen, readyTimeout, "the handshake (hub ... wait)");
            // Its wait may come after a declaration that ended it: such an engine is refused now.
            checkAlive();
        }
    }

    @Override
    public EngineId id() {
        synchronized (lock) {
            return id;
        }
    }

    @Override
    public List<EngineOption> options() {
        synchronized (lock) {
            return new ArrayList<>(params.values());
        }
    }

    @Override
    public void configure(Map<String, String> values) {
        synchronized (lock) {
            checkAlive();
            if (initialisedFor != null) {
                throw new IllegalStateException("a Hub engine takes options before its first search only");
            }
            for (Map.Entry<String, String> value : values.entrySet()) {
                if (value.getKey().equals("variant")) {
                    throw new IllegalArgumentException("the variant comes from the game searched, not from an option");
                }
                EngineOption option = params.get(value.getKey());
                if (option == null) {
                    throw new IllegalArgumentException(id.name() + " has no option '" + value.getKey() + "' (options: "
                            + String.join(", ", params.keySet()) + ")");
                }
                Optional<String> problem = option.check(value.getValue());
                if (problem.isPresent()) {
                    throw new IllegalArgumentException(problem.get());
                }
            }
        }
        for (Map.Entry<String, String> value : values.entrySet()) {
            send(HubLine.of("set-param").with("name", value.getKey()).with("value", value.getValue()));
            synchronized (lock) {
                EngineOption option = params.get(value.getKey());
                params.put(option.name(), new EngineOption(option.name(), option.type(), value.getValue(), option.min(),
                        option.max(), option.choices()));
            }
        }
    }

    @Override
    public boolean supports(Variant variant) {
        return engineVariantName(Objects.requireNonNull(variant, "variant")).isPresent();
    }

    /** @return the name to set the engine's variant parameter to for {@code variant}, if it plays it */
    private Optional<String> engineVariantName(Variant variant) {
        synchronized (lock) {
            EngineOption declared = params.get("variant");
            Optional<String> hubName = variant.hubName();
            if (declared == null) {
                // An engine that names no variant plays International only.
                return hubName.filter("normal"::equals);
            }
            List<String> names = declared.choices().isEmpty() ? List.of(declared.value()) : declared.choices();
            // The variant's own name first: a Hub name may be shared (Frysk! plays Hub's frisian), and
            // an engine that lists frysk as well as frisian (HubServer does) tells them apart.
            if (names.contains(variant.name())) {
                return Optional.of(variant.name());
            }
            return hubName.filter(names::contains);
        }
    }

    /** Sends {@code init} for the variant (and the variant parameter before it) if the engine has not had it yet. */
    @Override
    public void prepare(Variant variant) {
        Objects.requireNonNull(variant, "variant");
        if (supports(variant)) {
            // The rule of every engine: a search under way, a ponder search too, is stopped first.
            endPonder();
            stopRunning();
        }
        initialise(variant);
    }

    @Override
    public void newGame() {
        synchronized (lock) {
            checkAlive();
            if (initialisedFor == null) {
                return;
            }
        }
        endPonder();
        stopRunning();
        send(HubLine.of("new-game"));
    }

    /**
     * The rule of every engine for a command that comes while a search runs: the search is stopped
     * and its end awaited (its reader still gets its result), then the command is carried out.
     */
    private void stopRunning() {
        Search running;
        synchronized (lock) {
            running = search;
        }
        if (running != null && !running.feed.analysis().isDone()) {
            Analysis analysis = running.feed.analysis();
            analysis.stop();
            try {
                analysis.result(timeout);
            } catch (EngineException e) {
                // The stopped search's failure is for its reader; this command goes on, or finds the engine dead.
            }
        }
    }

    @Override
    public Analysis search(Game game, Limit limit, SearchMode mode) {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(limit, "limit");
        Objects.requireNonNull(mode, "mode");
        if (game.outcome().isOver()) {
            throw new IllegalArgumentException("the game is over (" + game.outcome() + "): there is no move to search");
        }
        initialise(game.variant());
        Analysis pondered = ponderHit(game, mode);
        if (pondered != null) {
            return pondered;
        }
        endPonder();
        stopRunning();
        return go(game, limit, mode == SearchMode.PLAY ? "think" : "analyze").feed.analysis();
    }

    /**
     * Plays, then with {@code ponder} has the engine search on the reply it expects ({@code go
     * ponder}) until the next search: a {@link #play} of the game after that reply sends {@code
     * ponder-hit}, anything else {@code stop}.
     */
    @Override
    public PlayResult play(Game game, Limit limit, boolean ponder) {
        PlayResult result = play(game, limit);
        if (ponder && result.ponder().isPresent()) {
            Game expected = game.play(result.move());
            if (!expected.outcome().isOver()) {
                expected = expected.play(result.ponder().get());
                if (!expected.outcome().isOver()) {
                    startPonder(expected, limit);
                }
            }
        }
        return result;
    }

    /** The game a ponder search ponders, guarded by lock. */
    private Game ponderGame;

    private void startPonder(Game expected, Limit limit) {
        Search started = go(expected, limit, "ponder");
        synchronized (lock) {
            ponder = started;
            ponderGame = expected;
        }
    }

    /** @return the ponder search, told of the hit, when {@code game} is the game it ponders; else null */
    private Analysis ponderHit(Game game, SearchMode mode) {
        Search hit;
        synchronized (lock) {
            if (ponder == null || mode != SearchMode.PLAY || !game.equals(ponderGame)) {
                return null;
            }
            hit = ponder;
            ponder = null;
            ponderGame = null;
            if (search == hit && hit.allowed != Long.MAX_VALUE) {
                // The clock runs from the hit: the search now has the time of a search of its own.
                hit.deadline = System.nanoTime() + hit.allowed;
            }
        }
        if (!hit.feed.analysis().isDone()) {
            trySend(HubLine.of("ponder-hit"));
        }
        // An early done was kept with the search, as the protocol asks of the GUI.
        return hit.feed.analysis();
    }

    /** Stops a ponder search that is not wanted, and waits for its done. */
    private void endPonder() {
        Search pondering;
        synchronized (lock) {
            pondering = ponder;
            ponder = null;
            ponderGame = null;
        }
        if (pondering != null) {
            pondering.stop();
            synchronized (lock) {
                awaitLocked(() -> search == null, timeout, "the end of a ponder search after stop");
            }
        }
    }

    private void initialise(Variant variant) {
        Optional<String> name = engineVariantName(variant);
        String declared;
        synchronized (lock) {
            checkAlive();
            if (name.isEmpty()) {
                EngineOption option = params.get("variant");
                throw new IllegalArgumentException(id + " does not play " + variant.name() + " (it plays: "
                        + (option == null ? "normal" : String.join(" ", option.choices().isEmpty()
                                ? List.of(option.value()) : option.choices())) + ")");
            }
            if (initialisedFor != null) {
                if (!initialisedFor.equals(name.get())) {
                    throw new IllegalArgumentException(id + " was started for " + initialisedFor + ": a Hub engine"
                            + " cannot change its variant; start another for " + variant.name());
                }
                return;
            }
            declared = params.containsKey("variant") ? params.get("variant").value() : null;
        }
        if (declared != null && !declared.equals(name.get())) {
            send(HubLine.of("set-param").with("name", "variant").with("value", name.get()));
        }
        send(HubLine.of("init"));
        synchronized (lock) {
            awaitLocked(() -> readySeen, readyTimeout, "ready after init");
            initialisedFor = name.get();
            dialect = HubDialect.of(variant);
        }
    }

    private Search go(Game game, Limit limit, String mode) {
        Position position = game.position();
        Optional<Duration> budget = limit.timeBudget(position.sideToMove());
        // A search with no time of its own (a depth, nodes) has the move timeout, if one is set.
        long allowed = budget.map(b -> b.plus(margin(b)).toNanos())
                .orElse(limit.isInfinite() ? Long.MAX_VALUE : moveTimeout);
        HubDialect speech;
        Search started;
        synchronized (lock) {
            checkAlive();
            if (search != null && !search.feed.analysis().isDone()) {
                throw new IllegalStateException("a search is under way: stop it and wait for its result first");
            }
            // A search given up (an error, a bad line) still owes its done: it is dropped first.
            awaitLocked(() -> search == null, timeout, "the done of a search given up");
            speech = dialect;
            started = new Search(position, allowed, mode.equals("ponder"));
            search = started;
            pendingError = null;
        }
        send(speech.posLine(game));
        send(levelLine(limit, position.sideToMove()));
        send(HubLine.of("go").withFlag(mode));
        return started;
    }

    /** The time an engine is allowed beyond its budget before it is stopped: a second, and a fifth of longer budgets. */
    private static Duration margin(Duration budget) {
        Duration fifth = budget.dividedBy(5);
        return fifth.compareTo(Duration.ofSeconds(1)) > 0 ? fifth : Duration.ofSeconds(1);
    }

    static HubLine levelLine(Limit limit, Color side) {
        HubLine line = HubLine.of("level");
        if (limit.isInfinite()) {
            return line.withFlag("infinite");
        }
        if (limit.depth().isPresent()) {
            line = line.with("depth", String.valueOf(limit.depth().getAsInt()));
        }
        if (limit.nodes().isPresent()) {
            line = line.with("nodes", String.valueOf(limit.nodes().getAsLong()));
        }
        if (limit.moveTime().isPresent()) {
            line = line.with("move-time", seconds(limit.moveTime().get()));
        }
        if (limit.clock(side).isPresent()) {
            if (limit.movesToGo().isPresent()) {
                line = line.with("moves", String.valueOf(limit.movesToGo().getAsInt()));
            }
            line = line.with("time", seconds(limit.clock(side).get()));
            if (limit.increment(side).isPresent()) {
                line = line.with("inc", seconds(limit.increment(side).get()));
            }
        }
        return line;
    }

    /** @return {@code 30 s}, {@code 0.5 s}: a bound as messages give it */
    private static String say(Duration time) {
        return java.math.BigDecimal.valueOf(time.toMillis(), 3).stripTrailingZeros().toPlainString() + " s";
    }

    static String seconds(Duration time) {
        return String.format(Locale.ROOT, "%.3f", time.toNanos() / 1e9);
    }

    /**
     * Hub gives speeds in millions of nodes a second; written exactly, every digit kept, so that a
     * speed crosses a Hub round trip unchanged (three decimals would round it to thousands).
     *
     * @param perSecond nodes a second, not negative
     * @return {@code 1.234567} for 1234567, {@code 0.000012} for 12, {@code 3} for 3000000
     */
    static String millions(long perSecond) {
        return java.math.BigDecimal.valueOf(perSecond, 6).stripTrailingZeros().toPlainString();
    }

    /**
     * @param millions a speed in millions of nodes a second, such as Scan's {@code 1.2} or {@link
     *     #millions}'s {@code 1.234567}
     * @return nodes a second, rounded to the nearest
     * @throws IllegalArgumentException if it is not a decimal number, is negative, or is beyond a
     *     million million millions (the number's size is checked before it is scaled, so that no
     *     exponent such as {@code 1e-999999999} makes the reader compute for long)
     */
    static long perSecond(String millions) {
        java.math.BigDecimal exact = new java.math.BigDecimal(millions.strip());
        if (exact.signum() < 0 || exact.scale() > 30 || exact.precision() - exact.scale() > 12) {
            throw new IllegalArgumentException("not a speed in millions of nodes a second: " + millions);
        }
        return exact.movePointRight(6).setScale(0, java.math.RoundingMode.HALF_UP).longValueExact();
    }

    @Override
    public void close() {
        synchronized (lock) {
            if (closing) {
                return;
            }
            closing = true;
            if (search != null && dead == null) {
                search.feed.fail(new EngineTerminatedException(label + " was closed during a search", recent.list()));
            }
        }
        if (process.isAlive()) {
            trySend(HubLine.of("stop"));
            trySend(HubLine.of("quit"));
        }
        try {
            toEngine.close();
        } catch (IOException e) {
            // It has gone already.
        }
        try {
            if (!process.waitFor(2, TimeUnit.SECONDS)) {
                process.descendants().forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly();
                process.waitFor(5, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
        // What the engine started goes with it, and with it the pipes a child may hold: the readers end.
        killGroup();
        LIVE.remove(this);
        watchdog.interrupt();
        joinQuietly(reader);
        joinQuietly(errorReader);
        joinQuietly(watchdog);
    }

    /**
     * The engine's process has ended. Its output ends with it, unless a process it started holds the
     * pipe: then the engine is reported as exited (not as hanging) and its process group ended.
     */
    private void exited() {
        joinQuietly(reader, 500);
        if (reader.isAlive()) {
            die(new EngineTerminatedException(label + " exited, exit status " + process.exitValue()
                    + ", and a process it started kept its output open", recent.list()));
            killGroup();
        }
    }

    /** Ends the engine's process group (or, without one, the processes it started that are still its own). */
    private void killGroup() {
        if (ownGroup) {
            try {
                Process kill = new ProcessBuilder("kill", "-KILL", "--", "-" + process.pid())
                        .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                        .redirectError(ProcessBuilder.Redirect.DISCARD).start();
                kill.waitFor(2, TimeUnit.SECONDS);
            } catch (IOException e) {
                // No kill command: the descendants below are what can still be reached.
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        process.descendants().forEach(ProcessHandle::destroyForcibly);
    }

    private static void joinQuietly(Thread thread) {
        joinQuietly(thread, 2000);
    }

    private static void joinQuietly(Thread thread, long millis) {
        try {
            thread.join(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public String toString() {
        return "HubEngine[" + label + "]";
    }

    // ----- writing

    private void send(HubLine line) {
        try {
            write(line);
        } catch (IOException e) {
            EngineException failure = terminated("cannot write to " + label + " (" + e.getMessage() + ")");
            throw failure;
        }
    }

    private void trySend(HubLine line) {
        try {
            write(line);
        } catch (IOException e) {
            // The reader reports the end of the process.
        }
    }

    private void write(HubLine line) throws IOException {
        byte[] bytes = (line + "\n").getBytes(StandardCharsets.UTF_8);
        synchronized (toEngine) {
            toEngine.write(bytes);
            toEngine.flush();
        }
    }

    // ----- reading

    private void readOutput() {
        LineReader lines = new LineReader(process.getInputStream(), MAX_LINE);
        try {
            String line;
            while ((line = lines.readLine()) != null) {
                recent.add(line);
                if (lines.wasOverlong()) {
                    die(new ProtocolException(label + " sent a line longer than " + MAX_LINE + " characters: "
                            + EngineException.quote(line), recent.list()));
                    continue;
                }
                handle(line);
            }
        } catch (IOException e) {
            // The same as the end of output.
        }
        String status = "";
        try {
            if (process.waitFor(1, TimeUnit.SECONDS)) {
                status = ", exit status " + process.exitValue();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        die(new EngineTerminatedException(label + " ended its output" + status, recent.list()));
    }

    private void readErrors() {
        LineReader lines = new LineReader(process.getErrorStream(), MAX_LINE);
        try {
            String line;
            while ((line = lines.readLine()) != null) {
                recent.add("stderr: " + line);
            }
        } catch (IOException e) {
            // Only kept for the messages.
        }
    }

    private EngineException terminated(String message) {
        EngineException failure = new EngineTerminatedException(message, recent.list());
        die(failure);
        synchronized (lock) {
            return dead;
        }
    }

    private void die(EngineException failure) {
        synchronized (lock) {
            if (dead == null) {
                dead = closing ? new EngineTerminatedException(label + " was closed", recent.list()) : failure;
            }
            if (search != null) {
                search.feed.fail(dead);
                search = null;
            }
            ponder = null;
            lock.notifyAll();
        }
        if (failure instanceof ProtocolException || failure instanceof EngineTimeoutException) {
            // The engine cannot be trusted to go on: it is ended, and close() finds it gone.
            process.destroyForcibly();
        }
    }

    private void handle(String text) {
        HubLine line;
        try {
            line = HubLine.parse(text);
        } catch (IllegalArgumentException e) {
            // A line that is not protocol is noise, unless it is one of the commands the protocol
            // gives the engine: those must be readable.
            String command = text.strip().split("\\s", 2)[0];
            if (List.of("done", "info", "error", "id", "param").contains(command)) {
                die(new ProtocolException(label + " sent a malformed line: " + e.getMessage(), recent.list()));
            }
            return;
        }
        synchronized (lock) {
            if (search != null) {
                search.lastHeard = System.nanoTime();
                search.pingSent = 0;
            }
            switch (line.command()) {
                case "id":
                    id = new EngineId(line.get("name").orElse("?"), line.get("version").orElse(""),
                            line.get("author").orElse(""));
                    break;
                case "param":
                    param(line);
                    break;
                case "wait":
                    waitSeen = true;
                    break;
                case "ready":
                    readySeen = true;
                    break;
                case "pong":
                    pongs++;
                    break;
                case "info":
                    if (search != null) {
                        info(search, line, text);
                    }
                    break;
                case "done":
                    done(line, text);
                    break;
                case "error":
                    error(line, text);
                    break;
                default:
                    // Noise ("init eval") and commands of later versions.
                    break;
            }
            lock.notifyAll();
        }
    }

    private void param(HubLine line) {
        Optional<String> name = line.get("name");
        if (name.isEmpty()) {
            return;
        }
        EngineOption.Type type = EngineOption.Type.STRING;
        for (EngineOption.Type known : EngineOption.Type.values()) {
            // Hub's five types only: path is this library's word, never an engine's.
            if (known != EngineOption.Type.PATH && known.hubName().equals(line.get("type").orElse("string"))) {
                type = known;
            }
        }
        if (params.size() >= MAX_PARAMS && !params.containsKey(name.get())) {
            die(new ProtocolException(label + " declared more than " + MAX_PARAMS + " parameters", recent.list()));
            return;
        }
        List<String> choices = type != EngineOption.Type.ENUM ? List.of()
                : line.get("values").map(v -> List.of(v.strip().split("\\s+"))).orElse(List.of());
        if (choices.size() > MAX_CHOICES) {
            // Kept with the parameter: a thousand lines of 30,000 one-letter choices were gigabytes.
            die(new ProtocolException(label + " declared a parameter " + EngineException.quote(name.get()) + " of more than "
                    + MAX_CHOICES + " values", recent.list()));
            return;
        }
        params.put(name.get(), new EngineOption(name.get(), type, line.get("value").orElse(""), line.get("min"),
                line.get("max"), choices));
    }

    private void info(Search current, HubLine line, String text) {
        try {
            current.feed.info(parseInfo(current.position, line, text));
        } catch (EngineException e) {
            failSearch(current, e);
        }
    }

    /** Reads an {@code info} line; fields it does not know go to {@link Info#extra()}. */
    Info parseInfo(Position position, HubLine line, String text) {
        Info.Builder info = Info.builder();
        for (Map.Entry<String, String> field : line.arguments()) {
            String value = field.getValue();
            if (value == null) {
                continue;
            }
            try {
                switch (field.getKey()) {
                    case "depth":
                        info.depth(Integer.parseInt(value));
                        break;
                    case "score":
                        info.score(Score.fromHub(Double.parseDouble(value)));
                        break;
                    case "nodes":
                        info.nodes(Long.parseLong(value));
                        break;
                    case "time":
                        info.time(Duration.ofNanos(Math.round(Double.parseDouble(value) * 1e9)));
                        break;
                    case "nps":
                        info.nps(perSecond(value));
                        break;
                    case "pv":
                        info.pv(line(position, value, text));
                        break;
                    default:
                        info.extra(field.getKey(), value);
                        break;
                }
            } catch (IllegalArgumentException e) {
                throw new ProtocolException(label + " sent an info field " + field.getKey() + "=" + EngineException.quote(value)
                        + " that is not a valid value, in " + EngineException.quote(text), recent.list());
            }
        }
        return info.build();
    }

    /**
     * Reads a principal variation: its moves up to the first that cannot be played (illegal, ambiguous,
     * unreadable, or after the end of the game), which ends it. A PV is only the engine's report,
     * and a search is not failed for it (as python-chess keeps the readable prefix); the first such
     * PV of the engine is warned about ({@link #LOG}, and in its last output). Only the move the
     * engine plays ({@code done}) must be legal.
     */
    private List<Move> line(Position position, String moves, String text) {
        List<Move> pv = new ArrayList<>();
        Position at = position;
        for (String move : moves.strip().split("\\s+")) {
            if (move.isEmpty()) {
                continue;
            }
            if (pv.size() == MAX_PV) {
                // Deeper than any search reaches: the rest is dropped, not kept in every report.
                break;
            }
            Move played;
            try {
                if (at.legalMoves().isEmpty()) {
                    throw new org.draughts4j.engine.IllegalEngineMoveException("a move " + EngineException.quote(move)
                            + " after the end of the game", recent.list());
                }
                played = dialect.parseMove(at, move, text, recent.list());
            } catch (EngineException e) {
                warnOfPv(pv.size(), move, text, e);
                break;
            }
            pv.add(played);
            at = at.play(played);
        }
        return pv;
    }

    /** Warns of the first PV with a move that cannot be played; called with the lock held. */
    private void warnOfPv(int kept, String move, String text, EngineException e) {
        if (!warnings.isEmpty()) {
            return;
        }
        String warning = label + " sent a principal variation or expected reply with a move that cannot be played, "
                + EngineException.quote(move) + ", read up to the " + kept + " move" + (kept == 1 ? "" : "s")
                + " before it (warned once): " + EngineException.quote(text);
        warnings.add(warning);
        recent.add("warning: " + warning);
        LOG.log(System.Logger.Level.WARNING, warning);
    }

    /** @return the warnings given so far, for tests */
    List<String> warnings() {
        synchronized (lock) {
            return List.copyOf(warnings);
        }
    }

    private void done(HubLine line, String text) {
        Search current = search;
        if (current == null) {
            // A done with no search: a late answer to a search given up, ignored.
            return;
        }
        search = null;
        String error = pendingError;
        pendingError = null;
        try {
            if (error != null) {
                throw new EngineErrorException(label + " reported an error: " + EngineException.quote(error), recent.list());
            }
            String moveText = line.get("move").orElseThrow(() -> new ProtocolException(label
                    + " ended a search without a move: " + EngineException.quote(text), recent.list()));
            Move move = dialect.parseMove(current.position, moveText, text, recent.list());
            Optional<Move> reply = Optional.empty();
            Optional<String> ponderText = line.get("ponder").filter(s -> !s.isEmpty());
            if (ponderText.isPresent()) {
                Position after = current.position.play(move);
                if (!after.legalMoves().isEmpty()) {
                    try {
                        reply = Optional.of(dialect.parseMove(after, ponderText.get(), text, recent.list()));
                    } catch (org.draughts4j.engine.IllegalEngineMoveException e) {
                        // Only the move played must be legal: a reply that cannot be played is dropped, as a PV's.
                        warnOfPv(1, ponderText.get(), text, e);
                    }
                }
            }
            current.feed.finish(new PlayResult(move, reply, Info.EMPTY));
        } catch (EngineException e) {
            current.feed.fail(e);
        }
    }

    private void error(HubLine line, String text) {
        String message = line.get("message").orElse(text);
        if (search != null) {
            // The search's done, if one comes, is awaited before the next search.
            pendingError = message;
            failSearch(search, new EngineErrorException(label + " reported an error: " + EngineException.quote(message),
                    recent.list()));
        } else {
            pendingError = message;
        }
    }

    /** Fails the search for the caller; the engine's done for it is still awaited, and dropped, before the next. */
    private void failSearch(Search current, EngineException failure) {
        current.feed.fail(failure);
        if (!current.stopSent) {
            current.stopSent = true;
            new Thread(() -> trySend(HubLine.of("stop")), "hub-stop").start();
        }
    }

    // ----- waiting

    private interface Condition {
        boolean holds();
    }

    /** Waits, holding the lock, until the condition holds, the engine dies, or the time is up. */
    private void awaitLocked(Condition condition, Duration bound, String what) {
        long deadline = System.nanoTime() + bound.toNanos();
        while (!condition.holds()) {
            checkAlive();
            if (pendingError != null && !(condition.holds())) {
                String message = pendingError;
                if (search == null) {
                    pendingError = null;
                    throw new EngineErrorException(label + " reported an error: " + EngineException.quote(message),
                            recent.list());
                }
            }
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                EngineTimeoutException failure = new EngineTimeoutException(label + " did not answer within "
                        + say(bound) + ": waiting for " + what, recent.list());
                dieLater(failure);
                throw failure;
            }
            try {
                lock.wait(Math.max(1, Math.min(TimeUnit.NANOSECONDS.toMillis(left), 200)));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new EngineException("interrupted while waiting for " + label, recent.list(), e);
            }
        }
    }

    private void dieLater(EngineException failure) {
        Thread killer = new Thread(() -> die(failure), "hub-kill");
        killer.setDaemon(true);
        killer.start();
    }

    private void checkAlive() {
        if (dead != null) {
            throw dead;
        }
        if (closing) {
            throw new IllegalStateException(label + " is closed");
        }
    }

    /** Stops searches past their time and pings silent engines; fails those that do not answer. */
    private void watch() {
        while (!closing) {
            try {
                Thread.sleep(TICK_MILLIS);
            } catch (InterruptedException e) {
                return;
            }
            EngineException failure = null;
            boolean stop = false;
            boolean ping = false;
            synchronized (lock) {
                Search current = search;
                if (current == null || dead != null) {
                    continue;
                }
                long now = System.nanoTime();
                if (now - current.deadline > 0 && !current.stopSent) {
                    current.stopSent = true;
                    stop = true;
                } else if (current.stopSent && current.deadline != Long.MAX_VALUE
                        && now - current.deadline - timeout.toNanos() > 0) {
                    failure = new EngineTimeoutException(label + " did not end its search in its time and "
                            + say(timeout) + " after stop", recent.list());
                }
                long silence = now - current.lastHeard;
                if (failure == null && current.pingSent == 0 && silence > timeout.toNanos() / 2) {
                    current.pingSent = now;
                    ping = true;
                } else if (failure == null && current.pingSent != 0 && now - current.pingSent > timeout.toNanos()) {
                    failure = new EngineTimeoutException(label + " hangs: no answer to ping in " + say(timeout)
                            + " during a search", recent.list());
                }
            }
            if (stop) {
                trySend(HubLine.of("stop"));
            }
            if (ping) {
                trySend(HubLine.of("ping"));
            }
            if (failure != null) {
                die(failure);
            }
        }
    }

    /** @return the number of {@code pong} lines received, for tests */
    long pongs() {
        synchronized (lock) {
            return pongs;
        }
    }

    /**
     * Sends {@code ping} and waits for the {@code pong}.
     *
     * @throws EngineException if the engine does not answer within the timeout, or has died
     */
    public void ping() {
        long before;
        synchronized (lock) {
            checkAlive();
            before = pongs;
        }
        send(HubLine.of("ping"));
        synchronized (lock) {
            awaitLocked(() -> pongs > before, timeout, "pong");
        }
    }

    /**
     * How long the client waits for a Hub engine.
     *
     * @param answer the bound on each wait for an answer during play ({@code pong}, the {@code
     *     done} of a stopped search), and the silence after which a searching engine is pinged
     *     (half of it) and thought to hang (all of it)
     * @param ready the bound on the handshake ({@code hub} ... {@code wait}) and on {@code init}
     *     ... {@code ready}, each, which may take long (an engine loading large tables)
     * @param move the longest search with no time of its own (a depth, a node count; not an
     *     infinite analysis) before the engine is told to stop; empty for no bound
     */
    public record Timeouts(Duration answer, Duration ready, Optional<Duration> move) {
        /**
         * Validates.
         *
         * @param answer the bound on each answer
         * @param ready the bound on the handshake and on init
         * @param move the longest search with no time bound, if any
         * @throws IllegalArgumentException if a duration is not positive
         */
        public Timeouts {
            positive(answer, "answer");
            positive(ready, "ready");
            move.ifPresent(m -> positive(m, "move"));
        }

        /**
         * @param answer the bound on each answer
         * @return those bounds, twice {@code answer} to get ready, no bound on a search (what
         *     {@link #start(Path, Duration)} uses)
         */
        public static Timeouts of(Duration answer) {
            return new Timeouts(answer, answer.multipliedBy(2), Optional.empty());
        }

        private static void positive(Duration time, String what) {
            if (time.isNegative() || time.isZero()) {
                throw new IllegalArgumentException("the " + what + " timeout must be positive: " + time);
            }
        }
    }

    /** Makes {@code hub:PATH} engines for {@link org.draughts4j.engine.Engines}. */
    public static final class Factory implements EngineFactory {
        /** For {@link java.util.ServiceLoader}. */
        public Factory() {
        }

        @Override
        public String kind() {
            return "hub";
        }

        /** Options of the client, not the program's: no Hub parameter is named with a dot. */
        static final String READY_TIMEOUT = "hub.ready-timeout";
        /** See {@link #READY_TIMEOUT}. */
        static final String MOVE_TIMEOUT = "hub.move-timeout";

        @Override
        public String description() {
            return "hub:PATH[,NAME=VALUE...][,hub.ready-timeout=S,hub.move-timeout=S]: a Hub v2 engine, run as"
                    + " 'PATH hub' in PATH's directory";
        }

        /**
         * Options named {@code hub.*} are the client's own ({@code hub.ready-timeout}, {@code
         * hub.move-timeout}, in seconds); every other option is the program's, sent as {@code
         * set-param}.
         */
        @Override
        public Engine open(EngineSpec spec) {
            if (spec.argument().isEmpty()) {
                throw new IllegalArgumentException("hub needs the engine's path: hub:PATH");
            }
            Map<String, String> params = new LinkedHashMap<>(spec.options());
            Timeouts defaults = Timeouts.of(DEFAULT_TIMEOUT);
            Duration ready = seconds(params.remove(READY_TIMEOUT), READY_TIMEOUT).orElse(defaults.ready());
            Optional<Duration> move = seconds(params.remove(MOVE_TIMEOUT), MOVE_TIMEOUT);
            for (String name : params.keySet()) {
                if (name.startsWith("hub.")) {
                    throw new IllegalArgumentException("unknown option '" + name + "' of the Hub client (it has "
                            + READY_TIMEOUT + " and " + MOVE_TIMEOUT + ")");
                }
            }
            HubEngine engine = start(Path.of(spec.argument()), new Timeouts(defaults.answer(), ready, move));
            try {
                engine.configure(params);
            } catch (RuntimeException e) {
                engine.close();
                throw e;
            }
            return engine;
        }

        private static Optional<Duration> seconds(String value, String option) {
            if (value == null) {
                return Optional.empty();
            }
            double seconds;
            try {
                seconds = Double.parseDouble(value);
            } catch (NumberFormatException e) {
                seconds = Double.NaN;
            }
            if (!(seconds > 0 && seconds <= 1e6)) {
                throw new IllegalArgumentException("option " + option + " takes a positive number of seconds, not '"
                        + value + "'");
            }
            return Optional.of(Duration.ofNanos(Math.round(seconds * 1e9)));
        }
    }
}
