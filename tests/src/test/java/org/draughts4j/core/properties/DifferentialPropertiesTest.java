package org.draughts4j.core.properties;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.LongStream;
import org.draughts4j.core.Color;
import org.draughts4j.core.InvalidFenException;
import org.draughts4j.core.Move;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.draughts4j.core.movegen.MoveList;
import org.draughts4j.core.movegen.WideMoveGenerator;
import org.draughts4j.core.perft.Perft;
import org.draughts4j.core.perft.PerftOptions;
import org.draughts4j.reference.ReferenceBoard;
import org.draughts4j.reference.ReferencePerft;
import org.draughts4j.tests.TestVariants;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The core's move generator agrees with the deliberately simple reference generator, for every
 * trait set: the same moves, the same capture paths, the same positions after each move, and the
 * same perft counts in both modes. Each invocation checks a batch of positions drawn from its
 * seed; a failure names the position and a minimised one (see {@link Differential#check}).
 */
class DifferentialPropertiesTest {

    static LongStream seeds() {
        return RandomPositions.seeds();
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void legalMovesAndPathsEqualTheReferenceOnRandomPlacements(long seed) {
        Random random = new Random(seed);
        for (int i = 0; i < 250; i++) {
            Differential.check(RandomPositions.placement(random).position);
        }
    }

    /** Many more positions, each variant in turn, each drawn with its own random densities. */
    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void legalMovesAndPathsEqualTheReferenceOnBatchesOfRandomPlacements(long seed) {
        Random random = new Random(seed);
        for (Variant variant : RandomPositions.variants()) {
            for (int i = 0; i < 250; i++) {
                Differential.check(RandomPositions.randomPlacement(variant, random));
            }
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void legalMovesAndPathsEqualTheReferenceAlongRandomGames(long seed) {
        Random random = new Random(seed);
        for (int game = 0; game < 25; game++) {
            Position position = Position.start(RandomPositions.variant(random));
            for (int ply = 0; ply < 200; ply++) {
                Differential.check(position);
                List<Move> moves = position.legalMovePaths();
                if (moves.isEmpty()) {
                    break;
                }
                position = position.play(moves.get(random.nextInt(moves.size())));
            }
        }
    }

    /**
     * The last ply of perft counts moves without listing them where it can (with whole-board
     * shifts, when every capture takes one piece): on many positions, with and without kings,
     * its count is the number of moves listed.
     */
    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void theLastPlyCountsWhatTheGeneratorLists(long seed) {
        Random random = new Random(seed);
        for (Variant variant : RandomPositions.variants()) {
            for (int i = 0; i < 400; i++) {
                Position position = RandomPositions.randomPlacement(variant, random);
                // Half of them with men only where the kings may become men, where shifts count.
                if (i % 2 == 0 && !variant.traits().towers() && position.toFen().contains("K")) {
                    try {
                        position = Position.fromFen(variant, position.toFen().replace("K", ""));
                    } catch (InvalidFenException e) {
                        // A king on its own crowning row: keep the kings.
                    }
                }
                assertThat(Perft.count(position, 1)).as("%s", position.toFen()).isEqualTo(position.legalMoves().size());
                assertThat(Perft.count(position, 1, PerftOptions.PATHS)).as("%s paths", position.toFen())
                        .isEqualTo(position.legalMovePaths().size());
            }
        }
    }

    /**
     * One wide generator, whose capture search keeps a board of cells from one call to the next
     * and rewrites only the squares that differ, lists on unrelated positions, one after another,
     * what a new generator lists on each.
     */
    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void aWideGeneratorKeptAcrossPositionsListsWhatANewOneLists(long seed) {
        Random random = new Random(seed);
        for (Variant variant : List.of(TestVariants.CANADIAN, TestVariants.SRI_LANKAN, TestVariants.WIDE_THAI)) {
            WideMoveGenerator kept = new WideMoveGenerator(variant.traits());
            MoveList keptList = new MoveList();
            MoveList freshList = new MoveList();
            for (int i = 0; i < 300; i++) {
                Position p = RandomPositions.randomPlacement(variant, random);
                boolean whiteToMove = p.sideToMove() == Color.WHITE;
                boolean paths = random.nextBoolean();
                int n = kept.generate(p.white(), p.whiteHigh(), p.black(), p.blackHigh(), p.kings(), p.kingsHigh(),
                        whiteToMove, keptList, paths);
                int expected = new WideMoveGenerator(variant.traits()).generate(p.white(), p.whiteHigh(), p.black(),
                        p.blackHigh(), p.kings(), p.kingsHigh(), whiteToMove, freshList, paths);
                assertThat(n).as("%s", p.toFen()).isEqualTo(expected);
                for (int m = 0; m < n; m++) {
                    assertThat(keptList.get(m)).as("%s move %d", p.toFen(), m).isEqualTo(freshList.get(m));
                    assertThat(keptList.getHigh(m)).as("%s move %d", p.toFen(), m).isEqualTo(freshList.getHigh(m));
                }
                assertThat(kept.count(p.white(), p.whiteHigh(), p.black(), p.blackHigh(), p.kings(), p.kingsHigh(),
                        whiteToMove, keptList, paths)).as("%s count", p.toFen()).isEqualTo(expected);
            }
        }
    }

    /**
     * The lists perft's walk plays, made without capture paths (where a side without kings finds
     * its captures with the search of the last ply), hold the moves the list with paths holds,
     * both words of each (the crowning bit among them, which playing the move reads), on random
     * positions of every wide variant.
     */
    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void aWideGeneratorListsWithoutPathsWhatItListsWithThem(long seed) {
        Random random = new Random(seed);
        for (Variant variant : TestVariants.EVERY) {
            if (!variant.geometry().isWide() || variant.geometry().isAllSquares()) {
                continue;
            }
            WideMoveGenerator generator = new WideMoveGenerator(variant.traits());
            MoveList plain = new MoveList();
            MoveList withPaths = new MoveList(true);
            for (int i = 0; i < 300; i++) {
                Position p = RandomPositions.randomPlacement(variant, random);
                if (i % 2 == 0 && p.toFen().contains("K")) {
                    try {
                        p = Position.fromFen(variant, p.toFen().replace("K", ""));
                    } catch (InvalidFenException e) {
                        // A king on its own crowning row: keep the kings.
                    }
                }
                boolean whiteToMove = p.sideToMove() == Color.WHITE;
                for (boolean keepPaths : new boolean[] {false, true}) {
                    generator.generate(p.white(), p.whiteHigh(), p.black(), p.blackHigh(), p.kings(), p.kingsHigh(),
                            whiteToMove, plain, keepPaths);
                    generator.generate(p.white(), p.whiteHigh(), p.black(), p.blackHigh(), p.kings(), p.kingsHigh(),
                            whiteToMove, withPaths, keepPaths);
                    assertThat(words(plain)).as("%s%s", p.toFen(), keepPaths ? " paths" : "")
                            .containsExactlyInAnyOrderElementsOf(words(withPaths));
                }
            }
        }
    }

    private static List<String> words(MoveList list) {
        List<String> words = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            words.add(Long.toHexString(list.get(i)) + ":" + Long.toHexString(list.getHigh(i)));
        }
        return words;
    }

    /**
     * Perft's last two plies, which play a quiet position's moves straight from the bitboards
     * ({@code MoveGenerator.countAfterQuietMoves}), count what playing each legal move and listing
     * the replies gives, on random positions of every variant, kings (flying and short) and men
     * about to crown among them.
     */
    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void theLastTwoPliesCountWhatPlayingTheMovesGives(long seed) {
        Random random = new Random(seed);
        for (Variant variant : RandomPositions.variants()) {
            for (int i = 0; i < 150; i++) {
                Position position = RandomPositions.randomPlacement(variant, random);
                long replies = 0;
                for (Move move : position.legalMoves()) {
                    replies += position.play(move).legalMoves().size();
                }
                assertThat(Perft.count(position, 2)).as("%s", position.toFen()).isEqualTo(replies);
            }
        }
    }

    /**
     * The same on quiet positions of men, where perft's last two plies count the replies in bulk:
     * neither side can capture and the other side has no king, so each step's effect on the
     * replies is worked out from the board (the captures it allows, jumping the man that stepped
     * or landing where it stood, along every direction a man captures in). Random placements with
     * kings seldom reach that path with a capture that a step makes possible.
     */
    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void theLastTwoPliesCountQuietPositionsOfMenAsPlayingTheMovesGives(long seed) {
        Random random = new Random(seed);
        int wanted = 80;
        for (Variant variant : RandomPositions.variants()) {
            int quiet = 0;
            for (int i = 0; i < 20 * wanted && quiet < wanted; i++) {
                Position position = RandomPositions.menPlacement(variant, random);
                Position otherSideToMove = Position.fromFen(variant,
                        (position.sideToMove() == Color.WHITE ? "B" : "W") + position.toFen().substring(1));
                if (hasCapture(position) || hasCapture(otherSideToMove)) {
                    continue;
                }
                quiet++;
                long replies = 0;
                for (Move move : position.legalMoves()) {
                    replies += position.play(move).legalMoves().size();
                }
                assertThat(Perft.count(position, 2)).as("%s", position.toFen()).isEqualTo(replies);
            }
            assertThat(quiet).as("%s: quiet positions of men", variant.name()).isEqualTo(wanted);
        }
    }

    private static boolean hasCapture(Position position) {
        List<Move> moves = position.legalMoves();
        return !moves.isEmpty() && moves.get(0).isCapture();
    }

    /** Depth 3, and deeper (up to 5) while the tree stays small, so that quiet trees go further. */
    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void perftAgreesWithTheReferenceInBothModes(long seed) {
        Random random = new Random(seed);
        for (RandomPositions.Sample sample : RandomPositions.positions(random, 25)) {
            Position position = sample.position;
            ReferenceBoard board = ReferenceBoard.of(position);
            long leaves = 0;
            for (int depth = 3; depth <= 5 && leaves < 2_000; depth++) {
                for (boolean paths : new boolean[] {false, true}) {
                    long reference = ReferencePerft.count(board, depth, paths);
                    long core = Perft.count(position, depth, paths ? PerftOptions.PATHS : PerftOptions.DEFAULT);
                    assertThat(core).as("%s perft %d%s", sample, depth, paths ? " paths" : "").isEqualTo(reference);
                    if (!paths) {
                        leaves = reference;
                    }
                }
            }
        }
    }

    /**
     * The random placements reach the cases where generators go wrong: long captures, king
     * captures, and moves with several capture paths. Without this, a change to the sampler could
     * quietly make the properties above check only easy positions.
     */
    @Test
    void theSamplesHoldTheInterestingCases() {
        Random random = new Random(RandomPositions.seeds().findFirst().orElseThrow());
        int longCaptures = 0;
        int kingCaptures = 0;
        int severalPaths = 0;
        int samples = 1000;
        for (int i = 0; i < samples; i++) {
            Position position = RandomPositions.placement(random).position;
            List<Move> paths = position.legalMovePaths();
            int longest = 0;
            boolean king = false;
            for (Move move : paths) {
                longest = Math.max(longest, move.captureCount());
                king |= move.isCapture() && position.pieceAt(move.origin()).isKing();
            }
            longCaptures += longest >= 4 ? 1 : 0;
            kingCaptures += king ? 1 : 0;
            severalPaths += paths.size() > position.legalMoves().size() ? 1 : 0;
        }
        assertThat(longCaptures).as("placements with a capture of 4 or more pieces").isGreaterThan(samples / 50);
        assertThat(kingCaptures).as("placements with a king capture").isGreaterThan(samples / 5);
        assertThat(severalPaths).as("placements with a move of several paths").isGreaterThan(samples / 100);
    }
}
