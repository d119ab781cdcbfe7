package org.draughts4j.egtb;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.zip.CRC32;

/**
 * One slice of the compact tables ({@link WdlTables}): win, draw or loss of each position without a
 * capture to play, in blocks of {@link #BLOCK} indices (or another power of two its header names),
 * each block run-length coded, with the offset of every block for random access (docs/formats.md,
 * "Compact WDL files"). A probe decodes the runs of one block from its start, in place: no buffer,
 * nothing allocated.
 */
final class WdlFile {
    static final int HEADER_BYTES = 256;
    static final int VERSION = 1;
    static final String SUFFIX = ".wdl";
    /**
     * Indices a block, as written: 1024, measured against 256 and 4096 on International up to 4
     * pieces (docs/egtb.md). A probe decodes half a block on average, so a smaller block is faster
     * and its 4 bytes of offset cost more: 4096 made a probe 3 times slower than the full tables',
     * 1024 about as fast, for 8% more bytes; 256 added another 30% of bytes for little speed.
     */
    static final int BLOCK_BITS = 10;
    static final int BLOCK = 1 << BLOCK_BITS;
    /** The block sizes a reader accepts, as powers of two. */
    static final int MIN_BLOCK_BITS = 6;
    static final int MAX_BLOCK_BITS = 16;
    /** The values of the positions, as stored: loss, draw, win. */
    static final byte LOSS = 0;
    static final byte DRAW = 1;
    static final byte WIN = 2;
    /** A capture to play, or an index of no position: any value will do, and the coder picks the cheapest. */
    static final byte ANY = 3;
    /** A run's first byte: its value in the top two bits, its length less one below, 63 for a longer run. */
    private static final int LONG_RUN = 63;
    private static final byte[] MAGIC = "D4JWDLTB".getBytes(StandardCharsets.US_ASCII);
    private static final int MAX_NAME_BYTES = 180;

    final Path path;
    final Material material;
    final SliceIndex index;
    private final int blocks;
    private final int blockBits;
    private final int crc;
    /** The whole file, from its header on; set to null by {@link #release()}. */
    private volatile MappedByteBuffer map;
    private final int dataStart;

    private WdlFile(Path path, SliceIndex index, int blockBits, int blocks, int crc, MappedByteBuffer map) {
        this.path = path;
        this.blockBits = blockBits;
        this.material = index.material;
        this.index = index;
        this.blocks = blocks;
        this.crc = crc;
        this.map = map;
        this.dataStart = HEADER_BYTES + 4 * (blocks + 1);
    }

    /** @return the file name of a material's slice: {@code international-1m2k-0m1k.wdl} */
    static String fileName(String variant, Material material) {
        return variant + "-" + material + SUFFIX;
    }

    /**
     * Codes the values of one block as runs: an {@link #ANY} joins the run it follows (or, at the
     * start of the block, the first run), so that it costs nothing.
     *
     * @param values the values by index, {@link #LOSS} to {@link #ANY}
     * @param from the block's first index
     * @param to past its last
     * @param out where the runs go
     */
    static void encodeBlock(byte[] values, int from, int to, java.io.ByteArrayOutputStream out) {
        int current = -1;
        int start = from;
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
        // A block of nothing but ANY is one run of draws.
        writeRun(out, current < 0 ? DRAW : current, length);
    }

