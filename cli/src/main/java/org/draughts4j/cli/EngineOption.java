package org.draughts4j.cli;

import org.draughts4j.engine.Engine;
import org.draughts4j.engine.EngineException;
import org.draughts4j.engine.Engines;

/** Opens the engine an {@code --engine SPEC} names, turning a bad spec into bad input (status 2). */
final class EngineOption {
    private EngineOption() {
    }

    /**
     * @param spec a spec such as {@code random,seed=3} or {@code hub:/opt/scan/scan,threads=1}
     * @return the engine started
     * @throws CliException if the spec is malformed, names an unknown kind or a missing file, or has
     *     an option the engine refuses
     * @throws EngineException if the engine starts and then fails
     */
    static Engine open(String spec) {
        try {
            return Engines.open(spec);
        } catch (IllegalArgumentException | IllegalStateException e) {
            throw new CliException("--engine " + spec + ": " + e.getMessage(), e);
        }
    }
}
