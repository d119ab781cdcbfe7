package org.draughts4j.engine;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import org.draughts4j.core.Game;
import org.draughts4j.core.Variant;

/**
 * The base of an engine that runs in this process: it owns what every such engine needs besides
 * its search, so that an engine implements {@link #think} and little else. The built-in engine, the
 * random and the greedy movers are made on it; so can a user's.
 *
 * <p>What it owns:
 * <ul>
 *   <li>The options: declared once with their defaults, checked against their declarations ({@link
 *       EngineOption#check}) and by {@link #validate}, all before any is taken, then handed to
 *       {@link #apply} one by one; {@link #options()} lists them with their current values.</li>
 *   <li>The searches: each runs on the engine's own thread (one, made at the first search, ended by
 *       {@link #close()}); the caller gets an {@link Analysis} at once. A game that is over, a
 *       variant the engine does not play and a closed engine are refused before anything starts.
 *       Whatever {@link #think} throws ends the search as an {@link EngineException}.</li>
 *   <li>The rule for a command that comes while a search runs, the same for every method: the
 *       running search is stopped and its end awaited first (it still ends with its result so far),
 *       then the command is carried out. A new search thus cancels the old one, as python-chess does.
 *       {@link #close()} stops it too.</li>
 * </ul>
 *
 * <pre>{@code
 * final class FirstMoveEngine extends InProcessEngine {
 *     FirstMoveEngine() {
 *         super(List.of());
 *     }
 *
 *     public EngineId id() {
 *         return new EngineId("first", "1", "me");
 *     }
 *
 *     protected PlayResult think(Search search) {
 *         Move move = search.game().position().legalMoves().get(0);
 *         return new PlayResult(move, Optional.empty(), Info.builder().depth(1).pv(List.of(move)).build());
 *     }
 * }
 * }</pre>
 */
public abstract class InProcessEngine implements Engine {
    /** How long a command waits for a stopped search to end before it gives up on it. */
    private static final Duration STOP_WAIT = Duration.ofSeconds(30);

    private final Object lock = new Object();
    private final Map<String, EngineOption> declared = new LinkedHashMap<>();
    private final Map<String, String> values = new LinkedHashMap<>();
    private ExecutorService worker;
    private Thread workerThread;
    private Analysis running;
    private boolean closed;

    /**
     * @param options the options the engine takes, with their defaults
     * @throws IllegalArgumentException if two options have one name
     */
    protected InProcessEngine(List<EngineOption> options) {
        for (EngineOption option : options) {
            if (declared.put(option.name(), option) != null) {
                throw new IllegalArgumentException("option " + option.name() + " is declared twice");
            }
            values.put(option.name(), option.value());
        }
    }

    /**
     * One search as the engine sees it: what to search, and the way to report and to learn that it
     * should stop. Thread-safe.
     */
    protected static final class Search {
        private final Game game;
        private final Limit limit;
        private final SearchMode mode;
        private final long startNanos = System.nanoTime();
        private final AnalysisFeed feed;
        private final Object lock = new Object();
        private boolean stopRequested;
        private Runnable onStop;

        private Search(Game game, Limit limit, SearchMode mode) {
            this.game = game;
            this.limit = limit;
            this.mode = mode;
            this.feed = new AnalysisFeed(game.position().sideToMove(), this::stopRequestedNow);
        }

        /** @return the game whose current position is searched, not over */
        public Game game() {
            return game;
        }

        /** @return the bounds of the search */
        public Limit limit() {
            return limit;
        }

        /** @return whether the move is to be played or the position analysed */
        public SearchMode mode() {
            return mode;
        }

        /** @return the {@link System#nanoTime()} at which the search was asked for: its clock starts there */
        public long startNanos() {
            return startNanos;
        }

        /** @return whether the caller asked the search to end ({@link Analysis#stop()}, a new command, {@link #close()}) */
        public boolean stopRequested() {
            synchronized (lock) {
                return stopRequested;
            }
        }

        /**
         * Says what to do when the caller asks the search to end, such as setting the flag the search
         * polls; run at once when it has asked already. It must not block.
         *
         * @param action the action
         */
        public void onStop(Runnable action) {
            Objects.requireNonNull(action, "action");
            boolean now;
            synchronized (lock) {
                onStop = action;
                now = stopRequested;
            }
            if (now) {
                action.run();
            }
        }

