package org.draughts4j.core.properties;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.draughts4j.core.IllegalMoveException;
import org.draughts4j.core.InvalidFenException;
import org.draughts4j.core.Position;
import org.draughts4j.core.Rules;
import org.draughts4j.core.pdn.PdnFile;
import org.draughts4j.core.perft.PerftSuiteException;
import org.draughts4j.core.perft.PerftSuiteParser;
import org.draughts4j.core.pdn.PdnReader;
import org.draughts4j.core.pdn.PdnReplayer;
import org.draughts4j.core.reference.ReferenceVariants;

/**
 * Bad input never corrupts state and never surfaces as a bare NullPointerException or
 * IndexOutOfBoundsException: the readers throw their documented exceptions, or read it.
 */
class BadInputPropertiesTest {

    @Provide
    Arbitrary<String> fenLike() {
        return Arbitraries.strings().withChars("WBKwbk:,-. 0123456789ah\t").ofMaxLength(40);
    }

    @Provide
    Arbitrary<String> moveLike() {
        return Arbitraries.strings().withChars("0123456789-x:Xabcdefgh !?").ofMaxLength(14);
    }

    @Provide
    Arbitrary<String> pdnLike() {
        return Arbitraries.strings().withChars("[]\"{}();$*.-x:0123456789 \nWBK/abcdefgh=FENGameTypeResult")
                .ofMaxLength(200);
    }

    @Property(tries = 2000)
    void fenReaderThrowsOnlyItsOwnException(@ForAll("fenLike") String fen) {
        for (Rules rules : ReferenceVariants.ALL) {
            try {
                Position position = Position.fromFen(rules, fen);
                assertThat(Position.fromFen(rules, position.toFen())).isEqualTo(position);
            } catch (InvalidFenException e) {
                assertThat(e.index()).isBetween(0, fen.length());
                assertThat(e.getMessage()).isNotBlank();
            }
        }
    }

    @Property(tries = 2000)
    void notationReaderThrowsOnlyItsOwnException(@ForAll("moveLike") String move) {
        for (Rules rules : ReferenceVariants.ALL) {
            Position start = Position.start(rules);
            try {
                assertThat(start.legalMoves()).contains(start.parseMove(move));
            } catch (IllegalMoveException e) {
                assertThat(e.reason()).isNotBlank();
            }
            assertThat(start).isEqualTo(Position.start(rules));
        }
    }

    @Provide
    Arbitrary<String> suiteLike() {
        return Arbitraries.strings().withChars("id fen perft paths variant W:B1-5,#\n 0123456789x_").ofMaxLength(120);
    }

    @Property(tries = 1000)
    void suiteReaderThrowsOnlyItsOwnException(@ForAll("suiteLike") String text) {
        try {
            PerftSuiteParser.parse(text, "fuzz.perft");
        } catch (PerftSuiteException e) {
            assertThat(e.line()).isPositive();
        }
    }

    /** Found by the property below: a lone closing bracket once ended in an index out of range. */
    @Example
    void aStrayBracketIsASyntaxErrorOfItsGame() {
        PdnFile file = PdnReader.read("]".getBytes(StandardCharsets.UTF_8), "stray.pdn");
        assertThat(file.errors()).hasSize(1);
        assertThat(file.errors().get(0).toString()).contains("]");
    }

    @Property(tries = 500)
    void pdnReaderReadsOrReportsAnything(@ForAll("pdnLike") String text) {
        PdnFile file = PdnReader.read(text.getBytes(StandardCharsets.UTF_8), "fuzz.pdn");
        PdnReplayer.lenient(ReferenceVariants.INTERNATIONAL).withVariants(ReferenceVariants.ALL).replay(file);
    }
}
