package org.draughts4j.core.pdn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class PdnReaderTest {

    private static PdnFile read(String text) {
        return PdnReader.read(text, "test.pdn");
    }

    @Test
    void readsTagsInOrderWithAnyNameAndEscapes() {
        PdnGame game = PdnReader.readGame("""
                [Event "Dutch \\"open\\" 2003"]
                [DamboTopLine "Ronde 2"]
                [Comment "C:\\nemesis\\games"]
                [Round 17]
                [Game # 612]
                [Date "11.1]
                [White ""]

                1. 32-28 19-23 *
                """);
        assertThat(game.tags()).containsExactly(
                new PdnTag("Event", "Dutch \"open\" 2003"),
                new PdnTag("DamboTopLine", "Ronde 2"),
                new PdnTag("Comment", "C:\\nemesis\\games"),
                new PdnTag("Round", "17"),
                new PdnTag("Game", "# 612"),
                new PdnTag("Date", "11.1"),
                new PdnTag("White", ""));
        assertThat(game.tag("event")).contains("Dutch \"open\" 2003");
        assertThat(game.mainLineTexts()).containsExactly("32-28", "19-23");
        assertThat(game.result()).contains("*");
    }

    @Test
    void readsManyGamesWithAndWithoutTerminators() {
        PdnFile file = read("""
                [Event "one"]
                1. 32-28 19-23 1-0

                [Event "two"]
                1. 33-29 17-21

                [Event "three"]
                [Result "*"]
                32-28 *
                36x27 1-0
                """);
        assertThat(file.size()).isEqualTo(4);
        assertThat(file.games().get(0).result()).contains("1-0");
        assertThat(file.games().get(1).result()).isEmpty();
        assertThat(file.games().get(1).mainLineTexts()).containsExactly("33-29", "17-21");
        assertThat(file.games().get(2).mainLineTexts()).containsExactly("32-28");
        // a stray record after the last game is a game of its own, without tags
        assertThat(file.games().get(3).tags()).isEmpty();
        assertThat(file.games().get(3).mainLineTexts()).containsExactly("36x27");
        assertThat(file.entries()).extracting(PdnFile.Entry::number).containsExactly(1, 2, 3, 4);
    }

    @ParameterizedTest
    @ValueSource(strings = {"1-0", "0-1", "2-0", "0-2", "1-1", "0-0", "1/2-1/2", "1:0", "0:1", "1/2:1/2", "*"})
    void readsEveryResultSpelling(String result) {
        PdnFile file = read("1. 32-28 19-23 " + result + "\n1. 33-29 *\n");
        assertThat(file.size()).isEqualTo(2);
        assertThat(file.games().get(0).result()).contains(result);
        assertThat(file.games().get(0).mainLineTexts()).containsExactly("32-28", "19-23");
    }

    @Test
    void readsMatchPointsAsResultOnlyWhenTheyEndTheGameAndMatchTheResultTag() {
        PdnFile file = read("""
                [Result "4-6"]
                01. 34-29 18-22 02. 32-28 06-11 4-6

                [Result "1-9"]
                1. 32-28 19-23 1-9
                """);
        assertThat(file.size()).isEqualTo(2);
        assertThat(file.games().get(0).result()).contains("4-6");
        assertThat(file.games().get(0).mainLineTexts()).containsExactly("34-29", "18-22", "32-28", "06-11");
        assertThat(file.games().get(0).mainLine().get(2).number()).isEqualTo(2);
        assertThat(file.games().get(1).result()).contains("1-9");
        assertThat(file.errors()).isEmpty();
    }

    @Test
    void readsMoveNumbersForBothColours() {
        PdnGame game = PdnReader.readGame("1.32-28 19-23 2. 28x19 2... 14x23 3. ... 37-32 4. 18-22 77. ... 1-6 *");
        List<PdnMove> moves = game.mainLine();
        assertThat(moves).extracting(PdnMove::text)
                .containsExactly("32-28", "19-23", "28x19", "14x23", "37-32", "18-22", "1-6");
        assertThat(moves).extracting(PdnMove::number).containsExactly(1, 0, 2, 2, 3, 4, 77);
        assertThat(moves).extracting(PdnMove::blackNumber).containsExactly(false, false, false, true, true, false, true);
    }

    @Test
    void readsPaddedSquaresAndLonePlaceholders() {
        PdnGame game = PdnReader.readGame("1. 32-28 19-23 2. 1- 6 . 3. 06-11 .. 12x 21 *");
        assertThat(game.mainLineTexts()).containsExactly("32-28", "19-23", "1-6", "06-11", "12x21");
    }

    @Test
    void readsCommentsOfEveryKind() {
        PdnGame game = PdnReader.readGame("""
                % escape line 1. 99-98
                {before} 1. 32-28 {a {brace inside} 19-23 ; to the end of the line 1. 33-29
                2. 28x19 {[%eval 0.1]} 14x23 8-11Redoversteppedthetimecontrol. 1-0
                """);
        assertThat(game.elements()).containsExactly(
                PdnComment.of("before"),
                new PdnMove(1, false, "32-28", List.of()),
                PdnComment.of("a {brace inside"),
                PdnMove.of("19-23"),
                new PdnComment(" to the end of the line 1. 33-29", PdnComment.Kind.LINE),
                new PdnMove(2, false, "28x19", List.of()),
                PdnComment.of("[%eval 0.1]"),
                PdnMove.of("14x23"),
                PdnMove.of("8-11"),
                new PdnComment("Redoversteppedthetimecontrol.", PdnComment.Kind.GLUED));
    }

    @Test
    void anUnbalancedBraceEndsAtTheFirstClosingBrace() {
        PdnGame game = PdnReader.readGame("1. 32-28 {a { b} 19-23 *");
        assertThat(game.mainLineTexts()).containsExactly("32-28", "19-23");
    }

    @Test
    void attachesAnnotationsToMoves() {
        PdnGame game = PdnReader.readGame("1. 32-28!? 19-23?? 2. 28x19 $1 14x23! $14 3. 37-32 !! *");
        assertThat(game.mainLine()).extracting(PdnMove::nags).containsExactly(
                List.of("!?"), List.of("??"), List.of("$1"), List.of("!", "$14"), List.of("!!"));
        assertThat(game.mainLineTexts()).containsExactly("32-28", "19-23", "28x19", "14x23", "37-32");
    }

    @Test
    void keepsVariationsRecursively() {
        PdnGame game = PdnReader.readGame(
                "32-28 19-23 (18-23 38-32 (37-32? 23-29! { Black wins }) 12-18) 28x19 14x23 *");
        assertThat(game.mainLineTexts()).containsExactly("32-28", "19-23", "28x19", "14x23");
        PdnVariation outer = (PdnVariation) game.elements().get(2);
        assertThat(outer.elements()).hasSize(4);
        PdnVariation inner = (PdnVariation) outer.elements().get(2);
        assertThat(inner.elements()).containsExactly(
                new PdnMove(0, false, "37-32", List.of("?")),
                new PdnMove(0, false, "23-29", List.of("!")),
                PdnComment.of(" Black wins "));
    }

    @Test
    void commentaryInParenthesesBecomesAComment() {
        PdnGame game = PdnReader.readGame(
                "9-13 22-18 (Roberto's first choice, 1-0 to Nemesis.) 11-16 (!?!!!) 18-14 (23-18 seems stronger.)");
        assertThat(game.mainLineTexts()).containsExactly("9-13", "22-18", "11-16", "18-14");
        assertThat(game.result()).isEmpty();
        assertThat(game.elements().get(2))
                .isEqualTo(new PdnComment("Roberto's first choice, 1-0 to Nemesis.", PdnComment.Kind.PARENTHESES));
        // annotations alone make a variation without moves
        assertThat(game.elements().get(4))
                .isEqualTo(new PdnVariation(List.of(new PdnNag("!?"), new PdnNag("!!"), new PdnNag("!"))));
    }

    @Test
    void readsAlgebraicAndRussianShortMovesAsWritten() {
        PdnGame game = PdnReader.readGame("1.a3b4 ba5 2. E3-D4 f6:g5 3. c3xe5 1:0");
        assertThat(game.mainLineTexts()).containsExactly("a3b4", "ba5", "E3-D4", "f6:g5", "c3xe5");
        assertThat(game.result()).contains("1:0");
    }

    @Test
    void aSyntaxProblemIsReportedAndReadingGoesOn() {
        PdnFile file = read("""
                [Event "bad"]
                1. 32-28 19-23 2. - - 3. 33-29 (x) 1-0

                [Event "corrupt"]
                1. 32-28 19-23 9n 28x19 *

                [Event "good"]
                1. 32-28 *
                """);
        assertThat(file.size()).isEqualTo(3);
        assertThat(file.errors()).containsExactly(
                new PdnSyntaxError("test.pdn", 1, 3, "-", "unrecognised move token '-'"),
                new PdnSyntaxError("test.pdn", 2, 3, "9n", "unrecognised move token '9n'"));
        assertThat(file.entries().get(0).game().mainLineTexts()).containsExactly("32-28", "19-23");
        assertThat(file.entries().get(0).game().result()).contains("1-0");
        assertThat(file.entries().get(2).ok()).isTrue();
        assertThat(file.games().get(2).tag("Event")).contains("good");
        assertThat(file.errors().get(0).toString()).isEqualTo("test.pdn: game 1 ply 3 '-': unrecognised move token '-'");
    }

    @Test
    void aStrayClosingBraceOrParenthesisIsASyntaxProblem() {
        assertThat(read("1. 32-28 } 19-23 *").errors()).extracting(PdnSyntaxError::token).containsExactly("}");
        assertThat(read("1. 32-28 ) 19-23 *").errors()).extracting(PdnSyntaxError::token).containsExactly(")");
        assertThatThrownBy(() -> PdnReader.readGame("1. 32-28 zz *")).isInstanceOf(PdnException.class)
                .hasMessageContaining("zz");
    }

    @Test
    void commentsBetweenGamesDoNotMakeGames() {
        PdnFile file = read("{header} [Event \"a\"] 1. 32-28 1-0 {after} \n\n [Event \"b\"] 1. 33-29 0-1 {end}\n");
        assertThat(file.size()).isEqualTo(2);
        assertThat(file.games().get(0).elements()).contains(PdnComment.of("after"));
    }

    @Test
    void decodesUtf8Cp1251AndLatin1() {
        String russian = "[White \"Валюк Андрей\"]\n[Event \"Чемпионат Беларуси\"]\n1. c3-d4 *\n";
        byte[] bom = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};
        byte[] utf8 = russian.getBytes(StandardCharsets.UTF_8);
        byte[] withBom = new byte[bom.length + utf8.length];
        System.arraycopy(bom, 0, withBom, 0, 3);
        System.arraycopy(utf8, 0, withBom, 3, utf8.length);
        assertThat(PdnReader.decode(utf8)).isEqualTo(russian);
        assertThat(PdnReader.decode(withBom)).isEqualTo(russian);
        assertThat(PdnReader.decode(russian.getBytes(Charset.forName("windows-1251")))).isEqualTo(russian);
        String french = "[Event \"Cannes Open\"]\n[White \"Hélène Müller\"]\n[Site \"Cannes, côte\"]\n1. 32-28 *\n";
        assertThat(PdnReader.decode(french.getBytes(StandardCharsets.ISO_8859_1))).isEqualTo(french);
        PdnFile file = PdnReader.read(russian.getBytes(Charset.forName("windows-1251")), "cp1251.pdn");
        assertThat(file.games().get(0).tag("White")).contains("Валюк Андрей");
    }
}
