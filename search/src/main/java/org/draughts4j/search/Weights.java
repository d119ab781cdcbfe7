package org.draughts4j.search;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Locale;
import org.draughts4j.core.Goal;
import org.draughts4j.core.Traits;
import org.draughts4j.core.Variant;

/**
 * The weights of the evaluation's {@link Features} for one variant, in hundredths of a man, one for
 * the opening (many pieces on the board) and one for the endgame: the evaluation blends the two by
 * the pieces left. They are data: {@code weights/<variant>.txt} beside this class, written by the
 * tuning tool ({@code Tuner}), one feature a line, {@code name opening endgame}; a variant without
 * such a file (a third party's) gets defaults from its traits, and a file names only the features
 * it changes.
 *
 * <p>Immutable once made.
 */
final class Weights {
    final Features features;
    final int[] opening;
    final int[] endgame;
    /** The learned pattern weights laid over these terms, null for none. */
    final PatternWeights patterns;
    /**
     * Whether the evaluation is the men and kings alone ({@link #material}): the {@link Evaluator}
     * then counts them and nothing else, not even the blend.
     */
    final boolean materialOnly;

    private Weights(Features features, int[] opening, int[] endgame) {
        this(features, opening, endgame, null, false);
    }

    private Weights(Features features, int[] opening, int[] endgame, PatternWeights patterns) {
        this(features, opening, endgame, patterns, false);
    }

    private Weights(Features features, int[] opening, int[] endgame, PatternWeights patterns, boolean materialOnly) {
        for (int i = 0; i < features.size; i++) {
            if (!withinBound(opening[i]) || !withinBound(endgame[i])) {
                throw new IllegalArgumentException("weights beyond ±" + MAX_WEIGHT + ": " + opening[i] + " " + endgame[i]);
            }
        }
        this.features = features;
        this.opening = opening;
        this.endgame = endgame;
        this.patterns = patterns;
        this.materialOnly = materialOnly;
    }

    /**
     * A trivial evaluation, to measure the search alone against engines that have one (Scan's
     * material-only build): a man and a king at the values of the variant's {@link #defaults}
     * (opening and endgame alike), every other feature 0, no patterns.
     *
     * @param variant a variant
     * @return its material-only weights
     */
    static Weights material(Variant variant) {
        Weights defaults = defaults(variant);
        Features f = defaults.features;
        int[] mg = new int[f.size];
        int[] eg = new int[f.size];
        set(mg, eg, f.man, defaults.opening[f.man], defaults.opening[f.man]);
        set(mg, eg, f.king, defaults.opening[f.king], defaults.opening[f.king]);
        return new Weights(f, mg, eg, null, true);
    }

    /**
     * @param patterns pattern weights, or null for none
     * @return these weights with those patterns on top
     */
    Weights withPatterns(PatternWeights patterns) {
        return new Weights(features, opening, endgame, patterns);
    }

