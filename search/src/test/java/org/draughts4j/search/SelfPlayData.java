package org.draughts4j.search;

import java.io.BufferedWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.draughts4j.core.Color;
import org.draughts4j.core.Game;
import org.draughts4j.core.Move;
import org.draughts4j.core.Outcome;
import org.draughts4j.core.Position;
import org.draughts4j.core.PositionStack;
import org.draughts4j.core.Variant;
import org.draughts4j.engine.Limit;
import org.draughts4j.engine.PlayResult;
import org.draughts4j.engine.PovScore;
import org.draughts4j.engine.Score;

/**
 * Training positions from the engine's own games: games of the engine against itself (the
 * features' evaluation, {@code patterns=off} unless the engine options say otherwise) at a node
 * limit drawn for each game (half to one and a half times the one given), each from four to twelve
 * random plies (the seed chooses them, so the same seed gives the same file
 * with one thread a game), and every quiet position of a game (no capture pending for either side:
 * where the evaluation is asked in the search) written as {@code FEN<TAB>result<TAB>score}, the
 * result 1, 0.5 or 0 for White and the score the search's at that position, from White, in
 * hundredths of a man (game ends clamped to ±{@value #SCORE_CAP}).
 */
final class SelfPlayData {
    /** Scores of won or lost games are written as this many hundredths of a man. */
    static final int SCORE_CAP = 2000;

    private SelfPlayData() {
    }

    /**
     * Plays {@code games} games for each seed in turn and writes their positions in that order: the
     * data of several seeds is the files of each seed one after the other.
     *
     * @return the number of positions written
     */
    static int generate(Variant variant, int games, int nodes, long[] seeds, int threads, String engineOptions,
            Path out) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        List<Future<List<String>>> results = new ArrayList<>();
        for (long seed : seeds) {
            for (int g = 0; g < games; g++) {
                long gameSeed = seed * 1_000_003L + g;
                results.add(pool.submit(() -> game(variant, nodes, gameSeed, engineOptions)));
            }
        }
        int positions = 0;
        try (BufferedWriter writer = Files.newBufferedWriter(out, StandardCharsets.UTF_8)) {
            for (Future<List<String>> result : results) {
                for (String line : result.get()) {
                    writer.write(line);
                    writer.newLine();
                    positions++;
                }
            }
        } finally {
            pool.shutdownNow();
        }
        return positions;
    }

    /** One game of the engine against itself; its quiet positions with the result and the search's scores. */
    private static List<String> game(Variant variant, int nodes, long seed, String engineOptions) {
        Random random = new Random(seed);
        Game game = Game.start(variant);
        // The engine plays deterministically at a node limit: games from two to eight random plies
        // repeated each other (610,000 distinct positions of 1.58 million in 16,000 games), so the
        // opening is longer and each game's node limit its own, half to one and a half times nodes.
        int opening = 4 + random.nextInt(9);
        int gameNodes = nodes / 2 + random.nextInt(Math.max(1, nodes));
        for (int i = 0; i < opening && !game.outcome().isOver(); i++) {
            List<Move> moves = game.position().legalMoves();
            game = game.play(moves.get(random.nextInt(moves.size())));
        }
        List<Position> seen = new ArrayList<>();
        List<Integer> scores = new ArrayList<>();
        try (BuiltinEngine engine = new BuiltinEngine()) {
            // The features' evaluation, without the variant's patterns where it has them: the games
            // that trained the shipped weights were played so, and the same command makes them again.
            Map<String, String> options = new java.util.HashMap<>(Map.of("hash", "4", "level", "10",
                    "patterns", BuiltinEngine.PATTERNS_OFF));
            for (String option : engineOptions.isEmpty() ? new String[0] : engineOptions.split(",")) {
                String[] pair = option.split("=", 2);
                options.put(pair[0], pair[1]);
            }
            engine.configure(options);
            while (!game.outcome().isOver() && game.ply() < 400) {
                if (!game.claimableDraws().isEmpty()) {
                    game = game.claimDraw(game.claimableDraws().get(0));
                    break;
                }
                PlayResult played = engine.play(game, Limit.nodes(gameNodes));
                seen.add(game.position());
                scores.add(whiteScore(played));
                game = game.play(played.move());
            }
        }
        double result = 0.5;
        if (game.outcome() instanceof Outcome.Win win) {
            result = win.winner() == Color.WHITE ? 1 : 0;
        }
        List<String> lines = new ArrayList<>();
        PositionStack stack = PositionStack.of(variant);
        for (int i = 0; i < seen.size(); i++) {
            Position position = seen.get(i);
            stack.setRoot(position);
            if (stack.hasCapture(0) || stack.opponentCanCapture(0)) {
                continue;
            }
            lines.add(position.toFen() + "\t" + result + "\t" + scores.get(i));
        }
        return lines;
    }

    private static int whiteScore(PlayResult played) {
        PovScore pov = played.info().povScore().orElse(null);
        if (pov == null) {
            return 0;
        }
        Score white = pov.white();
        if (white.isWin()) {
            return SCORE_CAP;
        }
        if (white.isLoss()) {
            return -SCORE_CAP;
        }
        return (int) Math.max(-SCORE_CAP, Math.min(SCORE_CAP, Math.round(white.inMen() * 100)));
    }

    /**
     * {@code java ... SelfPlayData VARIANT GAMES NODES SEED THREADS OUT [ENGINE-OPTIONS]}.
     *
     * @param args as above
     * @throws Exception if the file cannot be written
     */
    public static void main(String[] args) throws Exception {
        long start = System.nanoTime();
        Variant variant = Variant.byName(args[0]);
        int positions = generate(variant, Integer.parseInt(args[1]), Integer.parseInt(args[2]),
                new long[] {Long.parseLong(args[3])}, Integer.parseInt(args[4]), args.length > 6 ? args[6] : "", Path.of(args[5]));
        System.out.printf(Locale.ROOT, "%s: %s games, %d positions in %.0f s%n", variant.name(), args[1], positions,
                (System.nanoTime() - start) / 1e9);
    }
}
