package org.draughts4j.search.tools;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Supplier;
import org.draughts4j.core.Color;
import org.draughts4j.core.Game;
import org.draughts4j.core.Move;
import org.draughts4j.core.Outcome;
import org.draughts4j.core.Variant;
import org.draughts4j.engine.Engine;
import org.draughts4j.engine.Engines;
import org.draughts4j.engine.Limit;

/**
 * A match harness for measuring strength (not a test: run by hand, see docs/search.md): two engines
 * by spec play each opening twice, colours swapped, from every sequence of a few plies (shuffled by
 * a seed), with the same limit for both sides: a depth, a node count, a move time or a clock with
 * increment (measured on the wall, losing on time). A game ends by the rules, by a claimable draw
 * (claimed), or drawn after a ply cap.
 *
 * <pre>
 * java -cp ... org.draughts4j.search.tools.Match --variant international --a builtin --b greedy \
 *     --openings 20 --nodes 20000 [--plies 2] [--concurrency 1] [--max-plies 400] [--seed 1] [--movetime MS]
 *     [--tc BASE_MS+INC_MS] [--depth D] [--quiet]
 * </pre>
 */
public final class Match {
    /** What a game gave the first engine. */
    public enum Result { WIN, LOSS, DRAW }

    private final Variant variant;
    private final Supplier<Engine> first;
    private final Supplier<Engine> second;
    private final Limit limit;
    private final long baseMillis;
    private final long incrementMillis;
    private final int maxPlies;

    /**
     * @param variant the variant
     * @param first makes the first engine (A)
     * @param second makes the second engine (B)
     * @param limit the limit of each move when there is no clock
     * @param baseMillis a clock of this many milliseconds a side, 0 for none
     * @param incrementMillis the increment a move
     * @param maxPlies the plies after which a game is drawn
     */
    public Match(Variant variant, Supplier<Engine> first, Supplier<Engine> second, Limit limit, long baseMillis,
            long incrementMillis, int maxPlies) {
        this.variant = variant;
        this.first = first;
        this.second = second;
        this.limit = limit;
        this.baseMillis = baseMillis;
        this.incrementMillis = incrementMillis;
        this.maxPlies = maxPlies;
    }

    /**
     * @param variant a variant
     * @param plies the plies of each opening
     * @param count how many
     * @param seed the shuffle's seed
     * @return openings: distinct sequences of legal moves from the start, none that ends the game
     */
    public static List<List<Move>> openings(Variant variant, int plies, int count, long seed) {
        List<List<Move>> all = new ArrayList<>();
        collect(Game.start(variant), plies, new ArrayList<>(), all);
        Collections.shuffle(all, new Random(seed));
        return all.subList(0, Math.min(count, all.size()));
    }

    private static void collect(Game game, int plies, List<Move> line, List<List<Move>> all) {
        if (game.outcome().isOver()) {
            return;
        }
        if (plies == 0) {
            all.add(List.copyOf(line));
            return;
        }
        for (Move move : game.position().legalMoves()) {
            line.add(move);
            collect(game.play(move), plies - 1, line, all);
            line.remove(line.size() - 1);
        }
    }

    /**
     * Plays one game.
     *
     * @param opening the moves played before the engines take over
     * @param firstIsWhite whether A plays White
     * @return the game and what it gave A
     */
    public GameRecord play(List<Move> opening, boolean firstIsWhite) {
        Game game = Game.start(variant);
        for (Move move : opening) {
            game = game.play(move);
        }
        try (Engine a = first.get(); Engine b = second.get()) {
            a.newGame();
            b.newGame();
            long[] clocks = {baseMillis, baseMillis};
            while (!game.outcome().isOver() && game.ply() < maxPlies) {
                if (!game.claimableDraws().isEmpty()) {
                    game = game.claimDraw(game.claimableDraws().get(0));
                    break;
                }
                Color side = game.position().sideToMove();
                boolean firstMoves = (side == Color.WHITE) == firstIsWhite;
                Engine engine = firstMoves ? a : b;
                Limit moveLimit = limit;
                int who = side == Color.WHITE ? 0 : 1;
                if (baseMillis > 0) {
                    Duration inc = Duration.ofMillis(incrementMillis);
                    moveLimit = Limit.clocks(Duration.ofMillis(Math.max(0, clocks[0])), Duration.ofMillis(Math.max(0, clocks[1])))
                            .withIncrements(inc, inc);
                }
                long start = System.nanoTime();
                Move move = engine.play(game, moveLimit).move();
                long used = (System.nanoTime() - start) / 1_000_000;
                if (baseMillis > 0) {
                    clocks[who] -= used;
                    if (clocks[who] < 0) {
                        game = game.loseOnTime(side);
                        break;
                    }
                    clocks[who] += incrementMillis;
                }
                game = game.play(move);
            }
        }
        Outcome outcome = game.outcome();
        Result result;
        if (outcome instanceof Outcome.Win) {
            boolean whiteWon = ((Outcome.Win) outcome).winner() == Color.WHITE;
            result = whiteWon == firstIsWhite ? Result.WIN : Result.LOSS;
        } else {
            result = Result.DRAW;
        }
        return new GameRecord(game, result, firstIsWhite);
    }

