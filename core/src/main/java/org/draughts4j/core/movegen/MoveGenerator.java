package org.draughts4j.core.movegen;

import static org.draughts4j.core.Geometry.DOWN_LEFT;
import static org.draughts4j.core.Geometry.DOWN_RIGHT;
import static org.draughts4j.core.Geometry.UP_LEFT;
import static org.draughts4j.core.Geometry.UP_RIGHT;

import java.util.List;
import org.draughts4j.core.CaptureCriterion;
import org.draughts4j.core.CapturePrecedence;
import org.draughts4j.core.CaptureRemoval;
import org.draughts4j.core.Color;
import org.draughts4j.core.Geometry;
import org.draughts4j.core.Goal;
import org.draughts4j.core.KingLanding;
import org.draughts4j.core.PromotionInCapture;
import org.draughts4j.core.Traits;

/**
 * The one move generator of every variant, driven by its {@link Traits}.
 *
 * <p>Boards are {@code long} bitboards in the layout of {@link Geometry}: every diagonal step is
 * a rotation by the same constant on every board, so the JIT compiles immediate rotations, and a
 * step off the board lands on a ghost bit or beyond the board, which the board mask removes. Moves are written into a caller-owned {@link MoveList} in the
 * encoding of {@link MoveBits}; nothing is allocated unless the list records paths.
 *
 * <p>Captures follow the rules common to all variants: a capture is compulsory and is followed to
 * its end; a piece is never jumped twice; empty squares, the mover's origin included, may be
 * crossed again; a flying king lands where the capture goes on whenever some landing square
 * allows it. The traits decide backward captures by men, whether men may take kings, flying or
 * short kings, where a flying king lands (anywhere beyond, or directly behind the piece), whether
 * captured pieces block until the move ends or leave at once (and whether a king may then turn
 * back), Killer's last landing behind a king, what a man reaching the far row during a capture
 * does, which captures the precedence criteria keep, and whether a king on the board ends the game.
 *
 * <p>An instance keeps the state of the generation under way, so it is not thread-safe: use one
 * per thread. It is cheap to create.
 */
public final class MoveGenerator extends CaptureGenerator {
    private final long board;
    private final long whitePromotion;
    private final long blackPromotion;
    /** Whether flying kings capture as in most variants ({@link #flyingKingJumps}). */
    private final boolean plainKings;
    /**
     * The squares that open as they are jumped: all when captured pieces leave at once, the towers
     * of one piece in column draughts (set at each call), none otherwise.
     */
    private long opens;
    /** Whether captured pieces go under the capturing tower (column draughts). */
    private final boolean towers;
    /** Whether men and kings also capture along rows and columns (Frisian). */
    private final boolean orthogonal;
    /** The squares with a next dark square to their right (as stored) in their row. */
    private final long notRowEnd;
    /** The squares with a next dark square to their left (as stored) in their row. */
    private final long notRowStart;
    /** The directions in which kings capture, for the unusual capture path. */
    private final int[] kingDirections;

    /** One dark square right along a row, as stored: see {@link #go}. */
    private static final int RIGHT = 1;
    /** One dark square left along a row, as stored. */
    private static final int LEFT = -1;
    /** Two rows down along a column: the next dark square of the column. */
    private static final int DOWN = 11;
    /** Two rows up along a column. */
    private static final int UP = -11;
    /** The single towers given to the call under way, when {@link #singlesGiven}. */
    private long givenSingles;
    private boolean singlesGiven;
    /** Whether the variant has towers or a limit on moves of one king, state beyond the pieces. */
    private final boolean stateful;
    /** The own king that may not make a quiet move in the call under way (Frisian), or 0. */
    private long blockedKing;
    private long givenBlockedKing;
    /** Whether the criteria need the order in which pieces are taken. */
    private final boolean recordTakes;
    /** Whether, among single captures by men, those taking a king win. */
    private final boolean preferKingJumps;
    /** {@link #singleKingJumpPreference} of the variant's criteria. */
    private final int singleKingJumpPreference;

    // State of the generation under way.
    private MoveList out;
    private boolean recordPaths;
    /** Whether the jumps are written down: for the paths, or for the kings-first criterion. */
    private boolean recordSteps;
    private boolean counting;
    /** Whether {@link #countAfterQuietMoves} may play quiet moves from the bitboards. */
    private final boolean quietShortcut;
    private int quietMovesPlayed;
    private static final int[] DIAGONALS = {UP_LEFT, UP_RIGHT, DOWN_LEFT, DOWN_RIGHT};
    /**
     * Whether a capture found might take the same pieces to the same square as another. Two paths
     * of a man on a diagonal board can do so only with four jumps or more: each of its first three
     * jumps is the only one over its piece from where the man stands (any other would have to turn
     * straight back). A man that also jumps along rows and columns can with three (round a
     * triangle: two diagonal jumps and one along the row, either way). Kings, and men crowned on
     * the way, may with fewer; towers are not looked at. (The thresholds were found by trying every
     * sequence of jumps of up to five on an open board.)
     */
    private boolean mayRepeat;
    /** The fewest jumps with which two paths of a man may make one move (see {@link #mayRepeat}). */
    private final int manRepeatJumps;
    private int counted;
    private long empty;
    private long capturable;
    private long menCapturable;
    private long opponentKings;
    private long origin;
    private boolean movingKing;
    private long promotionRow;
    private boolean manCapturesUp;
    private boolean manCapturesDown;
    /**
     * Whether {@link #menOnlyCaptures} may find the captures of men on a board without kings:
     * captured pieces leave at the end, and no tower or king ends the game.
     */
    private final boolean menOnlyCapturesFound;
    /** Whether a man crowned during a capture stops there or goes on as a king: the crowning row matters. */
    private final boolean crowningRowMatters;
    /**
     * The squares from which a man could jump, found by the last {@link #countSingleManCaptures}
     * or {@link #countSingleOrthogonalManCaptures} that found a jump.
     */
    private long singleJumpFrom;
    /**
     * The men with a first jump after which the capture goes on, found by the last {@link
     * #countSingleManCaptures} or {@link #countSingleOrthogonalManCaptures} that returned -1.
     */
    private long longStarters;
    /** Whether {@link #menOnlyCaptures} met a man crowned that goes on as a king, which it leaves to the general search. */
    private boolean longAborted;
    private final int[] takes = new int[64];
    private final int[] landings = new int[64];

    /** @param traits the variant's traits */
    public MoveGenerator(Traits traits) {
        super(traits);
        Geometry geometry = traits.geometry();
        this.board = geometry.boardMask();
        this.whitePromotion = geometry.promotionMask(Color.WHITE);
        this.blackPromotion = geometry.promotionMask(Color.BLACK);
        if (geometry.isWide()) {
            throw new IllegalArgumentException("the " + geometry + " board needs the wide generator");
        }
        this.towers = traits.towers();
        this.stateful = towers || traits.kingMoveLimit() > 0;
        this.orthogonal = traits.orthogonalCaptures();
        this.plainKings = !landDirectlyBehind && !stopBehindLastKing && !removeAtOnce && !towers && !orthogonal;
        this.manRepeatJumps = orthogonal ? 3 : 4;
        this.quietShortcut = !towers && traits.goal() != Goal.FIRST_KING_WINS;
        long rowEnds = 0;
        long rowStarts = 0;
        for (int square = 1; square <= geometry.squareCount(); square++) {
            int bit = geometry.bit(square);
            if ((board >>> (bit + 1) & 1) == 0 || geometry.row(geometry.square(bit + 1)) != geometry.row(square)) {
                rowEnds |= 1L << bit;
            }
            if (bit == 0 || (board >>> (bit - 1) & 1) == 0
                    || geometry.row(geometry.square(bit - 1)) != geometry.row(square)) {
                rowStarts |= 1L << bit;
            }
        }
        this.notRowEnd = board & ~rowEnds;
        this.notRowStart = board & ~rowStarts;
        this.kingDirections = orthogonal
                ? new int[] {UP_LEFT, UP_RIGHT, DOWN_LEFT, DOWN_RIGHT, LEFT, RIGHT, UP, DOWN}
                : new int[] {UP_LEFT, UP_RIGHT, DOWN_LEFT, DOWN_RIGHT};
        this.opens = removeAtOnce ? -1L : 0;
        CapturePrecedence rule = traits.capturePrecedence();
        this.recordTakes = rule.uses(CaptureCriterion.KINGS_FIRST) || traits.towers();
        this.preferKingJumps = rule.uses(CaptureCriterion.MOST_KINGS) || rule.uses(CaptureCriterion.KINGS_FIRST);
        this.singleKingJumpPreference = singleKingJumpPreference(criteria);
        this.menOnlyCapturesFound = !towers && !removeAtOnce && !kingEndsGame;
        this.crowningRowMatters = crownedManStops || crownedManGoesOnAsKing;
    }

