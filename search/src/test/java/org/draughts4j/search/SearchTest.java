package org.draughts4j.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import org.draughts4j.core.Color;
import org.draughts4j.core.Game;
import org.draughts4j.core.Move;
import org.draughts4j.core.Piece;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.draughts4j.engine.Limit;
import org.draughts4j.engine.PlayResult;
import org.draughts4j.engine.Score;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

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

    /**
     * With contempt a draw scores the contempt against the root's side, whichever colour it is: in
     * positions a plain minimax finds drawn by force (a lone king against one or two, moved at random
     * until the rule of such endings is near), the engine reports minus the contempt, and where one is
     * won or lost it still says so.
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"international", "russian", "brazilian"})
    void withContemptADrawScoresAgainstTheRootsSide(String name) {
        Variant variant = Variant.byName(name);
        Random random = new Random(name.hashCode());
        int depth = 3;
        int[] draws = new int[2];
        try (BuiltinEngine engine = new BuiltinEngine()) {
            engine.settings = searcher -> searcher.contempt = 15;
            engine.configure(Map.of("hash", "4"));
            for (int k = 0; k < 300 && (draws[0] < 3 || draws[1] < 3); k++) {
                Game game = Game.from(kings(variant, random));
                // Random moves until the draw is near enough for the minimax to see it, or the game ends.
                for (int ply = 0; ply < 20 && !game.outcome().isOver(); ply++) {
                    int exact = BruteForce.value(game, depth);
                    if (exact != BruteForce.UNKNOWN) {
                        Score score = engine.play(game, Limit.depth(depth + 4)).info().score().orElseThrow();
                        String where = name + " " + game.position().toFen() + " after " + game.ply() + " plies, exact "
                                + exact + ", engine " + score;
                        if (exact == 0) {
                            assertThat(score).as(where).isEqualTo(Score.men(-0.15));
                            draws[game.position().sideToMove().ordinal()]++;
                            break;
                        }
                        assertThat(exact > 0 ? score.isWin() : score.isLoss()).as(where).isTrue();
                    }
                    List<Move> moves = game.position().legalMoves();
                    game = game.play(moves.get(random.nextInt(moves.size())));
                }
            }
        }
        assertThat(draws).as("positions drawn by force within " + depth + " plies, White and Black to move")
                .doesNotContain(0);
    }

    /**
     * The table's draws are scored by the side at the root when contempt is on, so a search for the
     * other side must not read them (a search by time reads what those before it wrote): the table
     * is emptied before it. After White's first move and Black's search by time from there, the
     * entry White's search wrote for that position is gone with contempt and kept without (Black's
     * search, of a few milliseconds in a table of a million buckets, stores too few to have put
     * another in its place but one time in thousands).
     */
    @ParameterizedTest(name = "contempt {0}")
    @ValueSource(ints = {0, 15})
    void withContemptASearchForTheOtherSideStartsFromAnEmptyTable(int contempt) {
        Game game = Game.from(Position.start(Variant.byName("international")));
        try (BuiltinEngine engine = new BuiltinEngine()) {
            engine.settings = searcher -> searcher.contempt = contempt;
            engine.configure(Map.of("hash", "32"));
            Move first = engine.play(game, Limit.nodes(20_000)).move();
            // A search stores the positions below its root: the one after White's move is Black's root.
            Position reply = game.play(first).position();
            assertThat(engine.tableEntry(reply)).as("the entry after White's search").isNotZero();
            engine.play(game.play(first), Limit.moveTime(java.time.Duration.ofMillis(2)));
            long kept = engine.tableEntry(reply);
            if (contempt == 0) {
                assertThat(kept).as("the entry after Black's search, no contempt").isNotZero();
            } else {
                assertThat(kept).as("the entry after Black's search, contempt").isZero();
            }
        }
    }

    /** A lone king against one or two, on random squares, either side to move. */
    private static Position kings(Variant variant, Random random) {
        int squares = variant.geometry().squareCount();
        Color lone = random.nextBoolean() ? Color.WHITE : Color.BLACK;
        Map<Integer, Piece> pieces = new HashMap<>();
        int count = 2 + random.nextInt(2);
        while (pieces.size() < count) {
            Color color = pieces.isEmpty() ? lone : lone.opposite();
            pieces.putIfAbsent(1 + random.nextInt(squares), Piece.of(color, true));
        }
        return Position.of(variant, random.nextBoolean() ? Color.WHITE : Color.BLACK, pieces);
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
