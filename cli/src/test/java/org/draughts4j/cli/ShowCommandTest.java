package org.draughts4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code show} after moves or a PDN game's plies, in the notation of the input. */
class ShowCommandTest {

    @Test
    void movesArePlayedFromThePosition() {
        MainTest.Run run = MainTest.run("show", "-v", "russian", "--moves", "1. c3-d4 f6-g5 2. d4-c5");
        assertThat(run.status()).isZero();
        assertThat(run.out()).contains("fen: B:W14,21,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,12,16\n")
                .contains("moves: c3-d4 f6-g5 d4-c5\n").contains("to move: black\n").doesNotContain("result:");
        MainTest.Run numbers = MainTest.run("show", "--moves", "32-28 19-23 28x19");
        assertThat(numbers.out()).contains("moves: 32-28 19-23 28x19\n").contains("fen: B:W19,31,");
    }

    @Test
    void theOutcomeReachedIsPrinted() {
        // Turkish: the capture that leaves one piece each draws at once.
        MainTest.Run drawn = MainTest.run("show", "-v", "turkish", "--fen", "W:Wd4:Bd5,h7", "--moves", "d4xd6");
        assertThat(drawn.status()).isZero();
        assertThat(drawn.out()).contains("result: draw one-against-one\n");
        // Breakthrough: the first king wins.
        MainTest.Run crowned = MainTest.run("show", "-v", "breakthrough", "--fen", "W:W6:B40", "--moves", "6-1");
        assertThat(crowned.out()).contains("result: white wins\n");
    }

    @Test
    void noMoveFollowsTheEnd() {
        MainTest.Run run = MainTest.run("show", "-v", "turkish", "--fen", "W:Wd4:Bd5,h7", "--moves", "d4xd6 h7-h6");
        assertThat(run.status()).isEqualTo(Main.BAD_INPUT);
        assertThat(run.err()).isEqualTo("draughts: illegal move 'h7-h6': the game is over (draw one-against-one)\n");
        MainTest.Run crowned = MainTest.run("show", "-v", "breakthrough", "--fen", "W:W6:B40", "--moves", "6-1 40-45");
        assertThat(crowned.err()).contains("the game is over (win white)");
    }

    /** An algebraic move gets an algebraic answer: squares and the legal moves. */
    @Test
    void errorsAnswerInTheNotationOfTheMoves() {
        MainTest.Run run = MainTest.run("show", "-v", "russian", "--moves", "1. c3-c5");
        assertThat(run.status()).isEqualTo(Main.BAD_INPUT);
        assertThat(run.err()).startsWith("draughts: illegal move 'c3-c5': at ply 1: no legal move from c3 to c5;"
                + " legal moves: c3-b4, e3-d4, g3-f4, a3-b4, c3-d4, e3-f4, g3-h4\n");
        assertThat(MainTest.run("show", "-v", "russian", "--moves", "22-14").err())
                .contains("no legal move from 22 to 14; legal moves: 22-17");
    }

    @Test
    void aPdnGameIsShownAfterAnyPly(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("games.pdn");
        Files.writeString(file, "[Event \"one\"]\n1. 32-28 19-23 2. 28x19 14x23 *\n\n"
                + "[Event \"two\"]\n[GameType \"25\"]\n1. c3-d4 f6-g5 *\n");
        MainTest.Run whole = MainTest.run("show", "--pdn", file.toString());
        assertThat(whole.status()).isZero();
        assertThat(whole.out()).contains("moves: 32-28 19-23 28x19 14x23\n").contains("to move: white");
        MainTest.Run second = MainTest.run("show", "--pdn", file.toString(), "--game", "2", "--ply", "1");
        assertThat(second.out()).contains("variant: russian\n").contains("moves: 22-18\n").contains("to move: black");
        assertThat(MainTest.run("show", "--pdn", file.toString(), "--ply", "0").out()).doesNotContain("moves:")
                .contains("fen: W:W31,32,");
        MainTest.Run tooFar = MainTest.run("show", "--pdn", file.toString(), "--ply", "5");
        assertThat(tooFar.status()).isEqualTo(Main.BAD_INPUT);
        assertThat(tooFar.err()).isEqualTo("draughts: " + file + ":1: the game has 4 plies, not 5\n");
        assertThat(MainTest.run("show", "--pdn", file.toString(), "--game", "3").err())
                .isEqualTo("draughts: " + file + " has no game 3\n");
        assertThat(MainTest.run("show", "--pdn", file.toString(), "--fen", "W:W31:B1").status()).isEqualTo(Main.BAD_INPUT);
        assertThat(MainTest.run("show", "--ply", "3").err()).contains("--pdn");
    }

