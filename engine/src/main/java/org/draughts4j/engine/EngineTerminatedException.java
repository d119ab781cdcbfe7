package org.draughts4j.engine;

import java.util.List;

/** The engine's process ended (a crash, or it quit) or closed its output, or the peer closed the connection. */
public final class EngineTerminatedException extends EngineException {
    private static final long serialVersionUID = 1L;

    /**
     * @param message what ended, with the exit status when there is one
     * @param lastOutput the last lines the engine sent
     */
    public EngineTerminatedException(String message, List<String> lastOutput) {
        super(message, lastOutput);
    }
}
