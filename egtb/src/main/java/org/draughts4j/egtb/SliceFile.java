package org.draughts4j.egtb;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.zip.CRC32;

/**
 * One slice's file (docs/formats.md, "Endgame tables"): a header of {@value #HEADER_BYTES} bytes,
 * then one entry per index of the slice, 1 or 2 bytes each, big-endian. An entry is 0 for a draw,
 * then the wins, then the losses, each by half its distance (a win's distance has always the same
 * parity, and a loss's the other), and the highest value marks an index of no position.
 *
 * <p>An opened file is mapped into memory and read with absolute gets, which are safe from many
 * threads at once and allocate nothing. Its checksum is checked by {@link #checkSum()}, which the
 * tables call when they are opened: never inside a read, where it would stall the first probe of a
 * search for the time of reading the whole file.
 */
final class SliceFile {
    static final int HEADER_BYTES = 256;
    static final int VERSION = 1;
    static final String SUFFIX = ".egtb";
    private static final byte[] MAGIC = "D4JTABLE".getBytes(StandardCharsets.US_ASCII);
    /** Mapped in pieces of this size, so that a file may be larger than one buffer (2 GB). */
    private static final int CHUNK_BITS = 30;

    final Path path;
    final Material material;
    final SliceIndex index;
    final int width;
    final int winParity;
    final SliceSummary summary;
    /** The mapped entries; each set to null by {@link #release()}. */
    private final MappedByteBuffer[] chunks;
    private final int crc;

    private SliceFile(Path path, SliceIndex index, int width, int winParity, SliceSummary summary, int crc,
            MappedByteBuffer[] chunks) {
        this.path = path;
        this.material = index.material;
        this.index = index;
        this.width = width;
        this.winParity = winParity;
        this.summary = summary;
        this.crc = crc;
        this.chunks = chunks;
    }

    /** @return the file name of a material's slice: {@code international-1m2k-0m1k.egtb} */
    static String fileName(String variant, Material material) {
        return variant + "-" + material + SUFFIX;
    }

    /** @return the highest entry value of a width: an index of no position */
    static int unused(int width) {
        return width == 1 ? 0xFF : 0xFFFF;
    }

    /** @return the first entry value of a loss */
    static int firstLoss(int width) {
        return width == 1 ? 0x80 : 0x8000;
    }

    /** @return the most half-distances an entry of that width holds */
    static int maxHalf(int width) {
        return firstLoss(width) - 2;
    }

    /**
     * Writes a slice to a file of its own in {@code dir}: first under another name, then renamed, so
     * that a file under the slice's name is always whole.
     *
     * @param entries the entries, {@code width} bytes each, big-endian
     */
    static Path write(Path dir, String variant, Material material, SliceIndex index, int width, int winParity,
            SliceSummary summary, byte[] entries) throws IOException {
        return write(dir, variant, material, index, width, winParity, summary,
                (first, count, into) -> System.arraycopy(entries, (int) first * width, into, 0, count * width));
    }

    /** Puts the entries of a range of indices into a buffer, {@code width} bytes each, big-endian. */
    interface Entries {
        /**
         * @param first the range's first index
         * @param count its indices
         * @param into the buffer, filled from 0
         */
        void fill(long first, int count, byte[] into);
    }

    /** The entries put into the file at once by {@link #write(Path, String, Material, SliceIndex, int, int, SliceSummary, Entries)}. */
    private static final int WRITE_ENTRIES = 1 << 20;

    /**
     * Writes a slice as {@link #write(Path, String, Material, SliceIndex, int, int, SliceSummary, byte[])}
     * does, the same bytes, but asking for its entries a range at a time: a slice of 6 pieces (2.4 x
     * 10^9 entries) is more than one array, and would take as much heap again as its solving.
     */
    static Path write(Path dir, String variant, Material material, SliceIndex index, int width, int winParity,
            SliceSummary summary, Entries entries) throws IOException {
        return TableFiles.writeWhole(dir.resolve(fileName(variant, material)), HEADER_BYTES, out -> {
            CRC32 crc = new CRC32();
            byte[] buffer = new byte[WRITE_ENTRIES * width];
            for (long first = 0; first < index.size; first += WRITE_ENTRIES) {
                int count = (int) Math.min(WRITE_ENTRIES, index.size - first);
                entries.fill(first, count, buffer);
                crc.update(buffer, 0, count * width);
                ByteBuffer body = ByteBuffer.wrap(buffer, 0, count * width);
                while (body.hasRemaining()) {
                    out.write(body);
                }
            }
            ByteBuffer header = TableFiles.startHeader(MAGIC, VERSION, HEADER_BYTES, index);
            header.put((byte) width).put((byte) winParity).putShort((short) 0).putInt((int) crc.getValue());
            header.putLong(summary.wins()).putLong(summary.draws()).putLong(summary.losses());
            header.putInt(summary.longestWin()).putInt(summary.longestLoss());
            TableFiles.putName(header, variant);
            header.position(0);
            return header;
        });
    }

