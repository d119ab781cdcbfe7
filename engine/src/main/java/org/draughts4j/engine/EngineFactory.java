package org.draughts4j.engine;

/**
 * Makes engines of one kind from their {@link EngineSpec}: the service by which {@link Engines}
 * finds a kind. A module adds a kind with {@code provides org.draughts4j.engine.EngineFactory with
 * ...} (and {@code META-INF/services/org.draughts4j.engine.EngineFactory} for the class path); this
 * module provides {@code random}, {@code greedy}, {@code hub} and {@code dxp}.
 */
public interface EngineFactory {
    /** @return the kind, in lower case, as specs name it: {@code hub} */
    String kind();

    /** @return one line saying how to name such an engine and what it is */
    String description();

    /**
     * Starts an engine.
     *
     * @param spec the spec, whose kind is {@link #kind()}
     * @return the engine, with the spec's options set; the caller closes it
     * @throws IllegalArgumentException if the argument or an option is not valid for this kind
     * @throws EngineException if the engine cannot be started or fails at once
     */
    Engine open(EngineSpec spec);

    /**
     * Whether this kind's engines analyse: search in {@link SearchMode#ANALYSE} and report what they
     * think. A caller that only analyses asks this before {@link #open}, since opening may start a
     * program or connect to a peer, which a kind that cannot analyse should not be made to do.
     *
     * @return true (the default); false for a kind that only plays games, such as {@code dxp}, whose
     *     engines refuse {@link SearchMode#ANALYSE} with an IllegalArgumentException
     */
    default boolean analyses() {
        return true;
    }

    /**
     * How many engines of one spec may be open at once: a program that takes a single connection
     * (a DXP program listening for one peer) cannot be played in two games at once, nor against
     * itself. A match runner reads it ({@link Engines#maxConnections}) to refuse a concurrency it
     * cannot have. By default there is no bound: each engine is a process or an object of its own.
     *
     * @param spec a spec of this kind
     * @return the most engines of {@code spec} open at once, at least 1; {@link Integer#MAX_VALUE}
     *     for no bound
     */
    default int maxConnections(EngineSpec spec) {
        return Integer.MAX_VALUE;
    }
}
