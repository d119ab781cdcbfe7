package org.draughts4j.core.pdn;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.draughts4j.core.InputLimits;
import org.draughts4j.core.Move;
import org.draughts4j.core.Notation;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;

/**
 * One PDN game record: its tag pairs in the order written and its movetext.
 *
 * <p>Immutable. The movetext is a list of {@link PdnElement}s (moves as written, comments,
 * standalone annotations, variations kept recursively); the game termination token, such as
 * {@code 1-0}, {@code 2-0}, {@code 1/2-1/2}, {@code 1:0} or {@code *}, is {@link #result()}.
 * Build a game from legal moves with {@link #builder(Variant)}.
 */
public final class PdnGame {

    /** The variant each PDN GameType number means when no Variant tag says otherwise. */
    private static final Map<Integer, String> DEFAULT_FOR_GAME_TYPE = Map.ofEntries(
            Map.entry(20, "international"), Map.entry(21, "english"), Map.entry(22, "italian"),
            Map.entry(23, "pool"), Map.entry(24, "spanish"), Map.entry(25, "russian"), Map.entry(26, "brazilian"),
            Map.entry(27, "canadian"), Map.entry(28, "portuguese"), Map.entry(29, "czech"), Map.entry(31, "thai"),
            Map.entry(96, "breakthrough"), Map.entry(98, "antidraughts"));

    private final List<PdnTag> tags;
    private final List<PdnElement> elements;
    private final String result;

    /**
     * @param tags the tag pairs, in order
     * @param elements the movetext elements, in order
     * @param result the termination token as written, or {@code null} when the game has none
     */
    public PdnGame(List<PdnTag> tags, List<PdnElement> elements, String result) {
        this.tags = List.copyOf(tags);
        this.elements = List.copyOf(elements);
        this.result = result;
    }

    /** @return the tag pairs, in the order written (names may repeat) */
    public List<PdnTag> tags() {
        return tags;
    }

    /**
     * @param name a tag name; case is ignored ({@code Setup} finds {@code SetUp})
     * @return the value of the first tag of that name
     */
    public Optional<String> tag(String name) {
        for (PdnTag tag : tags) {
            if (tag.name().equalsIgnoreCase(name)) {
                return Optional.of(tag.value());
            }
        }
        return Optional.empty();
    }

    /** @return the movetext elements, in order */
    public List<PdnElement> elements() {
        return elements;
    }

    /** @return the game termination token as written, if the movetext had one */
    public Optional<String> result() {
        return Optional.ofNullable(result);
    }

    /** @return the moves of the main line (variations left out), in order */
    public List<PdnMove> mainLine() {
        List<PdnMove> moves = new ArrayList<>();
        for (PdnElement element : elements) {
            if (element instanceof PdnMove move) {
                moves.add(move);
            }
        }
        return Collections.unmodifiableList(moves);
    }

    /** @return the texts of the main-line moves, in order */
    public List<String> mainLineTexts() {
        List<String> texts = new ArrayList<>();
        for (PdnMove move : mainLine()) {
            texts.add(move.text());
        }
        return Collections.unmodifiableList(texts);
    }

    /**
     * The game's variant among those found by {@link Variant#byName} (docs/formats.md, "PDN"): a
     * {@code Variant} tag naming a known variant or alias, else the {@code GameType} tag (short
     * form {@code 20} or long form {@code 20,W,10,10,N2,0}, first number), else
     * {@code defaultVariant}.
     *
     * @param defaultVariant the variant to use when the tags name none
     * @return the variant
     * @throws PdnException if the GameType names no known variant
     */
    public Variant variant(Variant defaultVariant) {
        return variant(defaultVariant, Variant.all());
    }