    /**
     * Writes the legal moves of a position into {@code list}, replacing what it held.
     *
     * @param white the pieces of White
     * @param black the pieces of Black
     * @param kings the kings of both sides
     * @param whiteToMove whether White is to move
     * @param list the list to fill
     * @param keepPaths when true, captures that take the same pieces in a different order are
     *     kept as separate moves (perft "paths" counting); when false each move appears once
     * @return the number of moves
     */
    public int generate(long white, long black, long kings, boolean whiteToMove, MoveList list, boolean keepPaths) {
        if (stateful) {
            takeState(white, black);
        }
        long own = whiteToMove ? white : black;
        long opponent = whiteToMove ? black : white;
        list.clear();
        if (kingEndsGame && kings != 0) {
            return 0;
        }
        this.out = list;
        this.recordPaths = list.recordsPaths();
        this.recordSteps = recordPaths || recordTakes;
        if (orthogonal && kings == 0 && menOnlyCapturesFound && !recordPaths) {
            // Frisian's lists are the ones worth it: on a diagonal board most positions have no
            // capture, and the general search finds that sooner.
            long free = board & ~(own | opponent);
            int captures = countSingleOrthogonalManCaptures(own, opponent, 0, whiteToMove, free);
            if (captures == 0) {
                generateQuietMoves(own, opponent, 0, whiteToMove);
                this.out = null;
                return list.size();
            }
            menOnlyCaptures(own, opponent, whiteToMove, free, keepPaths, captures < 0 ? 2 : 1, list);
            if (!longAborted) {
                this.out = null;
                return list.size();
            }
            list.clear();
        }
        generateCaptures(own, opponent, kings, whiteToMove);
        if (list.size() == 0) {
            generateQuietMoves(own, opponent, kings, whiteToMove);
        } else if (!keepPaths && longest > 1 && mayRepeat) {
            // Only a capture of two or more pieces can be reached along two different paths, and
            // by a man only with three or four jumps or more (see mayRepeat).
            list.removeDuplicates();
        }
        this.out = null;
        return list.size();
    }

    /**
     * Writes the legal moves of a position of column draughts into {@code list}: as {@link
     * #generate(long, long, long, boolean, MoveList, boolean)}, the pieces being the tops of the
     * towers, with each move's second word ({@link MoveList#getHigh}) saying which jumps take a
     * king (see {@link Towers}); the second word of a quiet move is not set. Without this method's
     * {@code singles}, every tower counts as one piece. For other variants the same as the method
     * without {@code singles}.
     *
     * @param white the pieces of White (the tops of its towers)
     * @param black the pieces of Black (the tops of its towers)
     * @param kings the kings of both sides (the tops that are kings)
     * @param singles the squares whose tower holds one piece (a jumped tower of one piece is gone)
     * @param whiteToMove whether White is to move
     * @param list the list to fill
     * @param keepPaths when true, captures that take the same pieces in a different order are
     *     kept as separate moves (perft "paths" counting); when false each move appears once
     * @return the number of moves
     */
    public int generate(long white, long black, long kings, long singles, boolean whiteToMove, MoveList list,
            boolean keepPaths) {
        givenSingles = singles;
        singlesGiven = towers;
        return generate(white, black, kings, whiteToMove, list, keepPaths);
    }

    /** Takes the state handed over for the call under way, and forgets it for the next. */
    private void takeState(long white, long black) {
        if (towers) {
            opens = removeAtOnce ? (singlesGiven ? givenSingles : white | black) : 0;
            singlesGiven = false;
        }
        blockedKing = givenBlockedKing;
        givenBlockedKing = 0;
    }

    /**
     * As {@link #generate(long, long, long, boolean, MoveList, boolean)}, where one king of the
     * side to move may not make a quiet move (it has made the most the variant's limit on moves
     * of one king allows); its captures stay legal.
     *
     * @param white the pieces of White
     * @param black the pieces of Black
     * @param kings the kings of both sides
     * @param blockedKing the bit of that king, or 0
     * @param whiteToMove whether White is to move
     * @param list the list to fill
     * @param keepPaths when true, captures that take the same pieces in a different order are
     *     kept as separate moves (perft "paths" counting); when false each move appears once
     * @return the number of moves
     */
    public int generateWithBlockedKing(long white, long black, long kings, long blockedKing, boolean whiteToMove,
            MoveList list, boolean keepPaths) {
        givenBlockedKing = stateful ? blockedKing : 0;
        return generate(white, black, kings, whiteToMove, list, keepPaths);
    }

    /**
     * As {@link #count(long, long, long, boolean, MoveList, boolean)}, where one king of the side
     * to move may not make a quiet move.
     *
     * @param white the pieces of White
     * @param black the pieces of Black
     * @param kings the kings of both sides
     * @param blockedKing the bit of that king, or 0
     * @param whiteToMove whether White is to move
     * @param scratch a list used only when there are captures to tell apart
     * @param keepPaths when true, captures that take the same pieces in a different order count
     *     as separate moves (perft "paths" counting); when false each move counts once
     * @return the number of legal moves
     */
    public int countWithBlockedKing(long white, long black, long kings, long blockedKing, boolean whiteToMove,
            MoveList scratch, boolean keepPaths) {
        givenBlockedKing = stateful ? blockedKing : 0;
        return count(white, black, kings, whiteToMove, scratch, keepPaths);
    }

    /**
     * Counts the legal moves of a position, as {@link #generate} would, but without listing quiet
     * moves: when the side to move cannot capture, its moves are counted with a few shifts and
     * population counts. This is the last ply of perft.
     *
     * @param white the pieces of White
     * @param black the pieces of Black
     * @param kings the kings of both sides
     * @param whiteToMove whether White is to move
     * @param scratch a list used only when there are captures to tell apart
     * @param keepPaths when true, captures that take the same pieces in a different order count
     *     as separate moves (perft "paths" counting); when false each move counts once
     * @return the number of legal moves
     */
    public int count(long white, long black, long kings, boolean whiteToMove, MoveList scratch, boolean keepPaths) {
        if (stateful) {
            takeState(white, black);
        }
        if (kingEndsGame && kings != 0) {
            return 0;
        }
        long own = whiteToMove ? white : black;
        long opponent = whiteToMove ? black : white;
        long free = board & ~(own | opponent);
        long ownKings = own & kings;
        if (orthogonal && ownKings == 0) {
            int captures = countSingleOrthogonalManCaptures(own, opponent, kings, whiteToMove, free);
            if (captures > 0) {
                return captures;
            }
            if (captures < 0) {
                return countLongCaptures(white, black, kings, whiteToMove, scratch, keepPaths, free);
            }
        } else if (orthogonal) {
            if (canCapture(own, opponent, kings, whiteToMove, free)
                    || canCaptureOrthogonally(own, opponent, kings, whiteToMove, free)) {
                return countCaptures(white, black, kings, whiteToMove, scratch, keepPaths);
            }
        } else if (ownKings == 0) {
            int captures = countSingleManCaptures(own, opponent, kings, whiteToMove, free);
            if (captures > 0) {
                return captures;
            }
            if (captures < 0) {
                return countLongCaptures(white, black, kings, whiteToMove, scratch, keepPaths, free);
            }
        } else if (canCapture(own, opponent, kings, whiteToMove, free)) {
            return countCaptures(white, black, kings, whiteToMove, scratch, keepPaths);
        }
        long men = own & ~kings;
        int count;
        if (whiteToMove) {
            count = Long.bitCount(step(men, UP_LEFT) & free) + Long.bitCount(step(men, UP_RIGHT) & free);
        } else {
            count = Long.bitCount(step(men, DOWN_LEFT) & free) + Long.bitCount(step(men, DOWN_RIGHT) & free);
        }
        if (stateful) {
            ownKings &= ~blockedKing;
        }
        if (ownKings != 0) {
            count += kingStepCount(ownKings, free, UP_LEFT) + kingStepCount(ownKings, free, UP_RIGHT)
                    + kingStepCount(ownKings, free, DOWN_LEFT) + kingStepCount(ownKings, free, DOWN_RIGHT);
        }
        return count;
    }

