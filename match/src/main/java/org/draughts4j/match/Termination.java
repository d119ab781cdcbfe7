package org.draughts4j.match;

/** How a game of a match ended: by the rules, by an arbiter's decision, or by a player's failure. */
public enum Termination {
    /** The rules ended it: no move left, or a draw rule (a draw that may be claimed is claimed). */
    NORMAL("normal"),
    /** An {@link Adjudicator} ended it: the move cap, endgame tables. */
    ADJUDICATION("adjudication"),
    /** A side went over its time by more than the margin. */
    TIME_FORFEIT("time forfeit"),
    /** A side named a move that is not legal. */
    ILLEGAL_MOVE("illegal move"),
    /** A side sent something that cannot be read: a malformed line or message. */
    PROTOCOL_ERROR("protocol error"),
    /** A side's process ended or its connection closed. */
    CRASH("crash"),
    /** A side gave no move, even when told to stop. */
    HANG("hang"),
    /** A side resigned (a DXP program's game end saying it loses). */
    RESIGNATION("resignation"),
    /** A side ended the game claiming a result the rules do not give. */
    FALSE_CLAIM("false claim"),
    /** A side reported an error, or failed in another way. */
    ENGINE_ERROR("engine error");

    private final String word;

    Termination(String word) {
        this.word = word;
    }

    /** @return the word of the PDN Termination tag, such as {@code time forfeit} */
    public String word() {
        return word;
    }

    /** @return whether the game ended because a player failed */
    public boolean isFailure() {
        return this != NORMAL && this != ADJUDICATION && this != RESIGNATION && this != FALSE_CLAIM;
    }

    /**
     * @return whether the failure leaves the player's engine out of step, so that it is started anew
     *     for the next game: every failure but a time forfeit, whose engine gave its move, late, and
     *     is in step. Starting anew costs more than time: a DXP program such as Scan 2.0 ends when its
     *     connection closes, and could not be reached for the rest of the match.
     */
    public boolean restartsEngine() {
        return isFailure() && this != TIME_FORFEIT;
    }
}
