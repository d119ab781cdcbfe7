package org.draughts4j.search;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.draughts4j.core.Color;
import org.draughts4j.core.Position;
import org.draughts4j.core.PositionStack;
import org.draughts4j.core.Variant;

/**
 * The pattern trainer (run by hand, never in the build): it plays the engine against itself for
 * positions ({@link SelfPlayData}), then learns the {@link PatternWeights} of a region shape on top
 * of the variant's feature weights, which stay as they are, and writes them in the pattern weights
 * format.
 *
 * <p>The model: the evaluation of a position from White, {@code e = base + phase * (sum of the
 * opening weights of White's patterns less Black's) + (1 - phase) * (the same of the endgame
 * weights)}, {@code phase} the pieces left over the pieces at the start, {@code base} the feature
 * evaluation. Its win probability {@code sigmoid(k * e)}, {@code k} fitted first to the base
 * evaluation and the results; the target a mix of the game's result and the probability of the
 * search's own score at that position ({@code lambda} of the result); the loss the logistic loss
 * (cross-entropy), minimised over mini-batches by plain gradient descent in the units of the logit
 * (a pattern seen a few times moves little; Adam, {@code optimizer=adam}, moves rare patterns as
 * far as common ones, fits better and played worse), updating only the weights a batch uses
 * (patterns never seen stay 0), with an L2 pull towards 0. A tenth of the positions, chosen by a
 * hash of their FEN (so that a position of several games is on one side only), is kept out to
 * measure the loss on positions not trained on. The seeds fix the
 * games, and the first of them the order of the batches unless {@code shuffle} sets it.
 *
 * <pre>
 * search/run-tool org.draughts4j.search.PatternTrainer international games=16000 nodes=1500 seed=41 out=intl.patterns
 * search/run-tool org.draughts4j.search.PatternTrainer international data=intl.data shape=4x4,2x10+1x10 out=x.patterns
 * </pre>
 *
 * Arguments {@code name=value}: {@code games} (4000), {@code nodes} a move (1000), {@code threads}
 * (2), {@code engine} (the players' engine options, {@code name=value} separated by commas, over
 * {@code patterns=off,hash=4}: {@code engine=patterns=on} plays the games with the variant's shipped
 * weights), {@code seed} (1; several separated by commas play {@code games} games for each in turn, the
 * first seed's games first, so that a set of positions can grow by a seed without its first games
 * changing), {@code shuffle} (the seed of the batches' order: by default the first {@code seed}, so
 * positions read back with {@code data} and no {@code seed} are shuffled by 1), {@code data} (a file
 * of positions to read instead of playing, or to write
 * when it does not exist; by default {@code out} with {@code .data} added), {@code shape} (bands of two rows at every
 * row, {@code 2x10+1x10} on 10x10, {@code 2x8+1x8} on 8x8, with windows of four by four besides where
 * they gained by time, {@code 2x10+1x10/4x4+2x2} and {@code 2x8+1x8/4x4+2x2}; {@code 2x4+1x2} on Turkish's board;
 * {@code 2x6+1x3/4x4+2x2} on 12x12: {@link #defaultShape}; shapes
 * joined by {@code /} are trained together; several separated by commas are each trained and measured,
 * the last written), {@code epochs} (6), {@code optimizer} ({@code sgd} or {@code adam}), {@code rate}
 * (0.01 in the logit's units; Adam's step 0.3 hundredths of a man), {@code l2} (0.1; Adam's 1e-8), {@code lambda} (0.5), {@code batch} (256), {@code out} (by default
 * {@code <variant>.patterns}). The games are the same whatever the threads (each has its own
 * engine, bounded by nodes, and its seed), so one command gives the same weights every time.
 */
public final class PatternTrainer {
    /** The variants whose windows beside the bands gained in matches by time (docs/search.md's ladder). */
    private static final Set<String> WITH_WINDOWS =
            Set.of("international", "russian", "english", "brazilian", "pool", "spanish", "portuguese",
                    "thai", "galician", "poddavki", "killer", "antidraughts", "breakthrough", "frisian", "frysk",
                    "italian");

    /** The names of the arguments the trainer reads (the class comment). */
    static final Set<String> ARGUMENTS = Set.of("games", "nodes", "threads", "engine", "seed", "shuffle", "data",
            "shape", "epochs", "optimizer", "rate", "l2", "lambda", "batch", "out");

    private final Variant variant;
    private final Evaluator base;
    private final Map<String, String> args;
    /** The positions, their base evaluations from White, phases and targets. */
    private final List<String> fens = new ArrayList<>();
    private double[] baseScore;
    private double[] phase;
    private double[] result;
    private double[] searchScore;
    /** The positions kept out of the training to measure the loss on, the last ones. */
    private int validation;

