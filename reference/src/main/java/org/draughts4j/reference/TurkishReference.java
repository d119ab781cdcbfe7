package org.draughts4j.reference;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Independent, deliberately simple reference move generator for Turkish draughts (dama).
 *
 * <p>It works on a plain {@code int[64]} board and finds captures by exhaustive recursion, so that it
 * can cross-check the fast bitboard generator. Speed is not a goal; obviousness is.
 *
 * <p>Squares: index = rank * 8 + file, a1 = 0, h1 = 7, a2 = 8, ..., h8 = 63. White moves up (rank + 1).
 */
public final class TurkishReference {

    private TurkishReference() {}

    /** A position: piece sets as bit masks (bit i = square index i), the side to move. */
    public record Board(long white, long black, long kings, boolean whiteToMove) {}

    /** A move: path of squares from origin to destination (landing squares in order), captured squares as a mask, promotion. */
    public record RefMove(int from, int to, long captured, boolean promotes, List<Integer> path) {}

    /** Move identity used for de-duplication: two capture sequences with the same key are one move. */
    private record Key(int from, int to, long captured, boolean promotes) {}

    // Cell values, always relative to the side to move: positive = own piece, negative = enemy piece.
    private static final int EMPTY = 0, MAN = 1, KING = 2;

    // Orthogonal directions: 0 up (rank+1), 1 right (file+1), 2 down, 3 left. Opposite of d is (d + 2) % 4.
    private static final int[] DR = {1, 0, -1, 0};
    private static final int[] DF = {0, 1, 0, -1};

    public static Board start() {
        // White men on ranks 2-3 (bits 8..23), Black men on ranks 6-7 (bits 40..55).
        return new Board(0xFFFFL << 8, 0xFFFFL << 40, 0L, true);
    }

    /** The square one step from sq in direction d, or -1 if that leaves the board. */
    private static int step(int sq, int d) {
        int r = sq / 8 + DR[d], f = sq % 8 + DF[d];
        return r < 0 || r > 7 || f < 0 || f > 7 ? -1 : r * 8 + f;
    }

    /** Mailbox view of the board from the mover's point of view (+ own, - enemy, 1 man, 2 king). */
    private static int[] cells(Board b) {
        long own = b.whiteToMove() ? b.white() : b.black();
        long opp = b.whiteToMove() ? b.black() : b.white();
        int[] c = new int[64];
        for (int s = 0; s < 64; s++) {
            long bit = 1L << s;
            int kind = (b.kings() & bit) != 0 ? KING : MAN;
            if ((own & bit) != 0) c[s] = kind;
            else if ((opp & bit) != 0) c[s] = -kind;
        }
        return c;
    }

    /** Legal moves, duplicates (same from, to, captured, promotes) removed, keeping the first path found. */
    public static List<RefMove> legalMoves(Board board, boolean crownedManContinuesAsKing) {
        return legalMoves(board, crownedManContinuesAsKing, false);
    }

