package org.draughts4j.web;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Semaphore;
import org.draughts4j.core.Game;
import org.draughts4j.core.Move;
import org.draughts4j.core.Notation;
import org.draughts4j.core.Position;
import org.draughts4j.engine.Analysis;
import org.draughts4j.engine.Engine;
import org.draughts4j.engine.Engines;
import org.draughts4j.engine.Info;
import org.draughts4j.engine.Limit;
import org.draughts4j.engine.PlayResult;
import org.draughts4j.engine.Score;
import org.draughts4j.engine.SearchMode;

/**
 * The engine searches of the pages: each page (a session, named by the page) has its own engines,
 * opened from the specs of the command line when it first uses one, and one search at a time: a
 * new search of a session stops the one it has running and waits for its end, as an {@link Engine}
 * does with its own. Searches overall and sessions are bounded; an idle session is closed, its
 * engines with it, when a new one needs its place.
 */
final class Searches implements AutoCloseable {
    /** An engine a page may pick: its name on the page and the spec it is opened from. */
    record Choice(String name, String spec) {
    }

    /** Where a search's events go: a page's event stream. */
    interface Sink {
        /**
         * @param event the event's name
         * @param data its data, one line of JSON
         * @throws IOException when the page has gone: the search is then stopped
         */
        void send(String event, String data) throws IOException;

        /**
         * Says the search is alive when it has nothing else to say, so that a page that has gone
         * is noticed while an engine thinks in silence.
         *
         * @throws IOException when the page has gone
         */
        void ping() throws IOException;
    }

    /** A refusal the server answers with a status code. */
    static final class Refused extends RuntimeException {
        private static final long serialVersionUID = 1L;
        final int status;

        Refused(int status, String message) {
            super(message);
            this.status = status;
        }
    }

    private final List<Choice> choices;
    private final Map<String, String> extraOptions;
    private final int maxSessions;
    private final Semaphore searches;
    private final Duration maxTime;
    /** The sessions, the least recently used first. */
    private final LinkedHashMap<String, Session> sessions = new LinkedHashMap<>(16, 0.75f, true);
    private boolean closed;

    /**
     * @param choices the engines pages may pick
     * @param builtinOptions options given to every built-in engine (the tables' directory)
     * @param maxSessions the most sessions kept
     * @param maxSearches the most searches running at once, over all sessions
     * @param maxTime the longest a search may run (an analysis without end is stopped then)
     */
    Searches(List<Choice> choices, Map<String, String> builtinOptions, int maxSessions, int maxSearches,
            Duration maxTime) {
        this.choices = List.copyOf(choices);
        this.extraOptions = Map.copyOf(builtinOptions);
        this.maxSessions = maxSessions;
        this.searches = new Semaphore(maxSearches);
        this.maxTime = maxTime;
    }

    List<Choice> choices() {
        return choices;
    }

    /**
     * A page's search: how it is stopped at once, and its work, which sends its events and returns
     * when the search has ended.
     */
    private interface Job {
        void stop();

        void work() throws IOException;
    }

