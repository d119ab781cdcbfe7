package org.draughts4j.search;

import org.draughts4j.core.Color;
import org.draughts4j.core.Game;
import org.draughts4j.core.Goal;
import org.draughts4j.core.PositionStack;
import org.draughts4j.core.Variant;
import org.draughts4j.egtb.EndgameTables;
import org.draughts4j.egtb.Material;
import org.draughts4j.egtb.TableValue;

/**
 * One thread's search: iterative deepening of a principal variation search with aspiration windows
 * over a {@link PositionStack}, a shared {@link TranspositionTable}, captures searched to a quiet
 * position (captures are compulsory, so a position with one has nothing else to try, and a quiet
 * position the other side threatens to capture in gets a ply of its own), a forced move searched a
 * ply deeper, move ordering by the table's move, killers and history, late quiet moves reduced,
 * and the variant's goal and draw rules at every node.
 *
 * <p>With endgame tables, a position they hold is not searched on: it scores what they say (see
 * {@link #TABLE_WIN}), after the draw rules have had their say; and a root they hold keeps only
 * the moves that keep its value ({@link #setRoot}).
 *
 * <p>Scores are in hundredths of a man from the side to move; a won game scores {@link #MATE} less
 * the plies to its end. Nothing is allocated per node: the stack's plies, the move orders and the
 * principal variations are made once. Not thread-safe: one per thread.
 */
final class Searcher {
    /** The deepest line searched, in plies. */
    static final int MAX_PLY = 120;
    static final int INFINITE = 32_000;
    /** A side to move that has won scores this less the plies to the end. */
    static final int MATE = 31_000;
    /** Scores beyond this are won or lost games. */
    static final int MATE_BOUND = MATE - 2 * MAX_PLY - 10;
    /**
     * A position the endgame tables say the side to move wins scores this less the plies to the end
     * of the game (from the root): above every evaluation, and below every game end the search sees
     * for itself, which is then preferred, since the tables know nothing of the draw rules that count
     * moves.
     */
    static final int TABLE_WIN = MATE_BOUND - 1;
    /** The longest distance a table score tells apart; longer ones (none yet built) score as this. */
    private static final int TABLE_PLIES = 3 * 1024;
    /** Scores beyond this are wins and losses given by the tables, or won and lost games. */
    static final int TABLE_BOUND = TABLE_WIN - MAX_PLY - TABLE_PLIES - 1;
    /** The most an evaluation adds to or takes from {@link #TABLE_WIN_NO_DISTANCE}. */
    private static final int NO_DISTANCE_EVALUATION = 1500;
    /**
     * A position that compact tables (without distances) say the side to move wins scores this plus
     * its evaluation, bounded by {@link #NO_DISTANCE_EVALUATION}: below every win with a distance
     * and every game end, above every evaluation. With no distance to bring nearer, the evaluation
     * is what makes a won position progress (a capture, a man nearer its crowning), and the draw
     * rules, applied before the tables are asked, keep it from going round.
     */
    static final int TABLE_WIN_NO_DISTANCE = TABLE_BOUND - NO_DISTANCE_EVALUATION - 1;
    /** Scores beyond this (and up to {@link #TABLE_BOUND}) are wins and losses of tables without distances. */
    static final int NO_DISTANCE_BOUND = TABLE_WIN_NO_DISTANCE - NO_DISTANCE_EVALUATION - 1;
    /** How often (in nodes, a power of two) the main thread looks at the clock. */
    private static final int POLL_INTERVAL = 1024;
    private static final int HISTORY_LIMIT = 1 << 20;
    /** {@link #cutOdds}' unit: a move that always cuts, in 12 bits, and where every move starts. */
    private static final int CUT_CERTAIN = 1 << 12;
    private static final int CUT_EVEN = CUT_CERTAIN / 2;
    /** How far each update moves a chance, as a shift: 1/32 of the way. */
    private static final int CUT_RATE = 5;

    final Variant variant;
    final PositionStack stack;
    private final Evaluator evaluator;
    private final TranspositionTable table;
    private final DrawTracker draws;
    /** The endgame tables, or null. */
    private final EndgameTables tables;
    /** Whether the board's bitboards take two words (12x12), whose high words {@link #probes} counts too. */
    private final boolean wideBoard;
    /** The most pieces of a material the tables hold: a position of more is never probed; 0 for no tables. */
    private final int tablePieces;
    private final boolean firstKingWins;
    private final boolean cannotMoveWins;
    private final int bits;
    /** Whether {@link #search} asks for its children's entries early: not for towers, whose stack plays a move to hash it. */
    private final boolean prefetches;

    private int[][] moveScores = new int[MAX_PLY + 2][128];
    private int[][] moveOrder = new int[MAX_PLY + 2][128];
    private final long[] killerLow = new long[2 * (MAX_PLY + 2)];
    private final long[] killerHigh = new long[2 * (MAX_PLY + 2)];
    private final int[] history;
    /**
     * By side, origin and destination: a running estimate of the chance that a quiet move is the
     * best of the moves tried, in {@link #CUT_CERTAIN}ths; moved towards certainty when it is, and
     * towards nothing for each move tried before the one that is.
     */
    private final int[] cutOdds;
    private final long[][] pvLow = new long[MAX_PLY + 2][MAX_PLY + 2];
    private final long[][] pvHigh = new long[MAX_PLY + 2][MAX_PLY + 2];
    private final int[] pvLength = new int[MAX_PLY + 2];

    /** The root's moves (the indices of ply 0's list) in the order to search them, best first. */
    private int[] rootOrder = new int[128];
    private int[] rootScores = new int[128];
    /** The tables' code of the position each root move leads to, while {@link #keepTableMoves} orders them. */
    private int[] rootCodes = new int[128];
    private int rootCount;
    /** Whether the root is in the tables, its moves cut down to those that keep its value. */
    private boolean rootInTables;

    private SearchControl control = new SearchControl(Long.MAX_VALUE, Long.MAX_VALUE);
    private boolean main;
    private long nodes;
    private long tableHits;
    private boolean aborted;
    private int rootDepth;
    /** A quiet position under threat is searched a ply deeper only this far from the root. */
    private int threatLimit;

