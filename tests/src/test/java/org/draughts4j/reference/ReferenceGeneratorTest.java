package org.draughts4j.reference;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Collectors;
import org.draughts4j.core.Geometry;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.draughts4j.core.perft.Perft;
import org.draughts4j.core.perft.PerftOptions;
import org.draughts4j.tests.TestVariants;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Checks the reference generator itself: the pitfall positions other libraries fell into, one position per
 * rule row, and the published perft numbers of the start positions.
 */
class ReferenceGeneratorTest {

    private static ReferenceBoard board(Variant rules, String fen) {
        return ReferenceBoard.fromFen(rules, fen);
    }

    private static List<String> moves(Variant rules, String fen) {
        return List.copyOf(ReferenceGenerator.moveKeys(board(rules, fen)));
    }

    @ParameterizedTest
    @CsvSource({
        "international, 1, 9",
        "international, 2, 81",
        "international, 3, 658",
        "international, 4, 4265",
        "international, 5, 27117",
        "international, 6, 167140",
        "brazilian, 6, 37628",
        "brazilian, 5, 7473",
        "russian, 5, 7482",
        "russian, 6, 37986",
        "english, 4, 1469",
        "english, 5, 7361",
        "english, 6, 36768",
        "spanish, 8, 828783",
        "galician, 8, 828783",
    })
    void publishedPerftOfTheStartPosition(String variant, int depth, long expected) {
        Variant rules = TestVariants.byName(variant);
        ReferenceBoard start = board(rules, rules.startFen());
        assertThat(ReferencePerft.count(start, depth, false)).as("reference").isEqualTo(expected);
        assertThat(Perft.count(Position.start(rules), depth)).as("core").isEqualTo(expected);
    }

    @Test
    void startPositionsOfTheEightByEightVariantsAgreeForTheFirstPlies() {
        long[] expected = {7, 49, 302, 1469};
        for (Variant rules : List.of(TestVariants.BRAZILIAN, TestVariants.RUSSIAN, TestVariants.ENGLISH)) {
            for (int depth = 1; depth <= 4; depth++) {
                assertThat(ReferencePerft.count(board(rules, rules.startFen()), depth, false))
                        .as(rules.name() + " depth " + depth).isEqualTo(expected[depth - 1]);
            }
        }
    }

    @Test
    void russianManCrownedDuringACaptureGoesOnAsAKing() {
        Variant rules = TestVariants.RUSSIAN;
        Geometry g = rules.geometry();
        List<String> moves = moves(rules, "W:Wh6:Bg7,c5,d2");
        String expected = g.parseAlgebraic("h6") + "x" + g.parseAlgebraic("e1") + ":"
                + List.of(g.parseAlgebraic("g7"), g.parseAlgebraic("c5"), g.parseAlgebraic("d2")).stream()
                        .sorted().map(String::valueOf).collect(Collectors.joining(","))
                + "+K";
        assertThat(moves).containsExactly(expected);
    }

    @Test
    void internationalManPassingTheFarRowStaysAMan() {
        // A white man on 13 takes 9 and lands on 4 (far row), then takes 10 backward to 15.
        List<String> moves = moves(TestVariants.INTERNATIONAL, "W:W13:B9,10");
        assertThat(moves).containsExactly("13x15:9,10");
        // Brazilian, on 8x8: man 10 takes 7 landing on 3 (far row), then 8 backward to 12.
        assertThat(moves(TestVariants.BRAZILIAN, "W:W10:B7,8")).containsExactly("10x12:7,8");
        // Russian: crowned on 3 and goes on as a king; the move ends on 12 crowned.
        assertThat(moves(TestVariants.RUSSIAN, "W:W10:B7,8")).containsExactly("10x12:7,8+K");
        // English, Spanish, Galician: crowned on the far row, the move ends there.
        assertThat(moves(TestVariants.ENGLISH, "W:W10:B7,8")).containsExactly("10x3:7+K");
    }

