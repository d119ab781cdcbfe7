package org.draughts4j.search;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
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

/**
 * The tuning tool (run by hand or with {@code -Ptune}, never in the default build): it labels
 * positions by playing the engine against itself, then fits the evaluation's weights to the results
 * by logistic regression, and writes them as the variant's data file.
 *
 * <ol>
 *   <li>{@code generate}: games of the engine against itself at a node limit, each from a few random
 *       opening plies; every quiet position of a game (no capture pending for either side) is
 *       written with the game's result, {@code FEN<TAB>1|0.5|0} (1: White won).
 *   <li>{@code fit}: the features of those positions are counted as the engine counts them, and the
 *       weights minimise the squared error between the result and {@code sigmoid(k * eval)}, with
 *       {@code k} fitted first to the weights the games were played with (Texel's method), by
 *       gradient descent (Adam), pulled gently towards the starting weights.
 * </ol>
 *
 * <pre>
 * java -cp ... org.draughts4j.search.Tuner generate international 600 4000 /tmp/intl.data [weights-file]
 * java -cp ... org.draughts4j.search.Tuner fit international /tmp/intl.data search/src/main/resources/org/draughts4j/search/weights/international.txt [weights-file]
 * java -cp ... org.draughts4j.search.Tuner all GAMES NODES DIR    (every variant: generate, then fit)
 * </pre>
 */
public final class Tuner {
    private Tuner() {
    }

    /**
     * @param args the command and its arguments (see the class comment)
     * @throws Exception if a file cannot be read or written
     */
    public static void main(String[] args) throws Exception {
        int threads = Integer.getInteger("tuner.threads", 1);
        switch (args[0]) {
            case "generate" -> generate(Variant.byName(args[1]), Integer.parseInt(args[2]), Integer.parseInt(args[3]),
                    Path.of(args[4]), args.length > 5 ? args[5] : "", threads);
            case "fit" -> fit(Variant.byName(args[1]), List.of(Path.of(args[2])), Path.of(args[3]),
                    args.length > 4 ? args[4] : "");
            case "all" -> {
                Path dir = Path.of(args[3]);
                Files.createDirectories(dir);
                List<String> names = args.length > 4 ? List.of(args[4].split(","))
                        : Variant.all().stream().map(Variant::name).toList();
                for (String name : names) {
                    Variant variant = Variant.byName(name);
                    Path data = dir.resolve(name + ".data");
                    generate(variant, Integer.parseInt(args[1]), Integer.parseInt(args[2]), data, "", threads);
                    fit(variant, List.of(data), dir.resolve(name + ".txt"), "");
                }
            }
            default -> throw new IllegalArgumentException("generate, fit or all, not " + args[0]);
        }
    }

    /** Plays {@code games} games and writes their quiet positions with the results. */
    static void generate(Variant variant, int games, int nodes, Path out, String weights, int threads)
            throws Exception {
        long start = System.nanoTime();
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        List<Future<List<String>>> results = new ArrayList<>();
        for (int g = 0; g < games; g++) {
            long seed = variant.name().hashCode() * 1_000_003L + g;
            results.add(pool.submit(() -> selfPlay(variant, nodes, seed, weights)));
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
        System.out.printf(Locale.ROOT, "%s: %d games, %d positions in %.0f s%n", variant.name(), games, positions,
                (System.nanoTime() - start) / 1e9);
    }

    /** One game of the engine against itself from a few random plies; its quiet positions, labelled. */
    private static List<String> selfPlay(Variant variant, int nodes, long seed, String weights) {
        Random random = new Random(seed);
        Game game = Game.start(variant);
        int opening = 2 + random.nextInt(6);
        for (int i = 0; i < opening && !game.outcome().isOver(); i++) {
            List<Move> moves = game.position().legalMoves();
            game = game.play(moves.get(random.nextInt(moves.size())));
        }
        List<Position> seen = new ArrayList<>();
        try (BuiltinEngine engine = new BuiltinEngine()) {
            engine.configure(Map.of("hash", "4", "weights", weights, "level", "9", "seed", String.valueOf(seed)));
            while (!game.outcome().isOver() && game.ply() < 400) {
                if (!game.claimableDraws().isEmpty()) {
                    game = game.claimDraw(game.claimableDraws().get(0));
                    break;
                }
                seen.add(game.position());
                game = game.play(engine.play(game, Limit.nodes(nodes)).move());
            }
        }
        double result = 0.5;
        if (game.outcome() instanceof Outcome.Win win) {
            result = win.winner() == Color.WHITE ? 1 : 0;
        }
        List<String> lines = new ArrayList<>();
        PositionStack stack = PositionStack.of(variant);
        for (Position position : seen) {
            stack.setRoot(position);
            if (stack.hasCapture(0) || stack.opponentCanCapture(0)) {
                continue;
            }
            lines.add(position.toFen() + "\t" + result);
        }
        return lines;
    }

    /** Fits the weights to the labelled positions of {@code data} and writes them to {@code out}. */
    static void fit(Variant variant, List<Path> data, Path out, String startWeights) throws IOException {
        Weights start = startWeights.isEmpty() ? Weights.of(variant) : Weights.read(variant, Path.of(startWeights));
        Evaluator evaluator = new Evaluator(variant, start);
        Features features = start.features;
        int n = features.size;
        List<int[]> rows = new ArrayList<>();
        List<Double> phases = new ArrayList<>();
        List<Double> results = new ArrayList<>();
        List<Double> scales = new ArrayList<>();
        PositionStack stack = PositionStack.of(variant);
        int startPieces = startPieces(variant);
        for (Path file : data) {
            for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                String[] parts = line.split("\t");
                Position position = Position.fromFen(variant, parts[0]);
                stack.setRoot(position);
                if (evaluator.drawish(stack, 0)) {
                    // The evaluation scales these down outside the linear model: left out of the fit.
                    continue;
                }
                int[] f = new int[n];
                evaluator.count(stack, 0, f);
                rows.add(f);
                int pieces = Math.min(startPieces, position.count(Color.WHITE) + position.count(Color.BLACK));
                phases.add(pieces / (double) startPieces);
                results.add(Double.parseDouble(parts[1]));
                scales.add(1.0);
            }
        }
        int m = rows.size();
        double[][] x = new double[m][];
        double[] phase = new double[m];
        double[] y = new double[m];
        double[] scale = new double[m];
        for (int i = 0; i < m; i++) {
            int[] f = rows.get(i);
            x[i] = new double[n];
            for (int j = 0; j < n; j++) {
                x[i][j] = f[j];
            }
            phase[i] = phases.get(i);
            y[i] = results.get(i);
            scale[i] = scales.get(i);
        }
        double[] w = new double[2 * n];
        double[] prior = new double[2 * n];
        for (int j = 0; j < n; j++) {
            w[j] = start.opening[j];
            w[n + j] = start.endgame[j];
        }
        System.arraycopy(w, 0, prior, 0, w.length);
        double k = fitK(x, phase, y, scale, w, n);
        double before = error(x, phase, y, scale, w, n, k);
        adam(x, phase, y, scale, w, prior, n, k, 3000);
        double after = error(x, phase, y, scale, w, n, k);
        int[] mg = new int[n];
        int[] eg = new int[n];
        for (int j = 0; j < n; j++) {
            mg[j] = (int) Math.round(w[j]);
            eg[j] = (int) Math.round(w[n + j]);
        }
        Weights tuned = start.with(mg, eg);
        String header = String.format(Locale.ROOT, "# Evaluation weights of %s, hundredths of a man: name opening endgame.%n"
                + "# Written by org.draughts4j.search.Tuner on %s from %d positions of self-play;%n"
                + "# k = %.5f, mean squared error %.5f before, %.5f after.%n", variant.name(), LocalDate.now(), m, k,
                before, after);
        Files.writeString(out, header + tuned.format(), StandardCharsets.UTF_8);
        System.out.printf(Locale.ROOT, "%s: %d positions, k %.5f, error %.5f -> %.5f, written to %s%n", variant.name(), m,
                k, before, after, out);
    }

