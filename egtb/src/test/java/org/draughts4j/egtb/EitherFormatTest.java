package org.draughts4j.egtb;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.draughts4j.core.Position;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Tables opened in either format: compact slices where there is no full one, the full one preferred. */
class EitherFormatTest {
    @TempDir
    Path dir;

    @Test
    void aFolderOfCompactFilesAloneGivesWinDrawOrLossOfEveryPosition() throws IOException {
        EndgameTables full = TestTables.of("international", 3);
        WdlTables.write(full, dir);
        try (EndgameTables either = EndgameTables.openEitherFormat(full.variant(), dir)) {
            assertThat(either.materials()).containsExactlyElementsOf(full.materials());
            assertThat(either.maxPieces()).isEqualTo(3);
            long compared = 0;
            for (Material material : full.materials()) {
                assertThat(either.hasDistances(material)).isFalse();
                SliceFile slice = full.slice(material);
                SliceIndex.Decoder decoder = slice.index.new Decoder();
                for (long i = 0; i < slice.index.size; i++) {
                    if (!decoder.decode(i)) {
                        continue;
                    }
                    int expected = slice.value(i);
                    int got = either.probeOwn(decoder.own, decoder.opp, decoder.kings, 0);
                    // A capture leads to slices without distances too: a sign, never a distance.
                    assertThat(TableValue.hasDistance(got) ? got : Integer.signum(got))
                            .as(material + " index " + i).isEqualTo(expected == 0 ? 0
                                    : TableValue.hasDistance(got) ? expected : Integer.signum(expected));
                    compared++;
                }
            }
            assertThat(compared).isGreaterThan(800_000);
        }
        // The full tables alone do not read them.
        try (EndgameTables onlyFull = EndgameTables.open(full.variant(), dir)) {
            assertThat(onlyFull.materials()).isEmpty();
        }
    }

    /**
     * Frisian's and Frysk!'s compact files hold a value for each count of one king's moves in a row,
     * as the full ones: every index of their slices to 3 pieces, each count and the captures pending
     * included, probes as the full tables say, from compact slices alone and from compact slices
     * whose captures reach full ones. A probe that dropped the counts would fail here: they change
     * values (docs/egtb.md, `W:W46,K28:BK5` after three king moves).
     */
    @ParameterizedTest
    @ValueSource(strings = {"frisian", "frysk"})
    void theCompactFormatKeepsTheKingMoveCounts(String name) throws IOException {
        EndgameTables full = TestTables.of(name, 3);
        Path compactDir = dir.resolve("compact");
        TestTables.copyCompact(name, 3, compactDir);
        Path mixedDir = dir.resolve("mixed");
        TestTables.copyCompact(name, 3, mixedDir);
        for (Material material : full.materials()) {
            if (material.pieces() == 2) {
                Path from = full.slice(material).path;
                Files.copy(from, mixedDir.resolve(from.getFileName()));
            }
        }
        try (EndgameTables compact = EndgameTables.openEitherFormat(full.variant(), compactDir);
                EndgameTables mixed = EndgameTables.openEitherFormat(full.variant(), mixedDir);
                WdlTables wdl = WdlTables.open(full.variant(), compactDir)) {
            long[] withCounts = {0};
            TestTables.forEachPosition(full, (material, slice, i, position) -> {
                int expected = Integer.signum(slice.value(i));
                String at = material + " index " + i;
                assertThat(Integer.signum(compact.probeOwn(position.own, position.opp, position.kings, position.counts)))
                        .as(at).isEqualTo(expected);
                assertThat(Integer.signum(mixed.probeOwn(position.own, position.opp, position.kings, position.counts)))
                        .as(at).isEqualTo(expected);
                if (position.counts == 0) {
                    assertThat(wdl.probe(true, position.own, position.opp, position.kings)).as(at).isEqualTo(expected);
                } else {
                    withCounts[0]++;
                }
            });
            assertThat(withCounts[0]).isGreaterThan(100_000);
        }
    }

    @Test
    void fullSlicesArePreferredAndCapturesIntoThemKeepTheirDistance() throws IOException {
        EndgameTables full = TestTables.of("international", 4);
        TestTables.copyCompact("international", 4, dir);
        for (Material material : full.materials()) {
            if (material.pieces() <= 3) {
                Path from = full.slice(material).path;
                Files.copy(from, dir.resolve(from.getFileName()));
            }
        }
        // A compact file beside a full one is not even read: cut short, it does not stop the set opening.
        Files.write(dir.resolve("international-" + full.materials().get(0) + WdlFile.SUFFIX), new byte[10]);
        long exact = 0;
        long signs = 0;
        try (EndgameTables either = EndgameTables.openEitherFormat(full.variant(), dir)) {
            assertThat(either.materials()).containsExactlyElementsOf(full.materials());
            for (Material material : full.materials()) {
                assertThat(either.hasDistances(material)).as(material.toString()).isEqualTo(material.pieces() <= 3);
                SliceFile slice = full.slice(material);
                SliceIndex.Decoder decoder = slice.index.new Decoder();
                // Every 29th index of the 4-piece slices, every index of the others.
                long step = material.pieces() == 4 ? 29 : 1;
                for (long i = 0; i < slice.index.size; i += step) {
                    if (!decoder.decode(i)) {
                        continue;
                    }
                    int expected = slice.value(i);
                    int got = either.probeOwn(decoder.own, decoder.opp, decoder.kings, 0);
                    if (TableValue.hasDistance(got)) {
                        assertThat(got).as(material + " index " + i).isEqualTo(expected);
                        exact += material.pieces() == 4 ? 1 : 0;
                    } else {
                        assertThat(material.pieces()).isEqualTo(4);
                        assertThat(Integer.signum(got)).as(material + " index " + i).isEqualTo(Integer.signum(expected));
                        signs++;
                    }
                }
            }
        }
        // 4-piece positions whose captures all lead to 3 pieces have their distance; the quiet ones do not.
        assertThat(exact).isGreaterThan(20_000);
        assertThat(signs).isGreaterThan(20_000);
    }

    @Test
    void bestMoveKeepsADrawButGivesNoMoveForAWinWithoutDistance() throws IOException {
        EndgameTables full = TestTables.of("international", 3);
        WdlTables.write(full, dir);
        try (EndgameTables either = EndgameTables.openEitherFormat(full.variant(), dir)) {
            java.util.Random random = new java.util.Random(6);
            int draws = 0;
            int wins = 0;
            while (draws < 20 || wins < 20) {
                Position p = RandomPositions.of(full.variant(), 3, random);
                TableValue value = either.probe(p).orElseThrow();
                if (value.outcome() == TableValue.Outcome.DRAW && draws < 20) {
                    // A draw keeps its move: to another draw.
                    Position next = p.play(either.bestMove(p).orElseThrow());
                    assertThat(either.probe(next).orElseThrow().outcome()).as(p.toFen()).isEqualTo(TableValue.Outcome.DRAW);
                    draws++;
                } else if (value.outcome() == TableValue.Outcome.WIN && !value.hasDistance() && wins < 20) {
                    // A win without its distance gives no move, though the full tables know one.
                    assertThat(full.probe(p).orElseThrow().outcome()).isEqualTo(TableValue.Outcome.WIN);
                    assertThat(value.toString()).isEqualTo("win");
                    assertThat(full.bestMove(p)).isPresent();
                    assertThat(either.bestMove(p)).as(p.toFen()).isEmpty();
                    wins++;
                }
            }
        }
    }
}
