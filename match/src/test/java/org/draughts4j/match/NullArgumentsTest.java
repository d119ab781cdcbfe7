package org.draughts4j.match;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Optional;
import org.draughts4j.core.Variant;
import org.junit.jupiter.api.Test;

/** A null argument is refused by name before anything is played. */
class NullArgumentsTest {

    @Test
    void aMatchRefusesNullSettings() {
        assertThatThrownBy(() -> new Match(null)).isInstanceOf(NullPointerException.class).hasMessage("settings");
    }

    /** Null rules were kept, and the accessors answered null where they promise an Optional. */
    @Test
    void scoreAdjudicationRefusesNullRatherThanEmpty() {
        assertThatThrownBy(() -> new ScoreAdjudication(null, Optional.empty())).isInstanceOf(NullPointerException.class)
                .hasMessage("resign");
        assertThatThrownBy(() -> new ScoreAdjudication(Optional.empty(), null)).isInstanceOf(NullPointerException.class)
                .hasMessage("draw");
    }

    /** A null listener failed only after the first game had been played and written. */
    @Test
    void aMatchRefusesANullListenerBeforeItsFirstGame() {
        Match match = new Match(MatchSettings.builder("random,seed=1", "greedy", Variant.byName("international"))
                .games(2).build());
        assertThatThrownBy(() -> match.run(null)).isInstanceOf(NullPointerException.class)
                .hasMessageStartingWith("listener");
    }
}
