package org.draughts4j.reference;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.draughts4j.core.CaptureRemoval;
import org.draughts4j.core.Geometry;
import org.draughts4j.core.Variant;

/**
 * A deliberately simple generator of column draughts (docs/column-draughts.md), written
 * apart from the core: a board of lists of piece letters ({@code w}, {@code W}, {@code b},
 * {@code B}, bottom first), plain recursion, and every move played out into its resulting
 * position. It is slow on purpose and exists to be checked against the core's tower generator.
 *
 * <p>Rules: a tower moves and captures as its top piece (a man as a Russian man, a king as a
 * flying king); a jump takes the top of the jumped tower to the bottom of the capturing tower; a
 * tower is jumped at most once and blocks while it stands; a jumped tower of one piece is gone at
 * once, so its square may be crossed again (or, by the traits, blocks until the move ends);
 * captures are compulsory, chosen freely, followed to the end, a flying king landing where the
 * capture goes on whenever it can; a top man reaching the far row is crowned and goes on as a king.
 */
public final class TowerReference {

    private static final int[][] DIRECTIONS = {{-1, -1}, {-1, 1}, {1, -1}, {1, 1}};

    /** A board: for each square number, its tower bottom first; empty for an empty square. */
    public static final class Board {
        public final Variant variant;
        public final Geometry geometry;
        public final List<List<Character>> towers = new ArrayList<>();
        public boolean whiteToMove;

        public Board(Variant variant, boolean whiteToMove) {
            this.variant = variant;
            this.geometry = variant.geometry();
            this.whiteToMove = whiteToMove;
            for (int i = 0; i <= geometry.squareCount(); i++) {
                towers.add(new ArrayList<>());
            }
        }

        Board copy() {
            Board board = new Board(variant, whiteToMove);
            for (int i = 0; i < towers.size(); i++) {
                board.towers.get(i).addAll(towers.get(i));
            }
            return board;
        }

        List<Character> at(int row, int column) {
            int square = geometry.squareAt(row, column);
            return square == 0 ? null : towers.get(square);
        }

        /** @return the FEN, written here independently of the core's writer */
        public String toFen() {
            StringBuilder fen = new StringBuilder(whiteToMove ? "W" : "B");
            for (char side : new char[] {'w', 'b'}) {
                fen.append(':').append(Character.toUpperCase(side));
                List<String> entries = new ArrayList<>();
                for (int square = 1; square < towers.size(); square++) {
                    List<Character> tower = towers.get(square);
                    if (tower.isEmpty() || Character.toLowerCase(tower.get(tower.size() - 1)) != side) {
                        continue;
                    }
                    if (tower.size() == 1) {
                        entries.add((Character.isUpperCase(tower.get(0)) ? "K" : "") + square);
                    } else {
                        StringBuilder letters = new StringBuilder();
                        tower.forEach(letters::append);
                        entries.add(square + "=" + letters);
                    }
                }
                fen.append(String.join(",", entries));
            }
            return fen.toString();
        }
    }

    /** A legal move and the position it leads to. */
    public static final class Result {
        public final int origin;
        public final int destination;
        public final List<Integer> captured;
        public final String after;

        Result(int origin, int destination, List<Integer> captured, String after) {
            this.origin = origin;
            this.destination = destination;
            this.captured = captured;
            this.after = after;
        }

        /** @return what identifies the move: origin, destination and the position it leads to */
        public String moveKey() {
            return origin + "-" + destination + " " + after;
        }

        /** @return what identifies the path: origin, the squares taken in order, destination */
        public String pathKey() {
            return origin + "x" + captured + "x" + destination;
        }
    }

    private final Board board;
    private final boolean white;
    private final boolean blockUntilEnd;
    private final List<Result> found = new ArrayList<>();

    private TowerReference(Board board) {
        this.board = board;
        this.white = board.whiteToMove;
        this.blockUntilEnd = board.variant.traits().captureRemoval() == CaptureRemoval.AT_END;
    }

    /** @return every capture path or quiet move, each path once */
    public static List<Result> paths(Board board) {
        return new TowerReference(board).generate();
    }

