package org.draughts4j.core.pdn;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.draughts4j.core.InputLimits;
import org.draughts4j.core.Move;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;

/**
 * What replaying the main line of one game gave.
 *
 * @param source the source of the game (as given to the reader), or {@code null}
 * @param gameNumber the game's number in its source, counted from 1 (0 when unknown)
 * @param variant the game's variant, or {@code null} when it could not be determined
 * @param start the start position, or {@code null} when it could not be determined
 * @param moves the moves played, in order (up to the failure, when there is one)
 * @param position the position after the moves played, or {@code null} without a start
 * @param warnings the ambiguous moves resolved by looking ahead, in order (and, at ply 0, an
 *     unreadable FEN of a record without moves)
 * @param failure why the game failed, if it did
 */
public record PdnReplayResult(String source, int gameNumber, Variant variant, Position start, List<Move> moves,
        Position position, List<Warning> warnings, Optional<Failure> failure) {

    /**
     * Copies the lists.
     *
     * @param source the source of the game, or {@code null}
     * @param gameNumber the game's number in its source, counted from 1 (0 when unknown)
     * @param variant the game's variant, or {@code null} when it could not be determined
     * @param start the start position, or {@code null} when it could not be determined
     * @param moves the moves played, in order
     * @param position the position after the moves played, or {@code null} without a start
     * @param warnings the ambiguous moves resolved by looking ahead, in order
     * @param failure why the game failed, or empty
     * @throws NullPointerException if a list, one of its elements, or {@code failure} is null
     */
    public PdnReplayResult {
        moves = List.copyOf(moves);
        warnings = List.copyOf(warnings);
        Objects.requireNonNull(failure, "failure");
    }

    /** @return whether every main-line move was read and played */
    public boolean passed() {
        return failure.isEmpty();
    }

    /**
     * Why a game failed.
     *
     * @param ply the main-line ply of the failing move, counted from 1; 0 for a problem of the
     *     whole game (variant, FEN)
     * @param move the move text, or the token that could not be read (empty for ply 0)
     * @param reason what is wrong
     */
    public record Failure(int ply, String move, String reason) {
        @Override
        public String toString() {
            return ply == 0 ? reason : "ply " + ply + " '" + InputLimits.quote(move) + "': " + reason;
        }
    }

    /**
     * A move that was ambiguous and was resolved by looking ahead (lenient mode).
     *
     * @param ply the main-line ply, counted from 1 (0 for a warning about the whole game)
     * @param move the move text as written
     * @param message which candidates there were and which one was taken
     */
    public record Warning(int ply, String move, String message) {
        @Override
        public String toString() {
            return ply == 0 ? message : "ply " + ply + " '" + InputLimits.quote(move) + "': " + message;
        }
    }

    /** @return one line: source, game number, and the failure or "passed" */
    @Override
    public String toString() {
        String where = (source == null ? "" : source + ":") + gameNumber;
        return where + ": " + failure.map(Failure::toString).orElse("passed");
    }
}
