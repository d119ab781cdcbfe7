package org.draughts4j.match;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * A sequential probability ratio test between two hypotheses on the Elo difference of A over B:
 * H0 that it is {@code elo0}, H1 that it is {@code elo1}, with false positive rate {@code alpha} and
 * false negative rate {@code beta}. Immutable.
 *
 * <p>What is counted is the {@link Model}: by default pairs of games, each opening's two games with
 * colours swapped, scored 0, ½, 1, 1½ or 2 ({@link Pentanomial}, as fastchess counts them); or
 * single games, a win, a draw or a loss. Pairs are less noisy (the opening's bias is in both games
 * of a pair), so the test decides sooner for the same error rates.
 *
 * <p>The log-likelihood ratio is the generalized one under the logistic Elo model: under each
 * hypothesis the outcome probabilities are the ones of greatest likelihood for the results seen
 * whose expected score is that hypothesis' ({@code s = 1 / (1 + 10^(-elo/400))}, a pair's score
 * being half its points); the draw rate (the spread of the pairs) is thus taken from the games, not
 * assumed. Those probabilities are {@code p_j = f_j / (1 + θ (a_j - s))}, with {@code f_j} the
 * observed frequencies, {@code a_j} the scores (1, ½, 0 for games; 1, ¾, ½, ¼, 0 for pairs) and θ
 * the root of {@code Σ f_j (a_j - s) / (1 + θ (a_j - s)) = 0}; the ratio is {@code Σ n_j ln(p1_j /
 * p0_j)}. This is what fishtest and fastchess compute; for small Elo differences it is close to
 * the ratio of the normal approximation, {@code N (s1 - s0) (2 m - s0 - s1) / (2 v)} with {@code
 * m} the mean score, {@code v} its variance over the results and {@code N} their number
 * (OpenBench's formula). A result never seen is counted a thousandth of a time (for games, only a
 * win or a loss), so that the hypotheses stay within what the results allow. The test stops at H1
 * when the ratio reaches {@code ln((1-beta)/alpha)}, at H0 when it falls to {@code
 * ln(beta/(1-alpha))}.
 *
 * @param elo0 the Elo difference of H0
 * @param elo1 the Elo difference of H1, above {@code elo0}
 * @param alpha the rate of accepting H1 when H0 holds, between 0 and 1
 * @param beta the rate of accepting H0 when H1 holds, between 0 and 1
 * @param model what is counted: pairs of games or single games
 */
public record Sprt(double elo0, double elo1, double alpha, double beta, Model model) {
    /** What is counted where A has no win or no loss. */
    static final double EMPTY = 1e-3;

    /** What the test counts. */
    public enum Model {
        /** Pairs of games from one opening, colours swapped: five outcomes, 0 to 2 points (the default). */
        PENTANOMIAL,
        /** Single games: a win, a draw or a loss. */
        TRINOMIAL;

        /**
         * @param name {@code pentanomial} or {@code trinomial}, in any case
         * @return the model
         * @throws IllegalArgumentException if it is neither
         */
        public static Model parse(String name) {
            for (Model model : values()) {
                if (model.name().equalsIgnoreCase(name.strip())) {
                    return model;
                }
            }
            throw new IllegalArgumentException("'" + name + "' is not an SPRT model (pentanomial or trinomial)");
        }
    }

    /**
     * The largest Elo difference a hypothesis may name: its expected score must stay below 1 in a
     * double, or the test's likelihoods are not numbers and it never decides (7,000 rounds to 1).
     */
    public static final double MAX_ELO = 2_000;

    /**
     * A test of pairs of games ({@link Model#PENTANOMIAL}).
     *
     * @param elo0 the Elo difference of H0
     * @param elo1 the Elo difference of H1
     * @param alpha the false positive rate
     * @param beta the false negative rate
     * @throws IllegalArgumentException as the canonical constructor
     */
    public Sprt(double elo0, double elo1, double alpha, double beta) {
        this(elo0, elo1, alpha, beta, Model.PENTANOMIAL);
    }

