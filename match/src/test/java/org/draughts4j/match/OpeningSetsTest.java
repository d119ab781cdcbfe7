package org.draughts4j.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.draughts4j.core.Game;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The shipped opening sets against the published facts (../shared/ENGINES.md), and the openings files of one's own. */
class OpeningSetsTest {

    @Test
    void theInternationalBallotsAreTheTwoPlyOpeningsLessTheTwoThatLoseAMan() {
        OpeningSet set = OpeningSets.byName("international-2move");
        assertThat(set.openings(false)).hasSize(79);
        // Independently of the derivation's search: the 81 sequences of two plies, less the two
        // that the ballots leave out.
        Game start = Game.start(Variant.byName("international"));
        Set<String> expected = new HashSet<>();
        for (var white : start.position().legalMoves()) {
            Game one = start.play(white);
            for (var black : one.position().legalMoves()) {
                expected.add(String.join(" ", one.play(black).notation()));
            }
        }
        assertThat(expected).hasSize(81).contains("31-27 16-21", "32-27 16-21");
        expected.removeAll(List.of("31-27 16-21", "32-27 16-21"));
        Set<String> shipped = new HashSet<>();
        set.openings(false).forEach(opening -> shipped.add(String.join(" ", opening.moves())));
        assertThat(shipped).isEqualTo(expected);
    }

    @Test
    void theAcfBallotHas174NumberedOpeningsOf156ArePlayed() {
        OpeningSet set = OpeningSets.byName("english-3move");
        List<Opening> all = set.openings(true);
        assertThat(all).hasSize(174);
        assertThat(set.openings(false)).hasSize(156).noneMatch(Opening::barred);
        List<Integer> barred = new ArrayList<>();
        for (int i = 0; i < all.size(); i++) {
            assertThat(all.get(i).number()).isEqualTo(i + 1);
            assertThat(all.get(i).moves()).hasSize(3);
            if (all.get(i).barred()) {
                barred.add(all.get(i).number());
            }
        }
        assertThat(barred).containsExactly(3, 13, 26, 35, 44, 45, 48, 52, 77, 88, 94, 109, 114, 137, 145, 156, 168, 171);
        // The ACF numbers its ballots in the order of their moves, as the derivation orders
        // openings: so a ballot typed out of place, or twice, shows.
        List<String> order = new ArrayList<>();
        OpeningDerivation.all(Variant.byName("english"), 3).forEach(opening -> order.add(opening.line()));
        int last = -1;
        for (Opening opening : all) {
            int index = order.indexOf(opening.line());
            assertThat(index).as(opening.line()).isGreaterThan(last);
            last = index;
        }
        assertThat(all.get(0).line()).isEqualTo("9-13 21-17 5-9\tW:W17,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,6,7,8,9,"
                + "10,11,12,13");
    }

    @Test
    void everyVariantHasASetAndTheSummariesAgreeWithTheSets() {
        Set<String> variants = new HashSet<>();
        for (OpeningSets.Summary summary : OpeningSets.summaries()) {
            OpeningSet set = OpeningSets.byName(summary.name());
            assertThat(set.variant()).isEqualTo(summary.variant());
            assertThat(set.openings(false)).hasSize(summary.count());
            assertThat(set.openings(true)).hasSize(summary.all());
            assertThat(summary.source()).isNotBlank();
            variants.add(summary.variant());
            for (Opening opening : set.openings(true)) {
                assertThat(Game.from(opening.position()).outcome().isOver()).isFalse();
            }
        }
        Set<String> all = new HashSet<>();
        Variant.all().forEach(variant -> all.add(variant.name()));
        assertThat(variants).isEqualTo(all);
        assertThat(OpeningSets.names()).startsWith("international-2move", "international-3move", "english-3move");
    }

