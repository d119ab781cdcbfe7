package org.draughts4j.engine;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.draughts4j.core.Color;

/**
 * What bounds a search: a depth, a number of nodes, a time for the move, the players' clocks (with
 * increments and the moves to go to the next time control), or nothing at all ({@link
 * #infinite()}: the search runs until it is stopped). Bounds combine; the engine stops at the first
 * it reaches. A limit also says how many lines to search ({@link #withMultiPv}). Immutable and thread-safe: each {@code with} method returns a new limit.
 *
 * <pre>{@code
 * Limit.depth(12)
 * Limit.moveTime(Duration.ofSeconds(2))
 * Limit.clocks(Duration.ofMinutes(5), Duration.ofMinutes(5)).withIncrements(Duration.ofSeconds(2), Duration.ofSeconds(2))
 * }</pre>
 */
public final class Limit {
    private static final Limit NONE = new Limit(-1, -1, null, null, null, null, null, -1, false, 1);

    private final int depth;
    private final long nodes;
    /**
     * The longest time a limit holds: a year, so that a clock and its increments add up and convert
     * to nanoseconds without overflowing ({@link Limit#infinite()} is the search without end).
     */
    public static final Duration MAX_TIME = Duration.ofDays(365);

    private final Duration moveTime;
    private final Duration whiteClock;
    private final Duration blackClock;
    private final Duration whiteIncrement;
    private final Duration blackIncrement;
    private final int movesToGo;
    private final boolean infinite;
    private final int multiPv;

    private Limit(int depth, long nodes, Duration moveTime, Duration whiteClock, Duration blackClock,
            Duration whiteIncrement, Duration blackIncrement, int movesToGo, boolean infinite, int multiPv) {
        this.depth = depth;
        this.nodes = nodes;
        this.moveTime = moveTime;
        this.whiteClock = whiteClock;
        this.blackClock = blackClock;
        this.whiteIncrement = whiteIncrement;
        this.blackIncrement = blackIncrement;
        this.movesToGo = movesToGo;
        this.infinite = infinite;
        this.multiPv = multiPv;
    }

    /**
     * @param depth the depth in plies, at least 1
     * @return a limit to that depth
     * @throws IllegalArgumentException if {@code depth} is below 1
     */
    public static Limit depth(int depth) {
        return NONE.withDepth(depth);
    }

    /**
     * @param nodes the number of nodes, at least 1
     * @return a limit to that many nodes
     * @throws IllegalArgumentException if {@code nodes} is below 1
     */
    public static Limit nodes(long nodes) {
        return NONE.withNodes(nodes);
    }

    /**
     * @param time the time for the move, positive
     * @return a limit to that time
     * @throws IllegalArgumentException if {@code time} is not positive or is over {@link #MAX_TIME}
     */
    public static Limit moveTime(Duration time) {
        return NONE.withMoveTime(time);
    }

    /**
     * @param white the time left on White's clock, not negative
     * @param black the time left on Black's clock, not negative
     * @return a limit by the clocks, the engine sharing out the time of the side to move
     * @throws IllegalArgumentException if a clock is negative or over {@link #MAX_TIME}
     */
    public static Limit clocks(Duration white, Duration black) {
        return new Limit(-1, -1, null, nonNegative(white, "white clock"), nonNegative(black, "black clock"),
                null, null, -1, false, 1);
    }

    /** @return a search with no bound, which runs until it is stopped (analysis) */
    public static Limit infinite() {
        return new Limit(-1, -1, null, null, null, null, null, -1, true, 1);
    }

    /**
     * @param depth the depth in plies, at least 1
     * @return this limit with that depth as well
     * @throws IllegalArgumentException if {@code depth} is below 1
     */
    public Limit withDepth(int depth) {
        if (depth < 1) {
            throw new IllegalArgumentException("depth must be at least 1: " + depth);
        }
        return new Limit(depth, nodes, moveTime, whiteClock, blackClock, whiteIncrement, blackIncrement, movesToGo,
                infinite, multiPv);
    }

    /**
     * @param nodes the number of nodes, at least 1
     * @return this limit with that node count as well
     * @throws IllegalArgumentException if {@code nodes} is below 1
     */
    public Limit withNodes(long nodes) {
        if (nodes < 1) {
            throw new IllegalArgumentException("nodes must be at least 1: " + nodes);
        }
        return new Limit(depth, nodes, moveTime, whiteClock, blackClock, whiteIncrement, blackIncrement, movesToGo,
                infinite, multiPv);
    }

    /**
     * @param time the time for the move, positive
     * @return this limit with that move time as well
     * @throws IllegalArgumentException if {@code time} is not positive or is over {@link #MAX_TIME}
     */
    public Limit withMoveTime(Duration time) {
        Objects.requireNonNull(time, "time");
        if (time.isNegative() || time.isZero() || time.compareTo(MAX_TIME) > 0) {
            throw new IllegalArgumentException("the move time must be positive and at most " + MAX_TIME.toDays()
                    + " days: " + time);
        }
        return new Limit(depth, nodes, time, whiteClock, blackClock, whiteIncrement, blackIncrement, movesToGo,
                infinite, multiPv);
    }

    /**
     * @param white White's increment per move, not negative
     * @param black Black's increment per move, not negative
     * @return this limit with those increments
     * @throws IllegalArgumentException if an increment is negative or over {@link #MAX_TIME}
     * @throws IllegalStateException if this limit has no clocks
     */
    public Limit withIncrements(Duration white, Duration black) {
        requireClocks();
        return new Limit(depth, nodes, moveTime, whiteClock, blackClock, nonNegative(white, "white increment"),
                nonNegative(black, "black increment"), movesToGo, infinite, multiPv);
    }

