package org.draughts4j.variants.english;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Stream;
import org.draughts4j.core.CapturePrecedence;
import org.draughts4j.core.Color;
import org.draughts4j.core.Piece;
import org.draughts4j.core.Position;
import org.draughts4j.core.PromotionInCapture;
import org.draughts4j.core.Variant;
import org.draughts4j.core.perft.Perft;
import org.draughts4j.core.perft.PerftOptions;
import org.draughts4j.testing.VariantContract;
import org.junit.jupiter.api.Test;

class EnglishTest extends VariantContract {
    private static final Variant ENGLISH = Variant.byName("english");

    @Override
    protected Variant variant() {
        return ENGLISH;
    }

    @Override
    protected Stream<Neighbour> neighbours() {
        return Stream.of(
                neighbour("english-crowning-ends-the-move", "Russian promotion",
                        t -> t.promotionInCapture(PromotionInCapture.CONTINUES_AS_KING).flyingKings(true)),
                neighbour("english-crowning-ends-the-move", "Brazilian promotion",
                        t -> t.promotionInCapture(PromotionInCapture.STAYS_MAN).menCaptureBackward(true)),
                neighbour("english-short-king", "flying kings", t -> t.flyingKings(true)),
                neighbour("english-short-king-capture", "flying kings", t -> t.flyingKings(true)),
                neighbour("english-men-capture-forward-only", "backward-capturing men",
                        t -> t.menCaptureBackward(true)),
                neighbour("english-free-choice", "majority capture",
                        t -> t.capturePrecedence(CapturePrecedence.MOST_PIECES)),
                neighbour("english-king-circle", "flying kings", t -> t.flyingKings(true)));
    }

    @Test
    void isFoundByNameAndAlias() {
        assertThat(ENGLISH).isInstanceOf(English.class);
        assertThat(Variant.byName("checkers")).isSameAs(ENGLISH);
        assertThat(ENGLISH.pdnGameType()).isEqualTo(21);
    }

    /** Black starts on 1-12, at the top of the board as White sees it, and moves first. */
    @Test
    void blackOnOneToTwelveMovesFirst() {
        Position start = Position.start(ENGLISH);
        assertThat(start.sideToMove()).isEqualTo(Color.BLACK);
        assertThat(ENGLISH.traits().firstToMove()).isEqualTo(Color.BLACK);
        assertThat(start.pieceAt(1)).isEqualTo(Piece.BLACK_MAN);
        assertThat(start.pieceAt(32)).isEqualTo(Piece.WHITE_MAN);
        assertThat(start.legalMoves()).extracting(Object::toString)
                .containsExactlyInAnyOrder("9-13", "9-14", "10-14", "10-15", "11-15", "11-16", "12-16");
    }

    /** A king that goes round a square of four men and comes back is one move, and two paths. */
    @Test
    void circularCaptureIsOneMoveWithTwoPaths() {
        Position p = Position.fromFen(ENGLISH, "W:WK17:B5,14,15,22,23");
        assertThat(p.legalMoves()).hasSize(1);
        assertThat(p.legalMoves().get(0).origin()).isEqualTo(17);
        assertThat(p.legalMoves().get(0).destination()).isEqualTo(17);
        assertThat(p.legalMovePaths()).hasSize(2);
        assertThat(Perft.count(p, 1, PerftOptions.PATHS)).isEqualTo(2);
        Position after = p.play(p.legalMoves().get(0));
        assertThat(after.pieceAt(17)).isEqualTo(Piece.WHITE_KING);
        assertThat(after.count(Color.BLACK)).isEqualTo(1);
    }
}
