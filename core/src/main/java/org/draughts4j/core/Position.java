package org.draughts4j.core;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import org.draughts4j.core.movegen.KingMoves;
import org.draughts4j.core.movegen.MoveBits;
import org.draughts4j.core.movegen.MoveGenerator;
import org.draughts4j.core.movegen.MoveList;
import org.draughts4j.core.movegen.Towers;
import org.draughts4j.core.movegen.WideMoveBits;
import org.draughts4j.core.movegen.WideGenerator;
import org.draughts4j.core.movegen.WideMoveGenerator;
import org.draughts4j.core.movegen.Zobrist;

/**
 * A position: the men and kings of each side, the side to move and the variant's rules.
 *
 * <p>Immutable and thread-safe: {@link #play(Move)} returns a new position. A position is always
 * well formed (no two pieces on a square, no man on its own crowning row), whatever its history.
 * The bitboard accessors use the layout of {@link Geometry}: one word on boards up to 10x10, a
 * low and a high word on wide boards; everything else speaks in the variant's square numbers.
 *
 * <p>In column draughts ({@link Traits#towers()}) each occupied square holds a tower: the
 * bitboards and {@link #pieceAt} give its top piece, which commands it, and {@link #tower} the
 * whole tower.
 */
public final class Position implements DrawConditions.Pieces {
    private final Variant variant;
    private final long white;
    private final long black;
    private final long kings;
    private final long whiteHigh;
    private final long blackHigh;
    private final long kingsHigh;
    private final Color sideToMove;
    private final long hash;
    /** The towers of column draughts by bit ({@link Towers}); null in other variants. */
    private final long[] towers;
    /** The counts of a limit on moves of one king ({@link KingMoves}); 0 in other variants. */
    private final int kingMoves;

    private Position(Variant variant, Color sideToMove, long white, long whiteHigh, long black, long blackHigh,
            long kings, long kingsHigh, long hash) {
        this(variant, sideToMove, white, whiteHigh, black, blackHigh, kings, kingsHigh, hash, null);
    }

    private Position(Variant variant, Color sideToMove, long white, long whiteHigh, long black, long blackHigh,
            long kings, long kingsHigh, long hash, long[] towers) {
        this(variant, sideToMove, white, whiteHigh, black, blackHigh, kings, kingsHigh, hash, towers, 0);
    }

    private Position(Variant variant, Color sideToMove, long white, long whiteHigh, long black, long blackHigh,
            long kings, long kingsHigh, long hash, long[] towers, int kingMoves) {
        this.towers = towers;
        this.kingMoves = kingMoves;
        this.variant = variant;
        this.sideToMove = sideToMove;
        this.white = white;
        this.black = black;
        this.kings = kings;
        this.whiteHigh = whiteHigh;
        this.blackHigh = blackHigh;
        this.kingsHigh = kingsHigh;
        this.hash = hash;
    }

    /**
     * Builds a position of a board up to 10x10 from bitboards, checking that it is well formed.
     *
     * @param variant the variant
     * @param sideToMove the side to move
     * @param white White's pieces
     * @param black Black's pieces
     * @param kings the kings of both sides
     * @return the position
     * @throws IllegalArgumentException if a bit is off the board, a square holds two pieces, a king
     *     bit has no piece, a man stands on its own crowning row, or the board is wide (its
     *     bitboards are two words: use {@link #of(Variant, Color, Map)})
     */
    public static Position of(Variant variant, Color sideToMove, long white, long black, long kings) {
        Objects.requireNonNull(variant, "variant");
        if (variant.geometry().isWide()) {
            throw new IllegalArgumentException("the " + variant.geometry() + " board's bitboards are two words");
        }
        return of(variant, sideToMove, new long[] {white, 0, black, 0, kings, 0});
    }

    /**
     * Builds a position of any board from its pieces.
     *
     * @param variant the variant
     * @param sideToMove the side to move
     * @param pieces the piece on each occupied square, by square number
     * @return the position
     * @throws IllegalArgumentException if a square is not on the board or a man stands on its own
     *     crowning row
     */
    public static Position of(Variant variant, Color sideToMove, Map<Integer, Piece> pieces) {
        Objects.requireNonNull(variant, "variant");
        Objects.requireNonNull(pieces, "pieces");
        long[] words = new long[6];
        Geometry geometry = variant.geometry();
        for (Map.Entry<Integer, Piece> entry : pieces.entrySet()) {
            int bit = geometry.bit(Objects.requireNonNull(entry.getKey(), "square"));
            Piece piece = Objects.requireNonNull(entry.getValue(), "piece");
            int word = bit >>> 6;
            long mask = 1L << bit;
            words[(piece.color() == Color.WHITE ? WideMoveBits.WHITE : WideMoveBits.BLACK) + word] |= mask;
            if (piece.isKing()) {
                words[WideMoveBits.KINGS + word] |= mask;
            }
        }
        return of(variant, sideToMove, words);
    }

