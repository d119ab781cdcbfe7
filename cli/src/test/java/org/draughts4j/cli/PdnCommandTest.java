package org.draughts4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PdnCommandTest {

    private static final String GOOD = "[Event \"test\"]\n[GameType \"20\"]\n[Result \"*\"]\n\n"
            + "1. 32-28 19-23 2. 28x19 14x23 *\n\n"
            + "[Event \"problem\"]\n[FEN \"W:WK46:BK5\"]\n[SetUp \"1\"]\n\n*\n";

    private static Path write(Path dir, String name, String text) throws IOException {
        Path file = dir.resolve(name);
        Files.writeString(file, text, StandardCharsets.UTF_8);
        return file;
    }

    @Test
    void replaysEveryGame(@TempDir Path dir) throws IOException {
        Path file = write(dir, "good.pdn", GOOD);
        MainTest.Run run = MainTest.run("pdn", file.toString());
        assertThat(run.status()).isZero();
        assertThat(run.lines()).containsExactly("2 passed, 0 failed");
    }

    @Test
    void reportsTheFailingGameWithPlyMoveAndReason(@TempDir Path dir) throws IOException {
        Path file = write(dir, "bad.pdn", GOOD + "\n[Event \"bad\"]\n\n1. 32-28 19-23 2. 33-29 *\n");
        MainTest.Run run = MainTest.run("pdn", file.toString());
        assertThat(run.status()).isEqualTo(1);
        assertThat(run.lines()).hasSize(2);
        assertThat(run.lines().get(0)).startsWith(file + ":3: ply 3 '33-29'").contains("28x19");
        assertThat(run.lines().get(1)).isEqualTo("2 passed, 1 failed");
    }

    @Test
    void aFailedGameWithoutAVariantTagSaysWhichVariantsItReplaysIn(@TempDir Path dir) throws IOException {
        // An English game (Black moves first, its men on 1-12) with no GameType tag, as most English files
        // are; the same game tagged as International; a game that replays in no variant.
        Path file = write(dir, "english.pdn", "[Event \"untagged\"]\n\n1. 11-15 23-19 2. 8-11 22-17 *\n\n"
                + "[Event \"tagged\"]\n[GameType \"20\"]\n\n1. 11-15 23-19 *\n\n"
                + "[Event \"nowhere\"]\n\n1. 11-15 11-15 *\n");
        MainTest.Run run = MainTest.run("pdn", file.toString());
        assertThat(run.status()).isEqualTo(1);
        assertThat(run.lines()).hasSize(4);
        assertThat(run.lines().get(0)).startsWith(file + ":1: ply 1 '11-15': no legal move from 11 to 15")
                .endsWith("; read as international, its tags naming no known variant: it replays in full as english,"
                        + " pool (give -v)");
        assertThat(run.lines().get(1)).startsWith(file + ":2: ply 1 '11-15'").doesNotContain("replays");
        assertThat(run.lines().get(2)).startsWith(file + ":3: ply 1 '11-15'").doesNotContain("replays");
        // An International game failed by --strict alone (an ambiguous king's capture) is not
        // hinted at, though Canadian's squares would replay it.
        Path ambiguous = write(dir, "amb.pdn", "[FEN \"W:WK4:B13,20,32,37\"]\n\n1. 4x15 *\n");
        assertThat(MainTest.run("pdn", "--strict", ambiguous.toString()).lines().get(0)).endsWith("4x31x42x15");
        assertThat(MainTest.run("pdn", ambiguous.toString()).lines()).containsExactly("1 passed, 0 failed");
        // With -v english the first game passes; the one tagged International still fails, unhinted.
        MainTest.Run english = MainTest.run("pdn", "-v", "english", file.toString());
        assertThat(english.lines()).hasSize(3);
        assertThat(english.lines().get(0)).startsWith(file + ":2:").doesNotContain("replays");
        assertThat(english.lines().get(1)).startsWith(file + ":3:").endsWith("ply 2 '11-15': no legal move from 11 to 15;"
                + " legal moves: 22-17, 23-18, 24-19, 21-17, 22-18, 23-19, 24-20");
    }

    @Test
    void theVariantComesFromTheTagsElseFromTheOption(@TempDir Path dir) throws IOException {
        Path file = write(dir, "russian.pdn", "[Event \"r\"]\n\n1. c3-d4 f6-g5 2. d4-e5 *\n");
        assertThat(MainTest.run("pdn", file.toString()).status()).isEqualTo(1);
        assertThat(MainTest.run("pdn", "-v", "russian", file.toString()).lines())
                .containsExactly("1 passed, 0 failed");
    }

    @Test
    void outcomeAfterTheLastPly(@TempDir Path dir) throws IOException {
        Path file = write(dir, "outcomes.pdn", GOOD
                + "\n[Event \"won\"]\n[FEN \"B:W31:B\"]\n\n*\n"
                + "\n[Event \"drawn\"]\n[FEN \"W:WK36:BK15\"]\n\n1. 36-31 15-20 2. 31-27 20-24 3. 27-22 24-30"
                + " 4. 22-17 30-35 5. 17-11 35-40 *\n");
        MainTest.Run run = MainTest.run("pdn", "--outcome", file.toString());
        assertThat(run.status()).isZero();
        assertThat(run.lines()).containsExactly(
                file + ":1: ongoing",
                file + ":2: ongoing",
                file + ":3: win white",
                file + ":4: draw endgame-5",
                "4 passed, 0 failed");
    }

    /** A game that fails, even at its first ply, has no outcome to give: not "ongoing". */
    @Test
    void aGameThatFailedToReplayIsUnreadable(@TempDir Path dir) throws IOException {
        Path file = write(dir, "failing.pdn", GOOD
                + "\n[Event \"first ply\"]\n\n1. 33-38 *\n"
                + "\n[Event \"later\"]\n\n1. 32-28 19-23 2. 33-29 *\n");
        MainTest.Run run = MainTest.run("pdn", "--outcome", file.toString());
        assertThat(run.status()).isEqualTo(1);
        assertThat(run.lines()).hasSize(7);
        assertThat(run.lines().subList(0, 2)).containsExactly(file + ":1: ongoing", file + ":2: ongoing");
        assertThat(run.lines().get(2)).startsWith(file + ":3: ply 1 '33-38'");
        assertThat(run.lines().get(3)).isEqualTo(file + ":3: unreadable");
        assertThat(run.lines().get(4)).startsWith(file + ":4: ply 3 '33-29'");
        assertThat(run.lines().subList(5, 7)).containsExactly(file + ":4: unreadable", "2 passed, 2 failed");
    }

    @Test
    void claimableDrawsAreListed(@TempDir Path dir) throws IOException {
        Path file = write(dir, "english.pdn", "[GameType \"21\"]\n[FEN \"W:WK30,K32:BK1,K3\"]\n\n"
                + "1. 30-26 1-6 2. 26-30 6-1 3. 30-26 1-6 4. 26-30 6-1 *\n");
        MainTest.Run run = MainTest.run("pdn", "--outcome", file.toString());
        assertThat(run.lines()).containsExactly(file + ":1: ongoing claimable repetition", "1 passed, 0 failed");
    }

    /** A directory is read at any depth; its .pdn files, any case, in order of their paths. */
    @Test
    void aDirectoryIsReadRecursivelyInOrderOfPaths(@TempDir Path temp) throws IOException {
        Path dir = temp.resolve("games");
        Files.createDirectories(dir.resolve("b/c"));
        Files.createDirectories(dir.resolve("a"));
        Path deep = write(dir.resolve("b/c"), "Z.PDN", "[Event \"deep\"]\n\n1. 33-38 *\n");
        Path first = write(dir.resolve("a"), "g.pdn", GOOD);
        Path top = write(dir, "top.pdn", "1. 32-28 *\n");
        write(dir, "notes.txt", "1. 33-38 *\n");
        write(dir, "games.pdn.bak", "1. 33-38 *\n");
        Path single = write(temp, "single.pdn", "1. 31-27 *\n");
        MainTest.Run run = MainTest.run("pdn", "--outcome", dir.toString(), single.toString());
        assertThat(run.status()).isEqualTo(1);
        assertThat(run.err()).isEmpty();
        assertThat(run.lines()).hasSize(7);
        assertThat(run.lines().subList(0, 2)).containsExactly(first + ":1: ongoing", first + ":2: ongoing");
        assertThat(run.lines().get(2)).startsWith(deep + ":1: ply 1 '33-38'");
        assertThat(run.lines().subList(3, 7)).containsExactly(deep + ":1: unreadable", top + ":1: ongoing",
                single + ":1: ongoing", "4 passed, 1 failed");
    }

    /** A directory named through a link is read; a link inside it to a directory is not followed (it may loop). */
    @Test
    void linksToDirectories(@TempDir Path temp) throws IOException {
        Path dir = Files.createDirectories(temp.resolve("games"));
        write(dir, "one.pdn", "1. 32-28 *\n");
        Path link = temp.resolve("link");
        try {
            Files.createSymbolicLink(link, dir);
            Files.createSymbolicLink(dir.resolve("loop"), dir);
        } catch (UnsupportedOperationException | IOException e) {
            org.junit.jupiter.api.Assumptions.assumeTrue(false, "symbolic links: " + e);
        }
        MainTest.Run run = MainTest.run("pdn", "--outcome", link.toString());
        assertThat(run.status()).isZero();
        assertThat(run.err()).isEmpty();
        assertThat(run.lines()).containsExactly(link.resolve("one.pdn") + ":1: ongoing", "1 passed, 0 failed");
    }

    @Test
    void aMissingFileIsBadInput(@TempDir Path dir) {
        MainTest.Run run = MainTest.run("pdn", dir.resolve("nothing.pdn").toString());
        assertThat(run.status()).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).startsWith("draughts: ").contains("nothing.pdn").endsWith("\n");
    }

    /**
     * The file's text and name reach the terminal with their control characters as {@code \xNN},
     * in the reason as in the quoted move: an escape sequence is shown, not obeyed.
     */
    @Test
    void controlCharactersFromTheFileAreEscaped(@TempDir Path dir) throws IOException {
        Path file = write(dir, "ctl.pdn", "1. 32-28 \u0001 *\n\n1. 32-28 19-23 2. \u001b[31m *\n");
        write(dir, "e\u001b[2J.pdn", "1. 33-38 *\n");
        MainTest.Run run = MainTest.run("pdn", "--outcome", dir.toString());
        assertThat(run.status()).isEqualTo(1);
        assertThat(run.out() + run.err()).doesNotContain("\u0001").doesNotContain("\u001b");
        assertThat(run.lines()).contains(file + ":1: ply 2 '\\x01': syntax: unrecognised move token '\\x01'");
        assertThat(run.out()).contains("e\\x1b[2J.pdn:1: ply 1 '33-38'");
    }

    /** An empty path is the current directory to Java: it was walked whole, games and all. */
    @Test
    void anEmptyPathIsBadInput() {
        MainTest.Run run = MainTest.run("pdn", "");
        assertThat(run.status()).isEqualTo(Main.BAD_INPUT);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).startsWith("draughts: Invalid value for positional parameter")
                .contains("(FILE): an empty path (give '.' for the current directory)");
    }

    /**
     * Every further variant is found by its GameType, lidraughts' 96 and 98 included, or by its
     * Variant tag where the GameType is shared (Killer 20, Poddavki 25, Sri Lankan 27), and its
     * outcome follows its goal.
     */
    @Test
    void theFurtherVariantsByGameTypeAndVariantTag(@TempDir Path dir) throws IOException {
        Path file = write(dir, "more.pdn", ""
                + "[GameType \"22\"]\n\n1. 21-17 12-16 *\n\n"
                + "[GameType \"23\"]\n\n1. 11-15 23-19 *\n\n"
                + "[GameType \"29\"]\n\n1. c3-d4 f6-g5 *\n\n"
                + "[GameType \"31\"]\n\n1. 6-10 27-23 *\n\n"
                + "[GameType \"28\"]\n\n1. 10-14 23-19 *\n\n"
                + "[GameType \"27\"]\n\n1. 43-37 26-32 *\n\n"
                + "[GameType \"27\"]\n[Variant \"Sri Lankan\"]\n[FEN \"W:W67:BK1\"]\n\n1. 67-62 *\n\n"
                + "[GameType \"20\"]\n[Variant \"Killer\"]\n[FEN \"W:WK38,K43:B1,K34,37\"]\n\n1. 43x30 *\n\n"
                + "[GameType \"98\"]\n[FEN \"W:W28:B23\"]\n\n1. 28x19 *\n\n"
                + "[GameType \"25\"]\n[Variant \"Poddavki\"]\n[FEN \"W:W22:B18\"]\n\n1. c3:e5 *\n\n"
                + "[GameType \"96\"]\n[FEN \"W:W6,33:B19,24\"]\n\n1. 6-1 *\n");
        MainTest.Run run = MainTest.run("pdn", "--outcome", file.toString());
        assertThat(run.status()).isZero();
        assertThat(run.lines()).containsExactly(
                file + ":1: ongoing",
                file + ":2: ongoing",
                file + ":3: ongoing",
                file + ":4: ongoing",
                file + ":5: ongoing",
                file + ":6: ongoing",
                file + ":7: ongoing",
                file + ":8: ongoing",
                file + ":9: win black",
                file + ":10: win black",
                file + ":11: win white",
                "11 passed, 0 failed");
    }

    /**
     * Frisian by GameType 40, Frysk! by lidraughts' 97 or by its Variant tag; the king-move counts
     * of a FEN tag hold in the replay: the fourth quiet move of one king is refused.
     */
    @Test
    void frisianAndFryskWithTheKingMoveLimit(@TempDir Path dir) throws IOException {
        Path file = write(dir, "frisian.pdn", ""
                + "[GameType \"40\"]\n\n1. 32-28 19-23 *\n\n"
                + "[GameType \"97\"]\n\n1. 46-41 1-7 *\n\n"
                + "[GameType \"40\"]\n[Variant \"Frysk!\"]\n\n1. 46-41 *\n\n"
                + "[GameType \"40\"]\n[FEN \"W:WK46,31:BK1:+0+246\"]\n\n1. 46-41 1-7 2. 41-46 *\n");
        MainTest.Run run = MainTest.run("pdn", "--outcome", file.toString());
        assertThat(run.status()).isEqualTo(1);
        assertThat(run.lines()).contains(
                file + ":1: ongoing",
                file + ":2: ongoing",
                file + ":3: ongoing");
        assertThat(run.lines()).anySatisfy(line -> assertThat(line).startsWith(file + ":4: ply 3 '41-46'")
                .contains("legal moves: 31-26, 31-27"));
        assertThat(run.lines()).last().isEqualTo("3 passed, 1 failed");
    }

    /** Turkish by GameType 30, with algebraic moves; one piece against one is drawn at once. */
    @Test
    void turkishGames(@TempDir Path dir) throws IOException {
        Path file = write(dir, "turkish.pdn", ""
                + "[GameType \"30\"]\n\n1. a3-a4 a6-a5 *\n\n"
                + "[GameType \"30\"]\n[FEN \"W:Wd4:Bd5,h7\"]\n\n1. d4xd6 1/2-1/2\n\n"
                + "[GameType \"30\"]\n\n1. 20-28 *\n");
        MainTest.Run run = MainTest.run("pdn", "--outcome", file.toString());
        assertThat(run.status()).isEqualTo(1);
        assertThat(run.lines()).contains(
                file + ":1: ongoing",
                file + ":2: draw one-against-one");
        assertThat(run.lines()).anySatisfy(line -> assertThat(line).startsWith(file + ":3: ply 1 '20-28'")
                .contains("a1-h8"));
        assertThat(run.lines()).last().isEqualTo("2 passed, 1 failed");
    }
}
