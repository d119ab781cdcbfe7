package org.draughts4j.spark;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.UUID;
import java.util.stream.Stream;
import org.apache.hadoop.fs.FileSystem;
import org.draughts4j.core.Variant;
import org.draughts4j.egtb.BuildListener;
import org.draughts4j.egtb.Material;
import org.draughts4j.egtb.SliceSummary;
import org.draughts4j.egtb.TableBuilder;

/**
 * One task of a table build, on an executor: brings the slices a pair depends on from the shared
 * directory into a cache on this machine (kept for the tasks after it: a slice never changes once
 * written), solves the pair in a folder of its own with links to them, and puts its files into the
 * shared directory under another name, renamed when whole.
 */
final class PairTask {
    private PairTask() {}

    static List<SliceBuilt> run(String variantName, String materialName, SharedDirectory shared, int threads)
            throws IOException {
        Variant variant = Variant.byName(variantName);
        Material material = Material.parse(materialName)
                .orElseThrow(() -> new IllegalArgumentException("not a material: " + materialName));
        FileSystem fs = shared.fileSystem();
        Path cache = cache(shared.uri(), variantName);
        Path work = Files.createTempDirectory(cache.getParent(), "task-");
        try {
            TableBuilder builder = TableBuilder.of(variant, work).threads(threads);
            for (Material input : builder.inputs(material)) {
                String name = SliceBuilt.fileName(variantName, input);
                Path cached = cache.resolve(name);
                if (!Files.isRegularFile(cached)) {
                    Path partial = cache.resolve("." + name + "." + UUID.randomUUID() + ".partial");
                    fs.copyToLocalFile(false, shared.file(name), new org.apache.hadoop.fs.Path(partial.toUri()), true);
                    Files.move(partial, cached, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
                }
                link(cached, work.resolve(name));
            }
            List<SliceSummary> summaries = new ArrayList<>();
            long[] nanos = new long[2];
            builder.listener(new BuildListener() {
                @Override
                public void finished(SliceSummary summary, long took, long cpuNanos, boolean resumed) {
                    nanos[summaries.size()] = took;
                    summaries.add(summary);
                }
            });
            List<Path> written = builder.buildPair(material);
            String host = InetAddress.getLocalHost().getHostName();
            List<SliceBuilt> built = new ArrayList<>();
            for (int i = 0; i < written.size(); i++) {
                Path file = written.get(i);
                String name = file.getFileName().toString();
                long bytes = Files.size(file);
                upload(fs, shared, file, name);
                Files.move(file, cache.resolve(name), StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
                SliceSummary s = summaries.get(i);
                built.add(new SliceBuilt(variantName, s.material().toString(), bytes, false, s.positions(), s.wins(),
                        s.draws(), s.losses(), s.longestWin(), nanos[i], host));
            }
            return built;
        } finally {
            delete(work);
        }
    }

    /**
     * Copies a file into the shared directory under a name of this attempt's, then renames it: a
     * reader never sees half a file. When another attempt of the same task renamed its copy first
     * (a task Spark ran twice), that one stays: the files are the same.
     */
    private static void upload(FileSystem fs, SharedDirectory shared, Path file, String name) throws IOException {
        org.apache.hadoop.fs.Path target = shared.file(name);
        org.apache.hadoop.fs.Path partial = shared.file("." + name + "." + UUID.randomUUID() + ".partial");
        fs.copyFromLocalFile(false, true, new org.apache.hadoop.fs.Path(file.toUri()), partial);
        if (!fs.rename(partial, target)) {
            boolean there = fs.isFile(target);
            fs.delete(partial, false);
            if (!there) {
                throw new IOException("cannot rename " + partial + " to " + target);
            }
        }
    }

    /**
     * @return this machine's cache of the slices of one shared directory, made if missing, under
     *     the JVM's temporary folder
     */
    private static Path cache(String uri, String variant) throws IOException {
        String key;
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(uri.getBytes(StandardCharsets.UTF_8));
            key = HexFormat.of().formatHex(digest, 0, 8);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is in every JVM", e);
        }
        Path cache = Path.of(System.getProperty("java.io.tmpdir"), "draughts4j-egtb-" + key, variant);
        Files.createDirectories(cache);
        return cache;
    }

    /** A hard link where the file system has them (no copy of a large slice), else a copy. */
    private static void link(Path cached, Path link) throws IOException {
        try {
            Files.createLink(link, cached);
        } catch (FileAlreadyExistsException e) {
            return;
        } catch (UnsupportedOperationException | IOException e) {
            Files.copy(cached, link, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    private static void delete(Path dir) {
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path path : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(path);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot remove " + dir, e);
        }
    }
}
