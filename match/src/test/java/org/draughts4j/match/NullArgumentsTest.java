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

    /**
     * A move time over Limit's bound was taken and refused at the match's first move; an untimed
     * control of a depth and nodes read as the depth alone, the same as another control.
     */
    @Test
    void aTimeControlIsRefusedPastLimitsBoundAndItsTagKeepsEveryBound() {
        java.time.Duration tooLong = org.draughts4j.engine.Limit.MAX_TIME.plusSeconds(1);
        assertThatThrownBy(() -> TimeControl.moveTime(tooLong)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("at most 31536000 seconds");
        assertThatThrownBy(() -> TimeControl.increment(tooLong, java.time.Duration.ZERO))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("at most");
        assertThatThrownBy(() -> TimeControl.increment(java.time.Duration.ofSeconds(60), tooLong))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("at most");
        org.draughts4j.engine.Limit depth = org.draughts4j.engine.Limit.depth(6);
        org.assertj.core.api.Assertions.assertThat(TimeControl.untimed(depth.withNodes(1000)).pdnTag())
                .isEqualTo("depth 6 nodes 1000");
        org.assertj.core.api.Assertions.assertThat(TimeControl.untimed(depth).pdnTag()).isEqualTo("depth 6");
        org.assertj.core.api.Assertions.assertThat(TimeControl.untimed(org.draughts4j.engine.Limit.nodes(500)).pdnTag())
                .isEqualTo("nodes 500");
        // Nor may increments carry a clock past it, mid-match.
        java.time.Duration most = org.draughts4j.engine.Limit.MAX_TIME;
        org.assertj.core.api.Assertions.assertThat(TimeControl.increment(most, java.time.Duration.ofSeconds(10))
                .after(most, java.time.Duration.ofSeconds(1))).isEqualTo(most);
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