    /** Whether late quiet moves are searched less deep first. */
    boolean reductions = true;
    /** The least depth left at which they are (Scan reduces from 2). */
    int reductionDepth = 3;
    /** Whether a reduced search with a raised bound may cut a node (Scan's forward pruning). */
    boolean probCut = true;
    /** How far above beta the reduced search must reach to cut, in hundredths of a man a ply of depth. */
    int probCutMargin = 10;
    /**
     * How far outside the window, in hundredths of a man, a quiet leaf's score without the patterns
     * must be for the patterns to be skipped; 0 for never. The patterns are most of the
     * evaluation's cost, and a leaf that far out rarely comes back: 50 gained by time in
     * International and Russian and lost nothing measurable in English (docs/search.md's ladder).
     */
    int lazyMargin = 50;
    /**
     * How far outside the window, in hundredths of a man, a quiet leaf's score by its men alone
     * must be for the rest of the evaluation to be skipped; 0 for never. Off: not yet shown to gain.
     */
    int lazyMaterialMargin = 0;
    /**
     * What a draw costs the side to move at the root, in hundredths of a man: a draw scores
     * {@code -contempt} for that side and {@code contempt} for the other, so that the search prefers
     * a line that keeps the game going against a weaker opponent. 0 (the default) scores a draw 0.
     * The table's scores then depend on the root's side: a search for the other side must not read
     * them ({@link BuiltinEngine} clears the table when the side changes).
     */
    int contempt = 0;
    /** Whether a quiet position the other side threatens to capture in is searched a ply deeper. */
    boolean threats = true;
    /** Whether the first quiet position of the quiescence search tries the moves that give a man away. */
    boolean sacrifices = false;
    /**
     * Whether the table's move is searched a ply deeper when it is singular: every other move,
     * searched to half the depth, falls short of the table's score by {@link #singularMargin} a ply
     * of depth. Off: not yet shown to gain (docs/search.md's ladder).
     */
    boolean singular = false;
    /** The least depth left at which a table's move is tested for being singular. */
    int singularDepth = 6;
    /** The margin below the table's score, in hundredths of a man a ply of depth, that the other moves must fall short by. */
    int singularMargin = 2;
    /**
     * Whether the table's move of a principal variation node is searched a ply deeper when it is
     * singular as Scan 3.1 tests it: from depth {@link #PV_SINGULAR_DEPTH}, the entry a lower bound
     * or exact from at most {@link #PV_SINGULAR_REDUCTION} plies less deep, every other move searched
     * that much less deep below the entry's score less {@link #PV_SINGULAR_MARGIN}. Off: not yet shown
     * to gain (docs/search.md's ladder).
     */
    boolean pvSingular = false;
    private static final int PV_SINGULAR_DEPTH = 8;
    private static final int PV_SINGULAR_REDUCTION = 4;
    private static final int PV_SINGULAR_MARGIN = 40;
    /**
     * Whether quiet moves are ordered by {@link #cutOdds} alone, after the table's move, in place of
     * killers, promotions first and the history counts (as Scan's move sorting does it). Off: not
     * yet shown to gain (docs/search.md's ladder).
     */
    boolean cutProbability = false;
    /**
     * From how many moves tried a node of depth 6 or more that is not on the principal variation
     * reduces its late quiet moves a ply more; 0 for never. Off: not yet shown to gain.
     */
    int deepReduction = 0;
    /** Whether a late quiet move whose history count is below zero is reduced a ply more. Off: not yet shown to gain. */
    boolean historyReduction = false;
    /**
     * From what depth a node without a table move is searched a ply less deep (internal iterative
     * reduction); 0 for never. Off: not yet shown to gain.
     */
    int iirDepth = 0;
    /** The depth of probcut's reduced search, in hundredths of the node's depth (rounded down). */
    int probCutDepthPercent = 40;
    /**
     * Whether a history count moves towards its bound by the bonus's share of the distance left
     * (history gravity) rather than growing until all are halved. Off: not yet shown to gain.
     */
    boolean historyGravity = false;

    /** The result of the last complete iteration (or the part of one that changed the best move). */
    private int bestIndex = -1;
    private int bestScore;
    private int completedDepth;
    private final long[] bestPvLow = new long[MAX_PLY + 2];
    private final long[] bestPvHigh = new long[MAX_PLY + 2];
    private int bestPvLength;

    /** How many lines the last {@link #iterate} searches (multi-PV), and how many of them its last depth completed. */
    private int lines = 1;
    private int linesDone;
    /** Lines 2 and up of the last depth completed: their scores and principal variations, by line less 2. */
    private int[] lineScores = new int[0];
    private long[][] linePvLow = new long[0][];
    private long[][] linePvHigh = new long[0][];
    private int[] linePvLength = new int[0];

    Searcher(Variant variant, Weights weights, TranspositionTable table) {
        this(variant, weights, table, null);
    }

    /**
     * @param tables the endgame tables of the variant to probe, or null for none
     * @throws IllegalArgumentException if the tables are of another variant
     */
    Searcher(Variant variant, Weights weights, TranspositionTable table, EndgameTables tables) {
        if (tables != null && !tables.variant().name().equals(variant.name())) {
            throw new IllegalArgumentException("endgame tables of " + tables.variant().name() + " for a search of "
                    + variant.name());
        }
        this.tables = tables;
        this.tablePieces = tables == null ? 0
                : tables.materials().stream().mapToInt(Material::pieces).max().orElse(0);
        this.variant = variant;
        this.wideBoard = variant.geometry().layoutBits() > 64;
        this.stack = PositionStack.of(variant);
        this.stack.reserve(PositionStack.PLIES_MADE_AHEAD);
        this.evaluator = new Evaluator(variant, weights);
        this.table = table;
        this.draws = new DrawTracker(variant.drawRules(), stack);
        this.firstKingWins = variant.traits().goal() == Goal.FIRST_KING_WINS;
        this.cannotMoveWins = variant.traits().goal() == Goal.CANNOT_MOVE_WINS;
        this.bits = variant.geometry().layoutBits();
        this.history = new int[2 * bits * bits];
        this.cutOdds = new int[2 * bits * bits];
        this.prefetches = !variant.traits().towers();
    }

    /** @return the evaluation used */
    Evaluator evaluator() {
        return evaluator;
    }

    /**
     * Sets the root: the game's current position, its history for repetitions and its draw counts.
     *
     * @param game a game that is not over
     * @return the number of root moves to search: the legal moves, or at a root in the tables those
     *     that keep its value
     */
    int setRoot(Game game) {
        stack.setRoot(game.position());
        draws.setRoot(game);
        rootCount = stack.generate(0);
        if (rootOrder.length < rootCount) {
            rootOrder = new int[rootCount];
            rootScores = new int[rootCount];
            rootCodes = new int[rootCount];
        }
        for (int i = 0; i < rootCount; i++) {
            rootOrder[i] = i;
            rootScores[i] = -INFINITE;
        }
        rootInTables = false;
        keepTableMoves();
        return rootCount;
    }