    /**
     * Builds a position from the six words White, White high, Black, Black high, kings and kings
     * high (the high words 0 on boards up to 10x10), checking that it is well formed.
     */
    static Position of(Variant variant, Color sideToMove, long[] words) {
        return of(variant, sideToMove, words, null);
    }

    /**
     * As {@link #of(Variant, Color, long[])}, with the counts of a limit on moves of one king
     * ({@link KingMoves}): each non-zero count must name a king of its side.
     */
    static Position of(Variant variant, Color sideToMove, long[] words, long[] towerCodes, int kingMoves) {
        Position position = of(variant, sideToMove, words, towerCodes);
        if (kingMoves == 0) {
            return position;
        }
        int limit = variant.traits().kingMoveLimit();
        for (boolean white : new boolean[] {true, false}) {
            int count = KingMoves.count(kingMoves, white);
            if (count > limit) {
                throw new IllegalArgumentException("a count of " + count + " moves of one king passes the limit of "
                        + limit);
            }
            long king = 1L << KingMoves.bit(kingMoves, white);
            if (count > 0 && ((white ? position.white : position.black) & position.kings & king) == 0) {
                throw new IllegalArgumentException("the count of " + (white ? "White" : "Black")
                        + "'s king moves is not about a king of " + (white ? "White" : "Black"));
            }
        }
        return new Position(variant, sideToMove, position.white, 0, position.black, 0, position.kings, 0,
                position.hash ^ KingMoves.hash(kingMoves), position.towers, kingMoves);
    }

    /**
     * As {@link #of(Variant, Color, long[])}, with the towers of column draughts by bit (null: every
     * piece a tower of its own); the top of each tower must be the piece the words give.
     */
    static Position of(Variant variant, Color sideToMove, long[] words, long[] towerCodes) {
        Objects.requireNonNull(sideToMove, "sideToMove");
        Geometry geometry = variant.geometry();
        long white = words[WideMoveBits.WHITE];
        long whiteHigh = words[WideMoveBits.WHITE_HIGH];
        long black = words[WideMoveBits.BLACK];
        long blackHigh = words[WideMoveBits.BLACK_HIGH];
        long kings = words[WideMoveBits.KINGS];
        long kingsHigh = words[WideMoveBits.KINGS_HIGH];
        if (((white | black) & ~geometry.boardMask()) != 0 || ((whiteHigh | blackHigh) & ~geometry.boardMaskHigh()) != 0) {
            throw new IllegalArgumentException("pieces on bits that are not squares of the board");
        }
        if ((white & black) != 0 || (whiteHigh & blackHigh) != 0) {
            throw new IllegalArgumentException(
                    "square " + lowestSquare(geometry, white & black, whiteHigh & blackHigh)
                            + " holds a white and a black piece");
        }
        if ((kings & ~(white | black)) != 0 || (kingsHigh & ~(whiteHigh | blackHigh)) != 0) {
            throw new IllegalArgumentException("a king bit on an empty square");
        }
        long crowned = white & ~kings & geometry.promotionMask(Color.WHITE)
                | black & ~kings & geometry.promotionMask(Color.BLACK);
        long crownedHigh = whiteHigh & ~kingsHigh & geometry.promotionMaskHigh(Color.WHITE)
                | blackHigh & ~kingsHigh & geometry.promotionMaskHigh(Color.BLACK);
        if ((crowned | crownedHigh) != 0) {
            throw new IllegalArgumentException("a man on its own crowning row, square "
                    + lowestSquare(geometry, crowned, crownedHigh));
        }
        long hash = Zobrist.of(white, whiteHigh, black, blackHigh, kings, kingsHigh, sideToMove);
        if (!variant.traits().towers()) {
            if (towerCodes != null) {
                throw new IllegalArgumentException("towers are played in column draughts, not in " + variant.name());
            }
            return new Position(variant, sideToMove, white, whiteHigh, black, blackHigh, kings, kingsHigh, hash);
        }
        long[] codes = new long[64];
        int pieces = 0;
        for (long rest = white | black; rest != 0; rest &= rest - 1) {
            int bit = Long.numberOfTrailingZeros(rest);
            boolean whitePiece = (white >>> bit & 1) != 0;
            boolean king = (kings >>> bit & 1) != 0;
            long code = towerCodes == null || towerCodes[bit] == 0 ? Towers.single(whitePiece, king) : towerCodes[bit];
            int height = Towers.height(code);
            if (Towers.isWhite(code, height - 1) != whitePiece || Towers.isKing(code, height - 1) != king) {
                throw new IllegalArgumentException("the top of the tower on square " + geometry.square(bit)
                        + " is not the piece on that square");
            }
            codes[bit] = code;
            pieces += height;
        }
        if (pieces > Towers.MAX_HEIGHT) {
            // A capture may stack every piece into one tower, which holds at most that many.
            throw new IllegalArgumentException("the towers hold " + pieces + " pieces in all, more than the "
                    + Towers.MAX_HEIGHT + " one tower can hold");
        }
        if (towerCodes != null) {
            for (int bit = 0; bit < towerCodes.length; bit++) {
                if (towerCodes[bit] != 0 && codes[bit] == 0) {
                    throw new IllegalArgumentException("a tower on an empty square, bit " + bit);
                }
            }
        }
        return new Position(variant, sideToMove, white, whiteHigh, black, blackHigh, kings, kingsHigh,
                hash ^ Zobrist.towers(codes), codes);
    }

