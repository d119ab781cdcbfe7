package org.draughts4j.core;

import java.util.Arrays;
import org.draughts4j.core.movegen.KingMoves;
import org.draughts4j.core.movegen.MoveBits;
import org.draughts4j.core.movegen.MoveList;
import org.draughts4j.core.movegen.Zobrist;

/**
 * The stack of a board of one word under a limit on the quiet moves of one king (Frisian): the
 * pieces and the counts of both sides ({@link KingMoves}) by ply. The king a side may not move
 * quietly comes from its count at each node.
 */
final class KingLimitStack extends OneWordStack {
    private final int limit;
    private int[] kingMoves = new int[0];

    KingLimitStack(Variant variant, boolean keepPaths, boolean hashing) {
        super(variant, keepPaths, hashing);
        this.limit = traits.kingMoveLimit();
    }

    @Override
    void grow(int length) {
        super.grow(length);
        kingMoves = Arrays.copyOf(kingMoves, length);
    }

    @Override
    void load(Position position) {
        super.load(position);
        kingMoves[0] = position.kingMoveState();
    }

    @Override
    void loadBits(long white, long whiteHigh, long black, long blackHigh, long kings, long kingsHigh) {
        super.loadBits(white, whiteHigh, black, blackHigh, kings, kingsHigh);
        kingMoves[0] = 0;
    }

    @Override
    public int kingMoveCount(int ply, Color color) {
        return KingMoves.count(kingMoves[ply], color == Color.WHITE);
    }

    @Override
    public int kingMoveBit(int ply, Color color) {
        boolean white = color == Color.WHITE;
        return KingMoves.count(kingMoves[ply], white) == 0 ? -1 : KingMoves.bit(kingMoves[ply], white);
    }

    @Override
    public void setRootKingMoves(int whiteCount, int whiteBit, int blackCount, int blackBit) {
        int state = 0;
        for (int side = 0; side < 2; side++) {
            boolean white = side == 0;
            int count = white ? whiteCount : blackCount;
            int bit = white ? whiteBit : blackBit;
            if (count < 0 || count > limit) {
                throw new IllegalArgumentException("a count of " + count + " moves of one king, not 0 to " + limit);
            }
            if (count == 0) {
                continue;
            }
            if (bit < 0 || bit > 63 || ((white ? white(0) : black(0)) & kings(0) & 1L << bit) == 0) {
                throw new IllegalArgumentException("the count of " + (white ? "White" : "Black")
                        + "'s king moves is not about a king of " + (white ? "White" : "Black") + ": bit " + bit);
            }
            state = KingMoves.with(state, white, count, bit);
        }
        if (hashing) {
            hashes[0] ^= KingMoves.hash(kingMoves[0]) ^ KingMoves.hash(state);
        }
        kingMoves[0] = state;
    }

    @Override
    public Position position(int ply) {
        Color side = whiteToMove[ply] ? Color.WHITE : Color.BLACK;
        long hash = hashing ? hashes[ply]
                : Zobrist.of(white(ply), black(ply), kings(ply), side) ^ KingMoves.hash(kingMoves[ply]);
        return Position.trusted(variant, side, white(ply), 0, black(ply), 0, kings(ply), 0, hash, null,
                kingMoves[ply]);
    }

    /** @return the king of the side to move at {@code ply} that may not make a quiet move, or 0 */
    private long blocked(int ply) {
        boolean whiteMoves = whiteToMove[ply];
        return KingMoves.blockedKing(kingMoves[ply], whiteMoves, whiteMoves ? white(ply) : black(ply), kings(ply),
                limit);
    }

    @Override
    public int generate(int ply) {
        return generate(ply, lists[ply], keepPaths);
    }

    @Override
    int generate(int ply, MoveList list, boolean keepPaths) {
        return generator.generateWithBlockedKing(white(ply), black(ply), kings(ply), blocked(ply), whiteToMove[ply],
                list, keepPaths);
    }

    @Override
    public int count(int ply) {
        return generator.countWithBlockedKing(white(ply), black(ply), kings(ply), blocked(ply), whiteToMove[ply],
                scratch, keepPaths);
    }

    @Override
    long countTwoPlies(int ply) {
        return countTwoPlies(white(ply), black(ply), kings(ply), kingMoves[ply], whiteToMove[ply], lists[ply]);
    }

