package org.draughts4j.egtb;

import org.draughts4j.core.Color;
import org.draughts4j.core.PositionStack;

/**
 * The counts of one king's quiet moves in a row (Frisian's limit, {@code Traits.kingMoveLimit()}),
 * as the tables see them: from the side to move's point of view, packed in one {@code int} so that
 * a probe allocates nothing. Bits 0-1 hold the side to move's count and bits 2-8 the bit of the
 * king it is about; bits 9-10 and 11-17 the other side's. A count of 0 has no king: 0 is both
 * counts zero, and every variant without the limit has only that.
 */
final class KingCounts {
    private KingCounts() {
    }

    /** @return the counts packed; a king's bit is dropped where its count is 0 */
    static int pack(int ownCount, int ownBit, int oppCount, int oppBit) {
        int own = ownCount == 0 ? 0 : ownCount | ownBit << 2;
        int opp = oppCount == 0 ? 0 : oppCount | oppBit << 2;
        return own | opp << 9;
    }

    static int ownCount(int counts) {
        return counts & 3;
    }

    static int ownBit(int counts) {
        return counts >>> 2 & 0x7F;
    }

    static int oppCount(int counts) {
        return counts >>> 9 & 3;
    }

    static int oppBit(int counts) {
        return counts >>> 11 & 0x7F;
    }

    /** @return the same counts seen from the other side, on the board turned half a turn */
    static int flipped(int counts, TableBoard board) {
        return pack(oppCount(counts), board.flipBit(oppBit(counts)), ownCount(counts),
                board.flipBit(ownBit(counts)));
    }

    /** @return the counts of the position at a ply of a stack, seen from its side to move */
    static int of(PositionStack stack, int ply, TableBoard board) {
        if (board.kingMoveLimit == 0) {
            return 0;
        }
        Color own = stack.whiteToMove(ply) ? Color.WHITE : Color.BLACK;
        Color opp = own.opposite();
        int ownCount = stack.kingMoveCount(ply, own);
        int oppCount = stack.kingMoveCount(ply, opp);
        if (own == Color.WHITE) {
            return pack(ownCount, stack.kingMoveBit(ply, own), oppCount, stack.kingMoveBit(ply, opp));
        }
        return pack(ownCount, board.flipBit(stack.kingMoveBit(ply, own)), oppCount,
                board.flipBit(stack.kingMoveBit(ply, opp)));
    }

    /** Sets a stack's root to a position seen from its side to move, with White as that side. */
    static void setRoot(PositionStack stack, long own, long opp, long kings, int counts) {
        stack.setRoot(Color.WHITE, own, 0, opp, 0, kings, 0);
        if (counts != 0) {
            stack.setRootKingMoves(ownCount(counts), ownBit(counts), oppCount(counts), oppBit(counts));
        }
    }
}
