package org.draughts4j.variants.international;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.draughts4j.core.CapturePrecedence;
import org.draughts4j.core.PromotionInCapture;

/**
 * A deliberately simple, slow 10x10 move generator written for these tests only, independent of
 * the core's bitboard generator: a board is an array of 50 squares, moves are found by walking
 * (row, column) coordinates. It cross-checks the suite counts and, through its switches, computes
 * what a count would be if a rule were implemented another way (including rules no
 * {@link org.draughts4j.core.Traits} field can change: captured pieces removed at once, a king
 * allowed to stop early, the origin square treated as occupied).
 */
final class NaiveGenerator {

    /** How the rules are played; {@link #INTERNATIONAL} is the FMJD way. */
    record Config(
            boolean menCaptureBackward,
            boolean flyingKings,
            PromotionInCapture promotion,
            CapturePrecedence precedence,
            boolean capturedRemovedAtOnce,
            boolean kingMayStopEarly,
            boolean originBlocks) {

        Config withPromotion(PromotionInCapture p) {
            return new Config(menCaptureBackward, flyingKings, p, precedence, capturedRemovedAtOnce, kingMayStopEarly, originBlocks);
        }

        Config withPrecedence(CapturePrecedence p) {
            return new Config(menCaptureBackward, flyingKings, promotion, p, capturedRemovedAtOnce, kingMayStopEarly, originBlocks);
        }

        Config withMenCaptureBackward(boolean b) {
            return new Config(b, flyingKings, promotion, precedence, capturedRemovedAtOnce, kingMayStopEarly, originBlocks);
        }

        Config withFlyingKings(boolean b) {
            return new Config(menCaptureBackward, b, promotion, precedence, capturedRemovedAtOnce, kingMayStopEarly, originBlocks);
        }

        Config withCapturedRemovedAtOnce(boolean b) {
            return new Config(menCaptureBackward, flyingKings, promotion, precedence, b, kingMayStopEarly, originBlocks);
        }

        Config withKingMayStopEarly(boolean b) {
            return new Config(menCaptureBackward, flyingKings, promotion, precedence, capturedRemovedAtOnce, b, originBlocks);
        }

        Config withOriginBlocks(boolean b) {
            return new Config(menCaptureBackward, flyingKings, promotion, precedence, capturedRemovedAtOnce, kingMayStopEarly, b);
        }
    }

    static final Config INTERNATIONAL = new Config(true, true, PromotionInCapture.STAYS_MAN,
            CapturePrecedence.MOST_PIECES, false, false, false);

    /** A move: origin, destination, captured squares in the order taken, and whether a man is crowned. */
    record NMove(int from, int to, List<Integer> captured, boolean promoted) {
        /** The identity of docs/formats.md: origin, destination, set of captured squares, promotion. */
        String key() {
            return from + ">" + to + new TreeSet<>(captured) + promoted;
        }

        /** The identity of a path: the captures in order. */
        String pathKey() {
            return from + ">" + to + captured + promoted;
        }

        @Override
        public String toString() {
            StringBuilder s = new StringBuilder().append(from);
            if (captured.isEmpty()) {
                return s.append('-').append(to).toString();
            }
            return s.append('x').append(to).append(" takes ").append(captured).toString();
        }
    }

    private static final int[][] SQUARE_AT = new int[10][10];
    private static final int[] ROW = new int[51];
    private static final int[] COL = new int[51];
    private static final int[][] DIRS = {{-1, -1}, {-1, 1}, {1, -1}, {1, 1}};

    static {
        for (int s = 1; s <= 50; s++) {
            int r = (s - 1) / 5;
            int c = 2 * ((s - 1) % 5) + (r % 2 == 0 ? 1 : 0);
            ROW[s] = r;
            COL[s] = c;
            SQUARE_AT[r][c] = s;
        }
    }

    static int square(int r, int c) {
        return r < 0 || r > 9 || c < 0 || c > 9 ? 0 : SQUARE_AT[r][c];
    }

    /** A position: board[s] is 0 (empty), 1 white man, 2 white king, -1 black man, -2 black king. */
    record State(int[] board, boolean whiteToMove) {}

