package org.draughts4j.variants.portuguese;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Stream;
import org.draughts4j.core.CapturePrecedence;
import org.draughts4j.core.Color;
import org.draughts4j.core.Position;
import org.draughts4j.core.PromotionInCapture;
import org.draughts4j.core.Variant;
import org.draughts4j.testing.VariantContract;
import org.junit.jupiter.api.Test;

class PortugueseTest extends VariantContract {
    private static final Variant PORTUGUESE = Variant.byName("portuguese");

    @Override
    protected Variant variant() {
        return PORTUGUESE;
    }

    @Override
    protected Stream<Neighbour> neighbours() {
        return Stream.of(
                neighbour("portuguese-most-kings", "most pieces only",
                        t -> t.capturePrecedence(CapturePrecedence.MOST_PIECES)),
                neighbour("portuguese-most-pieces-before-kings", "free choice",
                        t -> t.capturePrecedence(CapturePrecedence.FREE)),
                neighbour("portuguese-men-capture-forward-only", "men capturing backward",
                        t -> t.menCaptureBackward(true)),
                neighbour("portuguese-crowning-ends-the-move", "Russian promotion",
                        t -> t.promotionInCapture(PromotionInCapture.CONTINUES_AS_KING)),
                neighbour("portuguese-flying-king", "one-square kings", t -> t.flyingKings(false)));
    }

    @Test
    void isFoundByNameAndAlias() {
        assertThat(PORTUGUESE).isInstanceOf(Portuguese.class);
        assertThat(Variant.byName("damas-classicas")).isSameAs(PORTUGUESE);
        assertThat(PORTUGUESE.pdnGameType()).isEqualTo(28);
        assertThat(Position.start(PORTUGUESE).sideToMove()).isEqualTo(Color.WHITE);
    }
}
