package org.draughts4j.core.properties;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.Random;
import java.util.stream.LongStream;
import org.draughts4j.core.IllegalMoveException;
import org.draughts4j.core.InvalidFenException;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.draughts4j.core.pdn.PdnFile;
import org.draughts4j.core.pdn.PdnReader;
import org.draughts4j.core.pdn.PdnReplayer;
import org.draughts4j.core.perft.PerftSuiteException;
import org.draughts4j.core.perft.PerftSuiteParser;
import org.draughts4j.tests.TestVariants;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Bad input never corrupts state and never surfaces as a bare NullPointerException or
 * IndexOutOfBoundsException: the readers throw their documented exceptions, or read it. The
 * inputs are random strings over each reader's own alphabet, so that most get far into it.
 */
class BadInputPropertiesTest {

    private static final String FEN_CHARS = "WBKwbk:,-. 0123456789ah\t";
    private static final String MOVE_CHARS = "0123456789-x:Xabcdefgh !?";
    private static final String PDN_CHARS = "[]\"{}();$*.-x:0123456789 \nWBK/abcdefgh=FENGameTypeResult";
    private static final String SUITE_CHARS = "id fen perft paths variant W:B1-5,#\n 0123456789x_";

    static LongStream seeds() {
        return RandomPositions.seeds();
    }

    /** @return a string of up to {@code maxLength} characters drawn from {@code alphabet}; empty now and then */
    private static String randomText(Random random, String alphabet, int maxLength) {
        int length = random.nextInt(8) == 0 ? random.nextInt(3) : random.nextInt(maxLength + 1);
        StringBuilder text = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            text.append(alphabet.charAt(random.nextInt(alphabet.length())));
        }
        return text.toString();
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void fenReaderThrowsOnlyItsOwnException(long seed) {
        Random random = new Random(seed);
        for (int i = 0; i < 170; i++) {
            String fen = randomText(random, FEN_CHARS, 40);
            for (Variant variant : RandomPositions.variants()) {
                try {
                    Position position = Position.fromFen(variant, fen);
                    assertThat(Position.fromFen(variant, position.toFen())).as(fen).isEqualTo(position);
                } catch (InvalidFenException e) {
                    assertThat(e.index()).as(fen).isBetween(0, fen.length());
                    assertThat(e.getMessage()).as(fen).isNotBlank();
                }
            }
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void notationReaderThrowsOnlyItsOwnException(long seed) {
        Random random = new Random(seed);
        for (int i = 0; i < 170; i++) {
            String move = randomText(random, MOVE_CHARS, 14);
            for (Variant variant : RandomPositions.variants()) {
                Position start = Position.start(variant);
                try {
                    assertThat(start.legalMoves()).as(move).contains(start.parseMove(move));
                } catch (IllegalMoveException e) {
                    assertThat(e.reason()).as(move).isNotBlank();
                }
                assertThat(start).isEqualTo(Position.start(variant));
            }
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void suiteReaderThrowsOnlyItsOwnException(long seed) {
        Random random = new Random(seed);
        for (int i = 0; i < 85; i++) {
            String text = randomText(random, SUITE_CHARS, 120);
            try {
                PerftSuiteParser.parse(text, "fuzz.perft");
            } catch (PerftSuiteException e) {
                assertThat(e.line()).as(text).isPositive();
            }
        }
    }

    /** Found by the property below: a lone closing bracket once ended in an index out of range. */
    @Test
    void aStrayBracketIsASyntaxErrorOfItsGame() {
        PdnFile file = PdnReader.read("]".getBytes(StandardCharsets.UTF_8), "stray.pdn");
        assertThat(file.errors()).hasSize(1);
        assertThat(file.errors().get(0).toString()).contains("]");
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void pdnReaderReadsOrReportsAnything(long seed) {
        Random random = new Random(seed);
        for (int i = 0; i < 42; i++) {
            String text = randomText(random, PDN_CHARS, 200);
            PdnFile file = PdnReader.read(text.getBytes(StandardCharsets.UTF_8), "fuzz.pdn");
            PdnReplayer.lenient(TestVariants.INTERNATIONAL).withVariants(RandomPositions.variants()).replay(file);
        }
    }
}
