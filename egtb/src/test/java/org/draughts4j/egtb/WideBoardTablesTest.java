package org.draughts4j.egtb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.TreeMap;
import org.draughts4j.core.Color;
import org.draughts4j.core.Geometry;
import org.draughts4j.core.Move;
import org.draughts4j.core.Piece;
import org.draughts4j.core.Position;
import org.draughts4j.core.PositionStack;
import org.draughts4j.core.Variant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The tables of the 12x12 boards, whose bitboards take two words (Canadian, and Sri Lankan, its
 * mirror image): every position consistent with its moves, the same value however it is probed,
 * the compact tables' win, draw or loss the full tables', and each board's values the other's in
 * the mirror.
 */
class WideBoardTablesTest {
    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(strings = {"canadian", "srilankan"})
    void everyPositionOfEverySliceUpToThreePiecesHasTheValueOfItsMoves(String name) {
        EndgameTables tables = TestTables.of(name, 3);
        assertThat(tables.maxPieces()).isEqualTo(3);
        assertThat(tables.materials()).hasSize(16);
        TableVerifier verifier = new TableVerifier(tables);
        long checked = 0;
        for (Material material : tables.materials()) {
            TableVerifier.Result result = verifier.check(material, 1);
            assertThat(result.failures()).as(material.toString()).isEmpty();
            assertThat(result.checked()).isEqualTo(tables.summary(material).orElseThrow().positions());
            checked += result.checked();
        }
        assertThat(checked).isGreaterThan(1_000_000);
    }

    @Test
    void sriLankanValuesAreCanadiansInTheMirror() {
        Variant canadian = Variant.byName("canadian");
        Variant sriLankan = Variant.byName("srilankan");
        EndgameTables canadianTables = TestTables.of("canadian", 3);
        EndgameTables sriLankanTables = TestTables.of("srilankan", 3);
        Random random = new Random(12);
        int decided = 0;
        for (int n = 0; n < 3000; n++) {
            Position p = RandomPositions.of(canadian, 2 + n % 2, random);
            Position mirrored = mirror(p, sriLankan);
            TableValue value = canadianTables.probe(p).orElseThrow();
            assertThat(sriLankanTables.probe(mirrored)).as(p.toFen() + " / " + mirrored.toFen()).contains(value);
            if (value.outcome() != TableValue.Outcome.DRAW) {
                decided++;
            }
        }
        assertThat(decided).isPositive();
    }

    /** @return the position with each piece on the square at the same row and the mirrored column */
    private static Position mirror(Position p, Variant to) {
        Geometry from = p.variant().geometry();
        Geometry onto = to.geometry();
        Map<Integer, Piece> pieces = new TreeMap<>();
        for (int square = 1; square <= from.squareCount(); square++) {
            Piece piece = p.pieceAt(square);
            if (piece != null) {
                pieces.put(onto.squareAt(from.row(square), from.size() - 1 - from.column(square)), piece);
            }
        }
        return Position.of(to, p.sideToMove(), pieces);
    }

    @ParameterizedTest
    @ValueSource(strings = {"canadian", "srilankan"})
    void aStackPlyAndBitboardsOfTwoWordsGiveWhatAPositionGives(String name) {
        Variant variant = Variant.byName(name);
        EndgameTables tables = TestTables.of(name, 3);
        PositionStack stack = PositionStack.of(variant);
        Random random = new Random(72);
        int high = 0;
        for (int round = 0; round < 500; round++) {
            Position p = RandomPositions.of(variant, 2 + random.nextInt(2), random);
            high += (p.whiteHigh() | p.blackHigh()) != 0 ? 1 : 0;
            stack.setRoot(p);
            int code = tables.probe(stack, 0);
            assertThat(code).isNotEqualTo(TableValue.NOT_IN_TABLES);
            assertThat(TableValue.ofCode(code)).isEqualTo(tables.probe(p));
            assertThat(tables.probe(p.sideToMove() == Color.WHITE, p.white(), p.whiteHigh(), p.black(),
                    p.blackHigh(), p.kings(), p.kingsHigh())).isEqualTo(code);
            int n = stack.generate(0);
            for (int i = 0; i < n; i++) {
                stack.play(0, i);
                assertThat(TableValue.ofCode(tables.probe(stack, 1))).isEqualTo(tables.probe(stack.position(1)));
            }
        }
        // The pieces on the high word's squares (the bottom rows) are indexed too.
        assertThat(high).isGreaterThan(100);
    }

