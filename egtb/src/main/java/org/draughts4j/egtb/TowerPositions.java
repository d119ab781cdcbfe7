package org.draughts4j.egtb;

import java.math.BigInteger;
import org.draughts4j.core.Color;
import org.draughts4j.core.Geometry;

/**
 * How many positions a set of pieces has when they stand in towers (column draughts): each
 * occupied square holds a tower of one or more pieces, each piece a man or a king of either side,
 * and only a tower's top may not be a man on its own crowning row. Counted square by square over
 * the number of White's and Black's pieces used so far, for one side to move: the measure of why
 * the tables, which index single pieces, refuse towers ({@link TableBoard#unsupportedReason}).
 */
final class TowerPositions {
    private TowerPositions() {
    }

    /**
     * @param geometry the board
     * @param white White's pieces
     * @param black Black's pieces
     * @param towers whether pieces may stand in towers; false counts single pieces, as the tables index them
     * @return the positions of exactly that many pieces a side, for one side to move
     */
    static BigInteger count(Geometry geometry, int white, int black, boolean towers) {
        BigInteger[][] ways = zeros(white, black);
        ways[0][0] = BigInteger.ONE;
        long whiteCrowning = geometry.promotionMask(Color.WHITE);
        long blackCrowning = geometry.promotionMask(Color.BLACK);
        // The towers of a square depend only on which crowning row it is on: worked out once each.
        BigInteger[][][] byRow = new BigInteger[3][white + 1][black + 1];
        for (int tw = 0; tw <= white; tw++) {
            for (int tb = 0; tb <= black; tb++) {
                byRow[0][tw][tb] = towers(tw, tb, false, false, towers);
                byRow[1][tw][tb] = towers(tw, tb, true, false, towers);
                byRow[2][tw][tb] = towers(tw, tb, false, true, towers);
            }
        }
        for (int square = 1; square <= geometry.squareCount(); square++) {
            long bit = 1L << geometry.bit(square);
            BigInteger[][] row = byRow[(whiteCrowning & bit) != 0 ? 1 : (blackCrowning & bit) != 0 ? 2 : 0];
            BigInteger[][] next = zeros(white, black);
            for (int w = 0; w <= white; w++) {
                for (int b = 0; b <= black; b++) {
                    if (ways[w][b].signum() == 0) {
                        continue;
                    }
                    for (int tw = 0; w + tw <= white; tw++) {
                        for (int tb = 0; b + tb <= black; tb++) {
                            BigInteger here = row[tw][tb];
                            if (here.signum() != 0) {
                                next[w + tw][b + tb] = next[w + tw][b + tb].add(ways[w][b].multiply(here));
                            }
                        }
                    }
                }
            }
            ways = next;
        }
        return ways[white][black];
    }

    /**
     * @return the towers of {@code w} white and {@code b} black pieces on one square: their orders,
     *     times man or king for each, less those topped by a man on its own crowning row
     */
    private static BigInteger towers(int w, int b, boolean whiteRow, boolean blackRow, boolean towers) {
        int height = w + b;
        if (height == 0) {
            return BigInteger.ONE;
        }
        if (!towers && height > 1) {
            return BigInteger.ZERO;
        }
        BigInteger all = binomial(height, w).shiftLeft(height);
        // A top fixed as a man of one side: the pieces below in any order, each a man or a king.
        if (whiteRow && w > 0) {
            all = all.subtract(binomial(height - 1, w - 1).shiftLeft(height - 1));
        }
        if (blackRow && b > 0) {
            all = all.subtract(binomial(height - 1, b - 1).shiftLeft(height - 1));
        }
        return all;
    }

    private static BigInteger binomial(int n, int k) {
        BigInteger c = BigInteger.ONE;
        for (int i = 0; i < k; i++) {
            c = c.multiply(BigInteger.valueOf(n - i)).divide(BigInteger.valueOf(i + 1));
        }
        return c;
    }

    private static BigInteger[][] zeros(int white, int black) {
        BigInteger[][] a = new BigInteger[white + 1][black + 1];
        for (BigInteger[] row : a) {
            java.util.Arrays.fill(row, BigInteger.ZERO);
        }
        return a;
    }
}
