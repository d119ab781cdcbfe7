package org.draughts4j.core.movegen;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A reusable, growable list of encoded moves (see {@link MoveBits}) that a {@link MoveGenerator}
 * fills; on wide boards each move also has a high word ({@link WideMoveBits}), filled by the
 * {@link WideMoveGenerator}. Reusing one list per search ply keeps move generation free of
 * allocation; the arrays grow only in the rare position with more moves than they have ever held.
 *
 * <p>When created with {@code recordPaths}, the list also keeps, for each move, the capture path
 * that produced it (the API uses this to build {@code Move} values; the hot path does not).
 * A list serves the generator of one board width: the high words of a wide board's moves are
 * not cleared for moves of a smaller board. Not thread-safe.
 */
public final class MoveList {
    // Package-private so the perft walk reads moves without a bounds check per move.
    long[] moves;
    /** The high words of wide moves; null until the first one. */
    long[] highs;
    int size;
    private final List<int[]> paths;

    /** Creates a list that keeps moves only. */
    public MoveList() {
        this(false);
    }

    /** @param recordPaths whether to keep each capture's path as well */
    public MoveList(boolean recordPaths) {
        this.moves = new long[128];
        this.paths = recordPaths ? new ArrayList<>() : null;
    }

    /** @return a list that keeps moves only, with room for the high words of wide moves already made */
    public static MoveList wide() {
        MoveList list = new MoveList();
        list.highs = new long[list.moves.length];
        return list;
    }

    /** @return the number of moves */
    public int size() {
        return size;
    }

    /**
     * @param index the move's place in the list, 0 to {@link #size()} - 1
     * @return the encoded move at {@code index}
     * @throws IndexOutOfBoundsException if {@code index} is outside the list
     */
    public long get(int index) {
        if (index < 0 || index >= size) {
            throw new IndexOutOfBoundsException("move index " + index + " of " + size);
        }
        return moves[index];
    }

    /**
     * @param index the move's place in the list, 0 to {@link #size()} - 1
     * @return the high word of the wide move at {@code index} ({@link WideMoveBits}); for a
     *     capture of column draughts, which of its jumps take a king ({@link Towers}); 0 for other
     *     moves of a board up to 10x10
     * @throws IndexOutOfBoundsException if {@code index} is outside the list
     */
    public long getHigh(int index) {
        get(index);
        return highs == null ? 0 : highs[index];
    }

    /**
     * @param index the move's place in the list, 0 to {@link #size()} - 1
     * @return the capture path of the move at {@code index} as bit indices: the number of captures
     *     {@code n}, then the {@code n} captured bits in capture order, then the {@code n} landing
     *     bits; an empty array for a quiet move
     * @throws IllegalStateException if this list does not record paths
     * @throws IndexOutOfBoundsException if {@code index} is outside the list
     */
    public int[] path(int index) {
        if (paths == null) {
            throw new IllegalStateException("this move list does not record paths");
        }
        get(index);
        return paths.get(index);
    }

    /** @return whether this list records capture paths */
    public boolean recordsPaths() {
        return paths != null;
    }

    /** @return a copy of the encoded moves */
    public long[] toArray() {
        return Arrays.copyOf(moves, size);
    }

    /**
     * @return the array the first words of the moves are in, indices 0 to {@link #size()} - 1: for
     *     the walks of the core's position stacks, which read it without a bounds check per move;
     *     valid until the list is filled again, and not to be written
     */
    public long[] words() {
        return moves;
    }

    /**
     * @return the array the second words of the moves are in (as {@link #words()}), or null when
     *     no move of the list has had one
     */
    public long[] highWords() {
        return highs;
    }

    /** Empties the list. */
    public void clear() {
        size = 0;
        if (paths != null) {
            paths.clear();
        }
    }

    void add(long move) {
        if (size == moves.length) {
            moves = Arrays.copyOf(moves, size * 2);
            if (highs != null) {
                highs = Arrays.copyOf(highs, size * 2);
            }
        }
        moves[size++] = move;
    }

    void add(long low, long high) {
        if (highs == null) {
            highs = new long[moves.length];
        }
        if (size == moves.length) {
            moves = Arrays.copyOf(moves, size * 2);
            highs = Arrays.copyOf(highs, size * 2);
        }
        highs[size] = high;
        moves[size++] = low;
    }

    void addPath(int[] takes, int[] landings, int steps) {
        int[] path = new int[1 + 2 * steps];
        path[0] = steps;
        System.arraycopy(takes, 0, path, 1, steps);
        System.arraycopy(landings, 0, path, 1 + steps, steps);
        paths.add(path);
    }

    void addQuietPath() {
        paths.add(new int[] {0});
    }

    /** Removes moves equal to an earlier one, keeping the first and its path. */
    void removeDuplicates() {
        int kept = 0;
        outer:
        for (int i = 0; i < size; i++) {
            long move = moves[i];
            long high = highs == null ? 0 : highs[i];
            for (int j = 0; j < kept; j++) {
                if (moves[j] == move && (highs == null || highs[j] == high)) {
                    continue outer;
                }
            }
            moves[kept] = move;
            if (highs != null) {
                highs[kept] = high;
            }
            if (paths != null) {
                paths.set(kept, paths.get(i));
            }
            kept++;
        }
        if (paths != null) {
            paths.subList(kept, size).clear();
        }
        size = kept;
    }
}
