package org.draughts4j.engine;

import java.util.Objects;
import java.util.Optional;
import org.draughts4j.core.Move;

/**
 * The end of a search: the move the engine chose, the reply it expects (what it would ponder on),
 * the last information it gave, merged ({@link Info#merge}), and whether it offers a draw; or,
 * instead of a move, a {@link GameEndClaim}: a resignation or a claim that the game is over
 * (python-chess's {@code PlayResult} has the same two fields). The engines of this library never
 * claim on their own; a DXP program may. Read {@link #claim()} before {@link #move()} where the
 * engine may be a DXP program.
 *
 * @param move the move chosen, legal in the searched position; null only with a claim
 * @param ponder the reply expected, legal after {@code move}, if the engine named one
 * @param info the search's information, {@link Info#EMPTY} if it gave none
 * @param drawOffered whether the engine offers a draw with its move
 * @param claim what the engine said instead of a move, if it played none
 */
public record PlayResult(Move move, Optional<Move> ponder, Info info, boolean drawOffered,
        Optional<GameEndClaim> claim) {
    /**
     * Validates.
     *
     * @param move the move chosen, null only with a claim
     * @param ponder the reply expected, if any
     * @param info the search's information
     * @param drawOffered whether the engine offers a draw with its move
     * @param claim what the engine said instead of a move, if anything
     * @throws NullPointerException if an argument other than {@code move} is null
     * @throws IllegalArgumentException if there is neither a move nor a claim, or both
     */
    public PlayResult {
        Objects.requireNonNull(ponder, "ponder");
        Objects.requireNonNull(info, "info");
        Objects.requireNonNull(claim, "claim");
        if ((move == null) == claim.isEmpty()) {
            throw new IllegalArgumentException(move == null ? "a play result needs a move or a claim"
                    : "a play result has a move or a claim, not both");
        }
        if (claim.isPresent() && (ponder.isPresent() || drawOffered)) {
            throw new IllegalArgumentException("a claim comes without a move to ponder on or a draw offer");
        }
    }

    /**
     * A move, with no draw offered.
     *
     * @param move the move chosen, legal in the searched position
     * @param ponder the reply expected, legal after {@code move}, if the engine named one
     * @param info the search's information
     * @throws NullPointerException if an argument is null
     */
    public PlayResult(Move move, Optional<Move> ponder, Info info) {
        this(Objects.requireNonNull(move, "move"), ponder, info, false, Optional.empty());
    }

    /**
     * @param claim what the engine said instead of a move
     * @param info the search's information
     * @return a result without a move
     */
    public static PlayResult claimed(GameEndClaim claim, Info info) {
        return new PlayResult(null, Optional.empty(), info, false, Optional.of(claim));
    }

    /**
     * @return the move chosen, legal in the searched position
     * @throws IllegalStateException if the engine played no move but claimed the game ({@link #claim()})
     */
    @Override
    public Move move() {
        if (move == null) {
            throw new IllegalStateException("the engine played no move: it claimed " + claim.orElseThrow()
                    + " (read claim() first)");
        }
        return move;
    }

    /** @return whether the engine played a move (false: it made a {@link #claim()}) */
    public boolean hasMove() {
        return move != null;
    }

    /** @return whether the engine resigned */
    public boolean resigned() {
        return claim.orElse(null) == GameEndClaim.RESIGNATION;
    }
}