    /**
     * A position of a stack's state, trusted to be well formed: the stack reached it from a well
     * formed position by legal moves.
     */
    static Position trusted(Variant variant, Color sideToMove, long white, long whiteHigh, long black, long blackHigh,
            long kings, long kingsHigh, long hash, long[] towers, int kingMoves) {
        return new Position(variant, sideToMove, white, whiteHigh, black, blackHigh, kings, kingsHigh, hash, towers,
                kingMoves);
    }

    private static int lowestSquare(Geometry geometry, long low, long high) {
        return geometry.square(low != 0 ? Long.numberOfTrailingZeros(low) : 64 + Long.numberOfTrailingZeros(high));
    }

    /**
     * @param variant the variant
     * @return the start position of {@code variant}, read from its {@link Variant#startFen()}
     */
    public static Position start(Variant variant) {
        return fromFen(variant, Objects.requireNonNull(variant, "variant").startFen());
    }

    /**
     * @param variant the variant
     * @param fen the position in PDN FEN
     * @return the position
     * @throws InvalidFenException naming the offending token and its position
     */
    public static Position fromFen(Variant variant, String fen) {
        return Fen.parse(variant, fen);
    }

    /** @return the position in canonical PDN FEN */
    public String toFen() {
        return Fen.write(this);
    }

    /** @return the variant */
    public Variant variant() {
        return variant;
    }

    /** @return the side to move */
    public Color sideToMove() {
        return sideToMove;
    }

    /** @return White's pieces as a bitboard (its low word, bits 0-63, on a wide board) */
    public long white() {
        return white;
    }

    /** @return Black's pieces as a bitboard (its low word on a wide board) */
    public long black() {
        return black;
    }

    /** @return the kings of both sides as a bitboard (its low word on a wide board) */
    public long kings() {
        return kings;
    }

    /** @return the high word (bits 64-127) of White's pieces: 0 on a board up to 10x10 */
    public long whiteHigh() {
        return whiteHigh;
    }

    /** @return the high word of Black's pieces: 0 on a board up to 10x10 */
    public long blackHigh() {
        return blackHigh;
    }

    /** @return the high word of the kings: 0 on a board up to 10x10 */
    public long kingsHigh() {
        return kingsHigh;
    }

    /**
     * @return the Zobrist hash of the pieces, the kings and the side to move; equal positions have
     *     equal hashes, however they were reached (the variant is not part of the hash)
     */
    public long zobristHash() {
        return hash;
    }

    /**
     * @param color the side
     * @return the pieces of {@code color} as a bitboard, one bit per square ({@link
     *     Geometry#bit(int)}); its low word, bits 0-63, on a wide board
     */
    public long pieces(Color color) {
        return isWhite(color) ? white : black;
    }

    /**
     * @param color the side
     * @return the high word of the pieces of {@code color}: bits 64 and up of a wide board; 0 on a
     *     board up to 10x10
     */
    public long piecesHigh(Color color) {
        return isWhite(color) ? whiteHigh : blackHigh;
    }

