/**
 * draughts4j core: the variants (found as services), board geometry, positions and their fast
 * stacks, moves, games and draw rules, FEN, notation, PDN, perft and its suites.
 *
 * <p>Exported: {@code org.draughts4j.core} (positions, moves, games, variants, {@link
 * org.draughts4j.core.PositionStack}), {@code org.draughts4j.core.perft} (perft and its suite files)
 * and {@code org.draughts4j.core.pdn} (PDN game records). The move generators and the bit encodings
 * they share ({@code org.draughts4j.core.movegen}) are internal: programs reach them through {@link
 * org.draughts4j.core.PositionStack}.
 */
module org.draughts4j.core {
    exports org.draughts4j.core;
    exports org.draughts4j.core.perft;
    exports org.draughts4j.core.pdn;

    uses org.draughts4j.core.Variant;
}
