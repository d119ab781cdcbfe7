package org.draughts4j.egtb;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The tables agree with {@link SimpleSolver}, which shares nothing with the builder, position by position. */
class IndependentSolverTest {

    @ParameterizedTest(name = "{0}, {1} pieces")
    @CsvSource({"english, 3", "russian, 3", "italian, 3", "thai, 2", "poddavki, 3", "international, 2",
        "killer, 2", "antidraughts, 2", "breakthrough, 3", "turkish, 2", "czech, 2", "pool, 2", "spanish, 2",
        "brazilian, 2", "frisian, 2", "frysk, 2", "canadian, 2", "srilankan, 2"})
    void everyPositionHasTheValueOfTheSimpleSolver(String name, int pieces) {
        Variant variant = Variant.byName(name);
        SimpleSolver simple = SimpleSolver.solve(variant, pieces);
        EndgameTables tables = TestTables.of(name, pieces);
        List<String> wrong = new ArrayList<>();
        for (Position p : simple.positions()) {
            int expected = simple.value(p);
            int actual = tables.probe(p).map(TableValue::code).orElse(TableValue.NOT_IN_TABLES);
            if (actual != expected && wrong.size() < 10) {
                wrong.add(p.toFen() + ": tables " + TableValue.ofCode(actual).map(Object::toString).orElse("none")
                        + ", simple " + TableValue.ofCode(expected).orElseThrow());
            }
        }
        assertThat(wrong).isEmpty();
        assertThat(simple.positions()).isNotEmpty();
    }
}
