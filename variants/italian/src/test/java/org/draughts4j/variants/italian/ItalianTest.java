package org.draughts4j.variants.italian;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Stream;
import org.draughts4j.core.CaptureCriterion;
import org.draughts4j.core.CapturePrecedence;
import org.draughts4j.core.Color;
import org.draughts4j.core.Geometry;
import org.draughts4j.core.Move;
import org.draughts4j.core.Notation;
import org.draughts4j.core.Position;
import org.draughts4j.core.PromotionInCapture;
import org.draughts4j.core.Variant;
import org.draughts4j.testing.VariantContract;
import org.junit.jupiter.api.Test;

class ItalianTest extends VariantContract {
    private static final Variant ITALIAN = Variant.byName("italian");

    @Override
    protected Variant variant() {
        return ITALIAN;
    }

    @Override
    protected Stream<Neighbour> neighbours() {
        return Stream.of(
                neighbour("italian-published-position", "free capture choice",
                        t -> t.capturePrecedence(CapturePrecedence.FREE)),
                neighbour("italian-board", "the Russian board", t -> t.geometry(Geometry.EIGHT_BY_EIGHT)),
                neighbour("italian-men-do-not-take-kings", "men taking kings", t -> t.menCaptureKings(true)),
                neighbour("italian-men-capture-forward-only", "men capturing backward",
                        t -> t.menCaptureBackward(true)),
                neighbour("italian-short-kings", "flying kings", t -> t.flyingKings(true)),
                neighbour("italian-crowning-ends-the-move", "Russian promotion",
                        t -> t.promotionInCapture(PromotionInCapture.CONTINUES_AS_KING)),
                neighbour("italian-most-pieces", "free capture choice",
                        t -> t.capturePrecedence(CapturePrecedence.FREE)),
                neighbour("italian-with-king", "the Spanish quality law",
                        t -> t.capturePrecedence(CapturePrecedence.MOST_PIECES_THEN_MOST_KINGS)),
                neighbour("italian-most-kings", "no most-kings criterion", t -> t.capturePrecedence(
                        CaptureCriterion.MOST_PIECES, CaptureCriterion.WITH_KING, CaptureCriterion.KINGS_FIRST)),
                neighbour("italian-kings-first", "no kings-first criterion", t -> t.capturePrecedence(
                        CaptureCriterion.MOST_PIECES, CaptureCriterion.WITH_KING, CaptureCriterion.MOST_KINGS)));
    }

    @Test
    void isFoundByNameAndAlias() {
        assertThat(ITALIAN).isInstanceOf(Italian.class);
        assertThat(Variant.byName("Dama-Italiana")).isSameAs(ITALIAN);
        assertThat(ITALIAN.pdnGameType()).isEqualTo(22);
        assertThat(ITALIAN.geometry()).isEqualTo(Geometry.EIGHT_BY_EIGHT_ITALIAN);
        Position start = Position.start(ITALIAN);
        assertThat(start.sideToMove()).isEqualTo(Color.WHITE);
        assertThat(start.count(Color.WHITE)).isEqualTo(12);
    }

    /** Squares run from a8 (1) to h1 (32): the reverse of the Spanish numbering on the same board. */
    @Test
    void numberingRunsFromA8() {
        Geometry g = ITALIAN.geometry();
        assertThat(g.algebraic(1)).isEqualTo("a8");
        assertThat(g.algebraic(32)).isEqualTo("h1");
        assertThat(g.algebraic(21)).isEqualTo("b3");
        Position start = Position.start(ITALIAN);
        assertThat(start.legalMoves()).extracting(Move::toString)
                .containsExactlyInAnyOrder("21-17", "21-18", "22-18", "22-19", "23-19", "23-20", "24-20");
    }

    /** A man may not take a king, even when that is its only capture: it moves instead. */
    @Test
    void aManCannotTakeAKingButAKingCan() {
        Position p = Position.fromFen(ITALIAN, "W:W27,K28:BK23");
        assertThat(p.legalMoves()).extracting(Move::toString).containsExactly("28x19");
        Position menOnly = Position.fromFen(ITALIAN, "W:W27:BK23");
        assertThat(menOnly.legalMoves()).extracting(Move::toString).containsExactly("27-22");
    }

    /** The kings-first rule written out: both captures take a man and a king, with a king. */
    @Test
    void theCaptureMeetingAKingFirstIsCompulsory() {
        Position p = Position.fromFen(ITALIAN, "W:WK7,K13:BK2,K10,11");
        assertThat(p.legalMoves()).hasSize(1);
        Move move = p.legalMoves().get(0);
        assertThat(move.captured()).containsExactly(10, 11);
        assertThat(Notation.format(move, p)).isEqualTo("13x15");
    }
}