    /**
     * When the tables hold the root: its moves ordered by the values the tables give the positions
     * they lead to, best first, and cut down to those that keep the root's value, so that no search,
     * however short (a low level's few nodes), can throw a table win or draw away. A win keeps the
     * moves to the shortest win (each move then brings the end a ply nearer: a win is never put off
     * for ever), a draw the moves to a draw, a loss every move (the search prefers the longest). A
     * move into a position the tables do not hold (a material whose file is missing) is kept only
     * at a loss, and a root none of whose moves keeps its value as far as the tables tell is not cut.
     * A win without a distance (compact tables) keeps every move to a loss of the other side, and
     * the search chooses among them, since the tables cannot say which brings the end nearer.
     */
    private void keepTableMoves() {
        int value = probes(0) ? tables.probe(stack, 0) : TableValue.NOT_IN_TABLES;
        if (value == TableValue.NOT_IN_TABLES || rootCount == 0) {
            return;
        }
        for (int i = 0; i < rootCount; i++) {
            stack.play(0, i);
            int code = probes(1) ? tables.probe(stack, 1) : TableValue.NOT_IN_TABLES;
            // From the mover's side, a ply later: the score the search gives the move; unknown last.
            rootScores[i] = code == TableValue.NOT_IN_TABLES ? -INFINITE : -tableScore(code, 1);
            rootCodes[i] = code;
        }
        // Best first, ties in the generator's order: an insertion sort of the few moves.
        for (int k = 1; k < rootCount; k++) {
            int moved = rootOrder[k];
            int j = k - 1;
            while (j >= 0 && rootScores[rootOrder[j]] < rootScores[moved]) {
                rootOrder[j + 1] = rootOrder[j];
                j--;
            }
            rootOrder[j + 1] = moved;
        }
        int best = rootScores[rootOrder[0]];
        // Nothing scores between a draw and a win, or between a loss and a draw.
        if (value > 0 && best > TABLE_BOUND || value == TableValue.DRAW && best == drawScore(0)) {
            int kept = 1;
            while (kept < rootCount && rootScores[rootOrder[kept]] == best) {
                kept++;
            }
            rootCount = kept;
        } else if (value > 0 && best > NO_DISTANCE_BOUND) {
            // Wins without a distance: every move to one, the search to choose.
            int kept = 1;
            while (kept < rootCount && rootScores[rootOrder[kept]] > NO_DISTANCE_BOUND) {
                kept++;
            }
            rootCount = kept;
        }
        // A one-ply search then sees all there is to see: every move's value from the tables, with
        // its distance (or a draw).
        boolean known = true;
        for (int k = 0; k < rootCount; k++) {
            int code = rootCodes[rootOrder[k]];
            known &= code != TableValue.NOT_IN_TABLES && TableValue.hasDistance(code);
        }
        rootInTables = known;
        for (int i = 0; i < rootScores.length; i++) {
            rootScores[i] = -INFINITE;
        }
    }

    /** @return whether the position at {@code ply} has few enough pieces to be looked up in the tables */
    private boolean probes(int ply) {
        return tablePieces > 0
                && Long.bitCount(stack.pieces(ply, Color.WHITE) | stack.pieces(ply, Color.BLACK)) <= tablePieces
                // On a 12x12 board bits 64 and up hold the bottom rows: counted only when the low word
                // is within the tables, so that one-word boards read no second word.
                && (!wideBoard || Long.bitCount(stack.piecesHigh(ply, Color.WHITE) | stack.piecesHigh(ply, Color.BLACK))
                        + Long.bitCount(stack.pieces(ply, Color.WHITE) | stack.pieces(ply, Color.BLACK)) <= tablePieces);
    }

    /**
     * @param code a value of the tables, not {@link TableValue#NOT_IN_TABLES}
     * @return its score at {@code ply}: a draw's ({@link #drawScore}), a win or a loss by the plies to the end from the
     *     root, or without a distance by the evaluation of the position there
     */
    private int tableScore(int code, int ply) {
        if (code == TableValue.DRAW) {
            return drawScore(ply);
        }
        if (!TableValue.hasDistance(code)) {
            int evaluation = evaluator.evaluate(stack, ply);
            int forWinner = Math.max(-NO_DISTANCE_EVALUATION, Math.min(NO_DISTANCE_EVALUATION,
                    code > 0 ? evaluation : -evaluation));
            return code > 0 ? TABLE_WIN_NO_DISTANCE + forWinner : -(TABLE_WIN_NO_DISTANCE + forWinner);
        }
        int plies = TableValue.plies(code);
        if (plies == 0) {
            // The game is over here (a side without a move): an end the search would score as its own.
            return code > 0 ? MATE - ply : -(MATE - ply);
        }
        int end = ply + Math.min(plies, TABLE_PLIES);
        return code > 0 ? TABLE_WIN - end : -(TABLE_WIN - end);
    }

    /**
     * @return the score the tables give the position at {@code ply}, or {@link #NOT_OVER} when they
     *     do not hold it (or there are none)
     */
    private int probe(int ply) {
        if (!probes(ply)) {
            return NOT_OVER;
        }
        int code = tables.probe(stack, ply);
        if (code == TableValue.NOT_IN_TABLES) {
            return NOT_OVER;
        }
        tableHits++;
        return tableScore(code, ply);
    }

    /** Forgets the move-ordering statistics, so that a search does not depend on the ones before. */
    void resetStatistics() {
        java.util.Arrays.fill(history, 0);
        java.util.Arrays.fill(cutOdds, CUT_EVEN);
        java.util.Arrays.fill(killerLow, 0);
        java.util.Arrays.fill(killerHigh, 0);
    }

    /** Reports an iteration's result. */
    interface Listener {
        /**
         * @param depth the depth completed
         * @param score its score
         * @param searcher the searcher, to read the principal variation from
         */
        void iteration(int depth, int score, Searcher searcher);
    }

    /**
     * Deepens the search of the root set by {@link #setRoot} until {@code maxDepth}, the control
     * stops it, or {@code enough} says so after an iteration.
     *
     * @param maxDepth the deepest iteration
     * @param control what stops it
     * @param main whether this is the thread that keeps the clock and the node count
     * @param startDepth the first iteration's depth (helper threads start apart)
     * @param margin the root searches every move scoring within this of the best exactly (for
     *     playing levels that choose among near-best moves), 0 for the best alone
     * @param listener told of every complete iteration
     * @param enough asked after each iteration whether to stop, given the depth done
     */
    void iterate(int maxDepth, SearchControl control, boolean main, int startDepth, int margin, Listener listener,
            java.util.function.IntPredicate enough) {
        iterate(maxDepth, control, main, startDepth, margin, 1, listener, enough);
    }

