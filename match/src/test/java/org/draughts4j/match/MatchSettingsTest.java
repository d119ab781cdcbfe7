package org.draughts4j.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.draughts4j.core.Variant;
import org.draughts4j.engine.EngineSpec;
import org.draughts4j.engine.Engines;
import org.junit.jupiter.api.Test;

/** What {@link MatchSettings.Builder#build()} refuses before any engine is started. */
class MatchSettingsTest {
    private static final Variant INTERNATIONAL = Variant.byName("international");

    @Test
    void theFactoriesSayHowManyConnectionsAnEngineTakes() {
        assertThat(Engines.maxConnections(EngineSpec.parse("dxp:127.0.0.1:27531"))).isEqualTo(1);
        assertThat(Engines.maxConnections(EngineSpec.parse("greedy"))).isEqualTo(Integer.MAX_VALUE);
        assertThat(Engines.maxConnections(EngineSpec.parse("hub:/opt/scan/scan"))).isEqualTo(Integer.MAX_VALUE);
        // A kind no factory knows is refused when it is opened, not here.
        assertThat(Engines.maxConnections(EngineSpec.parse("stockfish"))).isEqualTo(Integer.MAX_VALUE);
    }

    @Test
    void anEngineOfOneConnectionPlaysOneGameAtATimeAndNotItself() {
        assertThatThrownBy(() -> MatchSettings.builder("random", "dxp:127.0.0.1:27531", INTERNATIONAL).concurrency(2)
                .build()).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("dxp:127.0.0.1:27531 takes one connection: play it with concurrency 1, not 2");
        assertThatThrownBy(() -> MatchSettings.builder("dxp:127.0.0.1:27531", "dxp:127.0.0.1:27531,our-name=x",
                INTERNATIONAL).build()).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("both engines are the program at dxp:127.0.0.1:27531, which takes one connection");
        assertThat(MatchSettings.builder("dxp:127.0.0.1:27531", "dxp:127.0.0.1:27532", INTERNATIONAL).build()
                .concurrency()).isEqualTo(1);
        assertThat(MatchSettings.builder("greedy", "greedy", INTERNATIONAL).concurrency(4).build().concurrency())
                .isEqualTo(4);
    }
}
