package org.draughts4j.core.properties;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import java.util.Random;
import java.util.stream.LongStream;
import org.draughts4j.core.Position;
import org.draughts4j.reference.ReferenceBoard;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** FEN written by the core reads back as the same position, and is written canonically. */
class FenRoundTripPropertiesTest {

    static LongStream seeds() {
        return RandomPositions.seeds();
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void fenRoundTrips(long seed) {
        for (RandomPositions.Sample sample : RandomPositions.positions(new Random(seed), 125)) {
            Position position = sample.position;
            String fen = position.toFen();
            Position back = Position.fromFen(sample.variant, fen);
            assertThat(back).as("%s", sample).isEqualTo(position);
            assertThat(back.toFen()).as("writing twice").isEqualTo(fen);
            assertThat(position.toFen()).as("writing is deterministic").isEqualTo(fen);
            // Canonical (docs/formats.md): upper case, White's field first, squares ascending, kings
            // with their K in place, no ranges; the reference board writes exactly that form.
            assertThat(fen).as("canonical form").isEqualTo(ReferenceBoard.of(position).toFen());
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void lenientSpellingsReadAsTheSamePosition(long seed) {
        for (RandomPositions.Sample sample : RandomPositions.positions(new Random(seed), 40)) {
            Position position = sample.position;
            String fen = position.toFen();
            assertThat(Position.fromFen(sample.variant, fen.toLowerCase(Locale.ROOT))).as("lower case " + fen)
                    .isEqualTo(position);
            assertThat(Position.fromFen(sample.variant, fen + ".")).as("trailing dot " + fen).isEqualTo(position);
            // Fields in the other order.
            String[] fields = fen.split(":", -1);
            StringBuilder swapped = new StringBuilder(fields[0] + ":" + fields[2] + ":" + fields[1]);
            for (int i = 3; i < fields.length; i++) {
                swapped.append(':').append(fields[i]); // the king-move field of Frisian
            }
            assertThat(Position.fromFen(sample.variant, swapped.toString())).as("%s", swapped).isEqualTo(position);
        }
    }
}
