package org.draughts4j.core.properties;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.draughts4j.core.Move;
import org.draughts4j.core.Notation;
import org.draughts4j.core.Position;

/** Every legal move reads back from its short notation and from its full path. */
class NotationRoundTripPropertiesTest {

    @Provide
    Arbitrary<RandomPositions.Sample> positions() {
        return RandomPositions.positions();
    }

    @Property(tries = 5000, edgeCases = EdgeCasesMode.NONE)
    void everyLegalMoveRoundTrips(@ForAll("positions") RandomPositions.Sample sample) {
        Position position = sample.position;
        List<Move> moves = position.legalMoves();
        Set<String> written = new HashSet<>();
        for (Move move : moves) {
            String what = sample.rules.name() + " " + position.toFen() + " " + move;
            String text = Notation.format(move, position);
            assertThat(written.add(text)).as("format gives %s to two moves: %s", text, what).isTrue();
            assertThat(Notation.parse(position, text)).as("parse(format) of %s (%s)", what, text).isEqualTo(move);
            assertThat(Notation.parse(position, move.toString())).as("parse(toString) of %s", what).isEqualTo(move);
        }
    }

    @Property(tries = 5000, edgeCases = EdgeCasesMode.NONE)
    void everyCapturePathReadsBackAsItsMove(@ForAll("positions") RandomPositions.Sample sample) {
        Position position = sample.position;
        for (Move path : position.legalMovePaths()) {
            assertThat(Notation.parse(position, path.toString()))
                    .as("%s %s path %s", sample.rules.name(), position.toFen(), path).isEqualTo(path);
        }
    }
}
