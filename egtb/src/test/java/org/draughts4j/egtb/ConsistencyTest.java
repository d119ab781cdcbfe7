package org.draughts4j.egtb;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every position of every slice has the value its moves give, read from the tables: a win has a
 * move to a loss of the other side one ply shorter and none shorter, a loss only moves to wins and
 * the longest is one ply shorter, a draw a move to a draw and none to a loss.
 */
class ConsistencyTest {

    @ParameterizedTest
    @ValueSource(strings = {"international", "killer", "english", "russian", "italian", "thai", "turkish",
        "antidraughts", "poddavki", "breakthrough", "frisian"})
    void everyPositionOfEverySliceUpToThreePieces(String variant) {
        EndgameTables tables = TestTables.of(variant, 3);
        assertThat(tables.maxPieces()).isEqualTo(3);
        TableVerifier verifier = new TableVerifier(tables);
        long checked = 0;
        for (Material material : tables.materials()) {
            TableVerifier.Result result = verifier.check(material, 1);
            assertThat(result.failures()).as(material.toString()).isEmpty();
            assertThat(result.checked()).isEqualTo(tables.summary(material).orElseThrow().positions());
            checked += result.checked();
        }
        assertThat(checked).isPositive();
    }
}
