package org.draughts4j.variants.breakthrough;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Stream;
import org.draughts4j.core.Color;
import org.draughts4j.core.Game;
import org.draughts4j.core.Goal;
import org.draughts4j.core.Outcome;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.draughts4j.core.perft.Perft;
import org.draughts4j.testing.VariantContract;
import org.junit.jupiter.api.Test;

class BreakthroughTest extends VariantContract {
    private static final Variant BREAKTHROUGH = Variant.byName("breakthrough");

    @Override
    protected Variant variant() {
        return BREAKTHROUGH;
    }

    @Override
    protected Stream<Neighbour> neighbours() {
        return Stream.of(neighbour("breakthrough-first-king-ends-the-game", "International",
                t -> t.goal(Goal.CANNOT_MOVE_LOSES)));
    }

    @Test
    void isFoundByNameAndAlias() {
        assertThat(BREAKTHROUGH).isInstanceOf(Breakthrough.class);
        assertThat(Variant.byName("bt")).isSameAs(BREAKTHROUGH);
        assertThat(BREAKTHROUGH.pdnGameType()).isEqualTo(96);
    }

    /** Crowning wins at once: the game is over, with no legal move left, and perft ends there. */
    @Test
    void theFirstKingWins() {
        Game game = Game.from(Position.fromFen(BREAKTHROUGH, "W:W6,33:B19,24")).play("6-1");
        assertThat(game.outcome()).isEqualTo(new Outcome.Win(Color.WHITE, Outcome.WinReason.FIRST_KING));
        assertThat(game.position().legalMoves()).isEmpty();
        assertThat(game.position().isGameOver()).isTrue();
        assertThat(Perft.count(game.position(), 1)).isZero();
        assertThat(Perft.count(game.position(), 0)).isOne();
    }

    /** A man crowned by a capture wins too, for Black as for White. */
    @Test
    void aCaptureThatCrownsWins() {
        Game game = Game.from(Position.fromFen(BREAKTHROUGH, "B:W42,10:B37")).play("37x48");
        assertThat(game.outcome()).isEqualTo(new Outcome.Win(Color.BLACK, Outcome.WinReason.FIRST_KING));
    }

    /** A player who cannot move loses, as in International. */
    @Test
    void blockedLoses() {
        Game game = Game.from(Position.fromFen(BREAKTHROUGH, "B:W41,47:B36"));
        assertThat(game.outcome()).isEqualTo(new Outcome.Win(Color.WHITE, Outcome.WinReason.NO_MOVES));
    }

    /**
     * No draw rule, not even repetition (a position of men only cannot come back anyway, and a king
     * ends the game): a draw is by agreement only.
     */
    @Test
    void noDrawRule() {
        assertThat(BREAKTHROUGH.drawRules().hasRepetition()).isFalse();
        assertThat(BREAKTHROUGH.drawRules().rules()).isEmpty();
        Game game = Game.from(Position.fromFen(BREAKTHROUGH, "W:W31-50:B1-20"));
        for (int ply = 0; ply < 60 && !game.outcome().isOver(); ply++) {
            game = game.play(game.position().legalMoves().get(0));
            assertThat(game.claimableDraws()).isEmpty();
            assertThat(game.outcome()).isNotInstanceOf(Outcome.Draw.class);
        }
    }
}
