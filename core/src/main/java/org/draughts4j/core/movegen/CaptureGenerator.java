package org.draughts4j.core.movegen;

import org.draughts4j.core.CaptureCriterion;
import org.draughts4j.core.CapturePrecedence;
import org.draughts4j.core.CaptureRemoval;
import org.draughts4j.core.Goal;
import org.draughts4j.core.KingLanding;
import org.draughts4j.core.PromotionInCapture;
import org.draughts4j.core.Traits;

/**
 * What the move generators of every board share: the capture rules, read from the traits once,
 * and the decisions taken the same way whatever the board, so that each exists once:
 * <ul>
 *   <li>which captures the precedence rule keeps ({@link #judge}), with the common rules (free
 *       choice, the most pieces, then the most kings) decided without building a ranking key;</li>
 *   <li>where a king's capture must stop ({@link #stopsDirectlyBehind}: Thai kings, and Killer's
 *       last king) and when a man reaching the far row during a capture stops or goes on;</li>
 *   <li>the tally of a search of captures by men ({@link #startTally}, {@link #tallies},
 *       {@link #tally}): the most pieces kept, and a capture that two paths make counted once;</li>
 *   <li>which captures two paths may make, so that duplicates are looked for only then.</li>
 * </ul>
 * A generator adds the bit work of its board: how pieces step and jump, and how a move is
 * written. Not thread-safe: the judging and the tally hold the state of the generation under way.
 */
abstract class CaptureGenerator {
    /** A capture worse than the best so far: drop it. */
    static final int WORSE = CaptureRanking.WORSE;
    /** A capture better than the best so far: what was kept before it is not legal after all. */
    static final int BETTER = CaptureRanking.BETTER;

    /** The precedence rules with a path of their own, and the rest ({@link #CRITERIA}), ranked by key. */
    private enum Rule { FREE, MOST_PIECES, MOST_PIECES_THEN_MOST_KINGS, CRITERIA }

    final boolean menCaptureBackward;
    final boolean menCaptureKings;
    final boolean flyingKings;
    final boolean landDirectlyBehind;
    final boolean stopBehindLastKing;
    final boolean removeAtOnce;
    /** Whether a king may turn back 180 degrees between two jumps: only where pieces leave at once. */
    final boolean turnBack;
    final boolean kingEndsGame;
    final PromotionInCapture promotionInCapture;
    final boolean crownedManStops;
    final boolean crownedManGoesOnAsKing;
    /** The precedence criteria, in order; none for free choice. */
    final CaptureCriterion[] criteria;
    /** Whether, among captures by men on a board without kings, the criteria keep those of the most pieces. */
    final boolean mostPiecesAmongMen;

    /** The variant's precedence: the common rules get a path of their own. */
    private final Rule precedence;
    /** {@link #precedence} as it applies on a board without kings. */
    private final Rule precedenceWithoutKings;
    private final CaptureRanking ranking;
    /** The precedence of the generation under way: on a board without kings, the simpler one. */
    private Rule activePrecedence;
    private int bestPieces;
    private int bestKings;
    /**
     * The most jumps of a capture kept so far in the generation under way: where it is 1 no two
     * paths make one capture, and duplicates need not be looked for.
     */
    int longest;

    /** The tally of the search of men's captures under way: see {@link #startTally}. */
    private int tallyBest;
    private int tallyCount;
    private boolean tallyOnce;
    private MoveList tallyList;
    private final RepeatedMoves tallied = new RepeatedMoves();

