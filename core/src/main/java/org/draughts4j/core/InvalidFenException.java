package org.draughts4j.core;

/**
 * Thrown when a FEN string cannot be read: it is malformed, names a square that is not on the
 * board, lists a square twice, or puts a man on its own crowning row. The message, {@link
 * #token()} and {@link #index()} say what was wrong and where. The message quotes at most the
 * first {@value InputLimits#QUOTED_FEN_CHARS} characters of the FEN and {@value
 * InputLimits#QUOTED_CHARS} of the token ({@link InputLimits#quote(String)}).
 */
public final class InvalidFenException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    /** The whole FEN text that was read. */
    private final String fen;
    /** The offending token. */
    private final String token;
    /** The position of the offending token in the FEN text, counted from 0. */
    private final int index;

    /**
     * @param fen the whole FEN text
     * @param token the offending token
     * @param index the position of the token in {@code fen}, counted from 0
     * @param reason what is wrong with it
     */
    public InvalidFenException(String fen, String token, int index, String reason) {
        super("invalid FEN '" + InputLimits.quote(fen, InputLimits.QUOTED_FEN_CHARS) + "': " + reason + " (token '"
                + InputLimits.quote(token) + "' at position " + index + ")");
        this.fen = fen;
        this.token = token;
        this.index = index;
    }

    /** @return the FEN text that was read */
    public String fen() {
        return fen;
    }

    /** @return the offending token */
    public String token() {
        return token;
    }

    /** @return the position of the offending token in the FEN text, counted from 0 */
    public int index() {
        return index;
    }
}
