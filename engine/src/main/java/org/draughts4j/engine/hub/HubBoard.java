package org.draughts4j.engine.hub;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.draughts4j.core.BoardDiagram;
import org.draughts4j.core.Color;
import org.draughts4j.core.Move;
import org.draughts4j.core.Piece;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.draughts4j.engine.EngineException;
import org.draughts4j.engine.EngineMoves;

/**
 * Hub's positions and moves. A position is the side to move ({@code W} or {@code B}) and one
 * character per square, 1 to 50: {@code w} {@code b} men, {@code W} {@code B} kings, {@code e}
 * empty. A move is {@code 32-28}, or for a capture {@code from x to x captured x captured...} with
 * the captured squares in any order and no landing squares ({@code 28x19x23}); this class writes
 * them sorted.
 */
public final class HubBoard {
    private HubBoard() {
    }

    /**
     * @param position a position of a 10x10 variant
     * @return it in Hub's form, 51 characters
     */
    public static String format(Position position) {
        StringBuilder text = new StringBuilder(51);
        text.append(position.sideToMove() == Color.WHITE ? 'W' : 'B');
        int squares = position.variant().geometry().squareCount();
        for (int square = 1; square <= squares; square++) {
            Piece piece = position.pieceAt(square);
            // Hub's letters are the text diagrams' own.
            text.append(piece == null ? 'e' : BoardDiagram.symbol(piece));
        }
        return text.toString();
    }

    /**
     * @param variant the variant, of 50 squares
     * @param text a Hub position
     * @return the position, or empty if the text is not one (wrong length or letters, or a man on
     *     its crowning row)
     */
    public static Optional<Position> parse(Variant variant, String text) {
        int squares = variant.geometry().squareCount();
        if (text.length() != squares + 1 || text.charAt(0) != 'W' && text.charAt(0) != 'B') {
            return Optional.empty();
        }
        Map<Integer, Piece> pieces = new TreeMap<>();
        for (int square = 1; square <= squares; square++) {
            char c = text.charAt(square);
            Piece piece;
            switch (c) {
                case 'w':
                    piece = Piece.WHITE_MAN;
                    break;
                case 'W':
                    piece = Piece.WHITE_KING;
                    break;
                case 'b':
                    piece = Piece.BLACK_MAN;
                    break;
                case 'B':
                    piece = Piece.BLACK_KING;
                    break;
                case 'e':
                    continue;
                default:
                    return Optional.empty();
            }
            pieces.put(square, piece);
        }
        try {
            return Optional.of(Position.of(variant, text.charAt(0) == 'W' ? Color.WHITE : Color.BLACK, pieces));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /**
     * @param move a legal move
     * @return it in Hub's form: {@code 32-28}, or {@code 28x19x23} (from, to, the captured squares sorted)
     */
    public static String formatMove(Move move) {
        if (!move.isCapture()) {
            return move.origin() + "-" + move.destination();
        }
        StringBuilder text = new StringBuilder().append(move.origin()).append('x').append(move.destination());
        List<Integer> captured = new ArrayList<>(move.captured());
        captured.sort(null);
        for (int square : captured) {
            text.append('x').append(square);
        }
        return text.toString();
    }

    /**
     * @param position the position the move is played in
     * @param text a move in Hub's form
     * @param source the line it came in, for the error
     * @param lastOutput the engine's last lines, for the error
     * @return the legal move it names
     * @throws org.draughts4j.engine.IllegalEngineMoveException if it is malformed, illegal or
     *     ambiguous, naming {@code source}
     */
    public static Move parseMove(Position position, String text, String source, List<String> lastOutput) {
        int[] squares = squares(text);
        if (squares == null) {
            throw new org.draughts4j.engine.IllegalEngineMoveException("malformed move " + EngineException.quote(text)
                    + " in " + EngineException.quote(source), lastOutput);
        }
        boolean capture = text.indexOf('x') >= 0;
        List<Integer> captured = new ArrayList<>();
        for (int i = 2; i < squares.length; i++) {
            captured.add(squares[i]);
        }
        if (capture && captured.isEmpty()) {
            // "from x to" with nothing captured named: no Hub engine writes it, and it names no move.
            throw new org.draughts4j.engine.IllegalEngineMoveException("capture " + EngineException.quote(text)
                    + " names no captured square, in " + EngineException.quote(source), lastOutput);
        }
        return EngineMoves.match(position, squares[0], squares[1], captured, source, lastOutput);
    }

    /** @return the squares of {@code 32-28} or {@code 28x19x23}, or null if the text is not that */
    private static int[] squares(String text) {
        boolean quiet = text.indexOf('-') >= 0;
        boolean capture = text.indexOf('x') >= 0;
        if (quiet == capture || text.length() > 200) {
            return null;
        }
        String[] parts = text.split(quiet ? "-" : "x", -1);
        if (quiet && parts.length != 2 || parts.length < 2 || parts.length > 40) {
            return null;
        }
        int[] squares = new int[parts.length];
        for (int i = 0; i < parts.length; i++) {
            String part = parts[i];
            if (part.isEmpty() || part.length() > 3) {
                return null;
            }
            for (int j = 0; j < part.length(); j++) {
                if (part.charAt(j) < '0' || part.charAt(j) > '9') {
                    return null;
                }
            }
            squares[i] = Integer.parseInt(part);
        }
        return squares;
    }
}
