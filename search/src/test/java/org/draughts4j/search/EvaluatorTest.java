package org.draughts4j.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.draughts4j.core.Color;
import org.draughts4j.core.Geometry;
import org.draughts4j.core.Move;
import org.draughts4j.core.Piece;
import org.draughts4j.core.Position;
import org.draughts4j.core.PositionStack;
import org.draughts4j.core.Variant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The evaluation: the same for either side, weights read and written as data, and no search allocating per node. */
class EvaluatorTest {

    static java.util.List<String> allVariants() {
        return BuiltinEngineTest.allVariants();
    }

    /**
     * A position and its mirror image with the colours swapped (turned half round, White's pieces
     * Black's) are worth the same to the side to move: every table is made for both sides alike.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("allVariants")
    void theEvaluationIsTheSameForEitherSide(String name) {
        Variant variant = Variant.byName(name);
        Evaluator evaluator = new Evaluator(variant, Weights.of(variant));
        Random random = new Random(name.hashCode());
        PositionStack stack = PositionStack.of(variant);
        int checked = 0;
        for (int k = 0; k < 200; k++) {
            Position position = randomGame(variant, random);
            Position turned = turned(position);
            if (turned == null) {
                continue;
            }
            stack.setRoot(position);
            int score = evaluator.evaluate(stack, 0);
            stack.setRoot(turned);
            assertThat(evaluator.evaluate(stack, 0)).as("%s %s", name, position.toFen()).isEqualTo(score);
            checked++;
        }
        assertThat(checked).as("positions without towers of two or more").isGreaterThan(10);
    }

    /** The fast evaluation (shifts, tables by square) is the sum of the features by their weights, to the unit. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("allVariants")
    void theFastEvaluationIsTheFeaturesWeighed(String name) {
        Variant variant = Variant.byName(name);
        Random random = new Random(name.hashCode() + 1);
        Evaluator evaluator = new Evaluator(variant, randomWeights(variant, random));
        PositionStack stack = PositionStack.of(variant);
        for (int k = 0; k < 120; k++) {
            Position position = k % 2 == 0 ? randomGame(variant, random) : SearchTest.sparse(variant, random);
            stack.setRoot(position);
            assertThat(evaluator.evaluate(stack, 0)).as("%s %s", name, position.toFen())
                    .isEqualTo(evaluator.evaluateByFeatures(stack, 0));
        }
    }

    /** Feature weights drawn at random, so that no feature's mistake hides behind a weight of 0. */
    private static Weights randomWeights(Variant variant, Random random) {
        Weights base = Weights.of(variant);
        int[] opening = new int[base.features.size];
        int[] endgame = new int[base.features.size];
        for (int i = 0; i < opening.length; i++) {
            opening[i] = random.nextInt(201) - 100;
            endgame[i] = random.nextInt(201) - 100;
        }
        return base.with(opening, endgame);
    }

