package org.draughts4j.egtb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The files: written whole or not at all, a build resumed, and a corrupt file refused by name. */
class TableFilesTest {
    private static final Variant ENGLISH = Variant.byName("english");

    @TempDir
    Path dir;

    private static List<Path> tableFiles(Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            List<Path> list = new ArrayList<>();
            files.filter(p -> p.getFileName().toString().endsWith(".egtb")).sorted().forEach(list::add);
            return list;
        }
    }

    @Test
    void oneFilePerMaterialNamedByIt() throws IOException {
        EndgameTables tables = TableBuilder.of(ENGLISH, dir).threads(1).build(3);
        assertThat(tableFiles(dir)).hasSize(Material.upTo(3, true).size()).hasSize(tables.materials().size());
        assertThat(dir.resolve("english-0m1k-0m1k.egtb")).exists();
        assertThat(dir.resolve("english-2m0k-1m0k.egtb")).exists();
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files.filter(p -> p.getFileName().toString().endsWith(".partial"))).isEmpty();
        }
    }

    @Test
    void aBuildGoesOnFromTheSlicesItFinished() throws IOException {
        TableBuilder.of(ENGLISH, dir).threads(1).build(2);
        List<Path> two = tableFiles(dir);
        FileTime old = FileTime.fromMillis(1_000_000L);
        for (Path p : two) {
            Files.setLastModifiedTime(p, old);
        }
        // A slice being written when the build was stopped: left under its partial name, ignored.
        Files.write(dir.resolve(".english-2m0k-1m0k.egtb.partial"), new byte[] {1, 2, 3});
        List<Material> resumed = new ArrayList<>();
        EndgameTables tables = TableBuilder.of(ENGLISH, dir).threads(2).listener(new BuildListener() {
            @Override
            public void finished(SliceSummary summary, long nanos, long cpuNanos, boolean again) {
                if (again) {
                    resumed.add(summary.material());
                }
            }
        }).build(3);
        assertThat(resumed).hasSize(two.size());
        for (Path p : two) {
            assertThat(Files.getLastModifiedTime(p)).isEqualTo(old);
        }
        assertThat(tables.maxPieces()).isEqualTo(3);
        assertThat(tables.probe(Position.fromFen(ENGLISH, "B:WK29:B1,2")).orElseThrow().toString()).startsWith("win");
    }

    @Test
    void aFileCutShortIsRefusedByName() throws IOException {
        TableBuilder.of(ENGLISH, dir).threads(1).build(2);
        Path file = dir.resolve("english-1m0k-0m1k.egtb");
        try (RandomAccessFile raf = new RandomAccessFile(file.toFile(), "rw")) {
            raf.setLength(raf.length() - 1);
        }
        assertThatThrownBy(() -> EndgameTables.open(ENGLISH, dir)).isInstanceOf(CorruptTableException.class)
                .hasMessageContaining(file.toString()).hasMessageContaining("cut short");
    }

    /**
     * The checksum is checked when the tables are opened, not in the first probe (which would read a
     * whole file under a lock in the middle of a search); a verifier opens them without it, and
     * reports the slice.
     */
    @Test
    void aChangedEntryIsRefusedByItsChecksumWhenTheTablesAreOpened() throws IOException {
        TableBuilder.of(ENGLISH, dir).threads(1).build(2).close();
        Path file = dir.resolve("english-0m1k-0m1k.egtb");
        byte[] bytes = Files.readAllBytes(file);
        bytes[SliceFile.HEADER_BYTES + 100] ^= 0x01;
        Files.write(file, bytes);
        assertThatThrownBy(() -> EndgameTables.open(ENGLISH, dir)).isInstanceOf(CorruptTableException.class)
                .hasMessageContaining(file.toString()).hasMessageContaining("checksum");
        try (EndgameTables tables = EndgameTables.openWithoutChecksums(ENGLISH, dir)) {
            assertThatThrownBy(() -> new TableVerifier(tables).check(new Material(0, 1, 0, 1), 1))
                    .isInstanceOf(CorruptTableException.class).hasMessageContaining("checksum");
            assertThat(new TableVerifier(tables).check(new Material(1, 0, 1, 0), 1).passed()).isTrue();
        }
    }

    /** Closed tables let their files go, and a probe of them says so rather than reading a dropped mapping. */
    @Test
    void closedTablesRefuseToProbe() throws IOException {
        TableBuilder.of(ENGLISH, dir).threads(1).build(2).close();
        EndgameTables tables = EndgameTables.open(ENGLISH, dir);
        Position position = Position.fromFen(ENGLISH, "W:WK1:BK32");
        assertThat(tables.probe(position)).isPresent();
        tables.close();
        tables.close();
        assertThatThrownBy(() -> tables.probe(position)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("closed");
        assertThatThrownBy(() -> tables.probe(true, 1L, 2L, 3L)).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> tables.bestMove(position)).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> new TableVerifier(tables).check(new Material(0, 1, 0, 1), 1))
                .isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> tables.slice(new Material(0, 1, 0, 1)).entry(0))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("closed");
    }

    /** The estimate counts what the build makes: the index's entries, each file a byte an entry at least. */
    @Test
    void theEstimateCountsTheEntriesTheBuildMakes() throws IOException {
        TableBuilder builder = TableBuilder.of(ENGLISH, dir).threads(1);
        TableBuilder.Estimate estimate = builder.estimate(3);
        try (EndgameTables tables = builder.build(3)) {
            long entries = 0;
            long bytes = 0;
            long largest = 0;
            for (Material m : tables.materials()) {
                entries += tables.summary(m).orElseThrow().entries();
                bytes += Files.size(dir.resolve(SliceFile.fileName("english", m)));
                largest = Math.max(largest, tables.summary(m).orElseThrow().entries());
            }
            assertThat(estimate.entries()).isEqualTo(entries);
            assertThat(estimate.diskBytes()).isPositive().isLessThanOrEqualTo(bytes);
            assertThat(estimate.largestSlice()).isEqualTo(largest);
            assertThat(estimate.memoryBytes()).isBetween(2 * largest, 6 * largest);
        }
        // Built: nothing left.
        assertThat(builder.estimate(3).entries()).isZero();
        assertThat(builder.estimate(4).entries()).isGreaterThan(estimate.entries());
    }

    /** A build no machine finishes is refused before anything is written, with the estimate in its message. */
    @Test
    void aBuildBeyondTheMachineIsRefusedBeforeItStarts() {
        Path target = dir.resolve("nine");
        TableBuilder builder = TableBuilder.of(Variant.byName("international"), target);
        TableBuilder.Estimate nine = builder.estimate(9);
        assertThat(nine.entries()).isGreaterThan(1_000_000_000_000L);
        assertThatThrownBy(() -> builder.build(9)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("up to 9 pieces").hasMessageContaining("more than one build holds (2^38)")
                .hasMessageContaining("TB");
        assertThat(target).doesNotExist();
        // Each limit on its own: a small build on a machine of little memory, or little disk.
        TableBuilder.Estimate three = TableBuilder.of(ENGLISH, dir).estimate(3);
        assertThat(TableBuilder.refusal(three, Long.MAX_VALUE, Long.MAX_VALUE)).isEmpty();
        assertThat(TableBuilder.refusal(three, Long.MAX_VALUE, 1000)).get().asString()
                .contains("of memory, more than the Java heap's 1.0 kB").doesNotContain("free");
        assertThat(TableBuilder.refusal(three, 1000, Long.MAX_VALUE)).get().asString()
                .contains("more than the 1.0 kB free").doesNotContain("heap");
    }

    /**
     * A name of a table that is not a regular file is refused by name and reason before it is
     * opened: a named pipe there hung every command that opened the tables, waiting for a writer.
     */
    @Test
    void aTableNameThatIsNoRegularFileIsRefusedByNameBeforeOpening() throws Exception {
        TableBuilder.of(ENGLISH, dir).threads(1).build(2).close();
        Path fifo = dir.resolve("english-1m1k-1m0k.egtb");
        boolean made;
        try {
            made = new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0;
        } catch (IOException e) {
            made = false;
        }
        if (made) {
            assertTimeoutPreemptively(Duration.ofSeconds(20), () -> assertThatThrownBy(() -> EndgameTables.open(ENGLISH, dir))
                    .isInstanceOf(FileSystemException.class).hasMessageContaining(fifo.toString())
                    .hasMessageContaining("named pipe"));
            assertTimeoutPreemptively(Duration.ofSeconds(20), () -> assertThatThrownBy(
                    () -> TableBuilder.of(ENGLISH, dir).threads(1).build(3)).isInstanceOf(FileSystemException.class)
                    .hasMessageContaining(fifo.toString()));
            Files.delete(fifo);
        }
        Path folder = Files.createDirectory(dir.resolve("english-2m0k-0m1k.egtb"));
        assertThatThrownBy(() -> EndgameTables.open(ENGLISH, dir)).isInstanceOf(FileSystemException.class)
                .hasMessageContaining(folder.toString()).hasMessageContaining("it is a directory");
        assertThatThrownBy(() -> EndgameTables.openWithoutChecksums(ENGLISH, dir))
                .isInstanceOf(FileSystemException.class).hasMessageContaining(folder.toString());
        Files.delete(folder);
        Path dangling = Files.createSymbolicLink(dir.resolve("english-0m2k-0m1k.egtb"), dir.resolve("gone"));
        assertThatThrownBy(() -> EndgameTables.open(ENGLISH, dir)).isInstanceOf(FileSystemException.class)
                .hasMessageContaining(dangling.toString()).hasMessageContaining("a symbolic link to a missing file");
        Files.delete(dangling);
        // A link to a table is read as the table.
        Files.move(dir.resolve("english-0m1k-0m1k.egtb"), dir.resolve("kings"));
        Files.createSymbolicLink(dir.resolve("english-0m1k-0m1k.egtb"), dir.resolve("kings"));
        try (EndgameTables tables = EndgameTables.open(ENGLISH, dir)) {
            assertThat(tables.maxPieces()).isEqualTo(2);
        }
    }

    /** A build's threads are bounded by the cores, the bound in the message: 100,000 took the machine's process ids. */
    @Test
    void aBuildsThreadsAreBoundedByTheCores() {
        int cores = Runtime.getRuntime().availableProcessors();
        TableBuilder builder = TableBuilder.of(ENGLISH, dir);
        assertThatThrownBy(() -> builder.threads(100_000)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("threads must be 1 to " + 4 * cores).hasMessageContaining("not 100000");
        assertThatThrownBy(() -> builder.threads(0)).isInstanceOf(IllegalArgumentException.class);
        assertThat(builder.threads(4 * cores)).isSameAs(builder);
    }

    @Test
    void aHeaderOfAnotherSliceOrVariantIsRefused() throws IOException {
        TableBuilder.of(ENGLISH, dir).threads(1).build(2);
        Path menOnly = dir.resolve("english-1m0k-1m0k.egtb");
        Path kingsOnly = dir.resolve("english-0m1k-0m1k.egtb");
        Files.copy(menOnly, kingsOnly, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        assertThatThrownBy(() -> EndgameTables.open(ENGLISH, dir)).isInstanceOf(CorruptTableException.class)
                .hasMessageContaining(kingsOnly.toString()).hasMessageContaining("holds 1m0k-1m0k");
        Files.delete(kingsOnly);
        Path russian = dir.resolve("russian-1m0k-1m0k.egtb");
        Files.copy(menOnly, russian);
        assertThatThrownBy(() -> EndgameTables.open(Variant.byName("russian"), dir))
                .isInstanceOf(CorruptTableException.class).hasMessageContaining("a table of english");
        Files.write(russian, new byte[] {'n', 'o'});
        assertThatThrownBy(() -> EndgameTables.open(Variant.byName("russian"), dir))
                .isInstanceOf(CorruptTableException.class).hasMessageContaining(russian.toString());
        Files.delete(russian);
        Path huge = dir.resolve("english-15m15k-15m15k.egtb");
        Files.write(huge, new byte[300]);
        assertThatThrownBy(() -> EndgameTables.open(ENGLISH, dir)).isInstanceOf(CorruptTableException.class)
                .hasMessageContaining(huge.toString());
        // More positions than a long counts: refused by name, not with an ArithmeticException.
        Path overflow = dir.resolve("international-7m7k-7m7k.egtb");
        Files.write(overflow, new byte[300]);
        assertThatThrownBy(() -> EndgameTables.open(Variant.byName("international"), dir))
                .isInstanceOf(CorruptTableException.class).hasMessageContaining(overflow.toString());
    }

    /**
     * The header's bytes after the variant's name, and the two at 34, are zeros: four bytes changed
     * there passed the reader, a verify and a probe, none of them reading those bytes.
     */
    @Test
    void aHeaderWhoseZerosAreNotZerosIsRefusedByName() throws IOException {
        TableBuilder.of(ENGLISH, dir).threads(1).build(2).close();
        Path file = dir.resolve("english-1m0k-1m0k.egtb");
        byte[] whole = Files.readAllBytes(file);
        byte[] damaged = whole.clone();
        java.util.Arrays.fill(damaged, 200, 204, (byte) 0x5A);
        Files.write(file, damaged);
        assertThatThrownBy(() -> EndgameTables.open(ENGLISH, dir)).isInstanceOf(CorruptTableException.class)
                .hasMessageContaining(file.toString()).hasMessageContaining("at 200 in its header");
        assertThatThrownBy(() -> EndgameTables.openWithoutChecksums(ENGLISH, dir))
                .isInstanceOf(CorruptTableException.class).hasMessageContaining(file.toString());
        damaged = whole.clone();
        damaged[35] = 1;
        Files.write(file, damaged);
        assertThatThrownBy(() -> EndgameTables.open(ENGLISH, dir)).isInstanceOf(CorruptTableException.class)
                .hasMessageContaining(file.toString()).hasMessageContaining("at 34 in its header");
        Files.write(file, whole);
        // The compact files' header ends in zeros too.
        try (EndgameTables tables = EndgameTables.open(ENGLISH, dir)) {
            WdlTables.write(tables, dir);
        }
        Path compact = dir.resolve("english-1m0k-1m0k.wdl");
        byte[] bytes = Files.readAllBytes(compact);
        bytes[WdlFile.HEADER_BYTES - 1] = 1;
        Files.write(compact, bytes);
        assertThatThrownBy(() -> WdlTables.open(ENGLISH, dir)).isInstanceOf(CorruptTableException.class)
                .hasMessageContaining(compact.toString()).hasMessageContaining("at 255 in its header");
    }

    /** A file where the directory should be is said to be one, not "no such directory". */
    @Test
    void aFileForTheDirectoryIsSaidToBeAFile() throws IOException {
        Path file = Files.write(dir.resolve("file"), new byte[] {1});
        assertThatThrownBy(() -> EndgameTables.open(ENGLISH, file)).isInstanceOf(FileSystemException.class)
                .hasMessage(file + ": it is a file, not a directory");
        assertThatThrownBy(() -> WdlTables.open(ENGLISH, file)).isInstanceOf(FileSystemException.class)
                .hasMessage(file + ": it is a file, not a directory");
        assertThatThrownBy(() -> EndgameTables.open(ENGLISH, dir.resolve("none")))
                .isInstanceOf(java.nio.file.NoSuchFileException.class).hasMessageContaining("no such directory");
        assertThatThrownBy(() -> TableBuilder.of(ENGLISH, file).threads(1).build(2))
                .isInstanceOf(FileSystemException.class).hasMessage(file + ": it is a file, not a directory");
        Path below = file.resolve("tables");
        assertThatThrownBy(() -> TableBuilder.of(ENGLISH, below).threads(1).build(2))
                .isInstanceOf(FileSystemException.class)
                .hasMessage(below + ": " + file + ": it is a file, not a directory");
    }

    /**
     * A directory that cannot be made is refused as such: in /proc, the build was refused for want of
     * disk, /proc's 0 bytes free, as if a smaller build could be made there.
     */
    @Test
    void aDirectoryThatCannotBeMadeIsRefusedAsSuch() {
        Path proc = Path.of("/proc");
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.isDirectory(proc.resolve("self")), "no /proc here");
        Path target = proc.resolve("draughts4j-none").resolve("tables");
        assertThatThrownBy(() -> TableBuilder.of(ENGLISH, target).threads(1).build(2))
                .isInstanceOf(FileSystemException.class)
                .hasMessage(target + ": the directory cannot be made in /proc");
    }

    /** A build refused before it starts removes the folders it made for its files, those above them included. */
    @Test
    void aRefusedBuildLeavesNoFolderBehind() {
        Path target = dir.resolve("a").resolve("b");
        assertThatThrownBy(() -> TableBuilder.of(Variant.byName("international"), target).build(9))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(dir.resolve("a")).doesNotExist();
    }

    @Test
    void aVerifierFindsAWrongValueThatMatchesItsChecksum() throws IOException {
        // A table written wrong, with a checksum of its own: the moves tell it.
        EndgameTables tables = TableBuilder.of(ENGLISH, dir).threads(1).build(2);
        Material kings = new Material(0, 1, 0, 1);
        SliceFile file = tables.slice(kings);
        byte[] entries = Files.readAllBytes(file.path);
        byte[] data = java.util.Arrays.copyOfRange(entries, SliceFile.HEADER_BYTES, entries.length);
        int changed = 0;
        for (int i = 0; i < data.length; i++) {
            if (data[i] == 0) {
                data[i] = 1;
                changed++;
                break;
            }
        }
        assertThat(changed).isOne();
        Path other = dir.resolve("wrong");
        Files.createDirectories(other);
        for (Path p : tableFiles(dir)) {
            Files.copy(p, other.resolve(p.getFileName()));
        }
        SliceSummary s = file.summary;
        SliceFile.write(other, "english", kings, file.index, 1, 1,
                new SliceSummary(kings, s.entries(), s.wins() + 1, s.draws() - 1, s.losses(), Math.max(1, s.longestWin()),
                        s.longestLoss()), data);
        TableVerifier.Result result = new TableVerifier(EndgameTables.open(ENGLISH, other)).check(kings, 1);
        assertThat(result.passed()).isFalse();
        assertThat(result.failures().get(0)).contains("win 1, its moves give draw");
    }

    @Test
    void unsupportedVariantsAreRefusedWithTheirReason() {
        assertThatThrownBy(() -> EndgameTables.open(Variant.byName("bashni"), dir))
                .isInstanceOf(UnsupportedVariantException.class).hasMessageContaining("towers")
                .hasMessageContaining("keeps its 24 pieces").hasMessageContaining("4.4e28 positions");
        // The 12x12 boards take two words of bits, which the tables hold since issue 38.
        assertThat(EndgameTables.unsupportedReason(Variant.byName("canadian"))).isEmpty();
        assertThat(EndgameTables.unsupportedReason(Variant.byName("srilankan"))).isEmpty();
        assertThat(WdlTables.unsupportedReason(Variant.byName("canadian"))).isEmpty();
        assertThat(EndgameTables.unsupportedReason(Variant.byName("turkish"))).isEmpty();
        assertThat(EndgameTables.unsupportedReason(Variant.byName("frisian"))).isEmpty();
        assertThat(EndgameTables.unsupportedReason(Variant.byName("frysk"))).isEmpty();
    }
}
