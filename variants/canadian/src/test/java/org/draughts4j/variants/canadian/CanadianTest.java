package org.draughts4j.variants.canadian;

import static org.assertj.core.api.Assertions.assertThat;
import static org.draughts4j.testing.GameDriver.assertDrawAfter;
import static org.draughts4j.testing.GameDriver.assertRepetition;

import java.util.Map;
import java.util.stream.Stream;
import org.draughts4j.core.CapturePrecedence;
import org.draughts4j.core.Color;
import org.draughts4j.core.Game;
import org.draughts4j.core.Move;
import org.draughts4j.core.Notation;
import org.draughts4j.core.Piece;
import org.draughts4j.core.Position;
import org.draughts4j.core.PromotionInCapture;
import org.draughts4j.core.Variant;
import org.draughts4j.testing.VariantContract;
import org.junit.jupiter.api.Test;

class CanadianTest extends VariantContract {
    private static final Variant CANADIAN = Variant.byName("canadian");

    @Override
    protected Variant variant() {
        return CANADIAN;
    }

    @Override
    protected Stream<Neighbour> neighbours() {
        return Stream.of(
                neighbour("canadian-majority-capture", "free choice", t -> t.capturePrecedence(CapturePrecedence.FREE)),
                neighbour("canadian-men-capture-backward", "forward-only men", t -> t.menCaptureBackward(false)),
                neighbour("canadian-passing-man-stays-a-man", "Russian promotion",
                        t -> t.promotionInCapture(PromotionInCapture.CONTINUES_AS_KING)),
                neighbour("canadian-flying-king", "one-square kings", t -> t.flyingKings(false)));
    }

    @Test
    void isFoundByNameAndAlias() {
        assertThat(CANADIAN).isInstanceOf(Canadian.class);
        assertThat(Variant.byName("12x12")).isSameAs(CANADIAN);
        assertThat(CANADIAN.pdnGameType()).isEqualTo(27);
        Position start = Position.start(CANADIAN);
        assertThat(start.count(Color.WHITE)).isEqualTo(30);
        assertThat(start.count(Color.BLACK)).isEqualTo(30);
        assertThat(start.toFen()).startsWith("W:W43,44,").endsWith(",29,30");
    }

    /** Squares above 64 bits work as any other: the corner a1 is 67, and a man there moves to 61. */
    @Test
    void theHighWordOfTheBoardPlaysLikeTheLow() {
        Position p = Position.fromFen(CANADIAN, "W:W67,K72:B1,K6");
        assertThat(CANADIAN.geometry().algebraic(67)).isEqualTo("a1");
        assertThat(p.pieceAt(67)).isEqualTo(Piece.WHITE_MAN);
        assertThat(p.pieceAt(72)).isEqualTo(Piece.WHITE_KING);
        assertThat(p.legalMovesFrom(67)).extracting(Move::toString).containsExactly("67-61");
        Position after = p.play("67-61");
        assertThat(after.pieceAt(61)).isEqualTo(Piece.WHITE_MAN);
        assertThat(after.pieceAt(67)).isNull();
        assertThat(Position.fromFen(CANADIAN, after.toFen())).isEqualTo(after);
        assertThat(after.zobristHash()).isEqualTo(Position.fromFen(CANADIAN, after.toFen()).zobristHash());
        assertThat(Position.of(CANADIAN, Color.BLACK, Map.of(61, Piece.WHITE_MAN, 72, Piece.WHITE_KING,
                1, Piece.BLACK_MAN, 6, Piece.BLACK_KING))).isEqualTo(after);
    }

    /** A king crossing from the low word into the high one takes a man there, with notation. */
    @Test
    void aLongKingCaptureAcrossTheBoard() {
        Position p = Position.fromFen(CANADIAN, "W:WK6:B17,61");
        Move move = p.legalMoves().get(0);
        assertThat(move.captured()).containsExactly(17, 61);
        assertThat(p.parseMove(Notation.format(move, p))).isEqualTo(move);
        assertThat(p.play(move).count(Color.BLACK)).isZero();
    }

    @Test
    void drawsAsInternational() {
        assertRepetition(Game.from(Position.fromFen(CANADIAN, "W:WK70,K71,60:BK1,K3,5,12")), true);
        assertDrawAfter(Game.from(Position.fromFen(CANADIAN, "W:WK70,K71:BK1")), 10, "endgame-5", true, q -> true);
    }
}
