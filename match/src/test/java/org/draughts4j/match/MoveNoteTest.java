package org.draughts4j.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.Optional;
import java.util.OptionalInt;
import org.draughts4j.engine.Score;
import org.junit.jupiter.api.Test;

class MoveNoteTest {

    @Test
    void aScoreAndADepthComeBeforeTheSeconds() {
        assertThat(new MoveNote(Duration.ofMillis(1234), Optional.of(Score.men(0.125)), OptionalInt.of(14)).comment())
                .isEqualTo("+0.13/14 1.234s");
        assertThat(new MoveNote(Duration.ofMillis(50), Optional.of(Score.men(-2)), OptionalInt.of(3)).comment())
                .isEqualTo("-2.00/3 0.050s");
    }

    @Test
    void gameEndsAreWrittenInPlies() {
        assertThat(new MoveNote(Duration.ofMillis(310), Optional.of(Score.winIn(5)), OptionalInt.of(22)).comment())
                .isEqualTo("win5/22 0.310s");
        assertThat(new MoveNote(Duration.ofMillis(310), Optional.of(Score.lossIn(4)), OptionalInt.of(9)).comment())
                .isEqualTo("loss4/9 0.310s");
    }

    @Test
    void whatTheEngineDidNotSayIsLeftOut() {
        assertThat(new MoveNote(Duration.ofNanos(812_400_000), Optional.empty(), OptionalInt.empty()).comment())
                .isEqualTo("0.812s");
        assertThat(new MoveNote(Duration.ZERO, Optional.empty(), OptionalInt.of(7)).comment()).isEqualTo("d7 0.000s");
        assertThat(new MoveNote(Duration.ofSeconds(61), Optional.of(Score.men(0)), OptionalInt.empty()).comment())
                .isEqualTo("+0.00 61.000s");
        assertThat(new MoveNote(Duration.ofDays(365L * 1000), Optional.empty(), OptionalInt.empty()).comment())
                .isEqualTo("31536000000.000s");
    }

    @Test
    void aNegativeTimeIsRefused() {
        assertThatThrownBy(() -> new MoveNote(Duration.ofMillis(-1), Optional.empty(), OptionalInt.empty()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("negative");
    }
}
