package org.draughts4j.variants.poddavki;

import static org.assertj.core.api.Assertions.assertThat;
import static org.draughts4j.testing.GameDriver.assertDrawAfter;
import static org.draughts4j.testing.GameDriver.assertRepetition;

import java.util.stream.Stream;
import org.draughts4j.core.CapturePrecedence;
import org.draughts4j.core.Color;
import org.draughts4j.core.Game;
import org.draughts4j.core.Goal;
import org.draughts4j.core.Outcome;
import org.draughts4j.core.Position;
import org.draughts4j.core.PromotionInCapture;
import org.draughts4j.core.Variant;
import org.draughts4j.testing.VariantContract;
import org.junit.jupiter.api.Test;

class PoddavkiTest extends VariantContract {
    private static final Variant PODDAVKI = Variant.byName("poddavki");

    @Override
    protected Variant variant() {
        return PODDAVKI;
    }

    @Override
    protected Stream<Neighbour> neighbours() {
        return Stream.of(
                neighbour("poddavki-free-choice", "Antidraughts' majority capture",
                        t -> t.capturePrecedence(CapturePrecedence.MOST_PIECES)),
                neighbour("poddavki-crowned-goes-on-as-a-king", "Antidraughts' promotion",
                        t -> t.promotionInCapture(PromotionInCapture.STAYS_MAN)));
    }

    @Test
    void isFoundByNameAndAlias() {
        assertThat(PODDAVKI).isInstanceOf(Poddavki.class);
        assertThat(Variant.byName("russian-giveaway")).isSameAs(PODDAVKI);
        assertThat(PODDAVKI.pdnGameType()).isEqualTo(25);
        assertThat(PODDAVKI.traits().goal()).isEqualTo(Goal.CANNOT_MOVE_WINS);
    }

    /** A player with no piece left on their turn has won; algebraic squares and ':' as in Russian. */
    @Test
    void noPiecesLeftWins() {
        Game game = Game.from(Position.fromFen(PODDAVKI, "W:W22:B18")).play("c3:e5");
        assertThat(game.outcome()).isEqualTo(new Outcome.Win(Color.BLACK, Outcome.WinReason.NO_PIECES));
    }

    @Test
    void repetitionIsAutomatic() {
        assertRepetition(Game.from(Position.fromFen(PODDAVKI, "W:WK30,K32,28:BK1,K3,5")), true);
    }

    @Test
    void kingsOnly15() {
        assertDrawAfter(Game.from(Position.fromFen(PODDAVKI, "W:WK30,K32,28:BK1,K3,5")), 30, "kings-only-15", true,
                p -> true);
    }
}
