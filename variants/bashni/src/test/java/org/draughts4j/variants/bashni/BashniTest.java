package org.draughts4j.variants.bashni;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.draughts4j.testing.GameDriver.assertDrawAfter;
import static org.draughts4j.testing.GameDriver.assertRepetition;

import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.draughts4j.core.CaptureRemoval;
import org.draughts4j.core.Color;
import org.draughts4j.core.Game;
import org.draughts4j.core.InvalidFenException;
import org.draughts4j.core.Move;
import org.draughts4j.core.Notation;
import org.draughts4j.core.Piece;
import org.draughts4j.core.Position;
import org.draughts4j.core.PromotionInCapture;
import org.draughts4j.core.Variant;
import org.draughts4j.core.pdn.PdnGame;
import org.draughts4j.core.pdn.PdnReader;
import org.draughts4j.core.pdn.PdnReplayResult;
import org.draughts4j.core.pdn.PdnReplayer;
import org.draughts4j.core.pdn.PdnWriter;
import org.draughts4j.testing.VariantContract;
import org.junit.jupiter.api.Test;

class BashniTest extends VariantContract {
    private static final Variant BASHNI = Variant.byName("bashni");
    private static final Piece W = Piece.WHITE_MAN;
    private static final Piece WK = Piece.WHITE_KING;
    private static final Piece B = Piece.BLACK_MAN;
    private static final Piece BK = Piece.BLACK_KING;

    @Override
    protected Variant variant() {
        return BASHNI;
    }

    @Override
    protected Stream<Neighbour> neighbours() {
        return Stream.of(
                neighbour("bashni-start", "Russian", t -> t.towers(false).captureRemoval(CaptureRemoval.AT_END)),
                neighbour("bashni-single-piece-leaves-at-once", "the square blocked until the move ends",
                        t -> t.captureRemoval(CaptureRemoval.AT_END)),
                neighbour("bashni-capture-order-makes-towers", "Russian",
                        t -> t.towers(false).captureRemoval(CaptureRemoval.AT_END)),
                neighbour("bashni-crowned-goes-on-as-a-king", "International promotion",
                        t -> t.promotionInCapture(PromotionInCapture.STAYS_MAN)));
    }

    /** column-draughts.md says where the two readings of a jumped single piece first part: depth 8 from the start. */
    @Test
    void theTwoReadingsOfAJumpedSinglePieceFirstDifferAtDepthEightFromTheStart() {
        Variant atEnd = org.draughts4j.testing.VariantSuites.withTraits(BASHNI,
                t -> t.captureRemoval(CaptureRemoval.AT_END));
        org.draughts4j.core.perft.PerftOptions options = new org.draughts4j.core.perft.PerftOptions(false, 1, 0);
        // Element d is the count at depth d.
        long[] atOnce = org.draughts4j.core.perft.Perft.countEachDepth(Position.start(BASHNI), 8, options, null);
        long[] blocked = org.draughts4j.core.perft.Perft.countEachDepth(Position.start(atEnd), 8, options, null);
        assertThat(java.util.Arrays.copyOf(blocked, 8)).containsExactly(java.util.Arrays.copyOf(atOnce, 8));
        assertThat(atOnce[8]).isEqualTo(925_939L);
        assertThat(blocked[8]).isNotEqualTo(atOnce[8]);
    }

    @Test
    void isFoundByNameAndAliases() {
        assertThat(BASHNI).isInstanceOf(Bashni.class);
        for (String alias : new String[] {"column-draughts", "columns", "stolbovye", "Column draughts"}) {
            assertThat(Variant.byName(alias.replace(' ', '-'))).isSameAs(BASHNI);
        }
        assertThat(BASHNI.pdnGameType()).isEqualTo(25);
        assertThat(BASHNI.displayName()).isEqualTo("Column draughts");
        assertThat(BASHNI.traits().towers()).isTrue();
    }

    /** Black's tower on d4 is a white man under a black one: taking the top makes it White's. */
    @Test
    void aTowerChangesOwner() {
        Position after = Position.fromFen(BASHNI, "W:W22:B18=wb,1").play("c3:e5");
        assertThat(after.tower(18)).containsExactly(W);
        assertThat(after.tower(15)).containsExactly(B, W);
        assertThat(after.count(Color.WHITE)).isEqualTo(2);
        assertThat(after.count(Color.BLACK)).isEqualTo(1);
        assertThat(after.toFen()).isEqualTo("B:W15=bw,18:B1");
    }