    private PatternTrainer(Variant variant, Map<String, String> args) {
        this.variant = variant;
        this.base = new Evaluator(variant, Weights.of(variant));
        this.args = args;
    }

    /**
     * @param args the variant, then {@code name=value} arguments (see the class comment)
     * @throws Exception if a file cannot be read or written
     */
    public static void main(String[] args) throws Exception {
        long start = System.nanoTime();
        if (args.length == 0) {
            throw new IllegalArgumentException("usage: PatternTrainer VARIANT [name=value ...] (the class comment)");
        }
        Variant variant = Variant.byName(args[0]);
        PatternTrainer trainer = new PatternTrainer(variant, arguments(List.of(args).subList(1, args.length)));
        Path out = Path.of(trainer.arg("out", variant.name() + ".patterns"));
        Path data = Path.of(trainer.arg("data", out + ".data"));
        if (!Files.exists(data)) {
            long[] seeds = trainer.seeds();
            int games = Integer.parseInt(trainer.arg("games", "4000"));
            int positions = SelfPlayData.generate(variant, games, Integer.parseInt(trainer.arg("nodes", "1000")), seeds,
                    Integer.parseInt(trainer.arg("threads", "2")), trainer.arg("engine", ""), data);
            System.out.printf(Locale.ROOT, "%s: %d games, %d positions written to %s in %.0f s%n", variant.name(),
                    games * seeds.length, positions, data, (System.nanoTime() - start) / 1e9);
        }
        trainer.load(data);
        PatternWeights trained = null;
        for (String shape : trainer.arg("shape", defaultShape(variant)).split(",")) {
            trained = trainer.train(PatternRegions.windows(variant.geometry(), shape), shape);
        }
        trained.write(out);
        System.out.printf(Locale.ROOT, "written %s (%d bytes) in %.0f s in all%n", out, Files.size(out),
                (System.nanoTime() - start) / 1e9);
    }

    /**
     * @param variant a variant
     * @return the regions its weights are trained on unless told otherwise, chosen by the loss on
     *     positions kept out and by matches (docs/search.md): bands of two rows at every row on the
     *     boards of dark squares up to 10x10 ({@code 2x10+1x10}, {@code 2x8+1x8}), and on the
     *     variants where they gained in matches by time ({@code WITH_WINDOWS}) windows of four by
     *     four every two rows and columns besides ({@code 2x10+1x10/4x4+2x2}, {@code
     *     2x8+1x8/4x4+2x2}); on Turkish's, whose two rows are 16 squares, windows of two rows by four
     *     columns at every row and every other column; on the boards of two words (12x12), whose
     *     two rows are 12 squares or more, windows of two rows by six columns at every row and every
     *     third column, and windows of four by four every two rows and columns besides ({@code
     *     2x6+1x3/4x4+2x2})
     */
    static String defaultShape(Variant variant) {
        int size = variant.geometry().size();
        if (variant.geometry().isAllSquares()) {
            return "2x4+1x2";
        }
        if (variant.geometry().isWide()) {
            // Bands of two rows would be 12 squares each (14 on 14x14, more than a region holds),
            // and measured worse than these windows (docs/search.md).
            return "2x6+1x3/4x4+2x2";
        }
        String bands = "2x" + size + "+1x" + size;
        return WITH_WINDOWS.contains(variant.name()) ? bands + "/4x4+2x2" : bands;
    }

    /**
     * @param arguments {@code name=value} arguments
     * @return them by name
     * @throws IllegalArgumentException naming an argument that is not {@code name=value}, or whose
     *     name the trainer does not know: a misspelt {@code sede=43} would otherwise be ignored and
     *     train other weights than the command says
     */
    static Map<String, String> arguments(List<String> arguments) {
        Map<String, String> named = new HashMap<>();
        for (String argument : arguments) {
            int equals = argument.indexOf('=');
            if (equals <= 0) {
                throw new IllegalArgumentException("argument '" + argument + "': expected name=value");
            }
            String name = argument.substring(0, equals);
            if (!ARGUMENTS.contains(name)) {
                throw new IllegalArgumentException("argument '" + argument + "': unknown name '" + name
                        + "', expected one of " + new TreeSet<>(ARGUMENTS));
            }
            if (named.put(name, argument.substring(equals + 1)) != null) {
                throw new IllegalArgumentException("argument '" + argument + "': '" + name + "' given twice");
            }
        }
        return named;
    }

    private String arg(String name, String otherwise) {
        return args.getOrDefault(name, otherwise);
    }

    /** @return the seeds, in the order their games are played */
    private long[] seeds() {
        String[] listed = arg("seed", "1").split(",");
        long[] seeds = new long[listed.length];
        for (int i = 0; i < listed.length; i++) {
            seeds[i] = Long.parseLong(listed[i].trim());
        }
        return seeds;
    }

