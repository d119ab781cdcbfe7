package org.draughts4j.core.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assumptions.assumeThat;

import org.junit.jupiter.api.Test;

class PerftTableTest {

    @Test
    void aStoredCountIsFoundOnlyForItsKeyAndDepth() {
        PerftTable table = new PerftTable(1);
        long key = 0x9E3779B97F4A7C15L;
        table.store(key, 7, 123_456_789L);
        assertThat(table.probe(key, 7)).isEqualTo(123_456_789L);
        assertThat(table.probe(key, 6)).isEqualTo(-1);
        // Same slot (same low bits), other key: a miss, never the other position's count.
        assertThat(table.probe(key ^ (1L << 60), 7)).isEqualTo(-1);
    }

    @Test
    void countsTooLargeForAnEntryAreNotStored() {
        PerftTable table = new PerftTable(1);
        table.store(42L, 3, 1L << 57);
        assertThat(table.probe(42L, 3)).isEqualTo(-1);
    }

    @Test
    void sizeIsBounded() {
        assertThatThrownBy(() -> new PerftTable(0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("between 1 and 8192 MB");
        assertThatThrownBy(() -> new PerftTable(PerftTable.MAX_MEGABYTES + 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("between 1 and 8192 MB");
    }

    @Test
    void aTableLargerThanTheHeapIsRefusedWithTheReason() {
        // Only where the request cannot fit, so that the test never takes 8 GB.
        assumeThat(Runtime.getRuntime().maxMemory()).isLessThan((long) PerftTable.MAX_MEGABYTES << 20);
        assertThatThrownBy(() -> new PerftTable(PerftTable.MAX_MEGABYTES))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not enough memory")
                .hasMessageContaining("-Xmx").hasCauseInstanceOf(OutOfMemoryError.class);
    }
}
