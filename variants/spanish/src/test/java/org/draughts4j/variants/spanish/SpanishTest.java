package org.draughts4j.variants.spanish;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Stream;
import org.draughts4j.core.CapturePrecedence;
import org.draughts4j.core.Color;
import org.draughts4j.core.Geometry;
import org.draughts4j.core.Piece;
import org.draughts4j.core.Position;
import org.draughts4j.core.PromotionInCapture;
import org.draughts4j.core.Variant;
import org.draughts4j.testing.VariantContract;
import org.junit.jupiter.api.Test;

class SpanishTest extends VariantContract {
    private static final Variant RULES = Variant.byName("spanish");

    @Override
    protected Variant variant() {
        return RULES;
    }

    @Override
    protected Stream<Neighbour> neighbours() {
        return Stream.of(
                neighbour("spanish-most-kings", "most pieces only",
                        t -> t.capturePrecedence(CapturePrecedence.MOST_PIECES)),
                neighbour("spanish-most-kings-among-equal-counts", "most pieces only",
                        t -> t.capturePrecedence(CapturePrecedence.MOST_PIECES)),
                neighbour("spanish-most-pieces-before-kings", "free choice",
                        t -> t.capturePrecedence(CapturePrecedence.FREE)),
                neighbour("spanish-mirrored-numbering", "a1 playable",
                        t -> t.geometry(Geometry.EIGHT_BY_EIGHT)),
                neighbour("spanish-men-capture-forward-only", "backward-capturing men",
                        t -> t.menCaptureBackward(true)),
                neighbour("spanish-crowning-ends-the-move", "Russian promotion",
                        t -> t.promotionInCapture(PromotionInCapture.CONTINUES_AS_KING)),
                neighbour("spanish-flying-king", "one-square kings", t -> t.flyingKings(false)));
    }

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
}
