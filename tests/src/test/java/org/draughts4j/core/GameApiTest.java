package org.draughts4j.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.draughts4j.tests.TestVariants;
import org.junit.jupiter.api.Test;

/** What a game app needs of Game and Position: the chosen path kept, undo, notation, declared outcomes, clicks. */
class GameApiTest {
    private static final Variant INTERNATIONAL = TestVariants.INTERNATIONAL;

    /** Moves are equal by their squares; a move of an 8x8 variant must not play its own bits on 10x10. */
    @Test
    void aMoveOfAnotherBoardsVariantPlaysTheEqualMoveOfThisBoard() {
        Position russian = Position.fromFen(TestVariants.RUSSIAN, "W:W31:B1");
        Game game = Game.from(Position.fromFen(INTERNATIONAL, "W:W31:B1"));
        List<Move> played = new ArrayList<>();
        for (Move foreign : russian.legalMoves()) {
            for (Move own : game.position().legalMoves()) {
                if (own.equals(foreign)) {
                    assertThat(game.play(foreign).position()).isEqualTo(game.position().play(own));
                    played.add(foreign);
                }
            }
        }
        assertThat(played).isNotEmpty();
    }

    @Test
    void aDrawRuleIndexOutsideTheRulesSaysSo() {
        Game game = Game.start(INTERNATIONAL);
        assertThatThrownBy(() -> game.drawCountStart(-1)).isInstanceOf(IndexOutOfBoundsException.class)
                .hasMessageContaining("no rule -1");
        int rules = INTERNATIONAL.drawRules().rules().size();
        assertThatThrownBy(() -> game.drawCountStart(rules)).hasMessageContaining("has " + rules + " draw rules");
    }

    /** A king on 2 takes the men on 7, 17 and 18 (and more) in several orders: one move, several paths. */
    private static final String EQUAL_CAPTURES = "W:WK2,45:B6,7,8,17,18";

    @Test
    void playingAMoveKeepsTheCapturePathChosen() {
        Position p = Position.fromFen(INTERNATIONAL, EQUAL_CAPTURES);
        Move chosen = null;
        for (Move path : p.legalMovePaths()) {
            Move listed = p.legalMoves().stream().filter(path::equals).findFirst().orElseThrow();
            if (!listed.path().equals(path.path())) {
                chosen = path;
                break;
            }
        }
        assertThat(chosen).as("a path other than the one legalMoves() lists").isNotNull();
        Game game = Game.from(p).play(chosen);
        assertThat(game.lastMove().path()).isEqualTo(chosen.path());
        assertThat(game.moves().get(0).path()).isEqualTo(chosen.path());
        String written = String.join("x", chosen.path().stream().map(String::valueOf).toList());
        assertThat(Game.from(p).play(written).lastMove().path()).isEqualTo(chosen.path());
    }

    @Test
    void undoTakesBackTheLastMove() {
        Game start = Game.start(INTERNATIONAL);
        Game one = start.play("32-28");
        Game two = one.play("19-23");
        assertThat(two.undo()).isSameAs(one).isEqualTo(Game.start(INTERNATIONAL).play("32-28"));
        assertThat(two.undo().undo()).isEqualTo(start);
        assertThat(start.previous()).isEmpty();
        assertThat(one.previous()).contains(start);
        assertThatThrownBy(start::undo).isInstanceOf(IllegalStateException.class).hasMessageContaining("start");
    }

    /** A search picks up the draw counts and the last irreversible ply where the game leaves them. */
    @Test
    void theDrawCountsAndTheLastIrreversiblePlyAreReadable() {
        Variant withRules = INTERNATIONAL.toBuilder().drawRules(DrawRules.INTERNATIONAL).build();
        Game game = Game.from(Position.fromFen(withRules, "W:WK46,K47,40:BK5"));
        int kingsOnly = 0;
        int endgame16 = 1;
        assertThat(game.drawCountStart(endgame16)).isZero();
        assertThat(game.drawCountStart(kingsOnly)).isZero();
        game = game.play("40-35", "5-14");
        assertThat(game.lastIrreversiblePly()).isEqualTo(1);
        assertThat(game.drawCountStart(kingsOnly)).isEqualTo(1);
        assertThat(game.drawCountStart(endgame16)).isZero();
        assertThat(game.drawCountStart(2)).isEqualTo(DrawRule.NOT_RUNNING);
        assertThat(Game.start(INTERNATIONAL).lastIrreversiblePly()).isZero();
    }

    @Test
    void theHistoryIsGivenInNotation() {
        Game game = Game.start(INTERNATIONAL).play("32-28", "19-23", "28x19", "14x23");
        assertThat(game.notation()).containsExactly("32-28", "19-23", "28x19", "14x23");
        assertThat(Game.start(INTERNATIONAL).notation()).isEmpty();
    }