    /**
     * Legal moves, as {@link #legalMoves(Board, boolean)}; with {@code kingStopsBehindLastKing}, a
     * king whose capture ends with a king as the last piece taken must stop on the square directly
     * behind it (Killer's rule, on this board).
     */
    public static List<RefMove> legalMoves(Board board, boolean crownedManContinuesAsKing,
            boolean kingStopsBehindLastKing) {
        int[] c = cells(board);
        int forward = board.whiteToMove() ? 0 : 2;      // men move/capture forward, left, right: never this+2
        int farRank = board.whiteToMove() ? 7 : 0;

        // 1. Captures: enumerate every complete capture sequence of every piece.
        List<RefMove> caps = new ArrayList<>();
        for (int s = 0; s < 64; s++) {
            if (c[s] <= 0) continue;
            int piece = c[s];
            c[s] = EMPTY; // the origin square is empty during the piece's own capture
            List<Integer> path = new ArrayList<>(List.of(s));
            capture(c, s, s, piece == KING, false, -1, 0L, path, forward, farRank, crownedManContinuesAsKing,
                    kingStopsBehindLastKing, false, caps);
            c[s] = piece;
        }
        if (!caps.isEmpty()) {
            // Majority rule: only sequences taking the most pieces (kings count as one) are legal.
            int best = 0;
            for (RefMove m : caps) best = Math.max(best, Long.bitCount(m.captured()));
            Map<Key, RefMove> unique = new LinkedHashMap<>();
            for (RefMove m : caps) {
                if (Long.bitCount(m.captured()) == best) {
                    unique.putIfAbsent(new Key(m.from(), m.to(), m.captured(), m.promotes()), m);
                }
            }
            return new ArrayList<>(unique.values());
        }

        // 2. No capture available: ordinary moves (men one step, kings slide like rooks).
        List<RefMove> moves = new ArrayList<>();
        for (int s = 0; s < 64; s++) {
            if (c[s] <= 0) continue;
            boolean king = c[s] == KING;
            for (int d = 0; d < 4; d++) {
                if (!king && d == (forward + 2) % 4) continue; // men never move backward
                for (int t = step(s, d); t >= 0 && c[t] == EMPTY; t = king ? step(t, d) : -1) {
                    moves.add(new RefMove(s, t, 0L, !king && t / 8 == farRank, List.of(s, t)));
                }
            }
        }
        return moves;
    }

    /**
     * Extends a capture sequence from square sq. Captured pieces are removed from c immediately (and
     * restored on backtracking), so they neither block nor can be taken twice. A sequence is recorded
     * only when no further jump is possible, because a capture must be completed.
     *
     * @param king    whether the piece currently captures as a king
     * @param crowned whether a man has reached the far rank during this move
     * @param lastDir direction of the previous jump (-1 before the first), to forbid a 180-degree turn
     * @param stopBehindKing Killer's rule: a capture ending with a king taken ends directly behind it
     * @param farFromLastKing whether the last jump took a king and landed beyond the square behind it
     */
    private static void capture(int[] c, int from, int sq, boolean king, boolean crowned, int lastDir,
                                long captured, List<Integer> path, int forward, int farRank,
                                boolean continueAsKing, boolean stopBehindKing, boolean farFromLastKing,
                                List<RefMove> out) {
        boolean extended = false;
        for (int d = 0; d < 4; d++) {
            if (lastDir >= 0 && d == (lastDir + 2) % 4) continue; // no turning back between two jumps
            if (!king && d == (forward + 2) % 4) continue;        // men never capture backward
            int t = step(sq, d);
            if (king) while (t >= 0 && c[t] == EMPTY) t = step(t, d); // a king flies over empty squares
            if (t < 0 || c[t] >= 0) continue;                       // edge or own piece: nothing to take
            int victim = c[t];
            // Landing squares: the empty square right behind (man), or any of the consecutive empty ones (king).
            for (int land = step(t, d); land >= 0 && c[land] == EMPTY; land = king ? step(land, d) : -1) {
                c[t] = EMPTY; // removed at once
                boolean nowCrowned = crowned || (!king && land / 8 == farRank);
                boolean nowKing = king || (nowCrowned && continueAsKing);
                path.add(land);
                boolean far = victim == -KING && land != step(t, d);
                capture(c, from, land, nowKing, nowCrowned, d, captured | 1L << t, path,
                        forward, farRank, continueAsKing, stopBehindKing, far, out);
                path.remove(path.size() - 1);
                c[t] = victim;
                extended = true;
            }
        }
        if (!extended && captured != 0 && !(stopBehindKing && farFromLastKing)) {
            // A man can never leave the far rank once there (no backward steps), so 'crowned' = promotes.
            out.add(new RefMove(from, sq, captured, crowned, List.copyOf(path)));
        }
    }

