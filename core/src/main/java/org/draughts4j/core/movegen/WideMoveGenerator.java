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
 * The move generator of wide boards (12x12 and 14x14), whose bitboards are two words, driven by
 * the same {@link Traits} and giving the same moves as {@link MoveGenerator} does on smaller boards.
 *
 * <p>Quiet moves, and the test whether the side to move can capture at all, work on the two words
 * with whole-board shifts. So do the captures of a side without kings, where the precedence rule
 * comes down to the most pieces or to none: single captures are counted with shifts, longer ones
 * followed jump by jump on the words. Other captures work on a byte per square of the board's bit
 * layout ({@link Geometry}), filled from the position's words when there is a capture and padded
 * with off-board cells, so every diagonal step is one addition and no step needs a bounds check.
 * Moves are written into a caller-owned {@link MoveList} in the encoding of {@link WideMoveBits};
 * nothing is allocated unless the list records paths. The capture rules are those of {@link
 * MoveGenerator}: compulsory captures followed to their end, a piece never jumped twice, captured
 * pieces blocking until the move ends or leaving at once, flying kings landing where the capture
 * goes on, and every other trait.
 *
 * <p>An instance keeps the state of the generation under way, so it is not thread-safe: use one
 * per thread.
 */
public final class WideMoveGenerator extends CaptureGenerator implements WideGenerator {
    /** Off-board cells around the layout, more than any diagonal step. */
    private static final int PAD = 16;

    private static final byte OFF = 0;
    private static final byte EMPTY = 1;
    // Colours, not sides: the cells of one call stay right for the next but where the position
    // differs (see fill). A king is its man plus one.
    private static final byte WHITE_MAN = 2;
    private static final byte BLACK_MAN = 4;
    /** Added to a captured piece that stays on the board until the move ends: it blocks and is never jumped again. */
    private static final byte TAKEN = 8;

    /** The position the cells show (the search changes them only for a while). */
    private long filledWhite;
    private long filledWhiteHigh;
    private long filledBlack;
    private long filledBlackHigh;
    private long filledKings;
    private long filledKingsHigh;
    /** The cells' values of the pieces of the side to move and of the other side. */
    private byte ownMan;
    private byte ownKing;
    private byte opponentMan;
    private byte opponentKing;
    private final long boardLow;
    private final long boardHigh;
    private final long[] promotionLow = new long[2];
    private final long[] promotionHigh = new long[2];
    private final boolean[] whitePromotion;
    private final boolean[] blackPromotion;
    /**
     * The bits of a step up-right (or down-left) on the board's layout; a step up-left (or
     * down-right) is one more.
     */
    private final int rowBits;
    private final int upLeft;
    private final int upRight;
    private final int downLeft;
    private final int downRight;
    /** The directions in which a man of White, and of Black, jumps, in the order they are tried. */
    private final int[] whiteManJumps;
    private final int[] blackManJumps;
    /** The moves the last {@link #countAfterQuietMoves} played. */
    private int quietMovesPlayed;
    /** Whether the last ply may count captures of one piece by men with shifts alone. */
    private final boolean singleCapturesCountable;
    /**
     * Whether the captures of a side without kings may be found with {@link #manCaptures}: the
     * criteria then keep the captures of the most pieces ({@link #mostPiecesAmongMen}), or all of
     * them.
     */
    private final boolean longManCapturesCountable;
    /** The fewest jumps of a man's capture that another path of the same jumps might repeat. */
    private static final int MAN_REPEAT_JUMPS = 4;

    // State of the generation under way.
    private final byte[] cells;
    private MoveList out;
    private boolean recordPaths;
    private boolean[] promotionRow;
    private int origin;
    private boolean movingKing;
    private long capturedLow;
    private long capturedHigh;
    private int kingsTaken;
    /** The pieces that may start a capture, in the generation under way ({@link #startersOf}). */
    private long startersLow;
    private long startersHigh;
    private final int[] takes = new int[128];
    private final int[] landings = new int[128];
    private final boolean[] kingAtJump = new boolean[128];
    // State of the search of manCaptures.
    private boolean longAborted;
    /**
     * The search of {@link #manCaptures}: the pieces it may take, the squares it may land on, the
     * crowning row and the bit of the man that moves.
     */
    private long preyLow;
    private long preyHigh;
    /** The pieces the search may take, as it starts: those it has taken are the bits it has cleared since. */
    private long startPreyLow;
    private long startPreyHigh;
    private long emptyLow;
    private long emptyHigh;
    private long crownLow;
    private long crownHigh;
    private int longOrigin;

    /** @param traits the variant's traits, on any board */
    public WideMoveGenerator(Traits traits) {
        super(traits);
        if (traits.towers() || traits.orthogonalCaptures()) {
            throw new IllegalArgumentException("towers and orthogonal captures are played with MoveGenerator");
        }
        Geometry geometry = traits.geometry();
        int rowBits = geometry.rowBits();
        this.rowBits = rowBits;
        this.upLeft = -(rowBits + 1);
        this.upRight = -rowBits;
        this.downLeft = rowBits;
        this.downRight = rowBits + 1;
        this.cells = new byte[geometry.layoutBits() + 2 * PAD];
        this.whitePromotion = new boolean[cells.length];
        this.blackPromotion = new boolean[cells.length];
        for (int square = 1; square <= geometry.squareCount(); square++) {
            int cell = PAD + geometry.bit(square);
            // An empty board, as the filled... fields (all 0) say.
            cells[cell] = EMPTY;
            whitePromotion[cell] = geometry.isPromotionSquare(square, Color.WHITE);
            blackPromotion[cell] = geometry.isPromotionSquare(square, Color.BLACK);
        }
        this.boardLow = geometry.boardMask();
        this.boardHigh = geometry.boardMaskHigh();
        this.promotionLow[0] = geometry.promotionMask(Color.WHITE);
        this.promotionHigh[0] = geometry.promotionMaskHigh(Color.WHITE);
        this.promotionLow[1] = geometry.promotionMask(Color.BLACK);
        this.promotionHigh[1] = geometry.promotionMaskHigh(Color.BLACK);
        this.whiteManJumps = menCaptureBackward ? new int[] {upLeft, upRight, downLeft, downRight}
                : new int[] {upLeft, upRight};
        this.blackManJumps = menCaptureBackward ? new int[] {upLeft, upRight, downLeft, downRight}
                : new int[] {downLeft, downRight};
        boolean equalForSingleMen = true;
        for (CaptureCriterion criterion : criteria) {
            // Captures of one piece each, all by men: only these criteria find them all equal.
            equalForSingleMen &= criterion == CaptureCriterion.MOST_PIECES || criterion == CaptureCriterion.WITH_KING;
        }
        this.singleCapturesCountable = equalForSingleMen;
        // Its search reads a step off the board as a bit above the layout (see longManJumps).
        this.longManCapturesCountable = equalForSingleMen && !removeAtOnce && !kingEndsGame
                && geometry.layoutBits() + 2 * (rowBits + 1) <= 128;
    }

