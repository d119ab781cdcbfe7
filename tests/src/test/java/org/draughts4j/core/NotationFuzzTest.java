package org.draughts4j.core;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.DictionaryEntries;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.List;
import org.draughts4j.tests.TestVariants;
import org.junit.jupiter.api.Timeout;

/**
 * Fuzzes the move reader: whatever the text, {@link Position#parseMove} gives one of the
 * position's legal moves, or throws {@link IllegalMoveException} (whose candidates, when it is
 * ambiguous, are legal moves too); anything else is a finding.
 *
 * <p>In the normal build this runs the seeds under {@code NotationFuzzTestInputs/}; with {@code
 * JAZZER_FUZZ=1} Jazzer mutates them (docs/library.md, "Tests and perft suites").
 */
class NotationFuzzTest {

    /**
     * Each input is read in every one of these: starts, kings with several landings and several
     * capture paths, captures of several pieces, algebraic squares, towers, Frisian captures along
     * rows, and the all-squares board.
     */
    private static final List<Position> POSITIONS = List.of(
            Position.start(TestVariants.INTERNATIONAL),
            Position.fromFen(TestVariants.INTERNATIONAL, "W:WK4:B13,20,32,37"),
            Position.fromFen(TestVariants.INTERNATIONAL, "W:WK46:B37,23"),
            Position.fromFen(TestVariants.RUSSIAN, "W:Wc3,e3,g3:Bd4,f4,d6,b6"),
            Position.fromFen(TestVariants.TOWERS, "W:W15=wbW,22=bw:B10=wwb"),
            Position.fromFen(TestVariants.FRISIAN, "W:W28,K46:B27,18,23,5:+0+346"),
            Position.start(TestVariants.TURKISH),
            Position.fromFen(TestVariants.TURKISH, "W:Wd4,Kh1:Bd5,d7,f5,b5"));

    // Timeout: a slow input is a finding too (in fuzzing mode it becomes libFuzzer's -timeout).
    @Timeout(10)
    @DictionaryEntries({"-", "x", ":", "X", "46", "32", "28", "14", "c3", "e5", "d4", "d6", "h1", "0"})
    @FuzzTest(maxDuration = "2m")
    void readsLegalMoveOrRejects(byte[] input) {
        String text = new String(input, UTF_8);
        for (Position position : POSITIONS) {
            List<Move> legal = position.legalMoves();
            try {
                Move move = position.parseMove(text);
                assertThat(legal).as("%s in %s", text, position.toFen()).contains(move);
                // The shortest notation of what was read names the same move.
                assertThat(position.parseMove(Notation.format(move, position))).isEqualTo(move);
            } catch (IllegalMoveException e) {
                assertThat(e.reason()).as("%s in %s", text, position.toFen()).isNotBlank();
                if (e.isAmbiguous()) {
                    assertThat(legal).as("%s in %s", text, position.toFen()).containsAll(e.candidates());
                    assertThat(e.candidates()).hasSizeGreaterThan(1);
                }
            }
        }
    }
}
