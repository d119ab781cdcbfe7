package org.draughts4j.search;

import java.util.List;
import org.draughts4j.core.DrawRule;
import org.draughts4j.core.DrawRules;
import org.draughts4j.core.Game;
import org.draughts4j.core.Position;
import org.draughts4j.core.PositionStack;

/**
 * The variant's draw rules along the line a search is on, so that a line that ends in a draw scores
 * as one: repetitions (of the positions of the line and of the game before it) and the counted
 * rules, each count followed ply by ply from where the game left it, as {@link Game} would. A draw a
 * player may claim counts as a draw: the side it suits claims it.
 *
 * <p>One per search thread; allocates nothing per node.
 */
final class DrawTracker {
    private final DrawRule[] rules;
    /** By rule: the indices of the rules whose running count suppresses it. */
    private final int[][] suppressors;
    private final int repetitions;
    private final PositionStack stack;

    /** The keys of the game's positions before the root since its last irreversible ply (the root's own aside). */
    private long[] history = new long[64];
    private int historySize;
    private int rootPly;
    /** By ply of the line: where the last man move or capture was, as a ply of the line (-1: before the root). */
    private int[] lastIrreversible = new int[0];
    /** By ply of the line, then by rule: where its count runs from, as a ply of the game. */
    private int[][] starts = new int[0][];
    /**
     * By ply of the line from 1: the first ply of the game at which a count running there is due
     * (none suppressed), {@link Integer#MAX_VALUE} for none; worked out as the counts are advanced,
     * so that {@link #isDraw} reads one number.
     */
    private int[] dueAt = new int[0];
    /** By rule: the plies its count runs before the draw is due. */
    private final int[] plies;
    /** By rule: the most pieces of a position where its count can start ({@link DrawRule#mostPieces}). */
    private final int[] mostPieces;
    /** Whether some rule has a condition on the pieces, below {@link Integer#MAX_VALUE} in {@link #mostPieces}. */
    private final boolean onPieces;
    /** Whether a rule is suppressed by another's count (Spanish, Galician). */
    private final boolean anySuppressed;

    DrawTracker(DrawRules drawRules, PositionStack stack) {
        List<DrawRule> list = drawRules.rules();
        this.rules = list.toArray(new DrawRule[0]);
        this.suppressors = new int[rules.length][];
        for (int i = 0; i < rules.length; i++) {
            int[] found = new int[rules.length];
            int n = 0;
            for (int j = 0; j < rules.length; j++) {
                if (rules[i].suppressedBy().contains(rules[j].id())) {
                    found[n++] = j;
                }
            }
            suppressors[i] = java.util.Arrays.copyOf(found, n);
        }
        this.plies = new int[rules.length];
        this.mostPieces = new int[rules.length];
        boolean suppressed = false;
        boolean pieces = false;
        for (int i = 0; i < rules.length; i++) {
            plies[i] = 2 * rules[i].moves();
            mostPieces[i] = rules[i].mostPieces();
            pieces |= mostPieces[i] < Integer.MAX_VALUE;
            suppressed |= suppressors[i].length > 0;
        }
        this.anySuppressed = suppressed;
        this.onPieces = pieces;
        this.repetitions = drawRules.hasRepetition() ? drawRules.repetitions() : 0;
        this.stack = stack;
        reserve(Searcher.MAX_PLY + 2);
    }

    private void reserve(int lineLength) {
        lastIrreversible = new int[lineLength];
        starts = new int[lineLength][rules.length];
        dueAt = new int[lineLength];
    }

    /**
     * Takes the game's history and counts; the stack's root must hold the game's position.
     *
     * @param game the game whose current position is the root
     */
    void setRoot(Game game) {
        rootPly = game.ply();
        historySize = 0;
        int from = game.lastIrreversiblePly();
        List<Position> positions = game.positions();
        for (int g = from; g < positions.size() - 1; g++) {
            if (historySize == history.length) {
                history = java.util.Arrays.copyOf(history, 2 * history.length);
            }
            history[historySize++] = positions.get(g).zobristHash();
        }
        lastIrreversible[0] = from == game.ply() ? 0 : -1;
        for (int r = 0; r < rules.length; r++) {
            starts[0][r] = game.drawCountStart(r);
        }
    }

    /**
     * Follows the counts into {@code ply + 1}, where the move just played from {@code ply} leads.
     *
     * @param ply the ply the move was played from
     * @param irreversible whether it moved a man or captured
     * @param materialChanged whether it captured or crowned
     */
    void played(int ply, boolean irreversible, boolean materialChanged) {
        int next = ply + 1;
        lastIrreversible[next] = irreversible ? next : lastIrreversible[ply];
        int gamePly = rootPly + next;
        int[] before = starts[ply];
        int[] after = starts[next];
        int due = Integer.MAX_VALUE;
        // Counted once for every rule rather than by each condition: a stopped count does not start
        // in a position of more pieces than its condition holds in (most positions of a search).
        int pieces = onPieces ? stack.pieceCount(next) : 0;
        for (int r = 0; r < rules.length; r++) {
            int start = before[r] == DrawRule.NOT_RUNNING && pieces > mostPieces[r] ? DrawRule.NOT_RUNNING
                    : rules[r].advance(before[r], gamePly, stack, next, irreversible, materialChanged);
            after[r] = start;
            // DrawRule.isDue: due from start plus its plies on.
            if (start != DrawRule.NOT_RUNNING && !anySuppressed) {
                due = Math.min(due, start + plies[r]);
            }
        }
        if (anySuppressed) {
            // Every count of the ply first: a rule is suppressed by the counts running there.
            for (int r = 0; r < rules.length; r++) {
                if (after[r] != DrawRule.NOT_RUNNING && !suppressed(r, after)) {
                    due = Math.min(due, after[r] + plies[r]);
                }
            }
        }
        dueAt[next] = due;
    }

    /**
     * @param ply a ply of the line, at least 1, reached by {@link #played}
     * @return whether the position there is drawn by a repetition or a count due (the goal aside:
     *     a side that cannot move there may still have lost)
     */
    boolean isDraw(int ply) {
        return repeated(ply) || countDue(ply);
    }

    private boolean repeated(int ply) {
        if (repetitions == 0) {
            return false;
        }
        int last = lastIrreversible[ply];
        if (last == ply) {
            return false;
        }
        long key = stack.hash(ply);
        int occurrences = 1;
        for (int q = ply - 2; q >= Math.max(last, 0); q -= 2) {
            if (stack.hash(q) == key) {
                if (q > 0) {
                    // Twice on the line: either side can make it three times.
                    return true;
                }
                occurrences++;
            }
        }
        if (last < 0) {
            for (int i = 0; i < historySize; i++) {
                if (history[i] == key) {
                    occurrences++;
                }
            }
        }
        return occurrences >= repetitions;
    }

    private boolean countDue(int ply) {
        return rootPly + ply >= dueAt[ply];
    }

    private boolean suppressed(int rule, int[] now) {
        for (int s : suppressors[rule]) {
            if (now[s] != DrawRule.NOT_RUNNING) {
                return true;
            }
        }
        return false;
    }
}
