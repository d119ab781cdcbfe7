package org.draughts4j.match;

import java.time.Duration;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import org.draughts4j.core.Color;
import org.draughts4j.engine.Limit;

/**
 * How long the engines of a match may think, as the runner keeps it: a time for every move, a clock
 * per game with an increment per move (Fischer), or a bound with no time at all (a depth or a
 * number of nodes, for repeatable matches). Immutable.
 */
public final class TimeControl {
    private final Duration moveTime;
    private final Duration base;
    private final Duration increment;
    private final Limit fixed;

    private TimeControl(Duration moveTime, Duration base, Duration increment, Limit fixed) {
        this.moveTime = moveTime;
        this.base = base;
        this.increment = increment;
        this.fixed = fixed;
    }

    /**
     * @param time the time for every move, positive, at most {@link Limit#MAX_TIME}
     * @return a control giving each move that time
     * @throws IllegalArgumentException if {@code time} is not positive or over {@link Limit#MAX_TIME}
     */
    public static TimeControl moveTime(Duration time) {
        // Over Limit's bound, a match would be refused at its first move rather than here.
        if (Objects.requireNonNull(time, "time").isNegative() || time.isZero() || time.compareTo(Limit.MAX_TIME) > 0) {
            throw new IllegalArgumentException("the move time must be positive and at most " + seconds(Limit.MAX_TIME)
                    + " seconds: " + seconds(time));
        }
        return new TimeControl(time, null, null, null);
    }

    /**
     * @param base each side's time for the game, positive, at most {@link Limit#MAX_TIME}
     * @param increment what each move adds to the clock of the side that made it, not negative, at
     *     most {@link Limit#MAX_TIME}
     * @return a Fischer clock: a move may use the clock and the increment it brings
     * @throws IllegalArgumentException if {@code base} is not positive, {@code increment} negative,
     *     or either over {@link Limit#MAX_TIME}
     */
    public static TimeControl increment(Duration base, Duration increment) {
        Objects.requireNonNull(base, "base");
        Objects.requireNonNull(increment, "increment");
        if (base.isNegative() || base.isZero() || increment.isNegative()) {
            throw new IllegalArgumentException("the base must be positive and the increment not negative: "
                    + seconds(base) + "+" + seconds(increment) + " seconds");
        }
        if (base.compareTo(Limit.MAX_TIME) > 0 || increment.compareTo(Limit.MAX_TIME) > 0) {
            throw new IllegalArgumentException("the base and the increment are at most " + seconds(Limit.MAX_TIME)
                    + " seconds: " + seconds(base) + "+" + seconds(increment));
        }
        return new TimeControl(null, base, increment, null);
    }

    /**
     * @param limit a bound with no time in it: a depth or a number of nodes
     * @return a control that gives every search that bound and keeps no clock
     * @throws IllegalArgumentException if the limit bounds time or nothing
     */
    public static TimeControl untimed(Limit limit) {
        if (Objects.requireNonNull(limit, "limit").moveTime().isPresent() || limit.clock(Color.WHITE).isPresent() || limit.isInfinite()
                || limit.depth().isEmpty() && limit.nodes().isEmpty()) {
            throw new IllegalArgumentException("an untimed control takes a depth or a number of nodes: " + limit);
        }
        return new TimeControl(null, null, null, limit);
    }

    /**
     * @param text {@code BASE+INC} in seconds, such as {@code 60+0.6} (a {@code +INC} of 0 may be left out)
     * @return the Fischer clock it names
     * @throws IllegalArgumentException if it cannot be read
     */
    public static TimeControl parseIncrement(String text) {
        String[] parts = Objects.requireNonNull(text, "text").strip().split("\\+", -1);
        if (parts.length > 2) {
            throw new IllegalArgumentException("a time control is BASE+INC in seconds, such as 60+0.6, not '" + text + "'");
        }
        return increment(seconds(parts[0], text), parts.length == 2 ? seconds(parts[1], text) : Duration.ZERO);
    }

    /**
     * @param text a number of seconds, such as {@code 0.5}
     * @param whole what it was part of, for the message
     * @return that duration
     * @throws IllegalArgumentException if it is not a number of seconds from 0 to a million
     */
    static Duration seconds(String text, String whole) {
        double seconds;
        try {
            seconds = Double.parseDouble(text.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + text.strip() + "' in '" + whole + "' is not a number of seconds");
        }
        if (!(seconds >= 0 && seconds <= 1e6)) {
            throw new IllegalArgumentException("'" + text.strip() + "' in '" + whole + "' is not 0 to 1000000 seconds");
        }
        return Duration.ofNanos(Math.round(seconds * 1e9));
    }

    /** @return whether the runner keeps clocks (a base and an increment) */
    public boolean hasClocks() {
        return base != null;
    }

    /** @return each side's time for the game, with clocks */
    public Optional<Duration> base() {
        return Optional.ofNullable(base);
    }

    /**
     * @param white White's clock now (ignored without clocks)
     * @param black Black's clock now
     * @return the limit of the next search
     */
    Limit limit(Duration white, Duration black) {
        if (moveTime != null) {
            return Limit.moveTime(moveTime);
        }
        if (base != null) {
            return Limit.clocks(white, black).withIncrements(increment, increment);
        }
        return fixed;
    }

    /**
     * @param clock the mover's clock now (ignored without clocks)
     * @return the time the mover may take, empty for an untimed control
     */
    Optional<Duration> allowed(Duration clock) {
        if (moveTime != null) {
            return Optional.of(moveTime);
        }
        return base != null ? Optional.of(clock.plus(increment)) : Optional.empty();
    }

    /**
     * @param clock the mover's clock before the move
     * @param used the time the move took
     * @return the clock after it, the increment added, not below zero
     */
    Duration after(Duration clock, Duration used) {
        if (base == null) {
            return clock;
        }
        Duration left = clock.plus(increment).minus(used);
        // Increments may not carry a clock past what a Limit takes, which would end the match.
        return left.isNegative() ? Duration.ZERO : left.compareTo(Limit.MAX_TIME) > 0 ? Limit.MAX_TIME : left;
    }

    /** @return the value of a PDN TimeControl tag: {@code 60+0.6}, {@code 1/move}, {@code depth 6}, {@code nodes 1000} */
    public String pdnTag() {
        if (moveTime != null) {
            return seconds(moveTime) + "/move";
        }
        if (base != null) {
            return seconds(base) + "+" + seconds(increment);
        }
        // Both bounds when both are given: two controls that differ must not read the same.
        String depth = fixed.depth().isPresent() ? "depth " + fixed.depth().getAsInt() : "";
        String nodes = fixed.nodes().isPresent() ? "nodes " + fixed.nodes().getAsLong() : "";
        return (depth + " " + nodes).strip();
    }

    private static String seconds(Duration time) {
        String text = String.format(Locale.ROOT, "%.3f", time.toNanos() / 1e9);
        return text.replaceAll("\\.?0+$", "");
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof TimeControl that && Objects.equals(moveTime, that.moveTime)
                && Objects.equals(base, that.base) && Objects.equals(increment, that.increment)
                && Objects.equals(fixed, that.fixed);
    }

    @Override
    public int hashCode() {
        return Objects.hash(moveTime, base, increment, fixed);
    }

    /** @return the PDN tag's value */
    @Override
    public String toString() {
        return pdnTag();
    }
}
