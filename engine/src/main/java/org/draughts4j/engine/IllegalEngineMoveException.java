package org.draughts4j.engine;

import java.util.List;

/**
 * The engine or peer sent a move that is not legal in the position, or that could be several legal
 * moves: it is never played, and the message names the line or message it came in.
 */
public final class IllegalEngineMoveException extends ProtocolException {
    private static final long serialVersionUID = 1L;

    /**
     * @param message the move, the line it came in and why it is refused
     * @param lastOutput the last lines the engine sent
     */
    public IllegalEngineMoveException(String message, List<String> lastOutput) {
        super(message, lastOutput);
    }
}