    /** Reads the positions, leaving out those the evaluation scales down as drawish (outside its model). */
    private void load(Path data) throws IOException {
        PositionStack stack = PositionStack.of(variant);
        Position start = Position.start(variant);
        int startPieces = start.count(Color.WHITE) + start.count(Color.BLACK);
        List<double[]> rows = new ArrayList<>();
        List<String> keptOut = new ArrayList<>();
        List<double[]> keptOutRows = new ArrayList<>();
        List<String> lines = Files.readAllLines(data, StandardCharsets.UTF_8);
        for (int n = 0; n < lines.size(); n++) {
            String[] parts = lines.get(n).split("\t");
            if (parts.length != 3) {
                // A file cut short, or still being written by another run, ends in a partial line.
                throw new IOException(data + ", line " + (n + 1) + ": expected a FEN, a result and a score"
                        + " separated by tabs, found " + parts.length + " field(s)");
            }
            Position position = Position.fromFen(variant, parts[0]);
            stack.setRoot(position);
            if (base.drawish(stack, 0)) {
                continue;
            }
            int score = base.evaluate(stack, 0);
            double white = stack.whiteToMove(0) ? score : -score;
            int pieces = Math.min(startPieces, position.count(Color.WHITE) + position.count(Color.BLACK));
            double[] row = {white, pieces / (double) startPieces, Double.parseDouble(parts[1]),
                Double.parseDouble(parts[2])};
            // A tenth of the positions, chosen by their FEN, is kept out: a position played in several
            // games is then on one side only.
            if (Math.floorMod(parts[0].hashCode(), 10) == 0) {
                keptOut.add(parts[0]);
                keptOutRows.add(row);
            } else {
                fens.add(parts[0]);
                rows.add(row);
            }
        }
        validation = keptOut.size();
        fens.addAll(keptOut);
        rows.addAll(keptOutRows);
        int m = rows.size();
        baseScore = new double[m];
        phase = new double[m];
        result = new double[m];
        searchScore = new double[m];
        for (int i = 0; i < m; i++) {
            double[] row = rows.get(i);
            baseScore[i] = row[0];
            phase[i] = row[1];
            result[i] = row[2];
            searchScore[i] = row[3];
        }
        System.out.printf(Locale.ROOT, "%s: %d positions from %s%n", variant.name(), m, data);
    }

    private static double sigmoid(double z) {
        return 1 / (1 + Math.exp(-z));
    }

    /** @return the k under which the base evaluation predicts the results best (squared error, log scale) */
    private double fitK() {
        double best = 0.01;
        double bestError = Double.MAX_VALUE;
        for (double k = 0.0005; k < 0.1; k *= 1.05) {
            double sum = 0;
            for (int i = 0; i < baseScore.length; i++) {
                double d = result[i] - sigmoid(k * baseScore[i]);
                sum += d * d;
            }
            if (sum < bestError) {
                bestError = sum;
                best = k;
            }
        }
        return best;
    }