    /**
     * @param square a square number of the variant
     * @return the piece on it, or {@code null} when it is empty
     * @throws IllegalArgumentException if the square is not on the board
     */
    public Piece pieceAt(int square) {
        int bit = variant.geometry().bit(square);
        boolean high = bit >= 64;
        long mask = 1L << bit;
        if (((high ? whiteHigh : white) & mask) != 0) {
            return ((high ? kingsHigh : kings) & mask) != 0 ? Piece.WHITE_KING : Piece.WHITE_MAN;
        }
        if (((high ? blackHigh : black) & mask) != 0) {
            return ((high ? kingsHigh : kings) & mask) != 0 ? Piece.BLACK_KING : Piece.BLACK_MAN;
        }
        return null;
    }

    /**
     * @param square a square number of the variant
     * @return the pieces on it from the bottom up: in column draughts its tower, whose last piece
     *     commands it; elsewhere the one piece there; empty when the square is empty
     * @throws IllegalArgumentException if the square is not on the board
     */
    public List<Piece> tower(int square) {
        Piece top = pieceAt(square);
        if (top == null) {
            return List.of();
        }
        if (towers == null) {
            return List.of(top);
        }
        long code = towers[variant.geometry().bit(square)];
        List<Piece> pieces = new ArrayList<>(Towers.height(code));
        for (int i = 0; i < Towers.height(code); i++) {
            pieces.add(Piece.of(Towers.isWhite(code, i) ? Color.WHITE : Color.BLACK, Towers.isKing(code, i)));
        }
        return Collections.unmodifiableList(pieces);
    }

    /**
     * @param color the side
     * @return how many non-capturing moves in a row {@code color} has made with the same king,
     *     where the variant limits them ({@link Traits#kingMoveLimit()}); 0 elsewhere
     */
    public int kingMoveCount(Color color) {
        return KingMoves.count(kingMoves, isWhite(color));
    }

    /**
     * @param color the side
     * @return the square of the king that {@link #kingMoveCount} is about, or 0 when the count is 0
     */
    public int kingMoveSquare(Color color) {
        return kingMoveCount(color) == 0 ? 0 : variant.geometry().square(KingMoves.bit(kingMoves, isWhite(color)));
    }

    /** A null side would read as Black without this: the public accessors refuse it by name. */
    private static boolean isWhite(Color color) {
        return Objects.requireNonNull(color, "color") == Color.WHITE;
    }

    /** @return the counts of moves of one king in the move generator's encoding ({@link KingMoves}) */
    int kingMoveState() {
        return kingMoves;
    }

    /**
     * @param color the side
     * @return the number of pieces of {@code color}; in column draughts, of towers it commands (its
     *     pieces under other tops are prisoners)
     */
    public int count(Color color) {
        return Long.bitCount(pieces(color)) + Long.bitCount(piecesHigh(color));
    }

    /**
     * @param color the side
     * @return the number of kings of {@code color}; in column draughts, of towers it commands
     *     topped by a king
     */
    public int kingCount(Color color) {
        return Long.bitCount(pieces(color) & kings) + Long.bitCount(piecesHigh(color) & kingsHigh);
    }

    /**
     * @return the legal moves, each once (captures that take the same pieces in another order are
     *     one move), in the generator's order
     */
    public List<Move> legalMoves() {
        return moves(false);
    }

    /**
     * @return every capture path of every legal move, one {@link Move} per path: the same move
     *     appears once for each order in which it can take its pieces
     */
    public List<Move> legalMovePaths() {
        return moves(true);
    }

