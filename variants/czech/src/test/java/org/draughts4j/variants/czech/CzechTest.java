package org.draughts4j.variants.czech;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Stream;
import org.draughts4j.core.CapturePrecedence;
import org.draughts4j.core.Color;
import org.draughts4j.core.Move;
import org.draughts4j.core.Notation;
import org.draughts4j.core.Position;
import org.draughts4j.core.PromotionInCapture;
import org.draughts4j.core.Variant;
import org.draughts4j.testing.VariantContract;
import org.junit.jupiter.api.Test;

class CzechTest extends VariantContract {
    private static final Variant CZECH = Variant.byName("czech");

    @Override
    protected Variant variant() {
        return CZECH;
    }

    @Override
    protected Stream<Neighbour> neighbours() {
        return Stream.of(
                neighbour("czech-king-must-capture", "free choice",
                        t -> t.capturePrecedence(CapturePrecedence.FREE)),
                neighbour("czech-king-must-capture", "majority capture",
                        t -> t.capturePrecedence(CapturePrecedence.MOST_PIECES)),
                neighbour("czech-men-capture-forward-only", "Russian men", t -> t.menCaptureBackward(true)),
                neighbour("czech-crowning-ends-the-move", "Russian promotion",
                        t -> t.promotionInCapture(PromotionInCapture.CONTINUES_AS_KING)),
                neighbour("czech-flying-king", "one-square kings", t -> t.flyingKings(false)));
    }

    @Test
    void isFoundByNameAndAlias() {
        assertThat(CZECH).isInstanceOf(Czech.class);
        assertThat(Variant.byName("ceska-dama")).isSameAs(CZECH);
        assertThat(CZECH.pdnGameType()).isEqualTo(29);
        assertThat(Position.start(CZECH).sideToMove()).isEqualTo(Color.WHITE);
    }

    /** The king must capture, even though the man's capture takes as many pieces; algebraic squares. */
    @Test
    void theKingCapturesRatherThanTheMan() {
        Position p = Position.fromFen(CZECH, "W:WK23,31:B24,26");
        assertThat(p.legalMoves()).hasSize(1);
        Move move = p.legalMoves().get(0);
        assertThat(Notation.formatAlgebraic(move, p)).isEqualTo("e3xc1");
        assertThat(p.parseMove("e3xc1")).isEqualTo(move);
    }

    /** Where no king can capture, the men choose freely, whatever each takes. */
    @Test
    void menChooseFreely() {
        Position p = Position.fromFen(CZECH, "W:W21,22:B11,17,18");
        assertThat(p.legalMoves()).extracting(m -> m.captureCount()).containsExactlyInAnyOrder(2, 1, 1);
    }
}
