package org.draughts4j.core.pdn;

/** Thrown when a PDN game cannot be used: its variant is unknown or its FEN cannot be read. */
public class PdnException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /**
     * @param message what is wrong
     */
    public PdnException(String message) {
        super(message);
    }

    /**
     * @param message what is wrong
     * @param cause the underlying problem
     */
    public PdnException(String message, Throwable cause) {
        super(message, cause);
    }
}
