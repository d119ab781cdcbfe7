package org.draughts4j.egtb;

import org.draughts4j.core.Color;
import org.draughts4j.core.Geometry;
import org.draughts4j.core.Position;
import org.draughts4j.core.PositionStack;
import org.draughts4j.core.Traits;
import org.draughts4j.core.Variant;

/**
 * The board as the tables see it: bits in the layout of {@link Geometry}, always from the side to
 * move's point of view. A board up to 10x10 (and Turkish's) is one word of bits; a wide board
 * (12x12: Canadian, Sri Lankan) is two, a low word for bits 0-63 and a high one for the rest, and
 * the tables take the {@code wide} path for it ({@link #wide}), so that the one-word path is the
 * same code as before the wide boards were supported. A position with Black to move is turned half a turn and its
 * colours swapped ({@link #flip}), which every variant's rules allow, so that the side to move is
 * always the one moving up the board, and only those positions are stored.
 *
 * <p>Besides the flip it knows, for the retrograde step, where a piece of the side to move can
 * have come from with a quiet move: a man from the squares behind its steps, a king along its rays.
 */
final class TableBoard {
    final Geometry geometry;
    final int squares;
    final int layoutBits;
    /** Whether bitboards take two words (the fields named {@code High} hold bits 64 and up; 0 otherwise). */
    final boolean wide;
    final long boardMask;
    final long boardMaskHigh;
    /** Where a man of the side to move may stand: anywhere but the row where it is crowned. */
    final long ownMenSquares;
    final long ownMenSquaresHigh;
    /** Where a man of the other side may stand. */
    final long oppMenSquares;
    final long oppMenSquaresHigh;
    /** The crowning rows, bits 0-63: White's (the top) and Black's. */
    final long whiteCrowns;
    final long blackCrowns;
    /** The squares from which a man of the side to move steps onto its crowning row. */
    final long ownMenBeforeCrowning;
    final long ownMenBeforeCrowningHigh;
    /** By bit: the squares a man of the side to move standing there may have stepped from. */
    final long[] ownManOrigins;
    /** By bit: the same squares' bits 64 and up, on a wide board. */
    final long[] ownManOriginsHigh;
    /** By bit and direction: the squares a king sees from there, nearest first. */
    final int[][][] rays;
    final boolean flyingKings;
    /** The most quiet moves in a row of one king where the side also has men (Frisian's 3), 0 for none. */
    final int kingMoveLimit;

    private TableBoard(Geometry geometry, boolean flyingKings, int kingMoveLimit) {
        this.geometry = geometry;
        this.squares = geometry.squareCount();
        this.layoutBits = geometry.layoutBits();
        this.wide = layoutBits > 64;
        this.boardMask = geometry.boardMask();
        this.boardMaskHigh = geometry.boardMaskHigh();
        this.ownMenSquares = boardMask & ~geometry.promotionMask(Color.WHITE);
        this.ownMenSquaresHigh = boardMaskHigh & ~geometry.promotionMaskHigh(Color.WHITE);
        this.oppMenSquares = boardMask & ~geometry.promotionMask(Color.BLACK);
        this.oppMenSquaresHigh = boardMaskHigh & ~geometry.promotionMaskHigh(Color.BLACK);
        this.whiteCrowns = geometry.promotionMask(Color.WHITE);
        this.blackCrowns = geometry.promotionMask(Color.BLACK);
        this.flyingKings = flyingKings;
        this.kingMoveLimit = kingMoveLimit;
        int size = geometry.size();
        boolean orthogonal = geometry.isAllSquares();
        // Directions as (row, column) steps; rows grow downwards, and White moves up.
        int[][] kingSteps = orthogonal
                ? new int[][] {{-1, 0}, {1, 0}, {0, -1}, {0, 1}}
                : new int[][] {{-1, -1}, {-1, 1}, {1, -1}, {1, 1}};
        // A white man steps up (diagonally; or up, left and right on the all-squares board): it came
        // from the opposite step.
        int[][] manOrigins = orthogonal
                ? new int[][] {{1, 0}, {0, -1}, {0, 1}}
                : new int[][] {{1, -1}, {1, 1}};
        int bits = Math.max(64, layoutBits);
        this.ownManOrigins = new long[bits];
        this.ownManOriginsHigh = new long[bits];
        this.rays = new int[bits][][];
        long before = 0;
        long beforeHigh = 0;
        for (int square = 1; square <= squares; square++) {
            int bit = geometry.bit(square);
            int row = geometry.row(square);
            int column = geometry.column(square);
            long origins = 0;
            long originsHigh = 0;
            for (int[] step : manOrigins) {
                int from = geometry.squareAt(row + step[0], column + step[1]);
                if (from != 0 && row + step[0] != 0) {
                    int fromBit = geometry.bit(from);
                    if (fromBit < 64) {
                        origins |= 1L << fromBit;
                    } else {
                        originsHigh |= 1L << fromBit;
                    }
                }
            }
            ownManOrigins[bit] = origins;
            ownManOriginsHigh[bit] = originsHigh;
            if (row == 1) {
                if (bit < 64) {
                    before |= 1L << bit;
                } else {
                    beforeHigh |= 1L << bit;
                }
            }
            int[][] bitRays = new int[kingSteps.length][];
            for (int d = 0; d < kingSteps.length; d++) {
                int length = 0;
                int[] ray = new int[size];
                for (int r = row + kingSteps[d][0], c = column + kingSteps[d][1]; geometry.squareAt(r, c) != 0;
                        r += kingSteps[d][0], c += kingSteps[d][1]) {
                    ray[length++] = geometry.bit(geometry.squareAt(r, c));
                }
                bitRays[d] = java.util.Arrays.copyOf(ray, length);
            }
            rays[bit] = bitRays;
        }
        this.ownMenBeforeCrowning = before;
        this.ownMenBeforeCrowningHigh = beforeHigh;
    }

