package org.draughts4j.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.time.Duration;
import org.draughts4j.core.Color;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.draughts4j.engine.Limit;
import org.junit.jupiter.api.Test;

/** How a limit becomes a soft and a hard time. */
class TimeBudgetTest {
    private static final long MS = 1_000_000L;

    @Test
    void aMoveTimeIsUsedWholeLessAMargin() {
        TimeBudget budget = TimeBudget.of(Limit.moveTime(Duration.ofMillis(100)), Color.WHITE);
        assertThat(budget.softNanos()).isEqualTo(budget.hardNanos()).isEqualTo(90 * MS);
        assertThat(TimeBudget.of(Limit.moveTime(Duration.ofMillis(4)), Color.WHITE).hardNanos()).isEqualTo(2 * MS);
    }

    @Test
    void aClockIsSharedOutAndNeverRunsOut() {
        Limit limit = Limit.clocks(Duration.ofSeconds(1), Duration.ofSeconds(5))
                .withIncrements(Duration.ofMillis(100), Duration.ofMillis(100));
        TimeBudget white = TimeBudget.of(limit, Color.WHITE);
        // (1000 - 60) / 50 + 80 ms at the first move, at most four times that, and never more than half the clock.
        assertThat(white.softNanos()).isEqualTo(940 * MS / 50 + 80 * MS);
        assertThat(white.hardNanos()).isEqualTo(4 * white.softNanos()).isLessThan(500 * MS);
        assertThat(TimeBudget.of(limit, Color.BLACK).softNanos()).isGreaterThan(white.softNanos());
        TimeBudget nearlyOut = TimeBudget.of(Limit.clocks(Duration.ofMillis(40), Duration.ofMillis(40)), Color.WHITE);
        assertThat(nearlyOut.hardNanos()).isLessThanOrEqualTo(15 * MS);
    }

    @Test
    void theLastMoveBeforeTheControlMayUseWhatIsLeft() {
        Limit limit = Limit.clocks(Duration.ofSeconds(10), Duration.ofSeconds(10)).withMovesToGo(1);
        TimeBudget budget = TimeBudget.of(limit, Color.WHITE);
        assertThat(budget.hardNanos()).isEqualTo(9_940 * MS);
        assertThat(TimeBudget.of(Limit.depth(5), Color.WHITE).bounded()).isFalse();
    }

    @Test
    void theMovesToGoFollowTheScheduleDownToAFloor() {
        TimeBudget.Schedule fuller = TimeBudget.Schedule.FULLER;
        assertThat(fuller.movesToGo(0)).isEqualTo(30);
        assertThat(fuller.movesToGo(3)).isEqualTo(30);
        assertThat(fuller.movesToGo(40)).isEqualTo(20);
        assertThat(fuller.movesToGo(60)).isEqualTo(15);
        assertThat(fuller.movesToGo(500)).isEqualTo(15);
        TimeBudget.Schedule middleGame = TimeBudget.Schedule.MIDDLE_GAME;
        assertThat(middleGame.movesToGo(0)).isEqualTo(50);
        assertThat(middleGame.movesToGo(20)).isEqualTo(30);
        assertThat(middleGame.movesToGo(38)).isEqualTo(12);
        assertThat(middleGame.movesToGo(Integer.MAX_VALUE)).isEqualTo(12);
        assertThat(TimeBudget.Schedule.CONSTANT.movesToGo(Integer.MAX_VALUE)).isEqualTo(30);
        Limit limit = Limit.clocks(Duration.ofSeconds(30), Duration.ofSeconds(30));
        // (30000 - 60) / 20 at the 40th move against / 30 whatever the move and / 50 at the first in the middle game's.
        assertThat(TimeBudget.of(limit, Color.WHITE, fuller, 40).softNanos()).isEqualTo(29_940 * MS / 20);
        assertThat(TimeBudget.of(limit, Color.WHITE, TimeBudget.Schedule.CONSTANT, 40).softNanos()).isEqualTo(29_940 * MS / 30);
        assertThat(TimeBudget.of(limit, Color.WHITE).softNanos()).isEqualTo(29_940 * MS / 50);
        assertThat(TimeBudget.of(limit, Color.WHITE, middleGame, 30).softNanos()).isEqualTo(29_940 * MS / 20);
        // Moves to go that the limit gives are taken as given (up to 30), whatever the move.
        assertThat(TimeBudget.of(limit.withMovesToGo(25), Color.WHITE, fuller, 40).softNanos()).isEqualTo(29_940 * MS / 25);
        assertThat(TimeBudget.of(limit.withMovesToGo(45), Color.WHITE, middleGame, 0).softNanos()).isEqualTo(29_940 * MS / 30);
    }

    @Test
    void theMovesBeforeASetUpPositionAreEstimatedFromThePiecesMissing() {
        Variant international = Variant.byName("international");
        assertThat(TimeBudget.movesBefore(Position.start(international))).isZero();
        // 20 of 40 pieces gone: some 35 moves into a game.
        assertThat(TimeBudget.movesBefore(Position.fromFen(international, "W:W31-40:B1-10"))).isEqualTo(35);
        assertThat(TimeBudget.movesBefore(Position.fromFen(international, "W:WK46:BK5"))).isEqualTo(66);
        // More pieces than the start (a set-up of the editor's) is no game played.
        assertThat(TimeBudget.movesBefore(Position.fromFen(international, "W:W21-50:B1-20"))).isZero();
        // A variant of 24 pieces: 12 gone, the same share of the game.
        Variant russian = Variant.byName("russian");
        int russianHalf = TimeBudget.movesBefore(Position.fromFen(russian, "W:W21-26:B1-6"));
        assertThat(russianHalf).isEqualTo(35);
    }

    @Test
    void aScheduleThatCannotBeIsRefused() {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> new TimeBudget.Schedule(10, 12, 1)).withMessageContaining("10/12/1");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> new TimeBudget.Schedule(30, 0, 1));
        assertThatIllegalArgumentException()
                .isThrownBy(() -> new TimeBudget.Schedule(30, 15, -1));
    }
}
