package org.draughts4j.search;

import java.time.Duration;
import java.util.Optional;
import org.draughts4j.core.Color;
import org.draughts4j.engine.Limit;

/**
 * How long a search may take, from a {@link Limit}: a soft time, after which no new iteration
 * starts, and a hard time, at which the search stops wherever it is. A move time is both. With
 * clocks the time left is shared out over the moves to go (estimated when not given) plus most of
 * the increment, a margin is kept for the protocol and the process, and no move takes more than
 * half of what is left: one second with a tenth of a second a move never runs out.
 *
 * <p>The moves to go, when the limit does not give them, are 30 at the start and, given the moves
 * the side has played, a quarter of a move fewer for each, down to 15: a constant 30 leaves a sixth
 * of a one-minute clock unused in games of 90 moves. The engine passes no moves played, so 30,
 * unless its experiment asks (a fuller clock was not shown to gain: docs/search.md's ladder).
 *
 * @param softNanos the time after which no iteration starts, {@link Long#MAX_VALUE} for none
 * @param hardNanos the time at which the search stops, {@link Long#MAX_VALUE} for none
 */
record TimeBudget(long softNanos, long hardNanos) {
    /** No time bound. */
    static final TimeBudget NONE = new TimeBudget(Long.MAX_VALUE, Long.MAX_VALUE);

    private static final long MILLI = 1_000_000L;
    /** Kept back from every move time for what happens around the search. */
    private static final long MOVE_TIME_MARGIN = 10 * MILLI;
    /** The most kept back from a clock for the protocol and the process. */
    private static final long CLOCK_MARGIN = 60 * MILLI;
    /** The moves to go assumed at the start of a game. */
    private static final int MOVES_TO_GO = 30;
    /** The fewest moves to go assumed, however long the game. */
    private static final int FEWEST_MOVES_TO_GO = 15;

    /**
     * @param limit the search's limit
     * @param side the side to move
     * @return its time budget at the start of a game
     */
    static TimeBudget of(Limit limit, Color side) {
        return of(limit, side, 0);
    }

    /**
     * @param limit the search's limit
     * @param side the side to move
     * @param movesPlayed how many moves the side to move has played in the game
     * @return its time budget
     */
    static TimeBudget of(Limit limit, Color side, int movesPlayed) {
        long soft = Long.MAX_VALUE;
        long hard = Long.MAX_VALUE;
        Optional<Duration> moveTime = limit.moveTime();
        if (moveTime.isPresent()) {
            long time = moveTime.get().toNanos();
            long usable = Math.max(time / 2, time - MOVE_TIME_MARGIN);
            soft = usable;
            hard = usable;
        }
        Optional<Duration> clock = limit.clock(side);
        if (clock.isPresent()) {
            long left = clock.get().toNanos();
            long increment = limit.increment(side).map(Duration::toNanos).orElse(0L);
            int movesToGo = Math.min(MOVES_TO_GO, limit.movesToGo().orElse(expectedMovesToGo(movesPlayed)));
            long margin = Math.min(CLOCK_MARGIN, left / 4);
            long usable = Math.max(0, left - margin);
            long share = usable / Math.max(1, movesToGo) + increment * 4 / 5;
            // Never more than half of what is left (all of it for the last move before the control).
            long most = movesToGo == 1 ? usable : usable / 2;
            long clockHard = Math.max(MILLI, Math.min(most, 4 * share));
            long clockSoft = Math.max(MILLI / 2, Math.min(clockHard, share));
            soft = Math.min(soft, clockSoft);
            hard = Math.min(hard, clockHard);
        }
        return soft == Long.MAX_VALUE && hard == Long.MAX_VALUE ? NONE : new TimeBudget(soft, hard);
    }

    /** The moves to go a clock is shared out over when the limit does not say. */
    static int expectedMovesToGo(int movesPlayed) {
        return Math.max(FEWEST_MOVES_TO_GO, MOVES_TO_GO - Math.max(0, movesPlayed) / 4);
    }

    /** @return whether the limit bounds the time at all */
    boolean bounded() {
        return hardNanos != Long.MAX_VALUE;
    }
}