    /**
     * Validates.
     *
     * @param elo0 the Elo difference of H0
     * @param elo1 the Elo difference of H1
     * @param alpha the false positive rate
     * @param beta the false negative rate
     * @param model what is counted
     * @throws IllegalArgumentException if {@code elo1} is not above {@code elo0}, either is outside
     *     ±{@value #MAX_ELO}, or a rate is not strictly between 0 and 1, or alpha + beta is not below 1
     */
    public Sprt {
        java.util.Objects.requireNonNull(model, "model");
        if (!(elo1 > elo0) || !(Math.abs(elo0) <= MAX_ELO) || !(Math.abs(elo1) <= MAX_ELO)) {
            throw new IllegalArgumentException("elo1 must be above elo0, both from -" + (int) MAX_ELO + " to "
                    + (int) MAX_ELO + ": elo0=" + elo0 + ", elo1=" + elo1);
        }
        if (!(alpha > 0 && alpha < 1 && beta > 0 && beta < 1 && alpha + beta < 1)) {
            throw new IllegalArgumentException("alpha and beta must be between 0 and 1, their sum below 1: alpha="
                    + alpha + ", beta=" + beta);
        }
    }

    /** The decision after some games. */
    public enum Decision {
        /** The ratio reached the upper bound: H1 accepted. */
        H1,
        /** The ratio reached the lower bound: H0 accepted. */
        H0,
        /** Neither bound is reached: play on. */
        CONTINUE
    }

    /**
     * @param text {@code elo0=A,elo1=B,alpha=X,beta=Y}, in any order
     * @return the test, of pairs of games ({@link #withModel} for single games)
     * @throws IllegalArgumentException if a field is missing, unknown, given twice or not a number,
     *     or the values do not make a test
     */
    public static Sprt parse(String text) {
        Map<String, Double> values = new LinkedHashMap<>();
        for (String part : text.split(",")) {
            int equals = part.indexOf('=');
            String name = equals < 0 ? part.strip() : part.substring(0, equals).strip().toLowerCase(Locale.ROOT);
            if (equals < 0 || !(name.equals("elo0") || name.equals("elo1") || name.equals("alpha") || name.equals("beta"))) {
                throw new IllegalArgumentException("'" + part.strip() + "' is not one of elo0=, elo1=, alpha=, beta="
                        + " (give elo0=A,elo1=B,alpha=X,beta=Y)");
            }
            double value;
            try {
                value = Double.parseDouble(part.substring(equals + 1).strip());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(name + "=" + part.substring(equals + 1).strip() + " is not a number");
            }
            if (values.put(name, value) != null) {
                throw new IllegalArgumentException(name + " is given twice");
            }
        }
        for (String name : new String[] {"elo0", "elo1", "alpha", "beta"}) {
            if (!values.containsKey(name)) {
                throw new IllegalArgumentException(name + "= is missing (give elo0=A,elo1=B,alpha=X,beta=Y)");
            }
        }
        return new Sprt(values.get("elo0"), values.get("elo1"), values.get("alpha"), values.get("beta"));
    }

    /**
     * @param counted what to count
     * @return this test counting that
     */
    public Sprt withModel(Model counted) {
        return new Sprt(elo0, elo1, alpha, beta, counted);
    }

    /** @return the bound at which H0 is accepted, {@code ln(beta / (1 - alpha))} */
    public double lowerBound() {
        return Math.log(beta / (1 - alpha));
    }

    /** @return the bound at which H1 is accepted, {@code ln((1 - beta) / alpha)} */
    public double upperBound() {
        return Math.log((1 - beta) / alpha);
    }

    /**
     * @param score the games so far
     * @return the log-likelihood ratio of H1 against H0 counting single games, whatever the model;
     *     0 with no games
     */
    public double llr(MatchScore score) {
        if (score.games() == 0) {
            return 0;
        }
        double w = score.wins() == 0 ? EMPTY : score.wins();
        double l = score.losses() == 0 ? EMPTY : score.losses();
        return llr(new double[] {w, score.draws(), l}, GAME_POINTS);
    }

    /**
     * @param pairs the pairs of games so far
     * @return the log-likelihood ratio of H1 against H0 counting pairs, whatever the model; 0 with no pairs
     */
    public double llr(Pentanomial pairs) {
        if (pairs.pairs() == 0) {
            return 0;
        }
        int[] counts = pairs.counts();
        double[] regularized = new double[counts.length];
        for (int j = 0; j < counts.length; j++) {
            regularized[j] = counts[j] == 0 ? EMPTY : counts[j];
        }
        return llr(regularized, PAIR_POINTS);
    }

    /** The scores of a win, a draw and a loss. */
    private static final double[] GAME_POINTS = {1, 0.5, 0};
    /** The scores of pairs of 0, ½, 1, 1½ and 2 points: half their points. */
    private static final double[] PAIR_POINTS = {0, 0.25, 0.5, 0.75, 1};

