package org.draughts4j.egtb;

/**
 * How a compact table file is cut up for probing: its positions run-length coded in blocks, each
 * found by an offset, and a block whose runs are long cut into parts, each found by an offset at
 * the block's start. A probe decodes the runs of one part (or of one block without parts) from its
 * start, so larger blocks and parts make smaller files (fewer offsets, fewer runs cut at their
 * edges) and slower probes (more runs decoded); docs/egtb.md has the figures. Every layout is read
 * by the same reader: the file's header says which it is.
 *
 * @param blockSize positions a block: a power of two, {@value #MIN_BLOCK} to {@value #MAX_BLOCK}
 * @param partSize positions a part: a power of two, {@value #MIN_PART} to {@code blockSize}; as
 *     large as the block, the blocks are not cut into parts (the format's first version)
 */
public record WdlLayout(int blockSize, int partSize) {
    /** The fewest positions a block. */
    public static final int MIN_BLOCK = 1 << WdlFile.MIN_BLOCK_BITS;
    /** The most positions a block. */
    public static final int MAX_BLOCK = 1 << WdlFile.MAX_BLOCK_BITS;
    /** The fewest positions a part. */
    public static final int MIN_PART = 1 << WdlFile.MIN_PART_BITS;
    /**
     * Blocks of 1024 positions in parts of 128, what {@code draughts egtb build} writes unless told:
     * the balance measured between a probe's time and the files' size, about a twentieth of the
     * full tables.
     */
    public static final WdlLayout DEFAULT = new WdlLayout(WdlFile.BLOCK, 1 << WdlFile.PART_BITS);

    /**
     * A layout of these sizes.
     *
     * @param blockSize positions a block: a power of two, {@value #MIN_BLOCK} to {@value #MAX_BLOCK}
     * @param partSize positions a part: a power of two, {@value #MIN_PART} to {@code blockSize}
     * @throws IllegalArgumentException if a size is not a power of two in its range, naming it
     */
    public WdlLayout {
        if (Integer.bitCount(blockSize) != 1 || blockSize < MIN_BLOCK || blockSize > MAX_BLOCK) {
            throw new IllegalArgumentException("a block of " + blockSize + " positions: it must be a power of two from "
                    + MIN_BLOCK + " to " + MAX_BLOCK);
        }
        if (Integer.bitCount(partSize) != 1 || partSize < MIN_PART || partSize > blockSize) {
            throw new IllegalArgumentException("a part of " + partSize + " positions: it must be a power of two from "
                    + MIN_PART + " to the block's " + blockSize);
        }
    }

    int blockBits() {
        return Integer.numberOfTrailingZeros(blockSize);
    }

    int partBits() {
        return Integer.numberOfTrailingZeros(partSize);
    }
}
