package org.draughts4j.core;

/**
 * A variant provider on the tests' class path whose start position is not of its board (square 60
 * on 10x10), so that it is refused when made: the registry leaves it out rather than failing every
 * lookup ({@link VariantTest}).
 */
public final class OffTheBoardVariant extends Variant {
    /** Refused: the start FEN names a square past the board. */
    public OffTheBoardVariant() {
        super(Variant.builder("off-the-board").traits(Traits.international()).startFen("W:W31-50,60:B1-20"));
    }
}
