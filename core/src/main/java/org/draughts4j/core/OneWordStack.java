package org.draughts4j.core;

import java.util.Arrays;
import org.draughts4j.core.movegen.MoveBits;
import org.draughts4j.core.movegen.MoveGenerator;

/**
 * What the stacks of a board of one word (up to 10x10, no towers) share: White's, Black's and the
 * kings by ply, the generator, and how a move changes the pieces. {@link NarrowStack} keeps
 * nothing more; {@link KingLimitStack} adds the counts of one king's moves.
 */
abstract class OneWordStack extends PositionStack {
    final MoveGenerator generator;
    long[] white = new long[0];
    long[] black = new long[0];
    long[] kings = new long[0];

    OneWordStack(Variant variant, boolean keepPaths, boolean hashing) {
        super(variant, keepPaths, hashing);
        this.generator = new MoveGenerator(traits);
    }

    @Override
    void grow(int length) {
        white = Arrays.copyOf(white, length);
        black = Arrays.copyOf(black, length);
        kings = Arrays.copyOf(kings, length);
    }

    @Override
    void loadBits(long white, long whiteHigh, long black, long blackHigh, long kings, long kingsHigh) {
        this.white[0] = white;
        this.black[0] = black;
        this.kings[0] = kings;
    }

    @Override
    public final long pieces(int ply, Color color) {
        return color == Color.WHITE ? white[ply] : black[ply];
    }

    @Override
    public final long piecesHigh(int ply, Color color) {
        return 0;
    }

    @Override
    public final long kings(int ply) {
        return kings[ply];
    }

    @Override
    public final long kingsHigh(int ply) {
        return 0;
    }

    @Override
    public final boolean hasCapture(int ply) {
        // Where one king may not move quietly, it may still capture.
        return generator.hasCapture(white[ply], black[ply], kings[ply], whiteToMove[ply]);
    }

    @Override
    public final boolean opponentCanCapture(int ply) {
        return generator.hasCapture(white[ply], black[ply], kings[ply], !whiteToMove[ply]);
    }

    /** Writes the pieces and the side to move after {@code move} from {@code ply} into the ply below. */
    final void playPieces(int ply, long move) {
        makeRoomBelow(ply);
        boolean whiteMoves = whiteToMove[ply];
        long own = whiteMoves ? white[ply] : black[ply];
        long opponent = whiteMoves ? black[ply] : white[ply];
        long newOwn = (own & ~move) | MoveBits.destination(move);
        long newOpponent = opponent & ~move;
        int next = ply + 1;
        white[next] = whiteMoves ? newOwn : newOpponent;
        black[next] = whiteMoves ? newOpponent : newOwn;
        kings[next] = MoveBits.kingsAfter(kings[ply], move, own, opponent);
        whiteToMove[next] = !whiteMoves;
    }
}
