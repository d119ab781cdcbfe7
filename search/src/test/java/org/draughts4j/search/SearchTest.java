package org.draughts4j.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import org.draughts4j.core.Color;
import org.draughts4j.core.Game;
import org.draughts4j.core.Piece;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.draughts4j.engine.Limit;
import org.draughts4j.engine.PlayResult;
import org.draughts4j.engine.Score;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The search against a plain minimax on the rules' own {@link Game}: where a position is won, lost
 * or drawn by force within a few plies, the engine says so, in every family of variants (the
 * goals, kings that fly or step, towers, orthogonal moves, the Frisian limit on one king).
 */
class SearchTest {
    static Stream<Arguments> variants() {
        return Stream.of(Arguments.of("international", 3), Arguments.of("english", 4), Arguments.of("russian", 3),
                Arguments.of("antidraughts", 3), Arguments.of("poddavki", 3), Arguments.of("breakthrough", 3),
                Arguments.of("frisian", 3), Arguments.of("turkish", 3), Arguments.of("bashni", 3),
                Arguments.of("italian", 4), Arguments.of("thai", 4), Arguments.of("canadian", 3));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void theSearchFindsWhatForcedLinesDecide(String name, int depth) {
        Variant variant = Variant.byName(name);
        Random random = new Random(name.hashCode());
        int decided = 0;
        try (BuiltinEngine engine = new BuiltinEngine()) {
            engine.configure(Map.of("hash", "4"));
            for (int k = 0; k < 150; k++) {
                Game game = Game.from(sparse(variant, random));
                if (game.outcome().isOver() || game.position().legalMoves().size() > 14) {
                    continue;
                }
                int exact = BruteForce.value(game, depth);
                if (exact == BruteForce.UNKNOWN) {
                    continue;
                }
                decided++;
                PlayResult result = engine.play(game, Limit.depth(depth + 4));
                Score score = result.info().score().orElseThrow();
                String where = name + " " + game.position().toFen() + " exact " + exact + " engine " + score;
                if (exact > 0) {
                    assertThat(score.isWin()).as(where).isTrue();
                    assertThat(score.plies()).as(where).isGreaterThanOrEqualTo(BruteForce.WIN - exact);
                    // The move chosen keeps the win.
                    int after = BruteForce.value(game.play(result.move()), depth);
                    assertThat(after).as(where + " after " + result.move()).isNegative().isNotEqualTo(BruteForce.UNKNOWN);
                } else if (exact < 0) {
                    assertThat(score.isLoss()).as(where).isTrue();
                } else {
                    assertThat(score).as(where).isEqualTo(Score.men(0));
                }
            }
        }
        assertThat(decided).as("positions decided within " + depth + " plies").isGreaterThan(5);
    }

    /** One to three pieces a side on random squares, a king one time in four (men off their crowning rows). */
    static Position sparse(Variant variant, Random random) {
        return sparse(variant, random, 1, random.nextBoolean() ? Color.WHITE : Color.BLACK);
    }

    /**
     * One to three pieces a side on random squares, a king {@code kingsIn4} times in four (men off
     * their crowning rows), {@code side} to move.
     */
    static Position sparse(Variant variant, Random random, int kingsIn4, Color side) {
        int squares = variant.geometry().squareCount();
        while (true) {
            Map<Integer, Piece> pieces = new HashMap<>();
            for (Color color : Color.values()) {
                int count = 1 + random.nextInt(3);
                while (count > 0) {
                    int square = 1 + random.nextInt(squares);
                    boolean king = random.nextInt(4) < kingsIn4 || variant.geometry().isPromotionSquare(square, color);
                    if (pieces.putIfAbsent(square, Piece.of(color, king)) == null) {
                        count--;
                    }
                }
            }
            try {
                return Position.of(variant, side, pieces);
            } catch (IllegalArgumentException e) {
                // A placement the variant refuses: draw again.
            }
        }
    }
}
