package org.draughts4j.egtb;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Bigger builds, run with the egtb-deep profile ({@code -Pegtb-deep}, 4 pieces; {@code
 * -Degtb.deep.pieces=5} for more): every supported variant's tables checked whole, and the simple
 * solver at 3 pieces on the variants the default run checks at 2.
 */
@EnabledIfSystemProperty(named = "egtb.deep.pieces", matches = "[2-9]|1[0-5]")
class DeepTablesTest {
    private static int pieces() {
        return Integer.parseInt(System.getProperty("egtb.deep.pieces"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"international", "killer", "antidraughts", "breakthrough", "brazilian", "russian",
        "english", "spanish", "galician", "italian", "pool", "czech", "thai", "portuguese", "poddavki", "turkish",
        "frisian", "frysk"})
    void everyPositionOfEverySlice(String name) throws IOException {
        Path dir = Files.createTempDirectory("egtb-deep");
        try {
            EndgameTables tables = TableBuilder.of(Variant.byName(name), dir).build(pieces());
            assertThat(tables.maxPieces()).isEqualTo(pieces());
            TableVerifier verifier = new TableVerifier(tables);
            List<String> failures = new ArrayList<>();
            for (Material material : tables.materials()) {
                failures.addAll(verifier.check(material, 1).failures());
            }
            assertThat(failures).isEmpty();
        } finally {
            TestTables.delete(dir);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"international", "killer", "antidraughts", "turkish", "czech", "pool", "spanish",
        "brazilian", "galician", "portuguese", "thai", "frisian"})
    void theSimpleSolverAgreesAtThreePieces(String name) {
        Variant variant = Variant.byName(name);
        SimpleSolver simple = SimpleSolver.solve(variant, 3);
        EndgameTables tables = TestTables.of(name, 3);
        long wrong = 0;
        for (Position p : simple.positions()) {
            if (tables.probe(p).map(TableValue::code).orElse(TableValue.NOT_IN_TABLES) != simple.value(p)) {
                wrong++;
            }
        }
        assertThat(wrong).isZero();
    }
}
