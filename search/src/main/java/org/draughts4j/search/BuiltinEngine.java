package org.draughts4j.search;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.CountDownLatch;
import org.draughts4j.core.Game;
import org.draughts4j.core.Move;
import org.draughts4j.core.Position;
import org.draughts4j.core.PositionStack;
import org.draughts4j.core.Variant;
import org.draughts4j.egtb.CorruptTableException;
import org.draughts4j.egtb.EndgameTables;
import org.draughts4j.egtb.UnsupportedVariantException;
import org.draughts4j.engine.Analysis;
import org.draughts4j.engine.AnalysisFeed;
import org.draughts4j.engine.Engine;
import org.draughts4j.engine.EngineException;
import org.draughts4j.engine.EngineFactory;
import org.draughts4j.engine.EngineId;
import org.draughts4j.engine.EngineOption;
import org.draughts4j.engine.EngineSpec;
import org.draughts4j.engine.Info;
import org.draughts4j.engine.Limit;
import org.draughts4j.engine.PlayResult;
import org.draughts4j.engine.Score;
import org.draughts4j.engine.SearchMode;

/**
 * The built-in engine: an alpha-beta search with an evaluation made from the variant's traits and
 * weights tuned per variant, for every variant on the class path, a third party's included. Spec:
 * {@code builtin[,level=N,threads=N,hash=MB,seed=N,weights=FILE,tables=DIR]}.
 *
 * <p>Options: {@code level} 1 to 10 (default 10, full strength; lower levels cap the nodes and pick
 * among near-best moves at random, from {@code seed} when given), {@code threads} (default 1; more
 * search the same tree together, faster but no longer repeatable), {@code hash} the transposition
 * table in megabytes (default 32), {@code weights} a file of evaluation weights in place of the
 * variant's own (lines {@code name opening endgame}, as the tuning tool writes them), {@code
 * tables} a directory of endgame tables ({@link EndgameTables}, as {@code draughts egtb build}
 * writes them). With one thread a search bounded by depth or nodes alone gives
 * the same move, score and node count every time, whatever was searched before.
 *
 * <p>Endgame tables: the search takes the value of every position they hold instead of searching
 * on (a win or a loss scored by its distance, below the game ends the search finds itself, since
 * the tables ignore the draw rules that count moves; those rules still apply at every node before
 * the tables are asked). A root they hold is answered from them: only its moves that keep its value
 * (the shortest win, a draw) are searched, one ply deep, so no level and no limit plays a table
 * win or draw away. The tables of a game's variant are opened from the directory when the engine
 * gets ready for it ({@link #prepare}) or at its first search; a variant the tables do not support
 * is then refused with an {@link IllegalArgumentException} naming the reason. A directory without
 * tables of the variant only leaves the search as it is.
 *
 * <p>Time: a move time is used whole; clocks are shared out over the moves to go, with the
 * increment, never more than half of what is left. {@link Analysis#stop()} ends a search within a
 * thousand nodes. A search runs on a thread of the engine's own; {@link #close()} ends it.
 *
 * <pre>{@code
 * try (BuiltinEngine engine = new BuiltinEngine()) {
 *     engine.configure(Map.of("level", "5"));
 *     Game game = Game.start(Variant.byName("russian"));
 *     Move move = engine.play(game, Limit.moveTime(Duration.ofMillis(200))).move();
 *     Move hint = engine.hint(game.play(move), Limit.depth(8));
 * }
 * }</pre>
 */
public final class BuiltinEngine implements Engine {
    /** The most threads the option takes. */
    public static final int MAX_THREADS = 64;
    private static final int DEFAULT_HASH = 32;

    private Level level = Level.of(Level.MAX);
    private int threads = 1;
    private int hashMegabytes = DEFAULT_HASH;
    private String seed = "";
    private String weightsFile = "";
    private String tablesDir = "";
    /** The tables opened from {@link #tablesDir}, for the variant of the last game; null before. */
    private EndgameTables tables;
    private SplittableRandom random = new SplittableRandom();

    private final Object lock = new Object();
    private Variant variant;
    private TranspositionTable table;
    private Searcher[] searchers = new Searcher[0];
    /** The tables the searchers probe, null for none. */
    private EndgameTables searcherTables;
    private Thread[] workers = new Thread[0];
    private Runnable[] tasks = new Runnable[0];
    private boolean closed;
    private boolean busy;
    /** Applied to every searcher made: the experiments of the tools set the search's switches. */
    java.util.function.Consumer<Searcher> settings = searcher -> { };
    private SearchControl running;

