package org.draughts4j.egtb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The compact WDL tables: the same win, draw or loss as the full tables everywhere, and a corrupt file refused. */
class WdlTablesTest {
    @TempDir
    Path dir;

    /**
     * Every index of every slice of the full tables up to 3 pieces, and of 4 pieces at the
     * {@link TestTables#stride}, captures pending included, against the compact probe.
     */
    private static long compareAll(EndgameTables full, WdlTables compact) {
        return TestTables.forEachPosition(full, TestTables::stride, (material, slice, i, position) -> {
            int expected = Integer.signum(slice.value(i));
            int got = compact.probe(true, position.own, position.opp, position.kings);
            if (got != expected) {
                throw new AssertionError(material + " index " + i + ": compact " + got + ", full " + expected);
            }
        });
    }

    @Test
    void sameWdlAsTheFullTablesInInternationalUpToFourPieces() throws IOException {
        EndgameTables full = TestTables.of("international", 4);
        List<Path> files = TestTables.copyCompact("international", 4, dir);
        assertThat(files).hasSize(full.materials().size());
        try (WdlTables compact = WdlTables.open(full.variant(), dir)) {
            assertThat(compact.materials()).containsExactlyElementsOf(full.materials());
            assertThat(compareAll(full, compact)).isGreaterThan(1_000_000);
        }
    }

    @Test
    void sameWdlInEnglishAndAntidraughts() throws IOException {
        // English has men that do not capture backwards and short kings; in Antidraughts having no
        // move wins: the capture search and the values' signs must follow each variant's rules.
        for (String name : new String[] {"english", "antidraughts"}) {
            EndgameTables full = TestTables.of(name, 3);
            Path sub = dir.resolve(name);
            WdlTables.write(full, sub);
            try (WdlTables compact = WdlTables.open(full.variant(), sub)) {
                assertThat(compareAll(full, compact)).as(name).isPositive();
            }
        }
    }

    /**
     * A Position's probe reads what bitboards cannot say: in Frisian, the counts of one king's moves
     * in a row. After three moves of its king White may not move it again, and loses where it won.
     */
    @Test
    void aPositionsProbeReadsFrisiansKingMoveCounts() throws IOException {
        EndgameTables full = TestTables.of("frisian", 3);
        WdlTables.write(full, dir);
        org.draughts4j.core.Variant frisian = full.variant();
        try (WdlTables compact = WdlTables.open(frisian, dir)) {
            String[][] expected = {{"W:W46,K28:BK5", "1"}, {"W:W46,K28:BK5:+0+228", "1"}, {"W:W46,K28:BK5:+0+328", "-1"}};
            for (String[] fenAndValue : expected) {
                org.draughts4j.core.Position p = org.draughts4j.core.Position.fromFen(frisian, fenAndValue[0]);
                int value = Integer.parseInt(fenAndValue[1]);
                assertThat(Integer.signum(full.probe(p).orElseThrow().code())).as(fenAndValue[0]).isEqualTo(value);
                assertThat(compact.probe(p)).as(fenAndValue[0]).isEqualTo(value);
            }
            // The bitboards alone are the position with both counts 0.
            org.draughts4j.core.Position counted = org.draughts4j.core.Position.fromFen(frisian, "W:W46,K28:BK5:+0+328");
            assertThat(compact.probe(true, counted.white(), counted.black(), counted.kings())).isEqualTo(WdlTables.WIN);
            assertThatThrownBy(() -> compact.probe(org.draughts4j.core.Position.start(org.draughts4j.core.Variant.byName(
                    "international")))).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("tables of");
        }
    }

