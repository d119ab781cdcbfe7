package org.draughts4j.core;

import java.util.Arrays;
import java.util.List;
import org.draughts4j.core.movegen.MoveBits;
import org.draughts4j.core.movegen.MoveList;
import org.draughts4j.core.movegen.WideMoveBits;
import org.draughts4j.core.movegen.Zobrist;

/**
 * The positions along one line of play, one per ply below a root, in the primitive form the move
 * generator works on: the fast contract that perft, a search and endgame tables are written on,
 * for every board the library has (one word of bits up to 10x10, two words on 12x12, 14x14 and
 * Turkish's board, towers in column draughts, the counts of moves of one king in Frisian).
 *
 * <p>Ply 0 is the root, set with {@link #setRoot}. {@link #generate} lists the legal moves of the
 * position at a ply, and {@link #play} plays the one at an index of that list into the next ply,
 * overwriting what was there: a depth-first walk, such as a search, reuses the plies as it goes.
 * Each ply owns its move list and its state, made when a line first gets that deep or ahead of a
 * walk by {@link #reserve}, so that nothing is allocated per node. A move is known by its
 * index in its ply's list, or by its encoding ({@link #move}, {@link #moveHigh}): two moves of a
 * position are the same move exactly when both words are equal, which makes them fit for a
 * transposition table or a killer slot; {@link #toMove} turns one into a {@link Move}.
 *
 * <p>Moves are listed in the generator's order, each once (captures that take the same pieces in
 * another order are one move), or once per capture path with {@link #of(Variant, boolean, boolean)}'s
 * {@code keepPaths}. The representation is chosen here, from the variant's traits, and nowhere
 * else: a stack is a final class per kind of board, so that a walk that uses one kind reaches the
 * generator without an interface call it cannot inline.
 *
 * <p>A stack is mutable and not thread-safe: use one per thread. Positions, moves and the
 * variant it hands out are immutable.
 */
public abstract class PositionStack {
    /**
     * The most plies {@link #reserve} makes at once. A ply made during a walk takes a branch that
     * the JIT compiles as never taken when its profile has not seen it (plies reserved before a walk
     * are made before the profile starts), and a stack made later for another thread then takes it:
     * the compiled walk is thrown away for every thread and compiled again, 30-60 ms of slower
     * counting. Deeper plies are made as a line first reaches them, so a depth that no line reaches
     * costs nothing.
     */
    public static final int PLIES_MADE_AHEAD = 32;

    /** The deepest count {@link #countLeaves} makes in bulk. */
    public static final int BULK_DEPTH = 3;

    final Variant variant;
    final Traits traits;
    final boolean keepPaths;
    /** Whether {@link #hash} is kept: a few nanoseconds a move that perft without a table does without. */
    final boolean hashing;
    /** Whether moves take the two-word encoding of the wide boards ({@link WideMoveBits}). */
    final boolean wideMoves;
    /** By ply: whether White is to move, the hash and the moves. */
    boolean[] whiteToMove = new boolean[0];
    long[] hashes = new long[0];
    MoveList[] lists = new MoveList[0];
    /** The positions the last {@link #countLeaves} reached one and two plies below its ply. */
    long firstBelow;
    long secondBelow;
    /** The list the counts use for captures they must tell apart: no ply's moves are lost to it. */
    MoveList scratch;
    /** What a draw condition reads of one ply ({@link DrawRule#holds(PositionStack, int)}), made once. */
    private final PlyView plyView = new PlyView();
    /** The list, with capture paths, that {@link Position}'s moves are made from on a spare stack; made at its first use. */
    private MoveList pathList;

    PositionStack(Variant variant, boolean keepPaths, boolean hashing) {
        this.variant = variant;
        this.traits = variant.traits();
        this.keepPaths = keepPaths;
        this.hashing = hashing;
        this.wideMoves = traits.geometry().isWide();
    }

    /**
     * @param variant the variant
     * @return a stack for the variant's board, listing each move once and keeping the hash of every
     *     ply
     */
    public static PositionStack of(Variant variant) {
        return of(variant, false, true);
    }