    /**
     * Writes the legal moves of a position into {@code list}, replacing what it held.
     *
     * @param white the low word of White's pieces ({@code whiteHigh} the high word; the same for
     *     Black and the kings)
     * @param whiteToMove whether White is to move
     * @param list the list to fill
     * @param keepPaths when true, captures that take the same pieces in a different order are
     *     kept as separate moves; when false each move appears once
     * @return the number of moves
     */
    @Override
    public int generate(long white, long whiteHigh, long black, long blackHigh, long kings, long kingsHigh,
            boolean whiteToMove, MoveList list, boolean keepPaths) {
        list.clear();
        if (kingEndsGame && (kings | kingsHigh) != 0) {
            return 0;
        }
        this.out = list;
        this.recordPaths = list.recordsPaths();
        long own = whiteToMove ? white : black;
        long ownHigh = whiteToMove ? whiteHigh : blackHigh;
        if (longManCapturesCountable && !recordPaths && ((own & kings) | (ownHigh & kingsHigh)) == 0) {
            // A side without kings: its captures are found as the last ply counts them.
            long opponent = whiteToMove ? black : white;
            long opponentHigh = whiteToMove ? blackHigh : whiteHigh;
            int captures = countSingleManCaptures(own, ownHigh, menCaptureKings ? opponent : opponent & ~kings,
                    menCaptureKings ? opponentHigh : opponentHigh & ~kingsHigh, boardLow & ~(white | black),
                    boardHigh & ~(whiteHigh | blackHigh), whiteToMove);
            if (captures == 0) {
                generateQuietMoves(white, whiteHigh, black, blackHigh, kings, kingsHigh, whiteToMove);
                this.out = null;
                return list.size();
            }
            if (manCaptures(white, whiteHigh, black, blackHigh, kings, kingsHigh, whiteToMove, keepPaths,
                    captures < 0 ? 2 : 1, list) >= 0) {
                this.out = null;
                return list.size();
            }
            list.clear();
        }
        if (startersOf(white, whiteHigh, black, blackHigh, kings, kingsHigh, whiteToMove)) {
            this.promotionRow = whiteToMove ? whitePromotion : blackPromotion;
            fill(white, whiteHigh, black, blackHigh, kings, kingsHigh, whiteToMove);
            startJudging((kings | kingsHigh) != 0);
            generateCaptures(whiteToMove);
            if (!keepPaths && longest > 1) {
                list.removeDuplicates();
            }
        } else {
            generateQuietMoves(white, whiteHigh, black, blackHigh, kings, kingsHigh, whiteToMove);
        }
        this.out = null;
        return list.size();
    }

    @Override
    public boolean hasCapture(long white, long whiteHigh, long black, long blackHigh, long kings, long kingsHigh,
            boolean whiteToMove) {
        return !(kingEndsGame && (kings | kingsHigh) != 0)
                && canCapture(white, whiteHigh, black, blackHigh, kings, kingsHigh, whiteToMove);
    }

    /**
     * Counts the legal moves of a position, as {@link #generate} would, listing them only when
     * there are captures to tell apart: quiet moves are counted with shifts and population counts.
     * This is the last ply of perft.
     *
     * @param scratch a list used only when there are captures
     */
    @Override
    public int count(long white, long whiteHigh, long black, long blackHigh, long kings, long kingsHigh,
            boolean whiteToMove, MoveList scratch, boolean keepPaths) {
        if (kingEndsGame && (kings | kingsHigh) != 0) {
            return 0;
        }
        long own = whiteToMove ? white : black;
        long ownHigh = whiteToMove ? whiteHigh : blackHigh;
        long freeLow = boardLow & ~(white | black);
        long freeHigh = boardHigh & ~(whiteHigh | blackHigh);
        long men = own & ~kings;
        long menHigh = ownHigh & ~kingsHigh;
        if (singleCapturesCountable && ((own & kings) | (ownHigh & kingsHigh)) == 0) {
            long opponent = whiteToMove ? black : white;
            long opponentHigh = whiteToMove ? blackHigh : whiteHigh;
            int captures = countSingleManCaptures(men, menHigh, menCaptureKings ? opponent : opponent & ~kings,
                    menCaptureKings ? opponentHigh : opponentHigh & ~kingsHigh, freeLow, freeHigh, whiteToMove);
            if (captures > 0) {
                return captures;
            }
            if (captures < 0) {
                if (longManCapturesCountable) {
                    int count = manCaptures(white, whiteHigh, black, blackHigh, kings, kingsHigh, whiteToMove,
                            keepPaths, 2, null);
                    if (count >= 0) {
                        return count;
                    }
                }
                return generate(white, whiteHigh, black, blackHigh, kings, kingsHigh, whiteToMove, scratch, keepPaths);
            }
        } else if (canCapture(white, whiteHigh, black, blackHigh, kings, kingsHigh, whiteToMove)) {
            return generate(white, whiteHigh, black, blackHigh, kings, kingsHigh, whiteToMove, scratch, keepPaths);
        }
        int left = whiteToMove ? upLeft : downLeft;
        int right = whiteToMove ? upRight : downRight;
        int count = Long.bitCount(low(men, menHigh, left) & freeLow) + Long.bitCount(high(men, menHigh, left) & freeHigh)
                + Long.bitCount(low(men, menHigh, right) & freeLow) + Long.bitCount(high(men, menHigh, right) & freeHigh);
        long ownKings = own & kings;
        long ownKingsHigh = ownHigh & kingsHigh;
        if ((ownKings | ownKingsHigh) != 0) {
            count += kingStepCount(ownKings, ownKingsHigh, freeLow, freeHigh, upLeft)
                    + kingStepCount(ownKings, ownKingsHigh, freeLow, freeHigh, upRight)
                    + kingStepCount(ownKings, ownKingsHigh, freeLow, freeHigh, downLeft)
                    + kingStepCount(ownKings, ownKingsHigh, freeLow, freeHigh, downRight);
        }
        return count;
    }

