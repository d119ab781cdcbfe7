package org.draughts4j.core;

import java.net.URL;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * A variant of draughts: its name, its {@link Traits} (which drive the shared move generator), its
 * start position, notation, draw rules and perft suites. Immutable and thread-safe.
 *
 * <p>Find one with {@link #byName} (names and aliases, any case) or list them with {@link #all}:
 * both look on the class or module path through {@link java.util.ServiceLoader}.
 *
 * <p>A variant is declared with named fields, each with a default where most variants agree:
 *
 * <pre>{@code
 * public final class Killer extends Variant {
 *     public Killer() {
 *         super(Variant.builder("killer")
 *                 .traits(Traits.international().kingStopsBehindLastKing(true))
 *                 .startFen("W:W31-50:B1-20")
 *                 .pdnGameType(20)
 *                 .drawRules(DrawRules.INTERNATIONAL)
 *                 .hubName("killer")
 *                 .perftSuites("/META-INF/draughts4j/suites/killer/start.perft"));
 *     }
 * }
 * }</pre>
 *
 * A variant module makes such a subclass (with a public no-argument constructor, which {@link
 * java.util.ServiceLoader} calls) and registers it with {@code provides org.draughts4j.core.Variant
 * with ...} in its {@code module-info.java} and in {@code META-INF/services/org.draughts4j.core.Variant}.
 * A program that only needs a variant of its own calls {@link Builder#build()} instead.
 *
 * <p>Variants are compared by identity; positions and games compare theirs by name.
 */
public class Variant {
    private final String name;
    private final Set<String> aliases;
    private final String displayName;
    private final Traits traits;
    private final String startFen;
    private final int pdnGameType;
    private final boolean algebraicSquares;
    private final char algebraicCaptureSeparator;
    private final DrawRules drawRules;
    private final List<String> perftSuites;
    private final String hubName;
    /** The class whose module holds the perft suites: the variant's own, or the one it was copied from. */
    private final Class<?> suiteOwner;
    /** Not part of the variant: {@link Position}'s spare stack. */
    final SpareStacks spareStacks = new SpareStacks();

    /**
     * Makes the variant a builder describes; a variant module's subclass calls it from its public
     * no-argument constructor.
     *
     * @param definition the variant's fields
     * @throws NullPointerException if the traits or the start position are not given
     * @throws IllegalArgumentException if the start position is not a FEN of the traits' board, or
     *     does not give the move to the side the traits say moves first, or if a draw rule's
     *     condition reads a square the board does not have
     */
    protected Variant(Builder definition) {
        this.name = definition.name;
        this.aliases = Collections.unmodifiableSet(new LinkedHashSet<>(definition.aliases));
        this.displayName = definition.displayName != null ? definition.displayName : capitalized(name);
        this.traits = Objects.requireNonNull(definition.traits, "the traits of " + name);
        this.startFen = Objects.requireNonNull(definition.startFen, "the start position of " + name);
        this.pdnGameType = definition.pdnGameType;
        this.algebraicSquares = definition.algebraicSquares;
        this.algebraicCaptureSeparator = definition.algebraicCaptureSeparator;
        this.drawRules = definition.drawRules;
        this.perftSuites = List.copyOf(definition.perftSuites);
        this.hubName = definition.hubName;
        this.suiteOwner = definition.suiteOwner != null ? definition.suiteOwner : getClass();
        checkStartPosition();
        checkDrawRuleSquares();
    }

    /**
     * Reads the start position now, so that a variant with a bad one is refused when it is made
     * rather than in the first game. The accessors it reads through are final and set above.
     */
    private void checkStartPosition() {
        Position start;
        try {
            start = Fen.parse(this, startFen);
        } catch (InvalidFenException e) {
            throw new IllegalArgumentException("the start position of " + name + " is not a position of its board: "
                    + e.getMessage(), e);
        }
        if (start.sideToMove() != traits.firstToMove()) {
            throw new IllegalArgumentException("the start position of " + name + " (" + startFen
                    + ") does not give the move to " + traits.firstToMove());
        }
    }

    private void checkDrawRuleSquares() {
        int squares = traits.geometry().squareCount();
        for (DrawRule rule : drawRules.rules()) {
            if (rule.highestSquare() > squares) {
                throw new IllegalArgumentException("the draw rule " + rule.id() + " of " + name + " reads square "
                        + rule.highestSquare() + ", and the board has " + squares);
            }
        }
    }

    private static String capitalized(String name) {
        return name.isEmpty() ? name : Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }

    /**
     * @param name the variant's canonical name; stored in lower case
     * @return a builder of a variant of that name, every other field at its default
     * @throws IllegalArgumentException if the name is blank or holds white space
     */
    public static Builder builder(String name) {
        return new Builder(name);
    }

    /**
     * @param name a variant name or alias, any case, white space around it ignored
     * @return the variant found on the class or module path that answers to it
     * @throws UnknownVariantException if none does; its message lists every variant found, sorted
     *     by name
     */
    public static Variant byName(String name) {
        return VariantRegistry.byName(name);
    }

    /**
     * @return every variant found on the class or module path, sorted by name (the order in which
     *     {@link java.util.ServiceLoader} finds them is unspecified, and changes from run to run on
     *     the module path)
     */
    public static List<Variant> all() {
        return VariantRegistry.all();
    }

    /** @return the variant's canonical name in lower case, such as {@code international} */
    public final String name() {
        return name;
    }

    /** @return other names the variant is known by, in lower case (may be empty) */
    public final Set<String> aliases() {
        return aliases;
    }

    /**
     * @return the variant's name as players write it, in a PDN {@code Variant} tag for example: by
     *     default the name with a capital initial ({@code Killer})
     */
    public final String displayName() {
        return displayName;
    }

    /** @return the movement, capture and goal traits */
    public final Traits traits() {
        return traits;
    }

    /** @return the board */
    public final Geometry geometry() {
        return traits.geometry();
    }

    /** @return the start position in PDN FEN */
    public final String startFen() {
        return startFen;
    }

    /** @return the PDN GameType number of the variant */
    public final int pdnGameType() {
        return pdnGameType;
    }

    /**
     * @return whether squares may also be written algebraically ({@code c3}) in FEN and moves, as in
     *     Russian and Brazilian; on a board of all 64 squares (Turkish) they are always algebraic
     */
    public final boolean acceptsAlgebraicSquares() {
        return algebraicSquares;
    }

    /**
     * @return the separator between the squares of a capture written with algebraic squares:
     *     {@code x} by default, {@code :} in Russian
     */
    public final char algebraicCaptureSeparator() {
        return algebraicCaptureSeparator;
    }

    /** @return the variant's draw rules; by default only threefold repetition, on claim */
    public final DrawRules drawRules() {
        return drawRules;
    }

    /**
     * @return the variant's own perft suites (files in the format of docs/formats.md), which
     *     {@code draughts suite} runs when given no file; may be empty
     * @throws IllegalStateException if a declared suite is missing from the variant's module
     */
    public final List<URL> perftSuites() {
        List<URL> urls = new ArrayList<>();
        for (String resource : perftSuites) {
            URL url = suiteOwner.getResource(resource);
            if (url == null) {
                throw new IllegalStateException("perft suite " + resource + " of " + name + " is missing");
            }
            urls.add(url);
        }
        return Collections.unmodifiableList(urls);
    }

    /**
     * @return the variant's name in the Hub protocol of draughts engines ({@code normal} for
     *     International, {@code bt} for Breakthrough, ...), empty when Hub engines do not play it
     */
    public final Optional<String> hubName() {
        return Optional.ofNullable(hubName);
    }

    /**
     * A builder holding every field of this variant, to make a variant that differs in a few of them
     * (another federation's draw rules, another reading of a rule). It keeps this variant's name,
     * aliases and Hub name, so that what knows variants by name (endgame tables, which refuse only a
     * position of another name; Hub engines, which are told the Hub name) takes the new variant for
     * this one. Give it a {@link Builder#name name} of its own, no {@link Builder#aliases aliases},
     * no Hub name and a {@link Builder#pdnGameType GameType} of its own (a PDN game written with the
     * old one reads back as this variant) when its moves differ (its {@link Builder#traits traits});
     * the name may stay when only its draw rules or its notation do.
     *
     * @return the builder: its perft suites are still looked up in this variant's module
     */
    public final Builder toBuilder() {
        Builder builder = new Builder(name);
        builder.aliases.addAll(aliases);
        builder.displayName = displayName;
        builder.traits = traits;
        builder.startFen = startFen;
        builder.pdnGameType = pdnGameType;
        builder.algebraicSquares = algebraicSquares;
        builder.algebraicCaptureSeparator = algebraicCaptureSeparator;
        builder.drawRules = drawRules;
        builder.perftSuites.addAll(perftSuites);
        builder.hubName = hubName;
        builder.suiteOwner = suiteOwner;
        return builder;
    }

    /** @return the canonical name */
    @Override
    public final String toString() {
        return name;
    }

    /**
     * The fields of a variant, by name. Every setter returns this builder; a field not set keeps the
     * default its setter names. Not thread-safe; the variant made from it is.
     */
    public static final class Builder {
        private String name;
        private final Set<String> aliases = new LinkedHashSet<>();
        private String displayName;
        private Traits traits;
        private String startFen;
        private int pdnGameType;
        private boolean algebraicSquares;
        private char algebraicCaptureSeparator = 'x';
        private DrawRules drawRules = DrawRules.REPETITION_ON_CLAIM;
        private final List<String> perftSuites = new ArrayList<>();
        private String hubName;
        private Class<?> suiteOwner;

        private Builder(String name) {
            name(name);
        }

        /**
         * @param name the variant's canonical name, one word; stored in lower case
         * @return this builder
         * @throws IllegalArgumentException if the name is blank or holds white space
         */
        public Builder name(String name) {
            Objects.requireNonNull(name, "name");
            boolean oneWord = !name.isEmpty();
            for (int i = 0; i < name.length(); i++) {
                oneWord &= !Character.isWhitespace(name.charAt(i));
            }
            if (!oneWord) {
                throw new IllegalArgumentException("a variant's name is one word, not '" + name + "'");
            }
            this.name = name.toLowerCase(Locale.ROOT);
            return this;
        }

        /**
         * @param names other names the variant answers to (stored in lower case), in place of any
         *     given before; none by default
         * @return this builder
         * @throws NullPointerException if {@code names} or one of them is null; the builder is then
         *     left as it was
         */
        public Builder aliases(String... names) {
            List<String> lower = new ArrayList<>();
            for (String alias : Objects.requireNonNull(names, "names")) {
                lower.add(Objects.requireNonNull(alias, "an alias").toLowerCase(Locale.ROOT));
            }
            aliases.clear();
            aliases.addAll(lower);
            return this;
        }

        /**
         * @param name the name as players write it (in a PDN {@code Variant} tag); by default the
         *     canonical name with a capital initial
         * @return this builder
         */
        public Builder displayName(String name) {
            this.displayName = Objects.requireNonNull(name, "displayName");
            return this;
        }

        /**
         * @param traits the movement, capture and goal traits; required
         * @return this builder
         */
        public Builder traits(Traits traits) {
            this.traits = Objects.requireNonNull(traits, "traits");
            return this;
        }

        /**
         * @param fen the start position in PDN FEN; required, and its side to move must be the traits'
         *     first to move
         * @return this builder
         */
        public Builder startFen(String fen) {
            this.startFen = Objects.requireNonNull(fen, "startFen");
            return this;
        }

        /**
         * @param gameType the PDN GameType number; 0 (none) by default
         * @return this builder
         */
        public Builder pdnGameType(int gameType) {
            this.pdnGameType = gameType;
            return this;
        }

        /**
         * @param accepted whether FEN and moves may write squares algebraically ({@code c3}) as well
         *     as by number; false by default
         * @return this builder
         */
        public Builder algebraicSquares(boolean accepted) {
            this.algebraicSquares = accepted;
            return this;
        }

        /**
         * @param separator the separator between the squares of a capture written algebraically;
         *     {@code x} by default
         * @return this builder
         */
        public Builder algebraicCaptureSeparator(char separator) {
            this.algebraicCaptureSeparator = separator;
            return this;
        }

        /**
         * @param rules the draw rules; {@link DrawRules#REPETITION_ON_CLAIM} by default
         * @return this builder
         */
        public Builder drawRules(DrawRules rules) {
            this.drawRules = Objects.requireNonNull(rules, "drawRules");
            return this;
        }

        /**
         * @param resources perft suite files, as absolute resource names in the module of the
         *     variant's class; keep them under {@code /META-INF/}, which no module encapsulates, so
         *     that they are found on the module path as well as on the class path; in place of any
         *     given before; none by default
         * @return this builder
         * @throws NullPointerException if {@code resources} or one of them is null; the builder is
         *     then left as it was
         */
        public Builder perftSuites(String... resources) {
            List<String> given = new ArrayList<>();
            for (String resource : Objects.requireNonNull(resources, "resources")) {
                given.add(Objects.requireNonNull(resource, "perft suite"));
            }
            perftSuites.clear();
            perftSuites.addAll(given);
            return this;
        }

        /**
         * @param name the variant's name in the Hub protocol of draughts engines, or null for none;
         *     none by default
         * @return this builder
         */
        public Builder hubName(String name) {
            this.hubName = name;
            return this;
        }

        /**
         * @return the variant, for a program that makes its own; its perft suites are looked up as
         *     resources of this library's core module
         * @throws NullPointerException if the traits or the start position are not given
         * @throws IllegalArgumentException as {@link Variant#Variant(Builder)}
         */
        public Variant build() {
            return new Variant(this);
        }
    }
}
