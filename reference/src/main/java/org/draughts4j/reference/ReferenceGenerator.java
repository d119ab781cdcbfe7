package org.draughts4j.reference;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.draughts4j.core.CaptureCriterion;
import org.draughts4j.core.CaptureRemoval;
import org.draughts4j.core.Goal;
import org.draughts4j.core.KingLanding;
import org.draughts4j.core.PromotionInCapture;
import org.draughts4j.core.Traits;

/**
 * A deliberately simple move generator written from the rules alone: an array board, plain
 * recursion, no bitboards and nothing from the core's engine. It is slow on purpose and exists to
 * be checked against the fast generator.
 *
 * <p>Rules implemented (docs/variants.md, "Moving and capturing"): capturing is
 * compulsory and a chain is followed to its end; captured pieces stay on the board until the move
 * ends (they block and are never jumped twice, while empty squares, the origin included, may be
 * crossed again), or leave at once, jump by jump, when the traits say so (their squares are then
 * empty, and a king may turn back along its line unless the traits forbid it); men take kings
 * only where the traits allow; a flying king may land on any empty square beyond the piece it
 * takes (or only directly behind it), but must pick one from which the capture goes on when there
 * is such a square, and under Killer's rule a capture ending with a king taken stops directly
 * behind it; the promotion-in-capture trait; the capture-precedence criteria compared one after
 * the other; captures along rows and columns over the next dark square where the traits add them
 * (Frisian); and a king on the board ends a game whose goal is the first king.
 */
public final class ReferenceGenerator {

    private static final int[][] DIRECTIONS = {{-1, -1}, {-1, 1}, {1, -1}, {1, 1}};
    /** Diagonals, and along rows and columns to the next dark square (Frisian captures). */
    private static final int[][] EIGHT_DIRECTIONS = {{-1, -1}, {-1, 1}, {1, -1}, {1, 1}, {0, -2}, {0, 2}, {-2, 0}, {2, 0}};

    private final ReferenceBoard board;
    private final Traits traits;
    private final int size;
    private final boolean white;
    private final boolean[][] taken;
    private final boolean removeAtOnce;
    private final List<ReferenceMove> found = new ArrayList<>();

