package org.draughts4j.variants.antidraughts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.draughts4j.testing.GameDriver.assertRepetition;

import java.util.stream.Stream;
import org.draughts4j.core.CapturePrecedence;
import org.draughts4j.core.Color;
import org.draughts4j.core.Game;
import org.draughts4j.core.Goal;
import org.draughts4j.core.Outcome;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.draughts4j.core.Traits;
import org.draughts4j.testing.VariantContract;
import org.junit.jupiter.api.Test;

class AntidraughtsTest extends VariantContract {
    private static final Variant ANTI = Variant.byName("antidraughts");

    @Override
    protected Variant variant() {
        return ANTI;
    }

    @Override
    protected Stream<Neighbour> neighbours() {
        return Stream.of(neighbour("antidraughts-majority-capture", "Poddavki's free choice",
                t -> t.capturePrecedence(CapturePrecedence.FREE)));
    }

    @Test
    void isFoundByNameAndAlias() {
        assertThat(ANTI).isInstanceOf(Antidraughts.class);
        assertThat(Variant.byName("giveaway")).isSameAs(ANTI);
        assertThat(ANTI.pdnGameType()).isEqualTo(98);
        assertThat(ANTI.traits().goal(Goal.CANNOT_MOVE_LOSES)).isEqualTo(Traits.international());
    }

    /** A player with no piece left on their turn has won; under International they would have lost. */
    @Test
    void noPiecesLeftWins() {
        Game game = Game.from(Position.fromFen(ANTI, "W:W28:B23"));
        Game after = game.play("28x19");
        assertThat(after.outcome()).isEqualTo(new Outcome.Win(Color.BLACK, Outcome.WinReason.NO_PIECES));
    }

    /** A player whose pieces are all blocked on their turn has won. */
    @Test
    void blockedWins() {
        Game game = Game.from(Position.fromFen(ANTI, "B:W41,47:B36"));
        assertThat(game.position().legalMoves()).isEmpty();
        assertThat(game.outcome()).isEqualTo(new Outcome.Win(Color.BLACK, Outcome.WinReason.NO_MOVES));
    }

    @Test
    void repetitionIsAutomatic() {
        assertRepetition(Game.from(Position.fromFen(ANTI, "W:WK46,K47,28:BK1,K3,5,10")), true);
    }
}
