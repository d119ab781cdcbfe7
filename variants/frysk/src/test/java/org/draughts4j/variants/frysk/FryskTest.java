package org.draughts4j.variants.frysk;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Stream;
import org.draughts4j.core.Color;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.draughts4j.testing.VariantContract;
import org.junit.jupiter.api.Test;

class FryskTest extends VariantContract {
    private static final Variant FRYSK = Variant.byName("frysk");

    @Override
    protected Variant variant() {
        return FRYSK;
    }

    @Override
    protected Stream<Neighbour> neighbours() {
        return Stream.of(neighbour("frysk-king-captures-along-a-row", "International",
                t -> t.orthogonalCaptures(false)));
    }

    @Test
    void isFoundByNameAndAlias() {
        assertThat(FRYSK).isInstanceOf(Frysk.class);
        assertThat(Variant.byName("frysk!")).isSameAs(FRYSK);
        assertThat(FRYSK.pdnGameType()).isEqualTo(97);
        assertThat(FRYSK.displayName()).isEqualTo("Frysk!");
        Position start = Position.start(FRYSK);
        assertThat(start.count(Color.WHITE)).isEqualTo(5);
        assertThat(start.toFen()).isEqualTo("W:W46,47,48,49,50:B1,2,3,4,5:+0+0");
    }
}
