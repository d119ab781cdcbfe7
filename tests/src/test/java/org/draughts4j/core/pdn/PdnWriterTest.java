package org.draughts4j.core.pdn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.draughts4j.core.Move;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.draughts4j.tests.TestVariants;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class PdnWriterTest {

    @Test
    void aNullResultIsRefusedAndLeavesTheBuilderAsItWas() {
        PdnGame.Builder builder = PdnGame.builder(TestVariants.INTERNATIONAL).move("32-28").result("2-0");
        assertThatThrownBy(() -> builder.result(null)).isInstanceOf(NullPointerException.class);
        PdnGame game = builder.build();
        assertThat(game.tag("Result")).contains("2-0");
        assertThat(PdnWriter.write(game, TestVariants.INTERNATIONAL)).contains("[Result \"2-0\"]").endsWith("2-0\n");
    }

    @Test
    void writesTagsMoveNumbersCommentsAndResult() {
        Variant rules = TestVariants.INTERNATIONAL;
        PdnGame game = PdnGame.builder(rules)
                .tag("Event", "Test \"quoted\"").tag("White", "A").tag("Black", "B").tag("Annotator", "me")
                .move("32-28").comment("main line").move("19-23").move("28x19").nag("!").move("14x23")
                .result("2-0")
                .build();
        String text = PdnWriter.write(game, rules);
        assertThat(text).isEqualTo("""
                [Event "Test \\"quoted\\""]
                [Site "?"]
                [Date "?"]
                [Round "?"]
                [White "A"]
                [Black "B"]
                [Result "2-0"]
                [GameType "20"]
                [Annotator "me"]

                1. 32-28 {main line} 1... 19-23 2. 28x19! 14x23 2-0
                """);
    }

    /** A peer's name with a terminal escape is written as text: a viewer of the file obeys none of it. */
    @Test
    void controlCharactersOfATagAreWrittenAsHexEscapes() {
        Variant rules = TestVariants.INTERNATIONAL;
        PdnGame game = PdnGame.builder(rules).tag("White", "evil\u001b[31m\u0007\u0000").tag("Black", "B")
                .move("32-28").result("*").build();
        String text = PdnWriter.write(game, rules);
        assertThat(text).contains("[White \"evil\\\\x1b[31m\\\\x07\\\\x00\"]");
        assertThat(text.chars().filter(c -> c < 0x20 && c != '\n')).isEmpty();
    }

    @Test
    void numbersMovesInPairsFromTheVariantsFirstMover() {
        // English: Black moves first, so Black's move opens each numbered pair, as in real files.
        Variant english = TestVariants.ENGLISH;
        PdnGame game = PdnGame.builder(english).move("11-15").move("23-19").move("8-11").build();
        assertThat(PdnWriter.write(game, english)).endsWith("\n\n1. 11-15 23-19 2. 8-11 *\n")
                .contains("[GameType \"21\"]\n");
        PdnGame whiteToStart = PdnGame.builder(Position.fromFen(english, "W:W21-32:B1-12")).move("23-19").move("11-15")
                .build();
        assertThat(PdnWriter.write(whiteToStart, english)).endsWith("\n\n1... 23-19 2. 11-15 *\n");
        Variant international = TestVariants.INTERNATIONAL;
        Position start = Position.fromFen(international, "B:W28:B19,23");
        PdnGame fromFen = PdnGame.builder(start).move("23x32").result("0-2").build();
        assertThat(PdnWriter.write(fromFen, international))
                .contains("[SetUp \"1\"]\n[FEN \"B:W28:B19,23\"]\n")
                .endsWith("\n\n1... 23x32 0-2\n");
    }

    @Test
    void writesTheVariantTagForGalicianOnly() {
        for (Variant rules : TestVariants.ALL) {
            String text = PdnWriter.write(PdnGame.builder(rules).build(), rules);
            assertThat(text).contains("[GameType \"" + rules.pdnGameType() + "\"]");
            if (rules.name().equals("galician")) {
                assertThat(text).contains("[Variant \"Galician\"]");
            } else {
                assertThat(text).doesNotContain("[Variant ");
            }
            assertThat(text).doesNotContain("FEN");
        }
    }

    @Test
    void writesVariationsWithTheirMoveNumbers() {
        PdnGame game = PdnReader.readGame("1. 32-28 19-23 (18-23 38-32 (37-32? 23-29!)) 2. 28x19 14x23 *");
        String text = PdnWriter.write(game, TestVariants.INTERNATIONAL);
        assertThat(text).endsWith("\n1. 32-28 19-23 (1... 18-23 2. 38-32 (2. 37-32? 23-29!)) 2. 28x19 14x23 *\n");
        PdnGame back = PdnReader.readGame(text);
        assertThat(back.elements()).hasSameSizeAs(game.elements());
        assertThat(back.mainLineTexts()).isEqualTo(game.mainLineTexts());
    }

    @Test
    void wrapsLongMovetext() {
        Variant rules = TestVariants.INTERNATIONAL;
        PdnGame game = randomGame(rules, new Random(7), 80);
        String text = PdnWriter.write(game, rules);
        for (String line : text.split("\n")) {
            assertThat(line.length()).isLessThanOrEqualTo(79);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"international", "brazilian", "russian", "english", "spanish", "galician"})
    void randomGamesReadBackToTheSameMovesAndTags(String variant) {
        Variant rules = TestVariants.byName(variant);
        Random random = new Random(variant.hashCode());
        // the default variant given to the replayer is never the game's: the tags must name it
        Variant otherDefault = variant.equals("international") ? TestVariants.RUSSIAN : TestVariants.INTERNATIONAL;
        PdnReplayer replayer = PdnReplayer.strict(otherDefault).withVariants(TestVariants.ALL);
        List<PdnGame> games = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            games.add(randomGame(rules, random, random.nextInt(81)));
        }
        String text = PdnWriter.write(games, rules);
        PdnFile file = PdnReader.read(text, variant + ".pdn");
        assertThat(file.errors()).isEmpty();
        assertThat(file.size()).isEqualTo(games.size());
        for (int i = 0; i < games.size(); i++) {
            PdnGame written = games.get(i);
            PdnGame read = file.games().get(i);
            assertThat(read.tags()).containsAll(written.tags());
            assertThat(read.mainLineTexts()).isEqualTo(written.mainLineTexts());
            assertThat(read.result()).isEqualTo(written.result());
            PdnReplayResult original = replayer.replay(written);
            PdnReplayResult back = replayer.replay(read);
            assertThat(back.passed()).as(back.toString()).isTrue();
            assertThat(back.warnings()).isEmpty();
            assertThat(back.variant()).isSameAs(rules);
            assertThat(back.moves()).isEqualTo(original.moves());
            // writing what was read gives the same text again
            assertThat(PdnWriter.write(read, rules)).isEqualTo(PdnWriter.write(written, rules));
        }
    }

    @Test
    void gamesFromAPositionReadBackFromTheirFen() {
        Variant rules = TestVariants.RUSSIAN;
        Random random = new Random(3);
        Position start = Position.start(rules);
        for (int i = 0; i < 12; i++) {
            List<Move> moves = start.legalMoves();
            start = start.play(moves.get(random.nextInt(moves.size())));
        }
        PdnGame.Builder builder = PdnGame.builder(start);
        for (int i = 0; i < 20 && !builder.position().isGameOver(); i++) {
            List<Move> moves = builder.position().legalMoves();
            builder.move(moves.get(random.nextInt(moves.size())));
        }
        PdnGame game = builder.build();
        assertThat(game.tag("SetUp")).contains("1");
        assertThat(game.tag("FEN")).contains(start.toFen());
        PdnGame read = PdnReader.readGame(PdnWriter.write(game, rules));
        PdnReplayResult result = PdnReplayer.strict(rules).withVariants(TestVariants.ALL).replay(read);
        assertThat(result.passed()).as(result.toString()).isTrue();
        assertThat(result.start()).isEqualTo(start);
        assertThat(result.position()).isEqualTo(builder.position());
    }

    @Test
    void aTagValueCannotInjectTagsOrGames() {
        Variant rules = TestVariants.INTERNATIONAL;
        String hostile = "x\"]\n[Result \"0-2\"]\n\n1. 32-28 *\n\n[Event \"injected";
        PdnGame game = PdnGame.builder(rules).tag("Event", hostile).move("32-28").build();
        String text = PdnWriter.write(game, rules);
        // the quote is escaped and each line break becomes a space: one tag pair, on one line
        assertThat(text).startsWith("[Event \"x\\\"] [Result \\\"0-2\\\"]  1. 32-28 *  [Event \\\"injected\"]\n[Site ");
        PdnFile file = PdnReader.read(text, "hostile.pdn");
        assertThat(file.errors()).isEmpty();
        assertThat(file.size()).isEqualTo(1);
        assertThat(file.games().get(0).tag("Event")).contains(hostile.replace('\n', ' '));
        assertThat(file.games().get(0).tag("Result")).contains("*");
    }

    @Test
    void hostileTagValuesAndCommentsReadBackUnchanged() {
        Variant rules = TestVariants.INTERNATIONAL;
        Random random = new Random(12);
        List<PdnGame> games = new ArrayList<>();
        for (int i = 0; i < 60; i++) {
            PdnGame.Builder builder = PdnGame.builder(rules)
                    .tag("Event", hostile(random, true)).tag("White", hostile(random, true))
                    .tag("Annotator", hostile(random, true)).tag("Custom_" + i, hostile(random, true));
            for (int ply = 0; ply < 12; ply++) {
                List<Move> moves = builder.position().legalMoves();
                builder.move(moves.get(random.nextInt(moves.size())));
                if (random.nextInt(3) == 0) {
                    builder.comment(hostile(random, false));
                }
            }
            games.add(builder.result("2-0").build());
        }
        String text = PdnWriter.write(games, rules);
        PdnFile file = PdnReader.read(text, "hostile.pdn");
        assertThat(file.errors()).isEmpty();
        assertThat(file.size()).isEqualTo(games.size());
        for (int i = 0; i < games.size(); i++) {
            PdnGame written = games.get(i);
            PdnGame read = file.games().get(i);
            for (PdnTag tag : written.tags()) {
                // line breaks are what a tag value cannot keep: each is a space; other control
                // characters are written as \xNN text, which reads back as that text
                String expected = org.draughts4j.core.InputLimits.printable(
                        tag.value().replaceAll("\r\n|[\r\n\u0085\u2028\u2029]", " "));
                assertThat(read.tag(tag.name())).as(tag.name()).contains(expected);
            }
            // a comment's line that starts with '[' gets a space before it, so that it cannot start a game
            List<PdnElement> expected = new ArrayList<>();
            for (PdnElement element : written.elements()) {
                expected.add(element instanceof PdnComment c
                        ? new PdnComment(c.text().replaceAll("(\r\n|\r|\n)\\[", "$1 ["), c.kind()) : element);
            }
            assertThat(withoutNumbers(read.elements())).isEqualTo(expected);
            assertThat(read.result()).isEqualTo(written.result());
            assertThat(PdnWriter.write(read, rules)).isEqualTo(PdnWriter.write(written, rules));
        }
    }

    @Test
    void refusesTagNamesThatAreNotSymbolsAndCommentsWithABrace() {
        Variant rules = TestVariants.INTERNATIONAL;
        for (String name : List.of("", "Two words", "Quote\"", "Close]", "Line\nBreak", "Dash-ed", "\u00c9v\u00e9nement")) {
            PdnGame game = new PdnGame(List.of(new PdnTag(name, "v")), List.of(PdnMove.of("32-28")), "*");
            assertThatThrownBy(() -> PdnWriter.write(game, rules))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("is not a PDN symbol");
            // toString never throws: it mends the name
            assertThat(game.toString()).startsWith("[" + (name.isEmpty() ? "_" : name.replaceAll("[^A-Za-z0-9_]", "_"))
                    + " \"v\"]\n");
        }
        PdnGame symbols = new PdnGame(List.of(new PdnTag("Round_2b", "v")), List.of(), "*");
        assertThat(PdnWriter.write(symbols, rules)).contains("[Round_2b \"v\"]\n");

        for (String comment : List.of("a } b", "{", "nested {b} c")) {
            PdnGame braced = PdnGame.builder(rules).move("32-28").comment(comment).move("19-23").build();
            StringBuilder out = new StringBuilder("before\n");
            assertThatThrownBy(() -> PdnWriter.write(out, braced, rules))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("holds a brace");
            assertThat(out).as("nothing of the game is written").hasToString("before\n");
            assertThat(braced.toString()).contains("{" + comment.replace('{', '(').replace('}', ')') + "}");
        }
    }

    /** Random text full of what PDN gives a meaning to; no brace in a comment. */
    private static String hostile(Random random, boolean tagValue) {
        String[] pieces = {"\"", "\\", "\\\"", "]", "[", "{", "(", ")", ";", "%", "*", "1-0", " ", "\t", "\n", "\r\n",
            "\r", "\u2028", "\u0085", "\u00e9", "\u0416", "$1", "32-28", "Event", "x", "7", "?", "!", "}"};
        StringBuilder text = new StringBuilder();
        int length = random.nextInt(12);
        for (int i = 0; i < length; i++) {
            String piece = pieces[random.nextInt(pieces.length)];
            if (!tagValue && (piece.equals("}") || piece.equals("{"))) {
                continue;
            }
            text.append(piece);
        }
        return text.toString();
    }

    /** The elements with the move numbers the writer adds taken away, as the builder makes them. */
    private static List<PdnElement> withoutNumbers(List<PdnElement> elements) {
        List<PdnElement> plain = new ArrayList<>();
        for (PdnElement element : elements) {
            plain.add(element instanceof PdnMove move ? new PdnMove(0, false, move.text(), move.nags()) : element);
        }
        return plain;
    }

    /** A game of random legal moves from the start, with a few comments and annotations. */
    static PdnGame randomGame(Variant rules, Random random, int plies) {
        PdnGame.Builder builder = PdnGame.builder(rules)
                .tag("Event", "Random " + rules.name())
                .tag("White", "W" + random.nextInt(100))
                .tag("Black", "B \\ " + random.nextInt(100));
        for (int i = 0; i < plies && !builder.position().isGameOver(); i++) {
            List<Move> moves = builder.position().legalMoves();
            builder.move(moves.get(random.nextInt(moves.size())));
            int extra = random.nextInt(20);
            if (extra == 0) {
                builder.comment("note " + i);
            } else if (extra == 1) {
                builder.nag(random.nextBoolean() ? "?!" : "$" + random.nextInt(20));
            }
        }
        String[] results = {"*", "2-0", "0-2", "1-1", "1-0", "0-1", "1/2-1/2"};
        return builder.result(results[random.nextInt(results.length)]).build();
    }
}