    /**
     * {@inheritDoc}
     *
     * <p>Not for a variant a king ends (its count after a crowning is 0, and the walk stops there).
     */
    @Override
    public long countAfterQuietMoves(long white, long whiteHigh, long black, long blackHigh, long kings,
            long kingsHigh, boolean whiteToMove, MoveList scratch, boolean keepPaths) {
        if (kingEndsGame || canCapture(white, whiteHigh, black, blackHigh, kings, kingsHigh, whiteToMove)) {
            return -1;
        }
        long own = whiteToMove ? white : black;
        long ownHigh = whiteToMove ? whiteHigh : blackHigh;
        long opponent = whiteToMove ? black : white;
        long opponentHigh = whiteToMove ? blackHigh : whiteHigh;
        long freeLow = boardLow & ~(white | black);
        long freeHigh = boardHigh & ~(whiteHigh | blackHigh);
        long men = own & ~kings;
        long menHigh = ownHigh & ~kingsHigh;
        int side = whiteToMove ? 0 : 1;
        int left = whiteToMove ? upLeft : downLeft;
        int right = whiteToMove ? upRight : downRight;
        long leftTargets = low(men, menHigh, left) & freeLow;
        long leftTargetsHigh = high(men, menHigh, left) & freeHigh;
        long rightTargets = low(men, menHigh, right) & freeLow;
        long rightTargetsHigh = high(men, menHigh, right) & freeHigh;
        int played = Long.bitCount(leftTargets) + Long.bitCount(leftTargetsHigh) + Long.bitCount(rightTargets)
                + Long.bitCount(rightTargetsHigh);
        long crown = promotionLow[side];
        long crownHigh = promotionHigh[side];
        long total = 0;
        boolean replyUp = !whiteToMove || menCaptureBackward;
        boolean replyDown = whiteToMove || menCaptureBackward;
        long prey = menCaptureKings ? own : own & ~kings;
        long preyHigh = menCaptureKings ? ownHigh : ownHigh & ~kingsHigh;
        // When the other side has men only and no capture now, its moves after a step of a man are
        // its moves now but where the step changes the board (MoveGenerator counts the same way).
        // One branch on all four directions: which of them has a jump changes as the walk goes on,
        // and a branch on each, never taken at first, made the JIT throw this method's code away
        // and compile it again (Canadian, about 0.1 s into a run).
        boolean bulk = (opponent & kings | opponentHigh & kingsHigh
                | menJumps(opponent, opponentHigh, prey, preyHigh, freeLow, freeHigh, replyUp, replyDown)) == 0;
        int replyLeft = whiteToMove ? downLeft : upLeft;
        int replyRight = whiteToMove ? downRight : upRight;
        int replies = bulk ? stepsOnto(opponent, opponentHigh, freeLow, freeHigh, replyLeft)
                + stepsOnto(opponent, opponentHigh, freeLow, freeHigh, replyRight) : 0;
        // Every capture the other side has after a step and not before jumps the man that stepped
        // or lands on the square it left. Whatever the step: the squares a man of the other side
        // could jump from onto a free square, were a piece there (aheadFree), and the squares it
        // could land on over a piece, were they free (onto).
        long aheadFree = 0;
        long aheadFreeHigh = 0;
        long onto = 0;
        long ontoHigh = 0;
        if (bulk) {
            for (int j = 0; j < 4; j++) {
                int jump = j == 0 ? upLeft : j == 1 ? upRight : j == 2 ? downLeft : downRight;
                if (j < 2 ? !replyUp : !replyDown) {
                    continue;
                }
                long ahead = low(opponent, opponentHigh, jump);
                long aheadHigh = high(opponent, opponentHigh, jump);
                aheadFree |= ahead & low(freeLow, freeHigh, -jump);
                aheadFreeHigh |= aheadHigh & high(freeLow, freeHigh, -jump);
                onto |= low(ahead & prey, aheadHigh & preyHigh, jump);
                ontoHigh |= high(ahead & prey, aheadHigh & preyHigh, jump);
            }
        }
        for (int turn = 0; turn < 2; turn++) {
            int direction = turn == 0 ? left : right;
            long targets = turn == 0 ? leftTargets : rightTargets;
            long targetsHigh = turn == 0 ? leftTargetsHigh : rightTargetsHigh;
            if (bulk && (targets | targetsHigh) != 0) {
                long sources = low(targets, targetsHigh, -direction);
                long sourcesHigh = high(targets, targetsHigh, -direction);
                // Over the man that stepped onto a free square, or onto the square it left from
                // just ahead of it; or over another piece onto the square it left.
                long captures = targets & (aheadFree | low(opponent, opponentHigh, -direction))
                        | low(onto & sources, ontoHigh & sourcesHigh, direction);
                long capturesHigh = targetsHigh & (aheadFreeHigh | high(opponent, opponentHigh, -direction))
                        | high(onto & sources, ontoHigh & sourcesHigh, direction);
                long plain = targets & ~captures;
                long plainHigh = targetsHigh & ~capturesHigh;
                long plainSources = low(plain, plainHigh, -direction);
                long plainSourcesHigh = high(plain, plainHigh, -direction);
                total += (long) (Long.bitCount(plain) + Long.bitCount(plainHigh)) * replies
                        - stepsOnto(opponent, opponentHigh, plain, plainHigh, replyLeft)
                        - stepsOnto(opponent, opponentHigh, plain, plainHigh, replyRight)
                        + stepsOnto(opponent, opponentHigh, plainSources, plainSourcesHigh, replyLeft)
                        + stepsOnto(opponent, opponentHigh, plainSources, plainSourcesHigh, replyRight);
                // The steps after which the other side can capture are counted one by one.
                targets = captures;
                targetsHigh = capturesHigh;
            }
            for (int word = 0; word < 2; word++) {
                for (long bits = word == 0 ? targets : targetsHigh; bits != 0; bits &= bits - 1) {
                    int to = 64 * word + Long.numberOfTrailingZeros(bits);
                    int from = to - direction;
                    // A man crowned here is a king for the moves after.
                    boolean crowned = (word == 0 ? crown : crownHigh) << ~to < 0;
                    total += countAfterStep(own, ownHigh, opponent, opponentHigh, kings, kingsHigh, from, to,
                            crowned, whiteToMove, scratch, keepPaths);
                }
            }
        }
        long ownKings = own & kings;
        long ownKingsHigh = ownHigh & kingsHigh;
        while ((ownKings | ownKingsHigh) != 0) {
            int from;
            if (ownKings != 0) {
                from = Long.numberOfTrailingZeros(ownKings);
                ownKings &= ownKings - 1;
            } else {
                from = 64 + Long.numberOfTrailingZeros(ownKingsHigh);
                ownKingsHigh &= ownKingsHigh - 1;
            }
            for (int d = 0; d < 4; d++) {
                int direction = d == 0 ? upLeft : d == 1 ? upRight : d == 2 ? downLeft : downRight;
                for (int to = from + direction; isFree(to, freeLow, freeHigh); to += direction) {
                    total += countAfterStep(own, ownHigh, opponent, opponentHigh, kings, kingsHigh, from, to, true,
                            whiteToMove, scratch, keepPaths);
                    played++;
                    if (!flyingKings) {
                        break;
                    }
                }
            }
        }
        quietMovesPlayed = played;
        return total;
    }

    /** @return the steps of {@code men} along {@code direction} onto the squares {@code onto} */
    private static int stepsOnto(long men, long menHigh, long onto, long ontoHigh, int direction) {
        return Long.bitCount(low(men, menHigh, direction) & onto) + Long.bitCount(high(men, menHigh, direction) & ontoHigh);
    }

