package org.draughts4j.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;

import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.junit.jupiter.api.Test;

class BenchmarkPositionsTest {

    /** Every benchmark position is a legal position of its variant with moves to make. */
    @Test
    void everyPositionReadsAndHasMoves() {
        BenchmarkPositions.FENS.forEach((key, fen) -> {
            Position position = Position.fromFen(Variant.byName(BenchmarkPositions.variant(key)), fen);
            assertThat(position.legalMoves()).as(key).isNotEmpty();
        });
    }

    /** A middle game is quiet with a choice of moves, so that its tree measures something. */
    @Test
    void middleGamesAreQuietWithAChoice() {
        BenchmarkPositions.FENS.forEach((key, fen) -> {
            if (key.endsWith(":middle")) {
                Position position = Position.fromFen(Variant.byName(BenchmarkPositions.variant(key)), fen);
                assertThat(position.legalMoves()).as(key).hasSizeGreaterThanOrEqualTo(5).noneMatch(m -> m.isCapture());
            }
        });
    }

    @Test
    void capturePositionsCapture() {
        BenchmarkPositions.FENS.forEach((key, fen) -> {
            if (key.endsWith("capture") || key.endsWith("captures") || key.endsWith("capture-turning-back")) {
                Position position = Position.fromFen(Variant.byName(BenchmarkPositions.variant(key)), fen);
                assertThat(position.legalMoves()).as(key).allMatch(m -> m.isCapture());
            }
        });
    }
}
