package org.draughts4j.core.pdn;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import org.draughts4j.core.Color;
import org.draughts4j.core.InputLimits;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;

/**
 * Writes games as PDN 3.0.
 *
 * <p>The tag section starts with the seven-tag roster (Event, Site, Date, Round, White, Black,
 * Result; {@code ?} where unknown), then {@code GameType} from {@link Variant#pdnGameType()}, a
 * {@code Variant} tag where GameType alone is ambiguous (Galician), {@code SetUp} and {@code FEN}
 * when the game does not start from the variant's start position (or had a FEN tag), then the
 * game's other tags in their order. The movetext numbers the moves PDN-style, in pairs that start
 * with the variant's first mover: {@code 1. 32-28 19-23 2. ...} in International, {@code 1. 11-15
 * 23-19 2. ...} in English, where Black moves first. A move of the second mover that starts the
 * game (from a FEN) or follows a comment or variation is numbered {@code 1... 19-23}.
 * Moves are written as the model holds them (games built with {@link PdnGame#builder} hold the
 * shortest unambiguous notation); comments are written in braces, annotations after their move,
 * variations in parentheses, and the result last. Lines are wrapped before 80 columns.
 *
 * <p>No tag or comment can change the structure of the file written: a tag value is written
 * between quotes with {@code \"} and {@code \\} for a quote and a backslash (the PGN/PDN
 * escapes, which {@link PdnReader} resolves), and each line break in it (CR LF, CR, LF, NEL,
 * U+2028, U+2029) is written as one space, since a tag pair must stay on its line; a tag name must
 * be a PDN symbol (ASCII letters, digits and underscores), else the writer throws an
 * {@link IllegalArgumentException}; and a comment holding a brace, for which PDN has no escape,
 * is refused the same way (a <code>&#125;</code> would end it early, and a <code>&#123;</code>
 * opens a nested comment for readers that nest them; {@link PdnReader} does not, and ends a comment
 * at its first <code>&#125;</code>). {@link PdnGame#toString()}, which must not throw, writes the same but
 * replaces a bad tag name's other characters with {@code _} and a comment's braces with
 * parentheses.
 */
public final class PdnWriter {

    private static final int WIDTH = 79;
    private static final List<String> ROSTER = List.of("Event", "Site", "Date", "Round", "White", "Black", "Result");

    private PdnWriter() {}

    /**
     * @param game a game
     * @param variant its variant
     * @return the game in PDN 3.0, ending with a newline
     * @throws IllegalArgumentException if a tag name is not a PDN symbol or a comment holds a
     *     brace
     */
    public static String write(PdnGame game, Variant variant) {
        StringBuilder out = new StringBuilder();
        write(out, game, variant);
        return out.toString();
    }