    /**
     * @param variant the variant
     * @param keepPaths whether captures that take the same pieces in another order are listed (and
     *     counted) as separate moves, as perft's paths counting wants
     * @param hashing whether {@link #hash} is kept up to date as moves are played (a search or a
     *     table wants it; a count that never looks a position up does without, a few nanoseconds a
     *     move faster)
     * @return a stack for the variant's board
     */
    public static PositionStack of(Variant variant, boolean keepPaths, boolean hashing) {
        Traits traits = variant.traits();
        PositionStack stack;
        if (traits.kingMoveLimit() > 0) {
            stack = new KingLimitStack(variant, keepPaths, hashing);
        } else if (traits.towers()) {
            stack = new TowerStack(variant, keepPaths, hashing);
        } else if (traits.geometry().isWide()) {
            stack = new WideStack(variant, keepPaths, hashing);
        } else {
            stack = new NarrowStack(variant, keepPaths, hashing);
        }
        // The root and the ply below it: a position's moves and the position after one.
        stack.reach(0);
        return stack;
    }

    /**
     * Makes the plies down to {@code plies} below the root now, at most {@link #PLIES_MADE_AHEAD} of
     * them, so that a walk that goes that deep allocates nothing on the way (a deeper line still
     * makes its plies as it first gets there).
     *
     * @param plies how deep the walk will go
     * @throws IllegalArgumentException if plies is negative
     */
    public final void reserve(int plies) {
        if (plies < 0) {
            throw new IllegalArgumentException("negative plies " + plies);
        }
        reach(Math.min(plies, PLIES_MADE_AHEAD));
    }

    /** @return whether the stack keeps the hash of every ply ({@link #of(Variant, boolean, boolean)}) */
    public final boolean keepsHashes() {
        return hashing;
    }

    /** @return the variant */
    public final Variant variant() {
        return variant;
    }

    /** @return whether capture paths are listed as separate moves */
    public final boolean keepsPaths() {
        return keepPaths;
    }

    /**
     * Sets the root, ply 0.
     *
     * @param position a position of this stack's variant
     * @throws IllegalArgumentException if the position is of another variant
     */
    public final void setRoot(Position position) {
        if (!position.variant().name().equals(variant.name())) {
            throw new IllegalArgumentException("a position of " + position.variant() + " on a stack of " + variant);
        }
        load(position);
        whiteToMove[0] = position.sideToMove() == Color.WHITE;
        hashes[0] = position.zobristHash();
    }

    /**
     * Sets the root, ply 0, from bitboards in the layout of {@link Geometry} (the low and high
     * words of a board of two words; the high words 0 on a board up to 10x10), without making a
     * {@link Position}: for a program that visits many positions, such as an endgame table's
     * builder. In column draughts every piece is a tower of its own, and where the variant limits
     * the moves of one king, both counts are 0.
     *
     * @param sideToMove the side to move
     * @param white White's pieces, bits 0-63
     * @param whiteHigh White's pieces, bits 64 and up
     * @param black Black's pieces, bits 0-63
     * @param blackHigh Black's pieces, bits 64 and up
     * @param kings the kings, bits 0-63
     * @param kingsHigh the kings, bits 64 and up
     * @throws IllegalArgumentException if a bit is off the board, a square holds two pieces, a king
     *     bit has no piece, or a man stands on its own crowning row
     */
    public final void setRoot(Color sideToMove, long white, long whiteHigh, long black, long blackHigh, long kings,
            long kingsHigh) {
        // A null side would read as Black, hashed as no side.
        java.util.Objects.requireNonNull(sideToMove, "sideToMove");
        Geometry geometry = traits.geometry();
        if (((white | black) & ~geometry.boardMask()) != 0 || ((whiteHigh | blackHigh) & ~geometry.boardMaskHigh()) != 0
                || (white & black) != 0 || (whiteHigh & blackHigh) != 0
                || (kings & ~(white | black)) != 0 || (kingsHigh & ~(whiteHigh | blackHigh)) != 0
                || (white & ~kings & geometry.promotionMask(Color.WHITE)) != 0
                || (whiteHigh & ~kingsHigh & geometry.promotionMaskHigh(Color.WHITE)) != 0
                || (black & ~kings & geometry.promotionMask(Color.BLACK)) != 0
                || (blackHigh & ~kingsHigh & geometry.promotionMaskHigh(Color.BLACK)) != 0) {
            throw new IllegalArgumentException("not a well formed position of the " + geometry + " board");
        }
        boolean whiteMoves = sideToMove == Color.WHITE;
        loadBits(white, whiteHigh, black, blackHigh, kings, kingsHigh);
        whiteToMove[0] = whiteMoves;
        if (hashing) {
            hashes[0] = Zobrist.of(white, whiteHigh, black, blackHigh, kings, kingsHigh, sideToMove);
        }
    }

