package org.draughts4j.core.properties;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.Arbitrary;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.draughts4j.core.Position;
import org.draughts4j.core.reference.ReferenceBoard;

/** FEN written by the core reads back as the same position, and is written canonically. */
class FenRoundTripPropertiesTest {

    @Provide
    Arbitrary<RandomPositions.Sample> positions() {
        return RandomPositions.positions();
    }

    @Property(tries = 1500, edgeCases = EdgeCasesMode.NONE)
    void fenRoundTrips(@ForAll("positions") RandomPositions.Sample sample) {
        Position position = sample.position;
        String fen = position.toFen();
        Position back = Position.fromFen(sample.rules, fen);
        assertThat(back).as(fen).isEqualTo(position);
        assertThat(back.toFen()).as("writing twice").isEqualTo(fen);
        assertThat(position.toFen()).as("writing is deterministic").isEqualTo(fen);
        // Canonical (CONVENTIONS.md): upper case, White's field first, squares ascending, kings
        // with their K in place, no ranges; the reference board writes exactly that form.
        assertThat(fen).as("canonical form").isEqualTo(ReferenceBoard.of(position).toFen());
    }

    @Property(tries = 500, edgeCases = EdgeCasesMode.NONE)
    void lenientSpellingsReadAsTheSamePosition(@ForAll("positions") RandomPositions.Sample sample) {
        Position position = sample.position;
        String fen = position.toFen();
        assertThat(Position.fromFen(sample.rules, fen.toLowerCase(java.util.Locale.ROOT))).as("lower case " + fen)
                .isEqualTo(position);
        assertThat(Position.fromFen(sample.rules, fen + ".")).as("trailing dot " + fen).isEqualTo(position);
        // Fields in the other order.
        String[] fields = fen.split(":", -1);
        String swapped = fields[0] + ":" + fields[2] + ":" + fields[1];
        assertThat(Position.fromFen(sample.rules, swapped)).as(swapped).isEqualTo(position);
    }
}
