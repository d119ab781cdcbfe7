package org.draughts4j.core.engine;

import org.draughts4j.core.CapturePrecedence;
import org.draughts4j.core.Color;
import org.draughts4j.core.Geometry;
import org.draughts4j.core.PromotionInCapture;
import org.draughts4j.core.Traits;

/**
 * The one move generator of every variant, driven by its {@link Traits}.
 *
 * <p>Boards are {@code long} bitboards in the layout of {@link Geometry}: every diagonal step is
 * a rotation by a constant, and a step off the board lands on a ghost bit or beyond the board,
 * which the board mask removes. Moves are written into a caller-owned {@link MoveList} in the
 * encoding of {@link MoveBits}; nothing is allocated unless the list records paths.
 *
 * <p>Captures follow the rules common to all variants: a capture is compulsory and is followed to
 * its end; captured pieces stay on the board until the move ends, so they block and are never
 * jumped twice ("Turkish strike"); empty squares, the mover's origin included, may be crossed
 * again; a flying king lands where the capture goes on whenever some landing square allows it.
 * The traits decide backward captures by men, flying or short kings, what a man reaching the far
 * row during a capture does, and which captures the precedence rule keeps.
 *
 * <p>An instance keeps the state of the generation under way, so it is not thread-safe: use one
 * per thread. It is cheap to create.
 */
public final class MoveGenerator {
    private final long board;
    private final long whitePromotion;
    private final long blackPromotion;
    private final int upLeft;
    private final int upRight;
    private final int downLeft;
    private final int downRight;
    private final int[] allDirections;
    private final int[] whiteForward;
    private final int[] blackForward;
    private final boolean menCaptureBackward;
    private final boolean flyingKings;
    private final PromotionInCapture promotionInCapture;
    private final CapturePrecedence precedence;

    // State of the generation under way.
    private MoveList out;
    private boolean recordPaths;
    private long empty;
    private long capturable;
    private long opponentKings;
    private long origin;
    private long promotionRow;
    private int bestCount;
    private int bestKings;
    private final int[] takes = new int[64];
    private final int[] landings = new int[64];

    /** @param traits the variant's traits */
    public MoveGenerator(Traits traits) {
        Geometry geometry = traits.geometry();
        this.board = geometry.boardMask();
        this.whitePromotion = geometry.promotionMask(Color.WHITE);
        this.blackPromotion = geometry.promotionMask(Color.BLACK);
        this.upLeft = geometry.upLeft();
        this.upRight = geometry.upRight();
        this.downLeft = geometry.downLeft();
        this.downRight = geometry.downRight();
        this.allDirections = new int[] {upLeft, upRight, downLeft, downRight};
        this.whiteForward = new int[] {upLeft, upRight};
        this.blackForward = new int[] {downLeft, downRight};
        this.menCaptureBackward = traits.menCaptureBackward();
        this.flyingKings = traits.flyingKings();
        this.promotionInCapture = traits.promotionInCapture();
        this.precedence = traits.capturePrecedence();
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
        long own = whiteToMove ? white : black;
        long opponent = whiteToMove ? black : white;
        list.clear();
        this.out = list;
        this.recordPaths = list.recordsPaths();
        generateCaptures(own, opponent, kings, whiteToMove);
        if (list.size() == 0) {
            generateQuietMoves(own, opponent, kings, whiteToMove);
        } else if (!keepPaths && bestCount > 1) {
            // Only a capture of two or more pieces can be reached along two different paths.
            list.removeDuplicates();
        }
        this.out = null;
        return list.size();
    }

    private static long step(long squares, int direction) {
        return Long.rotateLeft(squares, direction);
    }

