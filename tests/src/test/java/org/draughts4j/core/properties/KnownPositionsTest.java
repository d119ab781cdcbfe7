package org.draughts4j.core.properties;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.draughts4j.core.Move;
import org.draughts4j.core.Notation;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.draughts4j.core.perft.Perft;
import org.draughts4j.tests.TestVariants;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The pitfall positions other libraries fell into, and positions the properties found, as fixed examples: the
 * core agrees with the reference there and notation round-trips.
 */
class KnownPositionsTest {

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource(delimiter = ';', value = {
        "russian; W:Wh6:Bg7,c5,d2",
        "international; W:WK4:B13,20,32,37",
        "international; W:WK2:B7,8,17,18",
        "international; W:W13:B9,10",
        "brazilian; W:W10:B7,8",
        "russian; W:W10:B7,8",
        "english; W:W10:B7,8",
        "spanish; W:W10:B13,K14",
        "galician; W:W10:B13,K14",
        // Found by NotationRoundTripPropertiesTest (FREE capture choice: moves with the same ends but
        // different pieces, one path passing through the other's landing squares).
        "russian; W:W19:B7,8,16,24",
        "russian; W:W31:B18,19,25,26,27",
        "english; W:WK22:B9,10,11,17,18",
    })
    void coreAgreesWithTheReferenceAndNotationRoundTrips(String variant, String fen) {
        Variant rules = TestVariants.byName(variant);
        Position position = Position.fromFen(rules, fen);
        assertThat(Differential.disagreement(position)).as("core vs reference").isNull();
        for (Move move : position.legalMovePaths()) {
            InvariantPropertiesTest.check(position, move, position.play(move));
        }
        for (Move move : position.legalMoves()) {
            String text = Notation.format(move, position);
            assertThat(Notation.parse(position, text)).as("parse(format(%s)) = parse(%s)", move, text).isEqualTo(move);
            assertThat(Notation.parse(position, move.toString())).as("parse(%s)", move).isEqualTo(move);
        }
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource(delimiter = ';', value = {
        "russian; W:Wh6:Bg7,c5,d2; 1",
        "international; W:WK2:B7,8,17,18; 1",
        "spanish; W:W10:B13,K14; 1",
        // A man that goes round four pieces and back to its square, either way: the fewest jumps
        // with which two paths of a man make one move (the generator looks for repeats from four).
        "international; W:W28,45:B6,12,13,22,23; 1",
        "russian; W:Wc3:Bd4,d6,b6,b4; 1",
    })
    void moveCounts(String variant, String fen, int expected) {
        Position position = Position.fromFen(TestVariants.byName(variant), fen);
        List<Move> moves = position.legalMoves();
        assertThat(moves).hasSize(expected);
        assertThat(Perft.count(position, 1)).as("the last ply's count").isEqualTo(expected);
    }
}
