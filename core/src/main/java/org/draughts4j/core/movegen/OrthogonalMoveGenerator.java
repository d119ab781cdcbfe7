package org.draughts4j.core.movegen;

import org.draughts4j.core.CaptureCriterion;
import org.draughts4j.core.CaptureRemoval;
import org.draughts4j.core.Color;
import org.draughts4j.core.Geometry;
import org.draughts4j.core.Goal;
import org.draughts4j.core.KingLanding;
import org.draughts4j.core.PromotionInCapture;
import org.draughts4j.core.Traits;

/**
 * The move generator of the all-squares board ({@link Geometry#EIGHT_BY_EIGHT_ALL_SQUARES},
 * Turkish draughts): men step forward, left or right and capture the same ways (backward too where
 * the traits say so), kings move and capture along rows and columns, and the traits' capture
 * removal, turning back, crowning during a capture and precedence apply as on the diagonal boards.
 *
 * <p>A bitboard is one {@code long}, bit {@code n - 1} for square {@code n} (bit 0 is a8, bit 63
 * h1), so a step up is a shift right by 8 and a step left a shift right by 1 that must not wrap
 * from file a to file h. Moves take the wide boards' encoding ({@link WideMoveBits}): the low word
 * is the origin and the captured pieces, the high word the destination's index and the promotion.
 * Captures are searched square by square, with the pieces removed as they are jumped when the
 * variant removes them at once; the search allocates nothing. Not thread-safe: one per thread.
 */
public final class OrthogonalMoveGenerator extends CaptureGenerator implements WideGenerator {
    private static final int UP = 0;
    private static final int DOWN = 1;
    private static final int LEFT = 2;
    private static final int RIGHT = 3;
    private static final long FILE_A = 0x0101010101010101L;
    private static final long FILE_H = FILE_A << 7;
    /** The square one step from each square in each direction, or -1 off the board. */
    private static final int[][] NEXT = new int[4][64];
    /** More than any capture can take: every square but the capturer's. */
    private static final int MAX_STEPS = 64;

    static {
        for (int bit = 0; bit < 64; bit++) {
            int row = bit >>> 3;
            int column = bit & 7;
            NEXT[UP][bit] = row > 0 ? bit - 8 : -1;
            NEXT[DOWN][bit] = row < 7 ? bit + 8 : -1;
            NEXT[LEFT][bit] = column > 0 ? bit - 1 : -1;
            NEXT[RIGHT][bit] = column < 7 ? bit + 1 : -1;
        }
    }

    private final long whitePromotion;
    private final long blackPromotion;

    // State of the capture search under way.
    private MoveList out;
    private boolean recordPaths;
    private long own;
    private long opponent;
    private long kings;
    private long taken;
    private long origin;
    private boolean movingKing;
    private long promotionRow;
    private int forward;
    private int kingsTaken;
    private final boolean[] kingAtJump = new boolean[MAX_STEPS];
    private final int[] takes = new int[MAX_STEPS];
    private final int[] landings = new int[MAX_STEPS];
    /** Per depth, the landing squares of one king jump from which the capture cannot go on. */
    private final int[][] finalLandings = new int[MAX_STEPS][8];

    /**
     * @param traits the variant's traits, on the all-squares board
     * @throws IllegalArgumentException for traits of another board
     */
    public OrthogonalMoveGenerator(Traits traits) {
        super(traits);
        Geometry geometry = traits.geometry();
        if (!geometry.isAllSquares()) {
            throw new IllegalArgumentException("the " + geometry + " board is not played along rows and columns");
        }
        this.whitePromotion = geometry.promotionMask(Color.WHITE);
        this.blackPromotion = geometry.promotionMask(Color.BLACK);
    }

    /** @return the bits one step from {@code bits} in {@code direction}, none wrapping around an edge */
    private static long step(long bits, int direction) {
        switch (direction) {
            case UP:
                return bits >>> 8;
            case DOWN:
                return bits << 8;
            case LEFT:
                return bits >>> 1 & ~FILE_H;
            default:
                return bits << 1 & ~FILE_A;
        }
    }

    /**
     * Writes the legal moves into {@code list}, replacing what it held. The high words of the
     * pieces are ignored: every square is in the low word.
     *
     * @return the number of moves
     */
    @Override
    public int generate(long white, long whiteHigh, long black, long blackHigh, long kings, long kingsHigh,
            boolean whiteToMove, MoveList list, boolean keepPaths) {
        list.clear();
        if (kingEndsGame && kings != 0) {
            return 0;
        }
        long mine = whiteToMove ? white : black;
        long theirs = whiteToMove ? black : white;
        if (canCapture(mine, theirs, kings, whiteToMove)) {
            generateCaptures(mine, theirs, kings, whiteToMove, list);
            if (!keepPaths && longest > 1) {
                list.removeDuplicates();
            }
        } else {
            generateQuietMoves(mine, ~(white | black), kings, whiteToMove, list);
        }
        return list.size();
    }

