package org.draughts4j.core;

import org.draughts4j.core.movegen.MoveBits;
import org.draughts4j.core.movegen.MoveList;
import org.draughts4j.core.movegen.Zobrist;

/**
 * The stack of a board of one word (up to 10x10) with nothing but pieces: White's, Black's and the
 * kings by ply ({@link OneWordStack}).
 */
final class NarrowStack extends OneWordStack {
    NarrowStack(Variant variant, boolean keepPaths, boolean hashing) {
        super(variant, keepPaths, hashing);
    }

    @Override
    public Position position(int ply) {
        Color side = whiteToMove[ply] ? Color.WHITE : Color.BLACK;
        long hash = hashing ? hashes[ply] : Zobrist.of(white(ply), black(ply), kings(ply), side);
        return Position.trusted(variant, side, white(ply), 0, black(ply), 0, kings(ply), 0, hash, null, 0);
    }

    @Override
    public int generate(int ply) {
        return generator.generate(white(ply), black(ply), kings(ply), whiteToMove[ply], lists[ply], keepPaths);
    }

    @Override
    int generate(int ply, MoveList list, boolean keepPaths) {
        return generator.generate(white(ply), black(ply), kings(ply), whiteToMove[ply], list, keepPaths);
    }

    @Override
    public boolean hasQuietMove(int ply) {
        return generator.hasQuietMove(white(ply), black(ply), kings(ply), whiteToMove[ply]);
    }

    @Override
    public int count(int ply) {
        return generator.count(white(ply), black(ply), kings(ply), whiteToMove[ply], scratch, keepPaths);
    }

    @Override
    long countTwoPlies(int ply) {
        return countTwoPlies(white(ply), black(ply), kings(ply), whiteToMove[ply], lists[ply]);
    }

    /**
     * Three plies with the positions in hand: each child's pieces go straight to the count below
     * it rather than through the stack's arrays, which cost a tenth of the time of a whole perft
     * when the walk played into them (International d9, one thread, warm: 0.095 s, 0.086 s now).
     */
    @Override
    long countThreePlies(int ply) {
        long w = white(ply);
        long b = black(ply);
        long k = kings(ply);
        boolean whiteMoves = whiteToMove[ply];
        MoveList list = lists[ply];
        int n = generator.generate(w, b, k, whiteMoves, list, keepPaths);
        long[] moves = list.words();
        MoveList below = lists[ply + 1];
        long own = whiteMoves ? w : b;
        long opponent = whiteMoves ? b : w;
        long second = 0;
        long total = 0;
        for (int i = 0; i < n; i++) {
            long move = moves[i];
            long newOwn = (own & ~move) | MoveBits.destination(move);
            long newOpponent = opponent & ~move;
            long newKings = MoveBits.kingsAfter(k, move, own, opponent);
            total += whiteMoves
                    ? countTwoPlies(newOwn, newOpponent, newKings, false, below)
                    : countTwoPlies(newOpponent, newOwn, newKings, true, below);
            second += firstBelow;
        }
        firstBelow = n;
        secondBelow = second;
        return total;
    }

    /**
     * The replies after each move of a position, counted without a call per child where the side
     * to move cannot capture ({@link MoveGenerator#countAfterQuietMoves}); sets {@link #firstBelow}.
     */
    private long countTwoPlies(long w, long b, long k, boolean whiteMoves, MoveList list) {
        long quiet = generator.countAfterQuietMoves(w, b, k, whiteMoves, scratch, keepPaths);
        if (quiet >= 0) {
            firstBelow = generator.quietMovesPlayed();
            return quiet;
        }
        int n = generator.generate(w, b, k, whiteMoves, list, keepPaths);
        firstBelow = n;
        return countAfterEach(list.words(), n, w, b, k, whiteMoves, scratch);
    }

    /**
     * The replies after each of {@code n} moves, counted from the bitboards. A loop of its own
     * rather than a branch in a walk's: with the branch, C2 compiled the walk's loop with a profiled
     * predicate that soon failed, and compiled the walk again, in the middle of the JIT's warm-up.
     */
    private long countAfterEach(long[] moves, int n, long white, long black, long kings, boolean whiteToMove,
            MoveList last) {
        long own = whiteToMove ? white : black;
        long opponent = whiteToMove ? black : white;
        long total = 0;
        for (int i = 0; i < n; i++) {
            long move = moves[i];
            long newOwn = (own & ~move) | MoveBits.destination(move);
            long newOpponent = opponent & ~move;
            long newKings = MoveBits.kingsAfter(kings, move, own, opponent);
            total += whiteToMove
                    ? generator.count(newOwn, newOpponent, newKings, false, last, keepPaths)
                    : generator.count(newOpponent, newOwn, newKings, true, last, keepPaths);
        }
        return total;
    }

    @Override
    public long hashAfter(int ply, int index) {
        return Zobrist.after(hash(ply), lists[ply].get(index), white(ply), black(ply), kings(ply), whiteToMove[ply]);
    }

    @Override
    void playEncoded(int ply, long move, long high) {
        playPieces(ply, move);
        if (hashing) {
            // The ply played from is as it was: the move went into the ply below.
            hashes[ply + 1] = Zobrist.after(hashes[ply], move, white(ply), black(ply), kings(ply), whiteToMove[ply]);
        }
    }
}