    /**
     * @param variant a variant
     * @return the board of its tables
     * @throws UnsupportedVariantException if the tables do not support the variant
     */
    static TableBoard of(Variant variant) {
        unsupportedReason(variant).ifPresent(reason -> {
            throw new UnsupportedVariantException(reason);
        });
        return new TableBoard(variant.geometry(), variant.traits().flyingKings(), variant.traits().kingMoveLimit());
    }

    /** @return why the tables do not support the variant, or nothing */
    static java.util.Optional<String> unsupportedReason(Variant variant) {
        Traits traits = variant.traits();
        Geometry geometry = variant.geometry();
        if (traits.towers()) {
            // Counted once a variant: the count of 24 pieces in towers takes a good part of a second.
            return java.util.Optional.of(TOWERS_REASONS.computeIfAbsent(variant.name(),
                    name -> towersReason(variant)));
        }
        if (geometry.squareCount() > SliceIndex.MAX_SQUARES || geometry.layoutBits() > 128) {
            return java.util.Optional.of("endgame tables do not support " + variant.name() + ": its "
                    + geometry + " board has more squares than the tables index (" + SliceIndex.MAX_SQUARES + ")");
        }
        if (!flipIsHalfTurn(geometry)) {
            return java.util.Optional.of("endgame tables do not support " + variant.name()
                    + ": its board's bits are not symmetric under a half turn");
        }
        return java.util.Optional.empty();
    }

    private static final java.util.Map<String, String> TOWERS_REASONS = new java.util.concurrent.ConcurrentHashMap<>();

    /**
     * Why towers are refused, measured ({@link TowerPositions}): a capture never takes a piece off
     * the board, so a game keeps every piece it starts with and the tables' order (a capture leads
     * to fewer pieces, solved first) does not exist; and the positions of that many pieces in
     * towers are beyond any table.
     */
    private static String towersReason(Variant variant) {
        Position start = Position.fromFen(variant, variant.startFen());
        int white = start.count(Color.WHITE);
        int black = start.count(Color.BLACK);
        Geometry geometry = variant.geometry();
        return "endgame tables do not support " + variant.name() + ": a capture puts the piece it takes under"
                + " the capturing tower, never off the board, so a game keeps its " + (white + black)
                + " pieces to the end and no capture leads to fewer pieces, the order the tables are built in;"
                + " and " + white + " pieces a side in towers have " + scientific(TowerPositions.count(geometry,
                        white, black, true)) + " positions (" + scientific(TowerPositions.count(geometry, white,
                        black, false)) + " as single pieces; 2 pieces a side, " + scientific(TowerPositions.count(
                        geometry, 2, 2, true)) + " against " + scientific(TowerPositions.count(geometry, 2, 2,
                        false)) + ")";
    }

    /** @return {@code 4.4e28} */
    private static String scientific(java.math.BigInteger n) {
        String digits = n.toString();
        if (digits.length() <= 4) {
            return digits;
        }
        java.math.BigDecimal rounded = new java.math.BigDecimal(n).round(new java.math.MathContext(2));
        String mantissa = rounded.unscaledValue().toString();
        return mantissa.charAt(0) + "." + (mantissa.length() > 1 ? mantissa.substring(1) : "0") + "e"
                + (rounded.precision() - rounded.scale() - 1);
    }

    /** Whether reversing the layout's bits turns the board half a turn, as {@link #flip} assumes. */
    private static boolean flipIsHalfTurn(Geometry geometry) {
        int size = geometry.size();
        for (int square = 1; square <= geometry.squareCount(); square++) {
            int turned = geometry.squareAt(size - 1 - geometry.row(square), size - 1 - geometry.column(square));
            if (turned == 0 || geometry.layoutBits() - 1 - geometry.bit(square) != geometry.bit(turned)) {
                return false;
            }
        }
        return true;
    }

    /** @return the bit a square's bit becomes when the board is turned half a turn, as {@link #flip} turns it */
    int flipBit(int bit) {
        return layoutBits - 1 - bit;
    }

    /** @return the bits turned half a turn: what White's pieces are to Black and back */
    long flip(long bits) {
        return Long.reverse(bits) >>> (64 - layoutBits);
    }