    /**
     * @param moves the moves to play until the next time control, at least 1
     * @return this limit with that number of moves to go
     * @throws IllegalArgumentException if {@code moves} is below 1
     * @throws IllegalStateException if this limit has no clocks
     */
    public Limit withMovesToGo(int moves) {
        requireClocks();
        if (moves < 1) {
            throw new IllegalArgumentException("moves to go must be at least 1: " + moves);
        }
        return new Limit(depth, nodes, moveTime, whiteClock, blackClock, whiteIncrement, blackIncrement, moves,
                infinite, multiPv);
    }

    /**
     * @param lines how many lines to search: the best, the second best... each with its own score
     *     and principal variation, reported with its index ({@link Info#multiPv()}); at least 1
     * @return this limit with that number of lines (an engine that searches one line only ignores it)
     * @throws IllegalArgumentException if {@code lines} is below 1
     */
    public Limit withMultiPv(int lines) {
        if (lines < 1) {
            throw new IllegalArgumentException("multi-PV takes at least 1 line: " + lines);
        }
        return new Limit(depth, nodes, moveTime, whiteClock, blackClock, whiteIncrement, blackIncrement, movesToGo,
                infinite, lines);
    }

    /** @return how many lines to search, 1 unless {@link #withMultiPv} said more */
    public int multiPv() {
        return multiPv;
    }

    private void requireClocks() {
        if (whiteClock == null) {
            throw new IllegalStateException("increments and moves to go go with clocks: use Limit.clocks first");
        }
    }

    private static Duration nonNegative(Duration time, String what) {
        Objects.requireNonNull(time, what);
        if (time.isNegative() || time.compareTo(MAX_TIME) > 0) {
            throw new IllegalArgumentException(what + " must be from 0 to " + MAX_TIME.toDays() + " days: " + time);
        }
        return time;
    }

    /** @return the depth in plies, if bounded */
    public OptionalInt depth() {
        return depth < 0 ? OptionalInt.empty() : OptionalInt.of(depth);
    }

    /** @return the number of nodes, if bounded */
    public OptionalLong nodes() {
        return nodes < 0 ? OptionalLong.empty() : OptionalLong.of(nodes);
    }

    /** @return the time for the move, if bounded */
    public Optional<Duration> moveTime() {
        return Optional.ofNullable(moveTime);
    }

    /**
     * @param side a side
     * @return the time left on its clock, if the limit has clocks
     */
    public Optional<Duration> clock(Color side) {
        return Optional.ofNullable(isWhite(side) ? whiteClock : blackClock);
    }

    /**
     * @param side a side
     * @return its increment per move, if the limit has one
     */
    public Optional<Duration> increment(Color side) {
        return Optional.ofNullable(isWhite(side) ? whiteIncrement : blackIncrement);
    }

    /** A null side would read as Black's clock without this. */
    private static boolean isWhite(Color side) {
        return Objects.requireNonNull(side, "side") == Color.WHITE;
    }

    /** @return the moves to play until the next time control, if given */
    public OptionalInt movesToGo() {
        return movesToGo < 0 ? OptionalInt.empty() : OptionalInt.of(movesToGo);
    }

    /** @return whether the search is unbounded and runs until stopped */
    public boolean isInfinite() {
        return infinite;
    }

    /**
     * @param side the side to move
     * @return the longest the search may take by its time bounds: the move time, or the whole clock
     *     of {@code side} plus its increment; empty when no time bound is set
     */
    public Optional<Duration> timeBudget(Color side) {
        Duration budget = moveTime;
        Optional<Duration> clock = clock(side);
        if (clock.isPresent()) {
            Duration whole = clock.get().plus(increment(side).orElse(Duration.ZERO));
            budget = budget == null || whole.compareTo(budget) < 0 ? whole : budget;
        }
        return Optional.ofNullable(budget);
    }

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof Limit)) {
            return false;
        }
        Limit that = (Limit) other;
        return depth == that.depth && nodes == that.nodes && movesToGo == that.movesToGo && infinite == that.infinite
                && multiPv == that.multiPv
                && Objects.equals(moveTime, that.moveTime) && Objects.equals(whiteClock, that.whiteClock)
                && Objects.equals(blackClock, that.blackClock) && Objects.equals(whiteIncrement, that.whiteIncrement)
                && Objects.equals(blackIncrement, that.blackIncrement);
    }

    @Override
    public int hashCode() {
        return Objects.hash(depth, nodes, moveTime, whiteClock, blackClock, whiteIncrement, blackIncrement, movesToGo,
                infinite, multiPv);
    }

    /** @return the bounds set, such as {@code Limit[depth=12, moveTime=PT2S]} */
    @Override
    public String toString() {
        List<String> parts = new ArrayList<>();
        if (depth >= 0) {
            parts.add("depth=" + depth);
        }
        if (nodes >= 0) {
            parts.add("nodes=" + nodes);
        }
        if (moveTime != null) {
            parts.add("moveTime=" + moveTime);
        }
        if (whiteClock != null) {
            parts.add("white=" + whiteClock + (whiteIncrement != null ? "+" + whiteIncrement : ""));
            parts.add("black=" + blackClock + (blackIncrement != null ? "+" + blackIncrement : ""));
        }
        if (movesToGo >= 0) {
            parts.add("movesToGo=" + movesToGo);
        }
        if (infinite) {
            parts.add("infinite");
        }
        if (multiPv > 1) {
            parts.add("multiPv=" + multiPv);
        }
        return "Limit" + parts;
    }
}