    @Override
    public int quietMovesPlayed() {
        return quietMovesPlayed;
    }

    /**
     * @return the legal moves of the other side once a piece of the side to move has stepped from
     *     bit {@code from} to bit {@code to}, a king there when {@code king} (a king, or a man
     *     crowned by the step)
     */
    private int countAfterStep(long own, long ownHigh, long opponent, long opponentHigh, long kings, long kingsHigh,
            int from, int to, boolean king, boolean whiteToMove, MoveList scratch, boolean keepPaths) {
        // Shifts take their count modulo 64: 1L << to is the bit of either word, kept in the right one.
        long move = (from < 64 ? 1L << from : 0) | (to < 64 ? 1L << to : 0);
        long moveHigh = (from >= 64 ? 1L << from : 0) | (to >= 64 ? 1L << to : 0);
        long target = to < 64 ? 1L << to : 0;
        long targetHigh = to >= 64 ? 1L << to : 0;
        // The king bit moves with a king; a crowned man adds one where it lands.
        long newKings = king ? (kings & ~move) | target : kings;
        long newKingsHigh = king ? (kingsHigh & ~moveHigh) | targetHigh : kingsHigh;
        return whiteToMove
                ? count(own ^ move, ownHigh ^ moveHigh, opponent, opponentHigh, newKings, newKingsHigh, false, scratch,
                        keepPaths)
                : count(opponent, opponentHigh, own ^ move, ownHigh ^ moveHigh, newKings, newKingsHigh, true, scratch,
                        keepPaths);
    }

    /**
     * Counts the captures of a side that has men only, when every capture takes a single piece, as
     * {@code MoveGenerator} does on smaller boards: each jump is then one move, which no precedence
     * criterion of this generator's variants tells apart, so whole-board shifts count them. A
     * capture goes on from a landing square from which a man could jump before the move: never
     * backward, since the square behind the piece taken is the man's own. Sets {@link
     * #startersLow} and {@link #startersHigh} to the men that can jump, when there are any.
     *
     * @return the number of captures, 0 when there is none, or -1 when some capture may take more
     *     than one piece (or a man crowned on landing goes on as a king), so the moves must be
     *     searched
     */
    private int countSingleManCaptures(long men, long menHigh, long prey, long preyHigh, long freeLow, long freeHigh,
            boolean whiteToMove) {
        boolean up = whiteToMove || menCaptureBackward;
        boolean down = !whiteToMove || menCaptureBackward;
        // The bits of a step up-left (and down-right), and of a step up-right (and down-left). The
        // shifts are written out by their sign: the directions are fields, not constants, and a
        // shift along a direction of either sign would test it each time.
        int wide = rowBits + 1;
        int narrow = rowBits;
        // The squares from which a man could jump along each direction, whatever came before:
        // walking back from the free squares, one step onto the prey and one more to the start.
        long startUpLeft = 0;
        long startUpLeftHigh = 0;
        long startUpRight = 0;
        long startUpRightHigh = 0;
        if (up) {
            long over = freeLow << wide & prey;
            long overHigh = (freeHigh << wide | freeLow >>> -wide) & preyHigh;
            startUpLeft = over << wide;
            startUpLeftHigh = overHigh << wide | over >>> -wide;
            over = freeLow << narrow & prey;
            overHigh = (freeHigh << narrow | freeLow >>> -narrow) & preyHigh;
            startUpRight = over << narrow;
            startUpRightHigh = overHigh << narrow | over >>> -narrow;
        }
        long startDownLeft = 0;
        long startDownLeftHigh = 0;
        long startDownRight = 0;
        long startDownRightHigh = 0;
        if (down) {
            long over = (freeLow >>> narrow | freeHigh << -narrow) & prey;
            long overHigh = freeHigh >>> narrow & preyHigh;
            startDownLeft = over >>> narrow | overHigh << -narrow;
            startDownLeftHigh = overHigh >>> narrow;
            over = (freeLow >>> wide | freeHigh << -wide) & prey;
            overHigh = freeHigh >>> wide & preyHigh;
            startDownRight = over >>> wide | overHigh << -wide;
            startDownRightHigh = overHigh >>> wide;
        }
        long upLeftMen = men & startUpLeft;
        long upLeftMenHigh = menHigh & startUpLeftHigh;
        long upRightMen = men & startUpRight;
        long upRightMenHigh = menHigh & startUpRightHigh;
        long downLeftMen = men & startDownLeft;
        long downLeftMenHigh = menHigh & startDownLeftHigh;
        long downRightMen = men & startDownRight;
        long downRightMenHigh = menHigh & startDownRightHigh;
        if ((upLeftMen | upLeftMenHigh | upRightMen | upRightMenHigh | downLeftMen | downLeftMenHigh | downRightMen
                | downRightMenHigh) == 0) {
            return 0;
        }
        // The men that can jump: only they may start a capture.
        startersLow = upLeftMen | upRightMen | downLeftMen | downRightMen;
        startersHigh = upLeftMenHigh | upRightMenHigh | downLeftMenHigh | downRightMenHigh;
        // A landing square from which a man could jump before the move is one where the capture
        // goes on. Not backward: the square behind the piece taken is the man's own, not free. A
        // man that can jump lands on the board, so its two steps are one shift.
        long land = upLeftMen >>> 2 * wide | upLeftMenHigh << -2 * wide | upRightMen >>> 2 * narrow
                | upRightMenHigh << -2 * narrow | downLeftMen << 2 * narrow | downRightMen << 2 * wide;
        long landHigh = upLeftMenHigh >>> 2 * wide | upRightMenHigh >>> 2 * narrow | downLeftMenHigh << 2 * narrow
                | downLeftMen >>> -2 * narrow | downRightMenHigh << 2 * wide | downRightMen >>> -2 * wide;
        int side = whiteToMove ? 0 : 1;
        long onward = land & goOnSquares(startUpLeft | startUpRight | startDownLeft | startDownRight,
                promotionLow[side])
                | landHigh & goOnSquares(startUpLeftHigh | startUpRightHigh | startDownLeftHigh | startDownRightHigh,
                        promotionHigh[side]);
        if (onward != 0) {
            return -1;
        }
        return Long.bitCount(upLeftMen) + Long.bitCount(upLeftMenHigh) + Long.bitCount(upRightMen)
                + Long.bitCount(upRightMenHigh) + Long.bitCount(downLeftMen) + Long.bitCount(downLeftMenHigh)
                + Long.bitCount(downRightMen) + Long.bitCount(downRightMenHigh);
    }