    /**
     * Writes several games of one variant, separated by blank lines.
     *
     * @param games the games
     * @param variant their variant
     * @return the PDN text
     * @throws IllegalArgumentException if a tag name is not a PDN symbol or a comment holds a
     *     brace
     */
    public static String write(List<PdnGame> games, Variant variant) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < games.size(); i++) {
            if (i > 0) {
                out.append('\n');
            }
            write(out, games.get(i), variant);
        }
        return out.toString();
    }

    /**
     * Writes a game to {@code out}.
     *
     * @param out where to write
     * @param game a game
     * @param variant its variant
     * @throws UncheckedIOException if {@code out} fails
     * @throws IllegalArgumentException if a tag name is not a PDN symbol or a comment holds a
     *     brace (nothing of the game is written then)
     */
    public static void write(Appendable out, PdnGame game, Variant variant) {
        // Checked first: the game is composed whole before it is written.
        Objects.requireNonNull(out, "out");
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(variant, "variant");
        String result = game.result().orElse(game.tag("Result").orElse("*"));
        if (!RESULT_TOKEN.matcher(result).matches()) {
            // The Result tag keeps what it says; as the game's last token only a result reads back.
            result = "*";
        }
        Position start = null;
        try {
            start = game.startPosition(variant);
        } catch (PdnException e) {
            // keep the FEN tag as it is
        }
        List<PdnTag> tags = new ArrayList<>();
        Set<String> done = new HashSet<>();
        for (String name : ROSTER) {
            String value = name.equals("Result") ? result : game.tag(name).orElse("?");
            tags.add(new PdnTag(name, value));
            done.add(name.toLowerCase(Locale.ROOT));
        }
        tags.add(new PdnTag("GameType", String.valueOf(variant.pdnGameType())));
        done.add("gametype");
        Optional<String> variantTag = game.tag("Variant");
        if (variantTag.isPresent()) {
            tags.add(new PdnTag("Variant", variantTag.get()));
        } else if (PdnGame.needsVariantTag(variant)) {
            tags.add(new PdnTag("Variant", PdnGame.displayName(variant)));
        }
        done.add("variant");
        boolean fenTag = game.fen().isPresent();
        if (start != null && (fenTag || !start.equals(Position.start(variant)))) {
            tags.add(new PdnTag("SetUp", "1"));
            tags.add(new PdnTag("FEN", start.toFen()));
            done.add("setup");
            done.add("fen");
        }
        for (PdnTag tag : game.tags()) {
            if (!done.contains(tag.name().toLowerCase(Locale.ROOT))) {
                tags.add(tag);
            }
        }
        Color firstMover = variant.traits().firstToMove();
        Color startSide = start != null ? start.sideToMove()
                : game.fen().isPresent() ? (fenSideIsBlack(game) ? Color.BLACK : Color.WHITE) : firstMover;
        append(out, tags, game.elements(), result, startSide != firstMover, true);
    }

    /** Writes the game's own tags and movetext, numbering in White-Black pairs (the variant is unknown). */
    static String writeRaw(PdnGame game) {
        StringBuilder out = new StringBuilder();
        append(out, game.tags(), game.elements(), game.result().orElse(null), fenSideIsBlack(game), false);
        return out.toString();
    }

    private static boolean fenSideIsBlack(PdnGame game) {
        return game.fen().map(f -> f.strip().toUpperCase(Locale.ROOT).startsWith("B")).orElse(false);
    }

    /**
     * @param secondMoverStarts whether the first move is the second half of a numbered pair
     * @param refuse whether a bad tag name or comment is refused (else it is mended)
     */
    private static void append(Appendable out, List<PdnTag> tags, List<PdnElement> elements, String result,
            boolean secondMoverStarts, boolean refuse) {
        // The game is composed first, so that a refused tag or comment leaves nothing of it in out.
        StringBuilder text = new StringBuilder();
        for (PdnTag tag : tags) {
            text.append('[').append(tagName(tag.name(), refuse)).append(" \"").append(escape(tag.value()))
                    .append("\"]\n");
        }
        text.append('\n');
        List<String> tokens = movetext(elements, secondMoverStarts ? 1 : 0, refuse);
        if (result != null) {
            tokens.add(result);
        }
        int column = 0;
        for (String token : tokens) {
            if (column > 0 && column + 1 + token.length() > WIDTH) {
                text.append('\n');
                column = 0;
                if (token.startsWith("[")) {
                    // A line starting with '[' would start a new game for a reader meeting a
                    // comment left open; a word of a comment wrapped there keeps a space before it.
                    text.append(' ');
                    column++;
                }
            } else if (column > 0) {
                text.append(' ');
                column++;
            }
            text.append(token);
            column += token.length();
        }
        text.append('\n');
        try {
            out.append(text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A movetext token, with the parentheses of the variations it opens and closes. */
    private static final class Token {
        final String text;
        int opens;
        int closes;

        Token(String text) {
            this.text = text;
        }

        @Override
        public String toString() {
            return "(".repeat(opens) + text + ")".repeat(closes);
        }
    }

    /** The elements of the main line or of a variation being written, and where the writing stands. */
    private static final class Level {
        final List<PdnElement> elements;
        /** The index of this level's first token, for the parentheses of a variation. */
        final int firstToken;
        int next;
        /** The half-move index of the next move, counted from the first half of pair 1 as 0. */
        int ply;
        int lastMovePly;
        boolean needNumber = true;

        Level(List<PdnElement> elements, int ply, int firstToken) {
            this.elements = elements;
            this.ply = ply;
            this.lastMovePly = ply - 1;
            this.firstToken = firstToken;
        }
    }

    /**
     * The movetext's tokens. Variations nest as deep as the game makes them, so the walk keeps its
     * own stack, and a variation's parentheses are counted on its first and last tokens rather than
     * concatenated level by level (which would copy a deep nesting's innermost token once a level).
     *
     * @param ply the half-move index of the first move, counted from the first half of pair 1 as 0
     */
    private static List<String> movetext(List<PdnElement> elements, int ply, boolean refuse) {
        List<Token> tokens = new ArrayList<>();
        Deque<Level> stack = new ArrayDeque<>();
        stack.push(new Level(elements, ply, 0));
        while (!stack.isEmpty()) {
            Level level = stack.peek();
            if (level.next == level.elements.size()) {
                stack.pop();
                if (!stack.isEmpty()) {
                    // the end of a variation
                    if (tokens.size() == level.firstToken) {
                        tokens.add(new Token("()"));
                    } else {
                        tokens.get(level.firstToken).opens++;
                        tokens.get(tokens.size() - 1).closes++;
                    }
                    stack.peek().needNumber = true;
                }
                continue;
            }
            PdnElement element = level.elements.get(level.next++);
            if (element instanceof PdnMove move) {
                int number = level.ply / 2 + 1;
                StringBuilder text = new StringBuilder();
                if (level.ply % 2 == 0) {
                    tokens.add(new Token(number + "."));
                } else if (level.needNumber) {
                    tokens.add(new Token(number + "..."));
                }
                text.append(move.text());
                List<String> numeric = new ArrayList<>();
                for (String nag : move.nags()) {
                    if (nag.startsWith("$")) {
                        numeric.add(nag);
                    } else {
                        text.append(nag);
                    }
                }
                tokens.add(new Token(text.toString()));
                for (String nag : numeric) {
                    tokens.add(new Token(nag));
                }
                level.lastMovePly = level.ply;
                level.ply++;
                level.needNumber = false;
            } else if (element instanceof PdnComment comment) {
                tokens.add(new Token("{" + commentText(comment.text(), refuse) + "}"));
                level.needNumber = true;
            } else if (element instanceof PdnNag nag) {
                tokens.add(new Token(nag.text()));
            } else if (element instanceof PdnVariation variation) {
                // an alternative to the last move: its first move has that move's number
                stack.push(new Level(variation.elements(), Math.max(level.lastMovePly, 0), tokens.size()));
            }
        }
        List<String> texts = new ArrayList<>(tokens.size());
        for (Token token : tokens) {
            texts.add(token.toString());
        }
        return texts;
    }

    /** Line breaks of any convention; a tag pair must stay on one line. */
    private static final Pattern LINE_BREAK = Pattern.compile("\r\n|[\r\n\\u0085\\u2028\\u2029]");
    /** A PDN symbol, as a tag name must be. */
    private static final Pattern SYMBOL = Pattern.compile("[A-Za-z0-9_]+");

    private static String escape(String value) {
        String oneLine = LINE_BREAK.matcher(value).replaceAll(" ");
        // Other control characters (an escape a peer put in its name) are written as \xNN.
        String printable = InputLimits.printable(oneLine);
        return printable.replace("\\", "\\\\").replace("\"", "\\\"");
    }

    private static String tagName(String name, boolean refuse) {
        if (SYMBOL.matcher(name).matches()) {
            return name;
        }
        if (refuse) {
            throw new IllegalArgumentException("tag name '" + name
                    + "' is not a PDN symbol (ASCII letters, digits and underscores only)");
        }
        return name.isEmpty() ? "_" : name.replaceAll("[^A-Za-z0-9_]", "_");
    }

    private static String commentText(String text, boolean refuse) {
        if (!refuse) {
            return text.replace('}', ')').replace('{', '(');
        }
        if (text.indexOf('}') >= 0 || text.indexOf('{') >= 0) {
            throw new IllegalArgumentException("comment '" + text
                    + "' holds a brace, for which PDN has no escape: '}' would end it early, '{' nest");
        }
        // A line starting with '[' starts a new game for a reader that meets a comment left open;
        // a space keeps a comment's own such line inside it.
        return TAG_LINE.matcher(text).replaceAll("$1 [");
    }

    /** A line break followed by '[' (a line that would look like a tag). */
    private static final Pattern TAG_LINE = Pattern.compile("(\\r\\n|\\r|\\n)\\[");
    /** The result tokens the reader takes as the end of a game. */
    private static final Pattern RESULT_TOKEN =
            Pattern.compile("1-0|0-1|2-0|0-2|1-1|0-0|1/2-1/2|1/2:1/2|1:0|0:1|1:1|0:0|\u00bd-\u00bd|\\*");
}