    private double llr(double[] counts, double[] points) {
        double n = 0;
        for (double count : counts) {
            n += count;
        }
        double[] frequencies = new double[counts.length];
        for (int j = 0; j < counts.length; j++) {
            frequencies[j] = counts[j] / n;
        }
        double[] p0 = constrained(frequencies, points, MatchScore.expectedScore(elo0));
        double[] p1 = constrained(frequencies, points, MatchScore.expectedScore(elo1));
        double llr = 0;
        for (int j = 0; j < counts.length; j++) {
            if (counts[j] > 0) {
                llr += counts[j] * Math.log(p1[j] / p0[j]);
            }
        }
        return llr;
    }

    /**
     * @return the outcome probabilities (win, draw, loss) of greatest likelihood for {@code
     *     frequencies} whose expected score is {@code s}
     */
    static double[] constrained(double[] frequencies, double s) {
        return constrained(frequencies, GAME_POINTS, s);
    }

    /**
     * @return the outcome probabilities of greatest likelihood for {@code frequencies} of outcomes
     *     scoring {@code points} (from 0 to 1, both among them) whose expected score is {@code s}
     */
    static double[] constrained(double[] frequencies, double[] points, double s) {
        // f(θ) = Σ f_j (a_j - s) / (1 + θ (a_j - s)) falls from +∞ to -∞ on (-1/(1-s), 1/s).
        double low = -1 / (1 - s);
        double high = 1 / s;
        for (int i = 0; i < 200; i++) {
            double theta = (low + high) / 2;
            if (theta == low || theta == high) {
                break;
            }
            double f = 0;
            for (int j = 0; j < points.length; j++) {
                f += frequencies[j] * (points[j] - s) / (1 + theta * (points[j] - s));
            }
            if (f > 0) {
                low = theta;
            } else {
                high = theta;
            }
        }
        double theta = (low + high) / 2;
        double[] p = new double[points.length];
        for (int j = 0; j < points.length; j++) {
            p[j] = frequencies[j] / (1 + theta * (points[j] - s));
        }
        return p;
    }

    /**
     * @param games the games so far
     * @param pairs their completed pairs
     * @return the log-likelihood ratio of what the model counts
     */
    public double llr(MatchScore games, Pentanomial pairs) {
        return model == Model.PENTANOMIAL ? llr(pairs) : llr(games);
    }

    /**
     * @param games the games so far
     * @param pairs their completed pairs
     * @return whether a bound is reached, by what the model counts
     */
    public Decision decide(MatchScore games, Pentanomial pairs) {
        double llr = llr(games, pairs);
        if (llr >= upperBound()) {
            return Decision.H1;
        }
        if (llr <= lowerBound()) {
            return Decision.H0;
        }
        return Decision.CONTINUE;
    }

    /**
     * @param games the games so far
     * @param pairs their completed pairs
     * @return {@code SPRT: llr 2.95 (100.2%), lbound -2.94, ubound 2.94 - H1 accepted} (or {@code H0
     *     accepted}, or {@code no decision yet}); counting pairs, the pairs' counts before the
     *     verdict: {@code ..., ubound 2.94, ptnml(0-2) [0, 1, 5, 3, 4] - H1 accepted}
     */
    public String line(MatchScore games, Pentanomial pairs) {
        double llr = llr(games, pairs);
        double share = llr >= 0 ? llr / upperBound() : llr / -lowerBound();
        Decision decision = decide(games, pairs);
        String verdict = decision == Decision.H1 ? "H1 accepted" : decision == Decision.H0 ? "H0 accepted"
                : "no decision yet";
        String counted = model == Model.PENTANOMIAL ? ", ptnml(0-2) " + pairs : "";
        return String.format(Locale.ROOT, "SPRT: llr %.2f (%.1f%%), lbound %.2f, ubound %.2f%s - %s", llr,
                100 * share, lowerBound(), upperBound(), counted, verdict);
    }

    /** @return {@code elo0=0,elo1=10,alpha=0.05,beta=0.05}, which {@link #parse} reads (the model left out) */
    @Override
    public String toString() {
        return String.format(Locale.ROOT, "elo0=%s,elo1=%s,alpha=%s,beta=%s", plain(elo0), plain(elo1), plain(alpha),
                plain(beta));
    }

    private static String plain(double value) {
        return value == Math.rint(value) ? String.valueOf((long) value) : String.valueOf(value);
    }
}
