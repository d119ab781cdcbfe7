package org.draughts4j.core;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import org.draughts4j.core.engine.MoveBits;
import org.draughts4j.core.engine.MoveGenerator;
import org.draughts4j.core.engine.MoveList;
import org.draughts4j.core.engine.Zobrist;

/**
 * A position: the men and kings of each side, the side to move and the variant's rules.
 *
 * <p>Immutable and thread-safe: {@link #play(Move)} returns a new position. A position is always
 * well formed (no two pieces on a square, no man on its own crowning row), whatever its history.
 * The bitboard accessors use the layout of {@link Geometry}; everything else speaks in the
 * variant's square numbers.
 */
public final class Position {
    private final Rules rules;
    private final long white;
    private final long black;
    private final long kings;
    private final Color sideToMove;
    private final long hash;

    private Position(Rules rules, Color sideToMove, long white, long black, long kings, long hash) {
        this.rules = rules;
        this.sideToMove = sideToMove;
        this.white = white;
        this.black = black;
        this.kings = kings;
        this.hash = hash;
    }

    /**
     * Builds a position from bitboards, checking that it is well formed.
     *
     * @param rules the variant
     * @param sideToMove the side to move
     * @param white White's pieces
     * @param black Black's pieces
     * @param kings the kings of both sides
     * @return the position
     * @throws IllegalArgumentException if a bit is off the board, a square holds two pieces, a king
     *     bit has no piece, or a man stands on its own crowning row
     */
    public static Position of(Rules rules, Color sideToMove, long white, long black, long kings) {
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(sideToMove, "sideToMove");
        Geometry geometry = rules.geometry();
        long board = geometry.boardMask();
        if (((white | black) & ~board) != 0) {
            throw new IllegalArgumentException("pieces on bits that are not squares of the board");
        }
        if ((white & black) != 0) {
            throw new IllegalArgumentException(
                    "square " + geometry.lowestSquare(white & black) + " holds a white and a black piece");
        }
        if ((kings & ~(white | black)) != 0) {
            throw new IllegalArgumentException("a king bit on an empty square");
        }
        long whiteMenCrowned = white & ~kings & geometry.promotionMask(Color.WHITE);
        long blackMenCrowned = black & ~kings & geometry.promotionMask(Color.BLACK);
        if ((whiteMenCrowned | blackMenCrowned) != 0) {
            throw new IllegalArgumentException("a man on its own crowning row, square "
                    + geometry.lowestSquare(whiteMenCrowned | blackMenCrowned));
        }
        return new Position(rules, sideToMove, white, black, kings, Zobrist.of(white, black, kings, sideToMove));
    }

    /** @return the start position of {@code rules} */
    public static Position start(Rules rules) {
        return fromFen(rules, rules.startFen());
    }

    /**
     * @param rules the variant
     * @param fen the position in PDN FEN
     * @return the position
     * @throws InvalidFenException naming the offending token and its position
     */
    public static Position fromFen(Rules rules, String fen) {
        return Fen.parse(rules, fen);
    }

    /** @return the position in canonical PDN FEN */
    public String toFen() {
        return Fen.write(this);
    }

    /** @return the variant */
    public Rules rules() {
        return rules;
    }

    /** @return the side to move */
    public Color sideToMove() {
        return sideToMove;
    }

    /** @return White's pieces as a bitboard */
    public long white() {
        return white;
    }

    /** @return Black's pieces as a bitboard */
    public long black() {
        return black;
    }

    /** @return the kings of both sides as a bitboard */
    public long kings() {
        return kings;
    }

    /**
     * @return the Zobrist hash of the pieces, the kings and the side to move; equal positions have
     *     equal hashes, however they were reached (the variant is not part of the hash)
     */
    public long zobristHash() {
        return hash;
    }

    /** @return the pieces of {@code color} as a bitboard */
    public long pieces(Color color) {
        return color == Color.WHITE ? white : black;
    }

    /**
     * @param square a square number of the variant
     * @return the piece on it, or {@code null} when it is empty
     * @throws IllegalArgumentException if the square is not on the board
     */
    public Piece pieceAt(int square) {
        long bit = rules.geometry().mask(square);
        if ((white & bit) != 0) {
            return (kings & bit) != 0 ? Piece.WHITE_KING : Piece.WHITE_MAN;
        }
        if ((black & bit) != 0) {
            return (kings & bit) != 0 ? Piece.BLACK_KING : Piece.BLACK_MAN;
        }
        return null;
    }

    /** @return the number of pieces of {@code color} */
    public int count(Color color) {
        return Long.bitCount(pieces(color));
    }

    /** @return the number of kings of {@code color} */
    public int kingCount(Color color) {
        return Long.bitCount(pieces(color) & kings);
    }

    /**
     * @return the legal moves, each once (captures that take the same pieces in another order are
     *     one move), in the generator's order
     */
    public List<Move> legalMoves() {
        MoveList list = new MoveList(true);
        new MoveGenerator(rules.traits()).generate(white, black, kings, sideToMove == Color.WHITE, list, false);
        List<Move> moves = new ArrayList<>(list.size());
        for (int i = 0; i < list.size(); i++) {
            moves.add(toMove(list.get(i), list.path(i)));
        }
        return Collections.unmodifiableList(moves);
    }