    /**
     * A game that does not replay to the ply asked (by default its last) is refused with the ply and
     * why: its start, or the position before the failing move, read as if the game had been shown.
     */
    @Test
    void aPdnGameThatDoesNotReplayIsRefused(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("games.pdn");
        Files.writeString(file, "[Event \"A wrong move\"]\n1. 9-14 *\n\n"
                + "[Event \"Played on after the end\"]\n[GameType \"30\"]\n[FEN \"W:Wd4:Bd5,h7\"]\n1. d4xd6 h7-h6 *\n");
        MainTest.Run wrong = MainTest.run("show", "--pdn", file.toString());
        assertThat(wrong.status()).isEqualTo(Main.BAD_INPUT);
        assertThat(wrong.out()).isEmpty();
        assertThat(wrong.err()).startsWith("draughts: " + file + ":1: cannot replay ply 1 '9-14': no legal move from 9"
                + " to 14; legal moves: ").endsWith("; read as international, its tags naming no known variant: it"
                + " replays in full as english, pool (give -v)\n").hasLineCount(1);
        // A start that cannot be read as International's is named the same way.
        Path russian = dir.resolve("russian.pdn");
        Files.writeString(russian, "[FEN \"W:Wa1,c3:Bd4,h8\"]\n1. c3:e5 *\n");
        assertThat(MainTest.run("show", "--pdn", russian.toString()).err()).startsWith("draughts: " + russian + ":1: ")
                .contains("it replays in full as ").contains("russian");
        MainTest.Run after = MainTest.run("show", "--pdn", file.toString(), "--game", "2");
        assertThat(after.status()).isEqualTo(Main.BAD_INPUT);
        assertThat(after.out()).isEmpty();
        assertThat(after.err()).isEqualTo("draughts: " + file + ":2: cannot replay ply 2 'h7-h6': the game is already"
                + " over (draw one-against-one) after ply 1: no move may follow\n");
        assertThat(MainTest.run("show", "--pdn", file.toString(), "--game", "2", "--ply", "3").err())
                .contains(":2: cannot replay ply 2 'h7-h6'");
        // The plies before the failure are still shown when asked for.
        MainTest.Run before = MainTest.run("show", "--pdn", file.toString(), "--game", "2", "--ply", "1");
        assertThat(before.status()).isZero();
        assertThat(before.out()).contains("moves: d4xd6\n").contains("result: draw one-against-one\n");
        assertThat(MainTest.run("show", "--pdn", file.toString(), "--ply", "0").status()).isZero();
    }

    @Test
    void theBoardHasCoordinates() {
        MainTest.Run run = MainTest.run("show", "-v", "russian");
        assertThat(run.lines().get(0)).isEqualTo("8  .  b  .  b  .  b  .  b");
        assertThat(run.lines().get(7)).isEqualTo("1  w  .  w  .  w  .  w  .");
        assertThat(run.lines().get(8)).isEqualTo("   a  b  c  d  e  f  g  h");
    }

    @Test
    void movesWriteAlgebraicSquaresOnRequest() {
        assertThat(MainTest.run("moves", "-v", "russian", "--fen", "W:Wh6:Bg7,c5,d2", "--algebraic").lines())
                .containsExactly("h6:f8:b4:e1");
        assertThat(MainTest.run("moves", "-v", "english", "--algebraic").err()).contains("numbers only");
    }
}