    static State parseFen(String fen) {
        int[] board = new int[51];
        String[] fields = fen.trim().split(":");
        boolean white = fields[0].trim().equalsIgnoreCase("W");
        for (int i = 1; i < fields.length; i++) {
            String f = fields[i].trim();
            if (f.isEmpty()) {
                continue;
            }
            int sign = Character.toUpperCase(f.charAt(0)) == 'W' ? 1 : -1;
            String body = f.substring(1);
            if (body.isBlank()) {
                continue;
            }
            for (String tok : body.split(",")) {
                tok = tok.trim();
                boolean king = tok.toUpperCase().startsWith("K");
                if (king) {
                    tok = tok.substring(1);
                }
                int dash = tok.indexOf('-');
                int a = Integer.parseInt(dash < 0 ? tok : tok.substring(0, dash));
                int b = dash < 0 ? a : Integer.parseInt(tok.substring(dash + 1));
                for (int s = a; s <= b; s++) {
                    board[s] = sign * (king ? 2 : 1);
                }
            }
        }
        return new State(board, white);
    }

    private final Config config;

    NaiveGenerator(Config config) {
        this.config = config;
    }

    /** @return the legal moves, each once, or every capture path when {@code paths} */
    List<NMove> moves(State state, boolean paths) {
        int[] board = state.board();
        int me = state.whiteToMove() ? 1 : -1;
        List<NMove> captures = new ArrayList<>();
        for (int s = 1; s <= 50; s++) {
            if (board[s] * me > 0) {
                int[] b = board.clone();
                boolean king = Math.abs(board[s]) == 2;
                if (!config.originBlocks()) {
                    b[s] = 0;
                }
                searchCaptures(b, me, s, s, king, false, new ArrayList<>(), captures);
            }
        }
        if (!captures.isEmpty()) {
            int best = 0;
            for (NMove m : captures) {
                best = Math.max(best, m.captured().size());
            }
            List<NMove> kept = new ArrayList<>();
            for (NMove m : captures) {
                if (config.precedence() == CapturePrecedence.FREE || m.captured().size() == best) {
                    kept.add(m);
                }
            }
            if (config.precedence() == CapturePrecedence.MOST_PIECES_THEN_MOST_KINGS) {
                int bestKings = 0;
                for (NMove m : kept) {
                    bestKings = Math.max(bestKings, kings(board, m));
                }
                List<NMove> k2 = new ArrayList<>();
                for (NMove m : kept) {
                    if (kings(board, m) == bestKings) {
                        k2.add(m);
                    }
                }
                kept = k2;
            }
            Map<String, NMove> unique = new LinkedHashMap<>();
            for (NMove m : kept) {
                unique.putIfAbsent(paths ? m.pathKey() : m.key(), m);
            }
            return new ArrayList<>(unique.values());
        }
        List<NMove> quiet = new ArrayList<>();
        for (int s = 1; s <= 50; s++) {
            if (board[s] * me <= 0) {
                continue;
            }
            boolean king = Math.abs(board[s]) == 2;
            for (int[] d : DIRS) {
                if (!king && d[0] != -me) {
                    continue;
                }
                int r = ROW[s] + d[0];
                int c = COL[s] + d[1];
                while (square(r, c) != 0 && board[square(r, c)] == 0) {
                    int to = square(r, c);
                    boolean crown = !king && ROW[to] == (me > 0 ? 0 : 9);
                    quiet.add(new NMove(s, to, List.of(), crown));
                    if (!king || !config.flyingKings()) {
                        break;
                    }
                    r += d[0];
                    c += d[1];
                }
            }
        }
        return quiet;
    }

    private static int kings(int[] board, NMove m) {
        int n = 0;
        for (int s : m.captured()) {
            if (Math.abs(board[s]) == 2) {
                n++;
            }
        }
        return n;
    }

    private boolean capturable(int[] b, int me, int s, List<Integer> taken) {
        return b[s] * me < 0 && !taken.contains(s);
    }

