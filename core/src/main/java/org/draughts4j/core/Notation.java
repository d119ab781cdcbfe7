package org.draughts4j.core;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Move notation (PDN 3.0): {@code -} between the squares of a quiet move, {@code x} for a capture.
 *
 * <p>{@link #format} writes the shortest unambiguous form: origin and destination, with the
 * landing squares added only when another legal move has the same origin and destination.
 * {@link #parse} reads the short form and full or partial paths, with {@code x}, {@code -} or
 * {@code :} between squares, and algebraic squares in variants that use them.
 */
public final class Notation {

    private Notation() {}

    /**
     * @param move a legal move of {@code position}
     * @param position the position it is played in
     * @return the shortest unambiguous notation of the move, with square numbers
     * @throws IllegalMoveException if the move is not legal in the position
     * @see Position#notation(Move)
     */
    public static String format(Move move, Position position) {
        return format(move, position, false);
    }

    /**
     * Writes a move with algebraic squares ({@code c3-d4}, {@code c3xe5}), as Russian and
     * Brazilian players do; captures use the variant's {@link Variant#algebraicCaptureSeparator()}
     * ({@code :} in Russian).
     *
     * @param move a legal move of {@code position}
     * @param position the position it is played in
     * @return the shortest unambiguous notation of the move, with algebraic squares
     * @throws IllegalMoveException if the move is not legal in the position
     */
    public static String formatAlgebraic(Move move, Position position) {
        return format(move, position, true);
    }

    private static String format(Move move, Position position, boolean algebraic) {
        Objects.requireNonNull(move, "move");
        Variant variant = Objects.requireNonNull(position, "position").variant();
        Geometry geometry = variant.geometry();
        boolean full = false;
        boolean legal = false;
        List<Move> legalMoves = position.legalMoves();
        for (Move other : legalMoves) {
            if (other.equals(move)) {
                legal = true;
            } else if (other.origin() == move.origin() && other.destination() == move.destination()) {
                full = true;
            }
        }
        if (!legal) {
            // Its shortest form is only defined among the position's moves: written anyway, a move
            // of another position would read as some other move here, or as none.
            throw new IllegalMoveException(move.toString(), "not a legal move in " + position.toFen(), legalMoves);
        }
        String separator = !move.isCapture() ? "-"
                : algebraic ? String.valueOf(variant.algebraicCaptureSeparator()) : "x";
        List<Integer> path = move.path();
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < path.size(); i++) {
            if (i > 0 && !full && i < path.size() - 1) {
                continue;
            }
            if (i > 0) {
                text.append(separator);
            }
            int square = path.get(i);
            text.append(algebraic ? geometry.algebraic(square) : geometry.name(square));
        }
        return text.toString();
    }

    /**
     * Writes a move's full path, every landing square, as {@link Move#toString()} does, or with
     * algebraic squares.
     *
     * @param move a move of a position of {@code variant}
     * @param variant its variant
     * @param algebraic whether to write algebraic squares ({@code c3:e5:g3} in Russian, whose
     *     captures use {@code :}), else the variant's own names ({@code 22x15x8})
     * @return the move's full path
     */
    public static String formatPath(Move move, Variant variant, boolean algebraic) {
        Objects.requireNonNull(move, "move");
        Objects.requireNonNull(variant, "variant");
        if (!algebraic) {
            return move.toString();
        }
        Geometry geometry = variant.geometry();
        String separator = move.isCapture() ? String.valueOf(variant.algebraicCaptureSeparator()) : "-";
        StringBuilder text = new StringBuilder();
        for (int square : move.pathArray()) {
            if (text.length() > 0) {
                text.append(separator);
            }
            text.append(geometry.algebraic(square));
        }
        return text.toString();
    }

    /**
     * @param moves moves of a position of {@code variant}
     * @param variant its variant
     * @param algebraic whether to write algebraic squares
     * @return the moves' full paths, separated by {@code ", "}, in the order given
     */
    public static String formatPaths(List<Move> moves, Variant variant, boolean algebraic) {
        List<String> texts = new ArrayList<>(moves.size());
        for (Move move : moves) {
            texts.add(formatPath(move, variant, algebraic));
        }
        return String.join(", ", texts);
    }

    /**
     * @param text a move, or moves, as written
     * @return whether it names a square algebraically ({@code c3}) rather than by number: an error
     *     about it then names squares and lists moves algebraically too
     */
    public static boolean writtenAlgebraically(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if ((c >= 'a' && c <= 'n' || c >= 'A' && c <= 'N') && c != 'x' && c != 'X') {
                return true;
            }
        }
        return false;
    }

    /**
     * Reads a move of {@code position}.
     *
     * <p>An error answers in the notation of the text: where the move was written with algebraic
     * squares ({@code c3-c5}), its reason names squares and lists the legal moves algebraically
     * ({@code no legal move from c3 to c5; legal moves: c3-b4, c3-d4, ...}). In a position where
     * the game is over (no legal move: a side without pieces or moves, a crowned king in
     * Breakthrough), the reason says so.
     *
     * @param position the position the move is played in
     * @param text the move, such as {@code 32-28}, {@code 28x19}, {@code 28x17x8} or, where the
     *     variant uses algebraic squares, {@code c3-d4} or {@code c3:e5}; at most {@value
     *     InputLimits#MAX_MOVE_CHARS} characters
     * @return the legal move it names
     * @throws IllegalMoveException if the text cannot be read, names no legal move, or could mean
     *     several
     */
    public static Move parse(Position position, String text) {
        Objects.requireNonNull(position, "position");
        if (text == null) {
            throw new IllegalMoveException("null", "no move given", position.legalMoves());
        }
        if (text.length() > InputLimits.MAX_MOVE_CHARS) {
            throw new IllegalMoveException(text, "longer than " + InputLimits.MAX_MOVE_CHARS + " characters",
                    position.legalMoves());
        }
        Variant variant = position.variant();
        Geometry geometry = variant.geometry();
        boolean algebraic = geometry.isAllSquares() || (variant.acceptsAlgebraicSquares() && writtenAlgebraically(text));
        int[] squares = readSquares(position, text);
        int origin = squares[0];
        int destination = squares[squares.length - 1];
        List<Move> matches = new ArrayList<>();
        boolean sameEnds = false;
        for (Move path : position.legalMovePaths()) {
            if (path.origin() != origin || path.destination() != destination) {
                continue;
            }
            sameEnds = true;
            if (passesThrough(geometry, path, squares) && !matches.contains(path)) {
                matches.add(path);
            }
        }
        if (matches.size() == 1) {
            return matches.get(0);
        }
        if (matches.size() > 1) {
            // With free capture choice a short capture's full path can be part of a longer one's;
            // the move whose whole path was written is the one meant.
            List<Move> whole = new ArrayList<>();
            for (Move match : matches) {
                if (match.pathArray().length == squares.length && !whole.contains(match)) {
                    whole.add(match);
                }
            }
            if (whole.size() == 1) {
                return whole.get(0);
            }
        }
        if (matches.isEmpty()) {
            List<Move> legal = position.legalMoves();
            if (legal.isEmpty()) {
                throw new IllegalMoveException(text, "no move can be played: the game is over ("
                        + Game.from(position).outcome() + ")", legal);
            }
            String from = algebraic ? geometry.algebraic(origin) : geometry.name(origin);
            String to = algebraic ? geometry.algebraic(destination) : geometry.name(destination);
            String reason = sameEnds
                    ? "no legal capture from " + from + " to " + to + " passes through the squares given"
                    : "no legal move from " + from + " to " + to;
            throw new IllegalMoveException(text, reason + "; legal moves: " + formatPaths(legal, variant, algebraic),
                    legal);
        }
        throw new IllegalMoveException(text, "ambiguous: it could be " + formatPaths(matches, variant, algebraic)
                + "; give the landing squares", matches, true);
    }

    private static int[] readSquares(Position position, String text) {
        String trimmed = text.trim();
        int end = trimmed.length();
        while (end > 0 && "!?+*#".indexOf(trimmed.charAt(end - 1)) >= 0) {
            end--;
        }
        trimmed = trimmed.substring(0, end);
        String[] parts = trimmed.split("[-xX:]", -1);
        if (parts.length < 2) {
            throw new IllegalMoveException(text, "expected squares separated by '-', 'x' or ':'", position.legalMoves());
        }
        int[] squares = new int[parts.length];
        for (int i = 0; i < parts.length; i++) {
            squares[i] = readSquare(position, text, parts[i].trim());
        }
        return squares;
    }

    private static int readSquare(Position position, String text, String token) {
        Variant variant = position.variant();
        Geometry geometry = variant.geometry();
        if (token.isEmpty()) {
            throw new IllegalMoveException(text, "a square is missing", position.legalMoves());
        }
        if (token.chars().allMatch(Character::isDigit) && geometry.isAllSquares()) {
            throw new IllegalMoveException(text, "squares of the " + geometry + " board are written a1-h8, not "
                    + InputLimits.quote(token), position.legalMoves());
        }
        if (token.chars().allMatch(Character::isDigit)) {
            int square = token.length() > 3 ? -1 : Integer.parseInt(token);
            if (!geometry.isSquare(square)) {
                throw new IllegalMoveException(text, "square " + InputLimits.quote(token) + " is not on the board (1-"
                        + geometry.squareCount() + ")", position.legalMoves());
            }
            return square;
        }
        if (variant.acceptsAlgebraicSquares() || geometry.isAllSquares()) {
            int square = geometry.parseAlgebraic(token);
            if (square != 0) {
                return square;
            }
            throw new IllegalMoveException(text, "'" + InputLimits.quote(token) + "' is not a playable square",
                    position.legalMoves());
        }
        throw new IllegalMoveException(text, "'" + InputLimits.quote(token) + "' is not a square number",
                position.legalMoves());
    }

    /**
     * Whether the squares written between the origin and the destination can be found, in order,
     * among the path's landing squares. Where a king goes straight on from one capture to the
     * next, any square between the two captured pieces is a landing square it could have used.
     */
    private static boolean passesThrough(Geometry geometry, Move path, int[] written) {
        int[] landings = path.pathArray();
        int[] captured = path.capturedArray();
        int step = 0;
        for (int w = 1; w < written.length - 1; w++) {
            boolean found = false;
            while (step < captured.length - 1 && !found) {
                found = written[w] == landings[step + 1]
                        || straightOnBetween(geometry, captured[step], landings[step + 1], captured[step + 1], written[w]);
                step++;
            }
            if (!found) {
                return false;
            }
        }
        return true;
    }

    private static boolean straightOnBetween(Geometry g, int taken, int landing, int next, int square) {
        int dr = Integer.signum(g.row(landing) - g.row(taken));
        int dc = Integer.signum(g.column(landing) - g.column(taken));
        int nr = g.row(next) - g.row(taken);
        int nc = g.column(next) - g.column(taken);
        int sr = g.row(square) - g.row(taken);
        int sc = g.column(square) - g.column(taken);
        return onRay(dr, dc, nr, nc) && onRay(dr, dc, sr, sc)
                && Math.max(Math.abs(sr), Math.abs(sc)) < Math.max(Math.abs(nr), Math.abs(nc));
    }

    /** Whether the offset (r, c) lies on the ray from the origin in direction (dr, dc): a diagonal, a row or a column. */
    private static boolean onRay(int dr, int dc, int r, int c) {
        return Integer.signum(r) == dr && Integer.signum(c) == dc && (dr == 0 || dc == 0 || Math.abs(r) == Math.abs(c));
    }
}