    /**
     * @return every capture path of every legal move, one {@link Move} per path: the same move
     *     appears once for each order in which it can take its pieces
     */
    public List<Move> legalMovePaths() {
        MoveList list = new MoveList(true);
        new MoveGenerator(rules.traits()).generate(white, black, kings, sideToMove == Color.WHITE, list, true);
        List<Move> moves = new ArrayList<>(list.size());
        for (int i = 0; i < list.size(); i++) {
            moves.add(toMove(list.get(i), list.path(i)));
        }
        return Collections.unmodifiableList(moves);
    }

    /** @return the legal moves starting on {@code square} */
    public List<Move> legalMovesFrom(int square) {
        rules.geometry().mask(square);
        List<Move> moves = new ArrayList<>();
        for (Move move : legalMoves()) {
            if (move.origin() == square) {
                moves.add(move);
            }
        }
        return Collections.unmodifiableList(moves);
    }

    /**
     * @return whether the side to move has no legal move: it has lost, or won where the goal is
     *     reversed; where the first king wins, a position with a king on the board has none
     */
    public boolean isGameOver() {
        MoveList list = new MoveList();
        return new MoveGenerator(rules.traits()).generate(white, black, kings, sideToMove == Color.WHITE, list, false) == 0;
    }

    /**
     * Plays a legal move.
     *
     * @param move a move of this position, as given by {@link #legalMoves()} or {@link #parseMove}
     * @return the position after it
     * @throws IllegalMoveException if the move is not legal here
     */
    public Position play(Move move) {
        Objects.requireNonNull(move, "move");
        List<Move> legal = legalMoves();
        for (Move candidate : legal) {
            if (candidate.equals(move)) {
                return playBits(candidate.bits());
            }
        }
        throw new IllegalMoveException(move.toString(), "not a legal move in " + toFen(), legal);
    }

    /**
     * Reads a move in the variant's notation and plays it.
     *
     * @param notation the move, such as {@code 32-28} or {@code 28x17x8}
     * @return the position after it
     * @throws IllegalMoveException if it cannot be read, is not legal or is ambiguous
     */
    public Position play(String notation) {
        return playBits(parseMove(notation).bits());
    }

    /**
     * Reads a move in the variant's notation (see {@link Notation#parse}).
     *
     * @throws IllegalMoveException if it cannot be read, is not legal or is ambiguous
     */
    public Move parseMove(String notation) {
        return Notation.parse(this, notation);
    }

    /**
     * Plays a move given in the generator's encoding, without checking that it is legal: for
     * engines that took it from a {@link MoveGenerator} on this very position.
     */
    public Position playBits(long move) {
        boolean whiteMoves = sideToMove == Color.WHITE;
        long own = whiteMoves ? white : black;
        long opponent = whiteMoves ? black : white;
        long from = MoveBits.origin(move, own);
        long to = MoveBits.destination(move);
        long captured = MoveBits.captured(move, opponent);
        long newOwn = (own & ~from) | to;
        long newOpponent = opponent & ~captured;
        long newKings = kings & ~captured;
        if ((kings & from) != 0) {
            newKings = (newKings & ~from) | to;
        } else if (MoveBits.isPromotion(move)) {
            newKings |= to;
        }
        long newHash = Zobrist.after(hash, move, white, black, kings, whiteMoves);
        return whiteMoves
                ? new Position(rules, Color.BLACK, newOwn, newOpponent, newKings, newHash)
                : new Position(rules, Color.WHITE, newOpponent, newOwn, newKings, newHash);
    }

    private Move toMove(long bits, int[] bitPath) {
        Geometry geometry = rules.geometry();
        long own = pieces(sideToMove);
        long opponent = pieces(sideToMove.opposite());
        int origin = geometry.lowestSquare(MoveBits.origin(bits, own));
        int steps = bitPath[0];
        int[] path;
        int[] captured = new int[steps];
        if (steps == 0) {
            path = new int[] {origin, geometry.square(MoveBits.destinationIndex(bits))};
        } else {
            path = new int[steps + 1];
            path[0] = origin;
            for (int i = 0; i < steps; i++) {
                captured[i] = geometry.square(bitPath[1 + i]);
                path[i + 1] = geometry.square(bitPath[1 + steps + i]);
            }
        }
        return new Move(path, captured, MoveBits.isPromotion(bits), bits, MoveBits.captured(bits, opponent));
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof Position)) {
            return false;
        }
        Position position = (Position) other;
        return hash == position.hash
                && white == position.white
                && black == position.black
                && kings == position.kings
                && sideToMove == position.sideToMove
                && rules.name().equals(position.rules.name());
    }

    @Override
    public int hashCode() {
        return Long.hashCode(hash);
    }

    /** @return the position in canonical FEN */
    @Override
    public String toString() {
        return toFen();
    }
}