    /** An engine at full strength, one thread, a table of 32 MB. */
    public BuiltinEngine() {
    }

    /** @return {@code draughts4j} at full strength, {@code draughts4j level N} below it, so that two levels can be told apart */
    @Override
    public EngineId id() {
        synchronized (lock) {
            String name = level.number() == Level.MAX ? "draughts4j" : "draughts4j level " + level.number();
            return new EngineId(name, "0.1", "draughts4j");
        }
    }

    @Override
    public List<EngineOption> options() {
        synchronized (lock) {
            return List.of(EngineOption.integer("level", level.number(), 1, Level.MAX),
                    EngineOption.integer("threads", threads, 1, MAX_THREADS),
                    EngineOption.integer("hash", hashMegabytes, 1, 65_536),
                    EngineOption.string("seed", seed), EngineOption.string("weights", weightsFile),
                    EngineOption.string("tables", tablesDir));
        }
    }

    @Override
    public void configure(Map<String, String> values) {
        Level newLevel = level;
        int newThreads = threads;
        int newHash = hashMegabytes;
        String newSeed = seed;
        String newWeights = weightsFile;
        String newTables = tablesDir;
        for (Map.Entry<String, String> entry : values.entrySet()) {
            String value = entry.getValue().strip();
            switch (entry.getKey()) {
                case "level":
                    newLevel = Level.of(integer("level", value, 1, Level.MAX));
                    break;
                case "threads":
                    newThreads = integer("threads", value, 1, MAX_THREADS);
                    break;
                case "hash":
                    newHash = integer("hash", value, 1, 65_536);
                    break;
                case "seed":
                    if (!value.isEmpty()) {
                        integer("seed", value, Long.MIN_VALUE, Long.MAX_VALUE);
                    }
                    newSeed = value;
                    break;
                case "weights":
                    if (!value.isEmpty() && !java.nio.file.Files.isRegularFile(java.nio.file.Path.of(value))) {
                        throw new IllegalArgumentException("option weights names no file: " + value);
                    }
                    newWeights = value;
                    break;
                case "tables":
                    // The directory now; the variant's tables in it when the variant is known.
                    if (!value.isEmpty() && !Files.isDirectory(Path.of(value))) {
                        throw new IllegalArgumentException("option tables names no directory: " + value);
                    }
                    newTables = value;
                    break;
                default:
                    throw new IllegalArgumentException("builtin has no option '" + entry.getKey()
                            + "' (options: level, threads, hash, seed, weights, tables)");
            }
        }
        synchronized (lock) {
            if (busy) {
                throw new IllegalStateException("builtin takes options between searches, not during one");
            }
            if (newHash != hashMegabytes) {
                table = null;
            }
            if (newThreads != threads || newHash != hashMegabytes || !newWeights.equals(weightsFile)) {
                searchers = new Searcher[0];
            }
            if (!newTables.equals(tablesDir)) {
                tables = null;
            }
            weightsFile = newWeights;
            tablesDir = newTables;
            level = newLevel;
            threads = newThreads;
            hashMegabytes = newHash;
            if (!newSeed.equals(seed) || newSeed.isEmpty()) {
                random = newSeed.isEmpty() ? new SplittableRandom() : new SplittableRandom(Long.parseLong(newSeed));
            }
            seed = newSeed;
        }
    }

    private static int integer(String name, String value, long min, long max) {
        long number;
        try {
            number = Long.parseLong(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("option " + name + " takes a whole number, not '" + value + "'");
        }
        if (number < min || number > max) {
            throw new IllegalArgumentException("option " + name + " takes a value from " + min + " to " + max + ", not "
                    + value);
        }
        return (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, number));
    }

    /** @return true: the engine plays every variant, from its traits */
    @Override
    public boolean supports(Variant variant) {
        return true;
    }

    /**
     * Gets ready for a variant: opens its endgame tables when the option {@code tables} names a
     * directory.
     *
     * @throws IllegalArgumentException if the tables do not support the variant, or cannot be read
     */
    @Override
    public void prepare(Variant variant) {
        Objects.requireNonNull(variant, "variant");
        tablesFor(variant);
    }