    @Test
    void internationalTwoCapturesWithTheSameEndsAreTwoMoves() {
        List<String> moves = moves(TestVariants.INTERNATIONAL, "W:WK4:B13,20,32,37");
        List<String> from4to15 = moves.stream().filter(m -> m.startsWith("4x15:")).collect(Collectors.toList());
        assertThat(from4to15).hasSize(2);
    }

    @Test
    void windmillIsOneMove() {
        ReferenceBoard windmill = board(TestVariants.INTERNATIONAL, "W:WK2:B7,8,17,18");
        assertThat(ReferenceGenerator.moveKeys(windmill)).hasSize(1);
        assertThat(ReferenceGenerator.pathKeys(windmill).size()).isGreaterThan(1);
    }

    @Test
    void menCaptureBackwardOnlyWhereTheTraitSaysSo() {
        // White man 18 with a black man behind it on 22 (and 27 empty).
        assertThat(moves(TestVariants.BRAZILIAN, "W:W18:B22")).containsExactly("18x25:22");
        assertThat(moves(TestVariants.ENGLISH, "W:W18:B22")).containsExactly("18-14", "18-15");
    }

    @Test
    void shortKingsTakeOnlyAdjacentPieces() {
        // King on 29 (a1), black man on 18 (c5 side: 29-25-22-18) two squares away.
        assertThat(moves(TestVariants.ENGLISH, "W:WK29:B18")).containsExactly("29-25");
        assertThat(moves(TestVariants.RUSSIAN, "W:WK29:B18")).containsExactly("29x11:18", "29x15:18", "29x4:18", "29x8:18");
    }

    @Test
    void flyingKingMustLandWhereTheCaptureGoesOn() {
        // Russian: king 29 takes 22 and may land on 18, 15, 11, 8, 4; only 15 lets it take 19.
        List<String> moves = moves(TestVariants.RUSSIAN, "W:WK29:B22,19");
        assertThat(moves).allMatch(m -> m.contains(":19,22"));
    }

    @Test
    void capturePrecedence() {
        // Spanish board (h1 = 1): man 10 (f3) may take the man on 13 (g4) or the king on 14 (e4).
        String fen = "W:W10:B13,K14";
        assertThat(moves(TestVariants.SPANISH, fen)).containsExactly("10x19:14");
        assertThat(moves(TestVariants.GALICIAN, fen)).containsExactly("10x19:14");
        // Brazilian squares: man 22 takes 18 and then 11 (two), or 17 alone (one).
        String twoOrOne = "W:W22:B17,18,11";
        assertThat(moves(TestVariants.BRAZILIAN, twoOrOne)).containsExactly("22x8:11,18");
        assertThat(moves(TestVariants.RUSSIAN, twoOrOne)).containsExactlyInAnyOrder("22x8:11,18", "22x13:17");
        // Most pieces counts a king as one: two men beat one king.
        assertThat(moves(TestVariants.BRAZILIAN, "W:W22:BK17,18,11")).containsExactly("22x8:11,18");
    }

    @Test
    void capturedPiecesBlockAndAreNotJumpedTwice() {
        // International king on 46 with black men around a square: the capture may not come back
        // over a piece already taken. The reference must terminate and take each piece once.
        List<String> paths = ReferenceGenerator.pathKeys(board(TestVariants.INTERNATIONAL, "W:WK46:B37,38,28,29,19,18"));
        for (String path : paths) {
            String[] taken = path.split(":")[1].replace("+K", "").split(",");
            assertThat(taken).doesNotHaveDuplicates();
        }
    }

    @Test
    void corePerftPathsAgreesOnTheStartPositions() {
        for (Variant rules : TestVariants.ALL) {
            ReferenceBoard start = board(rules, rules.startFen());
            assertThat(Perft.count(Position.start(rules), 4, PerftOptions.PATHS))
                    .as(rules.name()).isEqualTo(ReferencePerft.count(start, 4, true));
        }
    }
}
