package org.draughts4j.variants.killer;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Stream;
import org.draughts4j.core.Move;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.draughts4j.testing.VariantContract;
import org.draughts4j.testing.VariantSuites;
import org.junit.jupiter.api.Test;

class KillerTest extends VariantContract {
    private static final Variant KILLER = Variant.byName("killer");

    @Override
    protected Variant variant() {
        return KILLER;
    }

    @Override
    protected Stream<Neighbour> neighbours() {
        return Stream.of(
                neighbour("killer-published-position", "International", t -> t.kingStopsBehindLastKing(false)),
                neighbour("killer-stops-behind-a-last-king", "International",
                        t -> t.kingStopsBehindLastKing(false)));
    }

    @Test
    void isFoundByNameAndAlias() {
        assertThat(KILLER).isInstanceOf(Killer.class);
        assertThat(Variant.byName("killer-draughts")).isSameAs(KILLER);
        assertThat(KILLER.pdnGameType()).isEqualTo(20);
        assertThat(KILLER.displayName()).isEqualTo("Killer");
    }

    /** The last piece taken is a king: the capturing king stops on i5, directly behind it. */
    @Test
    void aCaptureEndingWithAKingStopsBehindIt() {
        Position p = Position.fromFen(KILLER, "W:WK38,K43:B1,K34,37");
        assertThat(p.legalMoves()).extracting(Move::toString).containsExactly("43x30");
    }

    /**
     * Only the final landing is restricted: after taking the king on 28, the king may land on any
     * square beyond from which it goes on, and lands freely after the last piece, a man.
     */
    @Test
    void earlierLandingsAfterAKingAreFree() {
        Position killer = Position.fromFen(KILLER, "W:WK46:BK37,19");
        Position international = Position.fromFen(
                VariantSuites.withTraits(KILLER, t -> t.kingStopsBehindLastKing(false)), "W:WK46:BK37,19");
        assertThat(killer.legalMoves()).isEqualTo(international.legalMoves());
        assertThat(killer.legalMoves()).allSatisfy(m -> assertThat(m.captureCount()).isEqualTo(2));
    }
}