    /** Three plies with the positions in hand, as {@link NarrowStack#countThreePlies} does. */
    @Override
    long countThreePlies(int ply) {
        long w = white(ply);
        long b = black(ply);
        long k = kings(ply);
        int counts = kingMoves[ply];
        boolean whiteMoves = whiteToMove[ply];
        long own = whiteMoves ? w : b;
        long opponent = whiteMoves ? b : w;
        MoveList list = lists[ply];
        int n = generator.generateWithBlockedKing(w, b, k, KingMoves.blockedKing(counts, whiteMoves, own, k, limit),
                whiteMoves, list, keepPaths);
        long[] moves = list.words();
        MoveList below = lists[ply + 1];
        long second = 0;
        long total = 0;
        for (int i = 0; i < n; i++) {
            long move = moves[i];
            long from = move & own;
            long newOwn = (own & ~move) | MoveBits.destination(move);
            long newOpponent = opponent & ~move;
            long newKings = MoveBits.kingsAfter(k, move, own, opponent);
            int next = KingMoves.after(counts, whiteMoves, from, MoveBits.destinationIndex(move), move & opponent,
                    (k & from) != 0, limit);
            total += whiteMoves
                    ? countTwoPlies(newOwn, newOpponent, newKings, next, false, below)
                    : countTwoPlies(newOpponent, newOwn, newKings, next, true, below);
            second += firstBelow;
        }
        firstBelow = n;
        secondBelow = second;
        return total;
    }

    /** As {@link NarrowStack}'s, each side's king that may not move quietly from its count; sets {@link #firstBelow}. */
    private long countTwoPlies(long w, long b, long k, int counts, boolean whiteMoves, MoveList list) {
        long blocked = KingMoves.blockedKing(counts, whiteMoves, whiteMoves ? w : b, k, limit);
        long quiet = generator.countAfterQuietMovesWithBlockedKing(w, b, k, blocked, whiteMoves, scratch, keepPaths);
        if (quiet >= 0) {
            firstBelow = generator.quietMovesPlayed();
            return quiet;
        }
        int n = generator.generateWithBlockedKing(w, b, k, blocked, whiteMoves, list, keepPaths);
        firstBelow = n;
        return countAfterEach(list.words(), n, whiteMoves ? w : b, whiteMoves ? b : w, k, counts, whiteMoves, scratch);
    }

    /**
     * The replies after each of {@code n} moves, each with the king its side may not move. A loop
     * of its own rather than a branch in a walk's (see {@link NarrowStack}).
     */
    private long countAfterEach(long[] moves, int n, long own, long opponent, long kings, int counts,
            boolean whiteToMove, MoveList last) {
        long total = 0;
        for (int i = 0; i < n; i++) {
            long move = moves[i];
            long newOwn = (own & ~move) | MoveBits.destination(move);
            long newOpponent = opponent & ~move;
            long newKings = MoveBits.kingsAfter(kings, move, own, opponent);
            // The reply's blocked king comes from its side's count alone, which a move changes only
            // by taking the king counted, and a king taken is not among newOpponent: the counts
            // before the move give it. Not KingMoves.after, whose branch on a king moving, never
            // taken until the first king moves here deep in a walk, made the JIT throw this
            // method away and compile it again (Frisian, about 0.3 s into a count).
            long replyBlocked = KingMoves.blockedKing(counts, !whiteToMove, newOpponent, newKings, limit);
            total += whiteToMove
                    ? generator.countWithBlockedKing(newOwn, newOpponent, newKings, replyBlocked, false, last,
                            keepPaths)
                    : generator.countWithBlockedKing(newOpponent, newOwn, newKings, replyBlocked, true, last,
                            keepPaths);
        }
        return total;
    }

    @Override
    void playEncoded(int ply, long move, long high) {
        boolean whiteMoves = whiteToMove[ply];
        long w = white(ply);
        long b = black(ply);
        long k = kings(ply);
        long from = move & (whiteMoves ? w : b);
        long captured = move & (whiteMoves ? b : w);
        playPieces(ply, move);
        int counts = kingMoves[ply];
        int nextCounts = KingMoves.after(counts, whiteMoves, from, MoveBits.destinationIndex(move), captured,
                (k & from) != 0, limit);
        kingMoves[ply + 1] = nextCounts;
        if (hashing) {
            hashes[ply + 1] = Zobrist.after(hashes[ply], move, w, b, k, whiteMoves) ^ KingMoves.hash(counts)
                    ^ KingMoves.hash(nextCounts);
        }
    }

    @Override
    public long hashAfter(int ply, int index) {
        long move = lists[ply].get(index);
        boolean whiteMoves = whiteToMove[ply];
        long w = white(ply);
        long b = black(ply);
        long k = kings(ply);
        long from = move & (whiteMoves ? w : b);
        int counts = kingMoves[ply];
        int nextCounts = KingMoves.after(counts, whiteMoves, from, MoveBits.destinationIndex(move),
                move & (whiteMoves ? b : w), (k & from) != 0, limit);
        return Zobrist.after(hash(ply), move, w, b, k, whiteMoves) ^ KingMoves.hash(counts) ^ KingMoves.hash(nextCounts);
    }
}