    /**
     * Deepens the search as {@link #iterate(int, SearchControl, boolean, int, int, Listener,
     * java.util.function.IntPredicate)} does, searching {@code lines} lines at each depth: the best,
     * then the best of the moves left, and so on, each with an exact score and its own principal
     * variation ({@link #linesDone()}, {@link #lineScore}, {@link #linePvLength}).
     *
     * @param lines how many lines, at least 1
     */
    void iterate(int maxDepth, SearchControl control, boolean main, int startDepth, int margin, int lines,
            Listener listener, java.util.function.IntPredicate enough) {
        this.lines = Math.max(1, lines);
        this.linesDone = 0;
        if (this.lines > 1 && lineScores.length < this.lines - 1) {
            // Made once for the most lines asked, outside the nodes' path.
            lineScores = new int[this.lines - 1];
            linePvLow = new long[this.lines - 1][MAX_PLY + 2];
            linePvHigh = new long[this.lines - 1][MAX_PLY + 2];
            linePvLength = new int[this.lines - 1];
        }
        this.control = control;
        this.main = main;
        this.nodes = 0;
        this.tableHits = 0;
        this.aborted = false;
        this.bestIndex = rootCount > 0 ? rootOrder[0] : -1;
        this.bestScore = 0;
        this.completedDepth = 0;
        this.bestPvLength = 0;
        int previous = 0;
        for (int depth = startDepth; depth <= Math.min(maxDepth, MAX_PLY - 10); depth++) {
            int score = aspiration(depth, previous, margin);
            if (aborted) {
                break;
            }
            previous = score;
            completedDepth = depth;
            linesDone = 1 + otherLines(depth);
            sortLines(linesDone);
            listener.iteration(depth, score, this);
            if (enough.test(depth)) {
                break;
            }
        }
    }

    private int aspiration(int depth, int previous, int margin) {
        if (depth >= 4 && Math.abs(previous) < MATE_BOUND && margin == 0) {
            int delta = 12;
            int alpha = previous - delta;
            int beta = previous + delta;
            while (delta < 800) {
                int score = root(depth, alpha, beta, 0);
                if (aborted) {
                    return score;
                }
                if (score <= alpha) {
                    delta *= 2;
                    alpha = Math.max(-INFINITE, previous - delta);
                } else if (score >= beta) {
                    delta *= 2;
                    beta = Math.min(INFINITE, previous + delta);
                } else {
                    return score;
                }
            }
        }
        return root(depth, -INFINITE, INFINITE, margin);
    }

    /**
     * Searches lines 2 and up at {@code depth}, once the best line is done: each the best of the
     * root moves not yet in a line, searched with a full window, moved to its line's place in the
     * root order. A stop ends it between lines or within one, the lines completed kept.
     *
     * @return how many lines beyond the first were completed
     */
    private int otherLines(int depth) {
        int done = 0;
        for (int line = 1; line < Math.min(lines, rootCount); line++) {
            int score = root(depth, -INFINITE, INFINITE, 0, line);
            if (aborted) {
                break;
            }
            lineScores[line - 1] = score;
            linePvLength[line - 1] = pvLength[0];
            System.arraycopy(pvLow[0], 0, linePvLow[line - 1], 0, pvLength[0]);
            System.arraycopy(pvHigh[0], 0, linePvHigh[line - 1], 0, pvLength[0]);
            done++;
        }
        return done;
    }

    /**
     * Orders the lines of a depth by their scores, best first, ties as they were. Each line is an
     * exact search of its move, but searches differ (the table, the history): a later line may
     * score above an earlier one, and then it is the better move, the best line's included.
     */
    private void sortLines(int count) {
        for (int i = 1; i < count; i++) {
            for (int j = i; j > 0 && lineScore(j - 1) < lineScore(j); j--) {
                swapLines(j - 1, j);
            }
        }
    }

    /** Swaps lines {@code a} and {@code b > a}, their scores, principal variations and places in the root order. */
    private void swapLines(int a, int b) {
        int place = rootOrder[a];
        rootOrder[a] = rootOrder[b];
        rootOrder[b] = place;
        int slot = b - 1;
        if (a == 0) {
            int score = bestScore;
            bestScore = lineScores[slot];
            lineScores[slot] = score;
            bestIndex = rootOrder[0];
            int length = bestPvLength;
            long[] low = java.util.Arrays.copyOf(bestPvLow, length);
            long[] high = java.util.Arrays.copyOf(bestPvHigh, length);
            bestPvLength = linePvLength[slot];
            System.arraycopy(linePvLow[slot], 0, bestPvLow, 0, bestPvLength);
            System.arraycopy(linePvHigh[slot], 0, bestPvHigh, 0, bestPvLength);
            linePvLength[slot] = length;
            System.arraycopy(low, 0, linePvLow[slot], 0, length);
            System.arraycopy(high, 0, linePvHigh[slot], 0, length);
            return;
        }
        int other = a - 1;
        int score = lineScores[other];
        lineScores[other] = lineScores[slot];
        lineScores[slot] = score;
        int length = linePvLength[other];
        linePvLength[other] = linePvLength[slot];
        linePvLength[slot] = length;
        long[] low = linePvLow[other];
        linePvLow[other] = linePvLow[slot];
        linePvLow[slot] = low;
        long[] high = linePvHigh[other];
        linePvHigh[other] = linePvHigh[slot];
        linePvHigh[slot] = high;
    }

    /** Searches the root's moves; records the best move and its line when the search raised alpha or was the first. */
    private int root(int depth, int alpha, int beta, int margin) {
        return root(depth, alpha, beta, margin, 0);
    }

