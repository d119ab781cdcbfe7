/**
 * draughts4j search: the built-in engine, {@link org.draughts4j.search.BuiltinEngine}, for every
 * variant on the class or module path. It works on the core's fast contract ({@link
 * org.draughts4j.core.PositionStack}) and the variant's traits alone, with evaluation weights tuned
 * per variant and kept as data, and the endgame tables of {@link org.draughts4j.egtb} when given a
 * directory of them; the engine specs name it {@code builtin}.
 */
module org.draughts4j.search {
    requires transitive org.draughts4j.engine;
    // The endgame tables, probed in the search when the option tables names a directory of them.
    requires org.draughts4j.egtb;
    // The benchmark times its searches on the CPU clock of their thread.
    requires java.management;

    exports org.draughts4j.search;

    provides org.draughts4j.engine.EngineFactory with org.draughts4j.search.BuiltinEngine.Factory;
}
