package org.draughts4j.match;

import java.util.List;
import java.util.Objects;
import org.draughts4j.core.Position;

/**
 * An opening of a match: the moves from the variant's start (possibly none) and the position after
 * them, where the game begins. Immutable.
 *
 * @param number its number in its set as the set's source numbers it (the ACF number of a 3-move
 *     ballot), 0 when the source numbers none
 * @param moves the moves from the start, in the variant's notation; empty for an opening given as
 *     a position only
 * @param position the position after them
 * @param barred whether the set's source bars it from play (it is left out of the set's default
 *     selection)
 */
public record Opening(int number, List<String> moves, Position position, boolean barred) {
    /**
     * Validates and copies.
     *
     * @param number its number, 0 for none
     * @param moves the moves from the start
     * @param position the position after them
     * @param barred whether it is barred
     * @throws NullPointerException if an argument is null
     * @throws IllegalArgumentException if {@code number} is negative
     */
    public Opening {
        moves = List.copyOf(moves);
        Objects.requireNonNull(position, "position");
        if (number < 0) {
            throw new IllegalArgumentException("an opening's number is not negative: " + number);
        }
    }

    /** @return its moves separated by spaces, a tab, the FEN after them: how {@code draughts openings} prints it */
    public String line() {
        return String.join(" ", moves) + "\t" + position.toFen();
    }

    /** @return its moves, or its FEN when it has none: a short label for a game record */
    public String label() {
        return moves.isEmpty() ? position.toFen() : String.join(" ", moves);
    }
}
