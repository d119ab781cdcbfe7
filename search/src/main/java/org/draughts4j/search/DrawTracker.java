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
    /**
     * By rule: whether its count runs from the last irreversible ply ({@link
     * DrawRule#runsFromLastIrreversiblePly}), so that {@link #lastIrreversible} is its count.
     */
    private final boolean[] fromIrreversible;
    /** The fewest plies of the rules counted from the last irreversible ply; {@link Integer#MAX_VALUE} for none. */
    private final int irreversiblePlies;
    /**
     * The most pieces of a position where any other rule's count can start; {@link Integer#MAX_VALUE}
     * when one has no bound, and then every ply follows every count.
     */
    private final int otherMostPieces;
    /**
     * By ply of the line: whether every count but those from the last irreversible ply is stopped
     * there. Such a ply's {@link #starts} are not written: while the pieces stay above {@link
     * #otherMostPieces}, which is most of a search, a ply is followed by the last irreversible ply
     * alone, where every rule was advanced at every ply before: 7 % of the material-only search's
     * time in a profile, 2.7 % after; four searches faster in 8 rounds of 10, by 5 % at the median.
     */
    private boolean[] othersStopped = new boolean[0];
    /**
     * By ply of the line, where a rule has a condition on the pieces: how many there are, counted
     * again only after a move that changed the material and otherwise carried from the ply before
     * (within the noise of the timings, 4 rounds of 6 faster; no dearer).
     */
    private int[] pieceCounts = new int[0];

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
        this.fromIrreversible = new boolean[rules.length];
        int fewest = Integer.MAX_VALUE;
        // With no other rule, every ply is followed by the last irreversible ply alone.
        int others = -1;
        for (int i = 0; i < rules.length; i++) {
            fromIrreversible[i] = rules[i].runsFromLastIrreversiblePly();
            if (fromIrreversible[i]) {
                fewest = Math.min(fewest, plies[i]);
            } else {
                others = Math.max(others, mostPieces[i]);
            }
        }
        this.irreversiblePlies = fewest;
        this.otherMostPieces = others;
        this.repetitions = drawRules.hasRepetition() ? drawRules.repetitions() : 0;
        this.stack = stack;
        reserve(Searcher.MAX_PLY + 2);
    }

    private void reserve(int lineLength) {
        lastIrreversible = new int[lineLength];
        starts = new int[lineLength][rules.length];
        dueAt = new int[lineLength];
        othersStopped = new boolean[lineLength];
        pieceCounts = new int[lineLength];
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
        boolean stopped = true;
        for (int r = 0; r < rules.length; r++) {
            starts[0][r] = game.drawCountStart(r);
            stopped &= fromIrreversible[r] || starts[0][r] == DrawRule.NOT_RUNNING;
        }
        othersStopped[0] = stopped;
        dueAt[0] = due(starts[0]);
        pieceCounts[0] = onPieces ? stack.pieceCount(0) : 0;
    }

    /**
     * Follows the counts into {@code ply + 1}, where the move just played from {@code ply} leads.
     *
     * @param ply the ply the move was played from
     * @param irreversible whether it moved a man or captured
     * @param materialChanged whether it captured or crowned (the pieces are counted again only then)
     */
    void played(int ply, boolean irreversible, boolean materialChanged) {
        int next = ply + 1;
        lastIrreversible[next] = irreversible ? next : lastIrreversible[ply];
        int gamePly = rootPly + next;
        // Counted once for every rule rather than by each condition: a stopped count does not start
        // in a position of more pieces than its condition holds in (most positions of a search).
        int pieces = !onPieces ? 0 : materialChanged ? stack.pieceCount(next) : pieceCounts[ply];
        pieceCounts[next] = pieces;
        if (othersStopped[ply] && pieces > otherMostPieces && !anySuppressed) {
            // The others stay stopped, and what is due was due by the counts from the last
            // irreversible ply alone: it moves only when that ply does.
            othersStopped[next] = true;
            dueAt[next] = !irreversible ? dueAt[ply]
                    : irreversiblePlies == Integer.MAX_VALUE ? Integer.MAX_VALUE : gamePly + irreversiblePlies;
            return;
        }
        int[] after = starts[next];
        boolean stopped = true;
        for (int r = 0; r < rules.length; r++) {
            int was = startAt(ply, r);
            int start = was == DrawRule.NOT_RUNNING && pieces > mostPieces[r] ? DrawRule.NOT_RUNNING
                    : rules[r].advance(was, gamePly, stack, next, irreversible, materialChanged);
            after[r] = start;
            stopped &= fromIrreversible[r] || start == DrawRule.NOT_RUNNING;
        }
        othersStopped[next] = stopped;
        dueAt[next] = due(after);
    }

    /**
     * Where rule {@code r}'s count runs from at {@code ply}: from the last irreversible ply for the
     * rules counted from it, whose {@link #starts} a ply followed by it alone does not write; stopped
     * for the others at such a ply.
     */
    private int startAt(int ply, int r) {
        if (fromIrreversible[r]) {
            int last = lastIrreversible[ply];
            // At or before the root, the game's own count (which an irreversible root starts anew).
            return last > 0 ? rootPly + last : starts[0][r];
        }
        return othersStopped[ply] ? DrawRule.NOT_RUNNING : starts[ply][r];
    }

    /** The first ply of the game at which one of the counts {@code now} (by rule) is due, none suppressed. */
    private int due(int[] now) {
        int due = Integer.MAX_VALUE;
        for (int r = 0; r < rules.length; r++) {
            // DrawRule.isDue: due from start plus its plies on.
            if (now[r] != DrawRule.NOT_RUNNING && !(anySuppressed && suppressed(r, now))) {
                due = Math.min(due, now[r] + plies[r]);
            }
        }
        return due;
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

    /**
     * @param ply a ply of the line, at least 1, reached by {@link #played}
     * @return whether a counted rule's draw is due there (repetitions aside)
     */
    boolean countDue(int ply) {
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