    private static void writeRun(java.io.ByteArrayOutputStream out, int value, int length) {
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

    /**
     * Writes a slice: first under another name, then renamed, so that a file under the slice's
     * name is always whole.
     *
     * @param values by index, {@link #LOSS}, {@link #DRAW}, {@link #WIN} or {@link #ANY}
     * @return the file
     */
    static Path write(Path dir, String variant, SliceIndex index, byte[] values, int blockBits) throws IOException {
        int block = 1 << blockBits;
        int blocks = (int) ((index.size + block - 1) >>> blockBits);
        ByteBuffer offsets = ByteBuffer.allocate(4 * (blocks + 1));
        java.io.ByteArrayOutputStream data = new java.io.ByteArrayOutputStream();
        for (int b = 0; b < blocks; b++) {
            offsets.putInt(data.size());
            encodeBlock(values, b << blockBits, (int) Math.min(index.size, (long) (b + 1) << blockBits), data);
        }
        offsets.putInt(data.size());
        byte[] runs = data.toByteArray();
        CRC32 crc = new CRC32();
        crc.update(offsets.array());
        crc.update(runs);
        Material material = index.material;
        ByteBuffer header = ByteBuffer.allocate(HEADER_BYTES);
        header.put(MAGIC).putInt(VERSION).putInt(HEADER_BYTES);
        header.put((byte) material.ownMen()).put((byte) material.ownKings()).put((byte) material.oppMen())
                .put((byte) material.oppKings());
        header.putInt(index.board.squares).putLong(index.size);
        header.putInt(block).putInt(blocks).putLong(runs.length).putInt((int) crc.getValue());
        byte[] name = variant.getBytes(StandardCharsets.UTF_8);
        header.putShort((short) name.length).put(name);
        header.position(0);
        offsets.position(0);
        Path target = dir.resolve(fileName(variant, material));
        Path partial = dir.resolve("." + target.getFileName() + ".partial");
        try (FileChannel out = FileChannel.open(partial, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.TRUNCATE_EXISTING)) {
            for (ByteBuffer buffer : new ByteBuffer[] {header, offsets, ByteBuffer.wrap(runs)}) {
                while (buffer.hasRemaining()) {
                    out.write(buffer);
                }
            }
            out.force(true);
        }
        Files.move(partial, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        return target;
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
            byte[] magic = new byte[MAGIC.length];
            header.get(magic);
            if (!java.util.Arrays.equals(magic, MAGIC)) {
                throw new CorruptTableException(path, "not a compact endgame table of draughts4j");
            }
            int version = header.getInt();
            if (version != VERSION || header.getInt() != HEADER_BYTES) {
                throw new CorruptTableException(path, "format version " + version + ", not " + VERSION);
            }
            Material material = index.material;
            int ownMen = header.get();
            int ownKings = header.get();
            int oppMen = header.get();
            int oppKings = header.get();
            if (ownMen != material.ownMen() || ownKings != material.ownKings() || oppMen != material.oppMen()
                    || oppKings != material.oppKings()) {
                throw new CorruptTableException(path, "holds " + ownMen + "m" + ownKings + "k-" + oppMen + "m"
                        + oppKings + "k, not " + material);
            }
            int squares = header.getInt();
            long positions = header.getLong();
            if (squares != index.board.squares || positions != index.size) {
                throw new CorruptTableException(path, "a board of " + squares + " squares and " + positions
                        + " positions, not " + index.board.squares + " and " + index.size);
            }
            int block = header.getInt();
            int blocks = header.getInt();
            long dataBytes = header.getLong();
            int crc = header.getInt();
            int bits = Integer.numberOfTrailingZeros(block);
            if (Integer.bitCount(block) != 1 || bits < MIN_BLOCK_BITS || bits > MAX_BLOCK_BITS
                    || blocks != (positions + block - 1) >>> bits) {
                throw new CorruptTableException(path, blocks + " blocks of " + block + " positions");
            }
            int nameLength = header.getShort();
            if (nameLength < 0 || nameLength > MAX_NAME_BYTES) {
                throw new CorruptTableException(path, "a variant name of " + nameLength + " bytes");
            }
            byte[] name = new byte[nameLength];
            header.get(name);
            String named = new String(name, StandardCharsets.UTF_8);
            if (!named.equals(variant)) {
                throw new CorruptTableException(path, "a table of " + named + ", not " + variant);
            }
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
            WdlFile file = new WdlFile(path, index, bits, blocks, crc, map);
            file.checkOffsets(dataBytes);
            return file;
        }
    }

    /** The offsets rise and stay within the data, so that a probe never reads outside its block's bytes. */
    private void checkOffsets(long dataBytes) {
        int last = 0;
        for (int b = 0; b <= blocks; b++) {
            int offset = map.getInt(HEADER_BYTES + 4 * b);
            if (offset < last || offset > dataBytes || (b == 0 && offset != 0) || (b == blocks && offset != dataBytes)) {
                throw new CorruptTableException(path, "block " + b + " at an offset out of order");
            }
            last = offset;
        }
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
        int left = (int) (i & ((1 << blockBits) - 1));
        int at = dataStart + m.getInt(HEADER_BYTES + 4 * block);
        int end = dataStart + m.getInt(HEADER_BYTES + 4 * block + 4);
        while (at < end) {
            int run = m.get(at++) & 0xFF;
            int length = (run & LONG_RUN) + 1;
            if (length == LONG_RUN + 1) {
                int shift = 0;
                int rest = 0;
                int b;
                do {
                    b = m.get(at++) & 0xFF;
                    rest |= (b & 0x7F) << shift;
                    shift += 7;
                } while (b >= 0x80 && at < end);
                length = LONG_RUN + 1 + rest;
            }
            if (left < length) {
                int value = run >>> 6;
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
