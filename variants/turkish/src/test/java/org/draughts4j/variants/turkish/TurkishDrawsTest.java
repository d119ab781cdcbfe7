package org.draughts4j.variants.turkish;

import static org.assertj.core.api.Assertions.assertThat;
import static org.draughts4j.testing.GameDriver.assertRepetition;

import org.draughts4j.core.Game;
import org.draughts4j.core.Outcome;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.junit.jupiter.api.Test;

/** Turkish draws: repetition on claim; one piece against one piece, drawn at once. */
class TurkishDrawsTest {
    private static final Variant RULES = Variant.byName("turkish");

    private static Game game(String fen) {
        return Game.from(Position.fromFen(RULES, fen));
    }

    @Test
    void repetitionOnClaim() {
        assertRepetition(game("W:WKa1,Kb3:BKh8,Kg6"), false);
    }

    /** The capture that leaves one piece each ends the game at once, a man against a man included. */
    @Test
    void onePieceAgainstOneIsDrawnAtOnce() {
        Game game = game("W:Wd4:Bd5,h7");
        assertThat(game.outcome()).isEqualTo(Outcome.IN_PROGRESS);
        Game after = game.play("d4xd6");
        assertThat(after.outcome()).isEqualTo(new Outcome.Draw("one-against-one", false));
        assertThat(game("B:WKa1:Bh7").outcome()).isEqualTo(new Outcome.Draw("one-against-one", false));
    }

    /** Two pieces against one are played on. */
    @Test
    void twoAgainstOneIsPlayedOn() {
        assertThat(game("W:WKa1,b2:Bh7").outcome()).isEqualTo(Outcome.IN_PROGRESS);
    }

    /** The end is final: the game refuses the next move, and a PDN game that goes on fails there. */
    @Test
    void noMoveFollowsTheDraw() {
        Game after = game("W:Wd4:Bd5,h7").play("d4xd6");
        assertThat(after.position().legalMoves()).isNotEmpty();
        assertThat(org.assertj.core.api.Assertions.catchThrowable(() -> after.play("h7-h6")))
                .isInstanceOf(org.draughts4j.core.IllegalMoveException.class)
                .hasMessage("illegal move 'h7-h6': the game is over (draw one-against-one)");
        org.draughts4j.core.pdn.PdnReplayResult replayed = org.draughts4j.core.pdn.PdnReplayer.lenient(RULES)
                .replay(org.draughts4j.core.pdn.PdnReader.readGame("[FEN \"W:Wd4:Bd5,h7\"]\n1. d4xd6 h7-h6 *"));
        assertThat(replayed.failure()).map(Object::toString)
                .contains("ply 2 'h7-h6': the game is already over (draw one-against-one) after ply 1: no move may follow");
        assertThat(replayed.moves()).hasSize(1);
        assertThat(replayed.position()).isEqualTo(after.position());
    }
}
