package org.draughts4j.engine.dxp;

/** A DXP message that cannot be read: the wrong length, a character out of place, a field out of range. */
public final class DxpFormatException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    /**
     * @param message what is wrong, quoting at most a short prefix of the message
     */
    public DxpFormatException(String message) {
        super(message);
    }
}