    /**
     * Counts the legal moves of a position of column draughts, as {@link #count(long, long, long,
     * boolean, MoveList, boolean)} does for other positions.
     *
     * @param white the pieces of White (the tops of its towers)
     * @param black the pieces of Black (the tops of its towers)
     * @param kings the kings of both sides (the tops that are kings)
     * @param singles the squares whose tower holds one piece
     * @param whiteToMove whether White is to move
     * @param scratch a list used only when there are captures to tell apart
     * @param keepPaths when true, captures that take the same pieces in a different order count
     *     as separate moves (perft "paths" counting); when false each move counts once
     * @return the number of legal moves
     */
    public int count(long white, long black, long kings, long singles, boolean whiteToMove, MoveList scratch,
            boolean keepPaths) {
        givenSingles = singles;
        singlesGiven = towers;
        return count(white, black, kings, whiteToMove, scratch, keepPaths);
    }

    /**
     * Counts the captures of a side with men only, when some capture may take more than one piece:
     * on a board without kings with {@link #menOnlyCaptures}, else as {@link #countCaptures}.
     */
    private int countLongCaptures(long white, long black, long kings, boolean whiteToMove, MoveList scratch,
            boolean keepPaths, long free) {
        if (kings == 0 && menOnlyCapturesFound) {
            int count = whiteToMove ? menOnlyCaptures(white, black, true, free, keepPaths, 2, null)
                    : menOnlyCaptures(black, white, false, free, keepPaths, 2, null);
            if (!longAborted) {
                return count;
            }
        }
        return countCaptures(white, black, kings, whiteToMove, scratch, keepPaths);
    }

    /**
     * Counts the captures of a side that has some. Counting every path needs no list: each capture
     * the precedence rule keeps is counted as it is found. Counting each move once needs the list,
     * to remove captures that take the same pieces in another order.
     */
    private int countCaptures(long white, long black, long kings, boolean whiteToMove, MoveList scratch,
            boolean keepPaths) {
        if (!keepPaths) {
            if (towers) {
                // The squares that open are the single towers when they open at all.
                givenSingles = opens;
                singlesGiven = true;
            }
            givenBlockedKing = blockedKing;
            return generate(white, black, kings, whiteToMove, scratch, false);
        }
        this.counting = true;
        this.recordPaths = false;
        this.recordSteps = recordTakes;
        this.counted = 0;
        generateCaptures(whiteToMove ? white : black, whiteToMove ? black : white, kings, whiteToMove);
        this.counting = false;
        return counted;
    }

    /**
     * Perft's last two plies from a position whose side to move cannot capture: the legal moves
     * after each of its moves ({@link #count}), summed, its moves being played straight from the
     * bitboards rather than listed first. Not for column draughts, a limit on a king's moves
     * (see {@link #countAfterQuietMovesWithBlockedKing}), or a variant a king ends.
     *
     * @param white the pieces of White
     * @param black the pieces of Black
     * @param kings the kings of both sides
     * @param whiteToMove whether White is to move
     * @param scratch a list for the counts below
     * @param keepPaths as for {@link #count}
     * @return the sum, or -1 when the side to move can capture or the variant is not one of these
     *     (then list the moves and count after each); {@link #quietMovesPlayed} says how many moves
     *     it played
     */
    public long countAfterQuietMoves(long white, long black, long kings, boolean whiteToMove, MoveList scratch,
            boolean keepPaths) {
        if (!quietShortcut || stateful) {
            return -1;
        }
        return countAfterQuiet(white, black, kings, 0, whiteToMove, scratch, keepPaths);
    }

    /**
     * As {@link #countAfterQuietMoves}, under a limit on the moves of one king (Frisian): one king
     * of the side to move may not make a quiet move. Only where the other side has no king, whose
     * own count would otherwise decide its replies.
     *
     * @param white the pieces of White
     * @param black the pieces of Black
     * @param kings the kings of both sides
     * @param blockedKing the bit of the king of the side to move that may not make a quiet move,
     *     or 0
     * @param whiteToMove whether White is to move
     * @param scratch a list for the counts below
     * @param keepPaths as for {@link #count}
     * @return as {@link #countAfterQuietMoves}; also -1 when the other side has a king
     */
    public long countAfterQuietMovesWithBlockedKing(long white, long black, long kings, long blockedKing,
            boolean whiteToMove, MoveList scratch, boolean keepPaths) {
        if (!quietShortcut || ((whiteToMove ? black : white) & kings) != 0) {
            return -1;
        }
        return countAfterQuiet(white, black, kings, blockedKing, whiteToMove, scratch, keepPaths);
    }