    CaptureGenerator(Traits traits) {
        this.menCaptureBackward = traits.menCaptureBackward();
        this.menCaptureKings = traits.menCaptureKings();
        this.flyingKings = traits.flyingKings();
        this.landDirectlyBehind = traits.kingLanding() == KingLanding.DIRECTLY_BEHIND;
        this.stopBehindLastKing = traits.kingStopsBehindLastKing();
        this.removeAtOnce = traits.captureRemoval() == CaptureRemoval.JUMP_BY_JUMP;
        this.turnBack = removeAtOnce && traits.captureMayTurnBack();
        this.kingEndsGame = traits.goal() == Goal.FIRST_KING_WINS;
        this.promotionInCapture = traits.promotionInCapture();
        this.crownedManStops = promotionInCapture == PromotionInCapture.ENDS_MOVE;
        this.crownedManGoesOnAsKing = promotionInCapture == PromotionInCapture.CONTINUES_AS_KING;
        CapturePrecedence rule = traits.capturePrecedence();
        this.criteria = rule.criteria().toArray(new CaptureCriterion[0]);
        this.ranking = new CaptureRanking(criteria);
        if (rule.isFree()) {
            this.precedence = Rule.FREE;
        } else if (rule.equals(CapturePrecedence.MOST_PIECES)) {
            this.precedence = Rule.MOST_PIECES;
        } else if (rule.equals(CapturePrecedence.MOST_PIECES_THEN_MOST_KINGS)) {
            this.precedence = Rule.MOST_PIECES_THEN_MOST_KINGS;
        } else {
            this.precedence = Rule.CRITERIA;
        }
        // On a board without kings, every criterion but the number of pieces (a man's value being
        // one) finds all captures equal.
        this.mostPiecesAmongMen = rule.uses(CaptureCriterion.MOST_PIECES) || rule.uses(CaptureCriterion.VALUE);
        this.precedenceWithoutKings = precedence != Rule.CRITERIA ? precedence
                : mostPiecesAmongMen ? Rule.MOST_PIECES : Rule.FREE;
    }

    /**
     * Starts judging the captures of a position.
     *
     * @param kingsOnBoard whether the position has kings: without, most criteria find all captures
     *     equal, and a simpler rule decides
     */
    final void startJudging(boolean kingsOnBoard) {
        activePrecedence = kingsOnBoard ? precedence : precedenceWithoutKings;
        longest = 0;
        bestPieces = 0;
        bestKings = 0;
        ranking.reset();
    }

    /** @return whether {@link #judge} reads its {@code kingJumps}: worth working out only then */
    final boolean judgesKingJumps() {
        return activePrecedence == Rule.CRITERIA && ranking.usesKingJumps();
    }

    /**
     * Judges a complete capture against the best found so far in the position.
     *
     * @param pieces the pieces it takes (its jumps)
     * @param kings how many of them are kings
     * @param movingKing whether a king makes it
     * @param kingJumps bit {@code 63 - j} set when jump {@code j} takes a king, read only when
     *     {@link #judgesKingJumps}
     * @return {@link #WORSE} to drop it, {@link #BETTER} to keep it alone, else (keep it beside
     *     the others) 0; {@link #longest} counts it when it is kept
     */
    final int judge(int pieces, int kings, boolean movingKing, long kingJumps) {
        // Free choice at once; the rest in methods of their own, so that the generators' capture
        // searches, which call this at the end of every capture, stay small enough to inline it
        // (column draughts, free choice: 5 % slower with one method of the four rules).
        Rule rule = activePrecedence;
        int verdict = rule == Rule.FREE ? 0
                : rule == Rule.CRITERIA ? judgeByCriteria(pieces, kings, movingKing, kingJumps)
                : judgeByCount(pieces, kings);
        if (verdict == BETTER) {
            longest = pieces;
        } else if (verdict == 0 && pieces > longest) {
            longest = pieces;
        }
        return verdict;
    }

    /**
     * Judges a complete capture whose jumps' kings {@code kingAtJump} holds, and keeps {@code
     * list} right: a capture better than those before it clears them.
     *
     * @param list the captures kept so far
     * @param steps the capture's jumps (the pieces it takes)
     * @param kings how many of them are kings
     * @param movingKing whether a king makes it
     * @param kingAtJump whether each jump took a king
     * @return whether to add the capture to the list
     */
    final boolean keeps(MoveList list, int steps, int kings, boolean movingKing, boolean[] kingAtJump) {
        int verdict = judge(steps, kings, movingKing,
                judgesKingJumps() ? CaptureRanking.kingJumps(kingAtJump, steps) : 0);
        if (verdict == BETTER) {
            list.clear();
        }
        return verdict != WORSE;
    }

    /** {@link #judge} by the most pieces, and then (where the rule says so) the most kings. */
    private int judgeByCount(int pieces, int kings) {
        if (pieces < bestPieces) {
            return WORSE;
        }
        if (activePrecedence == Rule.MOST_PIECES) {
            if (pieces == bestPieces) {
                return 0;
            }
            bestPieces = pieces;
            return BETTER;
        }
        if (pieces == bestPieces && kings <= bestKings) {
            return kings < bestKings ? WORSE : 0;
        }
        bestPieces = pieces;
        bestKings = kings;
        return BETTER;
    }