    private PatternWeights train(PatternRegions regions, String shape) {
        long start = System.nanoTime();
        int m = baseScore.length;
        int r = regions.count();
        // The regions' patterns of every position as each side sees the board, counted by the engine's own code.
        Evaluator counter = new Evaluator(variant, Weights.of(variant).withPatterns(new PatternWeights(variant, regions,
                new short[regions.entries()], new short[regions.entries()])));
        PositionStack stack = PositionStack.of(variant);
        int[] white = new int[m * r];
        int[] black = new int[m * r];
        int[] one = new int[r];
        for (int i = 0; i < m; i++) {
            stack.setRoot(Position.fromFen(variant, fens.get(i)));
            counter.patternIndices(stack, 0, BoardTables.WHITE, one);
            System.arraycopy(one, 0, white, i * r, r);
            counter.patternIndices(stack, 0, BoardTables.BLACK, one);
            System.arraycopy(one, 0, black, i * r, r);
        }
        double k = fitK();
        double lambda = Double.parseDouble(arg("lambda", "0.5"));
        double[] target = new double[m];
        for (int i = 0; i < m; i++) {
            target[i] = lambda * result[i] + (1 - lambda) * sigmoid(k * searchScore[i]);
        }
        int training = m - validation;
        int n = regions.entries();
        double[] w = new double[2 * n];
        double[] grad = new double[2 * n];
        double[] m1 = new double[2 * n];
        double[] m2 = new double[2 * n];
        int[] touched = new int[2 * n];
        boolean[] isTouched = new boolean[2 * n];
        boolean sgd = arg("optimizer", "sgd").equals("sgd");
        double rate = Double.parseDouble(arg("rate", sgd ? "0.01" : "0.3"));
        double l2 = Double.parseDouble(arg("l2", sgd ? "0.1" : "1e-8"));
        int batch = Integer.parseInt(arg("batch", "256"));
        int epochs = Integer.parseInt(arg("epochs", "6"));
        Random random = new Random(Long.parseLong(arg("shuffle", Long.toString(seeds()[0]))));
        int[] order = new int[training];
        for (int i = 0; i < training; i++) {
            order[i] = i;
        }
        double beta1 = 0.9;
        double beta2 = 0.999;
        long step = 0;
        System.out.printf(Locale.ROOT, "shape %s: %d regions, %d patterns, k %.5f; loss on the last %d positions:"
                + " base %.5f%n", shape, r, n, k, validation, loss(w, white, black, target, k, training, m, r, n));
        for (int epoch = 1; epoch <= epochs; epoch++) {
            for (int i = training - 1; i > 0; i--) {
                int j = random.nextInt(i + 1);
                int swap = order[i];
                order[i] = order[j];
                order[j] = swap;
            }
            // The step shrinks over the epochs, to settle.
            double epochRate = rate * (1 - (epoch - 1) / (double) epochs);
            for (int from = 0; from < training; from += batch) {
                int to = Math.min(training, from + batch);
                int used = 0;
                for (int b = from; b < to; b++) {
                    int i = order[b];
                    double e = baseScore[i] + pattern(w, white, black, i, r, n);
                    double g = k * (sigmoid(k * e) - target[i]) / (to - from);
                    double gOpening = g * phase[i];
                    double gEndgame = g * (1 - phase[i]);
                    for (int q = 0; q < r; q++) {
                        used = add(grad, touched, isTouched, used, white[i * r + q], gOpening);
                        used = add(grad, touched, isTouched, used, n + white[i * r + q], gEndgame);
                        used = add(grad, touched, isTouched, used, black[i * r + q], -gOpening);
                        used = add(grad, touched, isTouched, used, n + black[i * r + q], -gEndgame);
                    }
                }
                step++;
                double correction1 = 1 - Math.pow(beta1, step);
                double correction2 = 1 - Math.pow(beta2, step);
                for (int t = 0; t < used; t++) {
                    int j = touched[t];
                    if (sgd) {
                        // In the units of the logit: a pattern seen once moves little, one seen often much.
                        w[j] -= epochRate * (grad[j] * (to - from) / (k * k) + 2 * l2 * w[j]);
                        grad[j] = 0;
                        isTouched[j] = false;
                        continue;
                    }
                    double gj = grad[j] + 2 * l2 * w[j];
                    m1[j] = beta1 * m1[j] + (1 - beta1) * gj;
                    m2[j] = beta2 * m2[j] + (1 - beta2) * gj * gj;
                    w[j] -= epochRate * (m1[j] / correction1) / (Math.sqrt(m2[j] / correction2) + 1e-12);
                    grad[j] = 0;
                    isTouched[j] = false;
                }
            }
            System.out.printf(Locale.ROOT, "  epoch %d: loss %.5f on the positions trained on, %.5f on the others%n",
                    epoch, loss(w, white, black, target, k, 0, training, r, n),
                    loss(w, white, black, target, k, training, m, r, n));
        }
        short[] opening = new short[n];
        short[] endgame = new short[n];
        for (int j = 0; j < n; j++) {
            opening[j] = units(w[j]);
            endgame[j] = units(w[n + j]);
        }
        System.out.printf(Locale.ROOT, "shape %s trained in %.0f s%n", shape, (System.nanoTime() - start) / 1e9);
        return new PatternWeights(variant, regions, opening, endgame);
    }

    private static short units(double hundredths) {
        return (short) Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, Math.round(hundredths * PatternWeights.UNITS)));
    }

    private static int add(double[] grad, int[] touched, boolean[] isTouched, int used, int j, double g) {
        grad[j] += g;
        if (!isTouched[j]) {
            isTouched[j] = true;
            touched[used++] = j;
        }
        return used;
    }

    private double pattern(double[] w, int[] white, int[] black, int i, int r, int n) {
        double opening = 0;
        double endgame = 0;
        for (int q = 0; q < r; q++) {
            opening += w[white[i * r + q]] - w[black[i * r + q]];
            endgame += w[n + white[i * r + q]] - w[n + black[i * r + q]];
        }
        return phase[i] * opening + (1 - phase[i]) * endgame;
    }

    /** @return the mean logistic loss of positions {@code from} to {@code to} */
    private double loss(double[] w, int[] white, int[] black, double[] target, double k, int from, int to, int r, int n) {
        double sum = 0;
        for (int i = from; i < to; i++) {
            double p = sigmoid(k * (baseScore[i] + pattern(w, white, black, i, r, n)));
            p = Math.min(1 - 1e-12, Math.max(1e-12, p));
            sum -= target[i] * Math.log(p) + (1 - target[i]) * Math.log(1 - p);
        }
        return sum / Math.max(1, to - from);
    }
}