    private long countAfterQuiet(long white, long black, long kings, long blockedKing, boolean whiteToMove,
            MoveList scratch, boolean keepPaths) {
        long own = whiteToMove ? white : black;
        long opponent = whiteToMove ? black : white;
        long free = board & ~(own | opponent);
        if (canCapture(own, opponent, kings, whiteToMove, free)
                || orthogonal && canCaptureOrthogonally(own, opponent, kings, whiteToMove, free)) {
            return -1;
        }
        long men = own & ~kings;
        long crown = whiteToMove ? whitePromotion : blackPromotion;
        int left = whiteToMove ? UP_LEFT : DOWN_LEFT;
        int right = whiteToMove ? UP_RIGHT : DOWN_RIGHT;
        long total;
        boolean replyUp = !whiteToMove || menCaptureBackward;
        boolean replyDown = whiteToMove || menCaptureBackward;
        long prey = menCaptureKings ? own : own & ~kings;
        if ((opponent & kings) == 0 && (opponent & menThatCanCapture(prey, free, replyUp, replyDown)) == 0
                && !(orthogonal && canCaptureOrthogonally(opponent, own, kings, !whiteToMove, free))) {
            // The other side has men only and no capture now: its moves after a step of a man
            // differ from its moves now only where the step changes the board.
            int replyLeft = whiteToMove ? DOWN_LEFT : UP_LEFT;
            int replyRight = whiteToMove ? DOWN_RIGHT : UP_RIGHT;
            int replies = Long.bitCount(step(opponent, replyLeft) & free) + Long.bitCount(step(opponent, replyRight) & free);
            // Every capture the other side has after a step and not before jumps the man that
            // stepped or lands on the square it left. Whatever the step: the squares a man of the
            // other side could jump from onto a free square, were a piece there (aheadFree), and
            // the squares it could land on over a piece, were they free (onto).
            long aheadFree = 0;
            long onto = 0;
            if (replyUp) {
                long ahead = step(opponent, UP_LEFT);
                aheadFree = ahead & step(free, DOWN_RIGHT);
                onto = step(ahead & prey, UP_LEFT);
                ahead = step(opponent, UP_RIGHT);
                aheadFree |= ahead & step(free, DOWN_LEFT);
                onto |= step(ahead & prey, UP_RIGHT);
            }
            if (replyDown) {
                long ahead = step(opponent, DOWN_LEFT);
                aheadFree |= ahead & step(free, UP_RIGHT);
                onto |= step(ahead & prey, DOWN_LEFT);
                ahead = step(opponent, DOWN_RIGHT);
                aheadFree |= ahead & step(free, UP_LEFT);
                onto |= step(ahead & prey, DOWN_RIGHT);
            }
            if (orthogonal) {
                long ahead = goLeft(opponent);
                aheadFree |= ahead & goRight(free);
                onto |= goLeft(ahead & prey);
                ahead = goRight(opponent);
                aheadFree |= ahead & goLeft(free);
                onto |= goRight(ahead & prey);
                if (replyUp) {
                    ahead = goUp(opponent);
                    aheadFree |= ahead & goDown(free);
                    onto |= goUp(ahead & prey);
                }
                if (replyDown) {
                    ahead = goDown(opponent);
                    aheadFree |= ahead & goUp(free);
                    onto |= goDown(ahead & prey);
                }
            }
            total = countAfterManStepsInBulk(step(men, left) & free, left, own, opponent, kings, crown, aheadFree,
                    onto, replies, whiteToMove, scratch, keepPaths);
            total += countAfterManStepsInBulk(step(men, right) & free, right, own, opponent, kings, crown, aheadFree,
                    onto, replies, whiteToMove, scratch, keepPaths);
        } else {
            total = countAfterManSteps(step(men, left) & free, left, own, opponent, kings, crown, whiteToMove, scratch,
                    keepPaths);
            total += countAfterManSteps(step(men, right) & free, right, own, opponent, kings, crown, whiteToMove,
                    scratch, keepPaths);
        }
        int played = Long.bitCount(step(men, left) & free) + Long.bitCount(step(men, right) & free);
        // Kings make quiet moves along the diagonals only, also where they capture along rows.
        for (long ownKings = own & kings & ~blockedKing; ownKings != 0; ownKings &= ownKings - 1) {
            long from = ownKings & -ownKings;
            for (int direction : DIAGONALS) {
                for (long to = step(from, direction); (to & free) != 0; to = step(to, direction)) {
                    total += countAfter(own ^ from ^ to, opponent, kings ^ from ^ to, whiteToMove, scratch, keepPaths);
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

    /**
     * @param white the pieces of White
     * @param black the pieces of Black
     * @param kings the kings of both sides
     * @param whiteToMove whether White is to move
     * @return whether the side to move has a capture; false where the first king wins and a king
     *     is on the board (the game is over)
     */
    public boolean hasCapture(long white, long black, long kings, boolean whiteToMove) {
        if (kingEndsGame && kings != 0) {
            return false;
        }
        long own = whiteToMove ? white : black;
        long opponent = whiteToMove ? black : white;
        long free = board & ~(own | opponent);
        return canCapture(own, opponent, kings, whiteToMove, free)
                || orthogonal && canCaptureOrthogonally(own, opponent, kings, whiteToMove, free);
    }

    /**
     * Whether the side to move has a quiet move, captures aside: in a position where it has no
     * capture, whether it has a legal move, without counting them as {@link #count} does. Not for
     * the variants whose moves depend on state beyond the pieces (towers, a limit on one king's
     * moves), which count instead.
     *
     * @param white the pieces of White
     * @param black the pieces of Black
     * @param kings the kings of both sides
     * @param whiteToMove whether White is to move
     * @return whether a man may step forward or a king step to a free square; false where the first
     *     king wins and a king is on the board (the game is over)
     * @throws IllegalStateException in a variant with such state
     */
    public boolean hasQuietMove(long white, long black, long kings, boolean whiteToMove) {
        if (stateful) {
            throw new IllegalStateException("a quiet move here depends on more than the pieces: count the moves");
        }
        if (kingEndsGame && kings != 0) {
            return false;
        }
        long own = whiteToMove ? white : black;
        long free = board & ~(white | black);
        long men = own & ~kings;
        long steps = whiteToMove ? step(men, UP_LEFT) | step(men, UP_RIGHT) : step(men, DOWN_LEFT) | step(men, DOWN_RIGHT);
        long ownKings = own & kings;
        if (ownKings != 0) {
            steps |= step(ownKings, UP_LEFT) | step(ownKings, UP_RIGHT) | step(ownKings, DOWN_LEFT)
                    | step(ownKings, DOWN_RIGHT);
        }
        return (steps & free) != 0;
    }

    /** @return the moves played by the last {@link #countAfterQuietMoves} that did not return -1 */
    public int quietMovesPlayed() {
        return quietMovesPlayed;
    }

    /**
     * As {@link #countAfterManSteps}, where the other side has men only and cannot capture now
     * ({@code replies}: its moves now). After a step its moves are those, less the steps of its men
     * onto the square the man stepped to, plus their steps onto the square it left; summed over
     * the steps with a few shifts. A step after which the other side can capture is counted on its
     * own: a new jump takes the man that stepped, landing on a free square or on the square the
     * man left (from just ahead of it), or takes another piece, landing on the square the man left.
     * Whether the man is crowned changes nothing for the others: no diagonal jump takes a piece on
     * its crowning row, and one along the row is a new jump.
     *
     * @param aheadFree the squares from which a man of the other side could jump onto a free square
     *     (whatever stands on them)
     * @param onto the squares onto which a man of the other side could jump over a piece (whatever
     *     stands on them)
     */
    private long countAfterManStepsInBulk(long targets, int direction, long own, long opponent, long kings,
            long crown, long aheadFree, long onto, int replies, boolean whiteToMove, MoveList scratch,
            boolean keepPaths) {
        if (targets == 0) {
            return 0;
        }
        long sources = step(targets, -direction);
        long captures = targets & (aheadFree | step(opponent, -direction)) | step(onto & sources, direction);
        long plain = targets & ~captures;
        int replyLeft = whiteToMove ? DOWN_LEFT : UP_LEFT;
        int replyRight = whiteToMove ? DOWN_RIGHT : UP_RIGHT;
        long plainSources = step(plain, -direction);
        long total = (long) Long.bitCount(plain) * replies
                - Long.bitCount(step(opponent, replyLeft) & plain) - Long.bitCount(step(opponent, replyRight) & plain)
                + Long.bitCount(step(opponent, replyLeft) & plainSources)
                + Long.bitCount(step(opponent, replyRight) & plainSources);
        return total + countAfterManSteps(captures, direction, own, opponent, kings, crown, whiteToMove, scratch,
                keepPaths);
    }

    private long countAfterManSteps(long targets, int direction, long own, long opponent, long kings, long crown,
            boolean whiteToMove, MoveList scratch, boolean keepPaths) {
        long total = 0;
        for (; targets != 0; targets &= targets - 1) {
            long to = targets & -targets;
            long from = step(to, -direction);
            // A man crowned here is a king for the moves after (which matters only where a jump
            // along a row can take it on its crowning row).
            total += countAfter(own ^ from ^ to, opponent, (to & crown) != 0 ? kings | to : kings, whiteToMove, scratch,
                    keepPaths);
        }
        return total;
    }

    /** @return the legal moves of the other side once the side to move has {@code own} */
    private long countAfter(long own, long opponent, long kings, boolean whiteToMove, MoveList scratch,
            boolean keepPaths) {
        return whiteToMove ? count(own, opponent, kings, false, scratch, keepPaths)
                : count(opponent, own, kings, true, scratch, keepPaths);
    }

    /** @return the number of quiet moves of {@code kings} along {@code direction} */
    private int kingStepCount(long kings, long free, int direction) {
        long front = step(kings, direction) & free;
        if (!flyingKings) {
            return Long.bitCount(front);
        }
        int count = 0;
        while (front != 0) {
            count += Long.bitCount(front);
            front = step(front, direction) & free;
        }
        return count;
    }

    /**
     * Counts the captures of a side that has men only, when every capture takes a single piece:
     * then each jump is one move and no precedence rule or duplicate can remove any (but the
     * most-kings rule, which keeps the jumps over kings). Whole-board shifts find the jumps and
     * show that no landing square lets a capture go on.
     *
     * @return the number of captures, 0 when there is none, or -1 when some capture may take more
     *     than one piece (or a man is crowned mid-capture and goes on), so the moves must be
     *     generated
     */
    private int countSingleManCaptures(long men, long opponent, long kings, boolean whiteToMove, long free) {
        long prey = menCaptureKings ? opponent : opponent & ~kings;
        boolean up = whiteToMove || menCaptureBackward;
        boolean down = !whiteToMove || menCaptureBackward;
        long crown = whiteToMove ? whitePromotion : blackPromotion;
        // Directions in which a capture could go on from a landing square, whatever came before.
        long goOnUpLeft = up ? step(prey, -UP_LEFT) & step(free, -2 * UP_LEFT) : 0;
        long goOnUpRight = up ? step(prey, -UP_RIGHT) & step(free, -2 * UP_RIGHT) : 0;
        long goOnDownLeft = down ? step(prey, -DOWN_LEFT) & step(free, -2 * DOWN_LEFT) : 0;
        long goOnDownRight = down ? step(prey, -DOWN_RIGHT) & step(free, -2 * DOWN_RIGHT) : 0;
        long jumpUpLeft = men & goOnUpLeft;
        long jumpUpRight = men & goOnUpRight;
        long jumpDownLeft = men & goOnDownLeft;
        long jumpDownRight = men & goOnDownRight;
        if ((jumpUpLeft | jumpUpRight | jumpDownLeft | jumpDownRight) == 0) {
            return 0;
        }
        singleJumpFrom = goOnUpLeft | goOnUpRight | goOnDownLeft | goOnDownRight;
        // A landing square from which a man could jump before the move is one where the capture goes
        // on: never backward over the piece it took, since the square behind that piece is the
        // man's own, not free. All four directions with one test, one branch the JIT need not
        // guess (a branch a direction, never taken early in a walk, made it compile this method
        // again).
        long landings = step(jumpUpLeft, 2 * UP_LEFT) | step(jumpUpRight, 2 * UP_RIGHT)
                | step(jumpDownLeft, 2 * DOWN_LEFT) | step(jumpDownRight, 2 * DOWN_RIGHT);
        if (goesOn(landings, crown, singleJumpFrom)) {
            long goOn = goOnSquares(crown, singleJumpFrom);
            longStarters = jumpUpLeft & step(goOn, -2 * UP_LEFT) | jumpUpRight & step(goOn, -2 * UP_RIGHT)
                    | jumpDownLeft & step(goOn, -2 * DOWN_LEFT) | jumpDownRight & step(goOn, -2 * DOWN_RIGHT);
            return -1;
        }
        if (preferKingJumps) {
            long opponentKings = prey & kings;
            int overKings = Long.bitCount(step(jumpUpLeft, UP_LEFT) & opponentKings)
                    + Long.bitCount(step(jumpUpRight, UP_RIGHT) & opponentKings)
                    + Long.bitCount(step(jumpDownLeft, DOWN_LEFT) & opponentKings)
                    + Long.bitCount(step(jumpDownRight, DOWN_RIGHT) & opponentKings);
            if (overKings > 0) {
                return overKings;
            }
        }
        return Long.bitCount(jumpUpLeft) + Long.bitCount(jumpUpRight)
                + Long.bitCount(jumpDownLeft) + Long.bitCount(jumpDownRight);
    }

    /**
     * As {@link #countSingleManCaptures}, for men that also capture along rows and columns
     * (Frisian): the eight directions, and the precedence criteria's choice between taking a king
     * and taking a man ({@link #singleKingJumpPreference}).
     *
     * @return the number of captures, 0 when there is none, or -1 when some capture may take more
     *     than one piece, so the moves must be generated
     */
    private int countSingleOrthogonalManCaptures(long men, long opponent, long kings, boolean whiteToMove,
            long free) {
        long prey = menCaptureKings ? opponent : opponent & ~kings;
        boolean up = whiteToMove || menCaptureBackward;
        boolean down = !whiteToMove || menCaptureBackward;
        // The squares from which a man could jump along each direction, whatever came before:
        // walking back from the free squares, one step onto the prey and one more to the start.
        long upLeft = up ? step(prey, -UP_LEFT) & step(free, -2 * UP_LEFT) : 0;
        long upRight = up ? step(prey, -UP_RIGHT) & step(free, -2 * UP_RIGHT) : 0;
        long downLeft = down ? step(prey, -DOWN_LEFT) & step(free, -2 * DOWN_LEFT) : 0;
        long downRight = down ? step(prey, -DOWN_RIGHT) & step(free, -2 * DOWN_RIGHT) : 0;
        long left = goRight(goRight(free) & prey);
        long right = goLeft(goLeft(free) & prey);
        long upward = up ? goDown(goDown(free) & prey) : 0;
        long downward = down ? goUp(goUp(free) & prey) : 0;
        long all = upLeft | upRight | downLeft | downRight | left | right | upward | downward;
        if ((men & all) == 0) {
            return 0;
        }
        singleJumpFrom = all;
        long crown = whiteToMove ? whitePromotion : blackPromotion;
        long jumpUpLeft = men & upLeft;
        long jumpUpRight = men & upRight;
        long jumpDownLeft = men & downLeft;
        long jumpDownRight = men & downRight;
        long jumpLeft = men & left;
        long jumpRight = men & right;
        long jumpUp = men & upward;
        long jumpDown = men & downward;
        // A landing square from which a man could jump before the move is one where the capture
        // goes on: not backward, since the square behind the piece taken is the man's own, and
        // the pieces taken stay until the move ends. All directions at once, without a branch
        // each: the answer is one test. A man that can jump stays on the board, so its jump is a
        // plain shift, without the masks of go().
        long landings = step(jumpUpLeft, 2 * UP_LEFT) | step(jumpUpRight, 2 * UP_RIGHT)
                | step(jumpDownLeft, 2 * DOWN_LEFT) | step(jumpDownRight, 2 * DOWN_RIGHT) | shift(jumpLeft, 2 * LEFT)
                | shift(jumpRight, 2 * RIGHT) | shift(jumpUp, 2 * UP) | shift(jumpDown, 2 * DOWN);
        long goOn = goOnSquares(crown, all);
        if ((landings & goOn) != 0) {
            longStarters = jumpUpLeft & step(goOn, -2 * UP_LEFT) | jumpUpRight & step(goOn, -2 * UP_RIGHT)
                    | jumpDownLeft & step(goOn, -2 * DOWN_LEFT) | jumpDownRight & step(goOn, -2 * DOWN_RIGHT)
                    | jumpLeft & shift(goOn, -2 * LEFT) | jumpRight & shift(goOn, -2 * RIGHT)
                    | jumpUp & shift(goOn, -2 * UP) | jumpDown & shift(goOn, -2 * DOWN);
            return -1;
        }
        int count = Long.bitCount(jumpUpLeft) + Long.bitCount(jumpUpRight) + Long.bitCount(jumpDownLeft)
                + Long.bitCount(jumpDownRight) + Long.bitCount(jumpLeft) + Long.bitCount(jumpRight)
                + Long.bitCount(jumpUp) + Long.bitCount(jumpDown);
        long opponentKings = opponent & kings;
        if (singleKingJumpPreference != 0 && opponentKings != 0) {
            // A king may be taken by two men, from two directions: two captures.
            int overKings = Long.bitCount(step(jumpUpLeft, UP_LEFT) & opponentKings)
                    + Long.bitCount(step(jumpUpRight, UP_RIGHT) & opponentKings)
                    + Long.bitCount(step(jumpDownLeft, DOWN_LEFT) & opponentKings)
                    + Long.bitCount(step(jumpDownRight, DOWN_RIGHT) & opponentKings)
                    + Long.bitCount(shift(jumpLeft, LEFT) & opponentKings)
                    + Long.bitCount(shift(jumpRight, RIGHT) & opponentKings)
                    + Long.bitCount(shift(jumpUp, UP) & opponentKings)
                    + Long.bitCount(shift(jumpDown, DOWN) & opponentKings);
            if (overKings > 0) {
                return singleKingJumpPreference > 0 ? overKings : count - overKings;
            }
        }
        return count;
    }

    /**
     * Counts, and lists if asked, the captures of men on a board without kings, once {@link
     * #countSingleManCaptures} or {@link #countSingleOrthogonalManCaptures} has found some: with
     * no king to take or to move, the precedence rule keeps the captures taking the most pieces,
     * or all ({@link #mostPiecesAmongMen}). When it keeps the most and some capture takes two
     * pieces, a first jump that cannot go on is not followed. Only captures that two paths might
     * make are compared, and a count makes no list. A man crowned on the way that goes on as a
     * king is left to the general search: {@link #longAborted} is then set, and the count and
     * the list are not to be used.
     *
     * @param own the men of the side to move
     * @param opponent the men of the other side
     * @param free the empty squares
     * @param keepPaths whether captures taking the same pieces in another order count apart
     * @param fewestJumps 2 when some capture takes two pieces or more, else 1
     * @param list the list to fill, or null to count only
     * @return the number of captures
     */
    private int menOnlyCaptures(long own, long opponent, boolean whiteToMove, long free, boolean keepPaths,
            int fewestJumps, MoveList list) {
        this.menCapturable = opponent;
        this.promotionRow = whiteToMove ? whitePromotion : blackPromotion;
        this.manCapturesUp = whiteToMove || menCaptureBackward;
        this.manCapturesDown = !whiteToMove || menCaptureBackward;
        startTally(fewestJumps, keepPaths, list);
        this.longAborted = false;
        // A man makes a second jump only from where a man could jump before the move: the piece it
        // took stays until the move ends, and no jump from where it lands ends on the square it left.
        // A man crowned there that would go on as a king is looked at, to be left to the general
        // search.
        long firstLandings = tallyBest() < 2 ? free
                : (crownedManGoesOnAsKing ? singleJumpFrom | promotionRow : singleJumpFrom) & free;
        // Where some capture takes two pieces, only a man whose first jump goes on can make one.
        long starters = tallyBest() > 1 ? longStarters : own & singleJumpFrom;
        for (; starters != 0; starters &= starters - 1) {
            long man = starters & -starters;
            this.origin = man;
            this.empty = free | man;
            longManJumps(man, 0L, 0, firstLandings);
        }
        endTally();
        return tallyCount();
    }

    /**
     * A man of {@link #menOnlyCaptures} stands on {@code at} after {@code steps} jumps; it
     * goes on while it can, onto the squares of {@code landings}.
     */
    private void longManJumps(long at, long captured, int steps, long landings) {
        if (crowningRowMatters && steps > 0 && (at & promotionRow) != 0) {
            if (crownedManStops) {
                longCaptureFound(at, captured, steps);
            } else {
                longAborted = true;
            }
            return;
        }
        long prey = menCapturable & ~captured;
        long lands = 0;
        if (manCapturesUp) {
            lands = step(step(at, UP_LEFT) & prey, UP_LEFT) | step(step(at, UP_RIGHT) & prey, UP_RIGHT);
        }
        if (manCapturesDown) {
            lands |= step(step(at, DOWN_LEFT) & prey, DOWN_LEFT) | step(step(at, DOWN_RIGHT) & prey, DOWN_RIGHT);
        }
        if (orthogonal) {
            lands |= goLeft(goLeft(at) & prey) | goRight(goRight(at) & prey);
            if (manCapturesUp) {
                lands |= goUp(goUp(at) & prey);
            }
            if (manCapturesDown) {
                lands |= goDown(goDown(at) & prey);
            }
        }
        lands &= landings;
        if (lands == 0) {
            longCaptureFound(at, captured, steps);
            return;
        }
        // The landing squares are followed in turn, whatever their direction, with one branch
        // each rather than one per direction. The square jumped lies halfway between: a step along
        // a direction adds the same number to the bit of every square it stays on the board from.
        int from = Long.numberOfTrailingZeros(at);
        int next = steps + 1;
        long free = empty;
        do {
            long land = lands & -lands;
            lands ^= land;
            long over = 1L << ((from + Long.numberOfTrailingZeros(land)) >>> 1);
            longManJumps(land, captured | over, next, free);
        } while (lands != 0);
    }

    /** Counts a capture of {@link #menOnlyCaptures} ending on {@code at}, if the precedence rule keeps it. */
    private void longCaptureFound(long at, long captured, int steps) {
        if (!tallies(steps)) {
            return;
        }
        boolean compared = tallyCompares(steps, manRepeatJumps);
        if (!compared && !tallyLists()) {
            tallyUnlisted();
            return;
        }
        long move = origin | captured | (long) Long.numberOfTrailingZeros(at) << MoveBits.DESTINATION_SHIFT;
        tally((at & promotionRow) != 0 ? move | MoveBits.PROMOTION : move, 0, compared, false);
    }

    /**
     * @return how the precedence criteria, in order, rank a single capture of a king against a
     *     single capture of a man, both by a man: 1 when the king's is kept, -1 when the man's, 0
     *     when neither is preferred
     */
    private static int singleKingJumpPreference(CaptureCriterion[] criteria) {
        for (CaptureCriterion criterion : criteria) {
            int preference;
            switch (criterion) {
                case MOST_KINGS:
                case VALUE:
                case KINGS_FIRST:
                    preference = 1;
                    break;
                case FEWEST_KINGS:
                    preference = -1;
                    break;
                default:
                    // MOST_PIECES and WITH_KING find the two equal.
                    preference = 0;
                    break;
            }
            if (preference != 0) {
                return preference;
            }
        }
        return 0;
    }

    /** @return whether a capture might go on from one of {@code landings} */
    private boolean goesOn(long landings, long crown, long goOn) {
        return (landings & goOnSquares(crown, goOn)) != 0;
    }

    /** @return the landing squares from which a capture might go on, given {@code goOn} for a man */
    private long goOnSquares(long crown, long goOn) {
        if (crownedManStops) {
            return goOn & ~crown;
        }
        if (crownedManGoesOnAsKing) {
            return goOn | crown;
        }
        return goOn;
    }

    /** @return whether the side to move has a capture, found with whole-board shifts */
    private boolean canCapture(long own, long opponent, long kings, boolean whiteToMove, long free) {
        long men = own & ~kings;
        long prey = menCaptureKings ? opponent : opponent & ~kings;
        if (men != 0 && (men & menThatCanCapture(prey, free, whiteToMove || menCaptureBackward,
                !whiteToMove || menCaptureBackward)) != 0) {
            return true;
        }
        long ownKings = own & kings;
        return ownKings != 0
                && (kingCanCapture(ownKings, opponent, free, UP_LEFT)
                        || kingCanCapture(ownKings, opponent, free, UP_RIGHT)
                        || kingCanCapture(ownKings, opponent, free, DOWN_LEFT)
                        || kingCanCapture(ownKings, opponent, free, DOWN_RIGHT));
    }

    /** @return whether the side to move has a capture along a row or a column */
    private boolean canCaptureOrthogonally(long own, long opponent, long kings, boolean whiteToMove, long free) {
        long prey = menCaptureKings ? opponent : opponent & ~kings;
        if ((own & ~kings & menThatCanCaptureOrthogonally(prey, free, whiteToMove || menCaptureBackward,
                !whiteToMove || menCaptureBackward)) != 0) {
            return true;
        }
        long ownKings = own & kings;
        // Each call is inlined with its direction a constant, so that go() folds to one shift.
        return ownKings != 0
                && (kingCanCaptureOrthogonally(ownKings, opponent, free, LEFT)
                        || kingCanCaptureOrthogonally(ownKings, opponent, free, RIGHT)
                        || kingCanCaptureOrthogonally(ownKings, opponent, free, UP)
                        || kingCanCaptureOrthogonally(ownKings, opponent, free, DOWN));
    }

    private boolean kingCanCaptureOrthogonally(long ownKings, long opponent, long free, int direction) {
        long front = go(ownKings, direction);
        while (front != 0) {
            if ((go(front & opponent, direction) & free) != 0) {
                return true;
            }
            if (!flyingKings) {
                return false;
            }
            front = go(front & free, direction);
        }
        return false;
    }

    /** @return the squares from which a man could take a piece of {@code opponent}, in the directions allowed */
    private long menThatCanCapture(long opponent, long free, boolean up, boolean down) {
        long from = 0;
        if (up) {
            from |= (step(opponent, -UP_LEFT) & step(free, -2 * UP_LEFT))
                    | (step(opponent, -UP_RIGHT) & step(free, -2 * UP_RIGHT));
        }
        if (down) {
            from |= (step(opponent, -DOWN_LEFT) & step(free, -2 * DOWN_LEFT))
                    | (step(opponent, -DOWN_RIGHT) & step(free, -2 * DOWN_RIGHT));
        }
        return from;
    }

    /** @return the squares from which a man may make a first jump along a row or a column */
    private long menThatCanCaptureOrthogonally(long prey, long free, boolean up, boolean down) {
        // A jump one way lands two squares on; walking back from the free squares the other way
        // finds where it starts.
        long from = goRight(goRight(free) & prey) | goLeft(goLeft(free) & prey);
        if (up) {
            from |= goDown(goDown(free) & prey);
        }
        if (down) {
            from |= goUp(goUp(free) & prey);
        }
        return from;
    }

    private boolean kingCanCapture(long ownKings, long opponent, long free, int direction) {
        long front = step(ownKings, direction);
        while (front != 0) {
            if ((step(front & opponent, direction) & free) != 0) {
                return true;
            }
            if (!flyingKings) {
                return false;
            }
            front = step(front & free, direction);
        }
        return false;
    }

    private static long step(long squares, int direction) {
        return Long.rotateLeft(squares, direction);
    }

    /** Moves squares by {@code bits} bits, up or down, where no square leaves the board on the way. */
    private static long shift(long squares, int bits) {
        return bits >= 0 ? squares << bits : squares >>> -bits;
    }

    /**
     * One step along any direction of the unusual capture path: a diagonal step as {@link #step},
     * and along rows and columns to the next dark square. A row step keeps to its row through the
     * masks, and a column step (two rows, 11 bits) shifts rather than rotates, so that neither wraps
     * onto a square of the board.
     */
    private long go(long squares, int direction) {
        switch (direction) {
            case RIGHT:
                return goRight(squares);
            case LEFT:
                return goLeft(squares);
            case DOWN:
                return goDown(squares);
            case UP:
                return goUp(squares);
            default:
                return Long.rotateLeft(squares, direction);
        }
    }

    // go() along one direction, small enough to be inlined wherever they are called: go() itself
    // is not always, and then each call pays for its switch.

    private long goRight(long squares) {
        return (squares & notRowEnd) << RIGHT;
    }

    private long goLeft(long squares) {
        return (squares & notRowStart) >>> -LEFT;
    }

    private static long goDown(long squares) {
        return squares << DOWN;
    }

    private static long goUp(long squares) {
        return squares >>> -UP;
    }

    private void generateQuietMoves(long own, long opponent, long kings, boolean whiteToMove) {
        long free = board & ~(own | opponent);
        long men = own & ~kings;
        long crown = whiteToMove ? whitePromotion : blackPromotion;
        if (whiteToMove) {
            addManSteps(men, free, crown, UP_LEFT);
            addManSteps(men, free, crown, UP_RIGHT);
        } else {
            addManSteps(men, free, crown, DOWN_LEFT);
            addManSteps(men, free, crown, DOWN_RIGHT);
        }
        long ownKings = own & kings & ~blockedKing;
        while (ownKings != 0) {
            long from = ownKings & -ownKings;
            ownKings ^= from;
            addKingSteps(from, free, UP_LEFT);
            addKingSteps(from, free, UP_RIGHT);
            addKingSteps(from, free, DOWN_LEFT);
            addKingSteps(from, free, DOWN_RIGHT);
        }
    }

    private void addManSteps(long men, long free, long crown, int direction) {
        long targets = step(men, direction) & free;
        while (targets != 0) {
            long index = Long.numberOfTrailingZeros(targets);
            long to = 1L << index;
            targets ^= to;
            long from = step(to, -direction);
            addQuiet(from | index << MoveBits.DESTINATION_SHIFT | ((to & crown) != 0 ? MoveBits.PROMOTION : 0));
        }
    }

    private void addKingSteps(long from, long free, int direction) {
        // Each step is one more bit along the direction, so the destination's index moves with it.
        long to = step(from, direction);
        long index = Long.numberOfTrailingZeros(to);
        while ((to & free) != 0) {
            addQuiet(from | index << MoveBits.DESTINATION_SHIFT);
            if (!flyingKings) {
                break;
            }
            to = step(to, direction);
            index += direction;
        }
    }

    private void addQuiet(long move) {
        out.add(move);
        if (recordPaths) {
            out.addQuietPath();
        }
    }

    private void generateCaptures(long own, long opponent, long kings, boolean whiteToMove) {
        long free = board & ~(own | opponent);
        this.capturable = opponent;
        this.menCapturable = menCaptureKings ? opponent : opponent & ~kings;
        this.opponentKings = opponent & kings;
        this.promotionRow = whiteToMove ? whitePromotion : blackPromotion;
        this.mayRepeat = towers;
        startJudging(kings != 0);
        this.manCapturesUp = whiteToMove || menCaptureBackward;
        this.manCapturesDown = !whiteToMove || menCaptureBackward;

        long men = own & ~kings;
        long canCapture = men == 0 ? 0
                : men & (menThatCanCapture(menCapturable, free, manCapturesUp, manCapturesDown)
                        | (orthogonal ? menThatCanCaptureOrthogonally(menCapturable, free, manCapturesUp, manCapturesDown) : 0));
        this.movingKing = false;
        while (canCapture != 0) {
            long man = canCapture & -canCapture;
            canCapture ^= man;
            this.origin = man;
            this.empty = free | man;
            manJumps(man, 0L, 0);
        }
        this.movingKing = true;

        long ownKings = own & kings;
        while (ownKings != 0) {
            long king = ownKings & -ownKings;
            ownKings ^= king;
            this.origin = king;
            this.empty = free | king;
            if (flyingKings) {
                if (plainKings) {
                    flyingKingTriesAll(king, 0L, 0, false);
                } else {
                    unusualKingTriesAll(king, 0L, 0, false);
                }
            } else {
                shortKingJumps(king, 0L, 0, false);
            }
        }
    }

    /** A man stands on {@code at} after {@code steps} captures; it goes on while it can. */
    private void continueAsMan(long at, long captured, int steps) {
        boolean crowned = (at & promotionRow) != 0;
        if (crowned) {
            if (promotionInCapture == PromotionInCapture.ENDS_MOVE) {
                emit(at, captured, true, steps);
                return;
            }
            if (promotionInCapture == PromotionInCapture.CONTINUES_AS_KING) {
                continueAsKing(at, captured, steps, true);
                return;
            }
        }
        if (!manJumps(at, captured, steps)) {
            emit(at, captured, crowned, steps);
        }
    }

    /**
     * Takes every piece a man on {@code at} can jump next, going on from each landing square. The
     * landing squares of every direction are found first, without a branch each: most calls come at
     * the end of a capture, where there is none, and one test then answers.
     *
     * @return whether the man could jump at all
     */
    private boolean manJumps(long at, long captured, int steps) {
        long prey = menCapturable & ~captured;
        long free = empty;
        long upLeft = 0;
        long upRight = 0;
        long downLeft = 0;
        long downRight = 0;
        if (manCapturesUp) {
            upLeft = step(step(at, UP_LEFT) & prey, UP_LEFT) & free;
            upRight = step(step(at, UP_RIGHT) & prey, UP_RIGHT) & free;
        }
        if (manCapturesDown) {
            downLeft = step(step(at, DOWN_LEFT) & prey, DOWN_LEFT) & free;
            downRight = step(step(at, DOWN_RIGHT) & prey, DOWN_RIGHT) & free;
        }
        if (orthogonal) {
            return orthogonalManJumps(at, captured, steps, prey, free, upLeft, upRight, downLeft, downRight);
        }
        long lands = upLeft | upRight | downLeft | downRight;
        if (lands == 0) {
            return false;
        }
        // One branch a jump rather than one a direction, as in longManJumps.
        int from = Long.numberOfTrailingZeros(at);
        do {
            long land = lands & -lands;
            lands ^= land;
            manJump(1L << ((from + Long.numberOfTrailingZeros(land)) >>> 1), land, captured, steps);
        } while (lands != 0);
        return true;
    }

    /** Follows the diagonal jumps that land on the squares given (0 for a direction without one). */
    private void diagonalManJumps(long at, long captured, int steps, long upLeft, long upRight, long downLeft,
            long downRight) {
        if (upLeft != 0) {
            manJump(step(at, UP_LEFT), upLeft, captured, steps);
        }
        if (upRight != 0) {
            manJump(step(at, UP_RIGHT), upRight, captured, steps);
        }
        if (downLeft != 0) {
            manJump(step(at, DOWN_LEFT), downLeft, captured, steps);
        }
        if (downRight != 0) {
            manJump(step(at, DOWN_RIGHT), downRight, captured, steps);
        }
    }

    /** As {@link #manJumps} for men that also jump along rows and columns, after the diagonals. */
    private boolean orthogonalManJumps(long at, long captured, int steps, long prey, long free, long upLeft,
            long upRight, long downLeft, long downRight) {
        long left = goLeft(goLeft(at) & prey) & free;
        long right = goRight(goRight(at) & prey) & free;
        long upward = manCapturesUp ? goUp(goUp(at) & prey) & free : 0;
        long downward = manCapturesDown ? goDown(goDown(at) & prey) & free : 0;
        if ((upLeft | upRight | downLeft | downRight | left | right | upward | downward) == 0) {
            return false;
        }
        diagonalManJumps(at, captured, steps, upLeft, upRight, downLeft, downRight);
        if (left != 0) {
            manJump(goLeft(at), left, captured, steps);
        }
        if (right != 0) {
            manJump(goRight(at), right, captured, steps);
        }
        if (upward != 0) {
            manJump(goUp(at), upward, captured, steps);
        }
        if (downward != 0) {
            manJump(goDown(at), downward, captured, steps);
        }
        return true;
    }

    /** Jumps the piece on {@code over}, landing on {@code land}, and goes on from there. */
    private void manJump(long over, long land, long captured, int steps) {
        record(steps, over, land);
        if (removeAtOnce) {
            empty |= over & opens;
            continueAsMan(land, captured | over, steps + 1);
            empty &= ~(over & opens);
        } else {
            continueAsMan(land, captured | over, steps + 1);
        }
    }

    /** A king (or a man just crowned) stands on {@code at}; it goes on in any direction it can. */
    private void continueAsKing(long at, long captured, int steps, boolean promoted) {
        if (!flyingKings) {
            continueAsShortKing(at, captured, steps, promoted);
            return;
        }
        boolean more = plainKings ? flyingKingTriesAll(at, captured, steps, promoted)
                : unusualKingTriesAll(at, captured, steps, promoted);
        if (!more) {
            emit(at, captured, promoted, steps);
        }
    }

    private boolean flyingKingTriesAll(long at, long captured, int steps, boolean promoted) {
        boolean more = flyingKingTries(at, UP_LEFT, captured, steps, promoted);
        more |= flyingKingTries(at, UP_RIGHT, captured, steps, promoted);
        more |= flyingKingTries(at, DOWN_LEFT, captured, steps, promoted);
        more |= flyingKingTries(at, DOWN_RIGHT, captured, steps, promoted);
        return more;
    }

    private void continueAsShortKing(long at, long captured, int steps, boolean promoted) {
        if (!shortKingJumps(at, captured, steps, promoted)) {
            emit(at, captured, promoted, steps);
        }
    }

    private boolean shortKingJumps(long at, long captured, int steps, boolean promoted) {
        boolean more = shortKingJump(at, captured, steps, promoted, UP_LEFT);
        more |= shortKingJump(at, captured, steps, promoted, UP_RIGHT);
        more |= shortKingJump(at, captured, steps, promoted, DOWN_LEFT);
        more |= shortKingJump(at, captured, steps, promoted, DOWN_RIGHT);
        if (orthogonal) {
            more |= orthogonalShortKingJump(at, captured, steps, promoted, LEFT);
            more |= orthogonalShortKingJump(at, captured, steps, promoted, RIGHT);
            more |= orthogonalShortKingJump(at, captured, steps, promoted, UP);
            more |= orthogonalShortKingJump(at, captured, steps, promoted, DOWN);
        }
        return more;
    }

    /** As {@link #shortKingJump}, along a row or a column, over the next dark square. */
    private boolean orthogonalShortKingJump(long at, long captured, int steps, boolean promoted, int direction) {
        long over = go(at, direction);
        if ((over & capturable & ~captured) == 0) {
            return false;
        }
        long land = go(over, direction);
        if ((land & empty) == 0) {
            return false;
        }
        record(steps, over, land);
        empty |= over & opens;
        continueAsShortKing(land, captured | over, steps + 1, promoted);
        empty &= ~(over & opens);
        return true;
    }

    private boolean shortKingJump(long at, long captured, int steps, boolean promoted, int direction) {
        long over = step(at, direction);
        if ((over & capturable & ~captured) == 0) {
            return false;
        }
        long land = step(over, direction);
        if ((land & empty) == 0) {
            return false;
        }
        record(steps, over, land);
        if (removeAtOnce) {
            empty |= over & opens;
            continueAsShortKing(land, captured | over, steps + 1, promoted);
            empty &= ~(over & opens);
        } else {
            continueAsShortKing(land, captured | over, steps + 1, promoted);
        }
        return true;
    }

    /**
     * A flying king on {@code at} looks along {@code direction} for a piece it can take; if there
     * is one, the capture is followed to its ends.
     *
     * @return whether a capture was found
     */
    private boolean flyingKingTries(long at, int direction, long captured, int steps, boolean promoted) {
        long square = step(at, direction);
        while ((square & empty) != 0) {
            square = step(square, direction);
        }
        if ((square & capturable & ~captured) == 0 || (step(square, direction) & empty) == 0) {
            return false;
        }
        flyingKingJumps(square, direction, captured | square, steps, promoted);
        return true;
    }

    /**
     * A flying king jumps the piece on {@code over} moving along {@code direction}. It may land on
     * any empty square beyond, but where the capture can go on it must land where it does. Going
     * straight on is one path whatever the landing square, so it is followed once; turning is
     * tried from every landing square. This is the rule of most variants; {@link
     * #unusualKingJumps} serves the others.
     */
    private void flyingKingJumps(long over, int direction, long captured, int steps, boolean promoted) {
        int turnA;
        int turnB;
        if (direction == UP_LEFT || direction == DOWN_RIGHT) {
            turnA = UP_RIGHT;
            turnB = DOWN_LEFT;
        } else {
            turnA = UP_LEFT;
            turnB = DOWN_RIGHT;
        }
        long first = step(over, direction);
        long land = first;
        boolean more = false;
        while ((land & empty) != 0) {
            record(steps, over, land);
            more |= flyingKingTries(land, turnA, captured, steps + 1, promoted);
            more |= flyingKingTries(land, turnB, captured, steps + 1, promoted);
            land = step(land, direction);
        }
        if ((land & capturable & ~captured) != 0 && (step(land, direction) & empty) != 0) {
            record(steps, over, first);
            flyingKingJumps(land, direction, captured | land, steps + 1, promoted);
            more = true;
        }
        if (!more) {
            for (land = first; (land & empty) != 0; land = step(land, direction)) {
                record(steps, over, land);
                emit(land, captured, promoted, steps + 1);
            }
        }
    }

    private boolean unusualKingTriesAll(long at, long captured, int steps, boolean promoted) {
        boolean more = false;
        for (int direction : kingDirections) {
            more |= unusualKingTries(at, direction, captured, steps, promoted);
        }
        return more;
    }

    /** As {@link #flyingKingTries}, along any of the unusual path's directions. */
    private boolean unusualKingTries(long at, int direction, long captured, int steps, boolean promoted) {
        long square = go(at, direction);
        while ((square & empty) != 0) {
            square = go(square, direction);
        }
        if ((square & capturable & ~captured) == 0 || (go(square, direction) & empty) == 0) {
            return false;
        }
        empty |= square & opens;
        unusualKingJumps(square, direction, captured | square, steps, promoted);
        empty &= ~(square & opens);
        return true;
    }

    /**
     * As {@link #flyingKingJumps}, for kings that land only directly behind the piece they take,
     * stop behind a king taken last (Killer), take pieces that leave the board at once (so the
     * square of {@code over} is already open, and a king may turn back, which is then followed
     * once, as going straight on is), capture along rows and columns too (Frisian: turning is then
     * to any of the six other directions), or take the tops of towers.
     */
    private void unusualKingJumps(long over, int direction, long captured, int steps, boolean promoted) {
        long first = go(over, direction);
        long land = first;
        boolean more = false;
        while ((land & empty) != 0) {
            record(steps, over, land);
            for (int turn : kingDirections) {
                if (turn != direction && turn != -direction) {
                    more |= unusualKingTries(land, turn, captured, steps + 1, promoted);
                }
            }
            land = go(land, direction);
            if (landDirectlyBehind) {
                break;
            }
        }
        if (landDirectlyBehind) {
            // Only the square behind is a landing square: going straight on is a new capture from it.
            if ((first & empty) != 0) {
                record(steps, over, first);
                more |= unusualKingTries(first, direction, captured, steps + 1, promoted);
            }
        } else if ((land & capturable & ~captured) != 0 && (go(land, direction) & empty) != 0) {
            record(steps, over, first);
            empty |= land & opens;
            unusualKingJumps(land, direction, captured | land, steps + 1, promoted);
            empty &= ~(land & opens);
            more = true;
        }
        if (turnBack) {
            record(steps, over, first);
            more |= unusualKingTries(first, -direction, captured, steps + 1, promoted);
        }
        if (!more) {
            boolean stopBehind = stopsDirectlyBehind((over & opponentKings) != 0);
            for (land = first; (land & empty) != 0; land = go(land, direction)) {
                record(steps, over, land);
                emit(land, captured, promoted, steps + 1);
                if (stopBehind) {
                    break;
                }
            }
        }
    }

    private void record(int index, long over, long land) {
        if (recordSteps) {
            takes[index] = Long.numberOfTrailingZeros(over);
            landings[index] = Long.numberOfTrailingZeros(land);
        }
    }

    /** A better capture was found: what was emitted so far is not legal after all. */
    private void discardEmitted() {
        if (counting) {
            counted = 0;
        } else {
            out.clear();
        }
    }

    private void emit(long to, long captured, boolean promoted, int steps) {
        int verdict = judge(Long.bitCount(captured), Long.bitCount(captured & opponentKings), movingKing,
                judgesKingJumps() ? kingJumps(steps) : 0);
        if (verdict == WORSE) {
            return;
        }
        if (verdict == BETTER) {
            discardEmitted();
        }
        if (mayRepeat(steps, manRepeatJumps, movingKing, promoted)) {
            mayRepeat = true;
        }
        if (counting) {
            counted++;
            return;
        }
        long move = origin | captured | (long) Long.numberOfTrailingZeros(to) << MoveBits.DESTINATION_SHIFT
                | (promoted ? MoveBits.PROMOTION : 0);
        if (towers) {
            out.add(move, kingsTaken(steps));
        } else {
            out.add(move);
        }
        if (recordPaths) {
            out.addPath(takes, landings, steps);
        }
    }

    /** @return a mask with bit {@code j} set when the piece taken at jump {@code j} is a king */
    private long kingsTaken(int steps) {
        long kings = 0;
        for (int i = 0; i < steps; i++) {
            kings |= (opponentKings >>> takes[i] & 1) << i;
        }
        return kings;
    }

    /** @return bit {@code 63 - j} set when the piece taken at jump {@code j} is a king, as {@link #judge} reads it */
    private long kingJumps(int steps) {
        long kingJumps = 0;
        for (int i = 0; i < steps; i++) {
            kingJumps |= (opponentKings >>> takes[i] & 1) << (63 - i);
        }
        return kingJumps;
    }
}
