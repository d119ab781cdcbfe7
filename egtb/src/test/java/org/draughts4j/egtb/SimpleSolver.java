package org.draughts4j.egtb;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.draughts4j.core.Color;
import org.draughts4j.core.Geometry;
import org.draughts4j.core.Goal;
import org.draughts4j.core.Move;
import org.draughts4j.core.Piece;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;

/**
 * A deliberately simple solver to check the tables against: every position of a few pieces made
 * square by square through the public API, its moves from {@link Position#legalMoves()}, and the
 * values found by sweeping all positions once per distance (a position is a win in k when a move
 * reaches a loss in k - 1, a loss in k when every move reaches a win and the longest is in k - 1),
 * the rest drawn. No index, no flip, no retrograde step, nothing of the builder's.
 *
 * <p>Where the variant limits the quiet moves in a row of one king (Frisian), every position is
 * enumerated with every count its sides may have, written in its FEN ({@code :+<b>+<w>}), and the
 * moves and their counts are the core's. Only the count of a side without men is dropped (the rule
 * leaves such a side free, VARIANTS.md), so that the positions stay few enough.
 */
final class SimpleSolver {
    static final int UNKNOWN = Integer.MIN_VALUE + 1;

    private final Variant variant;
    private final Map<Position, Integer> ids = new HashMap<>();
    private final List<Position> positions = new ArrayList<>();
    private final List<int[]> children = new ArrayList<>();
    /** The positions enumerated at the start: both sides have a piece, at most the pieces asked. */
    private final List<Position> enumerated = new ArrayList<>();
    private int[] values;

    private SimpleSolver(Variant variant) {
        this.variant = variant;
    }

    /** @return the values of every position of 2 to {@code pieces} pieces with a piece a side */
    static SimpleSolver solve(Variant variant, int pieces) {
        SimpleSolver solver = new SimpleSolver(variant);
        solver.enumerate(pieces);
        solver.expand();
        solver.iterate();
        return solver;
    }

    List<Position> positions() {
        return enumerated;
    }

    /** @return the value of an enumerated position, as a {@link TableValue} code */
    int value(Position position) {
        return values[ids.get(canonical(position))];
    }

    private void enumerate(int pieces) {
        Geometry geometry = variant.geometry();
        boolean kings = variant.traits().goal() != Goal.FIRST_KING_WINS;
        place(geometry, 1, pieces, new TreeMap<>(), kings);
    }

    private void place(Geometry geometry, int square, int left, TreeMap<Integer, Piece> pieces, boolean kings) {
        if (square > geometry.squareCount()) {
            boolean white = pieces.values().stream().anyMatch(p -> p.color() == Color.WHITE);
            boolean black = pieces.values().stream().anyMatch(p -> p.color() == Color.BLACK);
            if (white && black) {
                for (Color side : Color.values()) {
                    for (Position p : withCounts(Position.of(variant, side, pieces))) {
                        enumerated.add(p);
                        id(p);
                    }
                }
            }
            return;
        }
        place(geometry, square + 1, left, pieces, kings);
        if (left == 0) {
            return;
        }
        for (Color color : Color.values()) {
            for (boolean king : new boolean[] {false, true}) {
                if ((king && !kings) || (!king && geometry.isPromotionSquare(square, color))) {
                    continue;
                }
                pieces.put(square, Piece.of(color, king));
                place(geometry, square + 1, left - 1, pieces, kings);
                pieces.remove(square);
            }
        }
    }

    /** @return the position with every count of moves of one king its sides may have (itself where none) */
    private List<Position> withCounts(Position p) {
        int limit = variant.traits().kingMoveLimit();
        if (limit == 0) {
            return List.of(p);
        }
        List<String> black = counts(p, Color.BLACK, limit);
        List<String> white = counts(p, Color.WHITE, limit);
        if (black.size() == 1 && white.size() == 1) {
            return List.of(p);
        }
        String fen = withoutCounts(p.toFen());
        List<Position> all = new ArrayList<>();
        for (String b : black) {
            for (String w : white) {
                all.add(Position.fromFen(variant, fen + ":+" + b + "+" + w));
            }
        }
        return all;
    }

