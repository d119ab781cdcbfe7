package org.draughts4j.variants.turkish;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.stream.Stream;
import org.draughts4j.core.CapturePrecedence;
import org.draughts4j.core.CaptureRemoval;
import org.draughts4j.core.Color;
import org.draughts4j.core.Geometry;
import org.draughts4j.core.IllegalMoveException;
import org.draughts4j.core.InvalidFenException;
import org.draughts4j.core.Move;
import org.draughts4j.core.Notation;
import org.draughts4j.core.Piece;
import org.draughts4j.core.Position;
import org.draughts4j.core.PromotionInCapture;
import org.draughts4j.core.Variant;
import org.draughts4j.testing.VariantContract;
import org.junit.jupiter.api.Test;

class TurkishTest extends VariantContract {
    private static final Variant TURKISH = Variant.byName("turkish");

    @Override
    protected Variant variant() {
        return TURKISH;
    }

    @Override
    protected Stream<Neighbour> neighbours() {
        return Stream.of(
                neighbour("turkish-pieces-leave-at-once", "pieces leave at the end",
                        t -> t.captureRemoval(CaptureRemoval.AT_END)),
                neighbour("turkish-no-turning-back", "turning back allowed", t -> t.captureMayTurnBack(true)),
                neighbour("turkish-crowned-man-goes-on-as-king", "goes on as a man",
                        t -> t.promotionInCapture(PromotionInCapture.STAYS_MAN)),
                neighbour("turkish-most-pieces", "free choice", t -> t.capturePrecedence(CapturePrecedence.FREE)),
                neighbour("turkish-men-never-capture-backward", "men capture backward",
                        t -> t.menCaptureBackward(true)),
                neighbour("turkish-kings-fly", "one-square kings", t -> t.flyingKings(false)));
    }

    @Test
    void isFoundByNameAndAlias() {
        assertThat(TURKISH).isInstanceOf(Turkish.class);
        assertThat(Variant.byName("dama")).isSameAs(TURKISH);
        assertThat(TURKISH.pdnGameType()).isEqualTo(30);
        assertThat(TURKISH.geometry()).isEqualTo(Geometry.EIGHT_BY_EIGHT_ALL_SQUARES);
    }

    /** All 64 squares, algebraic only: a1 is square 1, h8 square 64; FEN lists squares from a1. */
    @Test
    void squaresAreAlgebraic() {
        Position start = Position.start(TURKISH);
        assertThat(start.count(Color.WHITE)).isEqualTo(16);
        assertThat(start.pieceAt(Geometry.EIGHT_BY_EIGHT_ALL_SQUARES.parseAlgebraic("a2"))).isEqualTo(Piece.WHITE_MAN);
        assertThat(Geometry.EIGHT_BY_EIGHT_ALL_SQUARES.parseAlgebraic("a1")).isEqualTo(1);
        assertThat(Geometry.EIGHT_BY_EIGHT_ALL_SQUARES.parseAlgebraic("h8")).isEqualTo(64);
        assertThat(start.toFen()).startsWith("W:Wa2,b2,c2,").contains(",h3:Ba6,").endsWith(",g7,h7");
        assertThat(start.legalMoves()).extracting(Move::toString)
                .containsExactlyInAnyOrder("a3-a4", "b3-b4", "c3-c4", "d3-d4", "e3-e4", "f3-f4", "g3-g4", "h3-h4");
        Position p = Position.fromFen(TURKISH, "W:WKc1,f2:Bc3,e6,f4,b3,h7");
        Move capture = p.legalMoves().get(0);
        assertThat(Notation.format(capture, p)).isEqualTo("c1xa3");
        assertThat(capture.toString()).isEqualTo("c1xc6xf6xf3xa3");
        assertThat(p.parseMove("c1xa3")).isEqualTo(capture);
    }

    /** Men step forward, left or right, never backward or diagonally. */
    @Test
    void menMoveForwardAndSideways() {
        assertThat(Position.fromFen(TURKISH, "W:Wd4:Bh7").legalMoves()).extracting(Move::toString)
                .containsExactlyInAnyOrder("d4-d5", "d4-c4", "d4-e4");
        assertThat(Position.fromFen(TURKISH, "B:Wa1:Bd4").legalMoves()).extracting(Move::toString)
                .containsExactlyInAnyOrder("d4-d3", "d4-c4", "d4-e4");
        assertThat(Position.fromFen(TURKISH, "W:Wd7:Bh2").play("d7-d8").pieceAt(64 - 4)).isEqualTo(Piece.WHITE_KING);
    }

    /**
     * A king that may land on several squares before going straight on to its next capture makes
     * one move whichever it picks: any of them may be written.
     */
    @Test
    void landingsBeforeGoingStraightOnAreOneMove() {
        Position p = Position.fromFen(TURKISH, "W:WKa1:Ba3,a7,h7");
        assertThat(p.legalMoves()).hasSize(1);
        Move move = p.legalMoves().get(0);
        assertThat(p.parseMove("a1xa4xa8")).isEqualTo(move);
        assertThat(p.parseMove("a1xa6xa8")).isEqualTo(move);
        assertThat(p.parseMove("a1xa8")).isEqualTo(move);
    }

    /** A capture that comes back through its own origin square: the origin is empty while it moves. */
    @Test
    void aCaptureMayCrossItsOrigin() {
        Position p = Position.fromFen(TURKISH, "W:WKd4:Bb4,a6,c7,d2,h7");
        assertThat(p.legalMoves()).extracting(Move::toString).containsExactly("d4xa4xa7xd7xd1");
        assertThat(p.play("d4xd1").toFen()).isEqualTo("B:WKd1:Bh7");
    }

    /** Bad input is refused with the reason: numbers, ranges, a man on its crowning row. */
    @Test
    void badInputIsRefused() {
        assertThatThrownBy(() -> Position.fromFen(TURKISH, "W:W10:Ba6")).isInstanceOf(InvalidFenException.class)
                .hasMessageContaining("a1-h8");
        assertThatThrownBy(() -> Position.fromFen(TURKISH, "W:Wa2-h2:Ba6")).isInstanceOf(InvalidFenException.class)
                .hasMessageContaining("ranges");
        assertThatThrownBy(() -> Position.fromFen(TURKISH, "W:Wa8:Ba6")).isInstanceOf(InvalidFenException.class)
                .hasMessageContaining("crowning row");
        assertThatThrownBy(() -> Position.fromFen(TURKISH, "W:Wi2:Ba6")).isInstanceOf(InvalidFenException.class)
                .hasMessageContaining("i2");
        Position start = Position.start(TURKISH);
        assertThatThrownBy(() -> start.parseMove("20-28")).isInstanceOf(IllegalMoveException.class)
                .hasMessageContaining("a1-h8");
        assertThatThrownBy(() -> start.parseMove("a3-b4")).isInstanceOf(IllegalMoveException.class)
                .hasMessageContaining("no legal move");
    }
}