    /** {@link #judge} by a list of criteria, ranked by key. */
    private int judgeByCriteria(int pieces, int kings, boolean movingKing, long kingJumps) {
        return ranking.offer(ranking.key(pieces, movingKing, kings, kingJumps));
    }

    /**
     * @param lastTakenKing whether the piece the king has just taken, which ends its capture, is a
     *     king
     * @return whether the king must stop on the square directly behind that piece: Thai kings
     *     always, Killer's when it took a king last; other flying kings may land anywhere beyond
     */
    final boolean stopsDirectlyBehind(boolean lastTakenKing) {
        return landDirectlyBehind || stopBehindLastKing && lastTakenKing;
    }

    /**
     * @param steps the jumps of a capture
     * @param manRepeatJumps the fewest jumps with which two paths of a man make one move on this
     *     board
     * @param movingKing whether a king makes it
     * @param promoted whether a man was crowned on the way (and went on as a king)
     * @return whether another path might make the same capture, so that duplicates must be looked for
     */
    static boolean mayRepeat(int steps, int manRepeatJumps, boolean movingKing, boolean promoted) {
        return steps >= manRepeatJumps || movingKing || promoted;
    }

    /**
     * Starts the tally of a search of captures by men on a board without kings, where the
     * precedence keeps the captures of the most pieces, or all ({@link #mostPiecesAmongMen}).
     *
     * @param fewestJumps 2 when some capture takes two pieces or more (a capture of one is then
     *     not kept where the most pieces count), else 1
     * @param keepPaths whether captures taking the same pieces in another order count apart
     * @param list the list the captures kept go to, or null to count only
     */
    final void startTally(int fewestJumps, boolean keepPaths, MoveList list) {
        tallyBest = mostPiecesAmongMen ? fewestJumps : 0;
        tallyCount = 0;
        tallied.clear();
        tallyOnce = !keepPaths;
        tallyList = list;
    }

    /** @return the fewest jumps a capture of the tally must make to be kept, so far */
    final int tallyBest() {
        return tallyBest;
    }

    /** @return the captures the tally has kept */
    final int tallyCount() {
        return tallyCount;
    }

    /** @return whether the tally lists its captures (else it counts them only) */
    final boolean tallyLists() {
        return tallyList != null;
    }

    /** Ends the tally: its list is not written again. */
    final void endTally() {
        tallyList = null;
    }

    /**
     * @param steps the jumps of a capture the search has found
     * @return whether the capture is kept so far; a longer one than any before restarts the tally
     */
    final boolean tallies(int steps) {
        if (mostPiecesAmongMen) {
            if (steps < tallyBest) {
                return false;
            }
            if (steps > tallyBest) {
                tallyBest = steps;
                tallyCount = 0;
                tallied.clear();
                if (tallyList != null) {
                    tallyList.clear();
                }
            }
        }
        return true;
    }

    /**
     * @param steps the jumps of a capture kept by {@link #tallies}
     * @param manRepeatJumps the fewest jumps with which two paths of a man make one move on this
     *     board
     * @return whether the capture must be compared with those counted before (so that the move of
     *     two paths counts once), and so needs its words
     */
    final boolean tallyCompares(int steps, int manRepeatJumps) {
        return tallyOnce && steps >= manRepeatJumps;
    }

    /** Counts a capture that need not be compared ({@link #tallyCompares} false) and is not listed. */
    final void tallyUnlisted() {
        tallyCount++;
    }

    /**
     * Counts a capture kept by {@link #tallies}, once, and lists it when the tally lists.
     *
     * @param low its first word
     * @param high its second word, on a board of two words (0 on others)
     * @param compared what {@link #tallyCompares} said of it
     * @param twoWords whether the board's moves take two words
     */
    final void tally(long low, long high, boolean compared, boolean twoWords) {
        int repeated = compared ? tallied.repeated(low, high) : 0;
        if (tallyList == null) {
            // Counting only: no branch on whether it repeats (RepeatedMoves#repeated says why).
            tallyCount += 1 - repeated;
            return;
        }
        if (repeated != 0) {
            return;
        }
        tallyCount++;
        if (twoWords) {
            tallyList.add(low, high);
        } else {
            tallyList.add(low);
        }
    }
}
