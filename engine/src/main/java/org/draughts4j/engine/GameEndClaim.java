package org.draughts4j.engine;

/**
 * What an engine said instead of a move: that it gives the game up, or that the game is over. A
 * {@link PlayResult} carries one when the engine played no move; whoever runs the game decides what
 * a claim is worth (a match runner believes a claim of a draw or a win only when the rules give it).
 * DXP programs end a game this way ({@code GAMEEND}); Hub has no such message.
 */
public enum GameEndClaim {
    /** The engine resigns: the side it plays loses. */
    RESIGNATION,
    /** The engine says the game is drawn. */
    DRAW,
    /** The engine says it has won. */
    WIN
}
