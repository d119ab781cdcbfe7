package org.draughts4j.match;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * A sequential probability ratio test between two hypotheses on the Elo difference of A over B:
 * H0 that it is {@code elo0}, H1 that it is {@code elo1}, with false positive rate {@code alpha} and
 * false negative rate {@code beta}. Immutable.
 *
 * <p>The log-likelihood ratio is the generalized one of the trinomial model (a game is a win, a draw
 * or a loss) under the logistic Elo model: under each hypothesis the outcome probabilities are the
 * ones of greatest likelihood for the games seen whose expected score is that hypothesis' ({@code
 * 1 / (1 + 10^(-elo/400))}); the draw rate is thus taken from the games, not assumed. Those
 * probabilities are {@code p_j = f_j / (1 + θ (a_j - s))}, with {@code f_j} the observed
 * frequencies, {@code a_j} the game scores 1, ½, 0 and θ the root of {@code Σ f_j (a_j - s) / (1 +
 * θ (a_j - s)) = 0}; the ratio is {@code Σ n_j ln(p1_j / p0_j)}. When A has no win or no loss yet,
 * a thousandth of a game is counted there, so that the hypotheses stay within what the games
 * allow. The test stops at H1 when the ratio reaches {@code ln((1-beta)/alpha)}, at H0 when it falls
 * to {@code ln(beta/(1-alpha))}.
 *
 * @param elo0 the Elo difference of H0
 * @param elo1 the Elo difference of H1, above {@code elo0}
 * @param alpha the rate of accepting H1 when H0 holds, between 0 and 1
 * @param beta the rate of accepting H0 when H1 holds, between 0 and 1
 */
public record Sprt(double elo0, double elo1, double alpha, double beta) {
    /** What is counted where A has no win or no loss. */
    static final double EMPTY = 1e-3;

    /**
     * Validates.
     *
     * @param elo0 the Elo difference of H0
     * @param elo1 the Elo difference of H1
     * @param alpha the false positive rate
     * @param beta the false negative rate
     * @throws IllegalArgumentException if {@code elo1} is not above {@code elo0}, or a rate is not
     *     strictly between 0 and 1, or alpha + beta is not below 1
     */
    public Sprt {
        if (!(elo1 > elo0) || Double.isInfinite(elo0) || Double.isInfinite(elo1)) {
            throw new IllegalArgumentException("elo1 must be above elo0, both finite: elo0=" + elo0 + ", elo1=" + elo1);
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
     * @return the test
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
     * @return the log-likelihood ratio of H1 against H0; 0 with no games
     */
    public double llr(MatchScore score) {
        if (score.games() == 0) {
            return 0;
        }
        double w = score.wins() == 0 ? EMPTY : score.wins();
        double l = score.losses() == 0 ? EMPTY : score.losses();
        double d = score.draws();
        double[] counts = {w, d, l};
        double n = w + d + l;
        double[] frequencies = {w / n, d / n, l / n};
        double[] p0 = constrained(frequencies, MatchScore.expectedScore(elo0));
        double[] p1 = constrained(frequencies, MatchScore.expectedScore(elo1));
        double llr = 0;
        for (int j = 0; j < 3; j++) {
            if (counts[j] > 0) {
                llr += counts[j] * Math.log(p1[j] / p0[j]);
            }
        }
        return llr;
    }

    /** The scores of a win, a draw and a loss. */
    private static final double[] POINTS = {1, 0.5, 0};

    /**
     * @return the outcome probabilities of greatest likelihood for {@code frequencies} whose
     *     expected score is {@code s}
     */
    static double[] constrained(double[] frequencies, double s) {
        // f(θ) = Σ f_j (a_j - s) / (1 + θ (a_j - s)) falls from +∞ to -∞ on (-1/(1-s), 1/s).
        double low = -1 / (1 - s);
        double high = 1 / s;
        for (int i = 0; i < 200; i++) {
            double theta = (low + high) / 2;
            if (theta == low || theta == high) {
                break;
            }
            double f = 0;
            for (int j = 0; j < 3; j++) {
                f += frequencies[j] * (POINTS[j] - s) / (1 + theta * (POINTS[j] - s));
            }
            if (f > 0) {
                low = theta;
            } else {
                high = theta;
            }
        }
        double theta = (low + high) / 2;
        double[] p = new double[3];
        for (int j = 0; j < 3; j++) {
            p[j] = frequencies[j] / (1 + theta * (POINTS[j] - s));
        }
        return p;
    }

    /**
     * @param score the games so far
     * @return whether a bound is reached
     */
    public Decision decide(MatchScore score) {
        double llr = llr(score);
        if (llr >= upperBound()) {
            return Decision.H1;
        }
        if (llr <= lowerBound()) {
            return Decision.H0;
        }
        return Decision.CONTINUE;
    }

    /**
     * @param score the games so far
     * @return {@code SPRT: llr 2.95 (100.2%), lbound -2.94, ubound 2.94 - H1 accepted} (or {@code H0
     *     accepted}, or {@code no decision yet})
     */
    public String line(MatchScore score) {
        double llr = llr(score);
        double share = llr >= 0 ? llr / upperBound() : llr / -lowerBound();
        Decision decision = decide(score);
        String verdict = decision == Decision.H1 ? "H1 accepted" : decision == Decision.H0 ? "H0 accepted"
                : "no decision yet";
        return String.format(Locale.ROOT, "SPRT: llr %.2f (%.1f%%), lbound %.2f, ubound %.2f - %s", llr, 100 * share,
                lowerBound(), upperBound(), verdict);
    }

    /** @return {@code elo0=0,elo1=10,alpha=0.05,beta=0.05} */
    @Override
    public String toString() {
        return String.format(Locale.ROOT, "elo0=%s,elo1=%s,alpha=%s,beta=%s", plain(elo0), plain(elo1), plain(alpha),
                plain(beta));
    }

    private static String plain(double value) {
        return value == Math.rint(value) ? String.valueOf((long) value) : String.valueOf(value);
    }
}
