package org.draughts4j.egtb;

/**
 * The tables do not support a variant: column draughts (towers), and a third party's variant whose
 * board has more squares than the tables index or whose bits are not symmetric under a half turn.
 */
public final class UnsupportedVariantException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    /** @param message why the variant is not supported */
    public UnsupportedVariantException(String message) {
        super(message);
    }
}
