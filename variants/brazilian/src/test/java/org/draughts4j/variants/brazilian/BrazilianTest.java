package org.draughts4j.variants.brazilian;

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

class BrazilianTest extends VariantContract {
    private static final Variant BRAZILIAN = Variant.byName("brazilian");

    @Override
    protected Variant variant() {
        return BRAZILIAN;
    }

    @Override
    protected Stream<Neighbour> neighbours() {
        return Stream.of(
                neighbour("brazilian-majority-capture", "free choice",
                        t -> t.capturePrecedence(CapturePrecedence.FREE)),
                neighbour("brazilian-passing-promotion-stays-man", "Russian promotion",
                        t -> t.promotionInCapture(PromotionInCapture.CONTINUES_AS_KING)),
                neighbour("brazilian-passing-promotion-stays-man", "English promotion",
                        t -> t.promotionInCapture(PromotionInCapture.ENDS_MOVE)),
                neighbour("brazilian-crowned-at-the-end", "Russian promotion",
                        t -> t.promotionInCapture(PromotionInCapture.CONTINUES_AS_KING)),
                neighbour("brazilian-men-capture-backward", "forward-only men",
                        t -> t.menCaptureBackward(false)),
                neighbour("brazilian-flying-king", "one-square kings", t -> t.flyingKings(false)),
                neighbour("brazilian-king-lands-to-go-on", "one-square kings",
                        t -> t.flyingKings(false)));
    }

    @Test
    void isFoundByNameAndAlias() {
        assertThat(BRAZILIAN).isInstanceOf(Brazilian.class);
        assertThat(Variant.byName("BRAZIL")).isSameAs(BRAZILIAN);
        assertThat(BRAZILIAN.pdnGameType()).isEqualTo(26);
        assertThat(Position.start(BRAZILIAN).sideToMove()).isEqualTo(Color.WHITE);
    }

    @Test
    void aManPassingTheFarRowStaysAMan() {
        Position p = Position.fromFen(BRAZILIAN, "W:Wb6:Bc7,e7,h8");
        assertThat(p.legalMoves()).hasSize(1);
        Move move = p.legalMoves().get(0);
        assertThat(Notation.formatAlgebraic(move, p)).isEqualTo("b6xf6");
        assertThat(move.isPromotion()).isFalse();
        assertThat(p.play(move).pieceAt(11)).isEqualTo(org.draughts4j.core.Piece.WHITE_MAN);
    }
}
