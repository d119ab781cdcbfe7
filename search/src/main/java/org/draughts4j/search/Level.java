package org.draughts4j.search;

/**
 * A playing level, 1 (a beginner) to {@value #MAX} (full strength): a cap on the nodes searched and
 * a margin within which the engine picks any of the best moves at random, the better the likelier.
 * Each level searches between two and four times the nodes of the one below and strays less; level
 * 9's cap is below what a tenth of a second gives level 10.
 *
 * @param number the level
 * @param nodes the most nodes a move, {@link Long#MAX_VALUE} for no cap
 * @param margin how far below the best score, in hundredths of a man, a move may still be chosen
 */
record Level(int number, long nodes, int margin) {
    /** The strongest level, the default. */
    static final int MAX = 10;

    private static final long[] NODES = {0, 10, 40, 150, 500, 1_500, 4_000, 10_000, 25_000, 60_000};
    private static final int[] MARGINS = {0, 200, 120, 80, 50, 30, 20, 10, 5, 0};

    /**
     * @param number 1 to {@value #MAX}
     * @return that level
     * @throws IllegalArgumentException for another number
     */
    static Level of(int number) {
        if (number < 1 || number > MAX) {
            throw new IllegalArgumentException("level takes 1 to " + MAX + ", not " + number);
        }
        return number == MAX ? new Level(MAX, Long.MAX_VALUE, 0) : new Level(number, NODES[number], MARGINS[number]);
    }
}
