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
import org.draughts4j.core.Color;
import org.draughts4j.core.Game;
import org.draughts4j.core.InputLimits;
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
import org.draughts4j.engine.InProcessEngine;
import org.draughts4j.engine.Info;
import org.draughts4j.engine.Limit;
import org.draughts4j.engine.PlayResult;
import org.draughts4j.engine.Score;
import org.draughts4j.engine.SearchMode;

/**
 * The built-in engine: an alpha-beta search with an evaluation made from the variant's traits and
 * weights tuned per variant, for every variant on the class path, a third party's included. Spec:
 * {@code builtin[,level=N,threads=N,hash=MB,seed=N,weights=FILE,patterns=on|off|FILE,tables=DIR,eval=full|material]}.
 *
 * <p>Options: {@code level} 1 to 10 (default 10, full strength; lower levels cap the nodes of a move
 * played and pick among near-best moves at random, from {@code seed} when given: see {@link Level};
 * an analysis, {@link SearchMode#ANALYSE}, is at full strength at every level), {@code threads}
 * (default 1; more search the same tree together, faster but no longer repeatable), {@code hash}
 * the transposition table in megabytes (default 0: by the level, 32 at full strength and 1 below,
 * where a move searches at most 60,000 nodes; at most half the Java heap, {@link
 * InputLimits#maxTableMegabytes()}: a larger one is refused when set, before it is made), {@code weights} a file of evaluation weights in place of the
 * variant's own (lines {@code name opening endgame}, as the tuning tool writes them), {@code
 * patterns} the learned pattern weights laid over them (docs/search.md, "Patterns"): {@code on} the
 * variant's own, {@code off} none, or a file of them (a path, so a Hub client sets it only where
 * files are allowed); by default the variant's own, which the module holds only where a match
 * showed that they gain, and none for a variant without them (its evaluation is the features'), {@code
 * tables} a directory of endgame tables ({@link EndgameTables}, as {@code draughts egtb build}
 * writes them), {@code eval} {@code full} (the default) or {@code material}: men and kings alone, at
 * the variant's default values (weights and patterns ignored), a trivial evaluation to measure the
 * search's speed against engines that have one. With one thread a search bounded by depth or nodes alone gives
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
 * <p>{@link #prepare} makes everything a search needs (hash, weights, searchers, tables) off the
 * clock; a search of a variant not prepared for makes it first, before its clock starts. Multi-PV
 * ({@link Limit#withMultiPv}) searches each line with a full window at every depth. A hint ({@link
 * #hint}) is the move the engine would play at its level; the last report of a search always has
 * the move played first in its line.
 *
 * <p>Time: a move time is used whole; clocks are shared out over the moves to go, with the
 * increment, never more than half of what is left. Without moves to go, the engine counts the moves
 * played in the game it is given (estimated from the pieces missing when the game starts from a
 * position set up), and spends least on the first and most from the 20th to the 50th. {@link
 * Analysis#stop()} ends a search within a thousand nodes. A search runs on the engine's own thread
 * ({@link InProcessEngine}); {@link #close()} ends it.
 *
 * <pre>{@code
 * try (BuiltinEngine engine = BuiltinEngine.atLevel(5)) {
 *     Game game = Game.start(Variant.byName("russian"));
 *     engine.prepare(game.variant());
 *     Move move = engine.play(game, Limit.moveTime(Duration.ofMillis(200))).move();
 *     Move hint = engine.hint(game.play(move), Limit.moveTime(Duration.ofMillis(200)));
 * }
 * }</pre>
 */
public final class BuiltinEngine extends InProcessEngine {
    /** The most threads the option takes. */
    public static final int MAX_THREADS = 64;
    /** The hash at full strength when the option leaves it to the level, in megabytes. */
    static final int FULL_STRENGTH_HASH = 32;
    /** The hash below full strength: level 9 searches at most 60,000 nodes a move, a sixteenth of its entries. */
    static final int LEVEL_HASH = 1;

    /** Picks among near-best moves below full strength; set anew by option {@code seed}. */
    private SplittableRandom random = new SplittableRandom();
    private final Object randomLock = new Object();

