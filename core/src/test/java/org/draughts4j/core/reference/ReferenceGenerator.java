package org.draughts4j.core.reference;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.draughts4j.core.CapturePrecedence;
import org.draughts4j.core.PromotionInCapture;
import org.draughts4j.core.Traits;

/**
 * A deliberately simple move generator written from RULES.md alone: an array board, plain
 * recursion, no bitboards and nothing from the core's engine. It is slow on purpose and exists to
 * be checked against the fast generator.
 *
 * <p>Rules implemented (RULES.md, "Movement and capture"): capturing is compulsory and a chain is
 * followed to its end; captured pieces stay on the board until the move ends (they block and are
 * never jumped twice, while empty squares, the origin included, may be crossed again); a flying
 * king may land on any empty square beyond the piece it takes, but must pick one from which the
 * capture goes on when there is such a square; the promotion-in-capture and capture-precedence
 * traits as in {@link Traits}.
 */
public final class ReferenceGenerator {

    private static final int[][] DIRECTIONS = {{-1, -1}, {-1, 1}, {1, -1}, {1, 1}};

    private final ReferenceBoard board;
    private final Traits traits;
    private final int size;
    private final boolean white;
    private final boolean[][] taken;
    private final List<ReferenceMove> found = new ArrayList<>();

    private ReferenceGenerator(ReferenceBoard board) {
        this.board = board.copy();
        this.traits = board.rules.traits();
        this.size = board.size;
        this.white = board.whiteToMove;
        this.taken = new boolean[size][size];
    }

    /**
     * @return every legal capture path or quiet move of the side to move, each path once (a path
     *     is its origin, its captured squares in order, its destination and its promotion)
     */
    public static List<ReferenceMove> paths(ReferenceBoard board) {
        return new ReferenceGenerator(board).generate();
    }

    /** @return one path for each legal move (moves identified by captured SET), in a stable order */
    public static List<ReferenceMove> moves(ReferenceBoard board) {
        Map<String, ReferenceMove> byKey = new LinkedHashMap<>();
        for (ReferenceMove move : paths(board)) {
            byKey.putIfAbsent(move.moveKey(), move);
        }
        return new ArrayList<>(byKey.values());
    }

    /** @return the set of legal moves as canonical strings, sorted */
    public static TreeSet<String> moveKeys(ReferenceBoard board) {
        TreeSet<String> keys = new TreeSet<>();
        for (ReferenceMove move : paths(board)) {
            keys.add(move.moveKey());
        }
        return keys;
    }

    /** @return the multiset of legal capture paths as canonical strings, sorted */
    public static List<String> pathKeys(ReferenceBoard board) {
        List<String> keys = new ArrayList<>();
        for (ReferenceMove move : paths(board)) {
            keys.add(move.pathKey());
        }
        Collections.sort(keys);
        return keys;
    }

    // ------------------------------------------------------------------------------------------

    private boolean own(char cell) {
        return white ? cell == 'w' || cell == 'W' : cell == 'b' || cell == 'B';
    }

    private boolean opponent(char cell) {
        return white ? cell == 'b' || cell == 'B' : cell == 'w' || cell == 'W';
    }

    private boolean onBoard(int r, int c) {
        return r >= 0 && r < size && c >= 0 && c < size;
    }

    private boolean empty(int r, int c) {
        return onBoard(r, c) && board.cells[r][c] == ReferenceBoard.EMPTY;
    }

    private int crowningRow() {
        return white ? 0 : size - 1;
    }

    private int forward() {
        return white ? -1 : 1;
    }

    private int square(int r, int c) {
        return board.geometry.squareAt(r, c);
    }

    private List<ReferenceMove> generate() {
        for (int r = 0; r < size; r++) {
            for (int c = 0; c < size; c++) {
                char cell = board.cells[r][c];
                if (own(cell)) {
                    boolean king = Character.isUpperCase(cell);
                    board.cells[r][c] = ReferenceBoard.EMPTY; // the mover leaves its origin
                    List<Integer> path = new ArrayList<>();
                    path.add(square(r, c));
                    capture(r, c, king, king, false, path, new ArrayList<>(), 0);
                    board.cells[r][c] = cell;
                }
            }
        }
        if (!found.isEmpty()) {
            return dedupe(applyPrecedence(found));
        }
        for (int r = 0; r < size; r++) {
            for (int c = 0; c < size; c++) {
                char cell = board.cells[r][c];
                if (own(cell)) {
                    quietMoves(r, c, Character.isUpperCase(cell));
                }
            }
        }
        return dedupe(found);
    }

    private void quietMoves(int r, int c, boolean king) {
        for (int[] d : DIRECTIONS) {
            if (!king && d[0] != forward()) {
                continue;
            }
            int rr = r + d[0];
            int cc = c + d[1];
            while (empty(rr, cc)) {
                boolean promotion = !king && rr == crowningRow();
                found.add(new ReferenceMove(new int[] {square(r, c), square(rr, cc)}, new int[0], promotion, 0));
                if (!king || !traits.flyingKings()) {
                    break;
                }
                rr += d[0];
                cc += d[1];
            }
        }
    }

    /** One jump available from a square: the piece taken and the squares the jumper may land on. */
    private static final class Jump {
        final int capturedRow;
        final int capturedColumn;
        final List<int[]> landings = new ArrayList<>();

