package org.draughts4j.core.pdn;

import org.draughts4j.core.InputLimits;

/**
 * A syntax problem found while reading one game; reading goes on with the next game.
 *
 * @param source the file (or other source) name
 * @param gameNumber the game, counted from 1 in its source
 * @param ply the main-line ply where the problem lies, counted from 1 (the move that could not be
 *     read, or the next one)
 * @param token the text that could not be read
 * @param reason what is wrong
 */
public record PdnSyntaxError(String source, int gameNumber, int ply, String token, String reason) {
    @Override
    public String toString() {
        return source + ": game " + gameNumber + " ply " + ply + " '" + InputLimits.quote(token) + "': " + reason;
    }
}