    /**
     * Searches the root's moves from place {@code from} of the root order on (the places before
     * hold the lines found already); the best is moved to place {@code from}. Only the first line
     * ({@code from} 0) is the search's best move.
     */
    private int root(int depth, int alpha, int beta, int margin, int from) {
        rootDepth = depth;
        threatLimit = 2 * depth + 12;
        int best = -INFINITE;
        int bestAt = -1;
        int originalAlpha = alpha;
        boolean capturing = rootCount > 0 && stack.captureCount(0, 0) > 0;
        for (int k = from; k < rootCount; k++) {
            int index = rootOrder[k];
            play(0, index, capturing);
            int score;
            if (k == from) {
                score = -child(1, depth - 1, -beta, -alpha, true);
            } else {
                int floor = margin > 0 ? Math.max(originalAlpha, best - margin - 1) : alpha;
                score = -child(1, depth - 1, -floor - 1, -floor, false);
                if (!aborted && score > floor && score < beta) {
                    score = -child(1, depth - 1, -beta, -floor, true);
                }
            }
            if (aborted) {
                if (from == 0 && bestAt >= 0 && best > bestScore && completedDepth > 0) {
                    // A better move found before the stop is worth playing.
                    takeBest(bestAt, best);
                }
                return best;
            }
            rootScores[index] = score;
            if (score > best) {
                best = score;
                bestAt = k;
                updatePv(0, index);
                if (score > alpha) {
                    alpha = score;
                    if (score >= beta) {
                        break;
                    }
                }
            }
        }
        // An exact score, or a move that beat the window's top, replaces the last iteration's choice;
        // after a fail low the window is widened and the root searched again.
        if (from == 0 && (best > originalAlpha || completedDepth == 0 && bestPvLength == 0)) {
            takeBest(bestAt, best);
        }
        // The best first, the others by their scores, ties in the order they had.
        if (bestAt > from) {
            int moved = rootOrder[bestAt];
            System.arraycopy(rootOrder, from, rootOrder, from + 1, bestAt - from);
            rootOrder[from] = moved;
        }
        sortRootTail(from + 1);
        return best;
    }

    private void takeBest(int at, int score) {
        if (at < 0) {
            return;
        }
        bestIndex = rootOrder[at];
        bestScore = score;
        bestPvLength = pvLength[0];
        System.arraycopy(pvLow[0], 0, bestPvLow, 0, bestPvLength);
        System.arraycopy(pvHigh[0], 0, bestPvHigh, 0, bestPvLength);
    }

    /** Insertion sort of the root moves from place {@code first} on by their last scores, stable. */
    private void sortRootTail(int first) {
        for (int i = first + 1; i < rootCount; i++) {
            int moved = rootOrder[i];
            int score = rootScores[moved];
            int j = i - 1;
            while (j >= first && rootScores[rootOrder[j]] < score) {
                rootOrder[j + 1] = rootOrder[j];
                j--;
            }
            rootOrder[j + 1] = moved;
        }
    }

    /**
     * Plays move {@code index} of {@code ply} into the next ply and follows the draw counts there.
     * The caller says whether it captures: a position's moves all capture or none do, which the
     * node knows once rather than a move at a time.
     */
    private void play(int ply, int index, boolean capture) {
        boolean irreversible = capture || !stack.movesKing(ply, index);
        boolean materialChanged = capture || stack.isPromotion(ply, index);
        stack.play(ply, index);
        draws.played(ply, irreversible, materialChanged);
        countNode();
    }

    /** The score of the position at {@code ply}, just played into: a draw, or a search. */
    private int child(int ply, int depth, int alpha, int beta, boolean pvNode) {
        if (draws.isDraw(ply)) {
            int end = gameEnd(ply);
            pvLength[ply] = ply;
            return end != NOT_OVER ? end : drawScore(ply);
        }
        return depth <= 0 ? quiesce(ply, alpha, beta, 0) : search(ply, depth, alpha, beta, pvNode, true);
    }

    private static final int NOT_OVER = Integer.MIN_VALUE;

    /** @return a draw's score for the side to move at {@code ply}: the root's side at even plies */
    private int drawScore(int ply) {
        return (ply & 1) == 0 ? -contempt : contempt;
    }

    /** @return the score of a game over at {@code ply} by the goal, or {@link #NOT_OVER} */
    private int gameEnd(int ply) {
        if (firstKingWins && (stack.kings(ply) | stack.kingsHigh(ply)) != 0) {
            return kingEnd(ply);
        }
        return stack.count(ply) == 0 ? noMoveScore(ply) : NOT_OVER;
    }

    /** Where the first king wins and a king is on the board: the game is over. */
    private int kingEnd(int ply) {
        return stack.result(ply) > 0 ? MATE - ply : -(MATE - ply);
    }

    private int noMoveScore(int ply) {
        return cannotMoveWins ? MATE - ply : -(MATE - ply);
    }

    /**
     * Counts the position a move was just played into as a node, as Scan and Stockfish count them:
     * searching a position again (after a reduction or a null window failed, a quiet leaf's threat
     * search, a reduced search that would prune) is not another node, so that nodes a second compare
     * with theirs. Every {@link #POLL_INTERVAL} nodes the main thread reads the clock; a node limit
     * stops the search at exactly that count.
     */
    private void countNode() {
        nodes++;
        if ((nodes & (POLL_INTERVAL - 1)) == 0) {
            if (main ? control.pollClock() : control.isStopped()) {
                aborted = true;
            }
        }
        if (main && nodes >= control.nodeLimit()) {
            aborted = true;
            control.stop();
        }
    }

