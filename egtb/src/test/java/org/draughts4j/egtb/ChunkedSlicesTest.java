package org.draughts4j.egtb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;
import org.draughts4j.core.Variant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The path of the slices larger than one array (6 pieces of International: 2.4 x 10^9 entries, over
 * a Java array's 2^31): the solver's entries in many arrays, indices as longs, the files written a
 * range at a time. A small build is pushed through it by lowering the entries of an array
 * ({@link TableBuilder#chunkBits}) and must give the same files, byte for byte, as the build of one
 * array a slice, and the same verification.
 */
class ChunkedSlicesTest {
    /**
     * Arrays of 256 entries (one block of the solver each) and of 4096 (16 blocks, so a block's
     * offset within its array is not 0): English's men and short kings, Russian's flying kings,
     * Frisian's counts (the index's states above its pieces, so a retrograde step lands in another
     * part of the slice).
     */
    @ParameterizedTest
    @CsvSource({"english, 4, 8", "english, 4, 12", "russian, 4, 8", "frisian, 3, 8"})
    void manyArraysASliceGiveTheSameFilesAsOne(String name, int pieces, int bits, @TempDir Path dir)
            throws IOException {
        Variant variant = Variant.byName(name);
        EndgameTables one = TestTables.of(name, pieces);
        long largest = 0;
        try (EndgameTables chunked = TableBuilder.of(variant, dir).threads(2).chunkBits(bits).build(pieces)) {
            assertThat(chunked.materials()).containsExactlyInAnyOrderElementsOf(one.materials());
            for (Material m : chunked.materials()) {
                largest = Math.max(largest, chunked.summary(m).orElseThrow().entries());
                Path file = dir.resolve(SliceFile.fileName(name, m));
                Path reference = one.slice(m).path;
                assertThat(Files.mismatch(file, reference)).as("%s, arrays of 2^%d entries", m, bits).isEqualTo(-1L);
            }
            // The same check as egtb verify, on the files of the many arrays.
            TableVerifier verifier = new TableVerifier(chunked);
            for (Material m : chunked.materials()) {
                assertThat(verifier.check(m, 7).passed()).as("%s", m).isTrue();
            }
        }
        // The path was taken: slices of many arrays each, the last one shorter for some.
        assertThat(largest >> bits).isGreaterThan(16);
    }

    /**
     * The files of International up to 4 pieces are the ones the builder of one array a slice, its
     * entries written whole, wrote before this path (the digest below, taken from that build): the
     * largest, 1m1k-1m1k, is 4.6 x 10^6 entries, so its file is written in five ranges.
     */
    @Test
    void internationalUpTo4IsWhatTheBuilderWroteBefore() throws IOException, NoSuchAlgorithmException {
        EndgameTables tables = TestTables.of("international", 4);
        MessageDigest digest = MessageDigest.getInstance("SHA-256");
        List<Path> files;
        try (Stream<Path> list = Files.list(tables.slice(new Material(0, 1, 0, 1)).path.getParent())) {
            files = list.filter(p -> p.getFileName().toString().endsWith(SliceFile.SUFFIX)).sorted().toList();
        }
        assertThat(files).hasSize(41);
        for (Path file : files) {
            digest.update(file.getFileName().toString().getBytes(java.nio.charset.StandardCharsets.UTF_8));
            try (InputStream in = new DigestInputStream(Files.newInputStream(file), digest)) {
                in.transferTo(java.io.OutputStream.nullOutputStream());
            }
        }
        assertThat(HexFormat.of().formatHex(digest.digest())).isEqualTo(INTERNATIONAL_4);
    }

    /** SHA-256 of each file's name then bytes, in name order, of International up to 4 pieces before this path. */
    private static final String INTERNATIONAL_4 = "a5e68b890905108ae309d4c4f30760ad990aeb13975362d8d7324f838f41c9fe";

    @Test
    void chunkBitsOutOfRangeAreRefused(@TempDir Path dir) {
        TableBuilder builder = TableBuilder.of(Variant.byName("english"), dir);
        assertThatThrownBy(() -> builder.chunkBits(7)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> builder.chunkBits(31)).isInstanceOf(IllegalArgumentException.class);
    }
}
