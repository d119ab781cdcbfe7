package org.draughts4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MainTest {

    /** The outcome of one in-process run. */
    record Run(int status, String out, String err) {
        List<String> lines() {
            return out.isEmpty() ? List.of() : Arrays.asList(out.split("\n", -1)).subList(0, out.split("\n", -1).length - 1);
        }
    }

    static Run run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), args);
        return new Run(status, out.toString(StandardCharsets.UTF_8).replace("\r\n", "\n"),
                err.toString(StandardCharsets.UTF_8).replace("\r\n", "\n"));
    }

    /** Runs with standard output going to {@code out}; the run's output is not kept. */
    static Run runWith(PrintStream out, String... args) {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(out, new PrintStream(err, true, StandardCharsets.UTF_8), args);
        return new Run(status, "", err.toString(StandardCharsets.UTF_8).replace("\r\n", "\n"));
    }

    private static void assertBadInput(Run run, String message) {
        assertThat(run.status()).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).startsWith("draughts: ").contains(message).endsWith("\n");
        assertThat(run.err().strip()).doesNotContain("\n").doesNotContain("Exception").doesNotContain("\tat ");
    }

    // perft

    /**
     * One walk counts every depth: each line has its depth's count alone, and the time and speed
     * belong to the whole walk, on a last line of their own.
     */
    @Test
    void perftPrintsOneLinePerDepthThenTheWholeCount() {
        Run run = run("perft", "-d", "4");
        assertThat(run.status()).isZero();
        assertThat(run.err()).isEmpty();
        assertThat(run.lines()).containsSubsequence("perft 1 9", "perft 2 81", "perft 3 658", "perft 4 4265").hasSize(5);
        assertThat(run.lines().get(4)).matches("depths 1-4: 5013 nodes in \\d+\\.\\d{3} s, \\d+(\\.\\d)? [kMG]?n/s");
    }

    /** Counted depth by depth (a limit, or deeper than one walk goes), each line has its own time. */
    @Test
    void perftCountedDepthByDepthTimesEachDepth() {
        Run run = run("perft", "-d", "3", "--max-nodes", "1000000");
        assertThat(run.status()).isZero();
        assertThat(run.lines()).hasSize(4);
        for (String line : run.lines().subList(0, 3)) {
            assertThat(line).matches("perft \\d+ \\d+  \\d+\\.\\d{3} s  \\d+(\\.\\d)? [kMG]?n/s");
        }
        assertThat(run.lines().get(3)).startsWith("depths 1-3: 748 nodes in ");
    }

    /**
     * A tree that dies out has no leaves past its end: those depths are 0 without a count. Each was
     * counted, so `perft --fen W:W:B -d 999999999` printed about 120,000 lines a second for hours.
     */
    @Test
    @org.junit.jupiter.api.Timeout(20)
    void perftOfATreeThatDiesOutPrintsItsZerosAndADepthPastAnyCountIsRefused() {
        Run run = run("perft", "--fen", "W:W:B", "-d", String.valueOf(org.draughts4j.core.perft.Perft.MAX_EACH_DEPTH));
        assertThat(run.status()).isZero();
        assertThat(run.lines()).hasSize(org.draughts4j.core.perft.Perft.MAX_EACH_DEPTH + 1);
        assertThat(run.lines().get(99_999)).startsWith("perft 100000 0  ");
        // White's one man takes Black's last, then no move: 1, then 0 from depth 2 on.
        Run short_ = run("perft", "--fen", "W:W28:B23", "-d", "40");
        assertThat(short_.lines().subList(0, 3)).satisfiesExactly(l -> assertThat(l).startsWith("perft 1 1  "),
                l -> assertThat(l).startsWith("perft 2 0  "), l -> assertThat(l).startsWith("perft 3 0  "));
        assertThat(short_.lines().get(40)).startsWith("depths 1-40: 1 nodes in ");
        Run past = run("perft", "--fen", "W:W:B", "-d", "999999999");
        assertThat(past.status()).isEqualTo(2);
        assertThat(past.err()).isEqualTo("draughts: depth must be at most 100000, not 999999999\n");
        assertThat(past.out()).isEmpty();
    }

    @Test
    void perftGivesTheSameCountsOnOneThreadAndMany() {
        String one = counts(run("perft", "-d", "5", "--threads", "1"));
        String four = counts(run("perft", "-d", "5", "--threads", "4"));
        assertThat(one).isEqualTo("9 81 658 4265 27117").isEqualTo(four);
    }

    private static String counts(Run run) {
        assertThat(run.status()).isZero();
        return run.lines().stream().filter(l -> l.startsWith("perft ")).map(l -> l.split(" ")[2])
                .collect(Collectors.joining(" "));
    }

    @Test
    void perftAcceptsVariantAliasAndFen() {
        Run run = run("perft", "-v", "POLISH", "--fen", "W:W31-50:B1-20", "-d", "2");
        assertThat(counts(run)).isEqualTo("9 81");
        // A white king on 46 and a black man on 5, at the far end of the long diagonal: 8 moves.
        Run king = run("perft", "--fen", "W:WK46:B5", "-d", "1");
        assertThat(counts(king)).isEqualTo("8");
    }

    @Test
    void perftDivide() {
        Run run = run("perft", "-d", "3", "--divide");
        assertThat(run.status()).isZero();
        assertThat(run.lines()).containsExactly(
                "31-26: 80", "31-27: 70", "32-27: 70", "32-28: 70", "33-28: 70",
                "33-29: 70", "34-29: 70", "34-30: 79", "35-30: 79",
                "",
                "Nodes searched: 658");
        Run threaded = run("perft", "-d", "3", "--divide", "--threads", "3");
        assertThat(threaded.out()).isEqualTo(run.out());
    }

    @Test
    void perftDivideAtDepthOneCountsOnePerMove() {
        Run run = run("perft", "-d", "1", "--divide", "--fen", "W:W28:B23,22");
        assertThat(run.status()).isZero();
        assertThat(run.lines()).last().isEqualTo("Nodes searched: " + (run.lines().size() - 2));
        assertThat(run.lines()).allMatch(l -> l.isEmpty() || l.startsWith("Nodes") || l.endsWith(": 1"));
    }

    @Test
    void perftPathsOptionIsAccepted() {
        assertThat(counts(run("perft", "-d", "3", "--paths"))).isEqualTo("9 81 658");
    }

    @Test
    void perftRejectsAMalformedFen() {
        Run run = run("perft", "--fen", "W:W51:B1", "-d", "1");
        assertBadInput(run, "invalid FEN 'W:W51:B1'");
        assertThat(run.err()).contains("51");
    }

    @Test
    void debugShowsTheStackTrace() {
        Run run = run("perft", "--fen", "W:W51:B1", "-d", "1", "--debug");
        assertThat(run.status()).isEqualTo(2);
        assertThat(run.err()).startsWith("draughts: invalid FEN").contains("InvalidFenException").contains("\tat ");
    }

    @Test
    void perftRejectsDepthBelowOne() {
        assertBadInput(run("perft", "-d", "0"), "depth must be at least 1");
        assertBadInput(run("perft", "-d", "-3"), "depth must be at least 1");
    }

    @Test
    void perftRejectsAnUnknownVariant() {
        assertBadInput(run("perft", "-v", "nosuch", "-d", "1"), "unknown variant 'nosuch'");
    }

    @Test
    void usageErrorsAreOneLineAndStatusTwo() {
        assertBadInput(run("perft"), "--depth");
        assertBadInput(run("perft", "-d", "x"), "'x'");
        assertBadInput(run("perft", "-d", "2", "--bogus"), "--bogus");
        assertBadInput(run("frobnicate"), "frobnicate");
        assertBadInput(run(), "missing command: perft, suite, moves, show, pdn, svg, variants, analyse, hub, dxp, match, openings, egtb, play, bench or serve");
    }

    @Test
    void helpGoesToStandardOutput() {
        Run run = run("perft", "--help");
        assertThat(run.status()).isZero();
        assertThat(run.out()).contains("--divide").contains("--fen");
        assertThat(run("--help").out()).contains("perft").contains("suite").contains("moves").contains("show");
    }

    // moves

    @Test
    void movesOfTheStartPosition() {
        Run run = run("moves");
        assertThat(run.status()).isZero();
        assertThat(run.lines()).containsExactly(
                "31-26", "31-27", "32-27", "32-28", "33-28", "33-29", "34-29", "34-30", "35-30");
    }

    @Test
    void movesAreFullPathsSortedNumerically() {
        // A white man on 28 with black men around it: only captures, printed as full paths.
        Run run = run("moves", "--fen", "W:W28,45:B22,23,11,12");
        assertThat(run.status()).isZero();
        assertThat(run.lines()).isNotEmpty().allMatch(l -> l.matches("\\d+(x\\d+)+"));
        assertThat(run.lines()).isSortedAccordingTo(MainTest::numerically);
    }

    @Test
    void movesOfBlackSortNumerically() {
        Run run = run("moves", "--fen", "B:W31-50:B1-20");
        assertThat(run.lines()).containsExactly(
                "16-21", "17-21", "17-22", "18-22", "18-23", "19-23", "19-24", "20-24", "20-25");
        // A lone king: 28-6 must come before 28-11 (numeric, not text, order).
        Run sorted = run("moves", "--fen", "W:WK28:B");
        assertThat(sorted.status()).isZero();
        assertThat(sorted.lines()).hasSize(17).isSortedAccordingTo(MainTest::numerically);
        assertThat(sorted.lines()).containsSubsequence("28-6", "28-11", "28-17", "28-22", "28-23", "28-50");
    }

    private static int numerically(String a, String b) {
        String[] x = a.split("[-x]");
        String[] y = b.split("[-x]");
        int c = Integer.compare(Integer.parseInt(x[0]), Integer.parseInt(y[0]));
        if (c != 0) {
            return c;
        }
        c = Integer.compare(Integer.parseInt(x[x.length - 1]), Integer.parseInt(y[y.length - 1]));
        if (c != 0) {
            return c;
        }
        for (int i = 1; i < Math.min(x.length, y.length); i++) {
            c = Integer.compare(Integer.parseInt(x[i]), Integer.parseInt(y[i]));
            if (c != 0) {
                return c;
            }
        }
        return Integer.compare(x.length, y.length);
    }

    @Test
    void movesRejectBadInput() {
        assertBadInput(run("moves", "--fen", "W:W51:B1"), "invalid FEN");
        assertBadInput(run("moves", "-v", "nosuch"), "unknown variant");
    }

    // show

    @Test
    void showDrawsTheStartPosition() {
        Run run = run("show");
        assertThat(run.status()).isZero();
        List<String> lines = run.lines();
        assertThat(lines.get(0)).isEqualTo("10  .  b  .  b  .  b  .  b  .  b");
        assertThat(lines.get(4)).isEqualTo(" 6  . 21  . 22  . 23  . 24  . 25");
        assertThat(lines.get(5)).isEqualTo(" 5 26  . 27  . 28  . 29  . 30  .");
        assertThat(lines.get(9)).isEqualTo(" 1  w  .  w  .  w  .  w  .  w  .");
        assertThat(lines.get(10)).isEqualTo("    a  b  c  d  e  f  g  h  i  j");
        assertThat(run.out()).contains("to move: white").doesNotContain("result:");
    }

    @Test
    void showMarksKingsAndTheResult() {
        Run run = run("show", "--fen", "B:WK10:B");
        assertThat(run.status()).isZero();
        assertThat(run.lines().get(1)).isEqualTo(" 9  6  .  7  .  8  .  9  .  W  .");
        assertThat(run.out()).contains("to move: black").contains("result: white wins");
        Run black = run("show", "--fen", "W:W:BK1");
        assertThat(black.lines().get(0)).isEqualTo("10  .  B  .  2  .  3  .  4  .  5");
        assertThat(black.out()).contains("result: black wins");
    }

    @Test
    void showRejectsBadInput() {
        assertBadInput(run("show", "--fen", "X:W1:B2"), "invalid FEN");
    }

    /** Column draughts: the board shows each tower's top, and the towers are listed below it. */
    @Test
    void showListsTowers() {
        Run run = run("show", "-v", "bashni", "--fen", "W:Wc3=bw,e5=wbW:Bd6=wwb");
        assertThat(run.status()).isZero();
        assertThat(run.lines().get(2)).isEqualTo("6  .  9  .  b  . 11  . 12");
        assertThat(run.out()).contains("towers (bottom to top): 10 = w w b; 15 = w b W; 22 = b w")
                .contains("fen: W:W15=wbW,22=bw:B10=wwb");
        assertThat(run("show").out()).doesNotContain("towers");
    }

    /** Bad tower FENs get one clear line and exit 2, in every command. */
    @Test
    void badTowerFensAreBadInput() {
        assertBadInput(run("perft", "-v", "bashni", "--fen", "W:W22=bb:B1", "-d", "1"), "not white");
        assertBadInput(run("moves", "-v", "bashni", "--fen", "W:WK22=bw:B1"), "no K before a tower");
        assertBadInput(run("show", "-v", "russian", "--fen", "W:W22=bw:B1"), "column draughts");
    }

    /** Bad Frisian king-move fields get one clear line and exit 2. */
    @Test
    void badKingMoveFieldsAreBadInput() {
        assertBadInput(run("perft", "-v", "frisian", "--fen", "W:WK46,31:B5:+0+4", "-d", "1"), "limit");
        assertBadInput(run("moves", "-v", "frisian", "--fen", "W:WK46,31:B5:+0+231"), "king");
        assertBadInput(run("show", "-v", "frysk", "--fen", "W:WK46,31:B5:+x"), "+<Black's count>");
    }

    /** The Frisian count shows in the FEN and blocks the fourth quiet move of one king. */
    @Test
    void frisianMovesFollowTheKingMoveLimit() {
        Run moves = run("moves", "-v", "frisian", "--fen", "W:WK46,31:B5:+0+346");
        assertThat(moves.lines()).containsExactlyInAnyOrder("31-26", "31-27");
        assertThat(run("show", "-v", "frisian", "--fen", "W:WK46,31:B5:+0+2").out())
                .contains("fen: W:W31,K46:B5:+0+246");
    }

    /** Turkish: the board shows every square, moves and FEN are algebraic. */
    @Test
    void turkishShowPerftAndMoves() {
        Run show = run("show", "-v", "turkish");
        assertThat(show.status()).isZero();
        assertThat(show.lines().get(0)).isEqualTo("8 a8 b8 c8 d8 e8 f8 g8 h8");
        assertThat(show.lines().get(1)).isEqualTo("7  b  b  b  b  b  b  b  b");
        assertThat(show.lines().get(8)).isEqualTo("   a  b  c  d  e  f  g  h");
        assertThat(run("perft", "-v", "turkish", "-d", "4").lines().get(3)).isEqualTo("perft 4 7538");
        assertThat(run("moves", "-v", "dama", "--fen", "W:WKc1,f2:Bc3,e6,f4,b3,h7").lines())
                .containsExactly("c1xc6xf6xf3xa3");
        assertBadInput(run("moves", "-v", "turkish", "--fen", "W:W10:Ba6"), "a1-h8");
    }

    @Test
    void bashniPerftAndMoves() {
        Run perft = run("perft", "-v", "bashni", "-d", "6");
        assertThat(perft.status()).isZero();
        assertThat(perft.lines().get(5)).isEqualTo("perft 6 37908");
        Run moves = run("moves", "-v", "column-draughts", "--fen", "W:WK15:BK18,8,K25");
        assertThat(moves.lines()).containsExactlyInAnyOrder("15x22x4x29", "15x22x29x4", "15x4x22x29");
    }

    // suite

    private static final String GOOD = "# start\nid start\nvariant international\nfen W:W31-50:B1-20\n"
            + "perft 1 9\nperft 2 81\nperft 3 658\n\nid kings\nfen W:WK46:B5\nperft 1 8\n";

    @Test
    void suitePassing(@TempDir Path dir) throws IOException {
        Path file = write(dir, "good.perft", GOOD);
        Run run = run("suite", file.toString());
        assertThat(run.status()).isZero();
        assertThat(run.err()).isEmpty();
        assertThat(run.lines()).containsExactly("2 passed, 0 failed");
    }

    @Test
    void suiteFailing(@TempDir Path dir) throws IOException {
        Path good = write(dir, "good.perft", GOOD);
        Path bad = write(dir, "bad.perft", "id wrong\nfen W:W31-50:B1-20\nperft 2 81\nperft 3 657\nperft 4 4265\n");
        Run run = run("suite", good.toString(), bad.toString());
        assertThat(run.status()).isEqualTo(1);
        assertThat(run.lines()).hasSize(2);
        assertThat(run.lines().get(0)).contains("wrong").contains("3").contains("657").contains("658");
        assertThat(run.lines().get(1)).isEqualTo("2 passed, 1 failed");
    }

    @Test
    void suiteFailureWithDivide(@TempDir Path dir) throws IOException {
        Path bad = write(dir, "bad.perft", "id wrong\nfen W:W31-50:B1-20\nperft 3 657\n");
        Run run = run("suite", "--divide", bad.toString());
        assertThat(run.status()).isEqualTo(1);
        assertThat(run.lines()).contains("  31-26: 80", "  35-30: 79");
        assertThat(run.lines()).last().isEqualTo("0 passed, 1 failed");
    }

    /** A record whose deeper counts the budget skipped is partly checked, not passed: they may be wrong. */
    @Test
    void suiteBudgetSkips(@TempDir Path dir) throws IOException {
        Path file = write(dir, "s.perft", "id wrong-but-deep\nfen W:W31-50:B1-20\nperft 1 9\nperft 3 657\n\n"
                + "id shallow\nfen W:W31-50:B1-20\nperft 2 81\n");
        Run run = run("suite", "--budget", "100", file.toString());
        assertThat(run.status()).isZero();
        assertThat(run.lines()).containsExactly("1 passed, 0 failed, 1 partly checked");
        Run all = run("suite", "--budget", "0", file.toString());
        assertThat(all.status()).as("a run that checked nothing").isEqualTo(Main.NOTHING_CHECKED);
        assertThat(all.lines()).containsExactly("2 skipped: every count over the budget of 0 nodes", "0 passed, 0 failed");
        assertThat(all.err()).isEqualTo("draughts: nothing checked: every count is over the budget of 0 nodes\n");
        assertThat(run("suite", file.toString()).lines()).last().isEqualTo("1 passed, 1 failed");
    }

    @Test
    void suiteRecordsWithoutVariantUseTheOption(@TempDir Path dir) throws IOException {
        Path file = write(dir, "s.perft", "id start\nfen W:W31-50:B1-20\nperft 2 81\n");
        assertThat(run("suite", "-v", "fmjd", file.toString()).lines()).containsExactly("1 passed, 0 failed");
        assertBadInput(run("suite", "-v", "nosuch", file.toString()), "unknown variant 'nosuch'");
    }

    @Test
    void suiteMissingFile(@TempDir Path dir) {
        Path missing = dir.resolve("missing.perft");
        assertBadInput(run("suite", missing.toString()), "missing.perft");
    }

    @Test
    void suiteMalformedFile(@TempDir Path dir) throws IOException {
        Path file = write(dir, "m.perft", "id a\nfen W:W31-50:B1-20\nperft 1 nine\n");
        Run run = run("suite", file.toString());
        assertBadInput(run, "m.perft:3");
        assertThat(run.err()).contains("perft 1 nine");
    }

    @Test
    void suiteBadFenOrVariantInsideAFileCountsNothing(@TempDir Path dir) throws IOException {
        Path file = write(dir, "f.perft", GOOD + "\nid broken\nfen W:W51:B1\nperft 1 1\n");
        Run run = run("suite", file.toString());
        assertBadInput(run, "f.perft:14");
        assertThat(run.err()).contains("invalid FEN");
        Path variant = write(dir, "v.perft", "id x\nvariant nosuch\nfen W:W31-50:B1-20\nperft 1 9\n");
        assertBadInput(run("suite", variant.toString()), "v.perft:2");
    }

    @Test
    void suiteWithoutFilesRunsTheVariantsOwnSuites() {
        Run run = run("suite", "-v", "international", "--budget", "100000");
        assertThat(run.status()).isZero();
        assertThat(run.lines()).last().asString().matches("\\d+ passed, 0 failed, \\d+ partly checked");
        Run every = run("suite", "--budget", "100000");
        assertThat(every.status()).isZero();
        assertThat(every.lines()).last().asString().matches("\\d+ passed, 0 failed, \\d+ partly checked");
    }

    @Test
    void aLineBreakInsideTheInputKeepsTheReasonOnTheOneErrorLine() {
        Run run = run("moves", "--fen", "W:W31\n:B1x");
        assertBadInput(run, "invalid FEN 'W:W31\\x0a:B1x'");
        assertThat(run.err()).contains("token '1x' at position 8");
    }

    @Test
    void filesThatCannotBeReadAreOneLine(@TempDir Path dir) throws IOException {
        Path latin1 = dir.resolve("l.perft");
        Files.write(latin1, "id a\nfen W:W31-50:B1-20 # \u00e9\nperft 1 9\n".getBytes(StandardCharsets.ISO_8859_1));
        assertBadInput(run("suite", latin1.toString()), "l.perft:2: not UTF-8 text");
        assertBadInput(run("suite", dir.toString()), "it is a directory");
        assertBadInput(run("pdn", dir.resolve("none.pdn").toString()), "no such file");
    }

    @Test
    void hashSizeIsBounded() {
        assertBadInput(run("perft", "-d", "1", "--hash", "8193"), "--hash must be between 0 and 8192 MB");
        assertBadInput(run("perft", "-d", "1", "--hash", "-1"), "--hash must be between 0 and 8192 MB");
        // A shallow count needs no table, so even the largest size answers at once.
        assertThat(run("perft", "-d", "2", "--hash", "8192").status()).isZero();
    }

    private static Path write(Path dir, String name, String text) throws IOException {
        Path file = dir.resolve(name);
        Files.writeString(file, text);
        return file;
    }
}
