package org.draughts4j.engine;

import java.util.Objects;
import java.util.Optional;
import org.draughts4j.core.Move;

/**
 * The end of a search: the move the engine chose, the reply it expects (what it would ponder on),
 * and the last information it gave, merged ({@link Info#merge}).
 *
 * @param move the move chosen, legal in the searched position
 * @param ponder the reply expected, legal after {@code move}, if the engine named one
 * @param info the search's information, {@link Info#EMPTY} if it gave none
 */
public record PlayResult(Move move, Optional<Move> ponder, Info info) {
    /**
     * Validates.
     *
     * @param move the move chosen
     * @param ponder the reply expected, if any
     * @param info the search's information
     * @throws NullPointerException if an argument is null
     */
    public PlayResult {
        Objects.requireNonNull(move, "move");
        Objects.requireNonNull(ponder, "ponder");
        Objects.requireNonNull(info, "info");
    }
}