    /**
     * The low word of two-word bits turned half a turn ({@link #flip} on a wide board): the bits
     * reversed as one 128-bit number, then moved down so that the layout's last bit lands on bit 0.
     *
     * @param bits bits 0-63
     * @param high bits 64 and up
     * @return bits 0-63 of the turned bits
     */
    long flipLow(long bits, long high) {
        int shift = 128 - layoutBits;
        return Long.reverse(high) >>> shift | Long.reverse(bits) << (64 - shift);
    }

    /**
     * @param bits bits 0-63
     * @param high bits 64 and up
     * @return bits 64 and up of the bits turned half a turn (see {@link #flipLow})
     */
    long flipHigh(long bits, long high) {
        return Long.reverse(bits) >>> (128 - layoutBits);
    }

    /**
     * The check of a two-word probe on a board of one word: its high words must be empty.
     *
     * @throws IllegalArgumentException if a high word has a bit
     */
    void requireNoHighBits(long whiteHigh, long blackHigh, long kingsHigh) {
        if ((whiteHigh | blackHigh | kingsHigh) != 0) {
            throw new IllegalArgumentException("bits above 63 on the " + geometry + " board");
        }
    }

    /**
     * @return whether bitboards of one word are a position of this board, White moving up: every
     *     bit a square, no square of both sides, every king a piece, no man on its crowning row
     */
    boolean isPosition(long white, long black, long kings) {
        return ((white | black) & ~boardMask) == 0 && (white & black) == 0 && (kings & ~(white | black)) == 0
                && (white & ~kings & whiteCrowns) == 0 && (black & ~kings & blackCrowns) == 0;
    }

    /** @return {@link #isPosition(long, long, long)} of bitboards of two words */
    boolean isPosition(long white, long whiteHigh, long black, long blackHigh, long kings, long kingsHigh) {
        Geometry g = geometry;
        return isPosition(white, black, kings) && ((whiteHigh | blackHigh) & ~boardMaskHigh) == 0
                && (whiteHigh & blackHigh) == 0 && (kingsHigh & ~(whiteHigh | blackHigh)) == 0
                && (whiteHigh & ~kingsHigh & g.promotionMaskHigh(Color.WHITE)) == 0
                && (blackHigh & ~kingsHigh & g.promotionMaskHigh(Color.BLACK)) == 0;
    }

    /** @return the pieces of the side to move at a ply of a stack, as the tables index them: that side moving up */
    long own(PositionStack stack, int ply) {
        return stack.whiteToMove(ply) ? stack.pieces(ply, Color.WHITE) : flip(stack.pieces(ply, Color.BLACK));
    }

    /** @return the pieces of the side not to move at a ply of a stack, as {@link #own} turns them */
    long opp(PositionStack stack, int ply) {
        return stack.whiteToMove(ply) ? stack.pieces(ply, Color.BLACK) : flip(stack.pieces(ply, Color.WHITE));
    }

    /** @return the kings at a ply of a stack, as {@link #own} turns them */
    long kings(PositionStack stack, int ply) {
        return stack.whiteToMove(ply) ? stack.kings(ply) : flip(stack.kings(ply));
    }

    /** @return bits 0-63 of the pieces of the side to move at a ply of a stack of a wide board, turned as {@link #own} */
    long ownLow(PositionStack stack, int ply) {
        return stack.whiteToMove(ply) ? stack.pieces(ply, Color.WHITE)
                : flipLow(stack.pieces(ply, Color.BLACK), stack.piecesHigh(ply, Color.BLACK));
    }

    /** @return bits 64 and up of {@link #ownLow}'s pieces */
    long ownHigh(PositionStack stack, int ply) {
        return stack.whiteToMove(ply) ? stack.piecesHigh(ply, Color.WHITE)
                : flipHigh(stack.pieces(ply, Color.BLACK), stack.piecesHigh(ply, Color.BLACK));
    }

    /** @return bits 0-63 of the pieces of the side not to move at a ply of a stack of a wide board, turned as {@link #own} */
    long oppLow(PositionStack stack, int ply) {
        return stack.whiteToMove(ply) ? stack.pieces(ply, Color.BLACK)
                : flipLow(stack.pieces(ply, Color.WHITE), stack.piecesHigh(ply, Color.WHITE));
    }

    /** @return bits 64 and up of {@link #oppLow}'s pieces */
    long oppHigh(PositionStack stack, int ply) {
        return stack.whiteToMove(ply) ? stack.piecesHigh(ply, Color.BLACK)
                : flipHigh(stack.pieces(ply, Color.WHITE), stack.piecesHigh(ply, Color.WHITE));
    }

    /** @return bits 0-63 of the kings at a ply of a stack of a wide board, turned as {@link #own} */
    long kingsLow(PositionStack stack, int ply) {
        return stack.whiteToMove(ply) ? stack.kings(ply) : flipLow(stack.kings(ply), stack.kingsHigh(ply));
    }

    /** @return bits 64 and up of {@link #kingsLow}'s kings */
    long kingsHigh(PositionStack stack, int ply) {
        return stack.whiteToMove(ply) ? stack.kingsHigh(ply) : flipHigh(stack.kings(ply), stack.kingsHigh(ply));
    }
}
