package org.draughts4j.core.perft;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assumptions.assumeThat;

import org.draughts4j.core.CapturePrecedence;
import org.draughts4j.core.Position;
import org.draughts4j.core.PositionStack;
import org.draughts4j.core.Traits;
import org.draughts4j.core.Variant;

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

    private static long count(Traits traits, boolean paths, PerftTable table, Position position, int depth) {
        Variant variant = position.variant().toBuilder().traits(traits).build();
        Position same = Position.fromFen(variant, position.toFen());
        return new PerftWalk(PositionStack.of(variant, paths, true), table, null).count(same, depth);
    }

    @Test
    void aTableSharedByBothCountingModesGivesEachItsOwnCount() {
        Traits international = Boards.INTERNATIONAL.traits();
        // The king takes 31, 32, 21 and 22 around a square, in either direction: one move, two paths.
        Position position = Position.fromFen(Boards.INTERNATIONAL, "W:WK37,48:B31,32,21,22,3,4");
        long once = count(international, false, null, position, 4);
        long paths = count(international, true, null, position, 4);
        assertThat(once).isEqualTo(512);
        assertThat(paths).isEqualTo(645);
        PerftTable table = new PerftTable(1);
        // Each run finds the other's entries for the very same positions and depths in the table.
        for (int round = 0; round < 2; round++) {
            assertThat(count(international, false, table, position, 4)).isEqualTo(once);
            assertThat(count(international, true, table, position, 4)).isEqualTo(paths);
        }
    }

    @Test
    void aTableSharedByTwoVariantsOnOneBoardGivesEachItsOwnCount() {
        Traits international = Boards.INTERNATIONAL.traits();
        Traits free = international.capturePrecedence(CapturePrecedence.FREE);
        // White may take one man or two: the majority rule allows only the two.
        Position position = Position.fromFen(Boards.INTERNATIONAL, "W:W38,39,45:B33,22,34,11,12");
        long majority = count(international, false, null, position, 4);
        long choice = count(free, false, null, position, 4);
        assertThat(majority).isEqualTo(90);
        assertThat(choice).isEqualTo(229);
        PerftTable table = new PerftTable(1);
        for (int round = 0; round < 2; round++) {
            assertThat(count(free, false, table, position, 4)).isEqualTo(choice);
            assertThat(count(international, false, table, position, 4)).isEqualTo(majority);
        }
        // Equal traits are the same variant to the table: a second counter finds the first one's counts.
        assertThat(count(Traits.international().capturePrecedence(CapturePrecedence.FREE), false, table, position, 4))
                .isEqualTo(choice);
    }
}
