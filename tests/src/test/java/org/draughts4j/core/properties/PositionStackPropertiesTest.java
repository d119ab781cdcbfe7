package org.draughts4j.core.properties;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.draughts4j.core.Color;
import org.draughts4j.core.Game;
import org.draughts4j.core.Geometry;
import org.draughts4j.core.Move;
import org.draughts4j.core.Outcome;
import org.draughts4j.core.Piece;
import org.draughts4j.core.Position;
import org.draughts4j.core.PositionStack;
import org.draughts4j.core.Variant;
import org.draughts4j.core.perft.Perft;
import org.draughts4j.core.perft.PerftOptions;
import org.draughts4j.tests.TestVariants;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The fast contract agrees with the public API on every board (one word, two words, towers, the
 * counts of one king's moves, the all-squares board): the same moves in the same order, the same
 * positions and hashes after them, the same counts two plies down, and the same end of the game.
 */
class PositionStackPropertiesTest {

    /** Every trait set of the tests, on every kind of stack. */
    private static final List<Variant> VARIANTS = Stream.of(TestVariants.EVERY, TestVariants.TOWER_RULES,
            TestVariants.ORTHOGONAL_RULES, TestVariants.BOARDS).flatMap(List::stream).toList();

    static LongStream seeds() {
        return RandomPositions.seeds();
    }

    private static Variant variant(Random random) {
        return VARIANTS.get(random.nextInt(VARIANTS.size()));
    }

    /** A random placement three times in four (random games only on the all-squares board), else a random game. */
    private static Position sample(Variant variant, Random random) {
        boolean placed = random.nextInt(4) < 3 && !variant.geometry().isAllSquares();
        return placed ? RandomPositions.placement(variant, random)
                : RandomPositions.randomGame(variant, random.nextLong(), random.nextInt(121));
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void theStackListsAndPlaysWhatThePositionDoes(long seed) {
        Random random = new Random(seed);
        for (int k = 0; k < 150; k++) {
            Variant variant = variant(random);
            Position position = sample(variant, random);
            for (boolean paths : new boolean[] {false, true}) {
                PositionStack stack = PositionStack.of(variant, paths, true);
                stack.setRoot(position);
                String where = variant.name() + " " + position.toFen() + (paths ? " paths" : "");
                List<Move> legal = paths ? position.legalMovePaths() : position.legalMoves();
                int n = stack.generate(0);
                assertThat(n).as(where).isEqualTo(legal.size());
                assertThat(stack.count(0)).as(where).isEqualTo(n);
                boolean captures = n > 0 && legal.get(0).isCapture();
                assertThat(stack.hasCapture(0)).as(where).isEqualTo(captures);
                if (!captures) {
                    assertThat(stack.hasQuietMove(0)).as(where).isEqualTo(n > 0);
                }
                assertThat(stack.position(0)).as(where).isEqualTo(position);
                assertThat(stack.pieceCount(0)).as(where).isEqualTo(position.count(Color.WHITE)
                        + position.count(Color.BLACK));
                assertThat(stack.hash(0)).as(where).isEqualTo(position.zobristHash());
                List<Move> listed = new ArrayList<>();
                for (int i = 0; i < n; i++) {
                    // The same moves, not always in the same order: a list of capture paths (the
                    // position's) is made by the general search, a bare one sometimes by a shorter.
                    Move move = stack.toMove(0, i);
                    listed.add(move);
                    assertThat(stack.move(0, i)).as(where).isEqualTo(move.bits());
                    assertThat(stack.moveHigh(0, i)).as(where).isEqualTo(move.bitsHigh());
                    Position after = position.play(move);
                    assertThat(stack.hashAfter(0, i)).as("%s after %s", where, move).isEqualTo(after.zobristHash());
                    stack.play(0, i);
                    assertThat(stack.position(1)).as("%s after %s", where, move).isEqualTo(after);
                    assertThat(stack.hash(1)).as("%s after %s", where, move).isEqualTo(after.zobristHash());
                    assertThat(stack.whiteToMove(1)).isEqualTo(!stack.whiteToMove(0));
                }
                assertThat(listed).as(where).containsExactlyInAnyOrderElementsOf(legal);
                PerftOptions options = paths ? PerftOptions.PATHS : PerftOptions.DEFAULT;
                long[] each = Perft.countEachDepth(position, 3, options, null);
                assertThat(stack.countLeaves(0, 1)).as(where).isEqualTo(each[1]);
                assertThat(stack.countLeaves(0, 2)).as(where).isEqualTo(each[2]);
                assertThat(stack.positionsBelow(1)).as(where).isEqualTo(each[1]);
                assertThat(stack.positionsBelow(2)).as(where).isZero();
                stack.setRoot(position);
                assertThat(stack.countLeaves(0, 3)).as(where).isEqualTo(each[3]);
                assertThat(stack.positionsBelow(1)).as(where).isEqualTo(each[1]);
                assertThat(stack.positionsBelow(2)).as(where).isEqualTo(each[2]);
                assertThat(stack.position(0)).as(where).isEqualTo(position);
                assertThat(stack.generateCaptures(0)).as(where).isEqualTo(captures ? n : 0);
                assertThat(stack.result(0)).as(where).isEqualTo(result(position));
            }
        }
    }

    /**
     * A side without a capture has a quiet move exactly when it can move: men that cannot step
     * forward (onto a piece, or past the board's edge), a king hemmed in, and a board where the
     * first king has already won.
     */
    @Test
    void aSideWithoutACaptureHasAQuietMoveExactlyWhenItCanMove() {
        String[][] cases = {
            {"international", "W:W46:B41,37", "false"},   // 41 stops the step, 37 the jump
            {"international", "W:WK46:B41,37", "false"},  // a king the same: one diagonal, held
            {"international", "B:W46:B41,37", "true"},    // Black's men step on
            {"english", "W:W32:B28", "true"},
            {"english", "W:WK29:B25,22", "false"},
            {"russian", "W:Wa1:Bb2,c3", "false"},
            {"russian", "W:WKa1:Bb2,c3", "false"},         // a flying king held at its first step
            {"russian", "W:WKa1:Bh8", "true"},             // the king alone can move
            {"breakthrough", "W:W33:B20", "true"},
            {"breakthrough", "W:WK3:B20", "false"},        // the first king has won: no move
        };
        for (String[] c : cases) {
            Variant variant = Variant.byName(c[0]);
            Position position = Position.fromFen(variant, c[1]);
            PositionStack stack = PositionStack.of(variant);
            stack.setRoot(position);
            String where = c[0] + " " + c[1];
            assertThat(stack.hasCapture(0)).as(where).isFalse();
            assertThat(stack.hasQuietMove(0)).as(where).isEqualTo(Boolean.parseBoolean(c[2]))
                    .isEqualTo(!position.legalMoves().isEmpty());
        }
    }

    /**
     * What the stack says of each move (origin, destination, pieces taken, crowning, a king moving)
     * and of each square (towers) is what the move and the position say, and a threat is a capture
     * of the other side with the side to move turned around.
     */
    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void theStackDescribesMovesAndSquaresAsThePositionDoes(long seed) {
        Random random = new Random(seed);
        for (int k = 0; k < 150; k++) {
            Variant variant = variant(random);
            Position position = sample(variant, random);
            PositionStack stack = PositionStack.of(variant);
            stack.setRoot(position);
            String where = variant.name() + " " + position.toFen();
            Geometry geometry = variant.geometry();
            int n = stack.generate(0);
            for (int i = 0; i < n; i++) {
                Move move = stack.toMove(0, i);
                assertThat(geometry.square(stack.origin(0, i))).as("%s %s", where, move).isEqualTo(move.origin());
                assertThat(geometry.square(stack.destination(0, i))).as("%s %s", where, move)
                        .isEqualTo(move.destination());
                assertThat(stack.captureCount(0, i)).as("%s %s", where, move).isEqualTo(move.captureCount());
                assertThat(stack.isPromotion(0, i)).as("%s %s", where, move).isEqualTo(move.isPromotion());
                assertThat(stack.movesKing(0, i)).as("%s %s", where, move)
                        .isEqualTo(position.pieceAt(move.origin()).isKing());
            }
            for (int square = 1; square <= geometry.squareCount(); square++) {
                List<Piece> tower = position.tower(square);
                int bit = geometry.bit(square);
                assertThat(stack.towerHeight(0, bit)).as("%s square %d", where, square).isEqualTo(tower.size());
                for (Color color : Color.values()) {
                    assertThat(stack.towerPieces(0, bit, color)).as("%s square %d %s", where, square, color)
                            .isEqualTo((int) tower.stream().filter(piece -> piece.color() == color).count());
                }
            }
            Position turned = turned(position);
            if (turned != null) {
                PositionStack other = PositionStack.of(variant);
                other.setRoot(turned);
                assertThat(stack.opponentCanCapture(0)).as(where).isEqualTo(other.hasCapture(0));
            }
        }
    }

    /** @return the position with the other side to move, or null where the FEN cannot say so (a king-move field) */
    private static Position turned(Position position) {
        String fen = position.toFen();
        if (fen.contains("+")) {
            return null;
        }
        String side = fen.startsWith("W") ? "B" : "W";
        try {
            return Position.fromFen(position.variant(), side + fen.substring(1));
        } catch (RuntimeException e) {
            return null;
        }
    }

    /** The game's outcome by the goal, from the side to move: 1 won, -1 lost, 0 going on. */
    private static int result(Position position) {
        Outcome outcome = Game.from(position).outcome();
        if (!(outcome instanceof Outcome.Win)) {
            return 0;
        }
        return ((Outcome.Win) outcome).winner() == position.sideToMove() ? 1 : -1;
    }

    /** A stack that served other positions before lists the same moves, words and all, as a new one. */
    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void aReusedStackListsWhatANewOneDoes(long seed) {
        Random random = new Random(seed);
        for (Variant variant : VARIANTS) {
            PositionStack reused = PositionStack.of(variant);
            for (int k = 0; k < 12; k++) {
                Position position = sample(variant, random);
                PositionStack fresh = PositionStack.of(variant);
                reused.setRoot(position);
                fresh.setRoot(position);
                int n = fresh.generate(0);
                assertThat(reused.generate(0)).isEqualTo(n);
                for (int i = 0; i < n; i++) {
                    assertThat(reused.move(0, i)).as("%s %s", variant.name(), position.toFen())
                            .isEqualTo(fresh.move(0, i));
                    assertThat(reused.moveHigh(0, i)).as("%s %s", variant.name(), position.toFen())
                            .isEqualTo(fresh.moveHigh(0, i));
                }
            }
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void aLongLineGrowsThePliesAndKeepsEveryOneBelowIt(long seed) {
        Random random = new Random(seed);
        for (int k = 0; k < 6; k++) {
            Variant variant = variant(random);
            PositionStack hashed = PositionStack.of(variant);
            PositionStack plain = PositionStack.of(variant, false, false);
            Position position = Position.start(variant);
            hashed.setRoot(position);
            plain.setRoot(position);
            List<Position> line = new ArrayList<>(List.of(position));
            // Past the plies made ahead, so that the stack grows on the way.
            for (int ply = 0; ply < 3 * PositionStack.PLIES_MADE_AHEAD; ply++) {
                int n = hashed.generate(ply);
                assertThat(plain.generate(ply)).isEqualTo(n);
                if (n == 0) {
                    break;
                }
                int i = random.nextInt(n);
                hashed.play(ply, i);
                plain.play(ply, i);
                position = position.play(hashed.toMove(ply, i));
                line.add(position);
            }
            for (int ply = 0; ply < line.size(); ply++) {
                assertThat(hashed.position(ply)).as("%s ply %d", variant.name(), ply).isEqualTo(line.get(ply));
                assertThat(plain.position(ply)).as("%s ply %d", variant.name(), ply).isEqualTo(line.get(ply));
                assertThat(hashed.hash(ply)).isEqualTo(line.get(ply).zobristHash());
            }
        }
    }

    /**
     * A walk as a search makes it: down a random line, back up to a ply of it and down another, the
     * hashes after a move asked before it is played, and the hashes of the line read now and then at
     * any ply: always those of the positions.
     */
    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void theHashesOfAWalkThatBacksUpAreThoseOfItsPositionsWheneverTheyAreRead(long seed) {
        Random random = new Random(seed);
        for (int k = 0; k < 12; k++) {
            Variant variant = variant(random);
            PositionStack stack = PositionStack.of(variant);
            List<Position> line = new ArrayList<>(List.of(sample(variant, random)));
            stack.setRoot(line.get(0));
            int ply = 0;
            for (int step = 0; step < 300; step++) {
                int n = stack.generate(ply);
                if (n == 0 || random.nextInt(4) == 0) {
                    if (ply == 0) {
                        break;
                    }
                    ply = random.nextInt(ply);
                    line.subList(ply + 1, line.size()).clear();
                    continue;
                }
                int i = random.nextInt(n);
                Position after = line.get(ply).play(stack.toMove(ply, i));
                String where = variant.name() + " " + line.get(ply).toFen() + " move " + i;
                if (random.nextBoolean()) {
                    assertThat(stack.hashAfter(ply, i)).as(where).isEqualTo(after.zobristHash());
                }
                stack.play(ply, i);
                line.add(after);
                ply++;
                if (random.nextInt(3) == 0) {
                    int read = random.nextInt(ply + 1);
                    assertThat(stack.hash(read)).as("%s, ply %d of %d", where, read, ply)
                            .isEqualTo(line.get(read).zobristHash());
                }
            }
            for (int q = ply; q >= 0; q--) {
                assertThat(stack.hash(q)).as("%s ply %d", variant.name(), q).isEqualTo(line.get(q).zobristHash());
                assertThat(stack.position(q)).as("%s ply %d", variant.name(), q).isEqualTo(line.get(q));
            }
        }
    }

    /** A root set from bitboards is the position of those bitboards, with single towers and no king counts. */
    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void aRootFromBitboardsIsThePositionOfThem(long seed) {
        Random random = new Random(seed);
        for (int k = 0; k < 100; k++) {
            Variant variant = variant(random);
            Position position = sample(variant, random);
            PositionStack stack = PositionStack.of(variant);
            stack.setRoot(position.sideToMove(), position.white(), position.whiteHigh(), position.black(),
                    position.blackHigh(), position.kings(), position.kingsHigh());
            Position plain = Position.of(variant, position.sideToMove(), position.pieceMap());
            assertThat(stack.position(0)).as("%s %s", variant.name(), position.toFen()).isEqualTo(plain);
            assertThat(stack.hash(0)).isEqualTo(plain.zobristHash());
            assertThat(stack.generate(0)).isEqualTo(plain.legalMoves().size());
        }
    }

    @Test
    void aRootFromBitboardsMustBeWellFormed() {
        PositionStack stack = PositionStack.of(TestVariants.INTERNATIONAL);
        Position start = Position.start(TestVariants.INTERNATIONAL);
        long w = start.white();
        long b = start.black();
        // Two pieces on a square, a king without a piece, a bit off the board, a man on its crowning row.
        for (long[] bad : new long[][] {{w | 1, b | 1, 0}, {w, b, 1L << 25}, {w | 1L << 10, b, 0},
                {w | 1, b & ~1L, 0}}) {
            assertThatThrownBy(() -> stack.setRoot(org.draughts4j.core.Color.WHITE, bad[0], 0, bad[1], 0, bad[2], 0))
                    .isInstanceOf(IllegalArgumentException.class);
        }
        PositionStack wide = PositionStack.of(TestVariants.CANADIAN);
        assertThatThrownBy(() -> wide.setRoot(org.draughts4j.core.Color.WHITE, 0, 1L << 63, 0, 0, 0, 0))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aStackOfOneVariantRefusesAPositionOfAnotherAndAHashItDoesNotKeep() {
        PositionStack stack = PositionStack.of(TestVariants.INTERNATIONAL, false, false);
        assertThatThrownBy(() -> stack.setRoot(Position.start(TestVariants.RUSSIAN)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("russian");
        stack.setRoot(Position.start(TestVariants.INTERNATIONAL));
        assertThatThrownBy(() -> stack.hash(0)).isInstanceOf(IllegalStateException.class);
        stack.generate(0);
        assertThatThrownBy(() -> stack.hashAfter(0, 0)).isInstanceOf(IllegalStateException.class);
        assertThat(stack.keepsHashes()).isFalse();
        assertThat(PositionStack.of(TestVariants.INTERNATIONAL).keepsHashes()).isTrue();
    }

    @Test
    void aBulkCountIsOneToThreePliesDeep() {
        PositionStack stack = PositionStack.of(TestVariants.INTERNATIONAL);
        stack.setRoot(Position.start(TestVariants.INTERNATIONAL));
        assertThatThrownBy(() -> stack.countLeaves(0, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> stack.countLeaves(0, PositionStack.BULK_DEPTH + 1))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> stack.positionsBelow(3)).isInstanceOf(IllegalArgumentException.class);
    }

    /** Counting one ply deep and testing for a capture leave every ply's moves and positions as they were. */
    @Test
    void countingDoesNotTouchTheMovesListedAtAnyPly() {
        for (Variant variant : VARIANTS) {
            PositionStack stack = PositionStack.of(variant);
            stack.setRoot(Position.start(variant));
            int n = stack.generate(0);
            long[] moves = new long[n];
            for (int i = 0; i < n; i++) {
                moves[i] = stack.move(0, i);
            }
            stack.play(0, 0);
            Position child = stack.position(1);
            stack.count(0);
            stack.countLeaves(1, 1);
            stack.hasCapture(0);
            for (int i = 0; i < n; i++) {
                assertThat(stack.move(0, i)).as(variant.name()).isEqualTo(moves[i]);
            }
            assertThat(stack.position(1)).as(variant.name()).isEqualTo(child);
        }
    }
}