    /**
     * Both formats' one-word probes refuse bitboards of no position by name: before, the full
     * tables' probe turned them into the index of some other position, or one past its slice.
     */
    @Test
    void bitboardsOfNoPositionAreRefusedByBothFormats() throws IOException {
        EndgameTables full = TestTables.of("international", 2);
        WdlTables.write(full, dir);
        org.draughts4j.core.Geometry g = full.variant().geometry();
        long offBoard = Long.lowestOneBit(~g.boardMask());
        long s46 = 1L << g.bit(46);
        long s5 = 1L << g.bit(5);
        long s28 = 1L << g.bit(28);
        long[][] bad = {
            {s46 | offBoard, s5, 0}, // a piece off the board
            {s46, s46, s46}, // a square of both sides
            {s46, s5, s28}, // a king of neither side
            {s5, s46, 0}, // a white man on its crowning row
            {s28, s46, 0}, // a black man on its crowning row
        };
        try (WdlTables compact = WdlTables.open(full.variant(), dir)) {
            for (long[] b : bad) {
                for (boolean whiteToMove : new boolean[] {true, false}) {
                    assertThatThrownBy(() -> full.probe(whiteToMove, b[0], b[1], b[2]))
                            .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not a well formed position");
                    assertThatThrownBy(() -> compact.probe(whiteToMove, b[0], b[1], b[2]))
                            .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not a well formed position");
                }
            }
            // The same squares as a position are probed.
            assertThat(full.probe(true, s28, s5, s5)).isNotEqualTo(TableValue.NOT_IN_TABLES);
            assertThat(compact.probe(true, s28, s5, s5)).isNotEqualTo(TableValue.NOT_IN_TABLES);
        }
    }

    @Test
    void aPositionWithBlackToMoveIsSeenFromBlack() throws IOException {
        EndgameTables full = TestTables.of("international", 3);
        WdlTables.write(full, dir);
        try (WdlTables compact = WdlTables.open(full.variant(), dir)) {
            // Random positions of either side to move, through the public bitboards of a Position.
            java.util.Random random = new java.util.Random(38);
            for (int n = 0; n < 2000; n++) {
                org.draughts4j.core.Position p = RandomPositions.of(full.variant(), 2 + n % 2, random);
                boolean white = p.sideToMove() == org.draughts4j.core.Color.WHITE;
                int value = full.probe(white, p.white(), p.black(), p.kings());
                assertThat(value).isNotEqualTo(TableValue.NOT_IN_TABLES);
                assertThat(compact.probe(white, p.white(), p.black(), p.kings())).as(p.toFen())
                        .isEqualTo(Integer.signum(value));
            }
        }
    }