    /**
     * Opens and maps a slice's file, checking its header against what its name and the board say.
     *
     * @throws CorruptTableException if the file is not a whole table of that slice
     * @throws IOException if it cannot be read
     */
    static SliceFile open(Path path, String variant, SliceIndex index, int winParity) throws IOException {
        try (FileChannel in = FileChannel.open(path, StandardOpenOption.READ)) {
            long length = in.size();
            if (length < HEADER_BYTES) {
                throw new CorruptTableException(path, "cut short: " + length + " bytes, less than its header");
            }
            ByteBuffer header = ByteBuffer.allocate(HEADER_BYTES);
            while (header.hasRemaining() && in.read(header, header.position()) > 0) {
                // Reads at the position the buffer has reached.
            }
            header.flip();
            TableFiles.checkStart(path, header, MAGIC, "an endgame table", HEADER_BYTES, index, VERSION);
            Material material = index.material;
            long positions = index.size;
            int width = header.get();
            int parity = header.get();
            short reserved = header.getShort();
            int crc = header.getInt();
            if ((width != 1 && width != 2) || parity != winParity) {
                throw new CorruptTableException(path, "entries of " + width + " bytes and win parity " + parity);
            }
            if (reserved != 0) {
                throw new CorruptTableException(path, "a field of " + (reserved & 0xFFFF) + " at 34 in its header,"
                        + " where the format has zeros");
            }
            SliceSummary summary = new SliceSummary(material, positions, header.getLong(), header.getLong(), header.getLong(),
                    header.getInt(), header.getInt());
            if (summary.wins() < 0 || summary.draws() < 0 || summary.losses() < 0 || summary.longestWin() < 0
                    || summary.longestLoss() < 0) {
                throw new CorruptTableException(path, "negative counts in its header");
            }
            TableFiles.checkName(path, header, variant);
            TableFiles.checkZeros(path, header, HEADER_BYTES);
            long expected = HEADER_BYTES + positions * width;
            if (length != expected) {
                throw new CorruptTableException(path, (length < expected ? "cut short: " : "too long: ") + length
                        + " bytes, not " + expected);
            }
            long data = positions * width;
            MappedByteBuffer[] chunks = new MappedByteBuffer[(int) ((data + (1L << CHUNK_BITS) - 1) >>> CHUNK_BITS)];
            for (int i = 0; i < chunks.length; i++) {
                long start = (long) i << CHUNK_BITS;
                chunks[i] = in.map(FileChannel.MapMode.READ_ONLY, HEADER_BYTES + start,
                        Math.min(1L << CHUNK_BITS, data - start));
            }
            return new SliceFile(path, index, width, parity, summary, crc, chunks);
        }
    }

    /**
     * Reads every entry and checks them against the checksum of the header.
     *
     * @throws CorruptTableException if they do not match
     * @throws IllegalStateException if the file was released
     */
    void checkSum() {
        CRC32 sum = new CRC32();
        for (int i = 0; i < chunks.length; i++) {
            sum.update(chunk(i).duplicate().clear());
        }
        if ((int) sum.getValue() != crc) {
            throw new CorruptTableException(path, "its entries do not match its checksum");
        }
    }

    /**
     * Drops the mappings. Java 17 has no supported way to unmap a buffer at once (and unmapping one
     * that another thread still reads would crash the JVM): each mapping goes when the collector finds
     * it unreachable, and a read that has not begun finds no buffer and fails cleanly. The channel
     * was closed as soon as the file was mapped.
     */
    void release() {
        java.util.Arrays.fill(chunks, null);
    }

    private MappedByteBuffer chunk(int i) {
        MappedByteBuffer chunk = chunks[i];
        if (chunk == null) {
            throw new IllegalStateException("the endgame table " + path + " was closed");
        }
        return chunk;
    }

    /** @return the raw entry at an index */
    int entry(long i) {
        long offset = i * width;
        MappedByteBuffer chunk = chunk((int) (offset >>> CHUNK_BITS));
        int at = (int) (offset & ((1L << CHUNK_BITS) - 1));
        return width == 1 ? chunk.get(at) & 0xFF : chunk.getChar(at);
    }

    /**
     * @param i an index of a position of the slice
     * @return its value as a {@link TableValue} code
     * @throws CorruptTableException if the entry cannot be right
     */
    int value(long i) {
        int e = entry(i);
        if (e == 0) {
            return TableValue.DRAW;
        }
        int firstLoss = firstLoss(width);
        if (e < firstLoss) {
            int plies = 2 * (e - 1) + winParity;
            if (plies > summary.longestWin()) {
                throw new CorruptTableException(path, "a win in " + plies + " plies, longer than its longest");
            }
            return TableValue.win(plies);
        }
        if (e == unused(width)) {
            throw new CorruptTableException(path, "no position at index " + i + ", which a position was read from");
        }
        int plies = 2 * (e - firstLoss) + 1 - winParity;
        if (plies > summary.longestLoss()) {
            throw new CorruptTableException(path, "a loss in " + plies + " plies, longer than its longest");
        }
        return TableValue.loss(plies);
    }
}
