package org.draughts4j.reference;

import java.util.List;

/** A plain depth-first perft on top of {@link ReferenceGenerator}. */
public final class ReferencePerft {

    private ReferencePerft() {}

    /**
     * @param paths when true, every capture path counts (the same pieces in another order count
     *     again); when false each move once
     * @return the leaves {@code depth} plies below {@code board}
     */
    public static long count(ReferenceBoard board, int depth, boolean paths) {
        if (depth == 0) {
            return 1;
        }
        List<ReferenceMove> moves = paths ? ReferenceGenerator.paths(board) : ReferenceGenerator.moves(board);
        if (depth == 1) {
            return moves.size();
        }
        long total = 0;
        for (ReferenceMove move : moves) {
            total += count(board.play(move), depth - 1, paths);
        }
        return total;
    }
}
