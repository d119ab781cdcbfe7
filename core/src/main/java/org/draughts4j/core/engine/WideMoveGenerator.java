package org.draughts4j.core.engine;

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
 * <p>It works on a byte per square of the board's bit layout ({@link Geometry}), filled from the
 * position's words at each call and padded with off-board cells, so every diagonal step is one
 * addition and no step needs a bounds check. Moves are written into a caller-owned {@link
 * MoveList} in the encoding of {@link WideMoveBits}; nothing is allocated unless the list records
 * paths. The capture rules are those of {@link MoveGenerator}: compulsory captures followed to
 * their end, a piece never jumped twice, captured pieces blocking until the move ends or leaving at
 * once, flying kings landing where the capture goes on, and every other trait.
 *
 * <p>An instance keeps the state of the generation under way, so it is not thread-safe: use one
 * per thread.
 */
public final class WideMoveGenerator {
    /** Off-board cells around the layout, more than any diagonal step. */
    private static final int PAD = 16;

    private static final byte OFF = 0;
    private static final byte EMPTY = 1;
    private static final byte OWN_MAN = 2;
    private static final byte OWN_KING = 3;
    private static final byte OPPONENT_MAN = 4;
    private static final byte OPPONENT_KING = 5;
    /** Added to a captured piece that stays on the board until the move ends: it blocks and is never jumped again. */
    private static final byte TAKEN = 8;

    private final int[] squares;
    private final boolean[] whitePromotion;
    private final boolean[] blackPromotion;
    private final int upLeft;
    private final int upRight;
    private final int downLeft;
    private final int downRight;
    private final boolean menCaptureBackward;
    private final boolean menCaptureKings;
    private final boolean flyingKings;
    private final boolean landDirectlyBehind;
    private final boolean stopBehindLastKing;
    private final boolean removeAtOnce;
    private final boolean turnBack;
    private final boolean kingEndsGame;
    private final PromotionInCapture promotionInCapture;
    private final CaptureCriterion[] criteria;
    private final CaptureRanking ranking;
    private final long[] values;

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
    private int longest;
    private final int[] takes = new int[128];
    private final int[] landings = new int[128];
    private final boolean[] kingAtJump = new boolean[128];

