package org.draughts4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** {@code draughts egtb build, probe, verify}: the lines the contract names, and bad input. */
class EgtbCommandTest {
    @TempDir
    static Path dir;

    private static MainTest.Run built;

    @BeforeAll
    static void build() {
        built = MainTest.run("egtb", "build", "-v", "english", "--pieces", "3", "--dir", dir.toString(),
                "--threads", "2");
    }

    @Test
    void buildPrintsOneLinePerSliceAndTheTotals() {
        assertThat(built.status()).isZero();
        assertThat(built.lines()).hasSize(18);
        for (String line : built.lines().subList(0, 16)) {
            assertThat(line).matches("\\dm\\dk-\\dm\\dk +positions \\d+  wins \\d+  draws \\d+  losses \\d+  longest win \\d+"
                    + "  \\d+\\.\\d{3} s \\(cpu \\d+\\.\\d{3} s\\)  \\d+ bytes");
        }
        assertThat(built.lines().get(16)).matches("16 slices, \\d+ positions, \\d+ bytes, longest win \\d+, .*");
        assertThat(built.lines().get(17)).matches("compact tables: \\d+ bytes");
        // Before the first slice, on standard error: what the build takes, from the index.
        assertThat(built.err().lines()).singleElement().asString()
                .matches("estimate: [0-9.e]+ entries, [0-9.]+ kB of files, a heap of \\d+ MB \\(-Xmx1g\\) for its largest pair, \\dm\\dk-\\dm\\dk( and \\dm\\dk-\\dm\\dk)?, \\d+ s of"
                + " processor time \\(\\d+ s on 2 threads alone on their cores\\)");
        assertThat(dir.resolve("english-1m0k-0m1k.wdl")).isRegularFile();
        assertThat(dir.resolve("english-1m0k-0m1k.egtb")).isRegularFile();
    }

    /**
     * {@code --wdl}: the compact tables alone at the end; probe reads them (win, draw or loss, no
     * distance), refuses a best move without a distance, and a second build finds them there.
     */
    @Test
    void wdlKeepsTheCompactTablesAlone(@TempDir Path wdl) throws java.io.IOException {
        MainTest.Run run = MainTest.run("egtb", "build", "-v", "english", "--pieces", "3", "--dir", wdl.toString(), "--wdl");
        assertThat(run.status()).isZero();
        assertThat(run.lines().get(run.lines().size() - 1)).matches("compact tables: \\d+ bytes \\(the full tables removed\\)");
        try (java.util.stream.Stream<Path> files = java.nio.file.Files.list(wdl)) {
            assertThat(files.map(p -> p.getFileName().toString())).isNotEmpty().allMatch(name -> name.endsWith(".wdl"));
        }
        // Black's king takes White's man next to it, and wins: the distance comes from the end the capture reaches.
        assertThat(MainTest.run("egtb", "probe", "-v", "english", "--dir", wdl.toString(), "--fen", "B:W6:BK1").out())
                .isEqualTo("win 1\n");
        // Two kings against one, not in contact: a win whose distance the compact tables do not keep.
        MainTest.Run probe = MainTest.run("egtb", "probe", "-v", "english", "--dir", wdl.toString(), "--fen", "W:WK29,K32:BK1");
        assertThat(probe.status()).isZero();
        assertThat(probe.out()).isIn("win\n", "draw\n", "loss\n");
        if (probe.out().equals("win\n")) {
            MainTest.Run best = MainTest.run("egtb", "probe", "-v", "english", "--dir", wdl.toString(), "--fen",
                    "W:WK29,K32:BK1", "--best");
            assertThat(best.status()).isEqualTo(2);
            assertThat(best.err()).contains("--best", "no distance");
        }
        MainTest.Run again = MainTest.run("egtb", "build", "-v", "english", "--pieces", "3", "--dir", wdl.toString(), "--wdl");
        assertThat(again.status()).isZero();
        assertThat(again.out()).contains("already");
    }

    /**
     * Frisian's compact tables hold a value for each count of one king's moves in a row, as its full
     * ones: after three moves of its king White may not move it again, and loses where it won.
     */
    @Test
    void frisianCompactTablesKeepTheKingMoveCounts(@TempDir Path frisian) throws java.io.IOException {
        MainTest.Run run = MainTest.run("egtb", "build", "-v", "frisian", "--pieces", "3", "--dir", frisian.toString(),
                "--wdl");
        assertThat(run.status()).as(run.err()).isZero();
        assertThat(run.lines().get(run.lines().size() - 1)).startsWith("compact tables: ").endsWith("(the full tables removed)");
        try (java.util.stream.Stream<Path> files = java.nio.file.Files.list(frisian)) {
            assertThat(files.map(p -> p.getFileName().toString())).isNotEmpty().allMatch(name -> name.endsWith(".wdl"));
        }
        // The full tables say win 3, win 3 and loss 2; the compact ones keep no distance.
        String[][] expected = {{"W:W46,K28:BK5", "win\n"}, {"W:W46,K28:BK5:+0+228", "win\n"},
            {"W:W46,K28:BK5:+0+328", "loss\n"}};
        for (String[] fenAndValue : expected) {
            MainTest.Run probe = MainTest.run("egtb", "probe", "-v", "frisian", "--dir", frisian.toString(), "--fen",
                    fenAndValue[0]);
            assertThat(probe.status()).as(probe.err()).isZero();
            assertThat(probe.out()).as(fenAndValue[0]).isEqualTo(fenAndValue[1]);
        }
    }

