package org.draughts4j.engine.dxp;

/** Hears what happens in a {@link DxpSession}, for a log or a display. Every method does nothing by default. */
public interface DxpListener {
    /** A listener that hears nothing. */
    DxpListener NONE = new DxpListener() {
    };

    /**
     * A message went to the peer.
     *
     * @param message the message
     */
    default void sent(DxpMessage message) {
    }

    /**
     * A message came from the peer.
     *
     * @param message the message
     */
    default void received(DxpMessage message) {
    }

    /**
     * A game has ended.
     *
     * @param game the game, its outcome and its record
     */
    default void gameFinished(DxpGame game) {
    }
}