    /**
     * Evaluated one after another, as a search does, positions a move apart (and now and then one
     * far away) give what counting every feature and pattern afresh gives: the patterns follow the
     * squares that changed.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("allVariants")
    void positionsAMoveApartAreEvaluatedAsAfresh(String name) {
        Variant variant = Variant.byName(name);
        Random random = new Random(name.hashCode() + 4);
        // The variant's own pattern weights where it has them.
        Evaluator evaluator = new Evaluator(variant,
                randomWeights(variant, random).withPatterns(PatternWeights.of(variant).orElse(null)));
        PositionStack stack = PositionStack.of(variant);
        for (int game = 0; game < 10; game++) {
            Position position = Position.start(variant);
            for (int ply = 0; ply < 150 && !position.legalMoves().isEmpty(); ply++) {
                Position read = random.nextInt(10) == 0 ? randomGame(variant, random) : position;
                stack.setRoot(read);
                assertThat(evaluator.evaluate(stack, 0)).as("%s %s", name, read.toFen())
                        .isEqualTo(evaluator.evaluateByFeatures(stack, 0));
                List<Move> moves = position.legalMoves();
                position = position.play(moves.get(random.nextInt(moves.size())));
            }
        }
    }

    /**
     * The lazy evaluation of a leaf: its score inside the window, or a bound outside it; a read that
     * skips the patterns leaves the next exact one as a fresh evaluator's.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("allVariants")
    void aLazyEvaluationIsExactInsideTheWindowAndABoundOutsideIt(String name) {
        Variant variant = Variant.byName(name);
        Random random = new Random(name.hashCode() + 5);
        // The variant's own pattern weights where it has them, as the engine plays.
        Weights weights = Weights.of(variant).withPatterns(PatternWeights.of(variant).orElse(null));
        Evaluator evaluator = new Evaluator(variant, weights);
        Evaluator fresh = new Evaluator(variant, weights);
        PositionStack stack = PositionStack.of(variant);
        int bounds = 0;
        for (int game = 0; game < 10; game++) {
            Position position = Position.start(variant);
            for (int ply = 0; ply < 150 && !position.legalMoves().isEmpty(); ply++) {
                stack.setRoot(position);
                int exact = fresh.evaluate(stack, 0);
                int alpha = exact + random.nextInt(601) - 300;
                int beta = alpha + 1 + random.nextInt(400);
                int lazy = evaluator.evaluate(stack, 0, alpha, beta, 1 + random.nextInt(100));
                if (lazy != exact) {
                    assertThat(lazy <= alpha || lazy >= beta).as("%s %s in (%d, %d)", name, position.toFen(), alpha, beta)
                            .isTrue();
                    bounds++;
                }
                assertThat(evaluator.evaluate(stack, 0, -Evaluator.LIMIT - 1, Evaluator.LIMIT + 1, 100))
                        .as("a window no score leaves").isEqualTo(exact);
                assertThat(evaluator.evaluate(stack, 0, alpha, beta, 0)).as("no margin").isEqualTo(exact);
                if (random.nextBoolean()) {
                    assertThat(evaluator.evaluate(stack, 0)).as("%s %s after lazy reads", name, position.toFen())
                            .isEqualTo(exact);
                }
                List<Move> moves = position.legalMoves();
                position = position.play(moves.get(random.nextInt(moves.size())));
            }
        }
        if (weights.patterns != null && !variant.geometry().isWide() && !variant.traits().towers()) {
            assertThat(bounds).as("leaves far outside the window skip the patterns").isGreaterThan(0);
        }
    }

    /**
     * {@code eval=material}: men and kings counted at the defaults' values on both words of the
     * board, from the side to move, and nothing else (the full evaluation of the same positions
     * differs, so a fast path that fell through to it would fail here).
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("allVariants")
    void theMaterialEvaluationCountsMenAndKingsAlone(String name) {
        Variant variant = Variant.byName(name);
        Weights defaults = Weights.defaults(variant);
        int man = defaults.opening[defaults.features.man];
        int king = defaults.opening[defaults.features.king];
        Evaluator material = new Evaluator(variant, Weights.material(variant));
        Evaluator full = new Evaluator(variant, Weights.of(variant));
        Random random = new Random(name.hashCode() + 2);
        PositionStack stack = PositionStack.of(variant);
        int differ = 0;
        for (int k = 0; k < 100; k++) {
            Position position = k % 2 == 0 ? randomGame(variant, random) : SearchTest.sparse(variant, random);
            int white = 0;
            for (Piece piece : position.pieceMap().values()) {
                white += (piece.color() == Color.WHITE ? 1 : -1) * (piece.isKing() ? king : man);
            }
            stack.setRoot(position);
            int expected = position.sideToMove() == Color.WHITE ? white : -white;
            assertThat(material.evaluate(stack, 0)).as("%s %s", name, position.toFen()).isEqualTo(expected);
            if (full.evaluate(stack, 0) != expected) {
                differ++;
            }
        }
        assertThat(differ).isGreaterThan(50);
    }

    private static Position randomGame(Variant variant, Random random) {
        Position position = Position.start(variant);
        int plies = random.nextInt(70);
        for (int i = 0; i < plies && !position.legalMoves().isEmpty(); i++) {
            java.util.List<Move> moves = position.legalMoves();
            position = position.play(moves.get(random.nextInt(moves.size())));
        }
        return position;
    }

    /** @return the position turned half round with the colours swapped, or null where towers forbid it */
    static Position turned(Position position) {
        Variant variant = position.variant();
        Geometry geometry = variant.geometry();
        Map<Integer, Piece> pieces = new HashMap<>();
        for (Map.Entry<Integer, Piece> entry : position.pieceMap().entrySet()) {
            int square = entry.getKey();
            if (position.tower(square).size() > 1) {
                return null;
            }
            int mirror = geometry.squareAt(geometry.size() - 1 - geometry.row(square),
                    geometry.size() - 1 - geometry.column(square));
            Piece piece = entry.getValue();
            pieces.put(mirror, Piece.of(piece.color().opposite(), piece.isKing()));
        }
        if (position.kingMoveCount(Color.WHITE) + position.kingMoveCount(Color.BLACK) > 0) {
            return null;
        }
        return Position.of(variant, position.sideToMove().opposite(), pieces);
    }

    @Test
    void weightsAreDataThatRoundTrip() {
        Variant variant = Variant.byName("international");
        Weights weights = Weights.of(variant);
        assertThat(Weights.defaults(variant).with(weights.format(), "round trip")).isEqualTo(weights);
        Weights changed = weights.with("man 120 130 # a comment\n\nsquare.99 1 1\n", "test");
        int man = weights.features.indexOf("man");
        assertThat(changed.opening[man]).isEqualTo(120);
        assertThat(changed.endgame[man]).isEqualTo(130);
        assertThatThrownBy(() -> weights.with("man 1", "bad")).hasMessageContaining("bad line 1");
        assertThatThrownBy(() -> weights.with("man x y", "bad")).hasMessageContaining("not whole numbers");
        // Beyond ±100,000 the sums of counts times weights could pass an int, which the evaluation packs.
        assertThat(weights.with("man 100000 -100000", "test").opening[man]).isEqualTo(100_000);
        assertThatThrownBy(() -> weights.with("# big\nman 100001 0", "bad")).hasMessageContaining("bad line 2")
                .hasMessageContaining("beyond ±100000");
        assertThatThrownBy(() -> weights.with("man 0 -2147483648", "bad")).hasMessageContaining("beyond ±100000");
        int[] opening = weights.opening.clone();
        opening[man] = 200_000;
        assertThatThrownBy(() -> weights.with(opening, weights.endgame)).hasMessageContaining("beyond ±100000");
    }

    /** Every variant of the module has its tuned weights; a variant without them (a third party's) gets defaults. */
    @Test
    void everyBuiltInVariantHasTunedWeights() {
        for (Variant variant : Variant.all()) {
            assertThat(Weights.class.getResource("weights/" + variant.name() + ".txt")).as(variant.name()).isNotNull();
        }
        Variant own = Variant.byName("international").toBuilder().build();
        assertThat(Weights.of(Variant.builder("mine").traits(own.traits()).startFen(own.startFen()).build()))
                .isEqualTo(Weights.defaults(own));
    }
}
