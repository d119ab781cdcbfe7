package org.draughts4j.egtb;

import org.draughts4j.core.Color;
import org.draughts4j.core.Geometry;
import org.draughts4j.core.Traits;
import org.draughts4j.core.Variant;

/**
 * The board as the tables see it: one word of bits in the layout of {@link Geometry}, always from
 * the side to move's point of view. A position with Black to move is turned half a turn and its
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
    final long boardMask;
    /** Where a man of the side to move may stand: anywhere but the row where it is crowned. */
    final long ownMenSquares;
    /** Where a man of the other side may stand. */
    final long oppMenSquares;
    /** The squares from which a man of the side to move steps onto its crowning row. */
    final long ownMenBeforeCrowning;
    /** By bit: the squares a man of the side to move standing there may have stepped from. */
    final long[] ownManOrigins;
    /** By bit and direction: the squares a king sees from there, nearest first. */
    final int[][][] rays;
    final boolean flyingKings;

    private TableBoard(Geometry geometry, boolean flyingKings) {
        this.geometry = geometry;
        this.squares = geometry.squareCount();
        this.layoutBits = geometry.layoutBits();
        this.boardMask = geometry.boardMask();
        this.ownMenSquares = boardMask & ~geometry.promotionMask(Color.WHITE);
        this.oppMenSquares = boardMask & ~geometry.promotionMask(Color.BLACK);
        this.flyingKings = flyingKings;
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
        this.ownManOrigins = new long[64];
        this.rays = new int[64][][];
        long before = 0;
        for (int square = 1; square <= squares; square++) {
            int bit = geometry.bit(square);
            int row = geometry.row(square);
            int column = geometry.column(square);
            long origins = 0;
            for (int[] step : manOrigins) {
                int from = geometry.squareAt(row + step[0], column + step[1]);
                if (from != 0 && row + step[0] != 0) {
                    origins |= 1L << geometry.bit(from);
                }
            }
            ownManOrigins[bit] = origins;
            if (row == 1) {
                before |= 1L << bit;
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
        return new TableBoard(variant.geometry(), variant.traits().flyingKings());
    }

    /** @return why the tables do not support the variant, or nothing */
    static java.util.Optional<String> unsupportedReason(Variant variant) {
        Traits traits = variant.traits();
        Geometry geometry = variant.geometry();
        if (traits.towers()) {
            return java.util.Optional.of("endgame tables do not support " + variant.name()
                    + ": its towers are part of the position, and the tables index pieces, not towers");
        }
        if (traits.kingMoveLimit() > 0) {
            return java.util.Optional.of("endgame tables do not support " + variant.name()
                    + ": the count of one king's moves in a row is part of the position, and the tables"
                    + " do not index it");
        }
        if (geometry.layoutBits() > 64) {
            return java.util.Optional.of("endgame tables do not support " + variant.name() + ": its "
                    + geometry + " board takes two words of bits, and the tables work on one");
        }
        if (!flipIsHalfTurn(geometry)) {
            return java.util.Optional.of("endgame tables do not support " + variant.name()
                    + ": its board's bits are not symmetric under a half turn");
        }
        return java.util.Optional.empty();
    }

    /** Whether reversing the layout's bits turns the board half a turn, as {@link #flip} assumes. */
    private static boolean flipIsHalfTurn(Geometry geometry) {
        int size = geometry.size();
        int shift = 64 - geometry.layoutBits();
        for (int square = 1; square <= geometry.squareCount(); square++) {
            int turned = geometry.squareAt(size - 1 - geometry.row(square), size - 1 - geometry.column(square));
            if (turned == 0) {
                return false;
            }
            long flipped = Long.reverse(1L << geometry.bit(square)) >>> shift;
            if (flipped != 1L << geometry.bit(turned)) {
                return false;
            }
        }
        return true;
    }

    /** @return the bits turned half a turn: what White's pieces are to Black and back */
    long flip(long bits) {
        return Long.reverse(bits) >>> (64 - layoutBits);
    }
}