    /**
     * Counts the legal moves as {@link #generate} would, listing them only when there are
     * captures: quiet moves are counted with shifts and population counts (the last ply of perft).
     */
    @Override
    public int count(long white, long whiteHigh, long black, long blackHigh, long kings, long kingsHigh,
            boolean whiteToMove, MoveList scratch, boolean keepPaths) {
        if (kingEndsGame && kings != 0) {
            return 0;
        }
        long mine = whiteToMove ? white : black;
        long theirs = whiteToMove ? black : white;
        if (canCapture(mine, theirs, kings, whiteToMove)) {
            return generate(white, whiteHigh, black, blackHigh, kings, kingsHigh, whiteToMove, scratch, keepPaths);
        }
        long free = ~(white | black);
        long men = mine & ~kings;
        int count = Long.bitCount(step(men, whiteToMove ? UP : DOWN) & free)
                + Long.bitCount(step(men, LEFT) & free) + Long.bitCount(step(men, RIGHT) & free);
        long ownKings = mine & kings;
        if (ownKings != 0) {
            for (int direction = UP; direction <= RIGHT; direction++) {
                long reach = step(ownKings, direction) & free;
                while (reach != 0) {
                    count += Long.bitCount(reach);
                    reach = flyingKings ? step(reach, direction) & free : 0;
                }
            }
        }
        return count;
    }

    @Override
    public boolean hasCapture(long white, long whiteHigh, long black, long blackHigh, long kings, long kingsHigh,
            boolean whiteToMove) {
        return !(kingEndsGame && kings != 0)
                && canCapture(whiteToMove ? white : black, whiteToMove ? black : white, kings, whiteToMove);
    }

    /** @return whether the side to move has a capture: the fast test before any search */
    private boolean canCapture(long mine, long theirs, long kings, boolean whiteToMove) {
        long free = ~(mine | theirs);
        long men = mine & ~kings;
        long menTargets = menCaptureKings ? theirs : theirs & ~kings;
        int backward = whiteToMove ? DOWN : UP;
        for (int direction = UP; direction <= RIGHT; direction++) {
            if (direction == backward && !menCaptureBackward) {
                continue;
            }
            if ((step(step(men, direction) & menTargets, direction) & free) != 0) {
                return true;
            }
        }
        long ownKings = mine & kings;
        if (ownKings == 0) {
            return false;
        }
        for (int direction = UP; direction <= RIGHT; direction++) {
            long ray = step(ownKings, direction);
            long reach = ray;
            while (flyingKings && (ray &= free) != 0) {
                ray = step(ray, direction);
                reach |= ray;
            }
            if ((step(reach & theirs, direction) & free) != 0) {
                return true;
            }
        }
        return false;
    }

    private void generateQuietMoves(long mine, long free, long kings, boolean whiteToMove, MoveList list) {
        long promotion = whiteToMove ? whitePromotion : blackPromotion;
        int ahead = whiteToMove ? UP : DOWN;
        for (long men = mine & ~kings; men != 0; men &= men - 1) {
            long from = men & -men;
            addSteps(list, from, step(from, ahead) & free, promotion);
            addSteps(list, from, (step(from, LEFT) | step(from, RIGHT)) & free, 0);
        }
        for (long ownKings = mine & kings; ownKings != 0; ownKings &= ownKings - 1) {
            long from = ownKings & -ownKings;
            for (int direction = UP; direction <= RIGHT; direction++) {
                long to = step(from, direction) & free;
                while (to != 0) {
                    addSteps(list, from, to, 0);
                    to = flyingKings ? step(to, direction) & free : 0;
                }
            }
        }
    }

    /** Adds a quiet move from {@code from} to each square of {@code targets}. */
    private void addSteps(MoveList list, long from, long targets, long promotion) {
        for (; targets != 0; targets &= targets - 1) {
            long to = targets & -targets;
            list.add(from, WideMoveBits.high(0, Long.numberOfTrailingZeros(to), (to & promotion) != 0));
            if (list.recordsPaths()) {
                list.addQuietPath();
            }
        }
    }

    private void generateCaptures(long mine, long theirs, long kings, boolean whiteToMove, MoveList list) {
        this.out = list;
        this.recordPaths = list.recordsPaths();
        this.opponent = theirs;
        this.kings = kings;
        this.taken = 0;
        this.kingsTaken = 0;
        this.promotionRow = whiteToMove ? whitePromotion : blackPromotion;
        this.forward = whiteToMove ? UP : DOWN;
        startJudging(kings != 0);
        for (long pieces = mine; pieces != 0; pieces &= pieces - 1) {
            origin = pieces & -pieces;
            own = mine & ~origin;
            movingKing = (kings & origin) != 0;
            search(Long.numberOfTrailingZeros(origin), movingKing, false, -1, 0);
        }
        this.out = null;
    }

