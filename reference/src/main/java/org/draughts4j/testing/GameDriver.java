package org.draughts4j.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.function.Predicate;
import org.draughts4j.core.Game;
import org.draughts4j.core.Geometry;
import org.draughts4j.core.Move;
import org.draughts4j.core.Outcome;
import org.draughts4j.core.Position;

/**
 * Plays calm moves for draw-rule tests: no capture, no promotion, no position seen twice (so
 * repetition never interferes), never a position where the side to move could capture, and only
 * positions a test allows. A depth-first search with backtracking finds such a line when one
 * exists.
 */
public final class GameDriver {

    private GameDriver() {}

    /** @return {@code game} after {@code plies} calm king moves */
    public static Game kingPlies(Game game, int plies) {
        return plies(game, "K".repeat(plies), p -> true);
    }

    /** @return {@code game} after {@code plies} calm king moves through positions {@code allowed} accepts */
    public static Game kingPlies(Game game, int plies, Predicate<Position> allowed) {
        return plies(game, "K".repeat(plies), allowed);
    }

    /**
     * @param pattern one letter a ply: {@code K} for a king move, {@code M} for a man move (never
     *     a promotion)
     * @return {@code game} after calm moves following {@code pattern}
     * @throws AssertionError when no such line exists
     */
    public static Game plies(Game game, String pattern, Predicate<Position> allowed) {
        return plies(game, pattern, List.of(allowed));
    }

    /**
     * @return {@code game} after {@code plies} calm king plies, of which only the last reaches a
     *     position with {@code shape}: a count that starts with the shape starts on that ply
     */
    public static Game kingPliesReaching(Game game, int plies, Predicate<Position> shape) {
        List<Predicate<Position>> allowed = new ArrayList<>(Collections.nCopies(plies - 1, shape.negate()));
        allowed.add(shape);
        return plies(game, "K".repeat(plies), allowed);
    }

    /**
     * As {@link #plies(Game, String, Predicate)}, with one test of the position after each ply
     * (or one for all when the list has a single element).
     */
    public static Game plies(Game game, String pattern, List<Predicate<Position>> allowed) {
        Set<Position> seen = new HashSet<>(game.positions());
        Game result = search(game, pattern, 0, allowed, seen, new Random(pattern.length() * 31L + game.ply()));
        if (result == null) {
            throw new AssertionError("no line of calm moves " + pattern + " from " + game.position().toFen());
        }
        return result;
    }

    /**
     * Plays exactly {@code plies} plies: quiet king moves (no capture, no promotion), then a
     * capture after which {@code after} holds. The first such line in the order of the legal
     * moves is played; the game must not end before the capture.
     *
     * @throws AssertionError when no such line exists
     */
    public static Game capture(Game game, int plies, Predicate<Position> after) {
        return capture(game, "K".repeat(plies - 1), after);
    }

    /**
     * As {@link #capture(Game, int, Predicate)}, the quiet plies before the capture following
     * {@code pattern}: one letter a ply, {@code K} for a king move, {@code M} for a man move.
     */
    public static Game capture(Game game, String pattern, Predicate<Position> after) {
        Game found = captureSearch(game, pattern, 0, after);
        if (found == null) {
            throw new AssertionError("no capture after " + pattern + " from " + game.position().toFen());
        }
        return found;
    }

    private static Game captureSearch(Game game, String pattern, int index, Predicate<Position> after) {
        if (game.outcome().isOver()) {
            return null;
        }
        for (Move move : game.position().legalMoves()) {
            if (index == pattern.length()) {
                if (move.isCapture() && after.test(game.position().play(move))) {
                    return game.play(move);
                }
                continue;
            }
            boolean king = game.position().pieceAt(move.origin()).isKing();
            if (move.isCapture() || move.isPromotion() || king != (pattern.charAt(index) == 'K')) {
                continue;
            }
            Game found = captureSearch(game.play(move), pattern, index + 1, after);
            if (found != null) {
                return found;
            }
        }
        return null;
    }

    /**
     * Asserts that a draw falls due exactly {@code plies} calm king plies after {@code game}:
     * not one ply earlier, then as an automatic draw or as a claimable one.
     */
    public static Game assertDrawAfter(Game game, int plies, String id, boolean automatic, Predicate<Position> allowed) {
        Game end = kingPlies(game, plies, allowed);
        Game before = game;
        for (Move move : end.moves().subList(game.ply(), end.ply() - 1)) {
            before = before.play(move);
        }
        assertThat(before.outcome()).as("outcome one ply before %s", id).isEqualTo(Outcome.IN_PROGRESS);
        assertThat(before.claimableDraws()).as("claimable one ply before %s", id).doesNotContain(id);
        if (automatic) {
            assertThat(end.outcome()).as("outcome at the ply of %s", id).isEqualTo(new Outcome.Draw(id, false));
        } else {
            assertThat(end.outcome()).as("a claimable draw is not automatic").isEqualTo(Outcome.IN_PROGRESS);
            assertThat(end.claimableDraws()).contains(id);
            assertThat(end.claimDraw(id).outcome()).isEqualTo(new Outcome.Draw(id, true));
        }
        return end;
    }

