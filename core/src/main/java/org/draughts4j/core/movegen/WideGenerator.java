package org.draughts4j.core.movegen;

import org.draughts4j.core.Traits;

/**
 * A move generator whose moves take two words ({@link WideMoveBits}): the diagonal generator of
 * the 12x12 and 14x14 boards, or the generator of the all-squares board.
 */
public interface WideGenerator {

    /**
     * @param traits traits of a {@link org.draughts4j.core.Geometry#isWide() wide} board
     * @return the generator for that board
     */
    static WideGenerator of(Traits traits) {
        return traits.geometry().isAllSquares() ? new OrthogonalMoveGenerator(traits) : new WideMoveGenerator(traits);
    }

    /**
     * Writes the legal moves of a position into {@code list}, replacing what it held.
     *
     * @param white White's pieces, bits 0-63
     * @param whiteHigh White's pieces, bits 64-127
     * @param black Black's pieces, bits 0-63
     * @param blackHigh Black's pieces, bits 64-127
     * @param kings the kings of both sides, bits 0-63
     * @param kingsHigh the kings of both sides, bits 64-127
     * @param whiteToMove whether White is to move
     * @param list the list to fill
     * @param keepPaths when true, captures that take the same pieces in a different order are
     *     kept as separate moves; when false each move appears once
     * @return the number of moves
     */
    int generate(long white, long whiteHigh, long black, long blackHigh, long kings, long kingsHigh,
            boolean whiteToMove, MoveList list, boolean keepPaths);

    /**
     * @param white White's pieces, bits 0-63 (the other words as for {@link #generate})
     * @param whiteHigh White's pieces, bits 64-127
     * @param black Black's pieces, bits 0-63
     * @param blackHigh Black's pieces, bits 64-127
     * @param kings the kings of both sides, bits 0-63
     * @param kingsHigh the kings of both sides, bits 64-127
     * @param whiteToMove whether White is to move
     * @return whether the side to move has a capture; false where the first king wins and a king
     *     is on the board (the game is over)
     */
    boolean hasCapture(long white, long whiteHigh, long black, long blackHigh, long kings, long kingsHigh,
            boolean whiteToMove);

    /**
     * Counts the legal moves of a position, as {@link #generate} would: the last ply of perft.
     *
     * @param white White's pieces, bits 0-63
     * @param whiteHigh White's pieces, bits 64-127
     * @param black Black's pieces, bits 0-63
     * @param blackHigh Black's pieces, bits 64-127
     * @param kings the kings of both sides, bits 0-63
     * @param kingsHigh the kings of both sides, bits 64-127
     * @param whiteToMove whether White is to move
     * @param scratch a list used only when there are captures
     * @param keepPaths when true, captures that take the same pieces in a different order count
     *     as separate moves; when false each move counts once
     * @return the number of legal moves
     */
    int count(long white, long whiteHigh, long black, long blackHigh, long kings, long kingsHigh,
            boolean whiteToMove, MoveList scratch, boolean keepPaths);

    /**
     * Perft's last two plies from a position whose side to move cannot capture: the legal moves
     * after each of its moves ({@link #count}), summed, its moves being played straight from the
     * words rather than listed first. A generator that has no such shortcut answers -1.
     *
     * @param white White's pieces, bits 0-63 (the other words as for {@link #generate})
     * @param whiteHigh White's pieces, bits 64-127
     * @param black Black's pieces, bits 0-63
     * @param blackHigh Black's pieces, bits 64-127
     * @param kings the kings of both sides, bits 0-63
     * @param kingsHigh the kings of both sides, bits 64-127
     * @param whiteToMove whether White is to move
     * @param scratch a list for the counts below
     * @param keepPaths as for {@link #count}
     * @return the sum, or -1 when the side to move can capture or this generator has no shortcut
     *     (then list the moves and count after each); {@link #quietMovesPlayed} says how many moves
     *     it played
     */
    default long countAfterQuietMoves(long white, long whiteHigh, long black, long blackHigh, long kings,
            long kingsHigh, boolean whiteToMove, MoveList scratch, boolean keepPaths) {
        return -1;
    }

    /** @return the moves played by the last {@link #countAfterQuietMoves} that did not return -1 */
    default int quietMovesPlayed() {
        return 0;
    }
}
