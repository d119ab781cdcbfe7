package org.draughts4j.engine.dxp;

import java.util.List;
import java.util.Objects;
import org.draughts4j.engine.EngineException;

/**
 * A DXP program sent a {@code GAMEEND} where its move was awaited: it resigned ({@link
 * DxpMessage.Reason#LOSS}), claimed a draw or a win, or ended the game without a reason. The game
 * end has been answered; the connection is usable for the next game.
 */
public final class DxpGameEndException extends EngineException {
    private static final long serialVersionUID = 1L;

    /** Why the program ended the game, from its side. */
    private final DxpMessage.Reason reason;

    /**
     * @param reason why the program ended the game, from its side
     * @param message what happened, in one line
     * @param lastOutput the last messages received
     */
    public DxpGameEndException(DxpMessage.Reason reason, String message, List<String> lastOutput) {
        super(message, lastOutput);
        this.reason = Objects.requireNonNull(reason, "reason");
    }

    /** @return why the program ended the game, from its side: {@code LOSS} is a resignation */
    public DxpMessage.Reason reason() {
        return reason;
    }
}