    /** Made for the variant of the last {@link #prepare} or search, under the engine's lock, with no search running. */
    private Variant variant;
    private TranspositionTable table;
    private Searcher[] searchers = new Searcher[0];
    /** The tables opened from option {@code tables} for {@link #variant}, null for none. */
    private EndgameTables tables;
    /** The options the searchers, the table and the tables were made with, to know when to make them again. */
    private String madeWith = "";
    /** Applied to every searcher made: the experiments of the tools set the search's switches. */
    java.util.function.Consumer<Searcher> settings = searcher -> { };
    /**
     * Whether a clock's share of time stretches while the best move changes from one iteration to
     * the next and shrinks while it stays ({@link #STABILITY_PERCENT}). Off: not yet shown to gain
     * (docs/search.md's ladder); the experiments of the tools set it.
     */
    boolean stabilityTime = false;
    /**
     * The moves to go a clock is shared out over, by the moves played, when the limit does not give
     * them: {@link TimeBudget.Schedule#MIDDLE_GAME}. The experiments of the tools set others.
     */
    TimeBudget.Schedule movesToGo = TimeBudget.Schedule.MIDDLE_GAME;
    /**
     * Whether the move played is that of a helper thread when it completed a deeper iteration than
     * the main thread. The experiments of the tools set it.
     */
    boolean deepestThread = false;

    /**
     * The part of a clock's share used, in percent, by how many finished iterations in a row the
     * best move has stayed: 0 when the last one changed it, the last entry for that many or more.
     */
    static final int[] STABILITY_PERCENT = {160, 110, 90, 75, 65};
    /** The table {@link #stabilityTime} follows, {@link #STABILITY_PERCENT} unless the experiments of the tools set another. */
    int[] stabilityPercent = STABILITY_PERCENT;

    /** An engine at full strength, one thread, a table of 32 MB. */
    public BuiltinEngine() {
        super(List.of(EngineOption.integer("level", Level.MAX, 1, Level.MAX),
                EngineOption.integer("threads", 1, 1, MAX_THREADS),
                EngineOption.integer("hash", 0, 0, 65_536),
                EngineOption.string("seed", ""), EngineOption.path("weights", ""),
                EngineOption.path("patterns", ""), EngineOption.path("tables", ""),
                EngineOption.choice("eval", EVAL_FULL, List.of(EVAL_FULL, EVAL_MATERIAL))));
    }

    /**
     * @param level a playing level, 1 to {@value Level#MAX}
     * @return an engine at that level, one thread
     * @throws IllegalArgumentException for another level
     */
    public static BuiltinEngine atLevel(int level) {
        BuiltinEngine engine = new BuiltinEngine();
        engine.configure(Map.of("level", String.valueOf(Level.of(level).number())));
        return engine;
    }

    /** @return {@code draughts4j} at full strength, {@code draughts4j level N} below it, so that two levels can be told apart */
    @Override
    public EngineId id() {
        int level = Integer.parseInt(option("level"));
        return new EngineId(level == Level.MAX ? "draughts4j" : "draughts4j level " + level, "0.1", "draughts4j");
    }

    /** @return the playing level set by option {@code level} */
    public Level level() {
        return Level.of(Integer.parseInt(option("level")));
    }

    @Override
    protected void validate(String name, String value) {
        switch (name) {
            case "seed":
                if (!value.isEmpty()) {
                    try {
                        Long.parseLong(value);
                    } catch (NumberFormatException e) {
                        throw new IllegalArgumentException("option seed takes a whole number, not '" + value + "'");
                    }
                }
                break;
            case "weights":
                if (!value.isEmpty()) {
                    Optional<String> problem = InputLimits.unreadable(Path.of(value));
                    if (problem.isPresent()) {
                        throw new IllegalArgumentException("option weights: cannot read " + InputLimits.quote(value)
                                + ": " + problem.get());
                    }
                }
                break;
            case "patterns":
                if (!value.isEmpty() && !value.equals(PATTERNS_ON) && !value.equals(PATTERNS_OFF)) {
                    Optional<String> problem = InputLimits.unreadable(Path.of(value));
                    if (problem.isPresent()) {
                        throw new IllegalArgumentException("option patterns: cannot read " + InputLimits.quote(value)
                                + ": " + problem.get());
                    }
                }
                break;
            case "threads":
                // The declaration's 64 is the most on any machine; this one may take fewer.
                Optional<String> threadsProblem = InputLimits.threadsProblem("option threads", Long.parseLong(value));
                if (threadsProblem.isPresent()) {
                    throw new IllegalArgumentException(threadsProblem.get());
                }
                break;
            case "hash":
                long most = InputLimits.maxTableMegabytes();
                if (Long.parseLong(value) > most) {
                    // Refused before it is made: 65536 was an OutOfMemoryError, 6000 took 20 s and 4.3 GB.
                    throw new IllegalArgumentException("option hash takes at most " + most + " MB here (half the Java"
                            + " heap of " + 2 * most + " MB), not " + value + " (give Java more memory: -Xmx)");
                }
                break;
            case "tables":
                // The directory now; the variant's tables in it when the variant is known.
                if (!value.isEmpty() && !Files.isDirectory(Path.of(value))) {
                    throw new IllegalArgumentException("option tables names no directory: " + value);
                }
                break;
            default:
                break;
        }
    }

