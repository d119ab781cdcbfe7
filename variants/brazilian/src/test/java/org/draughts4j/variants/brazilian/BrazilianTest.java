package org.draughts4j.variants.brazilian;

import static org.assertj.core.api.Assertions.assertThat;
import static org.draughts4j.core.testing.VariantSuites.assertPinsRule;
import static org.draughts4j.core.testing.VariantSuites.withTraits;

import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.draughts4j.core.CapturePrecedence;
import org.draughts4j.core.Color;
import org.draughts4j.core.Move;
import org.draughts4j.core.Notation;
import org.draughts4j.core.Position;
import org.draughts4j.core.PromotionInCapture;
import org.draughts4j.core.Rules;
import org.draughts4j.core.Traits;
import org.draughts4j.core.Variants;
import org.draughts4j.core.testing.VariantSuites;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class BrazilianTest {
    private static final Rules BRAZILIAN = Variants.byName("brazilian");

    @Test
    void isFoundByNameAndAlias() {
        assertThat(BRAZILIAN).isInstanceOf(Brazilian.class);
        assertThat(Variants.byName("BRAZIL")).isSameAs(BRAZILIAN);
        assertThat(BRAZILIAN.pdnGameType()).isEqualTo(26);
        assertThat(Position.start(BRAZILIAN).sideToMove()).isEqualTo(Color.WHITE);
    }

    @Test
    void suitesPass() {
        VariantSuites.assertSuitesPass(BRAZILIAN);
    }

    /** Every count up to 50,000 nodes agrees with the simple reference generator of the tests. */
    @Test
    void suiteCountsAgreeWithTheReferenceGenerator() {
        VariantSuites.assertReferenceAgrees(BRAZILIAN, 50_000);
    }

    static Stream<Arguments> neighbours() {
        UnaryOperator<Traits> russianPromotion = t -> t.withPromotionInCapture(PromotionInCapture.CONTINUES_AS_KING);
        UnaryOperator<Traits> englishPromotion = t -> t.withPromotionInCapture(PromotionInCapture.ENDS_MOVE);
        return Stream.of(
                Arguments.of("brazilian-majority-capture",
                        (UnaryOperator<Traits>) t -> t.withCapturePrecedence(CapturePrecedence.FREE)),
                Arguments.of("brazilian-passing-promotion-stays-man", russianPromotion),
                Arguments.of("brazilian-passing-promotion-stays-man", englishPromotion),
                Arguments.of("brazilian-crowned-at-the-end", russianPromotion),
                Arguments.of("brazilian-men-capture-backward",
                        (UnaryOperator<Traits>) t -> t.withMenCaptureBackward(false)),
                Arguments.of("brazilian-flying-king", (UnaryOperator<Traits>) t -> t.withFlyingKings(false)),
                Arguments.of("brazilian-king-lands-to-go-on",
                        (UnaryOperator<Traits>) t -> t.withFlyingKings(false)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("neighbours")
    void rulePositionWouldFailUnderTheNeighbouringRule(String id, UnaryOperator<Traits> neighbour) {
        assertPinsRule(BRAZILIAN, id, withTraits(BRAZILIAN, neighbour));
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