    private int search(int ply, int depth, int alpha, int beta, boolean pvNode, boolean mayPrune) {
        pvLength[ply] = ply;
        if (aborted) {
            return 0;
        }
        if (ply >= MAX_PLY - 2) {
            return evaluator.evaluate(stack, ply);
        }
        if (firstKingWins && (stack.kings(ply) | stack.kingsHigh(ply)) != 0) {
            return kingEnd(ply);
        }
        // The tables hold positions with a capture too (solved when they were built, by playing the
        // captures): every position of few enough pieces is looked up, none searched on.
        int known = probe(ply);
        if (known != NOT_OVER) {
            return known;
        }
        // No line from here ends sooner than the next ply.
        alpha = Math.max(alpha, -(MATE - ply));
        beta = Math.min(beta, MATE - ply - 1);
        if (alpha >= beta) {
            return alpha;
        }
        long key = stack.hash(ply);
        long entry = table.probe(key);
        int tableMove = TranspositionTable.NO_MOVE;
        if (entry != 0) {
            tableMove = TranspositionTable.moveOf(entry);
            if (!pvNode && TranspositionTable.depthOf(entry) >= depth) {
                int score = fromTable(TranspositionTable.scoreOf(entry), ply);
                int bound = TranspositionTable.boundOf(entry);
                if (bound == TranspositionTable.EXACT || bound == TranspositionTable.LOWER && score >= beta
                        || bound == TranspositionTable.UPPER && score <= alpha) {
                    return score;
                }
            }
        }
        int n = stack.generate(ply);
        if (n == 0) {
            return noMoveScore(ply);
        }
        if (iirDepth > 0 && depth >= iirDepth && tableMove == TranspositionTable.NO_MOVE) {
            depth--;
        }
        boolean capturing = stack.captureCount(ply, 0) > 0;
        if (probCut && mayPrune && !pvNode && depth >= 3 && Math.abs(beta) < TABLE_BOUND) {
            int margin = probCutMargin * depth;
            int raised = beta + margin;
            int score = search(ply, depth * probCutDepthPercent / 100, raised - 1, raised, false, false);
            if (aborted) {
                return 0;
            }
            if (score >= raised) {
                return score - margin;
            }
            // The reduced search listed the moves of this same position at this ply, in the same
            // order, over the list this node made: it is this node's list still.
        }
        int[] order = order(ply, n, tableMove, capturing);
        int extension = n == 1 && ply < 2 * rootDepth ? 1 : 0;
        boolean singularMove = extension == 0 && ply < 2 * rootDepth && tableMove < n
                && (singular && depth >= singularDepth
                                && isSingular(ply, n, order, entry, tableMove, capturing, depth - 3, depth / 2,
                                        singularMargin * depth)
                        // Scan 3.1's test at a principal variation node.
                        || pvSingular && pvNode && depth >= PV_SINGULAR_DEPTH
                                && isSingular(ply, n, order, entry, tableMove, capturing, depth - PV_SINGULAR_REDUCTION,
                                        depth - PV_SINGULAR_REDUCTION, PV_SINGULAR_MARGIN));
        if (aborted) {
            return 0;
        }
        int best = -INFINITE;
        int bestMove = -1;
        int bestPlace = -1;
        int originalAlpha = alpha;
        int side = stack.whiteToMove(ply) ? 0 : 1;
        for (int k = 0; k < n; k++) {
            if (k == 1 && depth >= 2 && prefetches) {
                // The first move did not cut, so the others will be searched, not only evaluated:
                // each will look its entry up, most in a part of the table no cache holds. Reading
                // them all now has the memory fetch them side by side rather than one after
                // another (7.1 to 7.6 million nodes a second when every node of depth 2 or more read
                // all its children's before its first move). Waiting for the first move's search
                // spares a node that cuts there the wait for the rest: 10 rounds of 13 faster, by
                // 2.6 % at the median (material only, one thread, four searches).
                for (int j = 1; j < n; j++) {
                    table.prefetch(stack.hashAfter(ply, order[j]));
                }
            }
            int index = k == 0 ? order[0] : pick(ply, order, k, n);
            boolean quiet = !capturing && !stack.isPromotion(ply, index);
            play(ply, index, capturing);
            int newDepth = depth - 1 + (singularMove && index == tableMove ? 1 : extension);
            int score;
            if (k == 0) {
                score = -child(ply + 1, newDepth, -beta, -alpha, pvNode);
            } else {
                int reduction = 0;
                if (reductions && quiet && depth >= reductionDepth && k >= (pvNode ? 3 : 1) && index != tableMove
                        && moveScores[ply][k] < KILLER_SCORE - 1) {
                    reduction = !pvNode && k >= 4 ? 2 : 1;
                    if (deepReduction > 0 && !pvNode && depth >= 6 && k >= deepReduction) {
                        reduction++;
                    }
                    if (historyReduction && !pvNode && moveScores[ply][k] < 0) {
                        reduction++;
                    }
                }
                score = -child(ply + 1, newDepth - reduction, -alpha - 1, -alpha, false);
                if (!aborted && score > alpha && reduction > 0) {
                    score = -child(ply + 1, newDepth, -alpha - 1, -alpha, false);
                }
                if (!aborted && score > alpha && score < beta && pvNode) {
                    score = -child(ply + 1, newDepth, -beta, -alpha, true);
                }
            }
            if (aborted) {
                return 0;
            }
            if (score > best) {
                best = score;
                bestMove = index;
                bestPlace = k;
                if (score > alpha) {
                    alpha = score;
                    if (pvNode) {
                        updatePv(ply, index);
                    }
                    if (score >= beta) {
                        if (quiet && !cutProbability) {
                            rewardQuiet(ply, side, depth, order, k, index);
                        }
                        break;
                    }
                }
            }
        }
        if (cutProbability && !capturing && best > originalAlpha && n > 1) {
            updateCutOdds(ply, side, order, bestPlace);
        }
        int bound = best >= beta ? TranspositionTable.LOWER
                : best > originalAlpha ? TranspositionTable.EXACT : TranspositionTable.UPPER;
        table.store(key, toTable(best, ply), depth, bound,
                bound == TranspositionTable.UPPER || bestMove > TranspositionTable.NO_MOVE - 1 ? TranspositionTable.NO_MOVE
                        : bestMove);
        return best;
    }

    /**
     * Whether the table's move {@code tableMove} is singular: its entry a lower bound or exact from
     * at least {@code entryDepth}, and every other move, searched to {@code searchDepth} with a null
     * window, below the entry's score less {@code margin}. The moves are picked in order, so the main
     * loop's picks that follow find them in place.
     */
    private boolean isSingular(int ply, int n, int[] order, long entry, int tableMove, boolean capturing,
            int entryDepth, int searchDepth, int margin) {
        if (TranspositionTable.boundOf(entry) == TranspositionTable.UPPER || TranspositionTable.depthOf(entry) < entryDepth) {
            return false;
        }
        int tableScore = fromTable(TranspositionTable.scoreOf(entry), ply);
        if (Math.abs(tableScore) >= TABLE_BOUND) {
            return false;
        }
        int singularBeta = tableScore - margin;
        for (int k = 0; k < n; k++) {
            int index = pick(ply, order, k, n);
            if (index == tableMove) {
                continue;
            }
            play(ply, index, capturing);
            int score = -child(ply + 1, searchDepth - 1, -singularBeta, -singularBeta + 1, false);
            if (aborted || score >= singularBeta) {
                return false;
            }
        }
        return true;
    }

    private static final int TABLE_SCORE = 1 << 30;
    private static final int KILLER_SCORE = 1 << 29;
    private static final int PROMOTION_SCORE = 1 << 28;