    /**
     * @return the tables of the option {@code tables} for the variant, opened once for it; null
     *     without the option
     * @throws IllegalArgumentException if the tables do not support the variant, or cannot be read
     */
    private EndgameTables tablesFor(Variant variant) {
        synchronized (lock) {
            if (tablesDir.isEmpty()) {
                return null;
            }
            if (tables == null || !sameVariant(tables.variant(), variant)) {
                tables = openTables(variant, Path.of(tablesDir));
            }
            return tables;
        }
    }

    /**
     * @param variant a variant
     * @param dir a directory of endgame tables
     * @return its tables of the variant
     * @throws IllegalArgumentException naming the reason, if the tables do not support the variant,
     *     a file is corrupt or the directory cannot be read
     */
    static EndgameTables openTables(Variant variant, Path dir) {
        try {
            return EndgameTables.open(variant, dir);
        } catch (UnsupportedVariantException | CorruptTableException e) {
            throw new IllegalArgumentException("option tables: " + e.getMessage(), e);
        } catch (IOException e) {
            throw new IllegalArgumentException("option tables: cannot read the tables in " + dir + ": " + e.getMessage(),
                    e);
        }
    }

    private static boolean sameVariant(Variant a, Variant b) {
        return a != null && a.equals(b) && a.traits().equals(b.traits());
    }

    @Override
    public void newGame() {
        synchronized (lock) {
            if (table != null && !busy) {
                table.clear();
            }
        }
    }

    @Override
    public Analysis search(Game game, Limit limit, SearchMode mode) {
        Level current;
        synchronized (lock) {
            current = level;
        }
        return search(game, limit, mode, current);
    }

    private Analysis search(Game game, Limit limit, SearchMode mode, Level playing) {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(limit, "limit");
        Objects.requireNonNull(mode, "mode");
        if (game.outcome().isOver()) {
            throw new IllegalArgumentException("the game is over (" + game.outcome() + "): there is no move to search");
        }
        Job job;
        synchronized (lock) {
            if (closed) {
                throw new IllegalStateException("the engine is closed");
            }
            if (busy) {
                throw new IllegalStateException("the engine is already searching: one search at a time");
            }
            // Before anything starts: a variant the tables refuse fails here, as the Engine contract says.
            EndgameTables gameTables = tablesFor(game.variant());
            busy = true;
            job = new Job(game, limit, mode, playing, gameTables);
            running = job.control;
        }
        Thread thread = new Thread(job::run, "draughts4j-search");
        thread.setDaemon(true);
        thread.start();
        return job.feed.analysis();
    }

    /**
     * A hint for the side to move: the move the engine would play at full strength, whatever its
     * level.
     *
     * @param game a game that is not over
     * @param limit the bounds of the search
     * @return the move
     * @throws IllegalArgumentException if the game is over
     */
    public Move hint(Game game, Limit limit) {
        try (Analysis analysis = search(game, limit, SearchMode.PLAY, Level.of(Level.MAX))) {
            return analysis.result().move();
        }
    }

    @Override
    public void close() {
        SearchControl control;
        synchronized (lock) {
            closed = true;
            control = running;
        }
        if (control != null) {
            control.stop();
        }
    }

    /** One search: its limit, its control and its feed, run on a thread of its own. */
    private final class Job {
        final Game game;
        final Limit limit;
        final SearchMode mode;
        final Level level;
        final long start = System.nanoTime();
        final TimeBudget budget;
        final SearchControl control;
        final AnalysisFeed feed;
        /** The variant's endgame tables, or null. */
        final EndgameTables tables;

        Job(Game game, Limit limit, SearchMode mode, Level level, EndgameTables tables) {
            this.game = game;
            this.tables = tables;
            this.limit = limit;
            this.mode = mode;
            this.level = level;
            this.budget = TimeBudget.of(limit, game.position().sideToMove());
            long nodes = Math.min(limit.nodes().orElse(Long.MAX_VALUE), level.nodes());
            this.control = new SearchControl(nodes, budget.bounded() ? start + budget.hardNanos() : Long.MAX_VALUE);
            this.feed = new AnalysisFeed(control::stop);
        }

        void run() {
            PlayResult result = null;
            EngineException failure = null;
            try {
                result = searchNow();
            } catch (RuntimeException | Error e) {
                failure = new EngineException("builtin failed: " + e, List.of(), e);
            } finally {
                // Free before the result is out: its reader may start the next search at once.
                synchronized (lock) {
                    busy = false;
                    running = null;
                }
            }
            if (failure != null) {
                feed.fail(failure);
            } else {
                feed.finish(result);
            }
        }

