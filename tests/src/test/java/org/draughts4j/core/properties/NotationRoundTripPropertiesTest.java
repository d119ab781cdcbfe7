package org.draughts4j.core.properties;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.LongStream;
import org.draughts4j.core.Move;
import org.draughts4j.core.Notation;
import org.draughts4j.core.Position;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every legal move reads back from its short notation and from its full path. */
class NotationRoundTripPropertiesTest {

    static LongStream seeds() {
        return RandomPositions.seeds();
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void everyLegalMoveRoundTrips(long seed) {
        for (RandomPositions.Sample sample : RandomPositions.positions(new Random(seed), 400)) {
            Position position = sample.position;
            List<Move> moves = position.legalMoves();
            Set<String> written = new HashSet<>();
            for (Move move : moves) {
                String what = sample + " " + move;
                String text = Notation.format(move, position);
                assertThat(written.add(text)).as("format gives %s to two moves: %s", text, what).isTrue();
                assertThat(Notation.parse(position, text)).as("parse(format) of %s (%s)", what, text).isEqualTo(move);
                assertThat(Notation.parse(position, move.toString())).as("parse(toString) of %s", what).isEqualTo(move);
            }
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void everyCapturePathReadsBackAsItsMove(long seed) {
        for (RandomPositions.Sample sample : RandomPositions.positions(new Random(seed), 400)) {
            Position position = sample.position;
            for (Move path : position.legalMovePaths()) {
                assertThat(Notation.parse(position, path.toString()))
                        .as("%s path %s", sample, path).isEqualTo(path);
            }
        }
    }
}
