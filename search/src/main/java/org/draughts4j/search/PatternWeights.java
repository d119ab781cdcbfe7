package org.draughts4j.search;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UTFDataFormatException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import java.util.zip.CRC32;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import java.util.zip.ZipException;
import org.draughts4j.core.Geometry;
import org.draughts4j.core.InputLimits;
import org.draughts4j.core.Variant;

/**
 * The learned part of the evaluation: for each of a board's {@link PatternRegions} and each
 * pattern of men in it, an opening and an endgame weight, in {@value #UNITS}ths of a hundredth of
 * a man, added to the {@link Weights}' terms for the side the region is read for (less the other
 * side's) and blended by the pieces left as they are.
 *
 * <p>Data: a file of the format in docs/formats.md ("Pattern weights"), gzip around a header
 * (magic, version, variant, board, units, regions), the weights as 16-bit numbers and a CRC-32 of
 * all that; the variant's own is the resource {@code weights/<variant>.patterns} beside this class.
 *
 * <p>Immutable once made.
 */
final class PatternWeights {
    /** The weights' unit: this many make a hundredth of a man. */
    static final int UNITS = 16;
    static final int VERSION = 1;
    private static final byte[] MAGIC = {'D', '4', 'J', 'P'};
    /** The most patterns a file may hold, all regions together: 64 MB of weights. */
    static final int MAX_ENTRIES = 1 << 24;
    /** The largest file read: the weights compress well, and a few MB per variant is the budget. */
    static final long MAX_FILE_BYTES = 64L << 20;

    final String variant;
    final Geometry geometry;
    final PatternRegions regions;
    final short[] opening;
    final short[] endgame;
    /** {@link PatternScore}'s folded table of these weights, made by the first reader for all; see {@link #folded}. */
    private short[] folded;
    private boolean foldMade;

    /** The variants' own weights, by variant name, read once: every engine's searchers share them. */
    private static final Map<String, Optional<PatternWeights>> OWN = new ConcurrentHashMap<>();

    /**
     * @param variant the variant they are for
     * @param regions the regions, on its board
     * @param opening the opening weights, {@link PatternRegions#entries()} of them
     * @param endgame the endgame weights
     */
    PatternWeights(Variant variant, PatternRegions regions, short[] opening, short[] endgame) {
        if (opening.length != regions.entries() || endgame.length != regions.entries()) {
            throw new IllegalArgumentException("pattern weights for " + regions.entries() + " patterns");
        }
        this.variant = variant.name();
        this.geometry = variant.geometry();
        this.regions = regions;
        this.opening = opening.clone();
        this.endgame = endgame.clone();
    }

    /**
     * @param variant a variant
     * @return its own pattern weights when the module has them
     */
    static Optional<PatternWeights> of(Variant variant) {
        Optional<PatternWeights> own = OWN.computeIfAbsent(variant.name(), name -> load(variant));
        if (own.isPresent() && !own.get().geometry.equals(variant.geometry())) {
            // Another variant of the name on another board: read for it, which says what is wrong.
            return load(variant);
        }
        return own;
    }