    @Test
    void anUnknownSetIsNamedWithTheKnownOnes() {
        assertThatThrownBy(() -> OpeningSets.byName("chess-2move")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("no opening set 'chess-2move'").hasMessageContaining("english-3move");
    }

    @Test
    void aSetWhoseFenIsNotItsMovesIsRefused() {
        assertThatThrownBy(() -> OpeningSets.parse("bad", List.of("# variant: international",
                "32-28 19-23\tW:W31-50:B1-20"))).hasMessageContaining("bad:2: the FEN is not the position after 32-28 19-23");
    }

    /** The file is read whole: one larger than any set of openings is refused before it is read (a sparse file here). */
    @Test
    void anOpeningsFileLargerThanAnySetIsRefusedUnread(@TempDir Path dir) throws IOException {
        Path huge = dir.resolve("huge.txt");
        try (java.io.RandomAccessFile file = new java.io.RandomAccessFile(huge.toFile(), "rw")) {
            file.setLength(OpeningsFile.MAX_BYTES + 1);
        }
        assertThatThrownBy(() -> OpeningsFile.read(huge, Variant.byName("international")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("at most " + OpeningsFile.MAX_BYTES);
    }

    /** International's 7 plies are a million sequences, some 200 MB: refused once past the bound. */
    @Test
    void derivingMoreOpeningsThanTheBoundIsRefused() {
        assertThatThrownBy(() -> OpeningDerivation.all(Variant.byName("international"), 7))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("more than " + OpeningDerivation.MAX_OPENINGS + " openings of 7 plies in international: derive"
                        + " fewer plies");
    }

    /** A line longer than any opening is refused before it is cut into words (millions of them, in 64 MB). */
    @Test
    void aLineLongerThanAnyOpeningIsRefused(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("long.txt");
        Files.writeString(file, "32-28 19-23\n" + "a ".repeat(OpeningsFile.MAX_LINE_CHARS) + "\n");
        assertThatThrownBy(() -> OpeningsFile.read(file, Variant.byName("international")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage(file + ":2: a line of " + (2 * OpeningsFile.MAX_LINE_CHARS - 1)
                        + " characters; an opening takes at most " + OpeningsFile.MAX_LINE_CHARS);
    }

    @Test
    void openingsFilesOfFensMovesLinesAndPdn(@TempDir Path dir) throws IOException {
        Variant international = Variant.byName("international");
        Path text = dir.resolve("mine.txt");
        Files.writeString(text, "# mine\n\nW:W31-50:B1-20\n1. 32-28 19-23\n33-28 18-22\tW:W28,31,32,34-50:B1-17,19,20,22\n"
                + "w : w31-50 : b1-20\n");
        List<Opening> openings = OpeningsFile.read(text, international);
        assertThat(openings).hasSize(4);
        // A FEN with spaces, which the FEN reader takes, is a FEN here too, not moves.
        assertThat(openings.get(3).position()).isEqualTo(Position.start(international));
        assertThat(openings.get(0).moves()).isEmpty();
        assertThat(openings.get(0).position()).isEqualTo(Position.start(international));
        assertThat(openings.get(1).moves()).containsExactly("32-28", "19-23");
        assertThat(openings.get(2).position().sideToMove()).isEqualTo(org.draughts4j.core.Color.WHITE);
        Path pdn = dir.resolve("games.pdn");
        Files.writeString(pdn, "[GameType \"20\"]\n1. 32-28 19-23 2. 28x19 14x23 *\n\n[GameType \"20\"]\n[FEN \"W:W33:B3\"]\n*\n");
        List<Opening> games = OpeningsFile.read(pdn, international);
        assertThat(games).hasSize(2);
        assertThat(games.get(0).moves()).containsExactly("32-28", "19-23", "28x19", "14x23");
        assertThat(games.get(1).moves()).isEmpty();
        assertThat(games.get(1).position()).isEqualTo(Position.fromFen(international, "W:W33:B3"));
        Path bad = dir.resolve("bad.txt");
        Files.writeString(bad, "32-28\n32-25\n");
        assertThatThrownBy(() -> OpeningsFile.read(bad, international)).hasMessageStartingWith(bad + ":2: ");
        Path russian = dir.resolve("russian.pdn");
        Files.writeString(russian, "[GameType \"25\"]\n*\n");
        assertThatThrownBy(() -> OpeningsFile.read(russian, international)).hasMessageContaining("not international");
        // A GameType no variant has, or a FEN a game without moves cannot be set up from: the file's error.
        Path unknown = dir.resolve("unknown.pdn");
        Files.writeString(unknown, "[GameType \"abc\"]\n*\n");
        assertThatThrownBy(() -> OpeningsFile.read(unknown, international)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith(unknown + ": game 1: ");
        Path badFen = dir.resolve("badfen.pdn");
        Files.writeString(badFen, "[GameType \"20\"]\n[FEN \"X\"]\n*\n");
        assertThatThrownBy(() -> OpeningsFile.read(badFen, international)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith(badFen + ": game 1: ");
    }

    /** English positions, given as FENs, parse as International: a file of them is refused, naming it. */
    @Test
    void positionsOfASmallerBoardAreRefused(@TempDir Path dir) throws IOException {
        Variant international = Variant.byName("international");
        Variant english = Variant.byName("english");
        Path fens = dir.resolve("english.txt");
        Files.writeString(fens, "# four pieces\nB:W18,K30:B14,K1\nW:W22,K32:B18,K4\n");
        assertThatThrownBy(() -> OpeningsFile.read(fens, international)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith(fens + ":2: every position the file gives stands on squares 1-32")
                .hasMessageContaining("variant international");
        assertThat(OpeningsFile.read(fens, english)).hasSize(2);
        // Printed by 'draughts openings english-3move' (moves, a tab, the FEN): the moves are refused.
        Path ballots = dir.resolve("ballots.txt");
        Files.writeString(ballots, "\tW:W17,22-32:B1-4,6-13\n");
        assertThatThrownBy(() -> OpeningsFile.read(ballots, international)).hasMessageStartingWith(ballots + ":1: ");
        // International's own small positions, said to be so.
        Path declared = dir.resolve("declared.txt");
        Files.writeString(declared, "variant International\nB:W18,K30:B14,K1\n");
        assertThat(OpeningsFile.read(declared, international)).hasSize(1);
        assertThatThrownBy(() -> OpeningsFile.read(declared, english))
                .hasMessage(declared + ":1: the openings are international's, not english's (give -v international)");
        // One position beyond square 32 is enough to tell an International file.
        Path mixed = dir.resolve("mixed.txt");
        Files.writeString(mixed, "B:W18,K30:B14,K1\nW:W33:B3\n");
        assertThat(OpeningsFile.read(mixed, international)).hasSize(2);
        Path pdn = dir.resolve("english.pdn");
        Files.writeString(pdn, "[FEN \"B:W18,K30:B14,K1\"]\n*\n");
        assertThatThrownBy(() -> OpeningsFile.read(pdn, international)).hasMessageStartingWith(pdn + ":game 1: ");
    }
}
