package org.draughts4j.core.reference;

import java.util.ArrayList;
import java.util.List;
import org.draughts4j.core.Geometry;
import org.draughts4j.core.Piece;
import org.draughts4j.core.Position;
import org.draughts4j.core.Rules;

/**
 * A deliberately plain board for the reference generator: a {@code char[row][column]} array as
 * White sees the board (row 0 at the top, column 0 = file a), with {@code '.'} for an empty dark
 * square, {@code ' '} for a light square, {@code w}/{@code W} for a white man/king and
 * {@code b}/{@code B} for a black man/king. Mutable; {@link #copy()} before changing a shared one.
 */
public final class ReferenceBoard {
    public static final char EMPTY = '.';
    public static final char LIGHT = ' ';

    public final Rules rules;
    public final Geometry geometry;
    public final int size;
    public final char[][] cells;
    public boolean whiteToMove;

    public ReferenceBoard(Rules rules, boolean whiteToMove) {
        this.rules = rules;
        this.geometry = rules.geometry();
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
        ReferenceBoard board = new ReferenceBoard(position.rules(),
                position.sideToMove() == org.draughts4j.core.Color.WHITE);
        for (int square = 1; square <= board.geometry.squareCount(); square++) {
            Piece piece = position.pieceAt(square);
            if (piece != null) {
                board.set(square, letter(piece));
            }
        }
        return board;
    }

    /** Reads a FEN through the core's parser. */
    public static ReferenceBoard fromFen(Rules rules, String fen) {
        return of(Position.fromFen(rules, fen));
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
        ReferenceBoard board = new ReferenceBoard(rules, whiteToMove);
        for (int r = 0; r < size; r++) {
            board.cells[r] = cells[r].clone();
        }
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
