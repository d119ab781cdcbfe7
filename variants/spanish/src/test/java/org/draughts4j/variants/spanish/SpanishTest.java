package org.draughts4j.variants.spanish;

import static org.assertj.core.api.Assertions.assertThat;
import static org.draughts4j.core.testing.VariantSuites.assertPinsRule;
import static org.draughts4j.core.testing.VariantSuites.withTraits;

import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.draughts4j.core.CapturePrecedence;
import org.draughts4j.core.Color;
import org.draughts4j.core.Geometry;
import org.draughts4j.core.Piece;
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

class SpanishTest {
    private static final Rules RULES = Variants.byName("spanish");

    @Test
    void isFoundByName() {
        assertThat(RULES).isInstanceOf(Spanish.class);
        assertThat(RULES.pdnGameType()).isEqualTo(24);
    }

    /** h1 is playable and numbered 1; White starts on 1-12 and moves first. */
    @Test
    void mirroredBoardWithWhiteOnOneToTwelve() {
        Position start = Position.start(RULES);
        assertThat(RULES.geometry().isMirrored()).isTrue();
        assertThat(RULES.geometry().algebraic(1)).isEqualTo("h1");
        assertThat(RULES.geometry().algebraic(32)).isEqualTo("a8");
        assertThat(start.sideToMove()).isEqualTo(Color.WHITE);
        assertThat(start.pieceAt(1)).isEqualTo(Piece.WHITE_MAN);
        assertThat(start.pieceAt(32)).isEqualTo(Piece.BLACK_MAN);
        assertThat(start.legalMoves()).extracting(Object::toString)
                .containsExactlyInAnyOrder("9-13", "10-13", "10-14", "11-14", "11-15", "12-15", "12-16");
    }

    @Test
    void suitesPass() {
        VariantSuites.assertSuitesPass(RULES);
    }

    /** Every count up to 50,000 nodes agrees with the simple reference generator of the tests. */
    @Test
    void suiteCountsAgreeWithTheReferenceGenerator() {
        VariantSuites.assertReferenceAgrees(RULES, 50_000);
    }

    static Stream<Arguments> neighbours() {
        return Stream.of(
                Arguments.of("spanish-most-kings",
                        (UnaryOperator<Traits>) t -> t.withCapturePrecedence(CapturePrecedence.MOST_PIECES)),
                Arguments.of("spanish-most-kings-among-equal-counts",
                        (UnaryOperator<Traits>) t -> t.withCapturePrecedence(CapturePrecedence.MOST_PIECES)),
                Arguments.of("spanish-most-pieces-before-kings",
                        (UnaryOperator<Traits>) t -> t.withCapturePrecedence(CapturePrecedence.FREE)),
                Arguments.of("spanish-mirrored-numbering",
                        (UnaryOperator<Traits>) t -> t.withGeometry(Geometry.EIGHT_BY_EIGHT)),
                Arguments.of("spanish-men-capture-forward-only",
                        (UnaryOperator<Traits>) t -> t.withMenCaptureBackward(true)),
                Arguments.of("spanish-crowning-ends-the-move",
                        (UnaryOperator<Traits>) t -> t.withPromotionInCapture(PromotionInCapture.CONTINUES_AS_KING)),
                Arguments.of("spanish-flying-king", (UnaryOperator<Traits>) t -> t.withFlyingKings(false)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("neighbours")
    void rulePositionWouldFailUnderTheNeighbouringRule(String id, UnaryOperator<Traits> neighbour) {
        assertPinsRule(RULES, id, withTraits(RULES, neighbour));
    }
}
