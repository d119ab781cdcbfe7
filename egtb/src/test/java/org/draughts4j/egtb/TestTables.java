package org.draughts4j.egtb;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.draughts4j.core.Variant;

/** Tables built once per test run and variant, in a directory removed when the run ends. */
final class TestTables {
    private static final Map<String, EndgameTables> BUILT = new ConcurrentHashMap<>();
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
        long visited = 0;
        for (Material material : tables.materials()) {
            SliceFile slice = tables.slice(material);
            SliceIndex.Decoder decoder = slice.index.new Decoder();
            for (long i = 0; i < slice.index.size; i++) {
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