        /**
         * Reports progress to the caller.
         *
         * @param info a report of the search
         */
        public void report(Info info) {
            feed.info(info);
        }

        private void stopRequestedNow() {
            Runnable action;
            synchronized (lock) {
                stopRequested = true;
                action = onStop;
            }
            if (action != null) {
                action.run();
            }
        }
    }

    /**
     * Searches, on the engine's thread, until the limit is reached or a stop is asked for ({@link
     * Search#stopRequested()}, {@link Search#onStop}); then gives the move. A stopped search still
     * gives its best move so far.
     *
     * @param search what to search, and where to report
     * @return the move chosen and the search's last information
     */
    protected abstract PlayResult think(Search search);

    /**
     * Checks an option's value beyond its declaration (a file that must exist, a number the
     * declaration cannot bound), before any option of the same call is taken. By default every
     * value the declaration takes is good.
     *
     * @param name the option
     * @param value its new value, stripped
     * @throws IllegalArgumentException naming the option and the value, if the value is refused
     */
    protected void validate(String name, String value) {
    }

    /**
     * Takes an option's new value, once every value of the call has been checked; no search runs.
     * By default nothing more is done: the engine reads its options with {@link #option}.
     *
     * @param name the option
     * @param value its new value, stripped
     */
    protected void apply(String name, String value) {
    }

    /**
     * @param name an option declared
     * @return its current value
     * @throws IllegalArgumentException if no such option is declared
     */
    protected final String option(String name) {
        synchronized (lock) {
            String value = values.get(name);
            if (value == null) {
                throw new IllegalArgumentException("no option " + name);
            }
            return value;
        }
    }

    /**
     * Called before a search starts, on the caller's thread, with no search running: the place to
     * refuse what the engine cannot search, or to make what the first search of a variant needs
     * when {@link #prepare} was not called. By default nothing.
     *
     * @param game the game to search, not over, of a variant the engine plays
     * @throws IllegalArgumentException if the engine refuses the search
     */
    protected void beforeSearch(Game game) {
    }

    /**
     * Makes ready for a variant what the engine's searches need (tables, weights, memory), off the
     * clock; no search runs. By default nothing.
     *
     * @param variant the variant, one the engine plays
     * @throws IllegalArgumentException if the engine cannot get ready for it
     */
    protected void onPrepare(Variant variant) {
    }

    /** Forgets what earlier games taught the engine; no search runs. By default nothing. */
    protected void onNewGame() {
    }

    /** Frees what the engine holds, once; no search runs. By default nothing. */
    protected void onClose() {
    }

    @Override
    public final List<EngineOption> options() {
        synchronized (lock) {
            List<EngineOption> current = new ArrayList<>();
            for (EngineOption option : declared.values()) {
                current.add(new EngineOption(option.name(), option.type(), values.get(option.name()), option.min(),
                        option.max(), option.choices()));
            }
            return current;
        }
    }

    /**
     * Sets options, all or none: each is checked against its declaration and by {@link #validate}
     * before any is taken. A search under way is stopped first.
     *
     * @throws IllegalArgumentException if an option is unknown or a value is refused
     * @throws IllegalStateException if the engine is closed
     */
    @Override
    public final void configure(Map<String, String> changes) {
        Map<String, String> stripped = new LinkedHashMap<>();
        for (Map.Entry<String, String> change : changes.entrySet()) {
            EngineOption option = declared.get(change.getKey());
            if (option == null) {
                throw new IllegalArgumentException(id().name() + " has no option '" + change.getKey() + "'"
                        + (declared.isEmpty() ? "" : " (options: " + String.join(", ", declared.keySet()) + ")"));
            }
            String value = change.getValue().strip();
            Optional<String> problem = option.check(value);
            if (problem.isPresent()) {
                throw new IllegalArgumentException(problem.get());
            }
            validate(change.getKey(), value);
            stripped.put(change.getKey(), value);
        }
        synchronized (lock) {
            requireOpen();
            stopRunning();
            for (Map.Entry<String, String> change : stripped.entrySet()) {
                apply(change.getKey(), change.getValue());
                values.put(change.getKey(), change.getValue());
            }
        }
    }

    /** @return true: by default an engine in this process plays whatever the core plays */
    @Override
    public boolean supports(Variant variant) {
        Objects.requireNonNull(variant, "variant");
        return true;
    }

