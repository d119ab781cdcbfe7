package org.draughts4j.core;

import java.util.List;

/**
 * Thrown when a move is refused: it is not legal in the position, its notation cannot be read, or
 * it could mean several legal moves. The message gives the reason; {@link #candidates()} lists the
 * legal moves the text could have meant (for an ambiguous move) or, for an illegal one, the legal
 * moves of the position.
 */
public final class IllegalMoveException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    private final String move;
    private final String reason;
    private final transient List<Move> candidates;

    /**
     * @param move the move as given
     * @param reason why it was refused
     * @param candidates the legal moves it could have meant, or the legal moves of the position
     */
    public IllegalMoveException(String move, String reason, List<Move> candidates) {
        super("illegal move '" + move + "': " + reason);
        this.move = move;
        this.reason = reason;
        this.candidates = List.copyOf(candidates);
    }

    /** @return the move as it was given */
    public String move() {
        return move;
    }

    /** @return why the move was refused */
    public String reason() {
        return reason;
    }

    /** @return the legal moves the refused move could have meant, or the position's legal moves */
    public List<Move> candidates() {
        return candidates;
    }
}