    /**
     * As {@link #variant(Variant)}, choosing among {@code known} variants.
     *
     * @param defaultVariant the variant to use when the tags name none (may be null: then a game
     *     whose tags name no variant raises the exception)
     * @param known the variants to choose from
     * @return the variant
     * @throws PdnException if the GameType names no known variant, or no variant is named and
     *     there is no default
     */
    public Variant variant(Variant defaultVariant, Collection<Variant> known) {
        Optional<String> variantTag = tag("Variant");
        if (variantTag.isPresent()) {
            Variant byName = byName(variantTag.get(), known);
            if (byName != null) {
                return byName;
            }
        }
        Optional<String> gameType = tag("GameType");
        if (gameType.isPresent() && !gameType.get().isBlank()) {
            String first = gameType.get().trim().split("[,\\s]", 2)[0];
            int number;
            try {
                number = Integer.parseInt(first);
            } catch (NumberFormatException e) {
                throw new PdnException("GameType '" + InputLimits.quote(gameType.get()) + "' is not a number");
            }
            Variant chosen = null;
            String preferred = DEFAULT_FOR_GAME_TYPE.get(number);
            for (Variant variant : known) {
                if (variant.pdnGameType() == number) {
                    if (chosen == null || variant.name().equals(preferred)) {
                        chosen = variant;
                    }
                }
            }
            if (defaultVariant != null && defaultVariant.pdnGameType() == number && chosen == null) {
                chosen = defaultVariant;
            }
            if (chosen == null) {
                throw new PdnException("GameType " + number + " names no known variant");
            }
            // The default variant wins among those that share the GameType (Galician and
            // Spanish are both 24), so that -v galician reads a file tagged only with 24.
            if (defaultVariant != null && defaultVariant.pdnGameType() == number) {
                return defaultVariant;
            }
            return chosen;
        }
        if (defaultVariant == null) {
            throw new PdnException("the game names no variant and no default was given");
        }
        return defaultVariant;
    }

    private static Variant byName(String name, Collection<Variant> known) {
        String wanted = letters(name);
        for (Variant variant : known) {
            if (letters(variant.name()).equals(wanted) || letters(variant.displayName()).equals(wanted)) {
                return variant;
            }
        }
        for (Variant variant : known) {
            for (String alias : variant.aliases()) {
                if (letters(alias).equals(wanted)) {
                    return variant;
                }
            }
        }
        return null;
    }