    /**
     * Asserts that the third occurrence of a position makes the repetition draw: two king moves
     * and their reverses, played twice, bring the start position back at plies 4 and 8.
     */
    public static Game assertRepetition(Game game, boolean automatic) {
        return assertRepetition(game, automatic, 3);
    }

    /**
     * Asserts that the {@code occurrences}-th occurrence of a position makes the repetition draw,
     * and no earlier one: two king moves and their reverses, played {@code occurrences - 1} times,
     * bring the start position back every 4 plies.
     */
    public static Game assertRepetition(Game game, boolean automatic, int occurrences) {
        for (Move first : game.position().legalMoves()) {
            if (first.isCapture() || !game.position().pieceAt(first.origin()).isKing()) {
                continue;
            }
            Position afterFirst = game.position().play(first);
            if (!calm(afterFirst)) {
                continue;
            }
            for (Move second : afterFirst.legalMoves()) {
                if (second.isCapture() || !afterFirst.pieceAt(second.origin()).isKing()) {
                    continue;
                }
                Geometry geometry = game.variant().geometry();
                List<String> cycle = List.of(first.toString(), second.toString(),
                        geometry.name(first.destination()) + "-" + geometry.name(first.origin()),
                        geometry.name(second.destination()) + "-" + geometry.name(second.origin()));
                Game end = tryCycle(game, cycle, occurrences - 1);
                if (end == null) {
                    continue;
                }
                Game before = game;
                for (Move move : end.moves().subList(game.ply(), end.ply() - 1)) {
                    before = before.play(move);
                    int played = before.ply() - game.ply();
                    if (played % 4 == 0) {
                        // An earlier occurrence is not yet a repetition draw.
                        assertThat(before.position()).isEqualTo(game.position());
                        assertThat(before.repetitions()).isEqualTo(1 + played / 4);
                        assertThat(before.outcome()).isEqualTo(Outcome.IN_PROGRESS);
                        assertThat(before.claimableDraws()).doesNotContain("repetition");
                    }
                }
                assertThat(before.repetitions()).isEqualTo(occurrences - 1);
                assertThat(before.outcome()).isEqualTo(Outcome.IN_PROGRESS);
                assertThat(before.claimableDraws()).doesNotContain("repetition");
                Game early = before;
                assertThatThrownBy(() -> early.claimDraw("repetition")).isInstanceOf(IllegalStateException.class);
                assertThat(end.repetitions()).isEqualTo(occurrences);
                if (automatic) {
                    assertThat(end.outcome()).isEqualTo(new Outcome.Draw("repetition", false));
                    assertThat(end.claimableDraws()).isEmpty();
                } else {
                    assertThat(end.outcome()).isEqualTo(Outcome.IN_PROGRESS);
                    assertThat(end.claimableDraws()).contains("repetition");
                    assertThat(end.claimDraw("repetition").outcome()).isEqualTo(new Outcome.Draw("repetition", true));
                }
                return end;
            }
        }
        throw new AssertionError("no repeatable pair of king moves in " + game.position().toFen());
    }

    private static Game tryCycle(Game game, List<String> cycle, int rounds) {
        Game current = game;
        for (int round = 0; round < rounds; round++) {
            for (String move : cycle) {
                try {
                    Move parsed = current.position().parseMove(move);
                    if (parsed.isCapture() || !calm(current.position().play(parsed))) {
                        return null;
                    }
                    current = current.play(parsed);
                } catch (IllegalArgumentException e) {
                    return null;
                }
            }
            if (!current.position().equals(game.position())) {
                // A position that carries more than its pieces (Frisian's king-move counts) may
                // not come back after one round of moves; another pair of moves may.
                return null;
            }
        }
        return current;
    }

    private static Game search(Game game, String pattern, int index, List<Predicate<Position>> allowed,
            Set<Position> seen, Random random) {
        if (index == pattern.length()) {
            return game;
        }
        boolean kingsOnly = pattern.charAt(index) == 'K';
        List<Move> candidates = new ArrayList<>();
        for (Move move : game.position().legalMoves()) {
            boolean king = game.position().pieceAt(move.origin()).isKing();
            if (!move.isCapture() && !move.isPromotion() && king == kingsOnly) {
                candidates.add(move);
            }
        }
        Collections.shuffle(candidates, random);
        for (Move move : candidates) {
            Position next = game.position().play(move);
            Predicate<Position> test = allowed.get(allowed.size() == 1 ? 0 : index);
            if (seen.contains(next) || !calm(next) || !test.test(next)) {
                continue;
            }
            seen.add(next);
            Game found = search(game.play(move), pattern, index + 1, allowed, seen, random);
            if (found != null) {
                return found;
            }
            seen.remove(next);
        }
        return null;
    }

    /** The side to move has a quiet king move and no capture. */
    private static boolean calm(Position position) {
        boolean kingMove = false;
        for (Move move : position.legalMoves()) {
            if (move.isCapture()) {
                return false;
            }
            kingMove |= position.pieceAt(move.origin()).isKing();
        }
        return kingMove;
    }
}
