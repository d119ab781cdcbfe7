package org.draughts4j.variants.pool;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Stream;
import org.draughts4j.core.CapturePrecedence;
import org.draughts4j.core.Color;
import org.draughts4j.core.Move;
import org.draughts4j.core.Position;
import org.draughts4j.core.PromotionInCapture;
import org.draughts4j.core.Variant;
import org.draughts4j.testing.VariantContract;
import org.junit.jupiter.api.Test;

class PoolTest extends VariantContract {
    private static final Variant POOL = Variant.byName("pool");

    @Override
    protected Variant variant() {
        return POOL;
    }

    @Override
    protected Stream<Neighbour> neighbours() {
        return Stream.of(
                neighbour("pool-men-capture-backward", "English men", t -> t.menCaptureBackward(false)),
                neighbour("pool-flying-king", "English kings", t -> t.flyingKings(false)),
                neighbour("pool-free-choice", "majority capture",
                        t -> t.capturePrecedence(CapturePrecedence.MOST_PIECES)),
                neighbour("pool-passing-man-goes-on-as-a-man", "English promotion",
                        t -> t.promotionInCapture(PromotionInCapture.ENDS_MOVE)),
                neighbour("pool-passing-man-is-not-a-king", "Russian promotion",
                        t -> t.promotionInCapture(PromotionInCapture.CONTINUES_AS_KING)));
    }

    @Test
    void isFoundByNameAndAlias() {
        assertThat(POOL).isInstanceOf(Pool.class);
        assertThat(Variant.byName("pool-checkers")).isSameAs(POOL);
        assertThat(POOL.pdnGameType()).isEqualTo(23);
        assertThat(Position.start(POOL).sideToMove()).isEqualTo(Color.BLACK);
    }

    /** The man passes the far row during the capture and takes on as a man; it is not crowned. */
    @Test
    void aManPassingTheFarRowGoesOnAsAMan() {
        Position p = Position.fromFen(POOL, "B:W15,K26,K27:B22");
        assertThat(p.legalMoves()).hasSize(1);
        Move move = p.legalMoves().get(0);
        assertThat(move.path()).containsExactly(22, 31, 24);
        assertThat(move.isPromotion()).isFalse();
    }
}