    @Test
    void resignationTimeAndAgreementEndTheGame() {
        Game game = Game.start(INTERNATIONAL).play("32-28");
        assertThat(game.resign(Color.WHITE).outcome()).isEqualTo(new Outcome.Win(Color.BLACK, Outcome.WinReason.RESIGNATION));
        assertThat(game.loseOnTime(Color.BLACK).outcome()).isEqualTo(new Outcome.Win(Color.WHITE, Outcome.WinReason.TIME));
        Game agreed = game.agreeDraw();
        assertThat(agreed.outcome()).isEqualTo(new Outcome.Draw(DrawRules.AGREEMENT, true));
        assertThat(agreed.ply()).isEqualTo(1);
        assertThat(agreed.position()).isEqualTo(game.position());
        assertThatThrownBy(() -> agreed.play("19-23")).isInstanceOf(IllegalMoveException.class).hasMessageContaining("over");
        assertThatThrownBy(() -> agreed.resign(Color.WHITE)).isInstanceOf(IllegalStateException.class);
        assertThat(agreed.undo().outcome()).isEqualTo(Outcome.IN_PROGRESS);
        assertThat(agreed).isNotEqualTo(game);
    }

    @Test
    void gamesAreEqualWhenTheirStartMovesAndOutcomeAre() {
        Game a = Game.start(INTERNATIONAL).play("32-28", "19-23");
        Game b = Game.start(INTERNATIONAL).play("32-28").play("19-23");
        assertThat(a).isEqualTo(b).hasSameHashCodeAs(b);
        assertThat(a).isNotEqualTo(Game.start(INTERNATIONAL).play("33-28", "19-23"));
        // Paths that take the same pieces in another order are the same move, so the same game.
        Position p = Position.fromFen(INTERNATIONAL, EQUAL_CAPTURES);
        List<Game> byPath = new ArrayList<>();
        for (Move path : p.legalMovePaths()) {
            if (path.equals(p.legalMoves().get(0))) {
                byPath.add(Game.from(p).play(path));
            }
        }
        assertThat(byPath).hasSizeGreaterThan(1).allSatisfy(game -> assertThat(game).isEqualTo(byPath.get(0)));
        Game fromOtherStart = Game.from(Position.fromFen(INTERNATIONAL, "W:W32:B19")).play("32-28");
        assertThat(fromOtherStart).isNotEqualTo(Game.start(INTERNATIONAL).play("32-28"));
    }

    @Test
    void movesAreEnteredSquareBySquare() {
        Position start = Position.start(INTERNATIONAL);
        assertThat(start.continuations(List.of())).containsExactly(31, 32, 33, 34, 35);
        assertThat(start.continuations(List.of(32))).containsExactly(27, 28);
        assertThat(start.continuations(List.of(32, 28))).isEmpty();
        assertThat(start.completions(List.of(32, 28))).singleElement().isEqualTo(start.parseMove("32-28"));
        assertThat(start.continuations(List.of(40))).isEmpty();
        assertThat(start.completions(List.of(40))).isEmpty();
    }

    /** Entering every legal path square by square finds it among the continuations at each step. */
    @Test
    void everyPathCanBeClickedAlongRandomGames() {
        Random random = new Random(13);
        for (Variant variant : List.of(INTERNATIONAL, TestVariants.RUSSIAN, TestVariants.TURKISH)) {
            Position position = Position.start(variant);
            for (int ply = 0; ply < 120 && !position.isGameOver(); ply++) {
                for (Move move : position.legalMovePaths()) {
                    List<Integer> path = move.path();
                    List<Integer> entered = new ArrayList<>();
                    for (int square : path) {
                        assertThat(position.continuations(entered)).as("%s after %s", position, entered).contains(square);
                        entered.add(square);
                    }
                    assertThat(position.completions(entered)).as("%s %s", position, entered).contains(move);
                }
                List<Move> moves = position.legalMoves();
                position = position.play(moves.get(random.nextInt(moves.size())));
            }
        }
    }

    @Test
    void piecesCanBeIterated() {
        Position start = Position.start(INTERNATIONAL);
        assertThat(start.pieceMap()).hasSize(40);
        assertThat(start.pieceMap().firstKey()).isEqualTo(1);
        assertThat(start.pieceMap().get(1)).isEqualTo(Piece.BLACK_MAN);
        assertThat(start.pieceMap().get(50)).isEqualTo(Piece.WHITE_MAN);
        assertThat(start.pieceMap()).doesNotContainKey(25);
        Position kings = Position.fromFen(INTERNATIONAL, "W:WK46:BK5,10");
        assertThat(kings.pieceMap()).containsExactly(java.util.Map.entry(5, Piece.BLACK_KING),
                java.util.Map.entry(10, Piece.BLACK_MAN), java.util.Map.entry(46, Piece.WHITE_KING));
    }
}