    @Test
    void theBestMoveKeepsTheValue() {
        Variant variant = Variant.byName("canadian");
        EndgameTables tables = TestTables.of("canadian", 3);
        Random random = new Random(7);
        for (int round = 0; round < 300; round++) {
            Position p = RandomPositions.of(variant, 2 + random.nextInt(2), random);
            TableValue value = tables.probe(p).orElseThrow();
            Optional<Move> best = tables.bestMove(p);
            if (p.legalMoves().isEmpty()) {
                assertThat(best).isEmpty();
                continue;
            }
            assertThat(best).as(p.toFen()).isPresent();
            TableValue after = tables.probe(p.play(best.get())).orElseThrow();
            if (value.outcome() == TableValue.Outcome.DRAW) {
                assertThat(after.outcome()).isEqualTo(TableValue.Outcome.DRAW);
            } else {
                assertThat(after.outcome()).isNotEqualTo(value.outcome()).isNotEqualTo(TableValue.Outcome.DRAW);
                assertThat(after.plies()).isEqualTo(value.plies() - 1);
            }
        }
    }

    @Test
    void knownValues() {
        Variant canadian = Variant.byName("canadian");
        EndgameTables tables = TestTables.of("canadian", 3);
        // The king on k1 takes the last man, on j2, landing on i3.
        assertThat(tables.probe(Position.fromFen(canadian, "W:WK72:B65")).orElseThrow().toString()).isEqualTo("win 1");
        // No move: the man on a3 is blocked by a king on b4, with another behind it on c5.
        assertThat(tables.probe(Position.fromFen(canadian, "W:W55:BK49,K44")).orElseThrow().toString())
                .isEqualTo("loss 0");
        // A king cannot catch a king.
        assertThat(tables.probe(Position.fromFen(canadian, "W:WK1:BK72")).orElseThrow().toString()).isEqualTo("draw");
    }

    @ParameterizedTest
    @ValueSource(strings = {"canadian", "srilankan"})
    void theCompactTablesHoldTheFullTablesWinDrawOrLoss(String name) throws IOException {
        EndgameTables full = TestTables.of(name, 3);
        Path compactDir = dir.resolve(name);
        WdlTables.write(full, compactDir);
        long compared;
        try (WdlTables compact = WdlTables.open(full.variant(), compactDir);
                EndgameTables either = EndgameTables.openEitherFormat(full.variant(), compactDir)) {
            assertThat(compact.materials()).containsExactlyElementsOf(full.materials());
            assertThat(full.materials()).noneMatch(either::hasDistances);
            compared = TestTables.forEachPosition(full, (material, slice, i, position) -> {
                int expected = Integer.signum(slice.value(i));
                int got = compact.probe(true, position.own, position.ownHigh, position.opp, position.oppHigh,
                        position.kings, position.kingsHigh);
                int eitherCode = either.probe(true, position.own, position.ownHigh, position.opp, position.oppHigh,
                        position.kings, position.kingsHigh);
                if (got != expected || Integer.signum(eitherCode) != expected) {
                    throw new AssertionError(material + " index " + i + ": compact " + got + ", either format "
                            + eitherCode + ", full " + slice.value(i));
                }
            });
            // Black to move, through a Position's public bitboards.
            Random random = new Random(38);
            for (int n = 0; n < 1000; n++) {
                Position p = RandomPositions.of(full.variant(), 2 + n % 2, random);
                int value = Integer.signum(full.probe(p).orElseThrow().code());
                boolean white = p.sideToMove() == Color.WHITE;
                assertThat(compact.probe(white, p.white(), p.whiteHigh(), p.black(), p.blackHigh(), p.kings(),
                        p.kingsHigh())).as(p.toFen()).isEqualTo(value);
                assertThat(Integer.signum(either.probe(p).orElseThrow().code())).as(p.toFen()).isEqualTo(value);
            }
        }
        assertThat(compared).isGreaterThan(1_000_000);
    }

    @Test
    void bitboardsOfNoPositionAreRefusedByName() {
        EndgameTables tables = TestTables.of("canadian", 2);
        // A bit past the board's 77, and a square of both sides.
        assertThatThrownBy(() -> tables.probe(true, 1, 1L << 20, 2, 0, 0, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not a well formed position");
        assertThatThrownBy(() -> tables.probe(false, 1, 0, 1, 0, 0, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not a well formed position");
    }

    @Test
    void highWordsAreRefusedOnABoardOfOneWord() {
        EndgameTables tables = TestTables.of("english", 2);
        assertThatThrownBy(() -> tables.probe(true, 1, 1, 2, 0, 0, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("bits above 63");
    }
}