    /** A white king held under a black man is freed, a king again, when the black man is taken. */
    @Test
    void aPrisonerIsFreedAsAKing() {
        Position after = Position.fromFen(BASHNI, "W:W22:B18=Wb,1").play("22x15");
        assertThat(after.pieceAt(18)).isEqualTo(WK);
        assertThat(after.legalMovesFrom(18)).isEmpty(); // Black moves now; on White's turn it flies
        // Back on White's turn it moves backward and far, as a king does.
        assertThat(Position.fromFen(BASHNI, "W" + after.toFen().substring(1)).legalMovesFrom(18))
                .extracting(Move::toString).contains("18-22", "18-25", "18-29");
    }

    /**
     * The king takes the top of the tower on c3 and lands beyond; the black man left on c3 blocks
     * and may not be taken again, though b2 behind it is free.
     */
    @Test
    void aTowerIsJumpedOnlyOnce() {
        Position p = Position.fromFen(BASHNI, "W:WK29:B22=bb");
        assertThat(p.legalMoves()).extracting(Move::toString)
                .containsExactlyInAnyOrder("29x18", "29x15", "29x11", "29x8", "29x4");
        for (Move move : p.legalMoves()) {
            Position after = p.play(move);
            assertThat(after.tower(22)).containsExactly(B);
            assertThat(after.tower(move.destination())).containsExactly(B, WK);
        }
    }

    /** The man on top of the tower on h6 is crowned on f8 and goes on as a king to e1. */
    @Test
    void aCrownedTopGoesOnAsAKing() {
        Position p = Position.fromFen(BASHNI, "W:W12=bw:B8,14,26");
        assertThat(p.legalMoves()).hasSize(1);
        Move move = p.legalMoves().get(0);
        assertThat(move.path()).containsExactly(12, 3, 17, 31);
        assertThat(move.isPromotion()).isTrue();
        Position after = p.play(move);
        assertThat(after.tower(31)).containsExactly(B, B, B, B, WK);
        assertThat(after.count(Color.BLACK)).isZero();
    }

    /**
     * e5xh8xc3xa1 and e5xc3xh8xa1 take the same three pieces but in another order, and the pieces
     * go under the king in the order taken: two moves, two towers, and notation tells them apart.
     */
    @Test
    void theCaptureOrderMakesTheTower() {
        Position p = Position.fromFen(BASHNI, "W:WK15:BK18,8,K25");
        List<Move> toA1 = p.legalMoves().stream().filter(m -> m.destination() == 29 && m.captureCount() == 3)
                .collect(Collectors.toList());
        assertThat(toA1).hasSize(2);
        assertThat(toA1).extracting(m -> p.play(m).tower(29)).containsExactlyInAnyOrder(
                List.of(BK, BK, B, WK), List.of(BK, B, BK, WK));
        for (Move move : toA1) {
            String text = Notation.format(move, p);
            assertThat(text.split("x")).as(text).hasSize(4);
            assertThat(p.parseMove(text)).isEqualTo(move);
        }
        assertThat(toA1.get(0)).isNotEqualTo(toA1.get(1));
    }

    @Test
    void towersReadAndWriteAsFen() {
        Position p = Position.fromFen(BASHNI, "W:Wc3=bw,e5=wbW:Bd6=wwb");
        assertThat(p.toFen()).isEqualTo("W:W15=wbW,22=bw:B10=wwb");
        assertThat(p.tower(15)).containsExactly(W, B, WK);
        assertThat(p.pieceAt(15)).isEqualTo(WK);
        assertThat(Position.fromFen(BASHNI, p.toFen())).isEqualTo(p);
        // A man buried in a tower may stand on its own far row; only a top man there is an error.
        assertThat(Position.fromFen(BASHNI, "W:W1=wW:B5").tower(1)).containsExactly(W, WK);
    }

