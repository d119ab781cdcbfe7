package org.draughts4j.egtb;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.zip.CRC32;

/**
 * One slice of the compact tables ({@link WdlTables}): win, draw or loss of each position without a
 * capture to play, in blocks of {@link #BLOCK} indices (or another power of two its header names),
 * each block run-length coded, with the offset of every block for random access (docs/formats.md,
 * "Compact WDL files"). A block whose runs take more than {@link #PART_THRESHOLD} bytes is cut into
 * parts of {@link #PART} indices, the offset of each part kept at the block's start, so that a probe
 * decodes the runs of one part rather than half a block. In place: no buffer, nothing allocated.
 */
final class WdlFile {
    static final int HEADER_BYTES = 256;
    /** Version 2 adds the parts; a reader still reads version 1, whose blocks have none. */
    static final int VERSION = 2;
    static final String SUFFIX = ".wdl";
    /**
     * Indices a block, as written: 1024, measured against 256 and 4096 on International up to 4
     * pieces (docs/egtb.md): a block's 4 bytes of offset cost more in smaller blocks, and the parts
     * below keep a probe's decoding short in this one.
     */
    static final int BLOCK_BITS = 10;
    static final int BLOCK = 1 << BLOCK_BITS;
    /**
     * Indices a part, as written: a probe of a block with parts decodes the runs of one part, 128
     * indices, from its start. Measured (docs/egtb.md): a probe decoded 38 bytes of runs on average
     * in whole blocks of 1024, and a byte decoded costs a few nanoseconds of branches that do not
     * predict.
     */
    static final int PART_BITS = 7;
    /** A block whose runs take at most this many bytes is decoded whole: its parts would cost more than they save. */
    static final int PART_THRESHOLD = 16;
    /** The block sizes a reader accepts, as powers of two. */
    static final int MIN_BLOCK_BITS = 6;
    static final int MAX_BLOCK_BITS = 16;
    /** The largest offset of a part from its block's first byte: 2 bytes hold it. */
    static final int MAX_PART_OFFSET = 0xFFFF;
    /** The smallest part a reader accepts, as a power of two. */
    static final int MIN_PART_BITS = MIN_BLOCK_BITS - 2;
    /** The values of the positions, as stored: loss, draw, win. */
    static final byte LOSS = 0;
    static final byte DRAW = 1;
    static final byte WIN = 2;
    /** A capture to play, or an index of no position: any value will do, and the coder picks the cheapest. */
    static final byte ANY = 3;
    /** A run's first byte: its value in the top two bits, its length less one below, 63 for a longer run. */
    private static final int LONG_RUN = 63;
    /** The top bit of a block's offset: the block has parts. */
    private static final int HAS_PARTS = 0x8000_0000;
    private static final byte[] MAGIC = "D4JWDLTB".getBytes(StandardCharsets.US_ASCII);

    final Path path;
    final Material material;
    final SliceIndex index;
    private final int blocks;
    private final int blockBits;
    /** Indices a part as a power of two; equal to {@link #blockBits} in a file of version 1. */
    private final int partBits;
    /** The whole file, from its header on; set to null by {@link #release()}. */
    private volatile MappedByteBuffer map;
    private final int dataStart;
    /** The parts of the last block, which may hold fewer indices than the others. */
    private final int lastBlockParts;

    private WdlFile(Path path, SliceIndex index, int blockBits, int partBits, int blocks, MappedByteBuffer map) {
        this.path = path;
        this.blockBits = blockBits;
        this.partBits = partBits;
        this.material = index.material;
        this.index = index;
        this.blocks = blocks;
        this.map = map;
        this.dataStart = HEADER_BYTES + 4 * (blocks + 1);
        this.lastBlockParts = (int) ((index.size - ((long) (blocks - 1) << blockBits) + (1 << partBits) - 1) >>> partBits);
    }

    /** @return the file name of a material's slice: {@code international-1m2k-0m1k.wdl} */
    static String fileName(String variant, Material material) {
        return variant + "-" + material + SUFFIX;
    }

