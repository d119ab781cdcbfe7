package org.draughts4j.core.properties;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import java.util.stream.LongStream;
import org.draughts4j.core.Geometry;
import org.draughts4j.core.Move;
import org.draughts4j.core.Piece;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.draughts4j.core.perft.Perft;
import org.draughts4j.core.perft.PerftOptions;
import org.draughts4j.tests.TestVariants;
import org.draughts4j.reference.TowerReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Column draughts: the core's tower generator agrees with the deliberately simple {@link
 * TowerReference} on random tower positions (towers of mixed colours and ranks, kings buried and
 * freed) and along random games, in both readings of a jumped single piece: the same moves, each
 * leading to the same position, the same capture paths, the same perft counts; and FEN round-trips.
 */
class TowerPropertiesTest {

    static LongStream seeds() {
        return RandomPositions.seeds();
    }

    /** @return a random tower position: 2 to 14 towers of 1 to 5 pieces, a third of them kings */
    static Position randomTowers(Variant variant, Random random) {
        Geometry g = variant.geometry();
        List<Integer> squares = new ArrayList<>();
        for (int square = 1; square <= g.squareCount(); square++) {
            squares.add(square);
        }
        Collections.shuffle(squares, random);
        TowerReference.Board board = new TowerReference.Board(variant, random.nextBoolean());
        int towers = 2 + random.nextInt(13);
        int pieces = 0;
        for (int i = 0; i < towers && pieces < 24; i++) {
            int square = squares.get(i);
            int height = random.nextInt(3) == 0 ? 1 + random.nextInt(5) : 1 + random.nextInt(2);
            List<Character> tower = board.towers.get(square);
            for (int h = 0; h < height; h++) {
                char piece = random.nextBoolean() ? 'w' : 'b';
                tower.add(random.nextInt(3) == 0 ? Character.toUpperCase(piece) : piece);
            }
            pieces += height;
            char top = tower.get(height - 1);
            boolean onFarRow = top == 'w' ? g.row(square) == 0 : top == 'b' && g.row(square) == g.size() - 1;
            if (onFarRow) {
                tower.set(height - 1, Character.toUpperCase(top));
            }
        }
        return Position.fromFen(variant, board.toFen());
    }

    private static String moveKey(Position position, Move move) {
        return move.origin() + "-" + move.destination() + " " + position.play(move).toFen();
    }

    /** The core and the reference give the same moves, to the same positions, and the same paths. */
    static void check(Position position) {
        TowerReference.Board board = TowerReference.board(position.variant(), position.toFen());
        TreeSet<String> reference = TowerReference.moveKeys(board);
        TreeSet<String> core = new TreeSet<>();
        List<Move> moves = position.legalMoves();
        for (Move move : moves) {
            core.add(moveKey(position, move));
        }
        assertThat(moves).as("%s: one Move per move", position).hasSize(core.size());
        assertThat(core).as("moves of %s", position).isEqualTo(reference);
        List<String> corePaths = new ArrayList<>();
        for (Move path : position.legalMovePaths()) {
            corePaths.add(path.origin() + "x" + path.captured() + "x" + path.destination() + " "
                    + position.play(path).toFen());
        }
        List<String> referencePaths = new ArrayList<>();
        for (TowerReference.Result result : TowerReference.paths(board)) {
            String key = result.pathKey() + " " + result.after;
            if (!referencePaths.contains(key)) {
                referencePaths.add(key);
            }
        }
        Collections.sort(corePaths);
        Collections.sort(referencePaths);
        assertThat(corePaths).as("paths of %s", position).isEqualTo(referencePaths);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void movesAndPathsEqualTheReferenceOnRandomTowers(long seed) {
        Random random = new Random(seed);
        for (Variant variant : TestVariants.TOWER_RULES) {
            for (int i = 0; i < 200; i++) {
                Position position = randomTowers(variant, random);
                check(position);
                assertThat(Position.fromFen(variant, position.toFen())).isEqualTo(position);
            }
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void movesEqualTheReferenceAlongRandomGames(long seed) {
        Random random = new Random(seed);
        for (Variant variant : TestVariants.TOWER_RULES) {
            for (int game = 0; game < 4; game++) {
                Position position = Position.start(variant);
                for (int ply = 0; ply < 150; ply++) {
                    check(position);
                    List<Move> moves = position.legalMovePaths();
                    if (moves.isEmpty()) {
                        break;
                    }
                    position = position.play(moves.get(random.nextInt(moves.size())));
                    assertThat(pieces(position)).as("pieces are never lost").isEqualTo(24);
                }
            }
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void perftEqualsTheReferenceInBothModes(long seed) {
        Random random = new Random(seed);
        for (Variant variant : TestVariants.TOWER_RULES) {
            for (int i = 0; i < 6; i++) {
                Position position = randomTowers(variant, random);
                TowerReference.Board board = TowerReference.board(variant, position.toFen());
                for (boolean paths : new boolean[] {false, true}) {
                    long reference = TowerReference.perft(board, 3, paths);
                    PerftOptions options = paths ? PerftOptions.PATHS : PerftOptions.DEFAULT;
                    assertThat(Perft.count(position, 3, options)).as("%s perft 3 %s", position, paths)
                            .isEqualTo(reference);
                    assertThat(Perft.count(position, 3, options.withHash(1).withThreads(2)))
                            .as("%s perft 3 %s, hash and threads", position, paths).isEqualTo(reference);
                }
            }
        }
    }

    private static int pieces(Position position) {
        int pieces = 0;
        for (int square = 1; square <= position.variant().geometry().squareCount(); square++) {
            pieces += position.tower(square).size();
        }
        return pieces;
    }

    /** The reference reads the start position as the core does and counts the published table. */
    @Test
    void theReferenceCountsTheStartTable() {
        TowerReference.Board start = TowerReference.board(TestVariants.TOWERS, "W:W21,22,23,24,25,26,27,28,29,30,"
                + "31,32:B1,2,3,4,5,6,7,8,9,10,11,12");
        long[] expected = {7, 49, 302, 1469, 7482};
        for (int depth = 1; depth <= expected.length; depth++) {
            assertThat(TowerReference.perft(start, depth, false)).as("depth %d", depth).isEqualTo(expected[depth - 1]);
        }
        Piece top = Position.start(TestVariants.TOWERS).pieceAt(21);
        assertThat(top).isEqualTo(Piece.WHITE_MAN);
    }
}
