package org.draughts4j.search;

import org.draughts4j.core.Color;
import org.draughts4j.core.Goal;
import org.draughts4j.core.Position;
import org.draughts4j.core.PositionStack;
import org.draughts4j.core.Traits;
import org.draughts4j.core.Variant;

/**
 * The static evaluation of a position of a {@link PositionStack}, from the side to move, in
 * hundredths of a man: the {@link Features} counted on the bitboards, weighed by the variant's
 * {@link Weights} and blended from opening to endgame by the pieces left. Everything about the
 * variant comes from its traits, so a third party's variant is evaluated too.
 *
 * <p>One per search thread: it keeps a feature vector to count into. Allocates nothing per call.
 */
final class Evaluator {
    /** Evaluations stay inside this bound, below the scores of won and lost games. */
    static final int LIMIT = 20_000;

    private final BoardTables tables;
    private final Weights weights;
    private final Features features;
    private final boolean towers;
    private final boolean kingDraws;
    private final int startPieces;
    private final int[] counts;

    Evaluator(Variant variant, Weights weights) {
        Traits traits = variant.traits();
        this.tables = new BoardTables(traits);
        this.weights = weights;
        this.features = weights.features;
        this.towers = traits.towers();
        // Where kings fly, a few pieces against a king rarely win: the side ahead is worth less.
        this.kingDraws = traits.flyingKings() && traits.goal() == Goal.CANNOT_MOVE_LOSES;
        Position start = Position.start(variant);
        this.startPieces = Math.max(1, start.count(Color.WHITE) + start.count(Color.BLACK));
        this.counts = new int[features.size];
    }

    /** @return the features of the positions it evaluates */
    Features features() {
        return features;
    }

    /**
     * @param stack a stack
     * @param ply a ply it holds
     * @return the evaluation of the position there, from the side to move, within ±{@link #LIMIT}
     */
    int evaluate(PositionStack stack, int ply) {
        int[] f = counts;
        count(stack, ply, f);
        int[] mg = weights.opening;
        int[] eg = weights.endgame;
        long opening = 0;
        long endgame = 0;
        for (int i = 0; i < f.length; i++) {
            opening += (long) mg[i] * f[i];
            endgame += (long) eg[i] * f[i];
        }
        int pieces = Math.min(startPieces, pieces(stack, ply, Color.WHITE) + pieces(stack, ply, Color.BLACK));
        long blended = (opening * pieces + endgame * (startPieces - pieces)) / startPieces;
        if (kingDraws && blended != 0) {
            blended = drawish(stack, ply, blended);
        }
        int score = (int) Math.max(-LIMIT, Math.min(LIMIT, blended));
        return stack.whiteToMove(ply) ? score : -score;
    }

    /** A side ahead by few pieces against a king, where kings fly, is close to a draw. */
    private static long drawish(PositionStack stack, int ply, long score) {
        Color strong = score > 0 ? Color.WHITE : Color.BLACK;
        Color weak = strong.opposite();
        long weakKings = (stack.pieces(ply, weak) & stack.kings(ply)) | (stack.piecesHigh(ply, weak) & stack.kingsHigh(ply));
        if (weakKings == 0) {
            return score;
        }
        if (pieces(stack, ply, strong) <= 3) {
            return score / 8;
        }
        return score;
    }

    /**
     * @param stack a stack
     * @param ply a ply it holds
     * @return whether the evaluation may scale the position down as close to a draw (a side of three
     *     pieces or fewer against a king, where kings fly): outside its linear model
     */
    boolean drawish(PositionStack stack, int ply) {
        if (!kingDraws) {
            return false;
        }
        for (Color strong : Color.values()) {
            Color weak = strong.opposite();
            long weakKings = (stack.pieces(ply, weak) & stack.kings(ply)) | (stack.piecesHigh(ply, weak) & stack.kingsHigh(ply));
            if (weakKings != 0 && pieces(stack, ply, strong) <= 3) {
                return true;
            }
        }
        return false;
    }

    private static int pieces(PositionStack stack, int ply, Color color) {
        return Long.bitCount(stack.pieces(ply, color)) + Long.bitCount(stack.piecesHigh(ply, color));
    }

