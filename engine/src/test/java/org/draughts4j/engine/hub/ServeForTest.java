package org.draughts4j.engine.hub;

import org.draughts4j.engine.Engine;
import org.draughts4j.engine.Engines;

/** A {@link HubServer} on standard input and output, serving the engine its first argument names: a process for the tests. */
public final class ServeForTest {
    private ServeForTest() {
    }

    /**
     * @param args an engine spec, then {@code hub}
     * @throws Exception if the input fails
     */
    public static void main(String[] args) throws Exception {
        try (Engine engine = Engines.open(args[0])) {
            new HubServer(engine, System.in, System.out).run();
        }
    }
}
