package org.draughts4j.reference;

import java.util.Arrays;
import org.draughts4j.core.Geometry;

/**
 * A move (or capture path) found by the reference generator, and the canonical strings the tests
 * compare: {@code 32-28}, {@code 28x17:22} (captured squares sorted) for a move, and the same with
 * the captured squares in the order taken for a path; {@code +K} is appended when a man is crowned.
 */
public final class ReferenceMove {
    public final int origin;
    public final int destination;
    /** Captured squares in the order taken. */
    public final int[] captured;
    /** Squares stood on: origin, then one landing per capture (the destination last). */
    public final int[] path;
    public final boolean promotion;
    public final int kingsCaptured;

    public ReferenceMove(int[] path, int[] captured, boolean promotion, int kingsCaptured) {
        this.path = path;
        this.origin = path[0];
        this.destination = path[path.length - 1];
        this.captured = captured;
        this.promotion = promotion;
        this.kingsCaptured = kingsCaptured;
    }

    public boolean isCapture() {
        return captured.length > 0;
    }

    /** @return the key of the move: origin, destination, captured SET, promotion */
    public String moveKey() {
        return key(origin, destination, captured, promotion, true);
    }

    /**
     * @return the key of the path: origin, destination, captured in order, promotion, and each
     *     landing square from which the capture turns aside (a king going on along the same line,
     *     straight on or back where pieces leave at once, may land anywhere between: one path,
     *     whatever the square)
     */
    public String pathKey() {
        return key(origin, destination, captured, promotion, false) + turns(path, captured, geometry);
    }

    /** The board, to tell a turn from going straight on; set by the generator. */
    Geometry geometry;

    /**
     * @param path the squares stood on: origin, then a landing per capture
     * @param captured the squares captured, in order
     * @return the landing squares after which the capture turns aside, such as {@code
     *     " via 23,14"}; empty when it never does
     */
    public static String turns(int[] path, int[] captured, Geometry geometry) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i + 1 < captured.length; i++) {
            int now = direction(geometry, path[i], captured[i]);
            int next = direction(geometry, path[i + 1], captured[i + 1]);
            if (next != now && next != -now) {
                text.append(text.length() == 0 ? " via " : ",").append(path[i + 1]);
            }
        }
        return text.toString();
    }

    /** @return a number for the direction from one square to another along a line */
    private static int direction(Geometry g, int from, int to) {
        int dr = Integer.signum(g.row(to) - g.row(from));
        int dc = Integer.signum(g.column(to) - g.column(from));
        return dr * 3 + dc;
    }

    /** Builds a canonical string from the parts of a move. */
    public static String key(int origin, int destination, int[] captured, boolean promotion, boolean sort) {
        StringBuilder text = new StringBuilder();
        text.append(origin);
        if (captured.length == 0) {
            text.append('-').append(destination);
        } else {
            text.append('x').append(destination).append(':');
            int[] squares = captured.clone();
            if (sort) {
                Arrays.sort(squares);
            }
            for (int i = 0; i < squares.length; i++) {
                if (i > 0) {
                    text.append(',');
                }
                text.append(squares[i]);
            }
        }
        if (promotion) {
            text.append("+K");
        }
        return text.toString();
    }

    /** @return the full path, such as {@code 28x17x8} */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder().append(path[0]);
        for (int i = 1; i < path.length; i++) {
            text.append(isCapture() ? 'x' : '-').append(path[i]);
        }
        return text.toString();
    }
}