        private PlayResult searchNow() {
            Searcher[] team = team(game.variant(), tables);
            // Same limits, same result: a search bounded by depth or nodes reads only what it writes.
            boolean repeatable = !budget.bounded() && !limit.isInfinite() && team.length == 1;
            table.newSearch(repeatable);
            Searcher main = team[0];
            int moves = 0;
            for (Searcher searcher : team) {
                moves = searcher.setRoot(game);
                searcher.resetStatistics();
            }
            int maxDepth = limit.depth().orElse(Searcher.MAX_PLY);
            if (moves == 1 && mode == SearchMode.PLAY && budget.bounded()) {
                // A forced move: no time spent on it beyond a glance at its score.
                maxDepth = Math.min(maxDepth, 2);
            }
            if (main.rootInTables()) {
                // Every move's value is in the tables, which the search would read a ply down anyway.
                maxDepth = 1;
            }
            CountDownLatch helpersDone = new CountDownLatch(team.length - 1);
            for (int i = 1; i < team.length; i++) {
                Searcher helper = team[i];
                int startDepth = 1 + (i & 1);
                int depth = maxDepth;
                Thread thread = new Thread(() -> {
                    try {
                        helper.iterate(depth, control, false, startDepth, 0, (d, s, x) -> { }, d -> control.isStopped());
                    } finally {
                        helpersDone.countDown();
                    }
                }, "draughts4j-search-" + i);
                thread.setDaemon(true);
                thread.start();
            }
            long[] nodesBefore = new long[1];
            main.iterate(maxDepth, control, true, 1, level.margin(), (depth, score, searcher) ->
                    feed.info(info(depth, score, searcher, team)), depth -> enough(depth, main));
            control.stop();
            try {
                helpersDone.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            nodesBefore[0] = totalNodes(team);
            int chosen = choose(main);
            Position position = game.position();
            Move move = main.stack.toMove(0, chosen);
            List<Move> pv = chosen == main.bestIndex() ? principalVariation(position, main) : List.of(move);
            Info.Builder info = Info.builder().depth(main.completedDepth()).nodes(nodesBefore[0]).time(elapsed())
                    .pv(pv);
            tableHits(info, team);
            int score = chosen == main.bestIndex() ? main.bestScore() : main.rootScore(chosen);
            if (main.completedDepth() > 0) {
                info.score(score(score));
            }
            long nanos = Math.max(1, System.nanoTime() - start);
            info.nps(nodesBefore[0] * 1_000_000_000L / nanos);
            Optional<Move> ponder = pv.size() > 1 ? Optional.of(pv.get(1)) : Optional.empty();
            return new PlayResult(move, ponder, info.build());
        }

        /** After an iteration: whether to stop, by the soft time or a game end found. */
        private boolean enough(int depth, Searcher main) {
            if (control.isStopped()) {
                return true;
            }
            int score = main.bestScore();
            if (Math.abs(score) > Searcher.MATE_BOUND && depth > Searcher.MATE - Math.abs(score) + 2
                    && !limit.isInfinite() && limit.depth().isEmpty()) {
                return true;
            }
            if (budget.softNanos() < budget.hardNanos()) {
                // A new iteration takes several times the last: do not start one that cannot end.
                return System.nanoTime() - start >= budget.softNanos() / 2;
            }
            return false;
        }

        /**
         * The move to play: the best, or at a lower level one of the near-best at random, among
         * the moves searched (at a root in the tables, those that keep its value), never a game end
         * or a table value.
         */
        private int choose(Searcher main) {
            int best = main.bestIndex();
            if (level.margin() == 0 || main.completedDepth() == 0) {
                return best;
            }
            int top = main.bestScore();
            int[] weights = new int[main.rootCount()];
            int total = 0;
            for (int k = 0; k < weights.length; k++) {
                int score = main.rootScore(main.rootMove(k));
                int gap = top - score;
                if (gap <= level.margin() && Math.abs(score) < Searcher.TABLE_BOUND) {
                    weights[k] = level.margin() - gap + 1;
                    total += weights[k];
                }
            }
            if (total == 0) {
                return best;
            }
            int pick;
            synchronized (lock) {
                pick = random.nextInt(total);
            }
            for (int k = 0; k < weights.length; k++) {
                pick -= weights[k];
                if (pick < 0) {
                    return main.rootMove(k);
                }
            }
            return best;
        }

        /** Adds the positions found in the tables, as {@code tbhits}, when there are tables. */
        private void tableHits(Info.Builder info, Searcher[] team) {
            if (tables != null) {
                long hits = 0;
                for (Searcher searcher : team) {
                    hits += searcher.tableHits();
                }
                info.extra("tbhits", String.valueOf(hits));
            }
        }

        private Duration elapsed() {
            return Duration.ofNanos(System.nanoTime() - start);
        }

        private Info info(int depth, int score, Searcher searcher, Searcher[] team) {
            long nodes = totalNodes(team);
            long nanos = Math.max(1, System.nanoTime() - start);
            Info.Builder info = Info.builder().depth(depth).score(score(score)).nodes(nodes).time(Duration.ofNanos(nanos))
                    .nps(nodes * 1_000_000_000L / nanos).pv(principalVariation(game.position(), searcher));
            tableHits(info, team);
            return info.build();
        }
    }