    /**
     * A build stopped at any point goes on from what it finished: the slices, and the compact files
     * (one whole and written after its table is kept, its time unchanged; one cut short is written
     * again, the same bytes).
     */
    @Test
    void aSecondBuildKeepsTheSlicesAndCompactFilesBuilt() throws java.io.IOException {
        Path kept = dir.resolve("english-1m0k-0m1k.wdl");
        Path cut = dir.resolve("english-1m0k-1m0k.wdl");
        byte[] whole = java.nio.file.Files.readAllBytes(cut);
        java.nio.file.attribute.FileTime later = java.nio.file.attribute.FileTime.fromMillis(
                System.currentTimeMillis() + 86_400_000L);
        java.nio.file.Files.setLastModifiedTime(kept, later);
        java.nio.file.Files.write(cut, java.util.Arrays.copyOf(whole, whole.length - 1));
        java.nio.file.Files.setLastModifiedTime(cut, later);
        MainTest.Run again = MainTest.run("egtb", "build", "-v", "english", "--pieces", "2", "--dir", dir.toString());
        assertThat(again.status()).isZero();
        assertThat(again.lines().subList(0, 4)).allMatch(line -> line.contains("(built before)"));
        assertThat(java.nio.file.Files.getLastModifiedTime(kept)).isEqualTo(later);
        assertThat(java.nio.file.Files.readAllBytes(cut)).isEqualTo(whole);
    }

    /**
     * {@code --block} and {@code --part}: the compact files written again in the layout asked for
     * (the full slices kept), smaller, the library's bytes for that layout; a size outside the
     * format refused before anything is built, naming the option.
     */
    @Test
    void blockAndPartSetTheCompactFilesLayout(@TempDir Path other) throws java.io.IOException {
        MainTest.Run standard = MainTest.run("egtb", "build", "-v", "english", "--pieces", "3", "--dir", other.toString());
        assertThat(standard.status()).isZero();
        long standardBytes = compactBytes(standard);
        MainTest.Run large = MainTest.run("egtb", "build", "-v", "english", "--pieces", "3", "--dir", other.toString(),
                "--block", "8192", "--part", "1024");
        assertThat(large.status()).as(large.err()).isZero();
        assertThat(large.lines()).filteredOn(line -> line.contains("positions ") && !line.contains("slices"))
                .allMatch(line -> line.contains("(built before)"));
        assertThat(compactBytes(large)).isLessThan(standardBytes);
        Path reference = other.resolve("reference");
        try (org.draughts4j.egtb.EndgameTables full = org.draughts4j.egtb.EndgameTables.open(
                org.draughts4j.core.Variant.byName("english"), other)) {
            for (Path file : org.draughts4j.egtb.WdlTables.write(full, reference,
                    new org.draughts4j.egtb.WdlLayout(8192, 1024))) {
                assertThat(java.nio.file.Files.readAllBytes(other.resolve(file.getFileName())))
                        .as(file.getFileName().toString()).isEqualTo(java.nio.file.Files.readAllBytes(file));
            }
        }
        for (String[] bad : new String[][] {{"--block", "1000"}, {"--block", "32"}, {"--block", "131072"},
            {"--part", "8"}, {"--part", "2048"}, {"--block", "256", "--part", "512"}}) {
            Path fresh = other.resolve("fresh");
            java.util.List<String> args = new java.util.ArrayList<>(java.util.List.of("egtb", "build", "-v", "english",
                    "--pieces", "2", "--dir", fresh.toString()));
            args.addAll(java.util.List.of(bad));
            MainTest.Run refused = MainTest.run(args.toArray(String[]::new));
            assertThat(refused.status()).as(String.join(" ", bad)).isEqualTo(2);
            assertThat(refused.err()).contains(bad[bad.length - 2] + " must be a power of two")
                    .contains("not " + bad[bad.length - 1]);
            assertThat(fresh).doesNotExist();
        }
    }

    private static long compactBytes(MainTest.Run run) {
        String last = run.lines().get(run.lines().size() - 1);
        assertThat(last).startsWith("compact tables: ");
        return Long.parseLong(last.replaceAll("\\D", ""));
    }