    /** Captured pieces removed, promotion applied, side flipped. */
    public static Board play(Board b, RefMove m) {
        long fromBit = 1L << m.from(), toBit = 1L << m.to();
        long own = b.whiteToMove() ? b.white() : b.black();
        long opp = b.whiteToMove() ? b.black() : b.white();
        boolean king = (b.kings() & fromBit) != 0 || m.promotes();
        own = (own & ~fromBit) | toBit;                  // clear first: a king may end on its own origin
        opp &= ~m.captured();
        long kings = b.kings() & ~fromBit & ~m.captured();
        if (king) kings |= toBit;
        return b.whiteToMove() ? new Board(own, opp, kings, false) : new Board(opp, own, kings, true);
    }

    public static long perft(Board board, int depth, boolean crownedManContinuesAsKing) {
        return perft(board, depth, crownedManContinuesAsKing, false);
    }

    public static long perft(Board board, int depth, boolean crownedManContinuesAsKing,
            boolean kingStopsBehindLastKing) {
        if (depth == 0) return 1;
        List<RefMove> moves = legalMoves(board, crownedManContinuesAsKing, kingStopsBehindLastKing);
        if (depth == 1) return moves.size();
        long n = 0;
        for (RefMove m : moves) {
            n += perft(play(board, m), depth - 1, crownedManContinuesAsKing, kingStopsBehindLastKing);
        }
        return n;
    }

    /** Squares named a1..h8. */
    public static String name(int square) {
        if (square < 0 || square > 63) throw new IllegalArgumentException("square " + square);
        return "" + (char) ('a' + square % 8) + (square / 8 + 1);
    }

    private static int parseSquare(String s) {
        if (s.length() != 2 || s.charAt(0) < 'a' || s.charAt(0) > 'h' || s.charAt(1) < '1' || s.charAt(1) > '8') {
            throw new IllegalArgumentException("bad square: " + s);
        }
        return (s.charAt(1) - '1') * 8 + (s.charAt(0) - 'a');
    }

    /** Parses a FEN such as "W:Wa2,b2,Kd4:Ba6,Kh7" (side W or B; K prefix marks a king; fields may be empty, e.g. "W:W:Bd5"). */
    public static Board fromFen(String fen) {
        String[] parts = fen.trim().split(":", -1);
        String side = parts[0].trim();
        if (!side.equals("W") && !side.equals("B")) throw new IllegalArgumentException("bad side: " + fen);
        long white = 0, black = 0, kings = 0;
        for (int i = 1; i < parts.length; i++) {
            String field = parts[i].trim();
            if (field.isEmpty()) continue;
            char color = field.charAt(0);
            if (color != 'W' && color != 'B') throw new IllegalArgumentException("bad field: " + field);
            for (String tok : field.substring(1).split(",")) {
                tok = tok.trim();
                if (tok.isEmpty()) continue;
                boolean king = tok.startsWith("K");
                int sq = parseSquare(king ? tok.substring(1) : tok);
                long bit = 1L << sq;
                if (((white | black) & bit) != 0) throw new IllegalArgumentException("square twice: " + tok);
                if (!king && sq / 8 == (color == 'W' ? 7 : 0)) {
                    throw new IllegalArgumentException("man on its far rank: " + tok);
                }
                if (color == 'W') white |= bit; else black |= bit;
                if (king) kings |= bit;
            }
        }
        return new Board(white, black, kings, side.equals("W"));
    }

    /** "W:W&lt;white squares ascending, K-prefixed kings&gt;:B&lt;...&gt;". */
    public static String toFen(Board board) {
        return (board.whiteToMove() ? "W" : "B") + ":W" + squares(board.white(), board.kings())
                + ":B" + squares(board.black(), board.kings());
    }

    private static String squares(long set, long kings) {
        StringBuilder sb = new StringBuilder();
        for (int s = 0; s < 64; s++) {
            if ((set & 1L << s) == 0) continue;
            if (sb.length() > 0) sb.append(',');
            if ((kings & 1L << s) != 0) sb.append('K');
            sb.append(name(s));
        }
        return sb.toString();
    }
}
