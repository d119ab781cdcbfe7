package org.draughts4j.core;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * A legal move, as the API hands it out: where it starts and ends, the squares it passes through,
 * the pieces it captures and whether it crowns the man.
 *
 * <p>Two moves are equal when they have the same origin, destination, set of captured squares and
 * promotion (docs/formats.md, "Moves"): captures that take the same pieces in another order are one move,
 * and this value keeps one of their paths. In column draughts, where the taken pieces go under the
 * capturing tower in the order taken, two such captures are the same move only when they take
 * kings at the same jumps, so that they lead to the same position. {@link #toString()} gives the full path in PDN
 * notation, such as {@code 32-28} or {@code 28x17x8}; {@link Notation} gives the shortest
 * unambiguous form. Instances are immutable.
 */
public final class Move {
    private final int[] path;
    private final int[] captured;
    private final boolean promotion;
    private final long bits;
    private final long bitsHigh;
    private final long capturedMask;
    private final long capturedMaskHigh;
    /** In column draughts, bit j set when the piece taken at jump j is a king; else 0. */
    private final long kingsTaken;
    /** The board, for writing its squares' names in {@link #toString()}. */
    private final Geometry geometry;

    Move(Geometry geometry, int[] path, int[] captured, boolean promotion, long bits, long bitsHigh, long capturedMask,
            long capturedMaskHigh, long kingsTaken) {
        this.geometry = geometry;
        this.path = path;
        this.captured = captured;
        this.promotion = promotion;
        this.bits = bits;
        this.bitsHigh = bitsHigh;
        this.capturedMask = capturedMask;
        this.capturedMaskHigh = capturedMaskHigh;
        this.kingsTaken = kingsTaken;
    }

    /** @return the square the piece starts on */
    public int origin() {
        return path[0];
    }

    /** @return the square the piece ends on (its origin, for a king's capture that comes back) */
    public int destination() {
        return path[path.length - 1];
    }

    /**
     * @return the squares the piece stands on in turn: the origin, then for a capture the landing
     *     square after each piece taken (the last being the destination)
     */
    public List<Integer> path() {
        List<Integer> list = new ArrayList<>(path.length);
        for (int square : path) {
            list.add(square);
        }
        return Collections.unmodifiableList(list);
    }

    /** @return the captured squares in the order this move's path takes them */
    public List<Integer> captured() {
        List<Integer> list = new ArrayList<>(captured.length);
        for (int square : captured) {
            list.add(square);
        }
        return Collections.unmodifiableList(list);
    }

    /** @return the number of pieces captured */
    public int captureCount() {
        return captured.length;
    }

    /** @return whether the move captures */
    public boolean isCapture() {
        return captured.length > 0;
    }

    /** @return whether the moving man is crowned */
    public boolean isPromotion() {
        return promotion;
    }

    /**
     * @return the move in the generator's encoding ({@link org.draughts4j.core.movegen.MoveBits}),
     *     valid in the position the move was generated in; on a wide board, the low word of its
     *     encoding ({@link org.draughts4j.core.movegen.WideMoveBits})
     */
    public long bits() {
        return bits;
    }

    /**
     * @return the high word of the move's encoding on a wide board ({@link
     *     org.draughts4j.core.movegen.WideMoveBits}); 0 on a board up to 10x10
     */
    public long bitsHigh() {
        return bitsHigh;
    }

    int[] pathArray() {
        return path;
    }

    int[] capturedArray() {
        return captured;
    }


    /**
     * @return the full path in PDN notation, {@code -} for a quiet move and {@code x} for a
     *     capture, with square numbers, or algebraic names on the all-squares board ({@code d3-d4})
     */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder().append(geometry.name(path[0]));
        char separator = isCapture() ? 'x' : '-';
        for (int i = 1; i < path.length; i++) {
            text.append(separator).append(geometry.name(path[i]));
        }
        return text.toString();
    }

    /** @return the captured squares' bits in the low word (as {@link #bits()} numbers them) */
    long capturedMask() {
        return capturedMask;
    }

    /** @return the captured squares' bits in the high word of a wide board */
    long capturedMaskHigh() {
        return capturedMaskHigh;
    }

    /** @return the board the move's bits are of */
    Geometry geometry() {
        return geometry;
    }

    /** @return in column draughts, bit j set when the piece taken at jump j is a king; else 0 */
    long kingsTaken() {
        return kingsTaken;
    }

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof Move move)) {
            return false;
        }
        return origin() == move.origin()
                && destination() == move.destination()
                && capturedMask == move.capturedMask
                && capturedMaskHigh == move.capturedMaskHigh
                && kingsTaken == move.kingsTaken
                && promotion == move.promotion;
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(
                new long[] {origin(), destination(), capturedMask, capturedMaskHigh, kingsTaken, promotion ? 1 : 0});
    }
}
