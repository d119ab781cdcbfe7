package org.draughts4j.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** The benchmark's positions: a depth below one searched nothing and counted 0 nodes without a word. */
class BenchTest {

    @Test
    void anEntryIsSearchedAtLeastOnePly() {
        assertThatThrownBy(() -> new Bench.Entry("international", "W:W31-50:B1-20", 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("at least one ply, not 0");
        assertThatThrownBy(() -> new Bench.Entry("international", "W:W31-50:B1-20", -3))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(new Bench.Search(new Bench.Entry("international", "W:W31-50:B1-20", 2), "").run()).isPositive();
        assertThat(Bench.POSITIONS).allSatisfy(entry -> assertThat(entry.depth()).isPositive());
    }
}