    /** @return the legal moves' keys, sorted */
    public static TreeSet<String> moveKeys(Board board) {
        TreeSet<String> keys = new TreeSet<>();
        for (Result result : paths(board)) {
            keys.add(result.moveKey());
        }
        return keys;
    }

    /** @return the leaves {@code depth} plies below, each move once or each path */
    public static long perft(Board board, int depth, boolean paths) {
        if (depth == 0) {
            return 1;
        }
        Map<String, Result> moves = new LinkedHashMap<>();
        List<Result> all = paths(board);
        if (paths) {
            for (Result result : all) {
                moves.put(result.pathKey() + " " + result.after, result);
            }
        } else {
            for (Result result : all) {
                moves.putIfAbsent(result.moveKey(), result);
            }
        }
        if (depth == 1) {
            return moves.size();
        }
        long total = 0;
        for (Result result : moves.values()) {
            total += perft(TowerReference.board(board.variant, result.after), depth - 1, paths);
        }
        return total;
    }

    /** @return a board read from a FEN of numeric squares, by this class's own reader */
    public static Board board(Variant variant, String fen) {
        String[] fields = fen.split(":");
        Board board = new Board(variant, fields[0].equals("W"));
        for (int f = 1; f < fields.length; f++) {
            char side = Character.toLowerCase(fields[f].charAt(0));
            String body = fields[f].substring(1);
            if (body.isEmpty()) {
                continue;
            }
            for (String entry : body.split(",")) {
                int equals = entry.indexOf('=');
                if (equals >= 0) {
                    int square = Integer.parseInt(entry.substring(0, equals));
                    for (char c : entry.substring(equals + 1).toCharArray()) {
                        board.towers.get(square).add(c);
                    }
                } else {
                    boolean king = entry.startsWith("K");
                    int square = Integer.parseInt(king ? entry.substring(1) : entry);
                    board.towers.get(square).add(king ? Character.toUpperCase(side) : side);
                }
            }
        }
        return board;
    }

    private boolean ownTop(List<Character> tower) {
        return tower != null && !tower.isEmpty() && Character.toLowerCase(tower.get(tower.size() - 1)) == (white ? 'w' : 'b');
    }

    private boolean opponentTop(List<Character> tower) {
        return tower != null && !tower.isEmpty() && Character.toLowerCase(tower.get(tower.size() - 1)) == (white ? 'b' : 'w');
    }

    private boolean crowningRow(int row) {
        return white ? row == 0 : row == board.geometry.size() - 1;
    }

    private List<Result> generate() {
        Geometry g = board.geometry;
        for (int square = 1; square <= g.squareCount(); square++) {
            List<Character> tower = board.towers.get(square);
            if (!ownTop(tower)) {
                continue;
            }
            boolean king = Character.isUpperCase(tower.get(tower.size() - 1));
            Board work = board.copy();
            List<Character> moving = new ArrayList<>(work.towers.get(square));
            work.towers.get(square).clear();
            capture(work, square, g.row(square), g.column(square), king, false, moving, new ArrayList<>(),
                    new ArrayList<>(), null);
        }
        if (!found.isEmpty()) {
            return found;
        }
        for (int square = 1; square <= g.squareCount(); square++) {
            List<Character> tower = board.towers.get(square);
            if (!ownTop(tower)) {
                continue;
            }
            boolean king = Character.isUpperCase(tower.get(tower.size() - 1));
            for (int[] d : DIRECTIONS) {
                if (!king && d[0] != (white ? -1 : 1)) {
                    continue;
                }
                int r = g.row(square) + d[0];
                int c = g.column(square) + d[1];
                while (board.at(r, c) != null && board.at(r, c).isEmpty()) {
                    Board after = board.copy();
                    List<Character> moved = new ArrayList<>(after.towers.get(square));
                    after.towers.get(square).clear();
                    if (!king && crowningRow(r)) {
                        crownTop(moved);
                    }
                    after.towers.get(g.squareAt(r, c)).addAll(moved);
                    after.whiteToMove = !white;
                    found.add(new Result(square, g.squareAt(r, c), List.of(), after.toFen()));
                    if (!king) {
                        break;
                    }
                    r += d[0];
                    c += d[1];
                }
            }
        }
        return found;
    }