    /**
     * @return the letters and digits of a variant name in lower case, so that {@code Sri Lankan},
     *     {@code sri-lankan} and {@code Frysk!} match the names they mean
     */
    private static String letters(String name) {
        StringBuilder text = new StringBuilder(name.length());
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (Character.isLetterOrDigit(c)) {
                text.append(Character.toLowerCase(c));
            }
        }
        return text.toString();
    }

    /** @return the FEN tag's value, if there is one (with or without a SetUp tag) */
    public Optional<String> fen() {
        return tag("FEN").filter(fen -> !fen.isBlank());
    }

    /**
     * The position the game starts from: the {@code FEN} tag when there is one (with or without
     * {@code [SetUp "1"]}), else the variant's start position. A side to move written {@code ?}
     * is read as White.
     *
     * @param variant the game's variant
     * @return the start position
     * @throws PdnException if the FEN cannot be read
     */
    public Position startPosition(Variant variant) {
        Objects.requireNonNull(variant, "variant");
        Optional<String> fen = fen();
        if (fen.isEmpty()) {
            return Position.start(variant);
        }
        String text = fen.get().trim();
        if (text.startsWith("?")) {
            text = "W" + text.substring(1);
        }
        try {
            return Position.fromFen(variant, text);
        } catch (IllegalArgumentException e) {
            // The exception quotes the FEN (a short prefix of a long one): once is enough.
            throw new PdnException("bad FEN tag: " + e.getMessage(), e);
        }
    }

    /**
     * @param variant the variant
     * @return a builder of a game of {@code variant} from its start position
     */
    public static Builder builder(Variant variant) {
        return new Builder(Position.start(variant));
    }

    /**
     * @param start the position the game starts from
     * @return a builder of a game from {@code start}
     */
    public static Builder builder(Position start) {
        return new Builder(start);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof PdnGame game
                && tags.equals(game.tags)
                && elements.equals(game.elements)
                && Objects.equals(result, game.result);
    }

    @Override
    public int hashCode() {
        return Objects.hash(tags, elements, result);
    }

    @Override
    public String toString() {
        return PdnWriter.writeRaw(this);
    }

    /**
     * Builds a game from legal moves: each move is written in the shortest unambiguous notation
     * ({@link Notation#format}); the tags GameType, Variant (where GameType is ambiguous, as for
     * Galician), SetUp and FEN (when the start is not the variant's start position) are added by
     * {@link #build()}. Not thread-safe.
     */
    public static final class Builder {
        private final Position start;
        private Position position;
        private final List<PdnTag> tags = new ArrayList<>();
        private final List<PdnElement> elements = new ArrayList<>();
        private String result;

        private Builder(Position start) {
            this.start = Objects.requireNonNull(start, "start");
            this.position = start;
        }

        /**
         * Adds a tag, or replaces the value of the tag of that name.
         *
         * @param name the tag name, such as {@code Event} (the writer refuses one that is not a PDN
         *     symbol); a tag already added under the same name in another case keeps its spelling
         * @param value the value, unescaped (the writer escapes it)
         * @return this builder
         * @throws NullPointerException if either is null
         */
        public Builder tag(String name, String value) {
            for (int i = 0; i < tags.size(); i++) {
                if (tags.get(i).name().equalsIgnoreCase(name)) {
                    tags.set(i, new PdnTag(tags.get(i).name(), value));
                    return this;
                }
            }
            tags.add(new PdnTag(name, value));
            return this;
        }

        /**
         * Plays a legal move of the current position and adds it to the movetext.
         *
         * @param move a legal move of {@link #position()}
         * @return this builder
         * @throws org.draughts4j.core.IllegalMoveException if it is not legal there
         */
        public Builder move(Move move) {
            Position next = position.play(move);
            elements.add(PdnMove.of(Notation.format(move, position)));
            position = next;
            return this;
        }

        /**
         * Reads a move in the variant's notation, plays it and adds it in the shortest form.
         *
         * @param notation the move, such as {@code 32-28} or {@code 28x17x8}, in {@link #position()}
         * @return this builder
         * @throws org.draughts4j.core.IllegalMoveException if it is illegal or ambiguous
         */
        public Builder move(String notation) {
            return move(position.parseMove(notation));
        }

        /**
         * Adds a comment after the last move.
         *
         * @param text the comment, written between braces (the writer refuses one that holds a
         *     brace)
         * @return this builder
         * @throws NullPointerException if {@code text} is null
         */
        public Builder comment(String text) {
            elements.add(PdnComment.of(text));
            return this;
        }

        /**
         * Attaches an annotation ({@code !}, {@code ?!}, {@code $3}...) to the last move.
         *
         * @param nag the annotation as it is to be written
         * @return this builder
         * @throws IllegalStateException if the last element is not a move
         */
        public Builder nag(String nag) {
            if (elements.isEmpty() || !(elements.get(elements.size() - 1) instanceof PdnMove last)) {
                throw new IllegalStateException("no move to annotate");
            }
            elements.set(elements.size() - 1, last.withNag(nag));
            return this;
        }

        /**
         * Sets the result token ({@code 2-0}, {@code 1-0}, {@code 1/2-1/2}, {@code *}...); it
         * also becomes the Result tag.
         *
         * @param result the result token, written at the end of the movetext
         * @return this builder
         * @throws NullPointerException if {@code result} is null
         */
        public Builder result(String result) {
            // Checked first, so that a refused result leaves the builder as it was.
            java.util.Objects.requireNonNull(result, "result");
            this.result = result;
            return tag("Result", result);
        }

        /** @return the position after the moves added so far */
        public Position position() {
            return position;
        }

        /** @return the game */
        public PdnGame build() {
            Variant variant = start.variant();
            List<PdnTag> all = new ArrayList<>(tags);
            List<PdnTag> added = new ArrayList<>();
            if (all.stream().noneMatch(t -> t.name().equalsIgnoreCase("GameType"))) {
                added.add(new PdnTag("GameType", String.valueOf(variant.pdnGameType())));
            }
            if (needsVariantTag(variant) && all.stream().noneMatch(t -> t.name().equalsIgnoreCase("Variant"))) {
                added.add(new PdnTag("Variant", displayName(variant)));
            }
            if (!start.equals(Position.start(variant))
                    && all.stream().noneMatch(t -> t.name().equalsIgnoreCase("FEN"))) {
                added.add(new PdnTag("SetUp", "1"));
                added.add(new PdnTag("FEN", start.toFen()));
            }
            all.addAll(added);
            return new PdnGame(all, elements, result == null ? "*" : result);
        }
    }

    /**
     * @param variant a variant
     * @return whether GameType alone does not name it (it shares its number with a variant that
     *     GameType names by default, as Galician does with Spanish)
     */
    static boolean needsVariantTag(Variant variant) {
        String preferred = DEFAULT_FOR_GAME_TYPE.get(variant.pdnGameType());
        return preferred != null && !preferred.equals(variant.name());
    }

    /** @return the variant's name as written in a Variant tag */
    static String displayName(Variant variant) {
        return variant.displayName();
    }
}
