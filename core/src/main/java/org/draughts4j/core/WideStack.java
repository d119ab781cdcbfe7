package org.draughts4j.core;

import static org.draughts4j.core.movegen.WideMoveBits.BLACK;
import static org.draughts4j.core.movegen.WideMoveBits.BLACK_HIGH;
import static org.draughts4j.core.movegen.WideMoveBits.KINGS;
import static org.draughts4j.core.movegen.WideMoveBits.KINGS_HIGH;
import static org.draughts4j.core.movegen.WideMoveBits.WHITE;
import static org.draughts4j.core.movegen.WideMoveBits.WHITE_HIGH;

import org.draughts4j.core.movegen.MoveList;
import org.draughts4j.core.movegen.WideGenerator;
import org.draughts4j.core.movegen.WideMoveBits;
import org.draughts4j.core.movegen.Zobrist;

/**
 * The stack of a board of two words (12x12, 14x14, and the all-squares board of Turkish): the six
 * words of {@link WideMoveBits} by ply.
 */
final class WideStack extends PositionStack {
    private final WideGenerator generator;
    private long[][] states = new long[0][];
    /** The position after each move of {@link #countTwoPlies}, which leaves the plies as they were. */
    private final long[] child = new long[6];

    WideStack(Variant variant, boolean keepPaths, boolean hashing) {
        super(variant, keepPaths, hashing);
        this.generator = WideGenerator.of(traits);
    }

    @Override
    MoveList newList() {
        // With its high words from the start, as every list of a wide board needs them: a list that
        // first needs them in a new stack would take a branch of MoveList#add that the JIT's code
        // has never seen taken.
        return MoveList.wide();
    }

    @Override
    void grow(int length) {
        states = grown(states, length, 6);
    }

    @Override
    void loadBits(long white, long whiteHigh, long black, long blackHigh, long kings, long kingsHigh) {
        long[] state = states[0];
        state[WHITE] = white;
        state[WHITE_HIGH] = whiteHigh;
        state[BLACK] = black;
        state[BLACK_HIGH] = blackHigh;
        state[KINGS] = kings;
        state[KINGS_HIGH] = kingsHigh;
    }

    @Override
    public Position position(int ply) {
        long[] s = states[ply];
        Color side = whiteToMove[ply] ? Color.WHITE : Color.BLACK;
        long hash = hashing ? hashes[ply]
                : Zobrist.of(s[WHITE], s[WHITE_HIGH], s[BLACK], s[BLACK_HIGH], s[KINGS], s[KINGS_HIGH], side);
        return Position.trusted(variant, side, s[WHITE], s[WHITE_HIGH], s[BLACK], s[BLACK_HIGH], s[KINGS],
                s[KINGS_HIGH], hash, null, 0);
    }

    @Override
    public long pieces(int ply, Color color) {
        return states[ply][color == Color.WHITE ? WHITE : BLACK];
    }

    @Override
    public long piecesHigh(int ply, Color color) {
        return states[ply][color == Color.WHITE ? WHITE_HIGH : BLACK_HIGH];
    }

    @Override
    public long kings(int ply) {
        return states[ply][KINGS];
    }

    @Override
    public long kingsHigh(int ply) {
        return states[ply][KINGS_HIGH];
    }

    @Override
    public int generate(int ply) {
        return generate(ply, lists[ply], keepPaths);
    }

    @Override
    int generate(int ply, MoveList list, boolean keepPaths) {
        long[] s = states[ply];
        return generator.generate(s[WHITE], s[WHITE_HIGH], s[BLACK], s[BLACK_HIGH], s[KINGS], s[KINGS_HIGH],
                whiteToMove[ply], list, keepPaths);
    }

    @Override
    public boolean hasCapture(int ply) {
        long[] s = states[ply];
        return generator.hasCapture(s[WHITE], s[WHITE_HIGH], s[BLACK], s[BLACK_HIGH], s[KINGS], s[KINGS_HIGH],
                whiteToMove[ply]);
    }

    @Override
    public boolean opponentCanCapture(int ply) {
        long[] s = states[ply];
        return generator.hasCapture(s[WHITE], s[WHITE_HIGH], s[BLACK], s[BLACK_HIGH], s[KINGS], s[KINGS_HIGH],
                !whiteToMove[ply]);
    }

    @Override
    public int count(int ply) {
        long[] s = states[ply];
        return generator.count(s[WHITE], s[WHITE_HIGH], s[BLACK], s[BLACK_HIGH], s[KINGS], s[KINGS_HIGH],
                whiteToMove[ply], scratch, keepPaths);
    }

    /**
     * After quiet moves the replies are counted in bulk ({@link WideGenerator#countAfterQuietMoves}),
     * after captures each child's moves are counted ({@link WideGenerator#count}), without a call per
     * child. The JIT compiles it, the hottest part of a walk, apart from the walk above it (Canadian
     * d8, whole process, 20 alternated runs: 0.198 -> 0.191 s on two threads, 0.240 -> 0.235 s on
     * one, within the noise).
     */
    @Override
    long countTwoPlies(int ply) {
        long[] state = states[ply];
        boolean whiteMoves = whiteToMove[ply];
        MoveList below = scratch;
        long quiet = generator.countAfterQuietMoves(state[WHITE], state[WHITE_HIGH], state[BLACK], state[BLACK_HIGH],
                state[KINGS], state[KINGS_HIGH], whiteMoves, below, keepPaths);
        if (quiet >= 0) {
            firstBelow = generator.quietMovesPlayed();
            return quiet;
        }
        MoveList list = lists[ply];
        int n = generate(ply, list, keepPaths);
        firstBelow = n;
        long[] child = this.child;
        long[] lows = list.words();
        long[] highs = list.highWords();
        long total = 0;
        for (int i = 0; i < n; i++) {
            WideMoveBits.play(state, child, whiteMoves, lows[i], highs[i]);
            total += generator.count(child[WHITE], child[WHITE_HIGH], child[BLACK], child[BLACK_HIGH], child[KINGS],
                    child[KINGS_HIGH], !whiteMoves, below, keepPaths);
        }
        return total;
    }

    @Override
    public long hashAfter(int ply, int index) {
        MoveList list = lists[ply];
        return WideMoveBits.hashAfter(hash(ply), states[ply], whiteToMove[ply], list.get(index), list.getHigh(index));
    }

    @Override
    void playEncoded(int ply, long low, long high) {
        makeRoomBelow(ply);
        long[] state = states[ply];
        boolean whiteMoves = whiteToMove[ply];
        int next = ply + 1;
        if (hashing) {
            hashes[next] = WideMoveBits.hashAfter(hashes[ply], state, whiteMoves, low, high);
        }
        WideMoveBits.play(state, states[next], whiteMoves, low, high);
        whiteToMove[next] = !whiteMoves;
    }
}
