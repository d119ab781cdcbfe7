package org.draughts4j.match;

import java.util.Locale;

/**
 * The score of engine A against engine B: A's wins, losses and draws, and what the usual logistic
 * model makes of them. Immutable.
 *
 * <p>The score is {@code s = (W + D/2) / N}; the Elo difference {@code -400 log10(1/s - 1)}; its 95 %
 * interval comes from the standard deviation of the mean of the game scores (each game 1, ½ or 0),
 * {@code sqrt((W(1-s)² + D(½-s)² + L s²) / N) / sqrt(N)}, as {@code s ± 1.95996 σ} mapped to Elo,
 * the error being half the width of that interval. These are the figures cutechess-cli prints.
 *
 * @param wins A's wins
 * @param losses A's losses
 * @param draws the draws
 */
public record MatchScore(int wins, int losses, int draws) {
    /** The 97.5 % quantile of the standard normal distribution, for a two-sided 95 % interval. */
    static final double Z_975 = 1.959963984540054;

    /**
     * Validates.
     *
     * @param wins A's wins
     * @param losses A's losses
     * @param draws the draws
     * @throws IllegalArgumentException if a count is negative
     */
    public MatchScore {
        if (wins < 0 || losses < 0 || draws < 0) {
            throw new IllegalArgumentException("counts must not be negative: " + wins + " " + losses + " " + draws);
        }
    }

    /** The score of no games. */
    public static final MatchScore NONE = new MatchScore(0, 0, 0);

    /**
     * @param points A's points in a game: 1 for a win, ½ for a draw, 0 for a loss
     * @return this score with that game added
     */
    public MatchScore plus(double points) {
        if (points == 1) {
            return new MatchScore(wins + 1, losses, draws);
        }
        if (points == 0) {
            return new MatchScore(wins, losses + 1, draws);
        }
        if (points == 0.5) {
            return new MatchScore(wins, losses, draws + 1);
        }
        throw new IllegalArgumentException("a game scores 1, 0.5 or 0, not " + points);
    }

    /** @return the number of games */
    public int games() {
        return wins + losses + draws;
    }

    /** @return A's mean score per game, 0 to 1; NaN with no games */
    public double score() {
        return (wins + draws / 2.0) / games();
    }

    /**
     * @param score a mean score, 0 to 1
     * @return the Elo difference the logistic model gives it: ±infinity at 1 and 0
     */
    public static double elo(double score) {
        return -400 * Math.log10(1 / score - 1);
    }

    /**
     * @param elo an Elo difference
     * @return the mean score the logistic model expects of it
     */
    public static double expectedScore(double elo) {
        return 1 / (1 + Math.pow(10, -elo / 400));
    }

    /** @return A's Elo difference over B; NaN with no games, ±infinity for a score of 1 or 0 */
    public double eloDifference() {
        return elo(score());
    }

    /** @return the standard deviation of the mean game score; NaN with no games */
    public double standardError() {
        int n = games();
        double s = score();
        double variance = (wins * (1 - s) * (1 - s) + draws * (0.5 - s) * (0.5 - s) + losses * s * s) / n;
        return Math.sqrt(variance) / Math.sqrt(n);
    }

    /** @return half the width of the 95 % interval of the Elo difference; NaN when it has no width in Elo */
    public double eloError() {
        double s = score();
        double deviation = Z_975 * standardError();
        double error = (elo(s + deviation) - elo(s - deviation)) / 2;
        return Double.isInfinite(error) ? Double.NaN : error;
    }

    /**
     * @param a A's name
     * @param b B's name
     * @return {@code Score of A vs B: W - L - D  [0.500] N}, as cutechess-cli prints it
     */
    public String scoreLine(String a, String b) {
        return String.format(Locale.ROOT, "Score of %s vs %s: %d - %d - %d  [%.3f] %d", a, b, wins, losses, draws,
                games() == 0 ? 0.0 : score(), games());
    }

    /** @return {@code Elo difference: 31.4 +/- 12.0}, {@code inf} and {@code nan} where the figures are not finite */
    public String eloLine() {
        return "Elo difference: " + number(eloDifference()) + " +/- " + number(eloError());
    }

    private static String number(double value) {
        if (Double.isNaN(value)) {
            return "nan";
        }
        if (Double.isInfinite(value)) {
            return value > 0 ? "inf" : "-inf";
        }
        // -0.0 and what rounds to it print as 0.0.
        return String.format(Locale.ROOT, "%.1f", Math.abs(value) < 0.05 ? 0.0 : value);
    }
}