    /**
     * @param goOn one word of the squares from which a man could jump (in the directions that
     *     matter)
     * @param crown the same word of the crowning row of the side to move
     * @return the landing squares of that word from which a capture might go on
     */
    private long goOnSquares(long goOn, long crown) {
        if (crownedManStops) {
            return goOn & ~crown;
        }
        if (crownedManGoesOnAsKing) {
            return goOn | crown;
        }
        return goOn;
    }

    /**
     * Counts, and lists if asked, the captures of a side without kings, once {@link
     * #countSingleManCaptures} has found some and the men that can jump ({@link #startersLow},
     * {@link #startersHigh}). Every capture is then a man's, which the criteria of {@link
     * #longManCapturesCountable} rank by the pieces taken alone (a king taken is one piece), or not
     * at all, so no capture is ranked: the jumps are followed on the position's words ({@link
     * #longManJumps}) and the ends of the longest counted. Only captures that two paths might make
     * are compared. A man crowned on the way that would go on as a king is left to the general
     * search.
     *
     * @param fewestJumps 2 when some capture takes two pieces or more, else 1
     * @param list the list to fill (empty when called), or null to count only
     * @return the number of captures, or -1 when the moves must be generated as for a side with
     *     kings (the list is then not to be used)
     */
    private int manCaptures(long white, long whiteHigh, long black, long blackHigh, long kings, long kingsHigh,
            boolean whiteToMove, boolean keepPaths, int fewestJumps, MoveList list) {
        long opponent = whiteToMove ? black : white;
        long opponentHigh = whiteToMove ? blackHigh : whiteHigh;
        this.preyLow = menCaptureKings ? opponent : opponent & ~kings;
        this.preyHigh = menCaptureKings ? opponentHigh : opponentHigh & ~kingsHigh;
        this.startPreyLow = preyLow;
        this.startPreyHigh = preyHigh;
        long freeLow = boardLow & ~(white | black);
        long freeHigh = boardHigh & ~(whiteHigh | blackHigh);
        this.crownLow = promotionLow[whiteToMove ? 0 : 1];
        this.crownHigh = promotionHigh[whiteToMove ? 0 : 1];
        // When some capture takes two pieces, none of one is kept where the most pieces count.
        startTally(fewestJumps, keepPaths, list);
        this.longAborted = false;
        int[] jumps = whiteToMove ? whiteManJumps : blackManJumps;
        for (long starters = startersLow; starters != 0; starters &= starters - 1) {
            // The mover leaves its origin, which it may cross again.
            long man = starters & -starters;
            this.emptyLow = freeLow | man;
            this.emptyHigh = freeHigh;
            this.longOrigin = Long.numberOfTrailingZeros(man);
            longManJumps(longOrigin, 0, jumps);
        }
        for (long starters = startersHigh; starters != 0; starters &= starters - 1) {
            long man = starters & -starters;
            this.emptyLow = freeLow;
            this.emptyHigh = freeHigh | man;
            this.longOrigin = 64 + Long.numberOfTrailingZeros(man);
            longManJumps(longOrigin, 0, jumps);
        }
        endTally();
        return longAborted ? -1 : tallyCount();
    }

    /**
     * A man of {@link #manCaptures} stands on bit {@code at} after {@code steps} jumps; it goes on
     * while it can. The squares are read from the words: bit {@code i} of a pair is bit {@code i}
     * of its high word when {@code i & 64} is set. A step off the board, past bit 0 or past the
     * last bit of the layout, reads a bit of the high word above the layout, which is never set
     * (a jump is two steps of at most {@code rowBits + 1} bits, and the layout leaves that many
     * unused below bit 128: {@link #longManCapturesCountable}).
     */
    private void longManJumps(int at, int steps, int[] jumps) {
        if (steps > 0 && (crownedManStops || crownedManGoesOnAsKing)
                && ((at & 64) == 0 ? crownLow : crownHigh) << ~at < 0) {
            if (crownedManStops) {
                longCaptureFound(at, steps);
            } else {
                longAborted = true;
            }
            return;
        }
        boolean more = false;
        for (int direction : jumps) {
            int over = at + direction;
            int land = over + direction;
            if ((((over & 64) == 0 ? preyLow : preyHigh) >>> over & ((land & 64) == 0 ? emptyLow : emptyHigh) >>> land
                    & 1) != 0) {
                // Taken, it stays until the move ends: it blocks, and is not jumped again.
                long bit = 1L << over;
                if ((over & 64) == 0) {
                    preyLow ^= bit;
                    longManJumps(land, steps + 1, jumps);
                    preyLow ^= bit;
                } else {
                    preyHigh ^= bit;
                    longManJumps(land, steps + 1, jumps);
                    preyHigh ^= bit;
                }
                more = true;
            }
        }
        if (!more) {
            longCaptureFound(at, steps);
        }
    }

    /** Counts, and lists, a capture of {@link #manCaptures} ending on {@code at}, if the criteria keep it. */
    private void longCaptureFound(int at, int steps) {
        if (!tallies(steps)) {
            return;
        }
        boolean compared = tallyCompares(steps, MAN_REPEAT_JUMPS);
        if (!compared && !tallyLists()) {
            tallyUnlisted();
            return;
        }
        // The pieces taken: those the search has cleared from the prey, so that no list of the
        // jumps is kept and walked through.
        long low = startPreyLow ^ preyLow;
        long high = startPreyHigh ^ preyHigh;
        if (longOrigin < 64) {
            low |= 1L << longOrigin;
        } else {
            high |= 1L << longOrigin;
        }
        tally(low, WideMoveBits.high(high, at, ((at & 64) == 0 ? crownLow : crownHigh) << ~at < 0), compared, true);
    }

    /**
     * @return one word ({@code high}: the high one) of the squares from which a jump along {@code
     *     direction} takes a piece of {@code prey} and lands on a free square
     */
    private static long jumpStarts(long prey, long preyHigh, long freeLow, long freeHigh, int direction,
            boolean high) {
        // Walking back from the free squares: one step onto the prey, one more to the start.
        long over = low(freeLow, freeHigh, -direction) & prey;
        long overHigh = high(freeLow, freeHigh, -direction) & preyHigh;
        return high ? high(over, overHigh, -direction) : low(over, overHigh, -direction);
    }

    /** @return the low word of the two words shifted one diagonal step along {@code direction} */
    private static long low(long low, long high, int direction) {
        return direction < 0 ? low >>> -direction | high << 64 + direction : low << direction;
    }

    /** @return the high word of the two words shifted one diagonal step along {@code direction} */
    private static long high(long low, long high, int direction) {
        return direction < 0 ? high >>> -direction : high << direction | low >>> 64 - direction;
    }

    /** @return the number of quiet moves of kings along {@code direction} */
    private int kingStepCount(long kings, long kingsHigh, long freeLow, long freeHigh, int direction) {
        long front = low(kings, kingsHigh, direction) & freeLow;
        long frontHigh = high(kings, kingsHigh, direction) & freeHigh;
        int count = 0;
        while ((front | frontHigh) != 0) {
            count += Long.bitCount(front) + Long.bitCount(frontHigh);
            if (!flyingKings) {
                break;
            }
            long next = low(front, frontHigh, direction) & freeLow;
            frontHigh = high(front, frontHigh, direction) & freeHigh;
            front = next;
        }
        return count;
    }

