package org.draughts4j.egtb;

/**
 * The tables do not support a variant: column draughts (towers) and the boards of more than 64 bits
 * (Canadian, Sri Lankan); the compact tables, Frisian and Frysk! too (the count of one king's moves).
 */
public final class UnsupportedVariantException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    /** @param message why the variant is not supported */
    public UnsupportedVariantException(String message) {
        super(message);
    }
}