        Jump(int capturedRow, int capturedColumn) {
            this.capturedRow = capturedRow;
            this.capturedColumn = capturedColumn;
        }
    }

    /** The jumps a piece standing on (r, c) can make now, given the pieces already taken. */
    private List<Jump> jumps(int r, int c, boolean king) {
        List<Jump> jumps = new ArrayList<>();
        for (int[] d : DIRECTIONS) {
            if (!king && !traits.menCaptureBackward() && d[0] != forward()) {
                continue;
            }
            int rr = r + d[0];
            int cc = c + d[1];
            if (king && traits.flyingKings()) {
                while (empty(rr, cc)) {
                    rr += d[0];
                    cc += d[1];
                }
            }
            // (rr, cc) is the first square that is not empty: off the board, or a piece.
            if (!onBoard(rr, cc) || !opponent(board.cells[rr][cc]) || taken[rr][cc]) {
                continue; // own piece, edge, or a piece already taken (it still blocks)
            }
            Jump jump = new Jump(rr, cc);
            int lr = rr + d[0];
            int lc = cc + d[1];
            while (empty(lr, lc)) {
                jump.landings.add(new int[] {lr, lc});
                if (!king || !traits.flyingKings()) {
                    break;
                }
                lr += d[0];
                lc += d[1];
            }
            if (!jump.landings.isEmpty()) {
                jumps.add(jump);
            }
        }
        return jumps;
    }

    /**
     * Follows every capture chain from (r, c).
     *
     * @param king whether the piece now captures as a king
     * @param wasKing whether the piece was a king when the move started
     * @param crowned whether the man has been crowned during this capture (Russian)
     */
    private void capture(int r, int c, boolean king, boolean wasKing, boolean crowned,
            List<Integer> path, List<Integer> captured, int kings) {
        List<Jump> jumps = jumps(r, c, king);
        if (jumps.isEmpty()) {
            if (!captured.isEmpty()) {
                boolean promotion = !wasKing && (crowned || r == crowningRow());
                record(path, captured, promotion, kings);
            }
            return;
        }
        for (Jump jump : jumps) {
            int cr = jump.capturedRow;
            int cc = jump.capturedColumn;
            taken[cr][cc] = true;
            captured.add(square(cr, cc));
            int newKings = kings + (Character.isUpperCase(board.cells[cr][cc]) ? 1 : 0);
            List<int[]> landings = jump.landings;
            if (landings.size() > 1) {
                // A flying king must land where the capture goes on, when some landing allows it.
                List<int[]> goingOn = new ArrayList<>();
                for (int[] landing : landings) {
                    if (!jumps(landing[0], landing[1], king).isEmpty()) {
                        goingOn.add(landing);
                    }
                }
                if (!goingOn.isEmpty()) {
                    landings = goingOn;
                }
            }
            for (int[] landing : landings) {
                int lr = landing[0];
                int lc = landing[1];
                path.add(square(lr, lc));
                if (!king && lr == crowningRow()) {
                    PromotionInCapture rule = traits.promotionInCapture();
                    if (rule == PromotionInCapture.ENDS_MOVE) {
                        record(path, captured, true, newKings);
                    } else if (rule == PromotionInCapture.CONTINUES_AS_KING) {
                        capture(lr, lc, true, wasKing, true, path, captured, newKings);
                    } else {
                        capture(lr, lc, false, wasKing, crowned, path, captured, newKings);
                    }
                } else {
                    capture(lr, lc, king, wasKing, crowned, path, captured, newKings);
                }
                path.remove(path.size() - 1);
            }
            captured.remove(captured.size() - 1);
            taken[cr][cc] = false;
        }
    }

    private void record(List<Integer> path, List<Integer> captured, boolean promotion, int kings) {
        int[] p = path.stream().mapToInt(Integer::intValue).toArray();
        int[] k = captured.stream().mapToInt(Integer::intValue).toArray();
        found.add(new ReferenceMove(p, k, promotion, kings));
    }

    private List<ReferenceMove> applyPrecedence(List<ReferenceMove> captures) {
        CapturePrecedence precedence = traits.capturePrecedence();
        if (precedence == CapturePrecedence.FREE) {
            return captures;
        }
        int most = 0;
        for (ReferenceMove move : captures) {
            most = Math.max(most, move.captured.length);
        }
        List<ReferenceMove> kept = new ArrayList<>();
        int mostKings = 0;
        for (ReferenceMove move : captures) {
            if (move.captured.length == most) {
                kept.add(move);
                mostKings = Math.max(mostKings, move.kingsCaptured);
            }
        }
        if (precedence == CapturePrecedence.MOST_PIECES) {
            return kept;
        }
        List<ReferenceMove> kingsKept = new ArrayList<>();
        for (ReferenceMove move : kept) {
            if (move.kingsCaptured == mostKings) {
                kingsKept.add(move);
            }
        }
        return kingsKept;
    }

    /**
     * One entry per path key. Two walks with the same key differ only in the landing square a
     * flying king picked before going straight on to its next capture: one path.
     */
    private static List<ReferenceMove> dedupe(List<ReferenceMove> moves) {
        Map<String, ReferenceMove> byKey = new LinkedHashMap<>();
        for (ReferenceMove move : moves) {
            byKey.putIfAbsent(move.pathKey(), move);
        }
        return new ArrayList<>(byKey.values());
    }
}