    /**
     * Tries every jump from {@code square} and follows each to the end, emitting the finished
     * captures.
     *
     * @param king whether the capturing piece moves as a king here (a man crowned on the way may)
     * @param crowned whether the moving man has been crowned during this capture
     * @param lastDirection the direction of the previous jump, or -1 before the first
     * @param steps the number of pieces taken so far
     * @return whether there was a jump
     */
    private boolean search(int square, boolean king, boolean crowned, int lastDirection, int steps) {
        boolean jumped = false;
        for (int direction = UP; direction <= RIGHT; direction++) {
            if (!turnBack && direction == (lastDirection ^ 1)) {
                continue;
            }
            jumped |= king ? kingJumps(square, crowned, direction, steps) : manJump(square, direction, steps);
        }
        return jumped;
    }

    private boolean manJump(int square, int direction, int steps) {
        if (direction == (forward ^ 1) && !menCaptureBackward) {
            return false;
        }
        int over = NEXT[direction][square];
        if (over < 0 || !capturable(over, false)) {
            return false;
        }
        int land = NEXT[direction][over];
        if (land < 0 || occupied(land)) {
            return false;
        }
        boolean wasKing = take(over, steps);
        landings[steps] = land;
        boolean onCrowningRow = (promotionRow >>> land & 1) != 0;
        if (onCrowningRow && promotionInCapture == PromotionInCapture.ENDS_MOVE) {
            emit(land, true, steps + 1);
        } else if (onCrowningRow && promotionInCapture == PromotionInCapture.CONTINUES_AS_KING) {
            if (!search(land, true, true, direction, steps + 1)) {
                emit(land, true, steps + 1);
            }
        } else if (!search(land, false, false, direction, steps + 1)) {
            // A man that stays a man is crowned only when its capture ends on the crowning row.
            emit(land, onCrowningRow, steps + 1);
        }
        release(over, wasKing);
        return true;
    }

    /**
     * The jumps of a king along one direction: over the first piece it meets, when that is a piece
     * to take, onto any empty square beyond (the first only for kings that land directly behind or
     * do not fly). From a landing where the capture can go on, it must; the others end it.
     */
    private boolean kingJumps(int square, boolean crowned, int direction, int steps) {
        int over = NEXT[direction][square];
        while (flyingKings && over >= 0 && !occupied(over)) {
            over = NEXT[direction][over];
        }
        if (over < 0 || !capturable(over, true)) {
            return false;
        }
        int land = NEXT[direction][over];
        if (land < 0 || occupied(land)) {
            return false;
        }
        boolean wasKing = take(over, steps);
        boolean goesOn = false;
        int finals = 0;
        for (; land >= 0 && !occupied(land); land = NEXT[direction][land]) {
            landings[steps] = land;
            if (search(land, true, crowned, direction, steps + 1)) {
                goesOn = true;
            } else if (!goesOn) {
                finalLandings[steps][finals++] = land;
            }
            if (!flyingKings || landDirectlyBehind) {
                break;
            }
        }
        if (!goesOn) {
            // Every landing ends the capture here: the first is the square directly behind, the only
            // one where a king that took a king last must stop (Killer's rule).
            int ends = stopsDirectlyBehind(wasKing) ? Math.min(finals, 1) : finals;
            for (int i = 0; i < ends; i++) {
                landings[steps] = finalLandings[steps][i];
                emit(landings[steps], crowned, steps + 1);
            }
        }
        release(over, wasKing);
        return true;
    }

    private boolean occupied(int square) {
        return ((own | opponent) >>> square & 1) != 0;
    }

    /** A piece still on the board, of the opponent, not taken yet in this capture, and one the capturer may take. */
    private boolean capturable(int square, boolean king) {
        long bit = 1L << square;
        return (opponent & ~taken & bit) != 0 && (king || menCaptureKings || (kings & bit) == 0);
    }

    /** Takes the piece on {@code square} at jump {@code steps}: off the board at once, or marked until the end. */
    private boolean take(int square, int steps) {
        long bit = 1L << square;
        boolean king = (kings & bit) != 0;
        taken |= bit;
        if (removeAtOnce) {
            opponent &= ~bit;
        }
        kingsTaken += king ? 1 : 0;
        kingAtJump[steps] = king;
        takes[steps] = square;
        return king;
    }

    private void release(int square, boolean king) {
        long bit = 1L << square;
        taken &= ~bit;
        opponent |= bit;
        kingsTaken -= king ? 1 : 0;
    }

    private void emit(int to, boolean promoted, int steps) {
        if (!keeps(out, steps, kingsTaken, movingKing, kingAtJump)) {
            return;
        }
        out.add(origin | taken, WideMoveBits.high(0, to, promoted && !movingKing));
        if (recordPaths) {
            out.addPath(takes, landings, steps);
        }
    }
}
