package org.draughts4j.reference;

import java.util.ArrayList;
import java.util.List;
import org.draughts4j.core.Geometry;
import org.draughts4j.core.Piece;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;

/**
 * A deliberately plain board for the reference generator: a {@code char[row][column]} array as
 * White sees the board (row 0 at the top, column 0 = file a), with {@code '.'} for an empty dark
 * square, {@code ' '} for a light square, {@code w}/{@code W} for a white man/king and
 * {@code b}/{@code B} for a black man/king. Mutable; {@link #copy()} before changing a shared one.
 */
public final class ReferenceBoard {
    public static final char EMPTY = '.';
    public static final char LIGHT = ' ';

    public final Variant variant;
    public final Geometry geometry;
    public final int size;
    public final char[][] cells;
    public boolean whiteToMove;
    /**
     * Where the variant limits the moves of one king (Frisian): for White [0] and Black [1], how
     * many quiet moves in a row the same king has made, and that king's square.
     */
    public final int[] kingMoveCount = new int[2];
    public final int[] kingMoveSquare = new int[2];

    public ReferenceBoard(Variant variant, boolean whiteToMove) {
        this.variant = variant;
        this.geometry = variant.geometry();
        this.size = geometry.size();
        this.cells = new char[size][size];
        for (int r = 0; r < size; r++) {
            for (int c = 0; c < size; c++) {
                cells[r][c] = geometry.squareAt(r, c) == 0 ? LIGHT : EMPTY;
            }
        }
        this.whiteToMove = whiteToMove;
    }

    /** Copies the pieces of a core position (read square by square through {@code pieceAt}). */
    public static ReferenceBoard of(Position position) {
        ReferenceBoard board = new ReferenceBoard(position.variant(),
                position.sideToMove() == org.draughts4j.core.Color.WHITE);
        for (org.draughts4j.core.Color color : org.draughts4j.core.Color.values()) {
            int side = color == org.draughts4j.core.Color.WHITE ? 0 : 1;
            board.kingMoveCount[side] = position.kingMoveCount(color);
            board.kingMoveSquare[side] = position.kingMoveSquare(color);
        }
        for (int square = 1; square <= board.geometry.squareCount(); square++) {
            Piece piece = position.pieceAt(square);
            if (piece != null) {
                board.set(square, letter(piece));
            }
        }
        return board;
    }

    /** Reads a FEN through the core's parser. */
    public static ReferenceBoard fromFen(Variant variant, String fen) {
        return of(Position.fromFen(variant, fen));
    }

    static char letter(Piece piece) {
        switch (piece) {
            case WHITE_MAN: return 'w';
            case WHITE_KING: return 'W';
            case BLACK_MAN: return 'b';
            default: return 'B';
        }
    }

    public char get(int square) {
        return cells[geometry.row(square)][geometry.column(square)];
    }

    public void set(int square, char piece) {
        cells[geometry.row(square)][geometry.column(square)] = piece;
    }

    public ReferenceBoard copy() {
        ReferenceBoard board = new ReferenceBoard(variant, whiteToMove);
        for (int r = 0; r < size; r++) {
            board.cells[r] = cells[r].clone();
        }
        System.arraycopy(kingMoveCount, 0, board.kingMoveCount, 0, 2);
        System.arraycopy(kingMoveSquare, 0, board.kingMoveSquare, 0, 2);
        return board;
    }

    /** @return the board after {@code move} (this board is unchanged) */
    public ReferenceBoard play(ReferenceMove move) {
        ReferenceBoard next = copy();
        char piece = get(move.origin);
        next.set(move.origin, EMPTY);
        for (int square : move.captured) {
            next.set(square, EMPTY);
        }
        if (move.promotion) {
            piece = Character.toUpperCase(piece);
        }
        next.set(move.destination, piece);
        next.whiteToMove = !whiteToMove;
        int limit = variant.traits().kingMoveLimit();
        if (limit > 0) {
            // The mover's count goes on with the same king, starts again with another, and ends with
            // a capture or a man move; the opponent's ends when its king is taken.
            int side = whiteToMove ? 0 : 1;
            boolean king = Character.isUpperCase(get(move.origin));
            if (move.isCapture() || !king) {
                next.kingMoveCount[side] = 0;
                next.kingMoveSquare[side] = 0;
            } else if (kingMoveCount[side] > 0 && kingMoveSquare[side] == move.origin) {
                next.kingMoveCount[side] = Math.min(limit, kingMoveCount[side] + 1);
                next.kingMoveSquare[side] = move.destination;
            } else {
                next.kingMoveCount[side] = 1;
                next.kingMoveSquare[side] = move.destination;
            }
            int other = 1 - side;
            for (int square : move.captured) {
                if (kingMoveCount[other] > 0 && square == kingMoveSquare[other]) {
                    next.kingMoveCount[other] = 0;
                    next.kingMoveSquare[other] = 0;
                }
            }
        }
        return next;
    }

    /** @return the number of pieces of a side */
    public int count(boolean white) {
        int n = 0;
        for (char[] row : cells) {
            for (char cell : row) {
                if (white ? (cell == 'w' || cell == 'W') : (cell == 'b' || cell == 'B')) {
                    n++;
                }
            }
        }
        return n;
    }

    /** @return the canonical PDN FEN, written here independently of the core's writer */
    public String toFen() {
        StringBuilder fen = new StringBuilder();
        fen.append(whiteToMove ? 'W' : 'B');
        for (char side : new char[] {'w', 'b'}) {
            fen.append(':').append(Character.toUpperCase(side));
            List<String> squares = new ArrayList<>();
            for (int square = 1; square <= geometry.squareCount(); square++) {
                char cell = get(square);
                if (cell == side) {
                    squares.add(Integer.toString(square));
                } else if (cell == Character.toUpperCase(side)) {
                    squares.add("K" + square);
                }
            }
            fen.append(String.join(",", squares));
        }
        if (variant.traits().kingMoveLimit() > 0) {
            fen.append(":+").append(kingMoveCount[1]).append(kingMoveCount[1] > 0 ? kingMoveSquare[1] : "")
                    .append('+').append(kingMoveCount[0]).append(kingMoveCount[0] > 0 ? kingMoveSquare[0] : "");
        }
        return fen.toString();
    }

    /** @return a diagram, for failure messages */
    public String diagram() {
        StringBuilder text = new StringBuilder();
        for (char[] row : cells) {
            for (char cell : row) {
                text.append(cell == LIGHT ? ' ' : cell).append(' ');
            }
            text.append('\n');
        }
        return text.toString();
    }

    @Override
    public String toString() {
        return toFen();
    }
}