    /**
     * Scores the moves of {@code ply} for ordering and returns the array of their indices, the best
     * already at place 0 as {@link #pick} would bring it there; their scores are in {@code
     * moveScores[ply]} at the same places, which {@link #pick} keeps together. Finding the best while
     * scoring saves the first pick's pass over the moves: most nodes search no move but the first.
     */
    int[] order(int ply, int n, int tableMove, boolean capturing) {
        if (moveScores[ply].length < n) {
            moveScores[ply] = new int[2 * n];
            moveOrder[ply] = new int[2 * n];
        }
        int[] scores = moveScores[ply];
        int[] order = moveOrder[ply];
        int side = stack.whiteToMove(ply) ? 0 : 1;
        long k1Low = killerLow[2 * ply];
        long k1High = killerHigh[2 * ply];
        long k2Low = killerLow[2 * ply + 1];
        long k2High = killerHigh[2 * ply + 1];
        long best = Long.MIN_VALUE;
        for (int i = 0; i < n; i++) {
            order[i] = i;
            int score;
            if (i == tableMove) {
                score = TABLE_SCORE;
            } else if (cutProbability && !capturing) {
                score = cutOdds[historyIndex(side, stack.origin(ply, i), stack.destination(ply, i))];
            } else if (capturing) {
                score = stack.captureCount(ply, i) * 64 + (stack.isPromotion(ply, i) ? 32 : 0);
            } else {
                long low = stack.move(ply, i);
                long high = stack.moveHigh(ply, i);
                if (low == k1Low && high == k1High) {
                    score = KILLER_SCORE;
                } else if (low == k2Low && high == k2High) {
                    score = KILLER_SCORE - 1;
                } else if (stack.isPromotion(ply, i)) {
                    score = PROMOTION_SCORE;
                } else {
                    score = history[historyIndex(side, stack.origin(ply, i), stack.destination(ply, i))];
                }
            }
            scores[i] = score;
            best = Math.max(best, (long) score << PLACE_BITS | PLACE_MASK - i);
        }
        swap(order, scores, 0, PLACE_MASK - (int) (best & PLACE_MASK));
        return order;
    }

    private int historyIndex(int side, int from, int to) {
        return (side * bits + from) * bits + to;
    }

    /**
     * Brings the best of the moves {@code k..n-1} to place {@code k} and returns its index, the first
     * of equal scores. A move's score stays beside it, at its place in the order, so that the scan
     * reads one array; each place is read as its score and its place packed in one long, the score
     * high and the place reversed low, so that the scan is a running maximum without a branch (the
     * scores of a quiet position's moves are history counts, whose comparisons a branch mispredicts).
     */
    int pick(int ply, int[] order, int k, int n) {
        int[] scores = moveScores[ply];
        long best = Long.MIN_VALUE;
        for (int j = k; j < n; j++) {
            best = Math.max(best, (long) scores[j] << PLACE_BITS | PLACE_MASK - j);
        }
        swap(order, scores, k, PLACE_MASK - (int) (best & PLACE_MASK));
        return order[k];
    }

    /** Swaps places {@code a} and {@code b} of a ply's order and scores. */
    private static void swap(int[] order, int[] scores, int a, int b) {
        int index = order[b];
        order[b] = order[a];
        order[a] = index;
        int score = scores[b];
        scores[b] = scores[a];
        scores[a] = score;
    }

    /** @return the ordering score of the move at place {@code place} of the order {@link #order} made at {@code ply} */
    int moveScore(int ply, int place) {
        return moveScores[ply][place];
    }

    /** The bits of a place in {@link #pick}'s packed longs: more than any position's moves. */
    private static final int PLACE_BITS = 16;
    private static final int PLACE_MASK = (1 << PLACE_BITS) - 1;

    /** The best quiet move, at place {@code bestPlace} of the order, more likely; those tried before it less. */
    private void updateCutOdds(int ply, int side, int[] order, int bestPlace) {
        int at = historyIndex(side, stack.origin(ply, order[bestPlace]), stack.destination(ply, order[bestPlace]));
        cutOdds[at] += (CUT_CERTAIN - cutOdds[at]) >> CUT_RATE;
        for (int j = 0; j < bestPlace; j++) {
            int t = historyIndex(side, stack.origin(ply, order[j]), stack.destination(ply, order[j]));
            cutOdds[t] -= cutOdds[t] >> CUT_RATE;
        }
    }

    /** The history counts of a cut: the move's towards {@link #GRAVITY_BOUND}, those tried before it towards its negative. */
    private void rewardWithGravity(int ply, int side, int[] order, int k, int at, int bonus) {
        history[at] += bonus - (int) ((long) history[at] * bonus / GRAVITY_BOUND);
        for (int j = 0; j < k; j++) {
            int tried = order[j];
            if (!stack.isPromotion(ply, tried)) {
                int t = historyIndex(side, stack.origin(ply, tried), stack.destination(ply, tried));
                history[t] += -bonus - (int) ((long) history[t] * bonus / GRAVITY_BOUND);
            }
        }
    }

    private static final int GRAVITY_BOUND = 16384;

    /** A quiet move that cut: a killer, and a history bonus taken from the quiet moves tried before it. */
    private void rewardQuiet(int ply, int side, int depth, int[] order, int k, int index) {
        long low = stack.move(ply, index);
        long high = stack.moveHigh(ply, index);
        if (low != killerLow[2 * ply] || high != killerHigh[2 * ply]) {
            killerLow[2 * ply + 1] = killerLow[2 * ply];
            killerHigh[2 * ply + 1] = killerHigh[2 * ply];
            killerLow[2 * ply] = low;
            killerHigh[2 * ply] = high;
        }
        int bonus = depth * depth;
        int at = historyIndex(side, stack.origin(ply, index), stack.destination(ply, index));
        if (historyGravity) {
            rewardWithGravity(ply, side, order, k, at, Math.min(bonus, 1024));
            return;
        }
        history[at] += bonus;
        if (history[at] > HISTORY_LIMIT) {
            for (int i = 0; i < history.length; i++) {
                history[i] /= 2;
            }
        }
        for (int j = 0; j < k; j++) {
            int tried = order[j];
            if (!stack.isPromotion(ply, tried)) {
                int t = historyIndex(side, stack.origin(ply, tried), stack.destination(ply, tried));
                history[t] = Math.max(-HISTORY_LIMIT, history[t] - bonus);
            }
        }
    }