    /** @return the counts a side may have, as the FEN writes them: 0, and 1 to limit with each king */
    private List<String> counts(Position p, Color side, int limit) {
        List<String> counts = new ArrayList<>(List.of("0"));
        if (p.count(side) == p.kingCount(side)) {
            return counts;
        }
        for (int square = 1; square <= variant.geometry().squareCount(); square++) {
            Piece piece = p.pieceAt(square);
            if (piece != null && piece.color() == side && piece.isKing()) {
                for (int c = 1; c <= limit; c++) {
                    counts.add(c + Integer.toString(square));
                }
            }
        }
        return counts;
    }

    private static String withoutCounts(String fen) {
        int at = fen.indexOf(":+");
        return at < 0 ? fen : fen.substring(0, at);
    }

    /** @return the position, the count of a side without men dropped (it bars nothing) */
    private Position canonical(Position p) {
        if (variant.traits().kingMoveLimit() == 0) {
            return p;
        }
        boolean dropWhite = p.kingMoveCount(Color.WHITE) > 0 && p.count(Color.WHITE) == p.kingCount(Color.WHITE);
        boolean dropBlack = p.kingMoveCount(Color.BLACK) > 0 && p.count(Color.BLACK) == p.kingCount(Color.BLACK);
        if (!dropWhite && !dropBlack) {
            return p;
        }
        String b = dropBlack || p.kingMoveCount(Color.BLACK) == 0 ? "0"
                : p.kingMoveCount(Color.BLACK) + Integer.toString(p.kingMoveSquare(Color.BLACK));
        String w = dropWhite || p.kingMoveCount(Color.WHITE) == 0 ? "0"
                : p.kingMoveCount(Color.WHITE) + Integer.toString(p.kingMoveSquare(Color.WHITE));
        return Position.fromFen(variant, withoutCounts(p.toFen()) + ":+" + b + "+" + w);
    }

    private int id(Position position) {
        Position p = canonical(position);
        Integer id = ids.get(p);
        if (id == null) {
            id = positions.size();
            ids.put(p, id);
            positions.add(p);
        }
        return id;
    }

    private void expand() {
        for (int i = 0; i < positions.size(); i++) {
            Position p = positions.get(i);
            List<Move> moves = p.legalMoves();
            int[] ids = new int[moves.size()];
            for (int m = 0; m < ids.length; m++) {
                ids[m] = id(p.play(moves.get(m)));
            }
            children.add(ids);
        }
    }

    private void iterate() {
        int n = positions.size();
        values = new int[n];
        Arrays.fill(values, UNKNOWN);
        Goal goal = variant.traits().goal();
        for (int i = 0; i < n; i++) {
            if (children.get(i).length == 0) {
                values[i] = terminal(positions.get(i), goal);
            }
        }
        int longest = 0;
        for (int k = 1; k <= longest + 1; k++) {
            List<int[]> found = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                if (values[i] != UNKNOWN) {
                    continue;
                }
                boolean winNow = false;
                boolean allWins = true;
                int longestWin = -1;
                for (int c : children.get(i)) {
                    int v = values[c];
                    if (v == UNKNOWN || v == 0) {
                        allWins = false;
                    } else if (v < 0) {
                        allWins = false;
                        if (-v - 1 == k - 1) {
                            winNow = true;
                        }
                    } else {
                        longestWin = Math.max(longestWin, v - 1);
                    }
                }
                if (winNow) {
                    found.add(new int[] {i, k + 1});
                } else if (allWins && longestWin == k - 1) {
                    found.add(new int[] {i, -k - 1});
                }
            }
            for (int[] f : found) {
                values[f[0]] = f[1];
            }
            if (!found.isEmpty()) {
                longest = k;
            }
        }
        for (int i = 0; i < n; i++) {
            if (values[i] == UNKNOWN) {
                values[i] = 0;
            }
        }
    }

    /** The value of a position without a legal move, from the goal as the rules state it. */
    private static int terminal(Position p, Goal goal) {
        switch (goal) {
            case CANNOT_MOVE_WINS:
                return 1;
            case FIRST_KING_WINS:
                // A king on the board: the game ended when it was crowned, won by the side that has it.
                boolean ownKing = p.kingCount(p.sideToMove()) > 0;
                return ownKing ? 1 : -1;
            default:
                return -1;
        }
    }
}
