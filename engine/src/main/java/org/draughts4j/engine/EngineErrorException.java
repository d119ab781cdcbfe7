package org.draughts4j.engine;

import java.util.List;

/** The engine reported an error itself (Hub's {@code error message="..."}): a position or move it refused, a bad command. */
public final class EngineErrorException extends EngineException {
    private static final long serialVersionUID = 1L;

    /**
     * @param message the engine's error line, quoted
     * @param lastOutput the last lines the engine sent
     */
    public EngineErrorException(String message, List<String> lastOutput) {
        super(message, lastOutput);
    }
}