    /**
     * The search of a position after which no capture is pending for either side: captures (which
     * are compulsory) are searched to the end, a position the other side threatens to capture in is
     * given a one-ply search, and a quiet one is evaluated.
     */
    private int quiesce(int ply, int alpha, int beta, int qply) {
        pvLength[ply] = ply;
        if (aborted) {
            return 0;
        }
        if (ply >= MAX_PLY - 2) {
            return evaluator.evaluate(stack, ply);
        }
        if (firstKingWins && (stack.kings(ply) | stack.kingsHigh(ply)) != 0) {
            return kingEnd(ply);
        }
        int known = probe(ply);
        if (known != NOT_OVER) {
            return known;
        }
        if (stack.hasCapture(ply)) {
            int n = stack.generate(ply);
            // Most captures are the only one: nothing to order.
            int[] order = n > 1 ? order(ply, n, TranspositionTable.NO_MOVE, true) : null;
            int best = -INFINITE;
            for (int k = 0; k < n; k++) {
                int index = k == 0 ? (n > 1 ? order[0] : 0) : pick(ply, order, k, n);
                play(ply, index, true);
                int score;
                if (draws.isDraw(ply + 1)) {
                    int end = gameEnd(ply + 1);
                    pvLength[ply + 1] = ply + 1;
                    score = end != NOT_OVER ? -end : -drawScore(ply + 1);
                } else {
                    score = -quiesce(ply + 1, -beta, -Math.max(alpha, best), qply + 1);
                }
                if (aborted) {
                    return 0;
                }
                if (score > best) {
                    best = score;
                    if (score > alpha) {
                        updatePv(ply, index);
                    }
                    if (score >= beta) {
                        break;
                    }
                }
            }
            return best;
        }
        if (!stack.hasQuietMove(ply)) {
            return noMoveScore(ply);
        }
        if (threats && qply == 0 && ply < threatLimit && stack.opponentCanCapture(ply)) {
            return search(ply, 1, alpha, beta, false, false);
        }
        if (firstKingWins) {
            int n = stack.generate(ply);
            for (int i = 0; i < n; i++) {
                if (stack.isPromotion(ply, i)) {
                    return MATE - ply - 1;
                }
            }
        }
        int standPat = evaluator.evaluate(stack, ply, alpha, beta, lazyMargin, lazyMaterialMargin);
        if (!sacrifices || qply > 0 || standPat >= beta || (stack.kings(ply) | stack.kingsHigh(ply)) != 0) {
            return standPat;
        }
        return sacrifices(ply, Math.max(alpha, standPat), beta, standPat, qply);
    }

    /**
     * The moves of a quiet position that give the other side a capture (a shot starts with one):
     * searched on, the position's own evaluation the floor.
     */
    private int sacrifices(int ply, int alpha, int beta, int standPat, int qply) {
        int n = stack.generate(ply);
        int best = standPat;
        for (int i = 0; i < n; i++) {
            play(ply, i, false);
            if (!stack.hasCapture(ply + 1)) {
                continue;
            }
            int score = -quiesce(ply + 1, -beta, -alpha, qply + 1);
            if (aborted) {
                return 0;
            }
            if (score > best) {
                best = score;
                if (score > alpha) {
                    alpha = score;
                    updatePv(ply, i);
                    if (score >= beta) {
                        break;
                    }
                }
            }
        }
        return best;
    }

    private void updatePv(int ply, int index) {
        long[] low = pvLow[ply];
        long[] high = pvHigh[ply];
        low[ply] = stack.move(ply, index);
        high[ply] = stack.moveHigh(ply, index);
        int childLength = pvLength[ply + 1];
        for (int i = ply + 1; i < childLength; i++) {
            low[i] = pvLow[ply + 1][i];
            high[i] = pvHigh[ply + 1][i];
        }
        pvLength[ply] = Math.max(ply + 1, childLength);
    }

    /** Game ends, the search's and the endgame tables', are kept in the table by their distance from the node. */
    private static int toTable(int score, int ply) {
        return score > TABLE_BOUND ? score + ply : score < -TABLE_BOUND ? score - ply : score;
    }

    private static int fromTable(int score, int ply) {
        return score > TABLE_BOUND ? score - ply : score < -TABLE_BOUND ? score + ply : score;
    }

    /** @return the nodes searched by the last {@link #iterate} */
    long nodes() {
        return nodes;
    }

    /** @return the positions the last {@link #iterate} found in the endgame tables */
    long tableHits() {
        return tableHits;
    }

    /** @return whether the root set by {@link #setRoot} is in the tables, its moves those that keep its value */
    boolean rootInTables() {
        return rootInTables;
    }

    /** @return whether the last {@link #iterate} was stopped before its depth */
    boolean aborted() {
        return aborted;
    }

    /** @return the index, in the root's list, of the best move found, -1 before any */
    int bestIndex() {
        return bestIndex;
    }

    /** @return its score */
    int bestScore() {
        return bestScore;
    }

    /** @return the deepest iteration completed */
    int completedDepth() {
        return completedDepth;
    }

    /** @return the principal variation's length */
    int pvLength() {
        return bestPvLength;
    }

    /** @return the encoding of the principal variation's move at {@code i} */
    long pvLow(int i) {
        return bestPvLow[i];
    }

    /** @return the second word of the principal variation's move at {@code i} */
    long pvHigh(int i) {
        return bestPvHigh[i];
    }

    /** @return how many lines the last depth completed, at most the lines asked and the root's moves; 0 before any */
    int linesDone() {
        return linesDone;
    }

    /**
     * @param line a line from 0 (the best, {@link #bestScore()}) to {@link #linesDone()} - 1
     * @return its score
     */
    int lineScore(int line) {
        return line == 0 ? bestScore : lineScores[line - 1];
    }

    /**
     * @param line a line from 0 to {@link #linesDone()} - 1
     * @return the length of its principal variation
     */
    int linePvLength(int line) {
        return line == 0 ? bestPvLength : linePvLength[line - 1];
    }

    /** @return the encoding of line {@code line}'s move at {@code i} */
    long linePvLow(int line, int i) {
        return line == 0 ? bestPvLow[i] : linePvLow[line - 1][i];
    }

    /** @return the second word of line {@code line}'s move at {@code i} */
    long linePvHigh(int line, int i) {
        return line == 0 ? bestPvHigh[i] : linePvHigh[line - 1][i];
    }

    /** @return the number of root moves searched: all, or at a root in the tables those that keep its value */
    int rootCount() {
        return rootCount;
    }

    /**
     * @param k a place from 0 to {@link #rootCount()} - 1
     * @return the index, in the root's list, of the root move searched at that place
     */
    int rootMove(int k) {
        return rootOrder[k];
    }

    /**
     * @param index a root move's index in the root's list
     * @return its score in the last iteration that searched it (exact within the margin of the
     *     best when {@link #iterate} was given one, else a bound)
     */
    int rootScore(int index) {
        return rootScores[index];
    }
}
