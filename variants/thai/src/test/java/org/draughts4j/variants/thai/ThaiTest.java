package org.draughts4j.variants.thai;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Stream;
import org.draughts4j.core.CapturePrecedence;
import org.draughts4j.core.CaptureRemoval;
import org.draughts4j.core.Color;
import org.draughts4j.core.KingLanding;
import org.draughts4j.core.Move;
import org.draughts4j.core.Piece;
import org.draughts4j.core.Position;
import org.draughts4j.core.PromotionInCapture;
import org.draughts4j.core.Variant;
import org.draughts4j.testing.VariantContract;
import org.junit.jupiter.api.Test;

class ThaiTest extends VariantContract {
    private static final Variant THAI = Variant.byName("thai");

    @Override
    protected Variant variant() {
        return THAI;
    }

    @Override
    protected Stream<Neighbour> neighbours() {
        return Stream.of(
                neighbour("thai-king-lands-directly-behind", "landing anywhere beyond",
                        t -> t.kingLanding(KingLanding.ANY_SQUARE_BEYOND)),
                neighbour("thai-king-turns-back", "pieces leaving at the end",
                        t -> t.captureRemoval(CaptureRemoval.AT_END)),
                neighbour("thai-king-turns-back", "no turning back", t -> t.captureMayTurnBack(false)),
                neighbour("thai-king-crosses-a-taken-square", "pieces leaving at the end",
                        t -> t.captureRemoval(CaptureRemoval.AT_END)),
                neighbour("thai-king-crosses-a-taken-square", "no turning back", t -> t.captureMayTurnBack(false)),
                neighbour("thai-men-capture-forward-only", "men capturing backward",
                        t -> t.menCaptureBackward(true)),
                neighbour("thai-free-choice", "majority capture",
                        t -> t.capturePrecedence(CapturePrecedence.MOST_PIECES)),
                neighbour("thai-crowning-ends-the-move", "Russian promotion",
                        t -> t.promotionInCapture(PromotionInCapture.CONTINUES_AS_KING)));
    }

    @Test
    void isFoundByNameAndAlias() {
        assertThat(THAI).isInstanceOf(Thai.class);
        assertThat(Variant.byName("mak-hos")).isSameAs(THAI);
        assertThat(THAI.pdnGameType()).isEqualTo(31);
        Position start = Position.start(THAI);
        assertThat(start.sideToMove()).isEqualTo(Color.BLACK);
        assertThat(start.count(Color.WHITE)).isEqualTo(8);
        assertThat(start.count(Color.BLACK)).isEqualTo(8);
    }

    /** The king takes d4, turns back through its own origin and takes f6: both orders are moves. */
    @Test
    void aKingTurnsBackAlongItsLine() {
        Position p = Position.fromFen(THAI, "B:WK11,12,18:BK15,25");
        assertThat(p.legalMoves()).extracting(Move::toString)
                .containsExactlyInAnyOrder("15x22x8", "15x8x22");
        assertThat(p.parseMove("e5xc3xg7").captured()).containsExactly(18, 11);
    }

    /**
     * Pieces leave jump by jump, so a king may end its capture on the square of a piece it took:
     * c1xe3xg5xd8xa5xd2 takes d2 first and, five pieces later, lands on d2 behind c3.
     */
    @Test
    void aKingMayEndOnASquareItEmptied() {
        Position p = Position.fromFen(THAI, "W:WK30:BK7,9,K19,22,26");
        assertThat(p.legalMoves()).extracting(Move::toString).containsExactlyInAnyOrder("30x23x5", "30x23x16x2x13x26");
        Move ending = p.legalMoves().stream().filter(m -> m.captured().contains(m.destination()))
                .findFirst().orElseThrow();
        Position after = p.play(ending);
        assertThat(after.pieceAt(ending.destination())).isEqualTo(Piece.WHITE_KING);
        assertThat(after.count(Color.BLACK)).isEqualTo(5 - ending.captureCount());
        assertThat(Position.fromFen(THAI, after.toFen())).isEqualTo(after);
    }
}