    /**
     * @param ply a ply the stack holds: 0, or one below a ply a move was played from
     * @return the position at that ply, as an immutable {@link Position}
     */
    public abstract Position position(int ply);

    /**
     * @param ply a ply the stack holds
     * @return whether White is to move there
     */
    public final boolean whiteToMove(int ply) {
        return whiteToMove[ply];
    }

    /**
     * @param ply a ply the stack holds
     * @return the Zobrist hash of the position there: {@link Position#zobristHash()}, kept up to
     *     date move by move
     * @throws IllegalStateException if the stack does not keep hashes
     */
    public final long hash(int ply) {
        if (!hashing) {
            throw new IllegalStateException("this stack does not keep hashes");
        }
        return hashes[ply];
    }

    /**
     * The hash of the position a move leads to: what {@link #hash} gives at {@code ply + 1} after
     * {@link #play}{@code (ply, index)}, for a search that looks positions up by their hash to ask
     * for a child's entry before it plays the move. Computed from the move and the position, but
     * on column draughts' board, whose stack plays the move into the ply below to hash it (that ply
     * then holds the position after the move, as after {@code play}).
     *
     * @param ply a ply whose moves were listed
     * @param index the move's index in the list, 0 to the count - 1
     * @return the hash after the move
     * @throws IllegalStateException if the stack does not keep hashes
     * @throws IndexOutOfBoundsException if the index is outside the list
     */
    public long hashAfter(int ply, int index) {
        // Column draughts' default: the towers' part of a hash is read from the towers after the move.
        play(ply, index);
        return hash(ply + 1);
    }

    /**
     * @param ply a ply the stack holds
     * @param color a side
     * @return the pieces of that side there, bits 0-63 of the board's layout ({@link Geometry})
     */
    public abstract long pieces(int ply, Color color);

    /**
     * @param ply a ply the stack holds
     * @param color a side
     * @return the pieces of that side there, bits 64 and up (0 on a board up to 10x10)
     */
    public abstract long piecesHigh(int ply, Color color);

    /**
     * @param ply a ply the stack holds
     * @return the kings of both sides there, bits 0-63 (in column draughts, the towers a king tops)
     */
    public abstract long kings(int ply);

    /**
     * @param ply a ply the stack holds
     * @return the kings of both sides there, bits 64 and up (0 on a board up to 10x10)
     */
    public abstract long kingsHigh(int ply);

    /**
     * @param ply a ply the stack holds
     * @param color a side
     * @return how many non-capturing moves in a row {@code color} has made with the same king there,
     *     where the variant limits them ({@link Traits#kingMoveLimit()}, Frisian); 0 elsewhere
     */
    public int kingMoveCount(int ply, Color color) {
        return 0;
    }

    /**
     * @param ply a ply the stack holds
     * @param color a side
     * @return the bit, in the layout of {@link Geometry}, of the king that {@link #kingMoveCount}
     *     is about, or -1 when that count is 0
     */
    public int kingMoveBit(int ply, Color color) {
        return -1;
    }

