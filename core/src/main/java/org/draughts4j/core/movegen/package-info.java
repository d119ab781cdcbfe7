/**
 * Internal (the module does not export it): the move generators of every board and what they
 * share. {@link org.draughts4j.core.movegen.CaptureGenerator} holds the capture rules read from the
 * traits and the decisions taken the same way on every board; {@link
 * org.draughts4j.core.movegen.MoveGenerator} (boards of one word, up to 10x10), {@link
 * org.draughts4j.core.movegen.WideMoveGenerator} (12x12 and 14x14) and {@link
 * org.draughts4j.core.movegen.OrthogonalMoveGenerator} (the all-squares board) add their board's
 * bit work. The move encodings ({@link org.draughts4j.core.movegen.MoveBits}, {@link
 * org.draughts4j.core.movegen.WideMoveBits}), Zobrist keys, towers and king-move counts are here
 * too. Programs reach all of it through {@link org.draughts4j.core.PositionStack}; docs/architecture.md
 * tells the layers apart.
 */
package org.draughts4j.core.movegen;
