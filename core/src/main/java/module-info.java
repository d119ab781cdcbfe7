/**
 * draughts4j core: board geometry, bitboards, positions, the variants (found as services), the generic
 * move generator, perft, FEN and notation. Variants are found with {@link java.util.ServiceLoader}.
 */
module org.draughts4j.core {
    exports org.draughts4j.core;
    exports org.draughts4j.core.movegen;
    exports org.draughts4j.core.perft;
    exports org.draughts4j.core.pdn;

    uses org.draughts4j.core.Variant;
}