    private void generateQuietMoves(long own, long opponent, long kings, boolean whiteToMove) {
        long free = board & ~(own | opponent);
        long men = own & ~kings;
        int[] forward = whiteToMove ? whiteForward : blackForward;
        long crown = whiteToMove ? whitePromotion : blackPromotion;
        for (int direction : forward) {
            long targets = step(men, direction) & free;
            while (targets != 0) {
                long to = targets & -targets;
                targets ^= to;
                long from = step(to, -direction);
                addQuiet(from | to | ((to & crown) != 0 ? MoveBits.PROMOTION : 0));
            }
        }
        long ownKings = own & kings;
        while (ownKings != 0) {
            long from = ownKings & -ownKings;
            ownKings ^= from;
            for (int direction : allDirections) {
                long to = step(from, direction);
                while ((to & free) != 0) {
                    addQuiet(from | to);
                    if (!flyingKings) {
                        break;
                    }
                    to = step(to, direction);
                }
            }
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
        this.opponentKings = opponent & kings;
        this.promotionRow = whiteToMove ? whitePromotion : blackPromotion;
        this.bestCount = 0;
        this.bestKings = 0;
        int[] manDirections = menCaptureBackward ? allDirections : (whiteToMove ? whiteForward : blackForward);

        long men = own & ~kings;
        long canCapture = 0;
        for (int direction : manDirections) {
            canCapture |= men & step(opponent, -direction) & step(free, -2 * direction);
        }
        while (canCapture != 0) {
            long man = canCapture & -canCapture;
            canCapture ^= man;
            this.origin = man;
            this.empty = free | man;
            for (int direction : manDirections) {
                long over = step(man, direction);
                long land = step(over, direction);
                if ((over & opponent) != 0 && (land & empty) != 0) {
                    record(0, over, land);
                    continueAsMan(land, over, 1, manDirections);
                }
            }
        }

        long ownKings = own & kings;
        while (ownKings != 0) {
            long king = ownKings & -ownKings;
            ownKings ^= king;
            this.origin = king;
            this.empty = free | king;
            if (flyingKings) {
                for (int direction : allDirections) {
                    flyingKingTries(king, direction, 0L, 0, false);
                }
            } else {
                for (int direction : allDirections) {
                    long over = step(king, direction);
                    long land = step(over, direction);
                    if ((over & opponent) != 0 && (land & empty) != 0) {
                        record(0, over, land);
                        continueAsShortKing(land, over, 1, false);
                    }
                }
            }
        }
    }

    /** A man stands on {@code at} after {@code steps} captures; it goes on while it can. */
    private void continueAsMan(long at, long captured, int steps, int[] directions) {
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
        boolean more = false;
        for (int direction : directions) {
            long over = step(at, direction);
            if ((over & capturable & ~captured) != 0) {
                long land = step(over, direction);
                if ((land & empty) != 0) {
                    more = true;
                    record(steps, over, land);
                    continueAsMan(land, captured | over, steps + 1, directions);
                }
            }
        }
        if (!more) {
            emit(at, captured, crowned, steps);
        }
    }

    /** A king (or a man just crowned) stands on {@code at}; it goes on in any direction it can. */
    private void continueAsKing(long at, long captured, int steps, boolean promoted) {
        if (!flyingKings) {
            continueAsShortKing(at, captured, steps, promoted);
            return;
        }
        boolean more = false;
        for (int direction : allDirections) {
            more |= flyingKingTries(at, direction, captured, steps, promoted);
        }
        if (!more) {
            emit(at, captured, promoted, steps);
        }
    }

    private void continueAsShortKing(long at, long captured, int steps, boolean promoted) {
        boolean more = false;
        for (int direction : allDirections) {
            long over = step(at, direction);
            if ((over & capturable & ~captured) != 0) {
                long land = step(over, direction);
                if ((land & empty) != 0) {
                    more = true;
                    record(steps, over, land);
                    continueAsShortKing(land, captured | over, steps + 1, promoted);
                }
            }
        }
        if (!more) {
            emit(at, captured, promoted, steps);
        }
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
     * tried from every landing square.
     */
    private void flyingKingJumps(long over, int direction, long captured, int steps, boolean promoted) {
        int turnA;
        int turnB;
        if (direction == upLeft || direction == downRight) {
            turnA = upRight;
            turnB = downLeft;
        } else {
            turnA = upLeft;
            turnB = downRight;
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

    private void record(int index, long over, long land) {
        if (recordPaths) {
            takes[index] = Long.numberOfTrailingZeros(over);
            landings[index] = Long.numberOfTrailingZeros(land);
        }
    }

    private void emit(long to, long captured, boolean promoted, int steps) {
        if (precedence != CapturePrecedence.FREE) {
            int count = Long.bitCount(captured);
            if (count < bestCount) {
                return;
            }
            if (precedence == CapturePrecedence.MOST_PIECES_THEN_MOST_KINGS) {
                int kingCount = Long.bitCount(captured & opponentKings);
                if (count == bestCount && kingCount < bestKings) {
                    return;
                }
                if (count > bestCount || kingCount > bestKings) {
                    out.clear();
                    bestKings = kingCount;
                }
            } else if (count > bestCount) {
                out.clear();
            }
            bestCount = count;
        } else if (steps > bestCount) {
            bestCount = steps;
        }
        out.add(origin | to | captured | (promoted ? MoveBits.PROMOTION : 0));
        if (recordPaths) {
            out.addPath(takes, landings, steps);
        }
    }
}
