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

    /** These failed on a method of the null argument, a NullPointerException that named no parameter. */
    @Test
    void theSettingsAndTheTimeControlsRefuseNullByName() {
        MatchSettings.Builder builder = MatchSettings.builder("random", "greedy", Variant.byName("international"));
        java.util.List<Opening> withNull = new java.util.ArrayList<>();
        withNull.add(null);
        assertThatThrownBy(() -> builder.openings(null)).hasMessage("openings");
        assertThatThrownBy(() -> builder.openings(withNull)).hasMessage("an opening of the list");
        assertThatThrownBy(() -> builder.margin(null)).hasMessage("margin");
        assertThatThrownBy(() -> builder.readyTimeout(null)).hasMessage("the ready timeout");
        assertThatThrownBy(() -> builder.moveTimeout(null)).hasMessage("the move timeout");
        assertThatThrownBy(() -> TimeControl.moveTime(null)).hasMessage("time");
        assertThatThrownBy(() -> TimeControl.increment(null, java.time.Duration.ZERO)).hasMessage("base");
        assertThatThrownBy(() -> TimeControl.increment(java.time.Duration.ofSeconds(1), null)).hasMessage("increment");
        assertThatThrownBy(() -> TimeControl.untimed(null)).hasMessage("limit");
        assertThatThrownBy(() -> TimeControl.parseIncrement(null)).hasMessage("text");
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