    private ReferenceGenerator(ReferenceBoard board) {
        this.board = board.copy();
        this.traits = board.variant.traits();
        this.size = board.size;
        this.white = board.whiteToMove;
        this.taken = new boolean[size][size];
        this.removeAtOnce = traits.captureRemoval() == CaptureRemoval.JUMP_BY_JUMP;
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

    private boolean kingOnBoard() {
        for (char[] row : board.cells) {
            for (char cell : row) {
                if (cell == 'W' || cell == 'B') {
                    return true;
                }
            }
        }
        return false;
    }

    private List<ReferenceMove> generate() {
        if (traits.goal() == Goal.FIRST_KING_WINS && kingOnBoard()) {
            return found; // the game is over: the first king has been crowned
        }
        for (int r = 0; r < size; r++) {
            for (int c = 0; c < size; c++) {
                char cell = board.cells[r][c];
                if (own(cell)) {
                    boolean king = Character.isUpperCase(cell);
                    board.cells[r][c] = ReferenceBoard.EMPTY; // the mover leaves its origin
                    List<Integer> path = new ArrayList<>();
                    path.add(square(r, c));
                    capture(r, c, king, king, false, path, new ArrayList<>(), new ArrayList<>(), null);
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
                if (own(cell) && !blocked(r, c)) {
                    quietMoves(r, c, Character.isUpperCase(cell));
                }
            }
        }
        return dedupe(found);
    }

    /**
     * Where the variant limits the moves of one king: the king that made the most quiet moves in
     * a row may not make another while its side has men.
     */
    private boolean blocked(int r, int c) {
        int limit = traits.kingMoveLimit();
        int side = white ? 0 : 1;
        if (limit == 0 || board.kingMoveCount[side] < limit || square(r, c) != board.kingMoveSquare[side]) {
            return false;
        }
        for (char[] row : board.cells) {
            for (char cell : row) {
                if (cell == (white ? 'w' : 'b')) {
                    return true;
                }
            }
        }
        return false;
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
        int[] direction;

        Jump(int capturedRow, int capturedColumn) {
            this.capturedRow = capturedRow;
            this.capturedColumn = capturedColumn;
        }
    }

    /**
     * The jumps a piece standing on (r, c) can make now, given the pieces already taken.
     *
     * @param from the direction of the jump that brought the piece here, or null at the start
     */
    private List<Jump> jumps(int r, int c, boolean king, int[] from) {
        List<Jump> jumps = new ArrayList<>();
        boolean flying = king && traits.flyingKings();
        for (int[] d : traits.orthogonalCaptures() ? EIGHT_DIRECTIONS : DIRECTIONS) {
            if (!king && !traits.menCaptureBackward() && d[0] != 0 && Integer.signum(d[0]) != forward()) {
                continue; // a man captures forward (and sideways, along its row) only
            }
            if (from != null && d[0] == -from[0] && d[1] == -from[1] && !traits.captureMayTurnBack()) {
                continue; // no turning back 180 degrees (only possible when pieces leave at once)
            }
            int rr = r + d[0];
            int cc = c + d[1];
            if (flying) {
                while (empty(rr, cc)) {
                    rr += d[0];
                    cc += d[1];
                }
            }
            // (rr, cc) is the first square that is not empty: off the board, or a piece.
            if (!onBoard(rr, cc) || !opponent(board.cells[rr][cc]) || taken[rr][cc]) {
                continue; // own piece, edge, or a piece already taken (it still blocks)
            }
            if (!king && !traits.menCaptureKings() && Character.isUpperCase(board.cells[rr][cc])) {
                continue; // a man may not take a king here
            }
            Jump jump = new Jump(rr, cc);
            int lr = rr + d[0];
            int lc = cc + d[1];
            while (empty(lr, lc)) {
                jump.landings.add(new int[] {lr, lc});
                if (!flying || traits.kingLanding() == KingLanding.DIRECTLY_BEHIND) {
                    break;
                }
                lr += d[0];
                lc += d[1];
            }
            if (!jump.landings.isEmpty()) {
                jump.direction = d;
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
     * @param kingsTaken for each piece taken so far, whether it was a king
     * @param from the direction of the last jump, or null at the start
     */
    private void capture(int r, int c, boolean king, boolean wasKing, boolean crowned,
            List<Integer> path, List<Integer> captured, List<Boolean> kingsTaken, int[] from) {
        List<Jump> jumps = jumps(r, c, king, from);
        if (jumps.isEmpty()) {
            if (!captured.isEmpty() && !stopsWrongly(r, c, king, captured, kingsTaken, from)) {
                boolean promotion = !wasKing && (crowned || r == crowningRow());
                record(path, captured, promotion, kingsTaken, wasKing);
            }
            return;
        }
        for (Jump jump : jumps) {
            int cr = jump.capturedRow;
            int cc = jump.capturedColumn;
            char piece = board.cells[cr][cc];
            taken[cr][cc] = true;
            if (removeAtOnce) {
                board.cells[cr][cc] = ReferenceBoard.EMPTY;
            }
            captured.add(square(cr, cc));
            kingsTaken.add(Character.isUpperCase(piece));
            List<int[]> landings = jump.landings;
            if (landings.size() > 1) {
                // A flying king must land where the capture goes on, when some landing allows it.
                List<int[]> goingOn = new ArrayList<>();
                for (int[] landing : landings) {
                    if (!jumps(landing[0], landing[1], king, jump.direction).isEmpty()) {
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
                        record(path, captured, true, kingsTaken, wasKing);
                    } else if (rule == PromotionInCapture.CONTINUES_AS_KING) {
                        capture(lr, lc, true, wasKing, true, path, captured, kingsTaken, jump.direction);
                    } else {
                        capture(lr, lc, false, wasKing, crowned, path, captured, kingsTaken, jump.direction);
                    }
                } else {
                    capture(lr, lc, king, wasKing, crowned, path, captured, kingsTaken, jump.direction);
                }
                path.remove(path.size() - 1);
            }
            captured.remove(captured.size() - 1);
            kingsTaken.remove(kingsTaken.size() - 1);
            board.cells[cr][cc] = piece;
            taken[cr][cc] = false;
        }
    }

    /**
     * Killer: a flying king whose capture ends with a king taken last must stand directly behind
     * it; any other final square is not a legal end of this capture.
     */
    private boolean stopsWrongly(int r, int c, boolean king, List<Integer> captured, List<Boolean> kingsTaken,
            int[] from) {
        if (!traits.kingStopsBehindLastKing() || !king || !traits.flyingKings()
                || !kingsTaken.get(kingsTaken.size() - 1)) {
            return false;
        }
        int last = captured.get(captured.size() - 1);
        int lr = board.geometry.row(last) + from[0];
        int lc = board.geometry.column(last) + from[1];
        return lr != r || lc != c;
    }

    private void record(List<Integer> path, List<Integer> captured, boolean promotion, List<Boolean> kingsTaken,
            boolean withKing) {
        int[] p = path.stream().mapToInt(Integer::intValue).toArray();
        int[] k = captured.stream().mapToInt(Integer::intValue).toArray();
        int kings = 0;
        for (boolean taken : kingsTaken) {
            kings += taken ? 1 : 0;
        }
        ReferenceMove move = new ReferenceMove(p, k, promotion, kings);
        move.geometry = board.geometry;
        found.add(move);
        withKingOf.put(move, withKing);
        kingOrderOf.put(move, new ArrayList<>(kingsTaken));
    }

    private final Map<ReferenceMove, Boolean> withKingOf = new java.util.IdentityHashMap<>();
    private final Map<ReferenceMove, List<Boolean>> kingOrderOf = new java.util.IdentityHashMap<>();

    /** Keeps the captures that are best under each criterion in turn, each among those the earlier ones kept. */
    private List<ReferenceMove> applyPrecedence(List<ReferenceMove> captures) {
        List<ReferenceMove> kept = captures;
        for (CaptureCriterion criterion : traits.capturePrecedence().criteria()) {
            List<ReferenceMove> best = new ArrayList<>();
            for (ReferenceMove move : kept) {
                int order = best.isEmpty() ? 1 : compare(criterion, move, best.get(0));
                if (order > 0) {
                    best.clear();
                }
                if (order >= 0) {
                    best.add(move);
                }
            }
            kept = best;
        }
        return kept;
    }

    /** @return how {@code a} compares with {@code b} under {@code criterion}: positive when it is preferred */
    private int compare(CaptureCriterion criterion, ReferenceMove a, ReferenceMove b) {
        switch (criterion) {
            case MOST_PIECES:
                return Integer.compare(a.captured.length, b.captured.length);
            case WITH_KING:
                return Boolean.compare(withKingOf.get(a), withKingOf.get(b));
            case MOST_KINGS:
                return Integer.compare(a.kingsCaptured, b.kingsCaptured);
            case VALUE:
                // A man is worth 1 and a king 2.
                return Integer.compare(a.captured.length + a.kingsCaptured, b.captured.length + b.kingsCaptured);
            case FEWEST_KINGS:
                return Integer.compare(b.kingsCaptured, a.kingsCaptured);
            case KINGS_FIRST:
                // The first jump where one takes a king and the other does not decides.
                List<Boolean> ka = kingOrderOf.get(a);
                List<Boolean> kb = kingOrderOf.get(b);
                for (int i = 0; i < Math.max(ka.size(), kb.size()); i++) {
                    boolean x = i < ka.size() && ka.get(i);
                    boolean y = i < kb.size() && kb.get(i);
                    if (x != y) {
                        return x ? 1 : -1;
                    }
                }
                return 0;
            default:
                throw new IllegalStateException(criterion.toString());
        }
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