    /**
     * Codes the values of a range of indices as runs: an {@link #ANY} joins the run it follows (or,
     * at the start of the range, the first run), so that it costs nothing.
     *
     * @param values the values by index, {@link #LOSS} to {@link #ANY}
     * @param from the range's first index
     * @param to past its last
     * @param out where the runs go
     * @return false: the runs are not cut into parts
     */
    static boolean encodeRuns(byte[] values, int from, int to, ByteArrayOutputStream out) {
        int current = -1;
        int length = 0;
        for (int i = from; i < to; i++) {
            int v = values[i];
            if (v == ANY || v == current) {
                length++;
                continue;
            }
            if (current < 0) {
                current = v;
                length++;
                continue;
            }
            writeRun(out, current, length);
            current = v;
            length = 1;
        }
        // A range of nothing but ANY is one run of draws.
        writeRun(out, current < 0 ? DRAW : current, length);
        return false;
    }

    /**
     * Codes a block: its runs whole when they are short (or when its parts' offsets would not fit in
     * 2 bytes), else its parts' offsets (2 bytes each, from the block's first byte, the first part's
     * left out) and each part's runs.
     *
     * @return whether the block has parts
     */
    static boolean encodeBlock(byte[] values, int from, int to, int partBits, ByteArrayOutputStream out) {
        ByteArrayOutputStream whole = new ByteArrayOutputStream();
        encodeRuns(values, from, to, whole);
        int part = 1 << partBits;
        int parts = (to - from + part - 1) >>> partBits;
        if (whole.size() <= PART_THRESHOLD || parts == 1) {
            out.writeBytes(whole.toByteArray());
            return false;
        }
        ByteArrayOutputStream runs = new ByteArrayOutputStream();
        int[] starts = new int[parts];
        for (int p = 0; p < parts; p++) {
            starts[p] = runs.size();
            encodeRuns(values, from + (p << partBits), Math.min(to, from + ((p + 1) << partBits)), runs);
        }
        int table = 2 * (parts - 1);
        if (table + starts[parts - 1] > MAX_PART_OFFSET) {
            // A part's offset is 2 bytes: a block of 65,536 indices in small parts, its runs a byte an
            // index, would need more. Such a block is decoded whole, as a block of short runs is.
            out.writeBytes(whole.toByteArray());
            return false;
        }
        for (int p = 1; p < parts; p++) {
            int at = table + starts[p];
            out.write(at >>> 8);
            out.write(at);
        }
        out.writeBytes(runs.toByteArray());
        return true;
    }

    private static void writeRun(ByteArrayOutputStream out, int value, int length) {
        if (length <= LONG_RUN) {
            out.write(value << 6 | (length - 1));
            return;
        }
        out.write(value << 6 | LONG_RUN);
        int rest = length - LONG_RUN - 1;
        while (rest >= 0x80) {
            out.write(0x80 | (rest & 0x7F));
            rest >>>= 7;
        }
        out.write(rest);
    }

    /** The values of a slice's indices, given to the writer a block at a time. */
    @FunctionalInterface
    interface BlockValues {
        /**
         * @param from the first index
         * @param values where the values go, {@link #LOSS}, {@link #DRAW}, {@link #WIN} or {@link #ANY}
         * @param count how many: {@code values[0]} to {@code values[count - 1]}
         */
        void fill(long from, byte[] values, int count);
    }