    /**
     * Sets the counts of moves of one king at the root, which {@link #setRoot(Color, long, long,
     * long, long, long, long)} sets to 0: for a program that visits positions with their counts
     * from bitboards, such as an endgame table's builder. Call it after that setRoot.
     *
     * @param whiteCount White's count of non-capturing moves in a row with the same king, 0 to the
     *     variant's limit
     * @param whiteBit the bit of the king White's count is about (ignored when the count is 0)
     * @param blackCount Black's count
     * @param blackBit the bit of the king Black's count is about (ignored when the count is 0)
     * @throws IllegalArgumentException if a count is negative or above the variant's limit (0
     *     where the variant has none), or a non-zero count's bit is not a king of its side
     */
    public void setRootKingMoves(int whiteCount, int whiteBit, int blackCount, int blackBit) {
        if (whiteCount != 0 || blackCount != 0) {
            throw new IllegalArgumentException(variant.name() + " has no limit on the moves of one king");
        }
    }

    /**
     * Lists the legal moves of the position at {@code ply}, replacing what its list held.
     *
     * @param ply a ply the stack holds
     * @return the number of moves: 0 when the side to move cannot move, or where the first king
     *     wins, when a king is on the board
     */
    public abstract int generate(int ply);

    /**
     * Lists the captures of the position at {@code ply}, and nothing when it has none. Captures are
     * compulsory, so a position with a capture has no other move: this lists the same moves as
     * {@link #generate} there, and none in a quiet position.
     *
     * @param ply a ply the stack holds
     * @return the number of captures
     */
    public final int generateCaptures(int ply) {
        if (!hasCapture(ply)) {
            lists[ply].clear();
            return 0;
        }
        return generate(ply);
    }

    /**
     * @param ply a ply the stack holds
     * @return whether the side to move has a capture there (and so must capture)
     */
    public abstract boolean hasCapture(int ply);

    /**
     * Whether the position at {@code ply}, which has no capture to play ({@link #hasCapture} is
     * false), has a legal move: {@code count(ply) != 0}, and on some boards cheaper (a search's
     * quiet leaves ask it, to score a side that cannot move).
     *
     * @param ply a ply the stack holds, without a capture
     * @return whether the side to move has a move there
     */
    public boolean hasQuietMove(int ply) {
        return count(ply) != 0;
    }

    /**
     * Counts the legal moves of the position at {@code ply}, as {@link #generate} would list them,
     * without listing them where the generator can (perft's last ply).
     *
     * @param ply a ply the stack holds
     * @return the number of legal moves
     */
    public abstract int count(int ply);

    /**
     * Counts the leaves {@code depth} plies below the position at {@code ply} (perft), for a depth
     * of 1 to {@value #BULK_DEPTH}, in bulk: the last ply is counted without being played (as
     * {@link #count}), after quiet moves the replies are counted from the bitboards, and the plies
     * above the last are played from the bitboards where the board can. Nearly all the nodes of a
     * perft are in its last plies, so a walk that comes down to here (as perft's does) spends most
     * of its time in this method. It may list moves at {@code ply} and overwrite the plies below
     * it; {@link #positionsBelow} then tells how many positions it reached on the way down.
     *
     * @param ply a ply the stack holds
     * @param depth 1 to {@value #BULK_DEPTH}
     * @return the number of leaves {@code depth} plies below
     * @throws IllegalArgumentException if the depth is outside those bounds
     */
    public final long countLeaves(int ply, int depth) {
        switch (depth) {
            case 1:
                firstBelow = 0;
                secondBelow = 0;
                return count(ply);
            case 2:
                secondBelow = 0;
                return countTwoPlies(ply);
            case 3:
                return countThreePlies(ply);
            default:
                throw new IllegalArgumentException("a bulk count is 1 to " + BULK_DEPTH + " plies deep, not " + depth);
        }
    }

    /**
     * @param plies 1 or 2
     * @return how many positions the last {@link #countLeaves} reached that many plies below its
     *     ply, above the leaves (0 where the count was not that deep)
     * @throws IllegalArgumentException if plies is not 1 or 2
     */
    public final long positionsBelow(int plies) {
        if (plies == 1) {
            return firstBelow;
        }
        if (plies == 2) {
            return secondBelow;
        }
        throw new IllegalArgumentException("positions 1 or 2 plies below, not " + plies);
    }

