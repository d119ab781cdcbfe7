package org.draughts4j.core;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.InputStream;
import java.io.Reader;
import java.util.Map;
import java.util.stream.Stream;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.draughts4j.core.pdn.PdnGame;
import org.draughts4j.core.pdn.PdnReader;
import org.draughts4j.core.pdn.PdnWriter;
import org.draughts4j.core.perft.Perft;
import org.draughts4j.core.perft.PerftOptions;
import org.draughts4j.tests.TestVariants;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A null argument to an entry point is refused at once by the parameter's name: each of these once
 * failed deeper with a bare NullPointerException, or (the PDN reader of a stream) as a closed stream.
 */
class NullArgumentsTest {
    private static final Position START = Position.start(TestVariants.INTERNATIONAL);
    private static final Move MOVE = START.legalMoves().get(0);
    private static final PdnGame GAME = PdnGame.builder(TestVariants.INTERNATIONAL).build();

    static Stream<Call> calls() {
        return Stream.of(
                new Call("Position.start", "variant", () -> Position.start(null)),
                new Call("Position.of(pieces)", "pieces",
                        () -> Position.of(TestVariants.INTERNATIONAL, Color.WHITE, (Map<Integer, Piece>) null)),
                new Call("Fen.parse", "variant", () -> Fen.parse(null, "W:W31:B20")),
                // A null side read as Black, hashed as neither: the position equalled no Black-to-move one.
                new Call("PositionStack.setRoot", "sideToMove",
                        () -> PositionStack.of(TestVariants.INTERNATIONAL).setRoot(null, 1L, 0, 1L << 40, 0, 0, 0)),
                new Call("Fen.write", "position", () -> Fen.write(null)),
                new Call("Notation.format, the move", "move", () -> Notation.format(null, START)),
                new Call("Notation.format, the position", "position", () -> Notation.format(MOVE, null)),
                new Call("Notation.formatPath", "variant", () -> Notation.formatPath(MOVE, null, false)),
                new Call("Notation.parse", "position", () -> Notation.parse(null, "32-28")),
                new Call("Perft.count, the position", "position", () -> Perft.count(null, 1)),
                new Call("Perft.count, the options", "options", () -> Perft.count(START, 1, null)),
                new Call("Perft.divide", "position", () -> Perft.divide(null, 1, PerftOptions.DEFAULT)),
                new Call("PdnReader.open(InputStream)", "in", () -> PdnReader.open((InputStream) null, "x")),
                new Call("PdnReader.open(Reader)", "text", () -> PdnReader.open((Reader) null, "x")),
                new Call("PdnWriter.write, the variant", "variant", () -> PdnWriter.write(GAME, null)),
                new Call("PdnWriter.write, the game", "game", () -> PdnWriter.write((PdnGame) null, TestVariants.INTERNATIONAL)),
                new Call("PdnGame.startPosition", "variant", () -> GAME.startPosition(null)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("calls")
    void refusesNullByName(Call call) {
        assertThatThrownBy(call.call).isInstanceOf(NullPointerException.class).hasMessage(call.parameter);
    }

    record Call(String name, String parameter, ThrowingCallable call) {
        @Override
        public String toString() {
            return name;
        }
    }
}
