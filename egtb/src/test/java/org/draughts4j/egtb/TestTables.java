package org.draughts4j.egtb;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.ToLongFunction;
import java.util.stream.Stream;
import org.draughts4j.core.Variant;

/** Tables built once per test run and variant, in a directory removed when the run ends. */
final class TestTables {
    /**
     * Whether comparisons visit every index of 4-piece slices (the {@code egtb-deep} profile) rather
     * than every {@link #FOUR_PIECE_STRIDE}th: the whole of International's 4 pieces took the
     * default run 13 s more on two cores.
     */
    static final boolean EVERY_INDEX = Integer.getInteger("egtb.deep.pieces", 0) > 0;
    /** The stride through 4-piece slices in the default run; a prime, so that no pattern of the index is skipped. */
    static final long FOUR_PIECE_STRIDE = 7;

    private static final Map<String, EndgameTables> BUILT = new ConcurrentHashMap<>();
    private static final Map<String, Path> COMPACT = new ConcurrentHashMap<>();
    private static final Path ROOT;

    static {
        try {
            ROOT = Files.createTempDirectory("egtb-tests");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Runtime.getRuntime().addShutdownHook(new Thread(() -> delete(ROOT)));
    }

    private TestTables() {
    }

    /** @return the tables of 2 to {@code pieces} pieces of a variant */
    static synchronized EndgameTables of(String variant, int pieces) {
        return BUILT.computeIfAbsent(variant + "/" + pieces, key -> {
            try {
                Path dir = ROOT.resolve(variant + "-" + pieces);
                return TableBuilder.of(Variant.byName(variant), dir).threads(2).build(pieces);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    /**
     * Copies the compact files of {@link #of} into a folder, written once per run: a test may add to
     * the folder or spoil its files.
     *
     * @return the files copied
     */
    static synchronized List<Path> copyCompact(String variant, int pieces, Path to) throws IOException {
        Path written = COMPACT.get(variant + "/" + pieces);
        if (written == null) {
            written = ROOT.resolve(variant + "-" + pieces + "-compact");
            WdlTables.write(of(variant, pieces), written);
            COMPACT.put(variant + "/" + pieces, written);
        }
        Files.createDirectories(to);
        List<Path> copied = new ArrayList<>();
        try (Stream<Path> files = Files.list(written)) {
            for (Path file : files.sorted().toList()) {
                copied.add(Files.copy(file, to.resolve(file.getFileName().toString())));
            }
        }
        return copied;
    }

    /** @return the stride through a slice's indices: 1 up to 3 pieces, {@link #FOUR_PIECE_STRIDE} above unless {@link #EVERY_INDEX} */
    static long stride(Material material) {
        return material.pieces() <= 3 || EVERY_INDEX ? 1 : FOUR_PIECE_STRIDE;
    }

    /** What {@link #forEachPosition} calls back with: a slice, an index of it and the position decoded there. */
    @FunctionalInterface
    interface PositionVisitor {
        void visit(Material material, SliceFile slice, long index, SliceIndex.Decoder position);
    }

    /**
     * Visits every index of every slice of full tables that is a position (not one where both sides'
     * men would share a square), slice by slice.
     *
     * @return how many were visited
     */
    static long forEachPosition(EndgameTables tables, PositionVisitor visitor) {
        return forEachPosition(tables, material -> 1, visitor);
    }

    /**
     * Visits the positions of full tables as {@link #forEachPosition(EndgameTables, PositionVisitor)}
     * does, through each slice at a stride: every index for a stride of 1.
     *
     * @return how many were visited
     */
    static long forEachPosition(EndgameTables tables, ToLongFunction<Material> stride, PositionVisitor visitor) {
        long visited = 0;
        for (Material material : tables.materials()) {
            SliceFile slice = tables.slice(material);
            SliceIndex.Decoder decoder = slice.index.new Decoder();
            long step = stride.applyAsLong(material);
            for (long i = 0; i < slice.index.size; i += step) {
                if (decoder.decode(i)) {
                    visitor.visit(material, slice, i, decoder);
                    visited++;
                }
            }
        }
        return visited;
    }

    static void delete(Path dir) {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(dir)) {
            walk.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            // Left for the system's cleaning of temporary files.
        }
    }
}
