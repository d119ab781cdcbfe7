package org.draughts4j.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.draughts4j.core.Color;
import org.draughts4j.core.DrawRules;
import org.draughts4j.core.Game;
import org.draughts4j.core.Move;
import org.draughts4j.core.Outcome;
import org.draughts4j.core.Piece;
import org.draughts4j.core.Position;
import org.draughts4j.core.PositionStack;
import org.draughts4j.core.Variant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The draw rules as the search follows them agree with {@link Game}: on random games of every
 * variant with counted rules, three plies searched from each point of the game see a draw exactly
 * where the game has one (declared or claimable), and a repetition completed inside the search is a
 * draw.
 */
class DrawTrackerTest {

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"international", "brazilian", "russian", "english", "spanish", "galician", "italian", "pool",
            "czech", "portuguese", "poddavki", "bashni", "frisian", "thai"})
    void theSearchSeesTheDrawsTheGameDeclares(String name) {
        Variant variant = Variant.byName(name);
        Random random = new Random(name.hashCode());
        int draws = 0;
        for (int k = 0; k < 40; k++) {
            List<Game> line = line(randomGame(variant, SearchTest.sparse(variant, random, 3, Color.WHITE), random));
            for (int at = 3; at < line.size(); at++) {
                draws += compare(variant, line, at - 3, 3);
            }
        }
        assertThat(draws).as("draws seen").isPositive();
    }

    /**
     * A search line as long as a game, from its first position: the counts followed ply after ply
     * through the middle game and into the endgame, where the rules on few pieces start (a tracker
     * follows a ply by the last irreversible ply alone while those rules cannot start).
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"international", "brazilian", "russian", "english", "spanish", "galician", "italian", "pool",
            "czech", "portuguese", "poddavki", "bashni", "frisian"})
    void theDrawsOfAWholeGameAreSeenFromItsFirstPosition(String name) {
        Variant variant = Variant.byName(name);
        Random random = new Random(name.hashCode() + 1);
        int draws = 0;
        for (int k = 0; k < 40; k++) {
            List<Game> line = line(randomGame(variant, crowded(variant, random, 3 + k % 4), random));
            draws += compare(variant, line, 0, Math.min(line.size() - 1, Searcher.MAX_PLY));
        }
        assertThat(draws).as("draws seen").isPositive();
    }

    /** {@code perSide} pieces a side on random squares, a king one time in three (men off their crowning rows), White to move. */
    private static Position crowded(Variant variant, Random random, int perSide) {
        int squares = variant.geometry().squareCount();
        while (true) {
            Map<Integer, Piece> pieces = new HashMap<>();
            for (Color color : Color.values()) {
                int count = perSide;
                while (count > 0) {
                    int square = 1 + random.nextInt(squares);
                    boolean king = random.nextInt(3) == 0 || variant.geometry().isPromotionSquare(square, color);
                    if (pieces.putIfAbsent(square, Piece.of(color, king)) == null) {
                        count--;
                    }
                }
            }
            try {
                return Position.of(variant, Color.WHITE, pieces);
            } catch (IllegalArgumentException e) {
                // A placement the variant refuses: draw again.
            }
        }
    }

    /** A random game from {@code start}, kings shuffling out of reach where they can: the counts run and positions come back. */
    private static Game randomGame(Variant variant, Position start, Random random) {
        Game game = Game.from(start);
        for (int ply = 0; ply < 200 && !game.outcome().isOver(); ply++) {
            List<Move> moves = game.position().legalMoves();
            List<Move> safe = new java.util.ArrayList<>();
            for (Move move : moves) {
                List<Move> replies = game.position().play(move).legalMoves();
                if (replies.isEmpty() || !replies.get(0).isCapture()) {
                    safe.add(move);
                }
            }
            List<Move> pool = safe.isEmpty() ? moves : safe;
            game = game.play(pool.get(random.nextInt(pool.size())));
        }
        return game;
    }

    /** Searches from the game at {@code from} along its next {@code plies} moves; @return the draws seen */
    private static int compare(Variant variant, List<Game> line, int from, int plies) {
        Game root = line.get(from);
        PositionStack stack = PositionStack.of(variant);
        stack.setRoot(root.position());
        DrawTracker tracker = new DrawTracker(variant.drawRules(), stack);
        tracker.setRoot(root);
        int seen = 0;
        for (int ply = 0; ply < plies; ply++) {
            Game next = line.get(from + ply + 1);
            int index = indexOf(stack, ply, next.lastMove());
            boolean capture = stack.captureCount(ply, index) > 0;
            stack.play(ply, index);
            tracker.played(ply, capture || !stack.movesKing(ply, index), capture || stack.isPromotion(ply, index));
            Outcome outcome = next.outcome();
            if (outcome instanceof Outcome.Win) {
                continue;
            }
            if (plies <= 3) {
                boolean drawn = outcome instanceof Outcome.Draw || !next.claimableDraws().isEmpty();
                assertThat(tracker.isDraw(ply + 1)).as("%s ply %d: %s", variant.name(), next.ply(), next).isEqualTo(drawn);
                seen += drawn ? 1 : 0;
                continue;
            }
            // A longer line: a position twice on it is a draw to the search, not yet to the game,
            // so the counts alone are compared.
            if (outcome instanceof Outcome.Draw draw && draw.rule().equals(DrawRules.REPETITION)) {
                continue;
            }
            boolean counted = outcome instanceof Outcome.Draw
                    || next.claimableDraws().stream().anyMatch(id -> !id.equals(DrawRules.REPETITION));
            assertThat(tracker.countDue(ply + 1)).as("%s ply %d: %s", variant.name(), next.ply(), next).isEqualTo(counted);
            seen += counted ? 1 : 0;
        }
        return seen;
    }

    private static int indexOf(PositionStack stack, int ply, Move move) {
        int n = stack.generate(ply);
        for (int i = 0; i < n; i++) {
            if (stack.move(ply, i) == move.bits() && stack.moveHigh(ply, i) == move.bitsHigh()) {
                return i;
            }
        }
        throw new AssertionError("not listed: " + move);
    }

    private static List<Game> line(Game game) {
        java.util.ArrayList<Game> games = new java.util.ArrayList<>();
        for (Game g = game; g != null; g = g.previous().orElse(null)) {
            games.add(0, g);
        }
        return games;
    }

    /** Turkish draws one piece against one at once, also inside the search. */
    @Test
    void onePieceAgainstOneIsADrawAtOnce() {
        Variant variant = Variant.byName("turkish");
        Game game = Game.from(org.draughts4j.core.Position.fromFen(variant, "W:Wd4:Bd5,h7"));
        PositionStack stack = PositionStack.of(variant);
        stack.setRoot(game.position());
        DrawTracker tracker = new DrawTracker(variant.drawRules(), stack);
        tracker.setRoot(game);
        Game after = game.play("d4xd6");
        int index = indexOf(stack, 0, after.lastMove());
        stack.play(0, index);
        tracker.played(0, true, true);
        assertThat(after.outcome()).isInstanceOf(Outcome.Draw.class);
        assertThat(tracker.isDraw(1)).isTrue();
    }

    /**
     * Twice the same position inside the search: the side that wants a draw has one. The root
     * coming back counts as the game's positions do (a second occurrence is no draw yet).
     */
    @Test
    void aRepetitionInsideTheSearchIsADraw() {
        Variant variant = Variant.byName("international");
        Game game = Game.from(org.draughts4j.core.Position.fromFen(variant, "W:WK47,K48:BK1,K2"));
        PositionStack stack = PositionStack.of(variant);
        stack.setRoot(game.position());
        DrawTracker tracker = new DrawTracker(variant.drawRules(), stack);
        tracker.setRoot(game);
        String[] moves = {"47-41", "2-8", "41-47", "8-2", "47-41"};
        Game after = game;
        for (int ply = 0; ply < moves.length; ply++) {
            after = after.play(moves[ply]);
            int index = indexOf(stack, ply, after.lastMove());
            stack.play(ply, index);
            tracker.played(ply, false, false);
            assertThat(tracker.isDraw(ply + 1)).as("ply %d", ply + 1).isEqualTo(ply + 1 == 5);
        }
        // The game itself is not drawn yet: second occurrences.
        assertThat(after.outcome()).isEqualTo(Outcome.IN_PROGRESS);
        assertThat(after.repetitions()).isEqualTo(2);
    }
}