    @Test
    void probeGivesTheValueForTheSideToMove() {
        // English: Black moves first and is at the top; a black king next to a lone white man takes it.
        assertThat(MainTest.run("egtb", "probe", "-v", "english", "--dir", dir.toString(), "--fen", "B:W6:BK1").out())
                .isEqualTo("win 1\n");
        assertThat(MainTest.run("egtb", "probe", "-v", "english", "--dir", dir.toString(), "--fen", "W:W6:BK1").out())
                .matches("(win|loss) \\d+\n|draw\n");
        MainTest.Run best = MainTest.run("egtb", "probe", "-v", "english", "--dir", dir.toString(), "--fen", "B:W6:BK1",
                "--best");
        assertThat(best.out()).isEqualTo("win 1\t1x10\n");
    }

    @Test
    void probeReadsFensFromStandardInput() {
        InputStream saved = System.in;
        try {
            System.setIn(new ByteArrayInputStream("B:W6:BK1\n\nW:WK29:BK4\nW:W21-24:B1\n".getBytes(StandardCharsets.UTF_8)));
            MainTest.Run run = MainTest.run("egtb", "probe", "-v", "english", "--dir", dir.toString());
            assertThat(run.lines()).hasSize(3);
            assertThat(run.lines().get(0)).isEqualTo("win 1");
            assertThat(run.lines().get(2)).isEqualTo("unknown");
            assertThat(run.status()).isEqualTo(1);
        } finally {
            System.setIn(saved);
        }
    }

    /** The 12x12 boards, two words of bits: built, probed (with a best move) and verified as any other. */
    @Test
    void theTwelveByTwelveBoardsAreBuiltProbedAndVerified(@TempDir Path wide) {
        for (String name : new String[] {"canadian", "srilankan"}) {
            Path sub = wide.resolve(name);
            MainTest.Run run = MainTest.run("egtb", "build", "-v", name, "--pieces", "2", "--dir", sub.toString(),
                    "--threads", "2");
            assertThat(run.status()).as(run.err()).isZero();
            assertThat(run.lines().get(4)).startsWith("4 slices, ");
            assertThat(run.lines().get(5)).matches("compact tables: \\d+ bytes");
            // A king that takes the last piece at once, on squares of the high word (the bottom rows).
            String fen = name.equals("canadian") ? "W:WK72:B65" : "W:WK67:B62";
            MainTest.Run probe = MainTest.run("egtb", "probe", "-v", name, "--dir", sub.toString(), "--fen", fen,
                    "--best");
            assertThat(probe.status()).isZero();
            assertThat(probe.out()).startsWith("win 1\t");
            MainTest.Run verify = MainTest.run("egtb", "verify", "-v", name, "--dir", sub.toString());
            assertThat(verify.status()).isZero();
            assertThat(verify.lines()).last().isEqualTo("4 passed, 0 failed");
        }
    }

    @Test
    void verifyChecksEverySlice() {
        MainTest.Run run = MainTest.run("egtb", "verify", "-v", "english", "--dir", dir.toString());
        assertThat(run.status()).isZero();
        assertThat(run.lines()).hasSize(17).last().isEqualTo("16 passed, 0 failed");
        assertThat(run.lines().get(0)).matches("ok 0m1k-0m1k \\d+ positions");
    }

    @Test
    void badInputIsOneLineAndStatusTwo() {
        MainTest.Run towers = MainTest.run("egtb", "build", "-v", "bashni", "--pieces", "3", "--dir", dir.toString());
        assertThat(towers.status()).isEqualTo(2);
        assertThat(towers.err()).startsWith("draughts: ").contains("towers").doesNotContain("Exception");
        MainTest.Run towersProbe = MainTest.run("egtb", "probe", "-v", "bashni", "--dir", dir.toString(), "--fen",
                "W:W21:B12");
        assertThat(towersProbe.status()).isEqualTo(2);
        assertThat(towersProbe.err()).startsWith("draughts: ").contains("towers").doesNotContain("Exception");
        MainTest.Run fen = MainTest.run("egtb", "probe", "-v", "english", "--dir", dir.toString(), "--fen", "W:W99:B1");
        assertThat(fen.status()).isEqualTo(2);
        MainTest.Run missing = MainTest.run("egtb", "verify", "-v", "english", "--dir", dir.resolve("none").toString());
        assertThat(missing.status()).isEqualTo(2);
        assertThat(missing.err()).contains("none");
        MainTest.Run pieces = MainTest.run("egtb", "build", "--pieces", "1", "--dir", dir.toString());
        assertThat(pieces.status()).isEqualTo(2);
        assertThat(pieces.err()).contains("--pieces");
    }

