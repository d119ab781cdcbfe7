package org.draughts4j.search;

/**
 * A playing level, 1 (a beginner) to {@value #MAX} (full strength): a cap on the nodes searched and
 * a margin within which the engine picks any of the best moves at random, the better the likelier.
 * Each level searches about three times the nodes of the one below and strays less.
 *
 * @param number the level
 * @param nodes the most nodes a move, {@link Long#MAX_VALUE} for no cap
 * @param margin how far below the best score, in hundredths of a man, a move may still be chosen
 */
record Level(int number, long nodes, int margin) {
    /** The strongest level, the default. */
    static final int MAX = 10;

    private static final long[] NODES = {0, 60, 200, 600, 2_000, 6_000, 20_000, 60_000, 200_000, 600_000};
    private static final int[] MARGINS = {0, 150, 100, 60, 40, 25, 15, 8, 4, 0};

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