    /** {@link #countLeaves} two plies deep: sets {@link #firstBelow}. */
    abstract long countTwoPlies(int ply);

    /**
     * {@link #countLeaves} three plies deep: sets {@link #firstBelow} and {@link #secondBelow}. By
     * default each move is played into the ply below and counted two plies deep there; a board whose
     * state fits in a few words plays them without the stack.
     */
    long countThreePlies(int ply) {
        int n = generate(ply);
        long second = 0;
        long total = 0;
        for (int i = 0; i < n; i++) {
            play(ply, i);
            total += countTwoPlies(ply + 1);
            second += firstBelow;
        }
        firstBelow = n;
        secondBelow = second;
        return total;
    }

    /**
     * @param ply a ply whose moves were listed
     * @param index the move's index in the list, 0 to the count - 1
     * @return the first word of the move's encoding
     */
    public final long move(int ply, int index) {
        return lists[ply].get(index);
    }

    /**
     * @param ply a ply whose moves were listed
     * @param index the move's index in the list, 0 to the count - 1
     * @return the second word of the move's encoding (0 for many moves of a board up to 10x10)
     */
    public long moveHigh(int ply, int index) {
        return lists[ply].getHigh(index);
    }

    /**
     * @param ply a ply whose moves were listed
     * @param index the move's index in the list, 0 to the count - 1
     * @return the bit index ({@link Geometry#square(int)}) of the square the move starts from
     */
    public final int origin(int ply, int index) {
        long low = move(ply, index);
        boolean white = whiteToMove[ply];
        Color side = white ? Color.WHITE : Color.BLACK;
        long own = low & pieces(ply, side);
        if (own != 0 || !wideMoves) {
            return Long.numberOfTrailingZeros(own);
        }
        return 64 + Long.numberOfTrailingZeros(moveHigh(ply, index) & WideMoveBits.SQUARES & piecesHigh(ply, side));
    }

    /**
     * @param ply a ply whose moves were listed
     * @param index the move's index in the list, 0 to the count - 1
     * @return the bit index ({@link Geometry#square(int)}) of the square the move ends on
     */
    public final int destination(int ply, int index) {
        return wideMoves ? WideMoveBits.destinationIndex(moveHigh(ply, index))
                : MoveBits.destinationIndex(move(ply, index));
    }

    /**
     * @param ply a ply whose moves were listed
     * @param index the move's index in the list, 0 to the count - 1
     * @return the number of pieces the move captures (in column draughts, of tops taken), 0 for a
     *     quiet move
     */
    public final int captureCount(int ply, int index) {
        Color opponent = whiteToMove[ply] ? Color.BLACK : Color.WHITE;
        int count = Long.bitCount(move(ply, index) & pieces(ply, opponent));
        if (wideMoves) {
            count += Long.bitCount(moveHigh(ply, index) & WideMoveBits.SQUARES & piecesHigh(ply, opponent));
        }
        return count;
    }

    /**
     * @param ply a ply whose moves were listed
     * @param index the move's index in the list, 0 to the count - 1
     * @return whether the move crowns the man that makes it
     */
    public final boolean isPromotion(int ply, int index) {
        return wideMoves ? WideMoveBits.isPromotion(moveHigh(ply, index)) : MoveBits.isPromotion(move(ply, index));
    }

    /**
     * @param ply a ply whose moves were listed
     * @param index the move's index in the list, 0 to the count - 1
     * @return whether the piece that makes the move is a king (in column draughts, whether a king
     *     tops the tower that moves): a quiet king move is what the kings-only and no-man-move draw
     *     rules count
     */
    public final boolean movesKing(int ply, int index) {
        int from = origin(ply, index);
        return from < 64 ? (kings(ply) >>> from & 1) != 0 : (kingsHigh(ply) >>> from & 1) != 0;
    }

