package org.draughts4j.match;

/**
 * Engine A's results over pairs of games, the two games of a pair played from one opening with
 * colours swapped: how many pairs A scored 0, ½, 1, 1½ and 2 points in (fastchess's {@code
 * Ptnml(0-2)}). Pairs carry less noise than single games, since the pair's two games share the
 * opening's bias; {@link Sprt} counts them by default. Immutable.
 *
 * @param lossLoss pairs of two losses (0 points)
 * @param lossDraw pairs of a loss and a draw (½)
 * @param even pairs of two draws, or of a win and a loss (1)
 * @param winDraw pairs of a win and a draw (1½)
 * @param winWin pairs of two wins (2)
 */
public record Pentanomial(int lossLoss, int lossDraw, int even, int winDraw, int winWin) {
    /** No pairs. */
    public static final Pentanomial NONE = new Pentanomial(0, 0, 0, 0, 0);

    /**
     * Validates.
     *
     * @param lossLoss pairs of 0 points
     * @param lossDraw pairs of ½
     * @param even pairs of 1
     * @param winDraw pairs of 1½
     * @param winWin pairs of 2
     * @throws IllegalArgumentException if a count is negative
     */
    public Pentanomial {
        if (lossLoss < 0 || lossDraw < 0 || even < 0 || winDraw < 0 || winWin < 0) {
            throw new IllegalArgumentException("counts must not be negative: " + lossLoss + " " + lossDraw + " " + even
                    + " " + winDraw + " " + winWin);
        }
    }

    /**
     * @param points A's points in a pair: 0, 0.5, 1, 1.5 or 2
     * @return these counts with that pair added
     * @throws IllegalArgumentException if {@code points} is none of those
     */
    public Pentanomial plus(double points) {
        if (points == 0) {
            return new Pentanomial(lossLoss + 1, lossDraw, even, winDraw, winWin);
        }
        if (points == 0.5) {
            return new Pentanomial(lossLoss, lossDraw + 1, even, winDraw, winWin);
        }
        if (points == 1) {
            return new Pentanomial(lossLoss, lossDraw, even + 1, winDraw, winWin);
        }
        if (points == 1.5) {
            return new Pentanomial(lossLoss, lossDraw, even, winDraw + 1, winWin);
        }
        if (points == 2) {
            return new Pentanomial(lossLoss, lossDraw, even, winDraw, winWin + 1);
        }
        throw new IllegalArgumentException("a pair scores 0, 0.5, 1, 1.5 or 2, not " + points);
    }

    /** @return the number of pairs */
    public int pairs() {
        return lossLoss + lossDraw + even + winDraw + winWin;
    }

    /** @return the counts from 0 points to 2: {@code [lossLoss, lossDraw, even, winDraw, winWin]} */
    int[] counts() {
        return new int[] {lossLoss, lossDraw, even, winDraw, winWin};
    }

    /** @return {@code [0, 3, 12, 4, 1]}: the counts from 0 points to 2, as fastchess prints them */
    @Override
    public String toString() {
        return "[" + lossLoss + ", " + lossDraw + ", " + even + ", " + winDraw + ", " + winWin + "]";
    }
}