    /** @return whether the side to move has a capture, found with whole-board shifts */
    private boolean canCapture(long white, long whiteHigh, long black, long blackHigh, long kings, long kingsHigh,
            boolean whiteToMove) {
        long own = whiteToMove ? white : black;
        long ownHigh = whiteToMove ? whiteHigh : blackHigh;
        long opponent = whiteToMove ? black : white;
        long opponentHigh = whiteToMove ? blackHigh : whiteHigh;
        long freeLow = boardLow & ~(white | black);
        long freeHigh = boardHigh & ~(whiteHigh | blackHigh);
        long men = own & ~kings;
        long menHigh = ownHigh & ~kingsHigh;
        if ((men | menHigh) != 0) {
            long prey = menCaptureKings ? opponent : opponent & ~kings;
            long preyHigh = menCaptureKings ? opponentHigh : opponentHigh & ~kingsHigh;
            if (menJumps(men, menHigh, prey, preyHigh, freeLow, freeHigh, whiteToMove || menCaptureBackward,
                    !whiteToMove || menCaptureBackward) != 0) {
                return true;
            }
        }
        long ownKings = own & kings;
        long ownKingsHigh = ownHigh & kingsHigh;
        return kingsCanJump(ownKings, ownKingsHigh, opponent, opponentHigh, freeLow, freeHigh);
    }

    /** @return whether one of the kings given can capture, in any direction */
    private boolean kingsCanJump(long ownKings, long ownKingsHigh, long opponent, long opponentHigh, long freeLow,
            long freeHigh) {
        return (ownKings | ownKingsHigh) != 0
                && (kingCanJump(ownKings, ownKingsHigh, opponent, opponentHigh, freeLow, freeHigh, upLeft)
                        || kingCanJump(ownKings, ownKingsHigh, opponent, opponentHigh, freeLow, freeHigh, upRight)
                        || kingCanJump(ownKings, ownKingsHigh, opponent, opponentHigh, freeLow, freeHigh, downLeft)
                        || kingCanJump(ownKings, ownKingsHigh, opponent, opponentHigh, freeLow, freeHigh, downRight));
    }

    /**
     * @return nonzero when one of {@code men} can jump a piece of {@code prey} onto a free square,
     *     upward when {@code up}, downward when {@code down}: the landing squares of both words, or'd
     *     together. A number rather than a boolean, so that the caller tests the four directions
     *     with one branch; the shifts are written out by their sign, as in {@link
     *     #countSingleManCaptures}.
     */
    private long menJumps(long men, long menHigh, long prey, long preyHigh, long freeLow, long freeHigh, boolean up,
            boolean down) {
        int wide = rowBits + 1;
        int narrow = rowBits;
        long landings = 0;
        if (up) {
            long over = (men >>> wide | menHigh << -wide) & prey;
            long overHigh = menHigh >>> wide & preyHigh;
            landings = (over >>> wide | overHigh << -wide) & freeLow | overHigh >>> wide & freeHigh;
            over = (men >>> narrow | menHigh << -narrow) & prey;
            overHigh = menHigh >>> narrow & preyHigh;
            landings |= (over >>> narrow | overHigh << -narrow) & freeLow | overHigh >>> narrow & freeHigh;
        }
        if (down) {
            long over = men << narrow & prey;
            long overHigh = (menHigh << narrow | men >>> -narrow) & preyHigh;
            landings |= over << narrow & freeLow | (overHigh << narrow | over >>> -narrow) & freeHigh;
            over = men << wide & prey;
            overHigh = (menHigh << wide | men >>> -wide) & preyHigh;
            landings |= over << wide & freeLow | (overHigh << wide | over >>> -wide) & freeHigh;
        }
        return landings;
    }

    private boolean kingCanJump(long kings, long kingsHigh, long opponent, long opponentHigh, long freeLow,
            long freeHigh, int direction) {
        long front = low(kings, kingsHigh, direction);
        long frontHigh = high(kings, kingsHigh, direction);
        while ((front | frontHigh) != 0) {
            long over = front & opponent;
            long overHigh = frontHigh & opponentHigh;
            if ((low(over, overHigh, direction) & freeLow | high(over, overHigh, direction) & freeHigh) != 0) {
                return true;
            }
            if (!flyingKings) {
                return false;
            }
            long next = low(front & freeLow, frontHigh & freeHigh, direction);
            frontHigh = high(front & freeLow, frontHigh & freeHigh, direction);
            front = next;
        }
        return false;
    }

    private void fill(long white, long whiteHigh, long black, long blackHigh, long kings, long kingsHigh,
            boolean whiteToMove) {
        ownMan = whiteToMove ? WHITE_MAN : BLACK_MAN;
        ownKing = (byte) (ownMan + 1);
        opponentMan = whiteToMove ? BLACK_MAN : WHITE_MAN;
        opponentKing = (byte) (opponentMan + 1);
        // Only the squares that differ from the position the cells show: a sibling or a child of
        // the last position filled differs on a few squares, of 72 (the search leaves the cells as
        // it found them).
        write((white ^ filledWhite) | (black ^ filledBlack) | (kings ^ filledKings), white, black, kings, PAD);
        write((whiteHigh ^ filledWhiteHigh) | (blackHigh ^ filledBlackHigh) | (kingsHigh ^ filledKingsHigh),
                whiteHigh, blackHigh, kingsHigh, PAD + 64);
        filledWhite = white;
        filledWhiteHigh = whiteHigh;
        filledBlack = black;
        filledBlackHigh = blackHigh;
        filledKings = kings;
        filledKingsHigh = kingsHigh;
    }

    /**
     * Writes the cells of the {@code changed} squares of one word of the board, whose bit 0 is
     * cell {@code first}: {@link #EMPTY}, plus 1 for a white piece, 3 for a black one, and 1 more
     * for a king (worked out from the bits: whether a square holds a piece is a coin toss for the
     * processor's branch predictor).
     */
    private void write(long changed, long white, long black, long kings, int first) {
        byte[] board = cells;
        for (; changed != 0; changed &= changed - 1) {
            int bit = Long.numberOfTrailingZeros(changed);
            long whitePiece = white >>> bit & 1;
            long blackPiece = black >>> bit & 1;
            board[first + bit] = (byte) (EMPTY + whitePiece + 3 * blackPiece + ((whitePiece | blackPiece) & kings >>> bit));
        }
    }