    /** An empty --dir, which a path reads as the current directory: a build wrote its files there. */
    @Test
    void anEmptyDirIsRefusedByName() {
        for (String[] args : new String[][] {
            {"egtb", "build", "-v", "english", "--pieces", "2", "--dir", ""},
            {"egtb", "probe", "-v", "english", "--dir", "", "--fen", "W:W6:BK1"},
            {"egtb", "verify", "-v", "english", "--dir", ""}}) {
            MainTest.Run run = MainTest.run(args);
            assertThat(run.status()).as(args[1]).isEqualTo(Main.BAD_INPUT);
            assertThat(run.out()).as(args[1]).isEmpty();
            // build's --dir is a name its command checks, probe's and verify's a path every command checks.
            assertThat(run.err()).as(args[1]).startsWith("draughts: ").contains("--dir")
                    .contains("an empty path (give '.' for the current directory)").hasLineCount(1);
        }
    }

    /** A file for DIR, or a DIR that cannot be made, is said to be so: not a class name, nor a disk of 0 bytes free. */
    @Test
    void aDirThatIsAFileOrCannotBeMadeIsSaidToBe(@TempDir Path parent) throws java.io.IOException {
        Path file = java.nio.file.Files.writeString(parent.resolve("file"), "x");
        MainTest.Run build = MainTest.run("egtb", "build", "-v", "english", "--pieces", "2", "--dir", file.toString());
        assertThat(build.status()).isEqualTo(Main.BAD_INPUT);
        assertThat(build.err()).isEqualTo("draughts: cannot build the tables in " + file
                + ": it is a file, not a directory\n");
        for (MainTest.Run run : java.util.List.of(
                MainTest.run("egtb", "probe", "-v", "english", "--dir", file.toString(), "--fen", "W:W6:BK1"),
                MainTest.run("egtb", "verify", "-v", "english", "--dir", file.toString()))) {
            assertThat(run.status()).isEqualTo(Main.BAD_INPUT);
            assertThat(run.err()).isEqualTo("draughts: cannot read the tables in " + file
                    + ": it is a file, not a directory\n");
        }
        if (java.nio.file.Files.isDirectory(Path.of("/proc/self"))) {
            Path proc = Path.of("/proc/draughts4j-none/x");
            MainTest.Run made = MainTest.run("egtb", "build", "-v", "english", "--pieces", "2", "--dir", proc.toString());
            assertThat(made.status()).isEqualTo(Main.BAD_INPUT);
            assertThat(made.err()).isEqualTo("draughts: cannot build the tables in " + proc
                    + ": the directory cannot be made in /proc\n");
        }
    }

    /** The help gives --pieces' bound, as the command and the docs take it. */
    @Test
    void buildsHelpGivesTheBoundsOfPieces() {
        assertThat(MainTest.run("egtb", "build", "--help").out()).contains("The most pieces, 2 to 15.");
    }

    /** A folder without tables of the variant: probe says so as verify does, one line, status 2, not 'unknown'. */
    @Test
    void probeOfAFolderWithoutTablesSaysSoAsVerifyDoes(@TempDir Path empty) {
        MainTest.Run probe = MainTest.run("egtb", "probe", "-v", "english", "--dir", empty.toString(), "--fen", "W:W6:BK1");
        MainTest.Run verify = MainTest.run("egtb", "verify", "-v", "english", "--dir", empty.toString());
        assertThat(probe.status()).isEqualTo(Main.BAD_INPUT).isEqualTo(verify.status());
        assertThat(probe.out()).isEmpty();
        assertThat(probe.err()).isEqualTo(verify.err()).isEqualTo("draughts: no tables of english in " + empty + "\n");
        // Tables of another variant are none of this one's.
        MainTest.Run russian = MainTest.run("egtb", "probe", "-v", "russian", "--dir", dir.toString(), "--fen", "W:W6:BK1");
        assertThat(russian.status()).isEqualTo(Main.BAD_INPUT);
        assertThat(russian.err()).startsWith("draughts: no tables of russian in ");
    }

    /** A build no machine finishes is refused at once, its estimate in the one line, and nothing is made. */
    @Test
    @Timeout(30)
    void aBuildBeyondTheMachineIsRefusedBeforeItStarts(@TempDir Path parent) {
        Path target = parent.resolve("nine");
        MainTest.Run run = MainTest.run("egtb", "build", "--pieces", "9", "--dir", target.toString());
        assertThat(run.status()).isEqualTo(Main.BAD_INPUT);
        assertThat(run.out()).isEmpty();
        assertThat(run.err().lines()).singleElement().asString()
                .startsWith("draughts: a build of up to 9 pieces cannot finish: ").contains("entries", "TB", "-Xmx")
                .doesNotContain("Exception");
        assertThat(target).doesNotExist();
    }
}