    @Test
    void anAnswerReadsAsTheFullTablesValueWithoutItsDistance() throws IOException {
        EndgameTables full = TestTables.of("international", 3);
        WdlTables.write(full, dir);
        try (WdlTables compact = WdlTables.open(full.variant(), dir)) {
            java.util.Random random = new java.util.Random(39);
            java.util.Set<TableValue.Outcome> seen = java.util.EnumSet.noneOf(TableValue.Outcome.class);
            for (int n = 0; n < 500; n++) {
                org.draughts4j.core.Position p = RandomPositions.of(full.variant(), 3, random);
                TableValue value = full.probe(p).orElseThrow();
                TableValue answer = WdlTables.valueOf(compact.probe(p)).orElseThrow();
                assertThat(answer.outcome()).as(p.toFen()).isEqualTo(value.outcome());
                assertThat(answer.plies()).isEqualTo(value.outcome() == TableValue.Outcome.DRAW ? 0 : TableValue.UNKNOWN_PLIES);
                seen.add(value.outcome());
            }
            assertThat(seen).containsExactlyInAnyOrder(TableValue.Outcome.values());
        }
        assertThat(WdlTables.valueOf(TableValue.NOT_IN_TABLES)).isEmpty();
        // A code of the full tables is not an answer: 2, a win in 1 ply there.
        assertThatThrownBy(() -> WdlTables.valueOf(TableValue.win(1))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("2");
    }

    @Test
    void aReaderTakesTheBlockSizeOfTheHeader() throws IOException {
        // The smallest and largest blocks a reader accepts: runs that cross no block, and long runs.
        EndgameTables full = TestTables.of("international", 3);
        for (int bits : new int[] {WdlFile.MIN_BLOCK_BITS, WdlFile.MAX_BLOCK_BITS}) {
            Path sub = dir.resolve("bits" + bits);
            WdlTables.write(full, sub, new WdlLayout(1 << bits, 1 << Math.min(WdlFile.PART_BITS, bits - 2)));
            try (WdlTables compact = WdlTables.open(full.variant(), sub)) {
                assertThat(compareAll(full, compact)).as("blocks of 2^" + bits).isPositive();
            }
        }
    }

    @Test
    void partsAreReadAndFilesOfVersionOneStillAre() throws IOException {
        EndgameTables full = TestTables.of("international", 3);
        // Parts of 16 indices, so that most blocks have them; parts as large as blocks: version 1.
        for (int partBits : new int[] {4, WdlFile.BLOCK_BITS}) {
            Path sub = dir.resolve("parts" + partBits);
            List<Path> files = WdlTables.write(full, sub, new WdlLayout(WdlFile.BLOCK, 1 << partBits));
            byte[] header = new byte[12];
            try (RandomAccessFile f = new RandomAccessFile(files.get(files.size() - 1).toFile(), "r")) {
                f.readFully(header);
            }
            assertThat(java.nio.ByteBuffer.wrap(header).getInt(8)).isEqualTo(partBits < WdlFile.BLOCK_BITS ? 2 : 1);
            try (WdlTables compact = WdlTables.open(full.variant(), sub)) {
                assertThat(compareAll(full, compact)).as("parts of 2^" + partBits).isGreaterThan(500_000);
            }
        }
    }

    @Test
    void aBlockOfLongRunsIsCodedWholeAndOneOfShortRunsInParts() {
        byte[] values = new byte[WdlFile.BLOCK];
        java.util.Arrays.fill(values, WdlFile.DRAW);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        assertThat(WdlFile.encodeBlock(values, 0, values.length, WdlFile.PART_BITS, out)).isFalse();
        for (int i = 0; i < values.length; i++) {
            values[i] = (byte) (i % 3);
        }
        out.reset();
        assertThat(WdlFile.encodeBlock(values, 0, values.length, WdlFile.PART_BITS, out)).isTrue();
        byte[] coded = out.toByteArray();
        int parts = WdlFile.BLOCK >>> WdlFile.PART_BITS;
        // The offsets of parts 1 to 7, from the block's first byte; each part a run a value.
        for (int p = 1; p < parts; p++) {
            int at = (coded[2 * (p - 1)] & 0xFF) << 8 | (coded[2 * (p - 1) + 1] & 0xFF);
            assertThat(at).isEqualTo(2 * (parts - 1) + p * (1 << WdlFile.PART_BITS));
        }
        assertThat(coded).hasSize(2 * (parts - 1) + WdlFile.BLOCK);
    }

    /**
     * A part's offset takes 2 bytes: the largest block, in the smallest parts, of runs a byte an
     * index would put its last parts past 65,535 bytes, so it is coded whole; half as large, it
     * still has parts.
     */
    @Test
    void aBlockWhosePartOffsetsWouldNotFitInTwoBytesIsCodedWhole() {
        byte[] values = new byte[1 << WdlFile.MAX_BLOCK_BITS];
        for (int i = 0; i < values.length; i++) {
            values[i] = (byte) (i % 3);
        }
        ByteArrayOutputStream whole = new ByteArrayOutputStream();
        WdlFile.encodeRuns(values, 0, values.length, whole);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        assertThat(WdlFile.encodeBlock(values, 0, values.length, WdlFile.MIN_PART_BITS, out)).isFalse();
        assertThat(out.toByteArray()).isEqualTo(whole.toByteArray());
        out.reset();
        assertThat(WdlFile.encodeBlock(values, 0, values.length / 2, WdlFile.MIN_PART_BITS, out)).isTrue();
        out.reset();
        assertThat(WdlFile.encodeBlock(values, 0, values.length, 9, out)).isTrue();
    }

    @Test
    void aCaptureOrAnIndexOfNoPositionCostsNothing() {
        byte[] values = {WdlFile.WIN, WdlFile.ANY, WdlFile.ANY, WdlFile.WIN, WdlFile.ANY, WdlFile.LOSS};
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        WdlFile.encodeRuns(values, 0, values.length, out);
        // A run of five wins (the ANY after the fourth joins it), then a loss.
        assertThat(out.toByteArray()).containsExactly((byte) (WdlFile.WIN << 6 | 4), (byte) (WdlFile.LOSS << 6));
        byte[] long_ = new byte[WdlFile.BLOCK];
        java.util.Arrays.fill(long_, WdlFile.DRAW);
        out.reset();
        WdlFile.encodeRuns(long_, 0, long_.length, out);
        // A block of draws: the escape, then its length less 64 in two bytes of seven bits.
        int rest = WdlFile.BLOCK - 64;
        assertThat(out.toByteArray()).containsExactly((byte) (WdlFile.DRAW << 6 | 63), (byte) (0x80 | (rest & 0x7F)),
                (byte) (rest >>> 7));
    }

    @Test
    void aCorruptFileIsRefusedWhenOpenedWithItsName() throws IOException {
        EndgameTables full = TestTables.of("international", 3);
        List<Path> files = WdlTables.write(full, dir);
        Path victim = files.get(files.size() - 1);
        try (RandomAccessFile f = new RandomAccessFile(victim.toFile(), "rw")) {
            long at = f.length() - 1;
            f.seek(at);
            int b = f.read();
            f.seek(at);
            f.write(b ^ 0x40);
        }
        assertThatThrownBy(() -> WdlTables.open(full.variant(), dir)).isInstanceOf(CorruptTableException.class)
                .hasMessageContaining(victim.getFileName().toString()).hasMessageContaining("checksum");
        try (RandomAccessFile f = new RandomAccessFile(victim.toFile(), "rw")) {
            f.setLength(f.length() - 1);
        }
        assertThatThrownBy(() -> WdlTables.open(full.variant(), dir)).isInstanceOf(CorruptTableException.class)
                .hasMessageContaining(victim.getFileName().toString()).hasMessageContaining("cut short");
        Files.delete(victim);
        try (WdlTables compact = WdlTables.open(full.variant(), dir)) {
            assertThat(compact.materials()).hasSize(full.materials().size() - 1);
        }
    }

    /**
     * A build stopped while it wrote the compact files goes on from them: on two threads the same
     * bytes as {@code write}; a whole file written after its full table is kept (its time stays),
     * one cut short, one older than its full table and one missing are written again.
     */
    @Test
    void writingTheMissingFilesKeepsTheWholeCurrentOnesAndWritesTheRest() throws IOException {
        EndgameTables full = TestTables.of("international", 3);
        List<Path> expected = WdlTables.write(full, dir.resolve("reference"));
        Path resumed = dir.resolve("resumed");
        List<Path> first = WdlTables.writeMissing(full, resumed, 2);
        assertSameFiles(first, expected);

        java.nio.file.attribute.FileTime later = java.nio.file.attribute.FileTime.fromMillis(
                System.currentTimeMillis() + 86_400_000L);
        for (Path file : first) {
            Files.setLastModifiedTime(file, later);
        }
        Path cut = first.get(first.size() - 1);
        try (RandomAccessFile f = new RandomAccessFile(cut.toFile(), "rw")) {
            f.setLength(f.length() - 1);
        }
        Files.setLastModifiedTime(cut, later);
        Path stale = first.get(first.size() - 2);
        Files.setLastModifiedTime(stale, java.nio.file.attribute.FileTime.fromMillis(
                Files.getLastModifiedTime(full.slice(full.materials().get(first.size() - 2)).path).toMillis() - 86_400_000L));
        Path gone = first.get(0);
        Files.delete(gone);

        List<Path> second = WdlTables.writeMissing(full, resumed, 2);
        assertSameFiles(second, expected);
        for (Path file : second) {
            boolean rewritten = file.equals(cut) || file.equals(stale) || file.equals(gone);
            assertThat(Files.getLastModifiedTime(file).equals(later)).as(file.getFileName().toString())
                    .isEqualTo(!rewritten);
        }
        assertThatThrownBy(() -> WdlTables.writeMissing(full, resumed, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("threads");
    }

    /**
     * Larger blocks and parts make smaller files that hold the same values; a resumed write keeps
     * the files of its own layout and writes those of another again, so that a build asked for a
     * layout gets it.
     */
    @Test
    void aLayoutOfLargerBlocksWritesSmallerFilesOfTheSameValuesAndAResumedWriteKeepsOnlyItsOwn() throws IOException {
        EndgameTables full = TestTables.of("international", 3);
        List<Path> standard = WdlTables.write(full, dir.resolve("standard"));
        WdlLayout large = new WdlLayout(8192, 1024);
        Path resumed = dir.resolve("large");
        List<Path> written = WdlTables.writeMissing(full, resumed, 2, large);
        assertSameFiles(written, WdlTables.write(full, dir.resolve("reference"), large));
        assertThat(totalBytes(written)).isLessThan(totalBytes(standard));
        try (WdlTables compact = WdlTables.open(full.variant(), resumed)) {
            assertThat(compareAll(full, compact)).isPositive();
        }

        java.nio.file.attribute.FileTime later = java.nio.file.attribute.FileTime.fromMillis(
                System.currentTimeMillis() + 86_400_000L);
        for (Path file : written) {
            Files.setLastModifiedTime(file, later);
        }
        List<Path> again = WdlTables.writeMissing(full, resumed, 1, large);
        for (Path file : again) {
            assertThat(Files.getLastModifiedTime(file)).as(file.getFileName().toString()).isEqualTo(later);
        }
        List<Path> other = WdlTables.writeMissing(full, resumed, 1, WdlLayout.DEFAULT);
        assertSameFiles(other, standard);
    }

    @Test
    void aLayoutOutsideTheFormatIsRefusedNamingTheSize() {
        assertThat(WdlLayout.DEFAULT).isEqualTo(new WdlLayout(1024, 128));
        assertThat(new WdlLayout(64, 16)).isNotNull();
        assertThat(new WdlLayout(65536, 65536)).isNotNull();
        assertThatThrownBy(() -> new WdlLayout(1000, 128)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("block of 1000");
        assertThatThrownBy(() -> new WdlLayout(32, 16)).hasMessageContaining("block of 32");
        assertThatThrownBy(() -> new WdlLayout(131072, 128)).hasMessageContaining("block of 131072");
        assertThatThrownBy(() -> new WdlLayout(0, 128)).hasMessageContaining("block of 0");
        assertThatThrownBy(() -> new WdlLayout(1024, 2048)).hasMessageContaining("part of 2048");
        assertThatThrownBy(() -> new WdlLayout(1024, 8)).hasMessageContaining("part of 8");
        assertThatThrownBy(() -> new WdlLayout(1024, 100)).hasMessageContaining("part of 100");
        assertThatThrownBy(() -> new WdlLayout(1024, -128)).hasMessageContaining("part of -128");
    }

    private static long totalBytes(List<Path> files) throws IOException {
        long bytes = 0;
        for (Path file : files) {
            bytes += Files.size(file);
        }
        return bytes;
    }

    private static void assertSameFiles(List<Path> got, List<Path> expected) throws IOException {
        assertThat(got).hasSameSizeAs(expected);
        for (int i = 0; i < got.size(); i++) {
            assertThat(got.get(i).getFileName()).isEqualTo(expected.get(i).getFileName());
            assertThat(Files.readAllBytes(got.get(i))).as(got.get(i).toString()).isEqualTo(Files.readAllBytes(expected.get(i)));
        }
    }

    @Test
    void aProbeAfterCloseFails() throws IOException {
        EndgameTables full = TestTables.of("international", 2);
        WdlTables.write(full, dir);
        WdlTables compact = WdlTables.open(full.variant(), dir);
        compact.close();
        assertThatThrownBy(() -> compact.probe(true, 1L, 1L << 40, 1L)).isInstanceOf(IllegalStateException.class);
    }
}