    /** Stops a search under way, then forgets what earlier games taught the engine ({@link #onNewGame}). */
    @Override
    public final void newGame() {
        synchronized (lock) {
            requireOpen();
            stopRunning();
            onNewGame();
        }
    }

    /**
     * Stops a search under way, then makes ready what the engine's searches of {@code variant}
     * need ({@link #onPrepare}), so that the clock of the first search is the search's own.
     */
    @Override
    public final void prepare(Variant variant) {
        Objects.requireNonNull(variant, "variant");
        if (!supports(variant)) {
            throw new IllegalArgumentException(id() + " does not play " + variant.name());
        }
        synchronized (lock) {
            requireOpen();
            stopRunning();
            onPrepare(variant);
        }
    }

    /**
     * Starts a search on the engine's thread; a search under way is stopped first, and ends with its
     * result so far.
     *
     * @throws IllegalStateException if the engine is closed
     */
    @Override
    public final Analysis search(Game game, Limit limit, SearchMode mode) {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(limit, "limit");
        Objects.requireNonNull(mode, "mode");
        if (game.outcome().isOver()) {
            throw new IllegalArgumentException("the game is over (" + game.outcome() + "): there is no move to search");
        }
        if (!supports(game.variant())) {
            throw new IllegalArgumentException(id() + " does not play " + game.variant().name());
        }
        synchronized (lock) {
            requireOpen();
            stopRunning();
            beforeSearch(game);
            Search search = new Search(game, limit, mode);
            Analysis analysis = search.feed.analysis();
            running = analysis;
            try {
                worker().execute(() -> run(search));
            } catch (RejectedExecutionException e) {
                running = null;
                throw new IllegalStateException("the engine is closed", e);
            }
            return analysis;
        }
    }

    private void run(Search search) {
        PlayResult result = null;
        EngineException failure = null;
        try {
            result = Objects.requireNonNull(think(search), "think gave no result");
        } catch (EngineException e) {
            failure = e;
        } catch (RuntimeException | Error e) {
            failure = new EngineException(id().name() + " failed: " + e, List.of(), e);
        }
        // The result first, then the engine is free: a command that stopped this search and waits
        // for the engine finds the search ended. A reader who starts the next search at once waits
        // the few instructions between the two.
        if (failure != null) {
            search.feed.fail(failure);
        } else {
            search.feed.finish(result);
        }
        synchronized (lock) {
            if (running == search.feed.analysis()) {
                running = null;
                lock.notifyAll();
            }
        }
    }

    /** Stops the search under way, and every thread the engine started. Never throws. */
    @Override
    public final void close() {
        ExecutorService ending;
        synchronized (lock) {
            if (closed) {
                return;
            }
            closed = true;
            try {
                stopRunning();
            } catch (RuntimeException e) {
                // Closing goes on: the search's failure is for whoever reads its result.
            }
            ending = worker;
            try {
                onClose();
            } catch (RuntimeException e) {
                // Never throws: what could not be freed is left to the collector.
            }
        }
        if (ending != null) {
            ending.shutdownNow();
        }
    }

    /**
     * Called holding the lock: stops the running search and waits for its end (again, should another
     * thread's command have started one while this one waited).
     */
    private void stopRunning() {
        while (running != null) {
            Analysis analysis = running;
            if (Thread.currentThread() == workerThread) {
                throw new IllegalStateException("a search cannot give its engine commands");
            }
            analysis.stop();
            long deadline = System.nanoTime() + STOP_WAIT.toNanos();
            // The search frees the engine under this lock: wait for it without holding it.
            while (running == analysis) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    running = null;
                    throw new EngineException(id().name() + " did not end its search within " + STOP_WAIT.toSeconds()
                            + " s of being told to stop", List.of());
                }
                try {
                    lock.wait(Math.max(1, left / 1_000_000));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new EngineException("interrupted while waiting for a stopped search to end", List.of(), e);
                }
            }
        }
    }

    private ExecutorService worker() {
        if (worker == null) {
            worker = Executors.newSingleThreadExecutor(task -> {
                Thread thread = new Thread(task, "draughts4j-engine-" + id().name());
                thread.setDaemon(true);
                workerThread = thread;
                return thread;
            });
        }
        return worker;
    }

    private void requireOpen() {
        if (closed) {
            throw new IllegalStateException(id().name() + " is closed");
        }
    }
}
