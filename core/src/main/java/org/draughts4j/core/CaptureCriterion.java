package org.draughts4j.core;

/**
 * One criterion of a {@link CapturePrecedence}: a way of telling which of two captures a player
 * must prefer. Criteria are applied in the order the precedence lists them, each among the
 * captures the earlier ones kept.
 */
public enum CaptureCriterion {
    /** The capture taking more pieces is preferred; a king counts as one piece. */
    MOST_PIECES,
    /** A capture made with a king is preferred to one made with a man (Italian; alone, Czech). */
    WITH_KING,
    /** The capture taking more kings is preferred. */
    MOST_KINGS,
    /**
     * The capture that meets a king first is preferred (Italian): number the jumps of each capture
     * 1, 2, 3, ...; the first jump number at which one capture takes a king and the other does not
     * decides, for the capture taking the king there. Among captures taking the same number of
     * kings this prefers the lexicographically smaller list of jump numbers at which kings are
     * taken.
     */
    KINGS_FIRST,
    /**
     * The capture of the highest value is preferred, a man counting 1 and a king 2 (Frisian); use
     * it with {@link #FEWEST_KINGS} after it, so that a king is worth more than one man and less
     * than two.
     */
    VALUE,
    /** The capture taking fewer kings is preferred (Frisian, after {@link #VALUE}). */
    FEWEST_KINGS
}
