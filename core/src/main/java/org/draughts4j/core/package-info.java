/**
 * The rules of draughts: variants ({@link org.draughts4j.core.Variant}, found by name through
 * {@link java.util.ServiceLoader} and declared with a builder of named fields), their {@link
 * org.draughts4j.core.Traits} and {@link org.draughts4j.core.Geometry}, positions ({@link
 * org.draughts4j.core.Position}, immutable) and moves, FEN and notation, games with their results
 * and draw rules, and board pictures.
 *
 * <p>{@link org.draughts4j.core.PositionStack} is the fast contract for programs that visit many
 * positions (a search, endgame tables, perft): a line of play in the generator's primitive form,
 * with nothing allocated per node. The move generators behind it are internal.
 */
package org.draughts4j.core;
