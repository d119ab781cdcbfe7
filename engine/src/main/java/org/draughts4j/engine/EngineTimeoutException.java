package org.draughts4j.engine;

import java.util.List;

/** The engine or peer did not answer in time: it hangs, or thinks far beyond its limit. */
public final class EngineTimeoutException extends EngineException {
    private static final long serialVersionUID = 1L;

    /**
     * @param message what was awaited and for how long
     * @param lastOutput the last lines the engine sent
     */
    public EngineTimeoutException(String message, List<String> lastOutput) {
        super(message, lastOutput);
    }
}
