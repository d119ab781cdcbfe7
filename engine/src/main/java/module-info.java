/**
 * draughts4j engine: talking to draughts engines. The {@link org.draughts4j.engine.Engine} API, two
 * baseline engines ({@code random}, {@code greedy}), the Hub v2 protocol as client ({@link
 * org.draughts4j.engine.hub.HubEngine}) and server ({@link org.draughts4j.engine.hub.HubServer}), and
 * the DamExchange protocol ({@link org.draughts4j.engine.dxp.DxpSession}). Engines are named by
 * specs such as {@code hub:/opt/scan/scan,threads=1}; {@link org.draughts4j.engine.EngineFactory}
 * services add kinds.
 */
module org.draughts4j.engine {
    requires transitive org.draughts4j.core;

    exports org.draughts4j.engine;
    exports org.draughts4j.engine.hub;
    exports org.draughts4j.engine.dxp;

    uses org.draughts4j.engine.EngineFactory;

    provides org.draughts4j.engine.EngineFactory with
            org.draughts4j.engine.RandomEngine.Factory,
            org.draughts4j.engine.GreedyEngine.Factory,
            org.draughts4j.engine.hub.HubEngine.Factory,
            org.draughts4j.engine.dxp.DxpEngine.Factory;
}