    /** @param traits the variant's traits, on any board */
    public WideMoveGenerator(Traits traits) {
        Geometry geometry = traits.geometry();
        int rowBits = geometry.rowBits();
        this.upLeft = -(rowBits + 1);
        this.upRight = -rowBits;
        this.downLeft = rowBits;
        this.downRight = rowBits + 1;
        this.cells = new byte[geometry.layoutBits() + 2 * PAD];
        this.squares = new int[geometry.squareCount()];
        this.whitePromotion = new boolean[cells.length];
        this.blackPromotion = new boolean[cells.length];
        for (int square = 1; square <= geometry.squareCount(); square++) {
            int cell = PAD + geometry.bit(square);
            squares[square - 1] = cell;
            whitePromotion[cell] = geometry.isPromotionSquare(square, Color.WHITE);
            blackPromotion[cell] = geometry.isPromotionSquare(square, Color.BLACK);
        }
        this.menCaptureBackward = traits.menCaptureBackward();
        this.menCaptureKings = traits.menCaptureKings();
        this.flyingKings = traits.flyingKings();
        this.landDirectlyBehind = traits.kingLanding() == KingLanding.DIRECTLY_BEHIND;
        this.stopBehindLastKing = traits.kingStopsBehindLastKing();
        this.removeAtOnce = traits.captureRemoval() == CaptureRemoval.JUMP_BY_JUMP;
        this.turnBack = removeAtOnce && traits.captureMayTurnBack();
        this.kingEndsGame = traits.goal() == Goal.FIRST_KING_WINS;
        this.promotionInCapture = traits.promotionInCapture();
        this.criteria = traits.capturePrecedence().criteria().toArray(new CaptureCriterion[0]);
        this.ranking = new CaptureRanking(criteria.length);
        this.values = new long[criteria.length];
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
    public int generate(long white, long whiteHigh, long black, long blackHigh, long kings, long kingsHigh,
            boolean whiteToMove, MoveList list, boolean keepPaths) {
        list.clear();
        if (kingEndsGame && (kings | kingsHigh) != 0) {
            return 0;
        }
        this.out = list;
        this.recordPaths = list.recordsPaths();
        this.promotionRow = whiteToMove ? whitePromotion : blackPromotion;
        fill(white, whiteHigh, black, blackHigh, kings, kingsHigh, whiteToMove);
        this.longest = 0;
        this.ranking.reset();
        generateCaptures(whiteToMove);
        if (list.size() == 0) {
            generateQuietMoves(whiteToMove);
        } else if (!keepPaths && longest > 1) {
            list.removeDuplicates();
        }
        this.out = null;
        return list.size();
    }

    private void fill(long white, long whiteHigh, long black, long blackHigh, long kings, long kingsHigh,
            boolean whiteToMove) {
        for (int cell : squares) {
            int bit = cell - PAD;
            long mask = 1L << bit;
            boolean high = bit >= 64;
            long whiteWord = high ? whiteHigh : white;
            long blackWord = high ? blackHigh : black;
            long kingWord = high ? kingsHigh : kings;
            byte value = EMPTY;
            if ((whiteWord & mask) != 0) {
                value = whiteToMove ? OWN_MAN : OPPONENT_MAN;
            } else if ((blackWord & mask) != 0) {
                value = whiteToMove ? OPPONENT_MAN : OWN_MAN;
            }
            if (value != EMPTY && (kingWord & mask) != 0) {
                value++;
            }
            cells[cell] = value;
        }
    }

    private void generateQuietMoves(boolean whiteToMove) {
        int left = whiteToMove ? upLeft : downLeft;
        int right = whiteToMove ? upRight : downRight;
        for (int from : squares) {
            if (cells[from] == OWN_MAN) {
                addQuiet(from, from + left, promotionRow[from + left]);
                addQuiet(from, from + right, promotionRow[from + right]);
            } else if (cells[from] == OWN_KING) {
                addKingSteps(from, upLeft);
                addKingSteps(from, upRight);
                addKingSteps(from, downLeft);
                addKingSteps(from, downRight);
            }
        }
    }

    private void addKingSteps(int from, int direction) {
        for (int to = from + direction; cells[to] == EMPTY; to += direction) {
            addQuiet(from, to, false);
            if (!flyingKings) {
                break;
            }
        }
    }

    private void addQuiet(int from, int to, boolean promotion) {
        if (cells[to] != EMPTY) {
            return;
        }
        add(from, 0, 0, to, promotion);
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

    private void generateCaptures(boolean whiteToMove) {
        for (int from : squares) {
            byte piece = cells[from];
            if (piece != OWN_MAN && piece != OWN_KING) {
                continue;
            }
            // The mover leaves its origin, which it may cross again.
            cells[from] = EMPTY;
            this.origin = from;
            this.movingKing = piece == OWN_KING;
            this.capturedLow = 0;
            this.capturedHigh = 0;
            this.kingsTaken = 0;
            if (piece == OWN_MAN) {
                manJumps(from, 0, whiteToMove);
            } else if (flyingKings) {
                flyingKingTriesAll(from, 0, false);
            } else {
                shortKingJumps(from, 0, false);
            }
            cells[from] = piece;
        }
    }

    private boolean isPrey(byte cell, boolean byMan) {
        return cell == OPPONENT_KING ? !byMan || menCaptureKings : cell == OPPONENT_MAN;
    }

    private boolean manJumps(int at, int steps, boolean whiteToMove) {
        boolean more = false;
        if (whiteToMove || menCaptureBackward) {
            more |= manJump(at, steps, upLeft, whiteToMove);
            more |= manJump(at, steps, upRight, whiteToMove);
        }
        if (!whiteToMove || menCaptureBackward) {
            more |= manJump(at, steps, downLeft, whiteToMove);
            more |= manJump(at, steps, downRight, whiteToMove);
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
        boolean overKing = cells[over] == OPPONENT_KING;
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
                if (landDirectlyBehind || (stopBehindLastKing && overKing)) {
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
        boolean king = piece == OPPONENT_KING;
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
        kingsTaken -= piece == OPPONENT_KING ? 1 : 0;
    }

    private void record(int index, int land) {
        landings[index] = land - PAD;
    }

    private void emit(int to, boolean promoted, int steps) {
        if (criteria.length > 0) {
            for (int i = 0; i < criteria.length; i++) {
                values[i] = value(criteria[i], steps);
            }
            int verdict = ranking.offer(values);
            if (verdict == CaptureRanking.WORSE) {
                return;
            }
            if (verdict == CaptureRanking.BETTER) {
                out.clear();
            }
        }
        longest = Math.max(longest, steps);
        add(origin, capturedLow, capturedHigh, to, promoted);
        if (recordPaths) {
            out.addPath(takes, landings, steps);
        }
    }

    private long value(CaptureCriterion criterion, int steps) {
        switch (criterion) {
            case MOST_PIECES:
                return steps;
            case WITH_KING:
                return movingKing ? 1 : 0;
            case MOST_KINGS:
                return kingsTaken;
            case KINGS_FIRST:
                return CaptureRanking.kingsFirstKey(kingAtJump, steps);
            default:
                throw new IllegalStateException("unknown capture criterion " + criterion);
        }
    }
}
