package org.draughts4j.cli;

import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** The {@code -v/--variant} and {@code --fen} options: which position a command works on. */
final class PositionOptions {
    @Mixin
    VariantOption variant = new VariantOption();

    @Option(names = "--fen", paramLabel = "F",
            description = "Position in PDN FEN (default: the variant's start position).")
    String fen;

    /**
     * @throws org.draughts4j.core.UnknownVariantException for an unknown variant
     * @throws org.draughts4j.core.InvalidFenException for a malformed FEN
     */
    Position position() {
        Variant chosen = variant.resolve();
        return fen == null ? Position.start(chosen) : Position.fromFen(chosen, fen);
    }
}
