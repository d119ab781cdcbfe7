package org.draughts4j.egtb;

import java.util.Optional;

/**
 * What the tables say of a position, for the side to move: a win, a draw or a loss, and for a win
 * or a loss the number of plies to the end of the game with best play (the winner ending it as soon
 * as it can, the loser putting it off as long as it can; a side to move that has lost already, with
 * no move where that loses, has lost in 0).
 *
 * <p>The fast probes ({@link EndgameTables#probe(org.draughts4j.core.PositionStack, int)}) give the
 * same as an {@code int} code, which {@link #ofCode} reads: 0 a draw, {@code n + 1} a win in n
 * plies, {@code -(n + 1)} a loss in n plies, and {@link #NOT_IN_TABLES} a position the tables do
 * not hold. Codes compare as values do: a higher code is better for the side to move, except that
 * among wins a lower code is the faster win.
 *
 * <p>Compact tables ({@link WdlTables}) know win, draw or loss without the distance: such a win or
 * loss has {@link #UNKNOWN_PLIES} plies, and its codes are {@link #WIN_NO_DISTANCE} and {@link
 * #LOSS_NO_DISTANCE} (as a win slower, and a loss longer, than any with a distance).
 *
 * @param outcome win, draw or loss for the side to move
 * @param plies the plies to the end of the game with best play; 0 for a draw, {@link
 *     #UNKNOWN_PLIES} for a win or a loss whose distance the tables do not keep
 */
public record TableValue(Outcome outcome, int plies) {
    /** The code of a position the tables do not hold. */
    public static final int NOT_IN_TABLES = Integer.MIN_VALUE;
    /** The code of a draw. */
    public static final int DRAW = 0;
    /** The plies of a win or a loss read from tables without distances. */
    public static final int UNKNOWN_PLIES = -1;
    /**
     * The most plies a code can give: the codes beyond it are those of a win or a loss without a
     * distance.
     */
    public static final int MAX_PLIES = Integer.MAX_VALUE - 2;
    /** The code of a win whose distance the tables do not keep. */
    public static final int WIN_NO_DISTANCE = Integer.MAX_VALUE;
    /** The code of a loss whose distance the tables do not keep. */
    public static final int LOSS_NO_DISTANCE = -Integer.MAX_VALUE;

    /** Win, draw or loss, for the side to move. */
    public enum Outcome {
        /** The side to move wins. */
        WIN,
        /** Neither side can force a win. */
        DRAW,
        /** The side to move loses. */
        LOSS
    }

    /**
     * Validates the value.
     *
     * @param outcome win, draw or loss for the side to move
     * @param plies the plies to the end of the game with best play, 0 for a draw
     * @throws IllegalArgumentException if plies is negative (but {@link #UNKNOWN_PLIES} for a win or
     *     a loss), more than {@link #MAX_PLIES}, or not 0 for a draw
     */
    public TableValue {
        if (outcome == null || plies < UNKNOWN_PLIES || plies > MAX_PLIES
                || (outcome == Outcome.DRAW && plies != 0)) {
            throw new IllegalArgumentException("not a table value: " + outcome + " " + plies);
        }
    }

    /**
     * @param code a code of a fast probe
     * @return the value it gives, or nothing for {@link #NOT_IN_TABLES}
     */
    public static Optional<TableValue> ofCode(int code) {
        if (code == NOT_IN_TABLES) {
            return Optional.empty();
        }
        if (code == DRAW) {
            return Optional.of(new TableValue(Outcome.DRAW, 0));
        }
        if (!hasDistance(code)) {
            return Optional.of(new TableValue(code > 0 ? Outcome.WIN : Outcome.LOSS, UNKNOWN_PLIES));
        }
        return Optional.of(code > 0 ? new TableValue(Outcome.WIN, code - 1) : new TableValue(Outcome.LOSS, -code - 1));
    }

    /** @return the code of this value */
    public int code() {
        switch (outcome) {
            case WIN:
                return plies == UNKNOWN_PLIES ? WIN_NO_DISTANCE : win(plies);
            case LOSS:
                return plies == UNKNOWN_PLIES ? LOSS_NO_DISTANCE : loss(plies);
            default:
                return DRAW;
        }
    }

    /**
     * @param plies plies to the end, 0 or more
     * @return the code of a win in that many plies
     * @throws IllegalArgumentException if plies is negative (a win in -1 would be the draw's code) or
     *     more than {@link #MAX_PLIES}
     */
    public static int win(int plies) {
        return checkedPlies(plies) + 1;
    }

    /**
     * @param plies plies to the end, 0 or more
     * @return the code of a loss in that many plies
     * @throws IllegalArgumentException if plies is negative (a loss in -1 would be the draw's code)
     *     or more than {@link #MAX_PLIES}
     */
    public static int loss(int plies) {
        return -checkedPlies(plies) - 1;
    }

    private static int checkedPlies(int plies) {
        if (plies < 0 || plies > MAX_PLIES) {
            throw new IllegalArgumentException("not a number of plies to the end: " + plies);
        }
        return plies;
    }

    /**
     * @param code a code other than {@link #NOT_IN_TABLES}
     * @return the plies to the end it gives, 0 for a draw, {@link #UNKNOWN_PLIES} for a code without
     *     a distance
     */
    public static int plies(int code) {
        if (!hasDistance(code)) {
            return UNKNOWN_PLIES;
        }
        return code > 0 ? code - 1 : code < 0 ? -code - 1 : 0;
    }

    /**
     * @param code a code other than {@link #NOT_IN_TABLES}
     * @return whether it gives the plies to the end: a draw, or a win or a loss read from tables
     *     with distances
     */
    public static boolean hasDistance(int code) {
        return code != WIN_NO_DISTANCE && code != LOSS_NO_DISTANCE;
    }

    /** @return whether the plies to the end are known: false for a win or a loss of compact tables */
    public boolean hasDistance() {
        return plies != UNKNOWN_PLIES;
    }

    /**
     * @return {@code win 7}, {@code loss 0} or {@code draw}, or {@code win} and {@code loss} without
     *     a distance: the line {@code draughts egtb probe} prints
     */
    @Override
    public String toString() {
        if (!hasDistance()) {
            return outcome == Outcome.WIN ? "win" : "loss";
        }
        switch (outcome) {
            case WIN:
                return "win " + plies;
            case LOSS:
                return "loss " + plies;
            default:
                return "draw";
        }
    }
}