    /**
     * Whether the side that is not to move at {@code ply} could capture if it were its turn: the
     * threats a quiescence search looks at before it trusts a quiet position's evaluation.
     *
     * @param ply a ply the stack holds
     * @return whether the other side has a capture in the position there, the side to move aside
     */
    public abstract boolean opponentCanCapture(int ply);

    /**
     * @param ply a ply the stack holds
     * @param bit the bit index of a square ({@link Geometry#bit(int)})
     * @return the number of pieces on that square: in column draughts the height of its tower,
     *     elsewhere 1 or 0
     */
    public int towerHeight(int ply, int bit) {
        return occupied(ply, bit, Color.WHITE) || occupied(ply, bit, Color.BLACK) ? 1 : 0;
    }

    /**
     * @param ply a ply the stack holds
     * @param bit the bit index of a square ({@link Geometry#bit(int)})
     * @param color a side
     * @return how many pieces of {@code color} stand on that square: in column draughts, in its
     *     tower, the top and the pieces under it; elsewhere 1 or 0
     */
    public int towerPieces(int ply, int bit, Color color) {
        return occupied(ply, bit, color) ? 1 : 0;
    }

    private boolean occupied(int ply, int bit, Color color) {
        return bit < 64 ? (pieces(ply, color) >>> bit & 1) != 0 : (piecesHigh(ply, color) >>> bit & 1) != 0;
    }

    /**
     * @param ply a ply whose moves were listed
     * @param index the move's index in the list
     * @return the move as a {@link Move}, with its capture path (allocates: for the edges of a
     *     program, not its inner loop)
     */
    public final Move toMove(int ply, int index) {
        long low = move(ply, index);
        long high = moveHigh(ply, index);
        List<Move> legal = keepPaths ? position(ply).legalMovePaths() : position(ply).legalMoves();
        for (Move candidate : legal) {
            if (candidate.bits() == low && candidate.bitsHigh() == high) {
                return candidate;
            }
        }
        throw new IllegalStateException("move " + index + " of ply " + ply + " is not a legal move there");
    }

    /**
     * Plays the move at {@code index} of the list of {@code ply} into {@code ply + 1}, replacing
     * the position that was there.
     *
     * @param ply a ply whose moves were listed
     * @param index the move's index in the list, 0 to the count - 1
     */
    public final void play(int ply, int index) {
        MoveList list = lists[ply];
        if (index >= list.size()) {
            throw new IndexOutOfBoundsException("move index " + index + " of " + list.size() + " at ply " + ply);
        }
        // The arrays straight, not get and getHigh: one check of the index a move, not three.
        long[] highs = list.highWords();
        playEncoded(ply, list.words()[index], highs == null ? 0 : highs[index]);
    }

    /**
     * @param ply a ply the stack holds
     * @return where the game stands at {@code ply} by the variant's goal alone (not its draw rules),
     *     as {@link Game#outcome()} has it: 0 while the side to move has a move, else 1 when that has
     *     won it (Antidraughts, Poddavki) and -1 when it has lost. Where the first king wins, a king
     *     on the board has ended the game: won by the side that just moved when it has one (it has
     *     crowned), else by the side to move
     */
    public final int result(int ply) {
        Goal goal = traits.goal();
        if (goal == Goal.FIRST_KING_WINS && (kings(ply) | kingsHigh(ply)) != 0) {
            Color justMoved = whiteToMove[ply] ? Color.BLACK : Color.WHITE;
            boolean crowned = ((pieces(ply, justMoved) & kings(ply)) | (piecesHigh(ply, justMoved) & kingsHigh(ply))) != 0;
            return crowned ? -1 : 1;
        }
        if (count(ply) != 0) {
            return 0;
        }
        return goal == Goal.CANNOT_MOVE_WINS ? 1 : -1;
    }

    /**
     * @param ply a ply the stack holds
     * @return the pieces of both sides at {@code ply} (in column draughts, the towers)
     */
    public final int pieceCount(int ply) {
        return Long.bitCount(pieces(ply, Color.WHITE) | pieces(ply, Color.BLACK))
                + Long.bitCount(piecesHigh(ply, Color.WHITE) | piecesHigh(ply, Color.BLACK));
    }