    @Override
    protected void apply(String name, String value) {
        if (name.equals("seed")) {
            synchronized (randomLock) {
                random = value.isEmpty() ? new SplittableRandom() : new SplittableRandom(Long.parseLong(value));
            }
        }
    }

    /**
     * For tests: the entry the table holds for a position, with no search running.
     *
     * @return its data, 0 for none or no table yet
     */
    long tableEntry(Position position) {
        synchronized (this) {
            return table == null ? 0 : table.probe(position.zobristHash());
        }
    }

    /**
     * @return the hash in megabytes: the option's when set, else by the level (a low level's few
     *     nodes need little, and a big table only costs the time to clear it)
     */
    int hashMegabytes() {
        int hash = Integer.parseInt(option("hash"));
        if (hash > 0) {
            return hash;
        }
        return level().number() == Level.MAX ? FULL_STRENGTH_HASH : LEVEL_HASH;
    }

    /**
     * Gets ready for a variant, off the clock: opens its endgame tables when the option {@code
     * tables} names a directory (their checksums checked there), makes the hash table and the
     * searchers with the variant's weights.
     *
     * @throws IllegalArgumentException if the tables do not support the variant, or cannot be read
     */
    @Override
    protected void onPrepare(Variant variant) {
        ready(variant);
    }

    /** A search of a variant the engine was not prepared for gets ready first, on the caller's thread. */
    @Override
    protected void beforeSearch(Game game) {
        ready(game.variant());
    }

    /**
     * Makes what a search of {@code variant} needs, unless it was made for it with the same options.
     * Called with no search running.
     */
    private void ready(Variant variant) {
        String options = option("threads") + "/" + hashMegabytes() + "/" + option("weights") + "/"
                + option("patterns") + "/" + option("tables") + "/" + option("eval");
        if (sameVariant(this.variant, variant) && options.equals(madeWith)) {
            return;
        }
        EndgameTables opened = option("tables").isEmpty() ? null : openTables(variant, Path.of(option("tables")));
        try {
            make(variant, opened);
        } catch (RuntimeException e) {
            // Tables opened for what could not be made would stay open: nothing refers to them.
            if (opened != null && opened != tables) {
                opened.close();
            }
            throw e;
        }
        if (tables != null && tables != opened) {
            // No search runs here (the base stops one first), and the helpers end with their search.
            tables.close();
        }
        tables = opened;
        this.variant = variant;
        madeWith = options;
    }

    private void make(Variant variant, EndgameTables opened) {
        int megabytes = hashMegabytes();
        if (table == null || table.megabytes() != megabytes) {
            // The old table goes before the new one is made, the searchers' references with it: both
            // at once could need the whole heap. Until the new one is made, nothing is ready.
            table = null;
            searchers = null;
            madeWith = null;
            table = newTable(megabytes);
        } else {
            table.clear();
        }
        Weights weights;
        if (option("eval").equals(EVAL_MATERIAL)) {
            weights = Weights.material(variant);
        } else {
            String weightsFile = option("weights");
            weights = weightsFile.isEmpty() ? Weights.of(variant) : Weights.read(variant, Path.of(weightsFile));
            weights = weights.withPatterns(patterns(variant, option("patterns")));
        }
        int threads = Integer.parseInt(option("threads"));
        Searcher[] made = new Searcher[threads];
        for (int i = 0; i < threads; i++) {
            made[i] = new Searcher(variant, weights, table, opened);
            settings.accept(made[i]);
        }
        searchers = made;
    }

    private static TranspositionTable newTable(int megabytes) {
        try {
            return new TranspositionTable(megabytes);
        } catch (OutOfMemoryError e) {
            // One large array: when it does not fit, nothing else was allocated, and the engine can
            // go on with a smaller hash. A value of the option, refused as validate refuses one.
            throw new IllegalArgumentException("option hash: " + megabytes + " MB do not fit in the memory left to"
                    + " the JVM (" + Runtime.getRuntime().maxMemory() / (1 << 20) + " MB at most)");
        }
    }

    /** Option {@code eval}: the evaluation of the features, weights and patterns (the default). */
    static final String EVAL_FULL = "full";
    /** Option {@code eval}: men and kings alone, to measure the search against engines with such an evaluation. */
    static final String EVAL_MATERIAL = "material";

