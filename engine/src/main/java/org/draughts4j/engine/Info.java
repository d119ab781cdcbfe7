package org.draughts4j.engine;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.draughts4j.core.Color;
import org.draughts4j.core.InputLimits;
import org.draughts4j.core.Move;
import org.draughts4j.core.Notation;
import org.draughts4j.core.Position;

/**
 * What an engine says about its search: depth, score, nodes, speed, time, principal variation, each
 * optional (an engine may give any of them), and the fields it sent that have no place here, by
 * name. Immutable and thread-safe; {@link #merge} lays a newer report over an older one.
 */
public final class Info {
    /** The most fields without an accessor an info keeps ({@link #extra()}): later new names are dropped. */
    public static final int MAX_EXTRA = 32;

    /** The longest value of such a field kept: a longer one is cut, ending in {@code ...}. */
    public static final int MAX_EXTRA_CHARS = 256;

    /** No information. */
    public static final Info EMPTY = builder().build();

    private final int depth;
    private final Score score;
    private final long nodes;
    private final long nps;
    private final Duration time;
    private final List<Move> pv;
    private final Map<String, String> extra;
    private final int multiPv;
    private final Color turn;

    private Info(Builder builder) {
        this.depth = builder.depth;
        this.score = builder.score;
        this.nodes = builder.nodes;
        this.nps = builder.nps;
        this.time = builder.time;
        this.pv = builder.pv == null ? null : List.copyOf(builder.pv);
        this.extra = Collections.unmodifiableMap(new LinkedHashMap<>(builder.extra));
        this.multiPv = builder.multiPv;
        this.turn = builder.turn;
    }

    /** @return a builder of an info with no field set */
    public static Builder builder() {
        return new Builder();
    }

    /** @return the depth reached, in plies */
    public OptionalInt depth() {
        return depth < 0 ? OptionalInt.empty() : OptionalInt.of(depth);
    }

    /** @return the score from the side to move in the searched position */
    public Optional<Score> score() {
        return Optional.ofNullable(score);
    }

    /**
     * @return the score with the side it is from, which can be read from either side ({@link
     *     PovScore#white()}); present when the info has a score and knows the side to move (every
     *     info an {@link Analysis} hands out does)
     */
    public Optional<PovScore> povScore() {
        return score == null || turn == null ? Optional.empty() : Optional.of(new PovScore(score, turn));
    }

    /** @return the side to move in the searched position, the side {@link #score()} is from */
    public Optional<Color> turn() {
        return Optional.ofNullable(turn);
    }

    /**
     * @return which line of a multi-PV search this info is of: 1 for the best, 2 for the second
     *     best...; empty when the engine gave no index (a search of one line)
     */
    public OptionalInt multiPv() {
        return multiPv < 0 ? OptionalInt.empty() : OptionalInt.of(multiPv);
    }

    /**
     * @return the nodes searched, as the engine counts them: the built-in engine, like Scan and
     *     Stockfish, counts one for each move it plays, however often it searches the position after it
     */
    public OptionalLong nodes() {
        return nodes < 0 ? OptionalLong.empty() : OptionalLong.of(nodes);
    }

    /** @return the speed, in nodes per second */
    public OptionalLong nps() {
        return nps < 0 ? OptionalLong.empty() : OptionalLong.of(nps);
    }

    /** @return the time searched */
    public Optional<Duration> time() {
        return Optional.ofNullable(time);
    }

    /** @return the principal variation, moves legal one after the other from the searched position; empty if none was given */
    public List<Move> pv() {
        return pv == null ? List.of() : pv;
    }

    /** @return whether a principal variation was given (possibly an empty one) */
    public boolean hasPv() {
        return pv != null;
    }

    /**
     * @return the fields given that have no accessor of their own (Scan's {@code mean-depth}), by
     *     name, in order: at most {@value #MAX_EXTRA}, each value at most {@value #MAX_EXTRA_CHARS}
     *     characters
     */
    public Map<String, String> extra() {
        return extra;
    }

    /**
     * @param newer a later report of the same search
     * @return this info with every field that {@code newer} gives replaced by its value
     */
    public Info merge(Info newer) {
        Builder merged = toBuilder();
        if (newer.depth >= 0) {
            merged.depth = newer.depth;
        }
        if (newer.score != null) {
            merged.score = newer.score;
        }
        if (newer.nodes >= 0) {
            merged.nodes = newer.nodes;
        }
        if (newer.nps >= 0) {
            merged.nps = newer.nps;
        }
        if (newer.time != null) {
            merged.time = newer.time;
        }
        if (newer.pv != null) {
            merged.pv = newer.pv;
        }
        newer.extra.forEach(merged::extra);
        if (newer.multiPv >= 0) {
            merged.multiPv = newer.multiPv;
        }
        if (newer.turn != null) {
            merged.turn = newer.turn;
        }
        return merged.build();
    }

    /** @return a builder holding this info's fields */
    public Builder toBuilder() {
        Builder builder = new Builder();
        builder.depth = depth;
        builder.score = score;
        builder.nodes = nodes;
        builder.nps = nps;
        builder.time = time;
        builder.pv = pv;
        builder.extra.putAll(extra);
        builder.multiPv = multiPv;
        builder.turn = turn;
        return builder;
    }