    private static void crownTop(List<Character> tower) {
        int top = tower.size() - 1;
        tower.set(top, Character.toUpperCase(tower.get(top)));
    }

    /** A jump available from a square: the tower taken and where the jumper may land. */
    private static final class Jump {
        final int row;
        final int column;
        final int[] direction;
        final List<int[]> landings = new ArrayList<>();

        Jump(int row, int column, int[] direction) {
            this.row = row;
            this.column = column;
            this.direction = direction;
        }
    }

    private List<Jump> jumps(Board work, int r, int c, boolean king, List<Integer> jumped) {
        Geometry g = work.geometry;
        List<Jump> jumps = new ArrayList<>();
        for (int[] d : DIRECTIONS) {
            int rr = r + d[0];
            int cc = c + d[1];
            if (king) {
                while (work.at(rr, cc) != null && work.at(rr, cc).isEmpty()) {
                    rr += d[0];
                    cc += d[1];
                }
            }
            List<Character> target = work.at(rr, cc);
            if (!opponentTop(target) || jumped.contains(g.squareAt(rr, cc))) {
                continue; // an edge, an own tower, or a tower jumped already (it still blocks)
            }
            Jump jump = new Jump(rr, cc, d);
            int lr = rr + d[0];
            int lc = cc + d[1];
            while (work.at(lr, lc) != null && work.at(lr, lc).isEmpty()) {
                jump.landings.add(new int[] {lr, lc});
                if (!king) {
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
     * Follows every capture from (r, c): the moving tower is off the board, {@code moving}; the
     * towers jumped so far are {@code jumped}, with the pieces taken from them in {@code taken}.
     */
    private void capture(Board work, int origin, int r, int c, boolean king, boolean crowned, List<Character> moving,
            List<Integer> jumped, List<Character> taken, int[] from) {
        Geometry g = work.geometry;
        List<Jump> jumps = jumps(work, r, c, king, jumped);
        if (jumps.isEmpty()) {
            if (!jumped.isEmpty()) {
                record(work, origin, g.squareAt(r, c), moving, jumped, taken, crowned);
            }
            return;
        }
        for (Jump jump : jumps) {
            int square = g.squareAt(jump.row, jump.column);
            List<Character> target = work.towers.get(square);
            List<Character> saved = new ArrayList<>(target);
            char top = target.remove(target.size() - 1);
            if (target.isEmpty() && blockUntilEnd) {
                target.add('x'); // a blocker until the move ends, never a top of either side
            }
            jumped.add(square);
            taken.add(top);
            List<int[]> landings = jump.landings;
            if (king && landings.size() > 1) {
                List<int[]> goingOn = new ArrayList<>();
                for (int[] landing : landings) {
                    if (!jumps(work, landing[0], landing[1], true, jumped).isEmpty()) {
                        goingOn.add(landing);
                    }
                }
                if (!goingOn.isEmpty()) {
                    landings = goingOn;
                }
            }
            for (int[] landing : landings) {
                boolean crownsNow = !king && crowningRow(landing[0]);
                capture(work, origin, landing[0], landing[1], king || crownsNow, crowned || crownsNow, moving, jumped,
                        taken, jump.direction);
            }
            jumped.remove(jumped.size() - 1);
            taken.remove(taken.size() - 1);
            target.clear();
            target.addAll(saved);
        }
    }

    private void record(Board work, int origin, int destination, List<Character> moving, List<Integer> jumped,
            List<Character> taken, boolean crowned) {
        Board after = board.copy();
        after.towers.get(origin).clear();
        List<Character> tower = new ArrayList<>();
        // Each piece taken went to the bottom at its jump: the last one taken is the lowest.
        for (int i = taken.size() - 1; i >= 0; i--) {
            tower.add(taken.get(i));
        }
        tower.addAll(moving);
        if (crowned) {
            crownTop(tower);
        }
        for (int square : jumped) {
            List<Character> rest = after.towers.get(square);
            rest.remove(rest.size() - 1);
        }
        after.towers.get(destination).addAll(tower);
        after.whiteToMove = !white;
        found.add(new Result(origin, destination, Collections.unmodifiableList(new ArrayList<>(jumped)), after.toFen()));
    }
}
