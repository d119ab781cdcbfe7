package org.draughts4j.variants.russian;

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

class RussianTest extends VariantContract {
    private static final Variant RUSSIAN = Variant.byName("russian");

    @Override
    protected Variant variant() {
        return RUSSIAN;
    }

    @Override
    protected Stream<Neighbour> neighbours() {
        return Stream.of(
                neighbour("russian-crowned-in-capture-goes-on", "Brazilian promotion",
                        t -> t.promotionInCapture(PromotionInCapture.STAYS_MAN)),
                neighbour("russian-crowned-in-capture-goes-on", "English promotion",
                        t -> t.promotionInCapture(PromotionInCapture.ENDS_MOVE)),
                neighbour("russian-crowned-in-capture-stays-king", "Brazilian promotion",
                        t -> t.promotionInCapture(PromotionInCapture.STAYS_MAN)),
                neighbour("russian-crowned-then-captures-backward", "Brazilian promotion",
                        t -> t.promotionInCapture(PromotionInCapture.STAYS_MAN)),
                neighbour("russian-crowned-then-captures-backward", "English promotion",
                        t -> t.promotionInCapture(PromotionInCapture.ENDS_MOVE)),
                neighbour("russian-free-choice", "majority capture",
                        t -> t.capturePrecedence(CapturePrecedence.MOST_PIECES)),
                neighbour("russian-men-capture-backward", "forward-only men",
                        t -> t.menCaptureBackward(false)),
                neighbour("russian-flying-king", "one-square kings", t -> t.flyingKings(false)),
                neighbour("russian-king-lands-to-go-on", "one-square kings", t -> t.flyingKings(false)));
    }

    @Test
    void isFoundByNameAndAlias() {
        assertThat(RUSSIAN).isInstanceOf(Russian.class);
        assertThat(Variant.byName("Shashki")).isSameAs(RUSSIAN);
        assertThat(RUSSIAN.pdnGameType()).isEqualTo(25);
        assertThat(Position.start(RUSSIAN).sideToMove()).isEqualTo(Color.WHITE);
    }

    /** A pitfall of other libraries: the man is crowned on f8 and goes on as a king; one move only. */
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
