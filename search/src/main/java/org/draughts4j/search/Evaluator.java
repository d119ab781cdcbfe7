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
 * variant comes from its traits, so a third party's variant is evaluated too. When the weights
 * carry {@link PatternWeights}, their patterns' sums ({@link PatternScore}) are added to the
 * features' before the blend.
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

    /**
     * Boards of one word with diagonal moves (all but 12x12, 14x14 and Turkish's) are evaluated
     * with shifts and tables of weights by square rather than by counting the features: the same
     * sums, a few times faster ({@link #count} is the reference, and a test holds them equal).
     */
    private final boolean narrow;
    private final long board;
    private final long left;
    /**
     * By side, then by byte of the board and its value: the weights of the men of that byte (each
     * man's square and the man itself), opening and endgame {@linkplain #pack packed} in one long.
     * A side's men are summed a byte at a time, with as many reads as the board has bytes rather
     * than two a man: the sum of the men's squares was the evaluation's dearest part (docs/search.md).
     */
    private final long[][] menByByte = new long[2][8 * 256];
    /** The bytes of the board's word that hold squares. */
    private final int boardBytes;
    /** By side: the squares from which a man is at most {@link Features#RUNAWAY_ROWS} rows from crowning. */
    private final long[] runZone = new long[2];
    /** By side and bit: a runaway's weights there, {@linkplain #pack packed}. */
    private final long[][] runWeights = new long[2][64];
    /**
     * The features' weights counted by {@link #narrowSide}, {@linkplain #pack packed}: a count times
     * one of them is both phases' terms.
     */
    private final long kingWeight;
    private final long firstKingWeight;
    private final long manMobilityWeight;
    private final long lockedWeight;
    private final long supportedWeight;
    private final long balanceWeight;
    private final long kingMobilityWeight;
    /** The sums of the side being evaluated, opening and endgame. */
    private long opening;
    private long endgame;

    /** The learned pattern weights, null for none, and their reader. */
    private final PatternWeights patterns;
    private final PatternScore patternScore;
    /** Whether the board's men are two words (12x12), which the patterns read together. */
    private final boolean twoWords;

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
        this.narrow = !traits.geometry().isWide();
        this.board = traits.geometry().boardMask();
        long leftSquares = 0;
        Features x = features;
        long[][] manWeights = new long[2][64];
        for (int bit = 0; bit < 64 && narrow; bit++) {
            if (!tables.square[bit]) {
                continue;
            }
            if (tables.left[bit]) {
                leftSquares |= 1L << bit;
            }
            for (int side = 0; side < 2; side++) {
                int at = x.square + tables.place[side][bit];
                manWeights[side][bit] = pack(weights.opening[at] + weights.opening[x.man],
                        weights.endgame[at] + weights.endgame[x.man]);
                int toGo = tables.size - 1 - tables.rank[side][bit];
                if (toGo >= 1 && toGo <= Features.RUNAWAY_ROWS) {
                    runZone[side] |= 1L << bit;
                    runWeights[side][bit] = pack(weights.opening[x.runaway + toGo - 1],
                            weights.endgame[x.runaway + toGo - 1]);
                }
            }
        }
        this.left = leftSquares;
        this.kingWeight = packed(x.king);
        this.firstKingWeight = packed(x.firstKing);
        this.manMobilityWeight = packed(x.manMobility);
        this.lockedWeight = packed(x.locked);
        this.supportedWeight = packed(x.supported);
        this.balanceWeight = packed(x.balance);
        this.kingMobilityWeight = packed(x.kingMobility);
        this.boardBytes = (64 - Long.numberOfLeadingZeros(board) + 7) / 8;
        for (int side = 0; side < 2; side++) {
            for (int at = 0; at < boardBytes; at++) {
                for (int value = 0; value < 256; value++) {
                    long sum = 0;
                    for (int i = 0; i < 8; i++) {
                        if ((value >>> i & 1) != 0) {
                            sum += manWeights[side][8 * at + i];
                        }
                    }
                    menByByte[side][256 * at + value] = sum;
                }
            }
        }
        this.patterns = weights.patterns;
        // Turkish's 64 squares are the low word of its two (the high word is always 0): its
        // patterns are read as a board of one word's.
        this.twoWords = traits.geometry().layoutBits() > 64;
        this.patternScore = patterns == null ? null : new PatternScore(tables, patterns);
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
        if (weights.materialOnly) {
            return material(stack, ply);
        }
        if (narrow) {
            long white = stack.pieces(ply, Color.WHITE);
            long black = stack.pieces(ply, Color.BLACK);
            long kings = stack.kings(ply);
            long occupied = white | black;
            narrowSums(white, black, kings);
            if (towers) {
                int[] f = counts;
                f[features.towerReserve] = 0;
                f[features.towerPrisoners] = 0;
                towers(stack, ply, f, occupied);
                opening += (long) weights.opening[features.towerReserve] * f[features.towerReserve]
                        + (long) weights.opening[features.towerPrisoners] * f[features.towerPrisoners];
                endgame += (long) weights.endgame[features.towerReserve] * f[features.towerReserve]
                        + (long) weights.endgame[features.towerPrisoners] * f[features.towerPrisoners];
            }
            if (patterns != null) {
                return blendPatterns(stack, ply, white & ~kings, black & ~kings);
            }
        } else {
            int[] f = counts;
            count(stack, ply, f);
            int[] mg = weights.opening;
            int[] eg = weights.endgame;
            opening = 0;
            endgame = 0;
            for (int i = 0; i < f.length; i++) {
                opening += (long) mg[i] * f[i];
                endgame += (long) eg[i] * f[i];
            }
            if (patterns != null) {
                long kings = stack.kings(ply);
                long whiteMen = stack.pieces(ply, Color.WHITE) & ~kings;
                long blackMen = stack.pieces(ply, Color.BLACK) & ~kings;
                if (!twoWords) {
                    return blendPatterns(stack, ply, whiteMen, blackMen);
                }
                long kingsHigh = stack.kingsHigh(ply);
                patternScore.read(whiteMen, stack.piecesHigh(ply, Color.WHITE) & ~kingsHigh, blackMen,
                        stack.piecesHigh(ply, Color.BLACK) & ~kingsHigh);
                return blendPatternSums(stack, ply);
            }
        }
        return blend(stack, ply, opening, endgame, 1);
    }

    /**
     * The evaluation, or a bound of it outside the window: where the patterns are on a board of one
     * word and no king is on it, the score without them, moved by {@code margin} towards the window,
     * when that is still at or above beta or at or below alpha: the patterns are most of the
     * evaluation's cost, and a leaf far outside the window does not need its exact score. The bound
     * is a guess (the patterns can move a score by more than the margin), which matches by time
     * weighed against the speed (docs/search.md).
     *
     * @param alpha the window's lower end, from the side to move
     * @param beta its upper end
     * @param margin how far the score without the patterns is moved towards the window; 0 for the
     *     evaluation itself
     * @return the evaluation, or a bound of it at or beyond the window's end
     */
    int evaluate(PositionStack stack, int ply, int alpha, int beta, int margin) {
        return evaluate(stack, ply, alpha, beta, margin, 0);
    }

    /**
     * {@link #evaluate(PositionStack, int, int, int, int)}, with a first, cruder bound: the men
     * alone, moved by {@code materialMargin} towards the window, when that is still outside it.
     *
     * @param materialMargin how far the men's score is moved towards the window; 0 for no such bound
     */
    int evaluate(PositionStack stack, int ply, int alpha, int beta, int margin, int materialMargin) {
        if (margin <= 0 || patterns == null || !narrow || weights.materialOnly || towers
                || (stack.kings(ply) | stack.kingsHigh(ply)) != 0) {
            return evaluate(stack, ply);
        }
        long white = stack.pieces(ply, Color.WHITE);
        long black = stack.pieces(ply, Color.BLACK);
        if (materialMargin > 0) {
            int men = Long.bitCount(white) - Long.bitCount(black);
            int crude = blend(stack, ply, (long) weights.opening[features.man] * men,
                    (long) weights.endgame[features.man] * men, 1);
            if (crude - materialMargin >= beta) {
                return crude - materialMargin;
            }
            if (crude + materialMargin <= alpha) {
                return crude + materialMargin;
            }
        }
        narrowSums(white, black, 0);
        int rough = blend(stack, ply, opening, endgame, 1);
        if (rough - margin >= beta) {
            return rough - margin;
        }
        if (rough + margin <= alpha) {
            return rough + margin;
        }
        return blendPatterns(stack, ply, white, black);
    }

    /** Sets {@link #opening} and {@link #endgame} to the features' sums on a board of one word, White's less Black's. */
    private void narrowSums(long white, long black, long kings) {
        long occupied = white | black;
        long packed = narrowSide(BoardTables.WHITE, white & ~kings, white & kings, white, occupied)
                - narrowSide(BoardTables.BLACK, black & ~kings, black & kings, black, occupied);
        opening = openingOf(packed);
        endgame = endgameOf(packed);
    }

    /** The men and kings alone, at the weights' values (both words of a wide board), from the side to move. */
    private int material(PositionStack stack, int ply) {
        long kings = stack.kings(ply);
        long kingsHigh = stack.kingsHigh(ply);
        long white = stack.pieces(ply, Color.WHITE);
        long whiteHigh = stack.piecesHigh(ply, Color.WHITE);
        long black = stack.pieces(ply, Color.BLACK);
        long blackHigh = stack.piecesHigh(ply, Color.BLACK);
        int whiteKings = Long.bitCount(white & kings) + Long.bitCount(whiteHigh & kingsHigh);
        int blackKings = Long.bitCount(black & kings) + Long.bitCount(blackHigh & kingsHigh);
        int men = Long.bitCount(white) + Long.bitCount(whiteHigh) - whiteKings
                - (Long.bitCount(black) + Long.bitCount(blackHigh) - blackKings);
        int score = weights.opening[features.man] * men + weights.opening[features.king] * (whiteKings - blackKings);
        return stack.whiteToMove(ply) ? score : -score;
    }

    /**
     * The sums so far with the patterns' added (kings count as empty squares), in the patterns'
     * finer unit, blended.
     */
    private int blendPatterns(PositionStack stack, int ply, long whiteMen, long blackMen) {
        patternScore.read(whiteMen, blackMen);
        return blendPatternSums(stack, ply);
    }

    /** The sums so far with those of the patterns' last read added, blended. */
    private int blendPatternSums(PositionStack stack, int ply) {
        PatternScore p = patternScore;
        return blend(stack, ply, opening * PatternWeights.UNITS + p.opening, endgame * PatternWeights.UNITS + p.endgame,
                PatternWeights.UNITS);
    }

    /**
     * For the trainer: the patterns of a position's regions as one side sees the board.
     *
     * @param stack a stack
     * @param ply a ply it holds
     * @param side {@link BoardTables#WHITE} or {@link BoardTables#BLACK}
     * @param out receives, by region, the index of its pattern's weights in the tables of all regions
     */
    void patternIndices(PositionStack stack, int ply, int side, int[] out) {
        long kings = stack.kings(ply);
        long kingsHigh = stack.kingsHigh(ply);
        patternScore.indices(side, stack.pieces(ply, Color.WHITE) & ~kings, stack.piecesHigh(ply, Color.WHITE) & ~kingsHigh,
                stack.pieces(ply, Color.BLACK) & ~kings, stack.piecesHigh(ply, Color.BLACK) & ~kingsHigh, out);
    }

    /**
     * One side's sums on a board of one word, {@linkplain #pack packed}: men by square, steps and
     * locked men by shifts (a step up is a shift by -6 or -5 in the layout, one down by +5 or +6),
     * runaways, kings' lines.
     */
    private long narrowSide(int side, long men, long kings, long own, long occupied) {
        long[] byByte = menByByte[side];
        long sum = 0;
        for (int at = 0; at < boardBytes; at++) {
            sum += byByte[256 * at + (int) (men >>> 8 * at & 0xFF)];
        }
        long[] run = runWeights[side];
        long[] cone = tables.cone[side];
        for (long rest = men & runZone[side]; rest != 0; rest &= rest - 1) {
            int bit = Long.numberOfTrailingZeros(rest);
            if ((cone[bit] & occupied) == 0) {
                sum += run[bit];
            }
        }
        long empty = board & ~occupied;
        long stepLeft;
        long stepRight;
        long free;
        long backed;
        if (side == BoardTables.WHITE) {
            stepLeft = (men >>> 6) & empty;
            stepRight = (men >>> 5) & empty;
            free = men & ((empty << 6) | (empty << 5));
            backed = men & ((own >>> 5) | (own >>> 6));
        } else {
            stepLeft = (men << 5) & empty;
            stepRight = (men << 6) & empty;
            free = men & ((empty >>> 5) | (empty >>> 6));
            backed = men & ((own << 5) | (own << 6));
        }
        int manCount = Long.bitCount(men);
        int kingCount = Long.bitCount(kings);
        int mobility = Long.bitCount(stepLeft) + Long.bitCount(stepRight);
        int locked = manCount - Long.bitCount(free);
        int supported = Long.bitCount(backed);
        int balance = Math.abs(2 * Long.bitCount(men & left) - manCount);
        int kingMobility = 0;
        for (long rest = kings; rest != 0; rest &= rest - 1) {
            int bit = Long.numberOfTrailingZeros(rest);
            for (int[] ray : tables.rays[bit]) {
                for (int target : ray) {
                    if ((occupied >>> target & 1) != 0) {
                        break;
                    }
                    kingMobility++;
                }
            }
        }
        return sum + kingWeight * kingCount + (kingCount > 0 ? firstKingWeight : 0) + manMobilityWeight * mobility
                + lockedWeight * locked + supportedWeight * supported + balanceWeight * balance
                + kingMobilityWeight * kingMobility;
    }

    /**
     * An opening and an endgame value in one long, the opening high: packed values add, subtract
     * and multiply by a count as their pairs do, as long as each result stays an int (a board's
     * weights are far from that).
     */
    private static long pack(int opening, int endgame) {
        return ((long) opening << 32) + endgame;
    }

    /** @return feature {@code index}'s weights, packed */
    private long packed(int index) {
        return pack(weights.opening[index], weights.endgame[index]);
    }

    private static int endgameOf(long packed) {
        return (int) packed;
    }

    private static long openingOf(long packed) {
        return (packed - endgameOf(packed)) >> 32;
    }

    /**
     * @param stack a stack
     * @param ply a ply it holds
     * @return the evaluation as the features and weights give it, counted one by one: the reference
     *     {@link #evaluate} keeps to
     */
    int evaluateByFeatures(PositionStack stack, int ply) {
        int[] f = new int[features.size];
        count(stack, ply, f);
        long mg = 0;
        long eg = 0;
        for (int i = 0; i < f.length; i++) {
            mg += (long) weights.opening[i] * f[i];
            eg += (long) weights.endgame[i] * f[i];
        }
        if (patterns == null) {
            return blend(stack, ply, mg, eg, 1);
        }
        long[] sums = patternSumsBySquares(stack, ply);
        return blend(stack, ply, mg * PatternWeights.UNITS + sums[0], eg * PatternWeights.UNITS + sums[1],
                PatternWeights.UNITS);
    }

    /**
     * The patterns' opening and endgame sums read square by square from the regions' definition:
     * the reference that {@link PatternScore}'s tables by bit keep to.
     */
    private long[] patternSumsBySquares(PositionStack stack, int ply) {
        org.draughts4j.core.Geometry geometry = tables.geometry;
        int size = geometry.size();
        long kings = stack.kings(ply);
        long kingsHigh = stack.kingsHigh(ply);
        long[] men = {stack.pieces(ply, Color.WHITE) & ~kings, stack.pieces(ply, Color.BLACK) & ~kings};
        long[] menHigh = {stack.piecesHigh(ply, Color.WHITE) & ~kingsHigh, stack.piecesHigh(ply, Color.BLACK) & ~kingsHigh};
        long[] sums = new long[2];
        PatternRegions regions = patterns.regions;
        for (int side = 0; side < 2; side++) {
            int sign = side == BoardTables.WHITE ? 1 : -1;
            for (int r = 0; r < regions.count(); r++) {
                int[] squares = regions.squares(r);
                int pattern = 0;
                for (int i = squares.length - 1; i >= 0; i--) {
                    int square = squares[i];
                    if (side == BoardTables.BLACK) {
                        square = geometry.squareAt(size - 1 - geometry.row(square), size - 1 - geometry.column(square));
                    }
                    int bit = geometry.bit(square);
                    int digit = isSet(men[side], menHigh[side], bit) ? 1
                            : isSet(men[1 - side], menHigh[1 - side], bit) ? 2 : 0;
                    pattern = 3 * pattern + digit;
                }
                sums[0] += sign * patterns.opening[regions.offset(r) + pattern];
                sums[1] += sign * patterns.endgame[regions.offset(r) + pattern];
            }
        }
        return sums;
    }

    /**
     * The opening and endgame sums, in {@code unit}ths of a hundredth of a man, blended by the
     * pieces left, scaled where drawish, from the side to move.
     */
    private int blend(PositionStack stack, int ply, long opening, long endgame, int unit) {
        int pieces = Math.min(startPieces, pieces(stack, ply, Color.WHITE) + pieces(stack, ply, Color.BLACK));
        long blended = (opening * pieces + endgame * (startPieces - pieces)) / ((long) startPieces * unit);
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