    private static long totalNodes(Searcher[] team) {
        long total = 0;
        for (Searcher searcher : team) {
            total += searcher.nodes();
        }
        return total;
    }

    /** @return the searchers for the variant, made anew when the variant, its tables or the options changed */
    private Searcher[] team(Variant variant, EndgameTables tables) {
        synchronized (lock) {
            boolean sameVariant = sameVariant(this.variant, variant);
            if (table == null) {
                table = new TranspositionTable(hashMegabytes);
            } else if (!sameVariant) {
                table.clear();
            }
            if (!sameVariant || searchers.length != threads || searcherTables != tables) {
                Weights weights = weightsFile.isEmpty() ? Weights.of(variant) : Weights.read(variant,
                        java.nio.file.Path.of(weightsFile));
                Searcher[] made = new Searcher[threads];
                for (int i = 0; i < threads; i++) {
                    made[i] = new Searcher(variant, weights, table, tables);
                    settings.accept(made[i]);
                }
                searchers = made;
                searcherTables = tables;
                this.variant = variant;
            }
            return searchers;
        }
    }

    /** @return a score in the engine API's terms: a table's win or loss as one, with its distance */
    static Score score(int score) {
        if (score > Searcher.MATE_BOUND) {
            return Score.winIn(Math.max(1, Searcher.MATE - score));
        }
        if (score < -Searcher.MATE_BOUND) {
            return Score.lossIn(Math.max(0, Searcher.MATE + score));
        }
        if (score > Searcher.TABLE_BOUND) {
            return Score.winIn(Math.max(1, Searcher.TABLE_WIN - score));
        }
        if (score < -Searcher.TABLE_BOUND) {
            return Score.lossIn(Math.max(0, Searcher.TABLE_WIN + score));
        }
        return Score.men(score / 100.0);
    }

    /** @return the searcher's principal variation as moves, as far as they are legal one after the other */
    private static List<Move> principalVariation(Position position, Searcher searcher) {
        PositionStack stack = PositionStack.of(position.variant());
        stack.setRoot(position);
        List<Move> moves = new ArrayList<>();
        for (int ply = 0; ply < searcher.pvLength(); ply++) {
            int n = stack.generate(ply);
            int found = -1;
            for (int i = 0; i < n; i++) {
                if (stack.move(ply, i) == searcher.pvLow(ply) && stack.moveHigh(ply, i) == searcher.pvHigh(ply)) {
                    found = i;
                    break;
                }
            }
            if (found < 0) {
                break;
            }
            moves.add(stack.toMove(ply, found));
            stack.play(ply, found);
        }
        return moves;
    }

    /** Makes {@code builtin} engines for the engine specs. */
    public static final class Factory implements EngineFactory {
        /** For {@link java.util.ServiceLoader}. */
        public Factory() {
        }

        @Override
        public String kind() {
            return "builtin";
        }

        @Override
        public String description() {
            return "builtin[,level=1..10,threads=N,hash=MB,seed=N,weights=FILE,tables=DIR]: draughts4j's own search,"
                    + " every variant";
        }

        @Override
        public Engine open(EngineSpec spec) {
            if (!spec.argument().isEmpty()) {
                throw new IllegalArgumentException("builtin takes no ':' argument, only options: builtin,level=N");
            }
            BuiltinEngine engine = new BuiltinEngine();
            engine.configure(spec.options());
            return engine;
        }
    }
}
