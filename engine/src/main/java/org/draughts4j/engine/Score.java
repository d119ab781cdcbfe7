package org.draughts4j.engine;

import java.util.Locale;

/**
 * An engine's evaluation from the side to move: a number of men ({@code +0.25}: a quarter of a man
 * ahead), or a win or a loss in a number of plies. Immutable and thread-safe.
 *
 * <p>Hub engines give scores in men; Scan writes a game end in {@code p} plies as {@code ±(100 -
 * p/100)} (99.95: a win in 5 plies), which {@link #fromHub} reads and {@link #toHub} writes.
 */
public final class Score implements Comparable<Score> {
    /** Hub scores above this, in men, are game ends (Scan's own bound for its evaluation is 80, for bitbases 90). */
    private static final double HUB_GAME_END = 99.0;

    private final double men;
    /**
     * One more than the plies to the end, positive for a win and negative for a loss; 0 for an
     * evaluation. A win in 0 plies is a loss now seen from the other side ({@link #negate}).
     */
    private final int end;

    private Score(double men, int end) {
        // -0.0 is 0.0: a score and its negation of a level position are the same score.
        this.men = men == 0 ? 0.0 : men;
        this.end = end;
    }

    /**
     * @param men the evaluation in men, finite
     * @return that evaluation
     * @throws IllegalArgumentException if {@code men} is not finite
     */
    public static Score men(double men) {
        if (!Double.isFinite(men)) {
            throw new IllegalArgumentException("a score must be finite: " + men);
        }
        return new Score(men, 0);
    }

    /**
     * @param plies the plies to the end of the game, at least 1, below {@link Integer#MAX_VALUE}
     * @return a win for the side to move in that many plies
     * @throws IllegalArgumentException if {@code plies} is below 1 or {@link Integer#MAX_VALUE}
     */
    public static Score winIn(int plies) {
        if (plies < 1 || plies == Integer.MAX_VALUE) {
            // The largest would overflow the encoding, one more than the plies, into a loss.
            throw new IllegalArgumentException("a win takes 1 to " + (Integer.MAX_VALUE - 1) + " plies: " + plies);
        }
        return new Score(0, plies + 1);
    }

    /**
     * @param plies the plies to the end of the game, at least 0 (0: the side to move has lost), below
     *     {@link Integer#MAX_VALUE}
     * @return a loss for the side to move in that many plies
     * @throws IllegalArgumentException if {@code plies} is negative or {@link Integer#MAX_VALUE}
     */
    public static Score lossIn(int plies) {
        if (plies < 0 || plies == Integer.MAX_VALUE) {
            // As a win's: its negation would have no encoding.
            throw new IllegalArgumentException("a loss takes 0 to " + (Integer.MAX_VALUE - 1) + " plies: " + plies);
        }
        return new Score(0, -(plies + 1));
    }

    /**
     * @param men a Hub score, in men
     * @return that score; beyond ±99 a win or a loss in {@code round((100 - |men|) * 100)} plies
     * @throws IllegalArgumentException if {@code men} is not finite
     */
    public static Score fromHub(double men) {
        if (!Double.isFinite(men)) {
            throw new IllegalArgumentException("a score must be finite: " + men);
        }
        double size = Math.abs(men);
        if (size <= HUB_GAME_END) {
            return men(men);
        }
        int plies = (int) Math.max(0, Math.round((100.0 - Math.min(size, 100.0)) * 100.0));
        // 100.00: a game already won, which toHub writes for a loss now seen from the other side.
        return men > 0 ? (plies == 0 ? new Score(0, 1) : winIn(plies)) : lossIn(plies);
    }

    /** @return the score as Hub writes it, in men with two decimals ({@code 99.95} for a win in 5 plies) */
    public String toHub() {
        double value;
        if (end == 0) {
            value = Math.max(-HUB_GAME_END, Math.min(HUB_GAME_END, men));
        } else {
            value = 100.0 - Math.min(plies(), 99) / 100.0;
            value = isWin() ? value : -value;
        }
        return String.format(Locale.ROOT, "%.2f", value);
    }

    /** @return whether the side to move wins */
    public boolean isWin() {
        return end > 0;
    }

    /** @return whether the side to move loses */
    public boolean isLoss() {
        return end < 0;
    }

    /**
     * @return the plies to the end of the game for a win or a loss (0 for a game already over: a loss
     *     now, or its negation), 0 for an evaluation
     */
    public int plies() {
        return end == 0 ? 0 : Math.abs(end) - 1;
    }

    /** @return the evaluation in men; 0 for a win or a loss */
    public double inMen() {
        return men;
    }

    /**
     * @return the same score from the other side's point of view, a ply later or earlier left aside:
     *     a win in 5 plies is a loss in 5, a loss now ({@code lossIn(0)}) a win in 0
     */
    public Score negate() {
        return new Score(-men, -end);
    }

    /**
     * Orders from the worst for the side to move (a loss now) to the best (a game already won, then
     * a win in one ply): every loss below every evaluation, every evaluation below every win,
     * whatever its size. Consistent with {@link #equals}.
     */
    @Override
    public int compareTo(Score other) {
        int kind = Integer.compare(Integer.signum(end), Integer.signum(other.end));
        if (kind != 0) {
            return kind;
        }
        // A sooner win is better, a later loss is better: both by the smaller end.
        return end == 0 ? Double.compare(men, other.men) : Integer.compare(other.end, end);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Score && ((Score) other).end == end
                && Double.compare(((Score) other).men, men) == 0;
    }

    @Override
    public int hashCode() {
        return Double.hashCode(men) * 31 + end;
    }

    /** @return {@code +0.25}, {@code win 5} or {@code loss 4} */
    @Override
    public String toString() {
        if (isWin()) {
            return "win " + plies();
        }
        if (isLoss()) {
            return "loss " + plies();
        }
        return String.format(Locale.ROOT, "%+.2f", men);
    }
}
