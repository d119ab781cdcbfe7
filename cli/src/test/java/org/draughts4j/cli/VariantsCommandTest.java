package org.draughts4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Collectors;
import org.draughts4j.cli.MainTest.Run;
import org.junit.jupiter.api.Test;

class VariantsCommandTest {

    @Test
    void listsEveryVariantSortedByNameWithAliasesGameTypeAndBoard() {
        Run run = MainTest.run("variants");
        assertThat(run.status()).isZero();
        assertThat(run.err()).isEmpty();
        List<String> lines = run.lines();
        assertThat(lines.get(0).split("\\s{2,}")).containsExactly("name", "aliases", "gametype", "board");
        List<String[]> rows = lines.subList(1, lines.size()).stream()
                .map(line -> line.split("\\s{2,}", 4)).collect(Collectors.toList());
        List<String> names = rows.stream().map(row -> row[0]).collect(Collectors.toList());
        assertThat(names).hasSize(21).isSorted().startsWith("antidraughts", "bashni", "brazilian");
        assertThat(rows).anySatisfy(row -> assertThat(row).containsExactly("international", "10x10,fmjd,intl,polish", "20", "10x10"))
                .anySatisfy(row -> assertThat(row).containsExactly("galician", "damas-gallegas,xogo-de-damas", "24", "8x8 (a1 not playable)"))
                .anySatisfy(row -> assertThat(row).containsExactly("turkish", "dama,turk,turkish-draughts", "30", "8x8 (all squares)"))
                .anySatisfy(row -> assertThat(row).containsExactly("canadian", "12x12,canada,canadian-draughts", "27", "12x12"));
    }
}
