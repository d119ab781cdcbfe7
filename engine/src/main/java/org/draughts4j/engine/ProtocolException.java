package org.draughts4j.engine;

import java.util.List;

/** The engine or peer sent something the protocol does not allow: a malformed line or message, or one out of turn. */
public class ProtocolException extends EngineException {
    private static final long serialVersionUID = 1L;

    /**
     * @param message what was sent and why it is wrong, quoting at most a short prefix of it
     * @param lastOutput the last lines the engine sent
     */
    public ProtocolException(String message, List<String> lastOutput) {
        super(message, lastOutput);
    }
}