    private List<Move> moves(boolean keepPaths) {
        PositionStack stack = variant.spareStacks.take(variant);
        stack.setRoot(this);
        // The spare stack's own list: a new one a call cost a fifth of a small position's listing.
        MoveList list = stack.pathList();
        int n = stack.generate(0, list, keepPaths);
        List<Move> moves = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            moves.add(toMove(list.get(i), list.getHigh(i), list.path(i)));
        }
        // Given back only after a call that ended normally.
        variant.spareStacks.giveBack(stack);
        return Collections.unmodifiableList(moves);
    }

    /**
     * The squares a player may click next while entering a move square by square: for an empty
     * path the origins of the legal moves; after the origin, the first landing square of each
     * capture (or the destination of each quiet move); after landings, the next landing of each
     * capture path that starts so.
     *
     * @param partialPath the squares entered so far: the origin, then landing squares in order
     * @return the squares that may follow, ascending; empty when the path is complete or leads
     *     nowhere
     */
    public SortedSet<Integer> continuations(List<Integer> partialPath) {
        Objects.requireNonNull(partialPath, "partialPath");
        SortedSet<Integer> next = new TreeSet<>();
        for (Move move : completions(partialPath)) {
            List<Integer> path = move.path();
            if (path.size() > partialPath.size()) {
                next.add(path.get(partialPath.size()));
            }
        }
        return Collections.unmodifiableSortedSet(next);
    }

    /**
     * The moves a square-by-square entry may still become: the legal capture paths and quiet
     * moves whose path starts with {@code partialPath}. One move left, or a path entered whole,
     * says which move the player means.
     *
     * @param partialPath the squares entered so far: the origin, then landing squares in order
     * @return the matching moves (one per path), in the generator's order
     */
    public List<Move> completions(List<Integer> partialPath) {
        Objects.requireNonNull(partialPath, "partialPath");
        List<Move> matching = new ArrayList<>();
        for (Move move : legalMovePaths()) {
            List<Integer> path = move.path();
            if (path.size() >= partialPath.size() && path.subList(0, partialPath.size()).equals(partialPath)) {
                matching.add(move);
            }
        }
        return Collections.unmodifiableList(matching);
    }

    /**
     * @return every piece by square, ascending (in column draughts, the top of each tower), for
     *     drawing a board or iterating the pieces
     */
    public SortedMap<Integer, Piece> pieceMap() {
        SortedMap<Integer, Piece> pieces = new TreeMap<>();
        Geometry geometry = variant.geometry();
        for (int square = 1; square <= geometry.squareCount(); square++) {
            Piece piece = pieceAt(square);
            if (piece != null) {
                pieces.put(square, piece);
            }
        }
        return Collections.unmodifiableSortedMap(pieces);
    }

    /**
     * @param square a square number of the variant
     * @return the legal moves starting on {@code square}, as {@link #legalMoves()} lists them;
     *     empty when none does
     * @throws IllegalArgumentException if the square is not on the board
     */
    public List<Move> legalMovesFrom(int square) {
        variant.geometry().bit(square);
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
        PositionStack stack = variant.spareStacks.take(variant);
        stack.setRoot(this);
        boolean over = stack.count(0) == 0;
        variant.spareStacks.giveBack(stack);
        return over;
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
        // The legal moves are compared as encoded, without making a Move of each: playing a game
        // move by move would otherwise make every move of every position it passes through.
        PositionStack stack = variant.spareStacks.take(variant);
        stack.setRoot(this);
        int n = stack.generate(0);
        for (int i = 0; i < n; i++) {
            long bits = stack.move(0, i);
            long high = stack.moveHigh(0, i);
            if (isMove(move, bits, high)) {
                stack.playEncoded(0, bits, moveHigh(bits, high));
                Position after = stack.position(1);
                variant.spareStacks.giveBack(stack);
                return after;
            }
        }
        variant.spareStacks.giveBack(stack);
        throw new IllegalMoveException(move.toString(), "not a legal move in " + toFen(), legalMoves());
    }

    /**
     * Reads a move in the variant's notation and plays it.
     *
     * @param notation the move, such as {@code 32-28} or {@code 28x17x8}
     * @return the position after it
     * @throws IllegalMoveException if it cannot be read, is not legal or is ambiguous
     */
    public Position play(String notation) {
        return apply(parseMove(notation));
    }

    /**
     * Reads a move in the variant's notation (see {@link Notation#parse}).
     *
     * @param notation the move, such as {@code 32-28} or {@code 28x17x8}
     * @return the legal move it names, with the capture path it gives where several take the same
     *     pieces
     * @throws IllegalMoveException if it cannot be read, is not legal or is ambiguous
     */
    public Move parseMove(String notation) {
        return Notation.parse(this, notation);
    }

    /**
     * Writes a move with the variant's square names (numbers, or Turkish's algebraic squares; {@link
     * Notation#formatAlgebraic} writes {@code c3-d4} in any variant), read back by {@link
     * #parseMove}: origin and destination, with the landing squares only where another legal move
     * shares both ({@link Notation#format}).
     *
     * @param move a legal move of this position
     * @return its shortest unambiguous notation, such as {@code 32-28} or {@code 28x17}
     * @throws IllegalMoveException if the move is not legal here
     */
    public String notation(Move move) {
        return Notation.format(move, this);
    }

    /** Plays a move of this position, legal by construction. */
    Position apply(Move move) {
        PositionStack stack = variant.spareStacks.take(variant);
        stack.setRoot(this);
        stack.playEncoded(0, move.bits(), move.bitsHigh());
        Position after = stack.position(1);
        variant.spareStacks.giveBack(stack);
        return after;
    }

    /** @return the towers by bit, a copy; null in a variant without towers */
    long[] towerCodes() {
        return towers == null ? null : towers.clone();
    }

    /** @return White, White high, Black, Black high, kings and kings high */
    long[] words() {
        return new long[] {white, whiteHigh, black, blackHigh, kings, kingsHigh};
    }

    /**
     * Whether {@code move} equals the move of this position encoded as {@code bits} and {@code high},
     * as {@link Move#equals} would find it of the move {@link #toMove} makes from them.
     */
    private boolean isMove(Move move, long bits, long high) {
        Geometry geometry = variant.geometry();
        boolean wide = geometry.isWide();
        long squaresHigh = wide ? high & WideMoveBits.SQUARES : 0;
        long capturedLow = capturedLow(bits);
        long capturedHigh = squaresHigh & piecesHigh(sideToMove.opposite());
        return move.capturedMask() == capturedLow
                && move.capturedMaskHigh() == capturedHigh
                && move.kingsTaken() == kingsTaken(high, capturedLow | capturedHigh)
                && move.isPromotion() == (wide ? WideMoveBits.isPromotion(high) : MoveBits.isPromotion(bits))
                && move.destination()
                        == geometry.square(wide ? WideMoveBits.destinationIndex(high) : MoveBits.destinationIndex(bits))
                && move.origin() == lowestSquare(geometry, bits & pieces(sideToMove), squaresHigh & piecesHigh(sideToMove));
    }

    /** @return the captured squares of the low word of an encoded move of this position */
    private long capturedLow(long bits) {
        // The low word of a wide move is all squares; a narrow move keeps its destination above them.
        return bits & pieces(sideToMove.opposite()) & (variant.geometry().isWide() ? -1L : MoveBits.SQUARES);
    }

    /** @return in column draughts, the high word of a capture: which of its jumps take a king; else 0 */
    private long kingsTaken(long high, long captured) {
        return towers != null && captured != 0 ? high : 0;
    }

    /** @return the second word a {@link Move} keeps of an encoded move, and so plays */
    private long moveHigh(long bits, long high) {
        return variant.geometry().isWide() || kingsTaken(high, capturedLow(bits)) != 0 ? high : 0;
    }

    private Move toMove(long bits, long high, int[] bitPath) {
        Geometry geometry = variant.geometry();
        long own = pieces(sideToMove);
        long ownHigh = piecesHigh(sideToMove);
        long opponentHigh = piecesHigh(sideToMove.opposite());
        boolean wide = geometry.isWide();
        long squaresHigh = wide ? high & WideMoveBits.SQUARES : 0;
        int origin = lowestSquare(geometry, bits & own, squaresHigh & ownHigh);
        int destination = geometry.square(wide ? WideMoveBits.destinationIndex(high) : MoveBits.destinationIndex(bits));
        boolean promotion = wide ? WideMoveBits.isPromotion(high) : MoveBits.isPromotion(bits);
        int steps = bitPath[0];
        int[] path;
        int[] captured = new int[steps];
        if (steps == 0) {
            path = new int[] {origin, destination};
        } else {
            path = new int[steps + 1];
            path[0] = origin;
            for (int i = 0; i < steps; i++) {
                captured[i] = geometry.square(bitPath[1 + i]);
                path[i + 1] = geometry.square(bitPath[1 + steps + i]);
            }
        }
        long capturedLow = capturedLow(bits);
        long capturedHigh = squaresHigh & opponentHigh;
        long kingsTaken = kingsTaken(high, capturedLow | capturedHigh);
        return new Move(geometry, path, captured, promotion, bits, wide || kingsTaken != 0 ? high : 0, capturedLow,
                capturedHigh, kingsTaken);
    }

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof Position position)) {
            return false;
        }
        return hash == position.hash
                && white == position.white
                && black == position.black
                && kings == position.kings
                && whiteHigh == position.whiteHigh
                && blackHigh == position.blackHigh
                && kingsHigh == position.kingsHigh
                && sideToMove == position.sideToMove
                && Arrays.equals(towers, position.towers)
                && kingMoves == position.kingMoves
                && variant.name().equals(position.variant.name());
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
