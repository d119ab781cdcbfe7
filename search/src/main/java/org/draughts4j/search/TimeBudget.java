package org.draughts4j.search;

import java.time.Duration;
import java.util.Optional;
import org.draughts4j.core.Color;
import org.draughts4j.core.Position;
import org.draughts4j.engine.Limit;

/**
 * How long a search may take, from a {@link Limit}: a soft time, after which no new iteration
 * starts, and a hard time, at which the search stops wherever it is. A move time is both. With
 * clocks the time left is shared out over the moves to go (estimated when not given) plus most of
 * the increment, a margin is kept for the protocol and the process, and no move takes more than
 * half of what is left: one second with a tenth of a second a move never runs out.
 *
 * <p>The moves to go, when the limit does not give them, follow a {@link Schedule} of the moves the
 * side has played. The engine's, {@link Schedule#MIDDLE_GAME}, spends least on the first moves and
 * most from the 20th to the 50th, where games are decided (docs/search.md's ladder: +35 ± 24 Elo
 * by time against a constant 30).
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
    /** The most moves to go a clock is shared out over when the limit gives them. */
    private static final int MOVES_TO_GO = 30;

    /**
     * The moves to go a clock is shared out over when the limit does not give them: {@code start}
     * at the side's first move, {@code quartersPerMove} quarters of a move fewer for each move it
     * has played, never fewer than {@code fewest}.
     *
     * @param start the moves to go at the first move, at least 1
     * @param fewest the fewest moves to go, from 1 to {@code start}
     * @param quartersPerMove how fast the moves to go shrink, in quarters of a move a move played, 0 or more
     */
    record Schedule(int start, int fewest, int quartersPerMove) {
        /** 30 moves to go whatever the move: the engine's until 2026-12-03. */
        static final Schedule CONSTANT = new Schedule(MOVES_TO_GO, MOVES_TO_GO, 0);
        /**
         * 50 moves to go at the first move and one fewer a move, down to 12 from the 38th: with an
         * iteration not started past half the share, a one-minute clock is spent some 16 s by the
         * 20th move, 37 by the 40th and 46 by the 50th, as Moby Dam spends it, where a constant 30
         * spends 20, 33 and 38 and leaves the rest unused once endgame tables have the game.
         */
        static final Schedule MIDDLE_GAME = new Schedule(50, 12, 4);
        /**
         * 30 at the start and a quarter of a move fewer a move, down to 15: a constant 30 leaves a
         * sixth of a one-minute clock unused in games of 90 moves.
         */
        static final Schedule FULLER = new Schedule(MOVES_TO_GO, 15, 1);

        Schedule {
            if (start < 1 || fewest < 1 || fewest > start || quartersPerMove < 0) {
                throw new IllegalArgumentException("not a schedule of moves to go: " + start + "/" + fewest + "/" + quartersPerMove);
            }
        }

        /**
         * @param movesPlayed how many moves the side to move has played in the game
         * @return the moves to go assumed
         */
        int movesToGo(int movesPlayed) {
            long drop = (long) Math.max(0, movesPlayed) * quartersPerMove / 4;
            return (int) Math.max(fewest, start - Math.min(start, drop));
        }
    }

    /**
     * @param limit the search's limit
     * @param side the side to move
     * @return its time budget at the start of a game
     */
    static TimeBudget of(Limit limit, Color side) {
        return of(limit, side, Schedule.MIDDLE_GAME, 0);
    }

    /**
     * @param limit the search's limit
     * @param side the side to move
     * @param schedule the moves to go when the limit does not give them
     * @param movesPlayed how many moves the side to move has played in the game
     * @return its time budget
     */
    static TimeBudget of(Limit limit, Color side, Schedule schedule, int movesPlayed) {
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
            int movesToGo = limit.movesToGo().isPresent()
                    ? Math.min(MOVES_TO_GO, limit.movesToGo().getAsInt())
                    : schedule.movesToGo(movesPlayed);
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

    /**
     * The moves each side has likely played before a game's start position, for the schedule when
     * the game was set up from a position rather than played from the start (a GUI that sends
     * positions without their moves): 70 moves times the part of the variant's pieces missing, as
     * International games go (11 of 40 pieces gone by the 20th move, 23 by the 40th, 29 by the 50th,
     * in the engine's games against Moby Dam).
     *
     * @param start the game's start position
     * @return the moves estimated, 0 for the variant's start or a position with as many pieces
     */
    static int movesBefore(Position start) {
        Position initial = Position.start(start.variant());
        int total = initial.count(Color.WHITE) + initial.count(Color.BLACK);
        int missing = total - start.count(Color.WHITE) - start.count(Color.BLACK);
        return missing <= 0 ? 0 : 70 * missing / total;
    }

    /** @return whether the limit bounds the time at all */
    boolean bounded() {
        return hardNanos != Long.MAX_VALUE;
    }
}