    private void generateQuietMoves(long white, long whiteHigh, long black, long blackHigh, long kings,
            long kingsHigh, boolean whiteToMove) {
        long own = whiteToMove ? white : black;
        long ownHigh = whiteToMove ? whiteHigh : blackHigh;
        long freeLow = boardLow & ~(white | black);
        long freeHigh = boardHigh & ~(whiteHigh | blackHigh);
        int side = whiteToMove ? 0 : 1;
        long men = own & ~kings;
        long menHigh = ownHigh & ~kingsHigh;
        // One call of addManSteps and one of addKingSteps, in loops, the moves in the same order:
        // C2 then compiles each once. Written out four times, they made this method one of the
        // slowest of the walk to compile, early in a run, for a small part of its time (Canadian
        // d8, one thread, JFR's compilation events, median of five runs: 10 ms, now 4).
        for (int turn = 0; turn < 4; turn++) {
            int direction = turn < 2 ? (whiteToMove ? upLeft : downLeft) : (whiteToMove ? upRight : downRight);
            boolean highWord = (turn & 1) != 0;
            long targets = highWord ? high(men, menHigh, direction) & freeHigh : low(men, menHigh, direction) & freeLow;
            addManSteps(targets, highWord ? 64 : 0, direction, highWord ? promotionHigh[side] : promotionLow[side]);
        }
        long ownKings = own & kings;
        long ownKingsHigh = ownHigh & kingsHigh;
        while ((ownKings | ownKingsHigh) != 0) {
            int from;
            if (ownKings != 0) {
                from = Long.numberOfTrailingZeros(ownKings);
                ownKings &= ownKings - 1;
            } else {
                from = 64 + Long.numberOfTrailingZeros(ownKingsHigh);
                ownKingsHigh &= ownKingsHigh - 1;
            }
            for (int d = 0; d < 4; d++) {
                addKingSteps(from, freeLow, freeHigh, d == 0 ? upLeft : d == 1 ? upRight : d == 2 ? downLeft : downRight);
            }
        }
    }

    /** Adds a man's step to each target of one word ({@code offset} 0 or 64), from one step back. */
    private void addManSteps(long targets, int offset, int direction, long crown) {
        while (targets != 0) {
            int to = offset + Long.numberOfTrailingZeros(targets);
            boolean promotion = (crown >>> to & 1) != 0;
            targets &= targets - 1;
            addQuiet(to - direction, to, promotion);
        }
    }

    private void addKingSteps(int from, long freeLow, long freeHigh, int direction) {
        for (int to = from + direction; isFree(to, freeLow, freeHigh); to += direction) {
            addQuiet(from, to, false);
            if (!flyingKings) {
                break;
            }
        }
    }

    /** @return whether the bit {@code bit} is free; false for any bit outside 0-127 */
    private static boolean isFree(int bit, long freeLow, long freeHigh) {
        if (bit < 0 || bit >= 128) {
            return false;
        }
        return ((bit < 64 ? freeLow : freeHigh) >>> bit & 1) != 0;
    }

    /** Adds a quiet move between two bits of the layout. */
    private void addQuiet(int from, int to, boolean promotion) {
        add(from + PAD, 0, 0, to + PAD, promotion);
        if (recordPaths) {
            out.addQuietPath();
        }
    }

    /** Adds the move from {@code from} to {@code to} taking the pieces of the two words given. */
    private void add(int from, long takenLow, long takenHigh, int to, boolean promotion) {
        int fromBit = from - PAD;
        long low = takenLow;
        long high = takenHigh;
        if (fromBit < 64) {
            low |= 1L << fromBit;
        } else {
            high |= 1L << fromBit;
        }
        out.add(low, WideMoveBits.high(high, to - PAD, promotion));
    }

    /**
     * Sets {@link #startersLow} and {@link #startersHigh}: the men that can make a first jump, found
     * with whole-board shifts, and every king (whose first jump may be far along a line), so that no
     * other piece is tried.
     *
     * @return whether the side to move has a capture (a man's first jump, or a king's)
     */
    private boolean startersOf(long white, long whiteHigh, long black, long blackHigh, long kings, long kingsHigh,
            boolean whiteToMove) {
        long own = whiteToMove ? white : black;
        long ownHigh = whiteToMove ? whiteHigh : blackHigh;
        long opponent = whiteToMove ? black : white;
        long opponentHigh = whiteToMove ? blackHigh : whiteHigh;
        long prey = menCaptureKings ? opponent : opponent & ~kings;
        long preyHigh = menCaptureKings ? opponentHigh : opponentHigh & ~kingsHigh;
        long freeLow = boardLow & ~(white | black);
        long freeHigh = boardHigh & ~(whiteHigh | blackHigh);
        long low = 0;
        long high = 0;
        if (whiteToMove || menCaptureBackward) {
            low |= jumpStarts(prey, preyHigh, freeLow, freeHigh, upLeft, false)
                    | jumpStarts(prey, preyHigh, freeLow, freeHigh, upRight, false);
            high |= jumpStarts(prey, preyHigh, freeLow, freeHigh, upLeft, true)
                    | jumpStarts(prey, preyHigh, freeLow, freeHigh, upRight, true);
        }
        if (!whiteToMove || menCaptureBackward) {
            low |= jumpStarts(prey, preyHigh, freeLow, freeHigh, downLeft, false)
                    | jumpStarts(prey, preyHigh, freeLow, freeHigh, downRight, false);
            high |= jumpStarts(prey, preyHigh, freeLow, freeHigh, downLeft, true)
                    | jumpStarts(prey, preyHigh, freeLow, freeHigh, downRight, true);
        }
        startersLow = own & (low | kings);
        startersHigh = ownHigh & (high | kingsHigh);
        long ownKings = own & kings;
        long ownKingsHigh = ownHigh & kingsHigh;
        if (((own & ~kings & low) | (ownHigh & ~kingsHigh & high)) != 0) {
            return true;
        }
        return kingsCanJump(ownKings, ownKingsHigh, opponent, opponentHigh, freeLow, freeHigh);
    }

    private void generateCaptures(boolean whiteToMove) {
        // In the order of the squares, which is the order of the bits.
        for (long starters = startersLow; starters != 0; starters &= starters - 1) {
            capturesFrom(PAD + Long.numberOfTrailingZeros(starters), whiteToMove);
        }
        for (long starters = startersHigh; starters != 0; starters &= starters - 1) {
            capturesFrom(PAD + 64 + Long.numberOfTrailingZeros(starters), whiteToMove);
        }
    }

    /** Every capture of the piece on {@code from}. */
    private void capturesFrom(int from, boolean whiteToMove) {
        byte piece = cells[from];
        // The mover leaves its origin, which it may cross again.
        cells[from] = EMPTY;
        this.origin = from;
        this.movingKing = piece == ownKing;
        this.capturedLow = 0;
        this.capturedHigh = 0;
        this.kingsTaken = 0;
        if (piece == ownMan) {
            manJumps(from, 0, whiteToMove);
        } else if (flyingKings) {
            flyingKingTriesAll(from, 0, false);
        } else {
            shortKingJumps(from, 0, false);
        }
        cells[from] = piece;
    }