    /**
     * Writes a slice: first under another name, then renamed, so that a file under the slice's
     * name is always whole.
     *
     * @param values the values, a block at a time
     * @param partBits indices a part, as a power of two; {@code blockBits} or more writes a file of
     *     version 1, without parts (as the first writer did: for testing that it is still read)
     * @return the file
     * @throws IllegalArgumentException if the slice's runs would take more than one file holds (2 GB)
     */
    static Path write(Path dir, String variant, SliceIndex index, BlockValues values, int blockBits, int partBits)
            throws IOException {
        int block = 1 << blockBits;
        boolean withParts = partBits < blockBits;
        long blockCount = (index.size + block - 1) >>> blockBits;
        if (blockCount > (Integer.MAX_VALUE - HEADER_BYTES) / 4 - 1) {
            throw new IllegalArgumentException("a slice of " + index.size + " positions, more blocks than a file holds");
        }
        int blocks = (int) blockCount;
        ByteBuffer offsets = ByteBuffer.allocate(4 * (blocks + 1));
        ByteArrayOutputStream data = new ByteArrayOutputStream();
        // One block's values at a time: a slice of 6 pieces has more positions than an array holds.
        byte[] blockValues = new byte[block];
        for (int b = 0; b < blocks; b++) {
            int offset = data.size();
            long from = (long) b << blockBits;
            int count = (int) Math.min(block, index.size - from);
            values.fill(from, blockValues, count);
            boolean parts = withParts ? encodeBlock(blockValues, 0, count, partBits, data)
                    : encodeRuns(blockValues, 0, count, data);
            if (data.size() < 0 || data.size() > Integer.MAX_VALUE - HEADER_BYTES - offsets.capacity()) {
                throw new IllegalArgumentException("a slice whose runs take more than one file holds (2 GB)");
            }
            offsets.putInt(parts ? offset | HAS_PARTS : offset);
        }
        offsets.putInt(data.size());
        byte[] runs = data.toByteArray();
        CRC32 crc = new CRC32();
        crc.update(offsets.array());
        crc.update(runs);
        ByteBuffer header = TableFiles.startHeader(MAGIC, withParts ? VERSION : 1, HEADER_BYTES, index);
        header.putInt(block).putInt(blocks).putLong(runs.length).putInt((int) crc.getValue());
        if (withParts) {
            header.putInt(1 << partBits);
        }
        TableFiles.putName(header, variant);
        header.position(0);
        offsets.position(0);
        return TableFiles.writeWhole(dir.resolve(fileName(variant, index.material)), header, offsets,
                ByteBuffer.wrap(runs));
    }

    /**
     * Opens and maps a slice's file, checking its header against its name and the board, and its
     * checksum: here, once, rather than in a probe.
     *
     * @throws CorruptTableException if the file is not a whole compact table of that slice
     * @throws IOException if it cannot be read
     */
    static WdlFile open(Path path, String variant, SliceIndex index) throws IOException {
        try (FileChannel in = FileChannel.open(path, StandardOpenOption.READ)) {
            long length = in.size();
            if (length < HEADER_BYTES) {
                throw new CorruptTableException(path, "cut short: " + length + " bytes, less than its header");
            }
            if (length > Integer.MAX_VALUE) {
                // One mapping holds a file; a compact slice of 2 GB would be of more than 6 pieces.
                throw new CorruptTableException(path, "a compact table of " + length + " bytes, more than 2 GB");
            }
            MappedByteBuffer map = in.map(FileChannel.MapMode.READ_ONLY, 0, length);
            ByteBuffer header = map.duplicate();
            int version = TableFiles.checkStart(path, header, MAGIC, "a compact endgame table", HEADER_BYTES, index,
                    1, VERSION);
            long positions = index.size;
            int block = header.getInt();
            int blocks = header.getInt();
            long dataBytes = header.getLong();
            int crc = header.getInt();
            int bits = Integer.numberOfTrailingZeros(block);
            if (Integer.bitCount(block) != 1 || bits < MIN_BLOCK_BITS || bits > MAX_BLOCK_BITS
                    || blocks != (positions + block - 1) >>> bits) {
                throw new CorruptTableException(path, blocks + " blocks of " + block + " positions");
            }
            int partBits = bits;
            if (version >= 2) {
                int part = header.getInt();
                partBits = Integer.numberOfTrailingZeros(part);
                if (Integer.bitCount(part) != 1 || partBits > bits || partBits < MIN_PART_BITS) {
                    throw new CorruptTableException(path, "parts of " + part + " positions in blocks of " + block);
                }
            }
            TableFiles.checkName(path, header, variant);
            TableFiles.checkZeros(path, header, HEADER_BYTES);
            long expected = HEADER_BYTES + 4L * (blocks + 1) + dataBytes;
            if (dataBytes < 0 || length != expected) {
                throw new CorruptTableException(path, (length < expected ? "cut short: " : "too long: ") + length
                        + " bytes, not " + expected);
            }
            CRC32 sum = new CRC32();
            sum.update(map.duplicate().position(HEADER_BYTES));
            if ((int) sum.getValue() != crc) {
                throw new CorruptTableException(path, "its blocks do not match its checksum");
            }
            WdlFile file = new WdlFile(path, index, bits, partBits, blocks, map);
            file.checkOffsets(dataBytes, version);
            return file;
        }
    }

