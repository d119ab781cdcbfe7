package org.draughts4j.cli;

import org.draughts4j.engine.Engine;
import org.draughts4j.engine.EngineException;
import org.draughts4j.engine.EngineFactory;
import org.draughts4j.engine.EngineSpec;
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

    /**
     * Opens an engine for analysis, refusing a kind that cannot analyse from its spec alone, before
     * anything starts or connects (a DXP peer would otherwise be called only to be hung up on).
     *
     * @param spec a spec such as {@code builtin,level=5}
     * @return the engine started
     * @throws CliException if the spec is bad (as {@link #open}) or its kind cannot analyse
     * @throws EngineException if the engine starts and then fails
     */
    static Engine openToAnalyse(String spec) {
        EngineFactory factory;
        try {
            factory = Engines.factory(EngineSpec.parse(spec));
        } catch (IllegalArgumentException e) {
            throw new CliException("--engine " + spec + ": " + e.getMessage(), e);
        }
        if (!factory.analyses()) {
            throw new CliException("--engine " + spec + ": a " + factory.kind()
                    + " engine plays games only: it cannot analyse");
        }
        return open(spec);
    }
}