    @Test
    void badTowerFensNameTheToken() {
        assertThatThrownBy(() -> Position.fromFen(BASHNI, "W:W22=bb:B1")).isInstanceOf(InvalidFenException.class)
                .hasMessageContaining("22=bb").hasMessageContaining("top piece");
        assertThatThrownBy(() -> Position.fromFen(BASHNI, "W:WK22=bw:B1")).isInstanceOf(InvalidFenException.class)
                .hasMessageContaining("no K");
        assertThatThrownBy(() -> Position.fromFen(BASHNI, "W:W22=bx:B1")).isInstanceOf(InvalidFenException.class)
                .hasMessageContaining("'x'");
        assertThatThrownBy(() -> Position.fromFen(BASHNI, "W:W22=:B1")).isInstanceOf(InvalidFenException.class)
                .hasMessageContaining("empty");
        assertThatThrownBy(() -> Position.fromFen(BASHNI, "W:W22=bw,22:B1")).isInstanceOf(InvalidFenException.class)
                .hasMessageContaining("listed twice");
        assertThatThrownBy(() -> Position.fromFen(BASHNI, "W:W1=bw:B5")).isInstanceOf(InvalidFenException.class)
                .hasMessageContaining("crowning row");
        assertThatThrownBy(() -> Position.fromFen(BASHNI, "W:W21-22=bw:B5")).isInstanceOf(InvalidFenException.class)
                .hasMessageContaining("range");
        assertThatThrownBy(() -> Position.fromFen(BASHNI, "W:W22=" + "w".repeat(30) + ":B5"))
                .isInstanceOf(InvalidFenException.class).hasMessageContaining("at most");
    }

    /**
     * A capture stacks the taken piece under the tower: with more pieces on the board than one tower
     * holds, a tall tower's capture failed in the middle of a game, a perft or a search. Such a
     * position is refused when it is read; one of as many pieces as a tower holds plays on.
     */
    @Test
    void noPositionHoldsMorePiecesThanOneTowerCan() {
        String tall = "W:W22=" + "b".repeat(28) + "w:B18";
        assertThatThrownBy(() -> Position.fromFen(BASHNI, tall)).isInstanceOf(InvalidFenException.class)
                .hasMessageContaining("the towers hold 30 pieces in all, more than the 29 one tower can hold")
                .hasMessageContaining("22=");
        // Thirty single kings, no tower written: the same bound.
        String kings = "W:W" + java.util.stream.IntStream.rangeClosed(1, 15).mapToObj(i -> "K" + i)
                .collect(java.util.stream.Collectors.joining(",")) + ":B" + java.util.stream.IntStream.rangeClosed(16, 30)
                .mapToObj(i -> "K" + i).collect(java.util.stream.Collectors.joining(","));
        assertThatThrownBy(() -> Position.fromFen(BASHNI, kings)).isInstanceOf(InvalidFenException.class)
                .hasMessageContaining("the towers hold 30 pieces in all");
        Position full = Position.fromFen(BASHNI, "W:W22=" + "b".repeat(27) + "w:B18");
        assertThat(full.legalMoves()).singleElement().asString().isEqualTo("22x15");
        assertThat(full.play(full.legalMoves().get(0)).tower(15)).hasSize(29);
    }

    @Test
    void repetitionAndKingsOnly15AreAutomatic() {
        assertRepetition(Game.from(Position.fromFen(BASHNI, "W:WK30,K32,28:BK1,K3,5")), true);
        assertDrawAfter(Game.from(Position.fromFen(BASHNI, "W:WK30,32=bW,28:BK1,3=wB,5")), 30, "kings-only-15", true,
                p -> true);
    }

    /** A side that commands no tower has lost, though its pieces are held in the other's towers. */
    @Test
    void noTowerToCommandLoses() {
        Game game = Game.from(Position.fromFen(BASHNI, "W:W22:B18")).play("c3:e5");
        assertThat(game.outcome().toString()).isEqualTo("win white");
        assertThat(game.position().tower(15)).containsExactly(B, W);
    }

    /** PDN: GameType 25 with the Variant tag, and a FEN tag with towers, written and read back. */
    @Test
    void pdnWithTowers() {
        Position start = Position.fromFen(BASHNI, "W:W22:B18=Wb,1");
        PdnGame game = PdnGame.builder(start).move("c3:e5").move("b8-a7").build();
        String text = PdnWriter.write(game, BASHNI);
        assertThat(text).contains("[GameType \"25\"]").contains("[Variant \"Column draughts\"]")
                .contains("[FEN \"W:W22:B1,18=Wb\"]");
        PdnGame read = PdnReader.readGame(text);
        assertThat(read.variant(null)).isSameAs(BASHNI);
        PdnReplayResult result = PdnReplayer.strict(null).replay(PdnReader.read(text, "bashni.pdn")).get(0);
        assertThat(result.passed()).isTrue();
    }
}