    /**
     * @param variant a variant
     * @return its tuned weights when the module has them, else its defaults
     */
    static Weights of(Variant variant) {
        Weights defaults = defaults(variant);
        String resource = "weights/" + variant.name() + ".txt";
        try (InputStream in = Weights.class.getResourceAsStream(resource)) {
            if (in == null) {
                return defaults;
            }
            return defaults.with(new String(in.readAllBytes(), StandardCharsets.UTF_8), resource);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + resource, e);
        }
    }

    /**
     * @param variant a variant
     * @param file weights in the format of {@link #format()}
     * @return the variant's weights with those of the file laid over them
     * @throws java.io.UncheckedIOException if the file cannot be read
     * @throws IllegalArgumentException if a line is malformed
     */
    static Weights read(Variant variant, java.nio.file.Path file) {
        java.util.Optional<String> problem = org.draughts4j.core.InputLimits.unreadable(file);
        if (problem.isPresent()) {
            // A pipe or a device would be read for ever: only a regular file is opened.
            throw new IllegalArgumentException("option weights: cannot read " + file + ": " + problem.get());
        }
        try {
            if (java.nio.file.Files.size(file) > MAX_FILE_BYTES) {
                throw new IllegalArgumentException("option weights: " + file + " is larger than a weights file ("
                        + MAX_FILE_BYTES + " bytes at most)");
            }
            return of(variant).with(java.nio.file.Files.readString(file), file.toString());
        } catch (java.nio.charset.MalformedInputException e) {
            throw new IllegalArgumentException("option weights: " + file + " is not UTF-8 text", e);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }

    /** The largest weights file read: a few hundred features take a few kilobytes. */
    static final long MAX_FILE_BYTES = 1 << 20;

    /**
     * The largest weight, either sign, in hundredths of a man: a thousand men, far beyond any
     * evaluation ({@link Evaluator#LIMIT}). Bounded so that a position's sums of counts times
     * weights stay ints, which {@link Evaluator} packs two to a long.
     */
    static final int MAX_WEIGHT = 100_000;

    private static boolean withinBound(int weight) {
        return weight >= -MAX_WEIGHT && weight <= MAX_WEIGHT;
    }

    /**
     * @param text lines {@code name opening endgame}; {@code #} starts a comment
     * @param source where the text comes from, for the error
     * @return these weights with the features the text names set to its values
     * @throws IllegalArgumentException if a line is malformed (a feature the board lacks is skipped:
     *     a file may serve boards of several sizes)
     */
    Weights with(String text, String source) {
        int[] mg = opening.clone();
        int[] eg = endgame.clone();
        String[] lines = text.split("\r?\n");
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            int hash = line.indexOf('#');
            if (hash >= 0) {
                line = line.substring(0, hash);
            }
            line = line.strip();
            if (line.isEmpty()) {
                continue;
            }
            String[] parts = line.split("\\s+");
            if (parts.length != 3) {
                // Quoted short and escaped: the file may be anything a peer named (its text is not echoed whole).
                throw new IllegalArgumentException(source + " line " + (i + 1) + ": not 'name opening endgame': '"
                        + org.draughts4j.core.InputLimits.quote(line) + "'");
            }
            int index = features.indexOf(parts[0]);
            if (index < 0) {
                continue;
            }
            try {
                mg[index] = Integer.parseInt(parts[1]);
                eg[index] = Integer.parseInt(parts[2]);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(source + " line " + (i + 1) + ": not whole numbers: '"
                        + org.draughts4j.core.InputLimits.quote(line) + "'", e);
            }
            if (!withinBound(mg[index]) || !withinBound(eg[index])) {
                throw new IllegalArgumentException(source + " line " + (i + 1) + ": weights beyond ±" + MAX_WEIGHT + ": '"
                        + org.draughts4j.core.InputLimits.quote(line) + "'");
            }
        }
        return new Weights(features, mg, eg, patterns);
    }

    /**
     * @param opening the opening weights, one per feature
     * @param endgame the endgame weights
     * @return weights of the same features with those values
     */
    Weights with(int[] opening, int[] endgame) {
        if (opening.length != features.size || endgame.length != features.size) {
            throw new IllegalArgumentException("weights for " + features.size + " features");
        }
        return new Weights(features, opening.clone(), endgame.clone(), patterns);
    }

    /** @return the weights as the text {@link #with(String, String)} reads */
    String format() {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < features.size; i++) {
            text.append(String.format(Locale.ROOT, "%-16s %5d %5d%n", features.names().get(i), opening[i], endgame[i]));
        }
        return text.toString();
    }

    /**
     * The weights a variant gets before any tuning, from its traits: a man 1, a king 3 where kings
     * fly and 1.5 where they step, advanced men worth more as the pieces go, free men running to the
     * crowning row worth much; where the side that cannot move wins, material counts against.
     *
     * @param variant a variant
     * @return its default weights
     */
    static Weights defaults(Variant variant) {
        Traits traits = variant.traits();
        Features f = new Features(traits.geometry());
        int[] mg = new int[f.size];
        int[] eg = new int[f.size];
        boolean reversed = traits.goal() == Goal.CANNOT_MOVE_WINS;
        boolean firstKingWins = traits.goal() == Goal.FIRST_KING_WINS;
        int king = traits.flyingKings() ? 300 : 160;
        if (traits.orthogonalCaptures()) {
            king = 450;
        }
        set(mg, eg, f.man, 100, 100);
        set(mg, eg, f.king, king, king);
        if (reversed) {
            set(mg, eg, f.man, -60, -60);
            set(mg, eg, f.king, -200, -200);
            set(mg, eg, f.manMobility, -4, -4);
            set(mg, eg, f.kingMobility, -2, -2);
            return new Weights(f, mg, eg);
        }
        BoardTables tables = new BoardTables(traits);
        for (int bit = 0; bit < BoardTables.BITS; bit++) {
            if (!tables.square[bit]) {
                continue;
            }
            int r = tables.rank[BoardTables.WHITE][bit];
            int c = tables.centre[bit];
            // Men on the back row guard it early; later every row forward counts; the edges are worth less.
            int forward = r * (firstKingWins ? 12 : 3);
            int opening = (r == 0 ? 6 : forward / 2) + (c == 0 ? -4 : Math.min(c, 3) * 2);
            set(mg, eg, f.square + tables.place[BoardTables.WHITE][bit], opening, forward);
        }
        set(mg, eg, f.kingMobility, 2, 3);
        set(mg, eg, f.manMobility, 1, 1);
        set(mg, eg, f.locked, -4, -6);
        int[] runaway = firstKingWins ? new int[] {600, 300, 120, 40} : new int[] {120, 70, 35, 15};
        for (int r = 0; r < Features.RUNAWAY_ROWS; r++) {
            set(mg, eg, f.runaway + r, runaway[r] / 2, runaway[r]);
        }
        set(mg, eg, f.balance, -3, -1);
        set(mg, eg, f.supported, 2, 1);
        set(mg, eg, f.towerReserve, 50, 60);
        set(mg, eg, f.towerPrisoners, 20, 20);
        return new Weights(f, mg, eg);
    }

    private static void set(int[] mg, int[] eg, int index, int opening, int endgame) {
        mg[index] = opening;
        eg[index] = endgame;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Weights that && Arrays.equals(opening, that.opening)
                && Arrays.equals(endgame, that.endgame) && java.util.Objects.equals(patterns, that.patterns);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(opening) + Arrays.hashCode(endgame);
    }
}