    /**
     * @param position the searched position, in which the principal variation starts
     * @return the info as one line of {@code name=value} fields, the variation in the variant's
     *     notation: {@code depth=4 score=+0.12 nodes=568 pv=31-27 17-21}, led by {@code multipv=N}
     *     for a line of a multi-PV search
     */
    public String format(Position position) {
        StringBuilder text = new StringBuilder();
        multiPv().ifPresent(n -> append(text, "multipv", String.valueOf(n)));
        depth().ifPresent(d -> append(text, "depth", String.valueOf(d)));
        score().ifPresent(s -> append(text, "score", s.toString()));
        nodes().ifPresent(n -> append(text, "nodes", String.valueOf(n)));
        nps().ifPresent(n -> append(text, "nps", String.valueOf(n)));
        time().ifPresent(t -> append(text, "time", String.format(java.util.Locale.ROOT, "%.3f", t.toNanos() / 1e9)));
        extra.forEach((name, value) -> append(text, name, value));
        if (pv != null) {
            append(text, "pv", String.join(" ", notation(position, pv)));
        }
        return text.toString();
    }

    /**
     * @param position a position
     * @param line moves legal one after the other from it
     * @return each move in the shortest unambiguous notation of the position it is played in
     */
    public static List<String> notation(Position position, List<Move> line) {
        List<String> texts = new ArrayList<>();
        Position at = position;
        for (Move move : line) {
            texts.add(Notation.format(move, at));
            at = at.play(move);
        }
        return texts;
    }

    private static void append(StringBuilder text, String name, String value) {
        if (text.length() > 0) {
            text.append(' ');
        }
        text.append(name).append('=').append(value);
    }

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof Info)) {
            return false;
        }
        Info that = (Info) other;
        return depth == that.depth && nodes == that.nodes && nps == that.nps && Objects.equals(score, that.score)
                && Objects.equals(time, that.time) && Objects.equals(pv, that.pv) && extra.equals(that.extra)
                && multiPv == that.multiPv && turn == that.turn;
    }

    @Override
    public int hashCode() {
        return Objects.hash(depth, score, nodes, nps, time, pv, extra, multiPv, turn);
    }

    @Override
    public String toString() {
        return "Info[depth=" + depth + ", score=" + score + ", nodes=" + nodes + ", nps=" + nps + ", time=" + time
                + ", pv=" + pv + ", extra=" + extra + ", multiPv=" + multiPv + ", turn=" + turn + "]";
    }

    /** Sets the fields of an {@link Info}; a field not set is absent. Not thread-safe. */
    public static final class Builder {
        private int depth = -1;
        private Score score;
        private long nodes = -1;
        private long nps = -1;
        private Duration time;
        private List<Move> pv;
        private final Map<String, String> extra = new LinkedHashMap<>();
        private int multiPv = -1;
        private Color turn;

        private Builder() {
        }

        /**
         * @param line which line of a multi-PV search this is: 1 for the best
         * @return this builder
         * @throws IllegalArgumentException if {@code line} is below 1
         */
        public Builder multiPv(int line) {
            if (line < 1) {
                throw new IllegalArgumentException("a multi-PV line is numbered from 1: " + line);
            }
            this.multiPv = line;
            return this;
        }

        /**
         * @param turn the side to move in the searched position, which the score is from
         * @return this builder
         */
        public Builder turn(Color turn) {
            this.turn = Objects.requireNonNull(turn, "turn");
            return this;
        }

        /**
         * @param depth the depth reached, not negative
         * @return this builder
         */
        public Builder depth(int depth) {
            this.depth = requireNonNegative(depth, "depth");
            return this;
        }

        /**
         * @param score the score from the side to move
         * @return this builder
         */
        public Builder score(Score score) {
            this.score = Objects.requireNonNull(score, "score");
            return this;
        }

        /**
         * @param nodes the nodes searched, not negative
         * @return this builder
         */
        public Builder nodes(long nodes) {
            this.nodes = requireNonNegative(nodes, "nodes");
            return this;
        }

        /**
         * @param nps the speed in nodes per second, not negative
         * @return this builder
         */
        public Builder nps(long nps) {
            this.nps = requireNonNegative(nps, "nps");
            return this;
        }

        /**
         * @param time the time searched, not negative
         * @return this builder
         */
        public Builder time(Duration time) {
            Objects.requireNonNull(time, "time");
            if (time.isNegative()) {
                throw new IllegalArgumentException("time must not be negative: " + time);
            }
            this.time = time;
            return this;
        }

        /**
         * @param pv the principal variation: moves legal one after the other from the searched position
         * @return this builder
         */
        public Builder pv(List<Move> pv) {
            this.pv = List.copyOf(pv);
            return this;
        }

        /**
         * @param name a field that has no accessor of its own (control characters escaped); a new
         *     name past the {@value Info#MAX_EXTRA}th is dropped
         * @param value its value (control characters escaped; past {@value Info#MAX_EXTRA_CHARS}
         *     characters, cut)
         * @return this builder
         */
        public Builder extra(String name, String value) {
            // Fields an engine sent reach a terminal as they are: their control characters escaped.
            String key = InputLimits.printable(Objects.requireNonNull(name, "name"));
            String text = InputLimits.printable(Objects.requireNonNull(value, "value"));
            if (extra.size() >= MAX_EXTRA && !extra.containsKey(key)) {
                // Bounded: an engine's reports are kept (merged, and the last thousand queued), and one
                // sending new names or long values without end would fill the memory.
                return this;
            }
            extra.put(key, text.length() > MAX_EXTRA_CHARS ? text.substring(0, MAX_EXTRA_CHARS - 3) + "..." : text);
            return this;
        }

        /** @return the info */
        public Info build() {
            return new Info(this);
        }

        private static int requireNonNegative(int value, String what) {
            if (value < 0) {
                throw new IllegalArgumentException(what + " must not be negative: " + value);
            }
            return value;
        }

        private static long requireNonNegative(long value, String what) {
            if (value < 0) {
                throw new IllegalArgumentException(what + " must not be negative: " + value);
            }
            return value;
        }
    }
}
