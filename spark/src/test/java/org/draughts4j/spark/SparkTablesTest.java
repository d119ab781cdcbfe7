package org.draughts4j.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.draughts4j.core.Variant;
import org.draughts4j.egtb.TableBuilder;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Table builds as Spark tasks in local mode against the single-machine build, file by file. */
class SparkTablesTest {
    private static DraughtsSpark spark;

    @BeforeAll
    static void start() {
        spark = DraughtsSpark.start("local[2]", "SparkTablesTest", true);
    }

    @AfterAll
    static void stop() {
        spark.close();
    }

    @Test
    void writesTheFilesOfTheSingleMachineBuildByteForByteAndResumes(@TempDir Path temp) throws IOException {
        Variant russian = Variant.byName("russian");
        Path alone = temp.resolve("alone");
        TableBuilder.of(russian, alone).threads(2).build(4).close();
        Path shared = temp.resolve("shared");
        List<SliceBuilt> told = new ArrayList<>();
        List<SliceBuilt> built = spark.buildTables(russian, 4, shared.toUri().toString(), 1, told::add);
        assertThat(told).isEqualTo(built);
        assertThat(built).noneMatch(SliceBuilt::resumed);
        Map<String, byte[]> expected = Folders.files(alone);
        assertThat(built).extracting(SliceBuilt::fileName).containsExactlyInAnyOrderElementsOf(expected.keySet());
        assertSameFiles(shared, expected);

        // A build stopped before its last pairs: their files gone, the others kept, and copies that
        // attempts killed in their upload left, of a pair to build again and of one kept.
        Files.delete(shared.resolve("russian-2m1k-0m1k.egtb"));
        Files.delete(shared.resolve("russian-1m1k-1m1k.egtb"));
        Files.write(shared.resolve(".russian-2m1k-0m1k.egtb.5e1f.partial"), new byte[100]);
        Files.write(shared.resolve(".russian-1m0k-1m0k.egtb.77aa.partial"), new byte[100]);
        List<SliceBuilt> resumed = spark.buildTables(russian, 4, shared.toString(), 2, s -> { });
        assertThat(resumed).filteredOn(s -> !s.resumed()).extracting(SliceBuilt::material)
                .containsExactlyInAnyOrder("2m1k-0m1k", "0m1k-2m1k", "1m1k-1m1k");
        assertThat(resumed).filteredOn(SliceBuilt::resumed).hasSize(expected.size() - 3);
        assertSameFiles(shared, expected);
    }

    /**
     * The boards of two words (Canadian) and the index with king-move counts (Frisian, from 3 pieces:
     * a side with a man and a king) come out the same too: each takes its own path in the solver and
     * the index, which the Russian build does not.
     */
    @ParameterizedTest
    @CsvSource({"canadian, 2", "frisian, 3"})
    void theTwelveByTwelveBoardsAndTheKingMoveCountsToo(String name, int pieces, @TempDir Path temp) throws IOException {
        Variant variant = Variant.byName(name);
        Path alone = temp.resolve("alone");
        TableBuilder.of(variant, alone).threads(2).build(pieces).close();
        Path shared = temp.resolve("shared");
        List<SliceBuilt> built = spark.buildTables(variant, pieces, shared.toUri().toString(), 1, s -> { });
        Map<String, byte[]> expected = Folders.files(alone);
        assertThat(built).extracting(SliceBuilt::fileName).containsExactlyInAnyOrderElementsOf(expected.keySet());
        assertSameFiles(shared, expected);
    }

    @Test
    void saysWhichVariantHasNoTables(@TempDir Path temp) {
        assertThatThrownBy(() -> spark.buildTables(Variant.byName("bashni"), 3, temp.toString(), 1, null))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("bashni");
    }

    private static void assertSameFiles(Path dir, Map<String, byte[]> expected) throws IOException {
        Map<String, byte[]> actual = Folders.files(dir);
        assertThat(actual.keySet()).as("the files of %s, and nothing else", dir).isEqualTo(expected.keySet());
        for (Map.Entry<String, byte[]> entry : expected.entrySet()) {
            assertThat(actual.get(entry.getKey())).as(entry.getKey()).isEqualTo(entry.getValue());
        }
    }
}