    /** Option {@code patterns}: the variant's own pattern weights, where it has them. */
    static final String PATTERNS_ON = "on";
    /** Option {@code patterns}: no pattern weights, the evaluation of the features alone. */
    static final String PATTERNS_OFF = "off";

    /**
     * @param variant the variant searched
     * @param option the option {@code patterns}: empty for the default, on, off or a file
     * @return the pattern weights the option asks for, null for none (a variant without its own
     *     falls back to the features alone)
     */
    static PatternWeights patterns(Variant variant, String option) {
        return switch (option) {
            case "" -> PatternWeights.byDefault(variant).orElse(null);
            case PATTERNS_ON -> PatternWeights.of(variant).orElse(null);
            case PATTERNS_OFF -> null;
            default -> PatternWeights.read(variant, Path.of(option));
        };
    }

    /** @return the endgame tables the searches read, null for none */
    EndgameTables tablesInUse() {
        return tables;
    }

    /** @return the variant the hash, the searchers and the tables were last made for, null before any */
    Variant madeFor() {
        return variant;
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
            return EndgameTables.openEitherFormat(variant, dir);
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

    /** Clears the hash table: a new game owes nothing to the earlier ones. */
    @Override
    protected void onNewGame() {
        if (table != null) {
            table.clear();
        }
    }

    @Override
    protected void onClose() {
        searchers = new Searcher[0];
        table = null;
        if (tables != null) {
            tables.close();
            tables = null;
        }
    }

    @Override
    protected PlayResult think(Search search) {
        // A level weakens the moves played. An analysis at a level capped its depth and reported a
        // near-best move picked at random as its best line, which its reader takes for the truth.
        Level level = search.mode() == SearchMode.ANALYSE ? Level.of(Level.MAX) : level();
        return new Job(search, level, searchers, tables, table).run();
    }

    /** The side to move at the root of the last search, whose draws the hash's scores hold with contempt. */
    private Color contemptSide;

    /** One search: its limit, its control, its searchers, run on the engine's thread. */
    private final class Job {
        final Search search;
        final Game game;
        final Limit limit;
        final Level level;
        final long start;
        final TimeBudget budget;
        final SearchControl control;
        final Searcher[] team;
        /** The variant's endgame tables, or null. */
        final EndgameTables tables;
        /** How many lines to report (multi-PV), at most the root's moves. */
        final int lines;
        /** The first move of the best line last reported, null before any report. */
        Move reported;
        /** The best move of the last finished iteration, and for how many iterations in a row it has been. */
        private int lastBest = -1;
        private int stableIterations;
        final TranspositionTable hash;

        Job(Search search, Level level, Searcher[] team, EndgameTables tables, TranspositionTable hash) {
            this.hash = hash;
            this.search = search;
            this.game = search.game();
            this.limit = search.limit();
            this.level = level;
            this.team = team;
            this.tables = tables;
            this.start = search.startNanos();
            // The moves the side to move has played: in the game as given (its plies over two), and
            // before its start position, estimated from the pieces missing from it.
            int movesPlayed = game.ply() / 2 + TimeBudget.movesBefore(game.startPosition());
            this.budget = TimeBudget.of(limit, game.position().sideToMove(), movesToGo, movesPlayed);
            long nodes = Math.min(limit.nodes().orElse(Long.MAX_VALUE), level.nodes());
            this.control = new SearchControl(nodes, budget.bounded() ? start + budget.hardNanos() : Long.MAX_VALUE);
            this.lines = limit.multiPv();
            search.onStop(control::stop);
        }

        PlayResult run() {
            // Same limits, same result: a search bounded by depth or nodes reads only what it writes.
            boolean repeatable = !budget.bounded() && !limit.isInfinite() && team.length == 1;
            hash.newSearch(repeatable);
            Searcher main = team[0];
            Color side = game.position().sideToMove();
            if (main.contempt != 0 && side != contemptSide) {
                // Draws score by the root's side: a search for the other side wrote entries wrong for this one.
                hash.clear();
            }
            contemptSide = side;
            int moves = 0;
            for (Searcher searcher : team) {
                moves = searcher.setRoot(game);
                searcher.resetStatistics();
            }
            int maxDepth = limit.depth().orElse(Searcher.MAX_PLY);
            if (moves == 1 && search.mode() == SearchMode.PLAY && budget.bounded()) {
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
            main.iterate(maxDepth, control, true, 1, level.margin(), lines, (depth, score, searcher) ->
                    report(depth, searcher), depth -> enough(depth, main));
            control.stop();
            try {
                helpersDone.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            long nodes = totalNodes(team);
            Searcher voice = voice(main);
            int chosen = choose(voice);
            Position position = game.position();
            Move move = voice.stack.toMove(0, chosen);
            boolean best = chosen == voice.bestIndex();
            List<Move> pv = best ? principalVariation(position, voice, 0) : List.of();
            if (pv.isEmpty()) {
                // No depth finished (a level's few nodes), or a move other than the best line's.
                pv = List.of(move);
            }
            Info.Builder info = Info.builder().depth(voice.completedDepth()).nodes(nodes).time(elapsed()).pv(pv);
            tableHits(info, team);
            if (voice.completedDepth() > 0) {
                info.score(score(best ? voice.bestScore() : voice.rootScore(chosen)));
            }
            long nanos = Math.max(1, System.nanoTime() - start);
            info.nps(nodes * 1_000_000_000L / nanos);
            if (lines > 1) {
                info.multiPv(1);
            }
            Info last = info.build();
            if (!move.equals(reported)) {
                // The move played is not the best line last reported (a lower level strays, a stop
                // kept a better move found in an unfinished depth, no depth was finished): a last
                // report says so, so that a reader's last line starts with the move played.
                search.report(last);
            }
            Optional<Move> ponder = pv.size() > 1 ? Optional.of(pv.get(1)) : Optional.empty();
            return new PlayResult(move, ponder, last);
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
            int bestNow = main.bestIndex();
            stableIterations = bestNow == lastBest ? stableIterations + 1 : 0;
            lastBest = bestNow;
            if (budget.softNanos() < budget.hardNanos()) {
                long soft = budget.softNanos();
                if (stabilityTime) {
                    soft = soft / 100 * stabilityPercent[Math.min(stableIterations, stabilityPercent.length - 1)];
                }
                // A new iteration takes several times the last: do not start one that cannot end.
                return System.nanoTime() - start >= soft / 2;
            }
            return false;
        }

        /**
         * The searcher whose move is played: with {@link #deepestThread}, a helper that completed a
         * deeper iteration than the main thread (the deepest, the first of equals), otherwise, and
         * at a lower level or with several lines, the main thread.
         */
        private Searcher voice(Searcher main) {
            Searcher voice = main;
            if (deepestThread && level.margin() == 0 && lines == 1) {
                for (int i = 1; i < team.length; i++) {
                    if (team[i].completedDepth() > voice.completedDepth() && team[i].bestIndex() >= 0) {
                        voice = team[i];
                    }
                }
            }
            return voice;
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
            synchronized (randomLock) {
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

        /** Reports a depth completed: its best line, or with multi-PV each line it completed, best first. */
        private void report(int depth, Searcher searcher) {
            long nodes = totalNodes(team);
            long nanos = Math.max(1, System.nanoTime() - start);
            int count = lines > 1 ? searcher.linesDone() : 1;
            for (int line = 0; line < count; line++) {
                Info.Builder info = Info.builder().depth(depth).score(score(searcher.lineScore(line))).nodes(nodes)
                        .time(Duration.ofNanos(nanos)).nps(nodes * 1_000_000_000L / nanos)
                        .pv(principalVariation(game.position(), searcher, line));
                if (lines > 1) {
                    info.multiPv(line + 1);
                }
                tableHits(info, team);
                Info built = info.build();
                if (line == 0) {
                    reported = built.pv().isEmpty() ? null : built.pv().get(0);
                }
                search.report(built);
            }
        }
    }

    private static long totalNodes(Searcher[] team) {
        long total = 0;
        for (Searcher searcher : team) {
            total += searcher.nodes();
        }
        return total;
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

    /** @return line {@code line} of the searcher's last depth as moves, as far as they are legal one after the other */
    private static List<Move> principalVariation(Position position, Searcher searcher, int line) {
        PositionStack stack = PositionStack.of(position.variant());
        stack.setRoot(position);
        List<Move> moves = new ArrayList<>();
        for (int ply = 0; ply < searcher.linePvLength(line); ply++) {
            int n = stack.generate(ply);
            int found = -1;
            for (int i = 0; i < n; i++) {
                if (stack.move(ply, i) == searcher.linePvLow(line, ply)
                        && stack.moveHigh(ply, i) == searcher.linePvHigh(line, ply)) {
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
            // One spec too long for a line of the help: the options are listed as words, which it wraps.
            return "builtin[,NAME=VALUE...]: draughts4j's own search, every variant; options level=1..10,"
                    + " threads=N, hash=MB, seed=N, weights=FILE, patterns=on|off|FILE, tables=DIR, eval=full|material";
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