    /**
     * A finished game.
     *
     * @param game the game
     * @param result what it gave A
     * @param firstIsWhite whether A played White
     */
    public record GameRecord(Game game, Result result, boolean firstIsWhite) {
    }

    /**
     * The tally of a match.
     *
     * @param wins A's wins
     * @param losses A's losses
     * @param draws draws
     */
    public record Tally(int wins, int losses, int draws) {
        /** @return A's share of the points */
        public double score() {
            int games = wins + losses + draws;
            return games == 0 ? 0.5 : (wins + 0.5 * draws) / games;
        }

        /** @return the Elo difference the score says */
        public double elo() {
            double s = Math.min(0.999, Math.max(0.001, score()));
            return -400 * Math.log10(1 / s - 1);
        }

        @Override
        public String toString() {
            return String.format(Locale.ROOT, "%d - %d - %d  [%.3f] %d  (Elo %+.0f)", wins, losses, draws, score(),
                    wins + losses + draws, elo());
        }
    }

    /**
     * Plays every opening twice, colours swapped.
     *
     * @param openings the openings
     * @param concurrency games at once
     * @param report told of each game
     * @return the tally
     * @throws Exception if a game failed
     */
    public Tally run(List<List<Move>> openings, int concurrency, java.util.function.Consumer<GameRecord> report)
            throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(concurrency);
        try {
            List<Future<GameRecord>> futures = new ArrayList<>();
            for (List<Move> opening : openings) {
                futures.add(pool.submit(() -> play(opening, true)));
                futures.add(pool.submit(() -> play(opening, false)));
            }
            int w = 0;
            int l = 0;
            int d = 0;
            for (Future<GameRecord> future : futures) {
                GameRecord record = future.get();
                report.accept(record);
                switch (record.result()) {
                    case WIN -> w++;
                    case LOSS -> l++;
                    default -> d++;
                }
            }
            return new Tally(w, l, d);
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * Runs a match from the command line (see the class comment).
     *
     * @param args the options
     * @throws Exception if a game fails
     */
    public static void main(String[] args) throws Exception {
        String variantName = "international";
        String a = "builtin";
        String b = "greedy";
        int openingCount = 10;
        int plies = 2;
        int concurrency = 1;
        int maxPlies = 400;
        long seed = 1;
        Limit limit = null;
        long base = 0;
        long inc = 0;
        boolean quiet = false;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--variant" -> variantName = args[++i];
                case "--a" -> a = args[++i];
                case "--b" -> b = args[++i];
                case "--openings" -> openingCount = Integer.parseInt(args[++i]);
                case "--plies" -> plies = Integer.parseInt(args[++i]);
                case "--concurrency" -> concurrency = Integer.parseInt(args[++i]);
                case "--max-plies" -> maxPlies = Integer.parseInt(args[++i]);
                case "--seed" -> seed = Long.parseLong(args[++i]);
                case "--depth" -> limit = Limit.depth(Integer.parseInt(args[++i]));
                case "--nodes" -> limit = Limit.nodes(Long.parseLong(args[++i]));
                case "--movetime" -> limit = Limit.moveTime(Duration.ofMillis(Long.parseLong(args[++i])));
                case "--tc" -> {
                    String[] parts = args[++i].split("\\+");
                    base = Long.parseLong(parts[0]);
                    inc = parts.length > 1 ? Long.parseLong(parts[1]) : 0;
                }
                case "--quiet" -> quiet = true;
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        if (limit == null) {
            limit = Limit.depth(6);
        }
        Variant variant = Variant.byName(variantName);
        String specA = a;
        String specB = b;
        Match match = new Match(variant, () -> Engines.open(specA), () -> Engines.open(specB), limit, base, inc, maxPlies);
        List<List<Move>> openings = openings(variant, plies, openingCount, seed);
        boolean silent = quiet;
        long start = System.nanoTime();
        Tally tally = match.run(openings, concurrency, record -> {
            if (!silent) {
                System.out.println((record.firstIsWhite() ? "A white " : "A black ") + record.result() + " "
                        + record.game().outcome() + " plies=" + record.game().ply() + " " + String.join(" ",
                        record.game().notation().subList(0, Math.min(6, record.game().ply()))));
            }
        });
        System.out.printf(Locale.ROOT, "%s: Score of %s vs %s: %s  (%.0f s)%n", variantName, a, b, tally,
                (System.nanoTime() - start) / 1e9);
    }
}