    private static Optional<PatternWeights> load(Variant variant) {
        String resource = resource(variant);
        try (InputStream in = PatternWeights.class.getResourceAsStream(resource)) {
            if (in == null) {
                return Optional.empty();
            }
            return Optional.of(read(in, resource, variant));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + resource, e);
        }
    }

    /**
     * The weights the engine uses unless told otherwise: the variant's own. The module holds a
     * variant's weights only where a match showed that they gain (docs/search.md, "The ladder"), so
     * a variant without them keeps the evaluation of the features alone.
     *
     * @param variant a variant
     * @return its own pattern weights when it has them
     */
    static Optional<PatternWeights> byDefault(Variant variant) {
        return of(variant);
    }

    /** @return the name of the variant's own pattern weights beside this class */
    static String resource(Variant variant) {
        return "weights/" + variant.name() + ".patterns";
    }

    /**
     * @param variant the variant they must be for
     * @param file a file of pattern weights
     * @return its weights
     * @throws IllegalArgumentException if the file is not one, is corrupt, or is for another variant
     *     or board; the message says which, beginning {@code option patterns: }
     */
    static PatternWeights read(Variant variant, Path file) {
        Optional<String> problem = InputLimits.unreadable(file);
        if (problem.isPresent()) {
            throw new IllegalArgumentException("option patterns: cannot read " + file + ": " + problem.get());
        }
        try {
            if (Files.size(file) > MAX_FILE_BYTES) {
                throw new IllegalArgumentException("option patterns: " + file + " is larger than a pattern weights file ("
                        + MAX_FILE_BYTES + " bytes at most)");
            }
            try (InputStream in = Files.newInputStream(file)) {
                return read(in, file.toString(), variant);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }

    /**
     * @param in the file's bytes
     * @param source where they come from, for the messages
     * @param variant the variant they must be for
     * @return the weights
     * @throws IllegalArgumentException as {@link #read(Variant, Path)}
     * @throws IOException if the stream cannot be read
     */
    static PatternWeights read(InputStream in, String source, Variant variant) throws IOException {
        String refused = "option patterns: " + source + " ";
        byte[] body;
        try (InputStream unzipped = new GZIPInputStream(in)) {
            // Bounded: a small file that unpacks to gigabytes is refused, not held.
            body = unzipped.readNBytes(4 * MAX_ENTRIES + (1 << 16));
            if (unzipped.read() >= 0) {
                throw new IllegalArgumentException(refused + "holds more than a pattern weights file may");
            }
        } catch (ZipException | EOFException e) {
            throw new IllegalArgumentException(refused + "is not a pattern weights file (not gzip, or cut short): "
                    + e.getMessage(), e);
        }
        if (body.length < MAGIC.length + 4 || !Arrays.equals(Arrays.copyOf(body, MAGIC.length), MAGIC)) {
            throw new IllegalArgumentException(refused + "is not a pattern weights file (no D4JP header)");
        }
        CRC32 crc = new CRC32();
        crc.update(body, 0, body.length - 4);
        DataInputStream data = new DataInputStream(new ByteArrayInputStream(body));
        try {
            data.skipNBytes(MAGIC.length);
            int version = data.readUnsignedShort();
            if (version != VERSION) {
                throw new IllegalArgumentException(refused + "is of version " + version + "; this engine reads version "
                        + VERSION);
            }
            long stored = Integer.toUnsignedLong(
                    java.nio.ByteBuffer.wrap(body, body.length - 4, 4).getInt());
            if (stored != crc.getValue()) {
                throw new IllegalArgumentException(refused + "is corrupt: its checksum is "
                        + Long.toHexString(stored) + ", its contents' " + Long.toHexString(crc.getValue()));
            }
            String name;
            try {
                name = data.readUTF();
            } catch (UTFDataFormatException e) {
                // Past the checksum: a writer's fault, but the file's all the same, not a failure to read it.
                throw new IllegalArgumentException(refused + "is corrupt: its variant's name is not modified UTF-8", e);
            }
            if (!name.equals(variant.name())) {
                throw new IllegalArgumentException(refused + "holds weights of " + InputLimits.quote(name) + ", not "
                        + variant.name());
            }
            Geometry geometry = variant.geometry();
            int size = data.readUnsignedByte();
            int squareCount = data.readUnsignedShort();
            if (size != geometry.size() || squareCount != geometry.squareCount()) {
                throw new IllegalArgumentException(refused + "is for a board of " + size + " with " + squareCount
                        + " squares, not " + geometry.size() + " with " + geometry.squareCount());
            }
            int units = data.readUnsignedShort();
            if (units != UNITS) {
                throw new IllegalArgumentException(refused + "has weights in 1/" + units + " of a hundredth, not 1/"
                        + UNITS);
            }
            int count = data.readUnsignedShort();
            int[][] squares = new int[count][];
            long entries = 0;
            for (int r = 0; r < count; r++) {
                int n = data.readUnsignedByte();
                if (n < 1 || n > PatternRegions.MAX_SQUARES) {
                    throw new IllegalArgumentException(refused + "has a region of " + n + " squares");
                }
                squares[r] = new int[n];
                for (int i = 0; i < n; i++) {
                    int square = data.readUnsignedByte();
                    if (square < 1 || square > squareCount) {
                        throw new IllegalArgumentException(refused + "names square " + square + " in a region");
                    }
                    squares[r][i] = square;
                }
                entries += PatternRegions.power(n);
                if (entries > MAX_ENTRIES) {
                    throw new IllegalArgumentException(refused + "has more than " + MAX_ENTRIES + " patterns");
                }
            }
            PatternRegions regions = new PatternRegions(squares);
            short[] opening = new short[regions.entries()];
            short[] endgame = new short[regions.entries()];
            for (int r = 0; r < count; r++) {
                int from = regions.offset(r);
                int to = from + regions.patterns(r);
                for (int i = from; i < to; i++) {
                    opening[i] = data.readShort();
                }
                for (int i = from; i < to; i++) {
                    endgame[i] = data.readShort();
                }
            }
            if (data.available() != 4) {
                throw new IllegalArgumentException(refused + "has " + (data.available() - 4)
                        + " bytes more or less than its regions need");
            }
            return new PatternWeights(variant, regions, opening, endgame);
        } catch (EOFException e) {
            throw new IllegalArgumentException(refused + "is cut short", e);
        }
    }

    /**
     * Writes the weights in the format {@link #read} reads.
     *
     * @param out where to (not closed)
     * @throws IOException if it cannot be written
     */
    void write(OutputStream out) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream data = new DataOutputStream(bytes);
        data.write(MAGIC);
        data.writeShort(VERSION);
        data.writeUTF(variant);
        data.writeByte(geometry.size());
        data.writeShort(geometry.squareCount());
        data.writeShort(UNITS);
        data.writeShort(regions.count());
        for (int r = 0; r < regions.count(); r++) {
            int[] squares = regions.squares(r);
            data.writeByte(squares.length);
            for (int square : squares) {
                data.writeByte(square);
            }
        }
        for (int r = 0; r < regions.count(); r++) {
            int from = regions.offset(r);
            int to = from + regions.patterns(r);
            for (int i = from; i < to; i++) {
                data.writeShort(opening[i]);
            }
            for (int i = from; i < to; i++) {
                data.writeShort(endgame[i]);
            }
        }
        data.flush();
        CRC32 crc = new CRC32();
        crc.update(bytes.toByteArray());
        data.writeInt((int) crc.getValue());
        data.flush();
        GZIPOutputStream zipped = new GZIPOutputStream(out);
        bytes.writeTo(zipped);
        zipped.finish();
    }

    /**
     * @param file where to write the weights
     * @throws IOException if it cannot be written
     */
    void write(Path file) throws IOException {
        try (OutputStream out = Files.newOutputStream(file)) {
            write(out);
        }
    }

    /**
     * The table a {@link PatternScore} folds these weights into, made by the first reader that asks
     * and handed to the rest: each searching thread has a reader, and an engine's threads, like
     * engines of the same variant, read the same weights (those a variant ships are read once).
     * The table depends only on the weights and their board, which every reader of them shares.
     *
     * @param fold makes the table, null where the weights do not fold
     * @return the table, or null
     */
    synchronized short[] folded(Supplier<short[]> fold) {
        if (!foldMade) {
            folded = fold.get();
            foldMade = true;
        }
        return folded;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof PatternWeights that && variant.equals(that.variant) && regions.equals(that.regions)
                && Arrays.equals(opening, that.opening) && Arrays.equals(endgame, that.endgame);
    }

    @Override
    public int hashCode() {
        return 31 * regions.hashCode() + Arrays.hashCode(opening);
    }
}
