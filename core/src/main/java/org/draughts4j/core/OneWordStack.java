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
    /** The words of a ply in {@link #words}, and where each stands among them. */
    private static final int WORDS = 3;
    private static final int WHITE = 0;
    private static final int BLACK = 1;
    private static final int KINGS = 2;

    final MoveGenerator generator;
    /**
     * By ply, the three words of the position side by side: White's pieces, Black's and the kings
     * ({@link #white}, {@link #black}, {@link #kings}). One array rather than one a word, so a
     * move played reads and writes one array, whose reference the JIT loads once. JMH, one run of
     * each: every leaf played on the stack ({@code PerftBenchmark.full}) 18.7 -> 17.5 ms for
     * International d7 and 82.1 -> 71.8 ms for English d9; {@code count} at International's start
     * 8.6 -> 7.6 ns.
     */
    private long[] words = new long[0];

    /** @return White's pieces at {@code ply} */
    final long white(int ply) {
        return words[WORDS * ply + WHITE];
    }

    /** @return Black's pieces at {@code ply} */
    final long black(int ply) {
        return words[WORDS * ply + BLACK];
    }

    OneWordStack(Variant variant, boolean keepPaths, boolean hashing) {
        super(variant, keepPaths, hashing);
        this.generator = new MoveGenerator(traits);
    }

    @Override
    void grow(int length) {
        words = Arrays.copyOf(words, WORDS * length);
    }

    @Override
    void loadBits(long white, long whiteHigh, long black, long blackHigh, long kings, long kingsHigh) {
        words[WHITE] = white;
        words[BLACK] = black;
        words[KINGS] = kings;
    }

    @Override
    public final long pieces(int ply, Color color) {
        return color == Color.WHITE ? white(ply) : black(ply);
    }

    @Override
    public final long piecesHigh(int ply, Color color) {
        return 0;
    }

    @Override
    public final long kings(int ply) {
        return words[WORDS * ply + KINGS];
    }

    @Override
    public final long kingsHigh(int ply) {
        return 0;
    }

    @Override
    public final boolean hasCapture(int ply) {
        // Where one king may not move quietly, it may still capture.
        return generator.hasCapture(white(ply), black(ply), kings(ply), whiteToMove[ply]);
    }

    @Override
    public final boolean opponentCanCapture(int ply) {
        return generator.hasCapture(white(ply), black(ply), kings(ply), !whiteToMove[ply]);
    }

    /** Writes the pieces and the side to move after {@code move} from {@code ply} into the ply below. */
    final void playPieces(int ply, long move) {
        makeRoomBelow(ply);
        boolean whiteMoves = whiteToMove[ply];
        long[] words = this.words;
        int at = WORDS * ply;
        long own = words[at + (whiteMoves ? WHITE : BLACK)];
        long opponent = words[at + (whiteMoves ? BLACK : WHITE)];
        long newOwn = (own & ~move) | MoveBits.destination(move);
        long newOpponent = opponent & ~move;
        int next = ply + 1;
        int below = at + WORDS;
        words[below + WHITE] = whiteMoves ? newOwn : newOpponent;
        words[below + BLACK] = whiteMoves ? newOpponent : newOwn;
        words[below + KINGS] = MoveBits.kingsAfter(words[at + KINGS], move, own, opponent);
        whiteToMove[next] = !whiteMoves;
    }
}