    /**
     * A running search, and the sign that its request has given back its place among the searches
     * (the place is held until its last event is sent).
     */
    private record Running(Job job, java.util.concurrent.CountDownLatch released) {
        void stopAndWait() {
            job.stop();
            try {
                released.await(30, java.util.concurrent.TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /**
     * The most engines a page keeps: its opponent, the engine that plays its side's moves and its
     * analysing engine. A page that picks a fourth closes the one it used least recently, so that
     * a page switching between the server's engines does not keep every one of them.
     */
    static final int ENGINES_A_PAGE = 3;

    /** A page's engines, the least recently used first, and its running search. */
    private final class Session {
        final LinkedHashMap<Integer, Engine> engines = new LinkedHashMap<>(8, 0.75f, true);
        /** The running search, or null; guarded by this session. */
        Running running;
        /** Whether a request of this session is at work: such a session is not closed for another. */
        int users;

        synchronized Engine engine(int index) {
            Engine engine = engines.get(index);
            if (engine == null) {
                if (engines.size() >= ENGINES_A_PAGE) {
                    // Called with the page's last search stopped: the engine closed is idle.
                    Iterator<Engine> leastRecent = engines.values().iterator();
                    leastRecent.next().close();
                    leastRecent.remove();
                }
                Choice choice = choices.get(index);
                engine = Engines.open(choice.spec());
                if (!extraOptions.isEmpty() && choice.spec().strip().toLowerCase(Locale.ROOT).startsWith("builtin")) {
                    engine.configure(extraOptions);
                }
                engines.put(index, engine);
            }
            return engine;
        }

        void close() {
            for (Engine engine : engines.values()) {
                engine.close();
            }
            engines.clear();
        }
    }

    /**
     * Runs a search for a page and sends its reports as events: {@code info} for each report (line,
     * depth, score from White's side, principal variation in notation), then {@code done} with the
     * move, or {@code error}.
     *
     * @param sessionId the page's session
     * @param engineIndex the engine, an index of {@link #choices()}
     * @param game the game, not over
     * @param mode play (the engine's move, at its level) or analyse (until stopped or the time is up)
     * @param limit the search's limit
     * @param sink where the events go
     * @throws Refused when the engine index is wrong (400) or there are too many searches or pages (503)
     */
    void run(String sessionId, int engineIndex, Game game, SearchMode mode, Limit limit, Sink sink) throws IOException {
        if (game.outcome().isOver()) {
            throw new Refused(400, "the game is over (" + game.outcome() + "): nothing to search");
        }
        runJob(sessionId, engineIndex, game, engine -> {
            Analysis analysis = engine.search(game, limit, mode);
            return new Job() {
                @Override
                public void stop() {
                    analysis.close();
                }

                @Override
                public void work() throws IOException {
                    stream(analysis, game, sink);
                }
            };
        });
    }

    /**
     * Analyses a whole game for a page, position after position, each within {@code limit}, and
     * sends for each a {@code position} event (its ply, White's score, the engine's best move and
     * line) and for each move a {@code move} event (what the mover lost by it against the best, in
     * men, and its mark: {@code ?!}, {@code ?} or {@code ??}, {@link GameReview}); then {@code done}
     * with every move's judgment and whether the analysis went to the end (it stops when stopped,
     * or at the bound of a search's time).
     *
     * @param sessionId the page's session
     * @param engineIndex the engine, an index of {@link #choices()}
     * @param game the game; an end it was given (a resignation, an agreed or claimed draw) is left
     *     out, and its last position analysed as any other
     * @param limit each position's limit
     * @param sink where the events go
     * @throws Refused when the engine index is wrong (400) or there are too many searches or pages (503)
     */
    void runGame(String sessionId, int engineIndex, Game game, Limit limit, Sink sink) throws IOException {
        Game played = GameReview.withoutDeclaredEnd(game);
        runJob(sessionId, engineIndex, played, engine -> new GameJob(engine, played, limit, sink));
    }

    /**
     * Runs a page's search: stops the one it has running, takes a place among the searches, opens
     * the engine, starts the job, streams it, and gives the place back.
     */
    private void runJob(String sessionId, int engineIndex, Game game, java.util.function.Function<Engine, Job> start)
            throws IOException {
        if (engineIndex < 0 || engineIndex >= choices.size()) {
            throw new Refused(400, "no engine " + engineIndex + ": the server has " + choices.size());
        }
        Session session = enter(sessionId);
        try {
            Running running;
            // Stopping the page's last search and starting its next are one step, so that two
            // requests of one page never search side by side.
            synchronized (session) {
                if (session.running != null) {
                    session.running.stopAndWait();
                    session.running = null;
                }
                if (!searches.tryAcquire()) {
                    throw new Refused(503, "too many searches at once; try again later");
                }
                try {
                    Engine engine = session.engine(engineIndex);
                    if (!engine.supports(game.variant())) {
                        throw new Refused(400, choices.get(engineIndex).name() + " does not play "
                                + game.variant().name());
                    }
                    running = new Running(start.apply(engine), new java.util.concurrent.CountDownLatch(1));
                    session.running = running;
                } catch (RuntimeException | Error e) {
                    // An Error too (no memory for a new engine's table): a permit kept would be lost
                    // for good, and after a few every page's search refused.
                    searches.release();
                    throw e;
                }
            }
            try {
                running.job().work();
            } finally {
                searches.release();
                running.released().countDown();
                synchronized (session) {
                    if (session.running == running) {
                        session.running = null;
                    }
                }
            }
        } finally {
            leave(session);
        }
    }

    /** A whole game's analysis: one search after another, from the start to the last position. */
    private final class GameJob implements Job {
        private final Engine engine;
        private final Game game;
        private final Limit limit;
        private final Sink sink;
        private volatile boolean stopped;
        /** The search of the position at work, or null between two. */
        private volatile Analysis current;

        GameJob(Engine engine, Game game, Limit limit, Sink sink) {
            this.engine = engine;
            this.game = game;
            this.limit = limit;
            this.sink = sink;
        }

        @Override
        public void stop() {
            stopped = true;
            Analysis analysis = current;
            if (analysis != null) {
                analysis.close();
            }
        }

        @Override
        public void work() throws IOException {
            List<Game> prefixes = GameReview.prefixes(game);
            long deadline = System.nanoTime() + maxTime.toNanos();
            GameReview review = new GameReview(game);
            List<Object> judged = new ArrayList<>();
            boolean complete = true;
            for (int ply = 0; ply < prefixes.size(); ply++) {
                if (stopped || System.nanoTime() > deadline) {
                    complete = false;
                    break;
                }
                Game at = prefixes.get(ply);
                GameReview.Value value;
                if (GameReview.isEndedByRule(at)) {
                    value = GameReview.terminal(at);
                } else {
                    Analysis analysis = engine.search(at, limit, SearchMode.ANALYSE);
                    current = analysis;
                    if (stopped) {
                        analysis.close();
                    }
                    try {
                        while (!analysis.isDone()) {
                            if (analysis.next(Duration.ofMillis(500)).isEmpty() && !analysis.isDone()) {
                                sink.ping();
                            }
                            if (System.nanoTime() > deadline) {
                                analysis.stop();
                            }
                        }
                        if (stopped) {
                            complete = false;
                            break;
                        }
                        value = GameReview.searched(analysis, at.position());
                    } catch (IOException e) {
                        // The page went away: its analysis is of no more use.
                        analysis.stop();
                        throw e;
                    } finally {
                        current = null;
                        analysis.close();
                    }
                }
                Map<String, Object> position = value.json();
                position.put("ply", ply);
                sink.send("position", Json.write(position));
                Map<String, Object> move = review.judge(ply, value);
                if (move != null) {
                    judged.add(move);
                    sink.send("move", Json.write(move));
                }
            }
            Map<String, Object> done = new LinkedHashMap<>();
            done.put("complete", complete);
            done.put("moves", judged);
            sink.send("done", Json.write(done));
        }
    }

    private void stream(Analysis analysis, Game game, Sink sink) throws IOException {
        Position position = game.position();
        long deadline = System.nanoTime() + maxTime.toNanos();
        try {
            while (true) {
                Optional<Info> info = analysis.next(Duration.ofMillis(500));
                if (info.isPresent()) {
                    if (info.get().hasPv() || info.get().score().isPresent()) {
                        sink.send("info", Json.write(info(info.get(), position)));
                    }
                } else if (analysis.isDone()) {
                    break;
                } else {
                    sink.ping();
                }
                if (System.nanoTime() > deadline) {
                    analysis.stop();
                }
            }
            PlayResult result = analysis.result();
            Map<String, Object> done = new LinkedHashMap<>();
            if (result.hasMove()) {
                done.put("move", GameViews.move(result.move(), position));
            } else {
                done.put("claim", result.claim().orElseThrow().name().toLowerCase(Locale.ROOT));
            }
            List<Object> lines = new ArrayList<>();
            for (Info line : analysis.lines()) {
                lines.add(info(line, position));
            }
            done.put("lines", lines);
            sink.send("done", Json.write(done));
        } catch (IOException e) {
            // The page went away: its search is of no more use.
            analysis.stop();
            throw e;
        } finally {
            analysis.close();
        }
    }

    /** @return a report as the page reads it */
    static Map<String, Object> info(Info info, Position position) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("multipv", info.multiPv().orElse(1));
        json.put("depth", info.depth().isPresent() ? info.depth().getAsInt() : null);
        json.put("score", info.povScore().map(pov -> score(pov.white())).orElse(null));
        List<String> pv = new ArrayList<>();
        Position at = position;
        for (Move move : info.pv()) {
            // A line is legal from the position searched (the engine's moves are checked); it is
            // written move by move, each in the notation of its own position.
            pv.add(Notation.format(move, at));
            at = at.play(move);
        }
        json.put("pv", pv);
        json.put("nodes", info.nodes().isPresent() ? info.nodes().getAsLong() : null);
        return json;
    }

    /** @return a score from White's side: {@code +0.40} in men, {@code +W12} / {@code -W12} for a won or lost game in plies */
    static String score(Score white) {
        if (white.isWin()) {
            return "+W" + white.plies();
        }
        if (white.isLoss()) {
            return "-W" + white.plies();
        }
        return String.format(Locale.ROOT, "%+.2f", white.inMen());
    }

    /** Stops the session's search, if one runs, and waits for its end. */
    private static void stopRunning(Session session) {
        Running running;
        synchronized (session) {
            running = session.running;
        }
        if (running != null) {
            running.stopAndWait();
        }
    }

    /**
     * Stops the running search of a session, as a page does when it leaves analysis.
     *
     * @param sessionId the session
     */
    void stop(String sessionId) {
        Session session;
        synchronized (this) {
            session = sessions.get(sessionId);
        }
        if (session != null) {
            stopRunning(session);
        }
    }

    private Session enter(String id) {
        Session evicted;
        Session session;
        synchronized (this) {
            evicted = evictFor(id);
            session = sessions.computeIfAbsent(id, key -> new Session());
            session.users++;
        }
        if (evicted != null) {
            // Outside the lock every page shares: closing a program's engine may take seconds. A
            // failure to close is the evicted page's, not this request's, which holds its place now.
            try {
                synchronized (evicted) {
                    evicted.close();
                }
            } catch (RuntimeException e) {
                System.getLogger(Searches.class.getName()).log(System.Logger.Level.WARNING,
                        "closing an idle page's engines failed", e);
            }
        }
        return session;
    }

    /** @return the idle page to close to make room for {@code id}'s, if it is new and there is no room; removed */
    private Session evictFor(String id) {
        if (closed) {
            throw new Refused(503, "the server is stopping");
        }
        Session session = sessions.get(id);
        if (session == null) {
            if (sessions.size() >= maxSessions) {
                Iterator<Map.Entry<String, Session>> oldest = sessions.entrySet().iterator();
                Session evicted = null;
                while (oldest.hasNext()) {
                    Map.Entry<String, Session> entry = oldest.next();
                    if (entry.getValue().users == 0) {
                        evicted = entry.getValue();
                        oldest.remove();
                        break;
                    }
                }
                if (evicted == null) {
                    throw new Refused(503, "too many pages are searching; try again later");
                }
                return evicted;
            }
        }
        return null;
    }

    private synchronized void leave(Session session) {
        session.users--;
    }

    /** @return the engines a page holds open, by their index among the choices; for the tests */
    List<Integer> openEngines(String sessionId) {
        Session session;
        synchronized (this) {
            session = sessions.get(sessionId);
        }
        if (session == null) {
            return List.of();
        }
        synchronized (session) {
            return List.copyOf(session.engines.keySet());
        }
    }

    /** Stops every search and closes every engine. */
    @Override
    public void close() {
        List<Session> all;
        synchronized (this) {
            closed = true;
            all = new ArrayList<>(sessions.values());
            sessions.clear();
        }
        for (Session session : all) {
            stopRunning(session);
            synchronized (session) {
                session.close();
            }
        }
    }
}