    /**
     * Counts the features of a position, White's less Black's.
     *
     * @param stack a stack
     * @param ply a ply it holds
     * @param f receives the counts, one per feature
     */
    void count(PositionStack stack, int ply, int[] f) {
        java.util.Arrays.fill(f, 0);
        long white = stack.pieces(ply, Color.WHITE);
        long whiteHigh = stack.piecesHigh(ply, Color.WHITE);
        long black = stack.pieces(ply, Color.BLACK);
        long blackHigh = stack.piecesHigh(ply, Color.BLACK);
        long kings = stack.kings(ply);
        long kingsHigh = stack.kingsHigh(ply);
        long occupied = white | black;
        long occupiedHigh = whiteHigh | blackHigh;
        side(f, BoardTables.WHITE, 1, white & ~kings, whiteHigh & ~kingsHigh, white & kings, whiteHigh & kingsHigh,
                white, whiteHigh, occupied, occupiedHigh);
        side(f, BoardTables.BLACK, -1, black & ~kings, blackHigh & ~kingsHigh, black & kings, blackHigh & kingsHigh,
                black, blackHigh, occupied, occupiedHigh);
        if (towers) {
            towers(stack, ply, f, occupied);
        }
    }

    /** Adds one side's counts to {@code f} with the sign {@code sign}. */
    private void side(int[] f, int side, int sign, long men, long menHigh, long kings, long kingsHigh, long own,
            long ownHigh, long occupied, long occupiedHigh) {
        Features x = features;
        BoardTables t = tables;
        int manCount = Long.bitCount(men) + Long.bitCount(menHigh);
        int kingCount = Long.bitCount(kings) + Long.bitCount(kingsHigh);
        f[x.man] += sign * manCount;
        f[x.king] += sign * kingCount;
        f[x.firstKing] += kingCount > 0 ? sign : 0;
        int leftMen = 0;
        int mobility = 0;
        int locked = 0;
        int supported = 0;
        for (int word = 0; word < 2; word++) {
            long rest = word == 0 ? men : menHigh;
            int base = word * 64;
            while (rest != 0) {
                int bit = base + Long.numberOfTrailingZeros(rest);
                rest &= rest - 1;
                int rank = t.rank[side][bit];
                f[x.square + t.place[side][bit]] += sign;
                if (t.left[bit]) {
                    leftMen++;
                }
                int free = 0;
                for (int step : t.steps[side][bit]) {
                    if (!isSet(occupied, occupiedHigh, step)) {
                        free++;
                    }
                }
                mobility += free;
                if (free == 0) {
                    locked++;
                }
                for (int back : t.behind[side][bit]) {
                    if (isSet(own, ownHigh, back)) {
                        supported++;
                        break;
                    }
                }
                int toGo = t.size - 1 - rank;
                if (toGo <= Features.RUNAWAY_ROWS && (t.cone[side][bit] & occupied) == 0
                        && (t.coneHigh[side][bit] & occupiedHigh) == 0) {
                    f[x.runaway + toGo - 1] += sign;
                }
            }
        }
        f[x.manMobility] += sign * mobility;
        f[x.locked] += sign * locked;
        f[x.supported] += sign * supported;
        f[x.balance] += sign * Math.abs(2 * leftMen - manCount);
        int kingMobility = 0;
        for (int word = 0; word < 2; word++) {
            long rest = word == 0 ? kings : kingsHigh;
            int base = word * 64;
            while (rest != 0) {
                int bit = base + Long.numberOfTrailingZeros(rest);
                rest &= rest - 1;
                for (int[] ray : t.rays[bit]) {
                    for (int target : ray) {
                        if (isSet(occupied, occupiedHigh, target)) {
                            break;
                        }
                        kingMobility++;
                    }
                }
            }
        }
        f[x.kingMobility] += sign * kingMobility;
    }

    /** Column draughts: the pieces under each top, the top's own (a reserve) and the other side's (prisoners). */
    private void towers(PositionStack stack, int ply, int[] f, long occupied) {
        long white = stack.pieces(ply, Color.WHITE);
        for (long rest = occupied; rest != 0; rest &= rest - 1) {
            int bit = Long.numberOfTrailingZeros(rest);
            if (stack.towerHeight(ply, bit) < 2) {
                continue;
            }
            boolean whiteTop = (white >>> bit & 1) != 0;
            Color top = whiteTop ? Color.WHITE : Color.BLACK;
            int sign = whiteTop ? 1 : -1;
            f[features.towerReserve] += sign * (stack.towerPieces(ply, bit, top) - 1);
            f[features.towerPrisoners] += sign * stack.towerPieces(ply, bit, top.opposite());
        }
    }

    private static boolean isSet(long low, long high, int bit) {
        return ((bit < 64 ? low : high) >>> bit & 1) != 0;
    }
}
