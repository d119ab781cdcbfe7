package org.draughts4j.variants.russian;

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

class RussianTest {
    private static final Rules RUSSIAN = Variants.byName("russian");

    @Test
    void isFoundByNameAndAlias() {
        assertThat(RUSSIAN).isInstanceOf(Russian.class);
        assertThat(Variants.byName("Shashki")).isSameAs(RUSSIAN);
        assertThat(RUSSIAN.pdnGameType()).isEqualTo(25);
        assertThat(Position.start(RUSSIAN).sideToMove()).isEqualTo(Color.WHITE);
    }

    @Test
    void suitesPass() {
        VariantSuites.assertSuitesPass(RUSSIAN);
    }

    /** Every count up to 50,000 nodes agrees with the simple reference generator of the tests. */
    @Test
    void suiteCountsAgreeWithTheReferenceGenerator() {
        VariantSuites.assertReferenceAgrees(RUSSIAN, 50_000);
    }

    static Stream<Arguments> neighbours() {
        UnaryOperator<Traits> brazilianPromotion = t -> t.withPromotionInCapture(PromotionInCapture.STAYS_MAN);
        UnaryOperator<Traits> englishPromotion = t -> t.withPromotionInCapture(PromotionInCapture.ENDS_MOVE);
        return Stream.of(
                Arguments.of("russian-crowned-in-capture-goes-on", brazilianPromotion),
                Arguments.of("russian-crowned-in-capture-goes-on", englishPromotion),
                Arguments.of("russian-crowned-in-capture-stays-king", brazilianPromotion),
                Arguments.of("russian-crowned-then-captures-backward", brazilianPromotion),
                Arguments.of("russian-crowned-then-captures-backward", englishPromotion),
                Arguments.of("russian-free-choice",
                        (UnaryOperator<Traits>) t -> t.withCapturePrecedence(CapturePrecedence.MOST_PIECES)),
                Arguments.of("russian-men-capture-backward",
                        (UnaryOperator<Traits>) t -> t.withMenCaptureBackward(false)),
                Arguments.of("russian-flying-king", (UnaryOperator<Traits>) t -> t.withFlyingKings(false)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("neighbours")
    void rulePositionWouldFailUnderTheNeighbouringRule(String id, UnaryOperator<Traits> neighbour) {
        assertPinsRule(RUSSIAN, id, withTraits(RUSSIAN, neighbour));
    }

    /** RULES.md pitfall: the man is crowned on f8 and goes on as a king; one move only. */
    @Test
    void aStartedCaptureIsFinishedAsAKing() {
        Position p = Position.fromFen(RUSSIAN, "W:Wh6:Bg7,c5,d2");
        assertThat(p.legalMoves()).hasSize(1);
        Move move = p.legalMoves().get(0);
        assertThat(move.path()).containsExactly(12, 3, 17, 31);
        assertThat(move.isPromotion()).isTrue();
        assertThat(Notation.formatAlgebraic(move, p)).isEqualTo("h6:e1");
        Position after = p.play(move);
        assertThat(after.pieceAt(31)).isEqualTo(org.draughts4j.core.Piece.WHITE_KING);
        assertThat(after.count(Color.BLACK)).isZero();
    }

    @Test
    void algebraicSquaresInFenAndMoves() {
        Position start = Position.fromFen(RUSSIAN, "W:Wa1,c3:Bd4,h8");
        assertThat(start.toFen()).isEqualTo("W:W22,29:B4,18");
        Move capture = start.parseMove("c3:e5");
        assertThat(capture.captured()).containsExactly(18);
        assertThat(Notation.formatAlgebraic(capture, start)).isEqualTo("c3:e5");
        assertThat(Notation.format(capture, start)).isEqualTo("22x15");
        Position opening = Position.start(RUSSIAN);
        assertThat(Notation.formatAlgebraic(opening.parseMove("c3-d4"), opening)).isEqualTo("c3-d4");
    }
}
