package org.draughts4j.spark;

import java.io.Serializable;
import java.util.Objects;

/**
 * One slice of a table build on Spark, as the task that wrote it (or the driver that found it
 * there) tells it.
 *
 * @param variant the variant's name
 * @param material the slice, as {@link org.draughts4j.egtb.Material#toString()} writes it
 * @param bytes the size of its file
 * @param resumed whether its file was there before the build (then the counts below are 0)
 * @param positions the positions it holds
 * @param wins the positions the side to move wins
 * @param draws the positions drawn
 * @param losses the positions the side to move loses
 * @param longestWin the longest win, in plies
 * @param nanos the time its task took to solve and write it, shared with the flipped slice in
 *     proportion to their entries (0 when resumed)
 * @param host the machine that built it, or the empty string when resumed
 * @serial exclude
 */
public record SliceBuilt(String variant, String material, long bytes, boolean resumed, long positions, long wins,
        long draws, long losses, int longestWin, long nanos, String host) implements Serializable {
    private static final long serialVersionUID = 1L;

    /**
     * Checks the names.
     *
     * @param variant the variant's name
     * @param material the slice
     * @param bytes the size of its file
     * @param resumed whether its file was there before the build
     * @param positions the positions it holds
     * @param wins the wins
     * @param draws the draws
     * @param losses the losses
     * @param longestWin the longest win
     * @param nanos the time
     * @param host the machine
     */
    public SliceBuilt {
        Objects.requireNonNull(variant, "variant");
        Objects.requireNonNull(material, "material");
        Objects.requireNonNull(host, "host");
    }

    /** @return the name of its file, as every build names it */
    public String fileName() {
        return fileName(variant, material);
    }

    static String fileName(String variant, Object material) {
        return variant + "-" + material + ".egtb";
    }
}
