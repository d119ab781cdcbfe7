package org.draughts4j.search;

/**
 * A playing level of the built-in engine, 1 (a beginner) to {@value #MAX} (full strength): a cap
 * on the nodes searched and a margin within which the engine picks any of the best moves at
 * random, the better the likelier. Each level searches between two and four times the nodes of the
 * one below and strays less; level 9's cap is below what a tenth of a second gives level 10. Set it
 * with the option {@code level} ({@code builtin,level=5}) or {@link BuiltinEngine#atLevel}.
 *
 * <p>A level applies to the moves the engine plays and hints ({@link
 * org.draughts4j.engine.SearchMode#PLAY}). An analysis ({@link
 * org.draughts4j.engine.SearchMode#ANALYSE}) searches at full strength whatever the level, so that
 * the lines it reports are the best the engine finds within the analysis's limit.
 *
 * <table>
 *   <caption>The levels</caption>
 *   <tr><th>level</th><th>nodes a move at most</th><th>margin, hundredths of a man</th></tr>
 *   <tr><td>1</td><td>10</td><td>200</td></tr>
 *   <tr><td>2</td><td>40</td><td>120</td></tr>
 *   <tr><td>3</td><td>150</td><td>80</td></tr>
 *   <tr><td>4</td><td>500</td><td>50</td></tr>
 *   <tr><td>5</td><td>1,500</td><td>30</td></tr>
 *   <tr><td>6</td><td>4,000</td><td>20</td></tr>
 *   <tr><td>7</td><td>10,000</td><td>10</td></tr>
 *   <tr><td>8</td><td>25,000</td><td>5</td></tr>
 *   <tr><td>9</td><td>60,000</td><td>0</td></tr>
 *   <tr><td>10</td><td>no cap</td><td>0</td></tr>
 * </table>
 *
 * @param number the level
 * @param nodes the most nodes a move, {@link Long#MAX_VALUE} for no cap
 * @param margin how far below the best score, in hundredths of a man, a move may still be chosen
 */
public record Level(int number, long nodes, int margin) {
    /** The strongest level, the default. */
    public static final int MAX = 10;

    private static final long[] NODES = {0, 10, 40, 150, 500, 1_500, 4_000, 10_000, 25_000, 60_000};
    private static final int[] MARGINS = {0, 200, 120, 80, 50, 30, 20, 10, 5, 0};

    /**
     * @param number 1 to {@value #MAX}
     * @return that level
     * @throws IllegalArgumentException for another number
     */
    public static Level of(int number) {
        if (number < 1 || number > MAX) {
            throw new IllegalArgumentException("level takes 1 to " + MAX + ", not " + number);
        }
        return number == MAX ? new Level(MAX, Long.MAX_VALUE, 0) : new Level(number, NODES[number], MARGINS[number]);
    }
}