    private static int startPieces(Variant variant) {
        Position start = Position.start(variant);
        return Math.max(1, start.count(Color.WHITE) + start.count(Color.BLACK));
    }

    private static double eval(double[] x, double phase, double scale, double[] w, int n) {
        double mg = 0;
        double eg = 0;
        for (int j = 0; j < n; j++) {
            mg += w[j] * x[j];
            eg += w[n + j] * x[j];
        }
        return scale * (mg * phase + eg * (1 - phase));
    }

    private static double sigmoid(double z) {
        return 1 / (1 + Math.exp(-z));
    }

    private static double error(double[][] x, double[] phase, double[] y, double[] scale, double[] w, int n, double k) {
        double sum = 0;
        for (int i = 0; i < x.length; i++) {
            double d = y[i] - sigmoid(k * eval(x[i], phase[i], scale[i], w, n));
            sum += d * d;
        }
        return sum / x.length;
    }

    /** The {@code k} under which the starting weights fit the results best (a search over a log scale). */
    private static double fitK(double[][] x, double[] phase, double[] y, double[] scale, double[] w, int n) {
        double best = 0.01;
        double bestError = Double.MAX_VALUE;
        for (double k = 0.0005; k < 0.1; k *= 1.1) {
            double e = error(x, phase, y, scale, w, n, k);
            if (e < bestError) {
                bestError = e;
                best = k;
            }
        }
        return best;
    }

    /** Gradient descent (Adam) on the mean squared error plus a small pull towards the prior weights. */
    private static void adam(double[][] x, double[] phase, double[] y, double[] scale, double[] w, double[] prior,
            int n, double k, int iterations) {
        double rate = 1.0;
        double beta1 = 0.9;
        double beta2 = 0.999;
        double[] m1 = new double[w.length];
        double[] m2 = new double[w.length];
        double[] grad = new double[w.length];
        double pull = 1e-7;
        for (int t = 1; t <= iterations; t++) {
            java.util.Arrays.fill(grad, 0);
            for (int i = 0; i < x.length; i++) {
                double p = sigmoid(k * eval(x[i], phase[i], scale[i], w, n));
                double common = -2 * (y[i] - p) * p * (1 - p) * k * scale[i] / x.length;
                double[] xi = x[i];
                double a = common * phase[i];
                double b = common * (1 - phase[i]);
                for (int j = 0; j < n; j++) {
                    if (xi[j] != 0) {
                        grad[j] += a * xi[j];
                        grad[n + j] += b * xi[j];
                    }
                }
            }
            for (int j = 0; j < w.length; j++) {
                grad[j] += 2 * pull * (w[j] - prior[j]);
                m1[j] = beta1 * m1[j] + (1 - beta1) * grad[j];
                m2[j] = beta2 * m2[j] + (1 - beta2) * grad[j] * grad[j];
                double mHat = m1[j] / (1 - Math.pow(beta1, t));
                double vHat = m2[j] / (1 - Math.pow(beta2, t));
                w[j] -= rate * mHat / (Math.sqrt(vHat) + 1e-12);
            }
        }
    }
}