    /**
     * Extends a capture standing on {@code at}; adds the finished captures to {@code out}.
     *
     * @return whether at least one further jump was possible from {@code at}
     */
    private boolean searchCaptures(int[] b, int me, int origin, int at, boolean king, boolean crowned,
            List<Integer> taken, List<NMove> out) {
        int far = me > 0 ? 0 : 9;
        if (!taken.isEmpty() && !king && ROW[at] == far) {
            if (config.promotion() == PromotionInCapture.ENDS_MOVE) {
                out.add(new NMove(origin, at, List.copyOf(taken), true));
                return false;
            }
            if (config.promotion() == PromotionInCapture.CONTINUES_AS_KING) {
                king = true;
                crowned = true;
            }
        }
        boolean more = false;
        for (int[] d : DIRS) {
            if (!king && !config.menCaptureBackward() && d[0] != -me) {
                continue;
            }
            int r = ROW[at] + d[0];
            int c = COL[at] + d[1];
            if (king && config.flyingKings()) {
                while (square(r, c) != 0 && b[square(r, c)] == 0) {
                    r += d[0];
                    c += d[1];
                }
            }
            int over = square(r, c);
            if (over == 0 || !capturable(b, me, over, taken)) {
                continue;
            }
            List<Integer> landings = new ArrayList<>();
            int lr = r + d[0];
            int lc = c + d[1];
            while (square(lr, lc) != 0 && b[square(lr, lc)] == 0) {
                landings.add(square(lr, lc));
                if (!(king && config.flyingKings())) {
                    break;
                }
                lr += d[0];
                lc += d[1];
            }
            if (landings.isEmpty()) {
                continue;
            }
            more = true;
            int[] nb = b;
            if (config.capturedRemovedAtOnce()) {
                nb = b.clone();
                nb[over] = 0;
            }
            List<Integer> nt = new ArrayList<>(taken);
            nt.add(over);
            // Try every landing; remember which ones go on.
            List<NMove> goOn = new ArrayList<>();
            List<Integer> stops = new ArrayList<>();
            for (int land : landings) {
                List<NMove> sub = new ArrayList<>();
                if (searchCaptures(nb, me, origin, land, king, crowned, nt, sub)) {
                    goOn.addAll(sub);
                    if (config.kingMayStopEarly()) {
                        stops.add(land);
                    }
                } else {
                    stops.add(land);
                    goOn.addAll(sub); // ENDS_MOVE crowning emits from the nested call
                }
            }
            boolean anyGoesOn = false;
            for (int land : landings) {
                if (!stops.contains(land)) {
                    anyGoesOn = true;
                }
            }
            out.addAll(goOn);
            if (!anyGoesOn || config.kingMayStopEarly()) {
                for (int land : stops) {
                    if (!goOnEmitted(goOn, land, nt)) {
                        boolean promote = crowned || (!king && ROW[land] == far);
                        out.add(new NMove(origin, land, List.copyOf(nt), promote));
                    }
                }
            }
        }
        return more;
    }

    private static boolean goOnEmitted(List<NMove> goOn, int land, List<Integer> nt) {
        for (NMove m : goOn) {
            if (m.to() == land && m.captured().equals(nt)) {
                return true;
            }
        }
        return false;
    }

    State play(State state, NMove m) {
        int[] b = state.board().clone();
        int piece = b[m.from()];
        b[m.from()] = 0;
        for (int s : m.captured()) {
            b[s] = 0;
        }
        b[m.to()] = m.promoted() ? 2 * Integer.signum(piece) : piece;
        return new State(b, !state.whiteToMove());
    }

    long perft(State state, int depth, boolean paths) {
        if (depth == 0) {
            return 1;
        }
        List<NMove> moves = moves(state, paths);
        if (depth == 1) {
            return moves.size();
        }
        long n = 0;
        for (NMove m : moves) {
            n += perft(play(state, m), depth - 1, paths);
        }
        return n;
    }

    long perft(String fen, int depth, boolean paths) {
        return perft(parseFen(fen), depth, paths);
    }

    /** @return the keys of the legal moves, for comparing with the core */
    Set<String> keys(String fen) {
        Set<String> keys = new LinkedHashSet<>();
        for (NMove m : moves(parseFen(fen), false)) {
            keys.add(m.key());
        }
        return keys;
    }
}
