package org.draughts4j.egtb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.draughts4j.core.Goal;
import org.draughts4j.core.Variant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The waves a build is shared out in: each pair once, and every input of a pair in an earlier wave. */
class WavesTest {
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"international", "russian", "english", "killer", "breakthrough"})
    void everyPairOnceAndItsInputsInEarlierWaves(String name) {
        Variant variant = Variant.byName(name);
        TableBuilder builder = TableBuilder.of(variant, Path.of("unused"));
        int pieces = 6;
        List<List<Material>> waves = builder.waves(pieces);
        Map<Material, Integer> waveOf = new HashMap<>();
        for (int w = 0; w < waves.size(); w++) {
            assertThat(waves.get(w)).isNotEmpty();
            for (Material m : waves.get(w)) {
                assertThat(waveOf.put(m, w)).as("%s twice", m).isNull();
                waveOf.put(m.flipped(), w);
            }
        }
        boolean withKings = variant.traits().goal() != Goal.FIRST_KING_WINS;
        assertThat(waveOf.keySet()).containsExactlyInAnyOrderElementsOf(Material.upTo(pieces, withKings));
        for (List<Material> wave : waves) {
            for (Material m : wave) {
                List<Material> inputs = builder.inputs(m);
                for (Material input : inputs) {
                    assertThat(waveOf.get(input)).as("%s reads %s", m, input).isLessThan(waveOf.get(m));
                }
                // Every material a capture or a crowning can lead to, from either side of the pair.
                List<Material> reachable = new ArrayList<>();
                for (Material side : new Material[] {m, m.flipped()}) {
                    if (side.ownMen() > 0 && withKings) {
                        reachable.add(new Material(side.ownMen() - 1, side.ownKings() + 1, side.oppMen(), side.oppKings()));
                    }
                    if (side.oppMen() > 0 && side.oppMen() + side.oppKings() > 1) {
                        reachable.add(new Material(side.ownMen(), side.ownKings(), side.oppMen() - 1, side.oppKings()));
                    }
                    if (side.oppKings() > 0 && side.oppMen() + side.oppKings() > 1) {
                        reachable.add(new Material(side.ownMen(), side.ownKings(), side.oppMen(), side.oppKings() - 1));
                    }
                }
                assertThat(inputs).as("inputs of %s", m).containsAll(reachable);
            }
        }
    }

    @Test
    void buildPairRefusesAPairWhoseInputsAreMissing(@TempDir Path dir) {
        TableBuilder builder = TableBuilder.of(Variant.byName("russian"), dir);
        assertThatThrownBy(() -> builder.buildPair(new Material(1, 1, 0, 1))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("the slice 0m1k-0m1k that 1m1k-0m1k depends on is not in");
        assertThatThrownBy(() -> builder.buildPair(new Material(0, 1, 0, 2))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("0m2k-0m1k names");
    }
}
