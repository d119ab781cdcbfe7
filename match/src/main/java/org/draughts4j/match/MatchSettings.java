package org.draughts4j.match;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import org.draughts4j.core.Variant;
import org.draughts4j.engine.Engine;
import org.draughts4j.engine.EngineSpec;
import org.draughts4j.engine.Engines;

/**
 * What a {@link Match} plays: two engines by their specs, a variant, openings, the number of games,
 * the time control, how many games at once, where the games go, the SPRT that may stop it, and
 * the adjudicators. Immutable; made by {@link #builder}.
 */
public final class MatchSettings {
    private final String first;
    private final String second;
    private final Variant variant;
    private final List<Opening> openings;
    private final int games;
    private final TimeControl timeControl;
    private final int concurrency;
    private final Path pdn;
    private final Sprt sprt;
    private final List<Adjudicator> adjudicators;
    private final ScoreAdjudication scoreAdjudication;
    private final Duration margin;
    private final Duration readyTimeout;
    private final Duration moveTimeout;
    private final String event;
    private final Function<String, Engine> opener;

    private MatchSettings(Builder builder) {
        this.first = builder.first;
        this.second = builder.second;
        this.variant = builder.variant;
        this.openings = List.copyOf(builder.openings);
        this.games = builder.games > 0 ? builder.games : 2 * openings.size();
        this.timeControl = builder.timeControl;
        this.concurrency = builder.concurrency;
        this.pdn = builder.pdn;
        this.sprt = builder.sprt;
        this.adjudicators = List.copyOf(builder.adjudicators);
        this.scoreAdjudication = new ScoreAdjudication(Optional.ofNullable(builder.resign),
                Optional.ofNullable(builder.draw));
        this.margin = builder.margin;
        this.readyTimeout = builder.readyTimeout;
        this.moveTimeout = builder.moveTimeout;
        this.event = builder.event;
        this.opener = builder.opener;
    }

    /**
     * @param first engine A's spec, such as {@code hub:/opt/scan/scan}
     * @param second engine B's spec
     * @param variant the variant played
     * @return a builder: the start position as the only opening, one game per colour of each
     *     opening, one second a move, one game at a time, no PDN file, no SPRT, a move cap of 300
     *     moves of each side
     */
    public static Builder builder(String first, String second, Variant variant) {
        return new Builder(first, second, variant);
    }

    /** @return engine A's spec */
    public String first() {
        return first;
    }

    /** @return engine B's spec */
    public String second() {
        return second;
    }

    /** @return the variant */
    public Variant variant() {
        return variant;
    }

    /** @return the openings, in the order they are played, each twice with colours swapped */
    public List<Opening> openings() {
        return openings;
    }

    /** @return the number of games */
    public int games() {
        return games;
    }

    /** @return the time control */
    public TimeControl timeControl() {
        return timeControl;
    }

    /** @return how many games are played at once */
    public int concurrency() {
        return concurrency;
    }

    /** @return where finished games are appended as PDN, if anywhere */
    public Optional<Path> pdn() {
        return Optional.ofNullable(pdn);
    }

    /** @return the SPRT that stops the match when it decides, if any */
    public Optional<Sprt> sprt() {
        return Optional.ofNullable(sprt);
    }

    /** @return the adjudicators, asked in order after every move */
    public List<Adjudicator> adjudicators() {
        return adjudicators;
    }

    /** @return the adjudication by the engines' scores (none by default), asked after the adjudicators */
    public ScoreAdjudication scoreAdjudication() {
        return scoreAdjudication;
    }

    /** @return how far beyond its time a side may go before it loses on time */
    public Duration margin() {
        return margin;
    }

    /** @return how long an engine may take to start and get ready, and to answer outside its searches */
    public Duration readyTimeout() {
        return readyTimeout;
    }

    /** @return how long a search with no time bound (a depth, nodes) may take before its side is thought to hang */
    public Duration moveTimeout() {
        return moveTimeout;
    }

    /** @return the PDN Event tag */
    public String event() {
        return event;
    }

    Function<String, Engine> opener() {
        return opener;
    }

    /** The settings of a match, field by field. Not thread-safe. */
    public static final class Builder {
        private final String first;
        private final String second;
        private final Variant variant;
        private List<Opening> openings;
        private int games;
        private TimeControl timeControl = TimeControl.moveTime(Duration.ofSeconds(1));
        private int concurrency = 1;
        private Path pdn;
        private Sprt sprt;
        private final List<Adjudicator> adjudicators = new ArrayList<>(List.of(Adjudicator.moveCap(300)));
        private ScoreAdjudication.Resign resign;
        private ScoreAdjudication.Draw draw;
        private Duration margin = Duration.ofMillis(250);
        private Duration readyTimeout = Duration.ofSeconds(30);
        private Duration moveTimeout = Duration.ofSeconds(60);
        private String event = "draughts4j match";
        private Function<String, Engine> opener = Engines::open;

        private Builder(String first, String second, Variant variant) {
            this.first = EngineSpec.parse(first).toString();
            this.second = EngineSpec.parse(second).toString();
            this.variant = Objects.requireNonNull(variant, "variant");
            this.openings = List.of(new Opening(0, List.of(), org.draughts4j.core.Position.start(variant), false));
        }

        /**
         * @param openings the openings, in order, of the match's variant; each is played twice, colours swapped
         * @return this builder
         * @throws IllegalArgumentException if there is none, or one is of another variant
         */
        public Builder openings(List<Opening> openings) {
            if (Objects.requireNonNull(openings, "openings").isEmpty()) {
                throw new IllegalArgumentException("a match needs at least one opening");
            }
            for (Opening opening : openings) {
                if (!Objects.requireNonNull(opening, "an opening of the list").position().variant().name().equals(variant.name())) {
                    throw new IllegalArgumentException("opening " + opening.label() + " is "
                            + opening.position().variant().name() + ", not " + variant.name());
                }
            }
            this.openings = List.copyOf(openings);
            return this;
        }