    /**
     * The offsets rise and stay within the data, and a block's parts within the block, so that a
     * probe never reads outside its block's bytes.
     */
    private void checkOffsets(long dataBytes, int version) {
        int last = 0;
        boolean lastHadParts = false;
        for (int b = 0; b <= blocks; b++) {
            int raw = map.getInt(HEADER_BYTES + 4 * b);
            int offset = raw & ~HAS_PARTS;
            boolean parts = raw != offset;
            if (offset < last || offset > dataBytes || (b == 0 && offset != 0) || (b == blocks && raw != dataBytes)
                    || (parts && version < 2)) {
                throw new CorruptTableException(path, "block " + b + " at an offset out of order");
            }
            if (b > 0 && lastHadParts) {
                checkParts(b - 1, last, offset);
            }
            last = offset;
            lastHadParts = parts;
        }
    }

    private void checkParts(int block, int from, int to) {
        long first = (long) block << blockBits;
        int indices = (int) Math.min(1L << blockBits, index.size - first);
        int parts = (indices + (1 << partBits) - 1) >>> partBits;
        int previous = 2 * (parts - 1);
        if (to - from <= previous) {
            throw new CorruptTableException(path, "block " + block + " shorter than its parts' offsets");
        }
        for (int p = 1; p < parts; p++) {
            int at = map.getChar(dataStart + from + 2 * (p - 1));
            if (at <= previous || at >= to - from) {
                throw new CorruptTableException(path, "block " + block + " has part " + p + " out of order");
            }
            previous = at;
        }
    }

    /** @return how the file is cut into blocks and parts, as its header says */
    WdlLayout layout() {
        return new WdlLayout(1 << blockBits, 1 << partBits);
    }

    /** @return the bytes of the file */
    long bytes() {
        return map().capacity();
    }

    /** Drops the mapping, for the collector to unmap; a probe afterwards fails cleanly. */
    void release() {
        map = null;
    }

    private MappedByteBuffer map() {
        MappedByteBuffer m = map;
        if (m == null) {
            throw new IllegalStateException("the compact endgame table " + path + " was closed");
        }
        return m;
    }

    /**
     * @param i an index of a position of the slice without a capture to play
     * @return its value: {@link #LOSS}, {@link #DRAW} or {@link #WIN}
     * @throws CorruptTableException if the block's runs end before the index
     */
    int value(long i) {
        MappedByteBuffer m = map();
        int block = (int) (i >>> blockBits);
        int raw = m.getInt(HEADER_BYTES + 4 * block);
        int at = dataStart + (raw & ~HAS_PARTS);
        int end = dataStart + (m.getInt(HEADER_BYTES + 4 * block + 4) & ~HAS_PARTS);
        int left;
        if (raw < 0) {
            // A block with parts: straight to the runs of the index's part.
            int part = (int) (i >>> partBits) & ((1 << (blockBits - partBits)) - 1);
            // The last block may be short, with fewer parts and so a shorter table of them.
            int parts = block == blocks - 1 ? lastBlockParts : 1 << (blockBits - partBits);
            at += part == 0 ? 2 * (parts - 1) : m.getChar(at + 2 * (part - 1));
            left = (int) (i & ((1 << partBits) - 1));
        } else {
            left = (int) (i & ((1 << blockBits) - 1));
        }
        while (at < end) {
            int run = m.get(at++);
            int length = (run & LONG_RUN) + 1;
            if (length == LONG_RUN + 1) {
                int shift = 0;
                int rest = 0;
                int b;
                do {
                    b = m.get(at++);
                    rest |= (b & 0x7F) << shift;
                    shift += 7;
                } while (b < 0 && at < end);
                length = LONG_RUN + 1 + rest;
            }
            if (left < length) {
                int value = (run >>> 6) & 3;
                if (value == ANY) {
                    break;
                }
                return value;
            }
            left -= length;
        }
        throw new CorruptTableException(path, "block " + block + " has no value at index " + i);
    }
}
