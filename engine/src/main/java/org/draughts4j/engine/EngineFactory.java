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
     * Checks what can be told of a spec without starting anything: that the program it names is
     * there and may be run, for a kind that runs one. A caller that starts its engines later (a
     * match, each game) calls it first, so that a spec that can never start is bad input, not a
     * failure of the engine in every game.
     *
     * @param spec the spec, whose kind is {@link #kind()}
     * @throws IllegalArgumentException if the spec can never start an engine: its program is not
     *     there, or is not executable
     */
    default void check(EngineSpec spec) {
    }
}