        /**
         * @param games the number of games, at least 1; 0 (the default) for two of each opening;
         *     more than that plays the openings again from the first
         * @return this builder
         */
        public Builder games(int games) {
            if (games < 0) {
                throw new IllegalArgumentException("the number of games is not negative: " + games);
            }
            this.games = games;
            return this;
        }

        /**
         * @param control the time control
         * @return this builder
         */
        public Builder timeControl(TimeControl control) {
            this.timeControl = Objects.requireNonNull(control, "control");
            return this;
        }

        /**
         * @param concurrency how many games at once, at least 1 (each with engines of its own)
         * @return this builder
         */
        public Builder concurrency(int concurrency) {
            if (concurrency < 1) {
                throw new IllegalArgumentException("concurrency is at least 1: " + concurrency);
            }
            this.concurrency = concurrency;
            return this;
        }

        /**
         * @param file where to append each finished game as PDN, or null for nowhere
         * @return this builder
         */
        public Builder pdn(Path file) {
            this.pdn = file;
            return this;
        }

        /**
         * @param sprt the test that stops the match when it decides, or null for none
         * @return this builder
         */
        public Builder sprt(Sprt sprt) {
            this.sprt = sprt;
            return this;
        }

        /**
         * @param moves the moves of each side after which a game still going is drawn, 0 for no cap
         * @return this builder, with that cap in place of the last one
         */
        public Builder maxMoves(int moves) {
            if (moves < 0) {
                throw new IllegalArgumentException("the move cap is not negative: " + moves);
            }
            adjudicators.remove(0);
            adjudicators.add(0, moves == 0 ? game -> Optional.empty() : Adjudicator.moveCap(moves));
            return this;
        }

        /**
         * @param adjudicator one more adjudicator (a {@link TableAdjudicator}, say), asked after the move cap
         * @return this builder
         */
        public Builder adjudicator(Adjudicator adjudicator) {
            adjudicators.add(Objects.requireNonNull(adjudicator, "adjudicator"));
            return this;
        }

        /**
         * @param rule the resignation by the engines' scores (cutechess's {@code -resign}), or null for none
         * @return this builder
         */
        public Builder resign(ScoreAdjudication.Resign rule) {
            this.resign = rule;
            return this;
        }

        /**
         * @param rule the draw by the engines' scores (cutechess's {@code -draw}), or null for none
         * @return this builder
         */
        public Builder draw(ScoreAdjudication.Draw rule) {
            this.draw = rule;
            return this;
        }

        /**
         * @param margin how far beyond its time a side may go before it loses on time (default 0.25 s)
         * @return this builder
         */
        public Builder margin(Duration margin) {
            if (Objects.requireNonNull(margin, "margin").isNegative()) {
                throw new IllegalArgumentException("the margin is not negative: " + margin);
            }
            this.margin = margin;
            return this;
        }

        /**
         * @param timeout how long an engine may take to start and get ready (default 30 s)
         * @return this builder
         */
        public Builder readyTimeout(Duration timeout) {
            this.readyTimeout = positive(timeout, "the ready timeout");
            return this;
        }

        /**
         * @param timeout how long a search with no time bound may take (default 60 s)
         * @return this builder
         */
        public Builder moveTimeout(Duration timeout) {
            this.moveTimeout = positive(timeout, "the move timeout");
            return this;
        }

        /**
         * @param event the PDN Event tag (default {@code draughts4j match})
         * @return this builder
         */
        public Builder event(String event) {
            this.event = Objects.requireNonNull(event, "event");
            return this;
        }

        /**
         * @param opener starts an engine from its spec (default {@link Engines#open(String)}): for
         *     engines the factories do not know, in tests say
         * @return this builder
         */
        public Builder opener(Function<String, Engine> opener) {
            this.opener = Objects.requireNonNull(opener, "opener");
            return this;
        }

        private static String connections(int count) {
            return count == 1 ? "one connection" : count + " connections";
        }

        private static Duration positive(Duration time, String what) {
            if (Objects.requireNonNull(time, what).isNegative() || time.isZero()) {
                throw new IllegalArgumentException(what + " must be positive: " + time);
            }
            return time;
        }

        /**
         * @return the settings
         * @throws IllegalArgumentException if an engine would get more connections than it takes
         *     ({@link Engines#maxConnections}: a DXP program takes one): a concurrency above that, or
         *     the same program as both engines
         */
        public MatchSettings build() {
            EngineSpec a = EngineSpec.parse(first);
            EngineSpec b = EngineSpec.parse(second);
            int maxA = Engines.maxConnections(a);
            int maxB = Engines.maxConnections(b);
            for (EngineSpec spec : new EngineSpec[] {a, b}) {
                int max = spec == a ? maxA : maxB;
                if (concurrency > max) {
                    throw new IllegalArgumentException(spec + " takes " + connections(max) + ": play it with concurrency "
                            + max + ", not " + concurrency);
                }
            }
            // Two engines of one kind and argument are one program: its connections are shared.
            if (a.kind().equals(b.kind()) && a.argument().equals(b.argument())
                    && 2L * concurrency > Math.min(maxA, maxB)) {
                throw new IllegalArgumentException("both engines are the program at " + a.kind() + ":" + a.argument()
                        + ", which takes " + connections(Math.min(maxA, maxB)));
            }
            return new MatchSettings(this);
        }
    }
}