    /**
     * @param ply a ply the stack holds
     * @return the pieces at {@code ply} as a draw condition reads them; the same object for every
     *     ply, valid until the next call
     */
    DrawConditions.Pieces plyView(int ply) {
        plyView.ply = ply;
        return plyView;
    }

    /** One ply of the stack seen as {@link DrawConditions.Pieces}. */
    private final class PlyView implements DrawConditions.Pieces {
        int ply;

        @Override
        public int count(Color color) {
            return Long.bitCount(pieces(ply, color)) + Long.bitCount(piecesHigh(ply, color));
        }

        @Override
        public int kingCount(Color color) {
            return Long.bitCount(pieces(ply, color) & kings(ply)) + Long.bitCount(piecesHigh(ply, color) & kingsHigh(ply));
        }

        @Override
        public Piece pieceAt(int square) {
            int bit = traits.geometry().bit(square);
            for (Color color : COLORS) {
                if (occupied(ply, bit, color)) {
                    boolean king = bit < 64 ? (kings(ply) >>> bit & 1) != 0 : (kingsHigh(ply) >>> bit & 1) != 0;
                    return Piece.of(color, king);
                }
            }
            return null;
        }
    }

    /** The sides, without the copy that {@link Color#values()} makes at each call. */
    private static final Color[] COLORS = Color.values();

    /**
     * Copies a position's pieces into ply 0, as {@link #loadBits} copies its words; a board that
     * keeps more (towers, the counts of one king's moves) copies that too.
     */
    void load(Position position) {
        loadBits(position.white(), position.whiteHigh(), position.black(), position.blackHigh(), position.kings(),
                position.kingsHigh());
    }

    /** Copies bitboards into ply 0: single towers, no count of one king's moves. */
    abstract void loadBits(long white, long whiteHigh, long black, long blackHigh, long kings, long kingsHigh);

    /**
     * Plays a move given by its encoding into {@code ply + 1}: side, hash, pieces, and what else
     * the board keeps.
     */
    abstract void playEncoded(int ply, long low, long high);

    /** @return a list that records capture paths, this stack's own: for one caller at a time, as the stack is */
    final MoveList pathList() {
        if (pathList == null) {
            pathList = new MoveList(true);
        }
        return pathList;
    }

    /**
     * Lists the legal moves at {@code ply} into {@code list}, which may record capture paths, each
     * path a move of its own when {@code keepPaths}.
     */
    abstract int generate(int ply, MoveList list, boolean keepPaths);

    /**
     * Makes the plies up to {@code ply} and the one below it, if not yet made. Kept out of the
     * methods a walk calls at every node (see {@link #PLIES_MADE_AHEAD}).
     */
    final void reach(int ply) {
        if (ply + 1 < lists.length) {
            return;
        }
        // Doubling keeps the copies few however deep a line goes.
        int length = Math.max(8, Math.max(ply + 2, 2 * lists.length));
        if (scratch == null) {
            scratch = newList();
        }
        int made = lists.length;
        whiteToMove = Arrays.copyOf(whiteToMove, length);
        hashes = Arrays.copyOf(hashes, length);
        lists = Arrays.copyOf(lists, length);
        for (int i = made; i < length; i++) {
            lists[i] = newList();
        }
        grow(length);
    }

    /** @return a move list for one ply of this board */
    MoveList newList() {
        return new MoveList();
    }

    /** Grows the board's own per-ply state to {@code length} plies. */
    abstract void grow(int length);

    /**
     * @return {@code plies} grown to {@code length} plies, a new array of {@code width} words for
     *     each ply added
     */
    static long[][] grown(long[][] plies, int length, int width) {
        int made = plies.length;
        long[][] grown = Arrays.copyOf(plies, length);
        for (int i = made; i < length; i++) {
            grown[i] = new long[width];
        }
        return grown;
    }

    /** Makes the ply below {@code ply} before a move is played into it, if a line gets that deep. */
    final void makeRoomBelow(int ply) {
        if (ply + 1 >= lists.length) {
            reach(ply + 1);
        }
    }
}