    private boolean isPrey(byte cell, boolean byMan) {
        return cell == opponentKing ? !byMan || menCaptureKings : cell == opponentMan;
    }

    private boolean manJumps(int at, int steps, boolean whiteToMove) {
        boolean more = false;
        // One call site in a loop rather than one per direction: the JIT then compiles the jump (and
        // the capture's end) once, not four times, and has the generator compiled sooner (Canadian
        // d8, a run of 0.4 s, about a tenth less time; the same loop on smaller boards, where the
        // jumps are found from the bitboards, made 8x8 slower).
        for (int direction : whiteToMove ? whiteManJumps : blackManJumps) {
            more |= manJump(at, steps, direction, whiteToMove);
        }
        return more;
    }

    private boolean manJump(int at, int steps, int direction, boolean whiteToMove) {
        int over = at + direction;
        int land = over + direction;
        if (!isPrey(cells[over], true) || cells[land] != EMPTY) {
            return false;
        }
        byte taken = take(over, steps, land);
        continueAsMan(land, steps + 1, whiteToMove);
        release(over, taken);
        return true;
    }

    /** A man stands on {@code at} after {@code steps} captures; it goes on while it can. */
    private void continueAsMan(int at, int steps, boolean whiteToMove) {
        boolean crowned = promotionRow[at];
        if (crowned && promotionInCapture == PromotionInCapture.ENDS_MOVE) {
            emit(at, true, steps);
        } else if (crowned && promotionInCapture == PromotionInCapture.CONTINUES_AS_KING) {
            continueAsKing(at, steps, true);
        } else if (!manJumps(at, steps, whiteToMove)) {
            emit(at, crowned, steps);
        }
    }

    private void continueAsKing(int at, int steps, boolean promoted) {
        boolean more = flyingKings ? flyingKingTriesAll(at, steps, promoted) : shortKingJumps(at, steps, promoted);
        if (!more) {
            emit(at, promoted, steps);
        }
    }

    private boolean shortKingJumps(int at, int steps, boolean promoted) {
        boolean more = shortKingJump(at, steps, promoted, upLeft);
        more |= shortKingJump(at, steps, promoted, upRight);
        more |= shortKingJump(at, steps, promoted, downLeft);
        more |= shortKingJump(at, steps, promoted, downRight);
        return more;
    }

    private boolean shortKingJump(int at, int steps, boolean promoted, int direction) {
        int over = at + direction;
        int land = over + direction;
        if (!isPrey(cells[over], false) || cells[land] != EMPTY) {
            return false;
        }
        byte taken = take(over, steps, land);
        if (!shortKingJumps(land, steps + 1, promoted)) {
            emit(land, promoted, steps + 1);
        }
        release(over, taken);
        return true;
    }

    private boolean flyingKingTriesAll(int at, int steps, boolean promoted) {
        boolean more = flyingKingTries(at, upLeft, steps, promoted);
        more |= flyingKingTries(at, upRight, steps, promoted);
        more |= flyingKingTries(at, downLeft, steps, promoted);
        more |= flyingKingTries(at, downRight, steps, promoted);
        return more;
    }

    /** A flying king on {@code at} looks along {@code direction} for a piece it can take, and takes it. */
    private boolean flyingKingTries(int at, int direction, int steps, boolean promoted) {
        int square = at + direction;
        while (cells[square] == EMPTY) {
            square += direction;
        }
        if (!isPrey(cells[square], false) || cells[square + direction] != EMPTY) {
            return false;
        }
        flyingKingJumps(square, direction, steps, promoted);
        return true;
    }

    /**
     * A flying king jumps the piece on {@code over} along {@code direction}, as in {@link
     * MoveGenerator}: it lands where the capture goes on when it can, going straight on (and
     * turning back, where allowed) is followed once, turning aside from every landing square.
     */
    private void flyingKingJumps(int over, int direction, int steps, boolean promoted) {
        boolean overKing = cells[over] == opponentKing;
        int first = over + direction;
        byte taken = take(over, steps, first);
        int turnA;
        int turnB;
        if (direction == upLeft || direction == downRight) {
            turnA = upRight;
            turnB = downLeft;
        } else {
            turnA = upLeft;
            turnB = downRight;
        }
        int land = first;
        boolean more = false;
        while (cells[land] == EMPTY) {
            record(steps, land);
            more |= flyingKingTries(land, turnA, steps + 1, promoted);
            more |= flyingKingTries(land, turnB, steps + 1, promoted);
            land += direction;
            if (landDirectlyBehind) {
                break;
            }
        }
        record(steps, first);
        if (landDirectlyBehind) {
            more |= flyingKingTries(first, direction, steps + 1, promoted);
        } else if (isPrey(cells[land], false) && cells[land + direction] == EMPTY) {
            flyingKingJumps(land, direction, steps + 1, promoted);
            more = true;
        }
        if (turnBack) {
            more |= flyingKingTries(first, -direction, steps + 1, promoted);
        }
        if (!more) {
            for (land = first; cells[land] == EMPTY; land += direction) {
                record(steps, land);
                emit(land, promoted, steps + 1);
                if (stopsDirectlyBehind(overKing)) {
                    break;
                }
            }
        }
        release(over, taken);
    }

    /**
     * Takes the piece on {@code over} as jump number {@code steps}, landing on {@code land}: it
     * blocks until the move ends or leaves at once, by the traits.
     *
     * @return the cell's value, for {@link #release}
     */
    private byte take(int over, int steps, int land) {
        byte piece = cells[over];
        int bit = over - PAD;
        if (bit < 64) {
            capturedLow |= 1L << bit;
        } else {
            capturedHigh |= 1L << bit;
        }
        boolean king = piece == opponentKing;
        kingsTaken += king ? 1 : 0;
        kingAtJump[steps] = king;
        takes[steps] = bit;
        landings[steps] = land - PAD;
        cells[over] = removeAtOnce ? EMPTY : (byte) (piece + TAKEN);
        return piece;
    }

    private void release(int over, byte piece) {
        cells[over] = piece;
        int bit = over - PAD;
        if (bit < 64) {
            capturedLow &= ~(1L << bit);
        } else {
            capturedHigh &= ~(1L << bit);
        }
        kingsTaken -= piece == opponentKing ? 1 : 0;
    }

    private void record(int index, int land) {
        landings[index] = land - PAD;
    }

    private void emit(int to, boolean promoted, int steps) {
        if (!keeps(out, steps, kingsTaken, movingKing, kingAtJump)) {
            return;
        }
        add(origin, capturedLow, capturedHigh, to, promoted);
        if (recordPaths) {
            out.addPath(takes, landings, steps);
        }
    }


}
