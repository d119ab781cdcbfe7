package org.draughts4j.core;

import java.util.List;

/**
 * Thrown when a move is refused: it is not legal in the position, its notation cannot be read, or
 * it could mean several legal moves. The message gives the reason; {@link #candidates()} lists the
 * legal moves the text could have meant (for an ambiguous move) or, for an illegal one, the legal
 * moves of the position. The message quotes at most {@value InputLimits#QUOTED_CHARS} characters
 * of the move ({@link InputLimits#quote(String)}).
 */
public final class IllegalMoveException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    /** The move as it was given. */
    private final String move;
    /** Why the move was refused. */
    private final String reason;
    /** Whether the move could mean several legal moves. */
    private final boolean ambiguous;
    /** Not serialized, as moves are not serializable. */
    private final transient List<Move> candidates;

    /**
     * @param move the move as given
     * @param reason why it was refused
     * @param candidates the legal moves it could have meant, or the legal moves of the position
     */
    public IllegalMoveException(String move, String reason, List<Move> candidates) {
        this(move, reason, candidates, false);
    }

    /**
     * @param move the move as given
     * @param reason why it was refused
     * @param candidates the legal moves it could have meant, or the legal moves of the position
     * @param ambiguous true when the move names several legal moves (the candidates), false when
     *     it names none or cannot be read
     */
    public IllegalMoveException(String move, String reason, List<Move> candidates, boolean ambiguous) {
        super("illegal move '" + InputLimits.quote(move) + "': " + reason);
        this.move = move;
        this.reason = reason;
        this.candidates = List.copyOf(candidates);
        this.ambiguous = ambiguous;
    }

    /** @return whether the move could mean several legal moves, listed by {@link #candidates()} */
    public boolean isAmbiguous() {
        return ambiguous;
    }

    /** @return the move as it was given */
    public String move() {
        return move;
    }

    /** @return why the move was refused */
    public String reason() {
        return reason;
    }

    /**
     * @return the legal moves the refused move could have meant, or the position's legal moves;
     *     null in a deserialized exception, as they are not serialized
     */
    public List<Move> candidates() {
        return candidates;
    }
}
