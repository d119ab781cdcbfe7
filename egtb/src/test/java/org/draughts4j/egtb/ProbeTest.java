package org.draughts4j.egtb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Optional;
import java.util.Random;
import org.draughts4j.core.Color;
import org.draughts4j.core.Move;
import org.draughts4j.core.Position;
import org.draughts4j.core.PositionStack;
import org.draughts4j.core.Variant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Probing: from a Position, a stack's ply or bitboards alike; the best move; what is not in the tables. */
class ProbeTest {

    @Test
    void valuesFromTheSideToMove() {
        Variant international = Variant.byName("international");
        EndgameTables tables = TestTables.of("international", 3);
        // No move: lost at once.
        assertThat(tables.probe(Position.fromFen(international, "W:W46:BK41,K37")).orElseThrow())
                .isEqualTo(new TableValue(TableValue.Outcome.LOSS, 0));
        // One capture ends it.
        assertThat(tables.probe(Position.fromFen(international, "W:WK46:B41")).orElseThrow().toString()).isEqualTo("win 1");
        // Two kings cannot catch one.
        assertThat(tables.probe(Position.fromFen(international, "B:WK1,K2:BK50")).orElseThrow().toString()).isEqualTo("draw");
        assertThat(tables.probe(Position.fromFen(international, "W:W31-34:B1"))).isEmpty();
        assertThat(tables.probe(Position.fromFen(international, "W:W31:B"))).isEmpty();
    }

    @Test
    void antidraughtsIsWonByHavingNoMove() {
        EndgameTables tables = TestTables.of("antidraughts", 3);
        Variant antidraughts = Variant.byName("antidraughts");
        assertThat(tables.probe(Position.fromFen(antidraughts, "W:W46:BK41,K37")).orElseThrow().toString())
                .isEqualTo("win 0");
        // White must take the last black piece, and Black, left without one, has won.
        assertThat(tables.probe(Position.fromFen(antidraughts, "W:WK46:B37")).orElseThrow().toString())
                .isEqualTo("loss 1");
    }

    @Test
    void breakthroughEndsAtTheFirstKing() {
        EndgameTables tables = TestTables.of("breakthrough", 3);
        Variant breakthrough = Variant.byName("breakthrough");
        assertThat(tables.probe(Position.fromFen(breakthrough, "W:W6:B45")).orElseThrow().toString()).isEqualTo("win 1");
        assertThat(tables.probe(Position.fromFen(breakthrough, "B:WK1:B45")).orElseThrow().toString()).isEqualTo("loss 0");
    }

    @ParameterizedTest
    @ValueSource(strings = {"international", "english", "turkish", "italian"})
    void aStackPlyAndBitboardsGiveWhatAPositionGives(String name) {
        Variant variant = Variant.byName(name);
        EndgameTables tables = TestTables.of(name, 3);
        PositionStack stack = PositionStack.of(variant);
        Random random = new Random(30);
        int checked = 0;
        for (int round = 0; round < 300; round++) {
            Position p = RandomPositions.of(variant, 2 + random.nextInt(2), random);
            stack.setRoot(p);
            int code = tables.probe(stack, 0);
            assertThat(TableValue.ofCode(code)).isEqualTo(tables.probe(p));
            assertThat(tables.probe(p.sideToMove() == Color.WHITE, p.white(), p.black(), p.kings())).isEqualTo(code);
            int n = stack.generate(0);
            for (int i = 0; i < n; i++) {
                stack.play(0, i);
                assertThat(TableValue.ofCode(tables.probe(stack, 1))).isEqualTo(tables.probe(stack.position(1)));
                checked++;
            }
        }
        assertThat(checked).isPositive();
    }

    @ParameterizedTest
    @ValueSource(strings = {"international", "english", "russian", "antidraughts"})
    void theBestMoveKeepsTheValue(String name) {
        Variant variant = Variant.byName(name);
        EndgameTables tables = TestTables.of(name, 3);
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
    void aPositionOfAnotherVariantIsRefused() {
        EndgameTables tables = TestTables.of("english", 3);
        Position russian = Position.fromFen(Variant.byName("russian"), "W:W21:B12");
        assertThatThrownBy(() -> tables.probe(russian)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void codesReadAsValues() {
        assertThat(TableValue.ofCode(TableValue.NOT_IN_TABLES)).isEmpty();
        assertThat(TableValue.ofCode(TableValue.win(5)).orElseThrow()).isEqualTo(new TableValue(TableValue.Outcome.WIN, 5));
        assertThat(TableValue.ofCode(TableValue.loss(0)).orElseThrow().toString()).isEqualTo("loss 0");
        assertThat(new TableValue(TableValue.Outcome.LOSS, 4).code()).isEqualTo(TableValue.loss(4));
        assertThatThrownBy(() -> new TableValue(TableValue.Outcome.DRAW, 3)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aNegativeDistanceIsRefusedRatherThanReadAsADraw() {
        // win(-1) and loss(-1) would be 0, the draw's code.
        assertThatThrownBy(() -> TableValue.win(-1)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("-1");
        assertThatThrownBy(() -> TableValue.loss(-1)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("-1");
        // The largest distance stops short of the codes without one.
        assertThat(TableValue.hasDistance(TableValue.win(TableValue.MAX_PLIES))).isTrue();
        assertThat(TableValue.hasDistance(TableValue.loss(TableValue.MAX_PLIES))).isTrue();
        assertThatThrownBy(() -> TableValue.win(TableValue.MAX_PLIES + 1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new TableValue(TableValue.Outcome.WIN, Integer.MAX_VALUE))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void noChildKeepsTheValueOfAGameThatIsOver() {
        assertThat(EndgameTables.keepsValue(TableValue.loss(0), TableValue.DRAW)).isFalse();
        assertThat(EndgameTables.keepsValue(TableValue.win(0), TableValue.DRAW)).isFalse();
        assertThat(EndgameTables.keepsValue(TableValue.win(1), TableValue.loss(0))).isTrue();
        assertThat(EndgameTables.keepsValue(TableValue.DRAW, TableValue.DRAW)).isTrue();
    }
}
