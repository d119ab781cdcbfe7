package org.draughts4j.core;

import java.util.Arrays;
import org.draughts4j.core.movegen.MoveGenerator;
import org.draughts4j.core.movegen.MoveList;
import org.draughts4j.core.movegen.Towers;
import org.draughts4j.core.movegen.Zobrist;

/**
 * The stack of column draughts: by ply, the tops (White's, Black's, the kings and the towers of
 * one piece, which the generator reads as bitboards) and the towers by bit ({@link Towers}).
 */
final class TowerStack extends PositionStack {
    private static final int WHITE = 0;
    private static final int BLACK = 1;
    private static final int KINGS = 2;
    private static final int SINGLES = 3;

    private final MoveGenerator generator;
    private long[][] tops = new long[0][];
    private long[][] towers = new long[0][];
    /** The position after each move of {@link #countTwoPlies}, which leaves the plies as they were. */
    private final long[] childTops = new long[4];
    private final long[] childTowers = new long[64];

    TowerStack(Variant variant, boolean keepPaths, boolean hashing) {
        super(variant, keepPaths, hashing);
        this.generator = new MoveGenerator(traits);
    }

    @Override
    void grow(int length) {
        tops = grown(tops, length, 4);
        towers = grown(towers, length, 64);
    }

    @Override
    void load(Position position) {
        long[] state = tops[0];
        state[WHITE] = position.white();
        state[BLACK] = position.black();
        state[KINGS] = position.kings();
        long[] codes = position.towerCodes();
        System.arraycopy(codes, 0, towers[0], 0, 64);
        state[SINGLES] = Towers.singles(codes);
    }

    @Override
    void loadBits(long white, long whiteHigh, long black, long blackHigh, long kings, long kingsHigh) {
        long[] state = tops[0];
        state[WHITE] = white;
        state[BLACK] = black;
        state[KINGS] = kings;
        state[SINGLES] = white | black;
        long[] codes = towers[0];
        Arrays.fill(codes, 0);
        for (long rest = white | black; rest != 0; rest &= rest - 1) {
            int bit = Long.numberOfTrailingZeros(rest);
            codes[bit] = Towers.single((white >>> bit & 1) != 0, (kings >>> bit & 1) != 0);
        }
    }

    @Override
    public Position position(int ply) {
        long[] state = tops[ply];
        Color side = whiteToMove[ply] ? Color.WHITE : Color.BLACK;
        long hash = hashing ? hashes[ply] : hashOf(ply);
        return Position.trusted(variant, side, state[WHITE], 0, state[BLACK], 0, state[KINGS], 0, hash,
                towers[ply].clone(), 0);
    }

    private long hashOf(int ply) {
        long[] state = tops[ply];
        return Zobrist.of(state[WHITE], state[BLACK], state[KINGS], whiteToMove[ply] ? Color.WHITE : Color.BLACK)
                ^ Zobrist.towers(towers[ply]);
    }

    @Override
    public long pieces(int ply, Color color) {
        return tops[ply][color == Color.WHITE ? WHITE : BLACK];
    }

    @Override
    public long piecesHigh(int ply, Color color) {
        return 0;
    }

    @Override
    public long kings(int ply) {
        return tops[ply][KINGS];
    }

    @Override
    public long kingsHigh(int ply) {
        return 0;
    }

    /**
     * {@inheritDoc}
     *
     * <p>In column draughts the second word says which jumps of a capture take a king ({@link
     * Towers}); a quiet move's is 0 (the list does not clear it, as perft never reads it).
     */
    @Override
    public long moveHigh(int ply, int index) {
        long low = move(ply, index);
        long[] state = tops[ply];
        long opponent = whiteToMove[ply] ? state[BLACK] : state[WHITE];
        return (low & opponent) == 0 ? 0 : lists[ply].getHigh(index);
    }

    @Override
    public int generate(int ply) {
        return generate(ply, lists[ply], keepPaths);
    }

    @Override
    int generate(int ply, MoveList list, boolean keepPaths) {
        long[] state = tops[ply];
        return generator.generate(state[WHITE], state[BLACK], state[KINGS], state[SINGLES], whiteToMove[ply], list,
                keepPaths);
    }

    @Override
    public boolean hasCapture(int ply) {
        long[] state = tops[ply];
        return generator.hasCapture(state[WHITE], state[BLACK], state[KINGS], whiteToMove[ply]);
    }

    @Override
    public boolean opponentCanCapture(int ply) {
        long[] state = tops[ply];
        return generator.hasCapture(state[WHITE], state[BLACK], state[KINGS], !whiteToMove[ply]);
    }

    @Override
    public int towerHeight(int ply, int bit) {
        return Towers.height(towers[ply][bit]);
    }

    @Override
    public int towerPieces(int ply, int bit, Color color) {
        long code = towers[ply][bit];
        int height = Towers.height(code);
        int white = 0;
        for (int i = 0; i < height; i++) {
            if (Towers.isWhite(code, i)) {
                white++;
            }
        }
        return color == Color.WHITE ? white : height - white;
    }

    @Override
    public int count(int ply) {
        long[] state = tops[ply];
        return generator.count(state[WHITE], state[BLACK], state[KINGS], state[SINGLES], whiteToMove[ply],
                scratch, keepPaths);
    }

    @Override
    long countTwoPlies(int ply) {
        int n = generate(ply);
        firstBelow = n;
        boolean whiteMoves = whiteToMove[ply];
        long[] state = tops[ply];
        long opponent = whiteMoves ? state[BLACK] : state[WHITE];
        MoveList list = lists[ply];
        long[] moves = list.words();
        long[] kingsTaken = list.highWords();
        long total = 0;
        for (int i = 0; i < n; i++) {
            long move = moves[i];
            System.arraycopy(state, 0, childTops, 0, 4);
            System.arraycopy(towers[ply], 0, childTowers, 0, 64);
            Towers.play(childTowers, childTops, whiteMoves, move, (move & opponent) == 0 ? 0 : kingsTaken[i]);
            total += generator.count(childTops[WHITE], childTops[BLACK], childTops[KINGS], childTops[SINGLES],
                    !whiteMoves, scratch, keepPaths);
        }
        return total;
    }

    @Override
    void playEncoded(int ply, long move, long high) {
        makeRoomBelow(ply);
        boolean whiteMoves = whiteToMove[ply];
        long[] state = tops[ply];
        long opponent = whiteMoves ? state[BLACK] : state[WHITE];
        int next = ply + 1;
        long[] childState = tops[next];
        long[] childTowers = towers[next];
        System.arraycopy(state, 0, childState, 0, 4);
        System.arraycopy(towers[ply], 0, childTowers, 0, 64);
        // The second word of a quiet move is not set: only captures read it.
        Towers.play(childTowers, childState, whiteMoves, move, (move & opponent) == 0 ? 0 : high);
        whiteToMove[next] = !whiteMoves;
        if (hashing) {
            hashes[next] = hashOf(next);
        }
    }
}
