package org.draughts4j.match;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.draughts4j.core.Color;
import org.draughts4j.core.Goal;
import org.draughts4j.core.Move;
import org.draughts4j.core.Notation;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;

/**
 * Derives a variant's openings from its rules: every sequence of a few plies from the start
 * position, less those after which a side loses material at once. A quiescence search shows it:
 * from the position after the opening, the side to move plays on while it must capture (captures
 * being compulsory in every variant here), each side choosing the captures best for it, and the
 * material at the end (a man 1, a king 3, from the side to move; the other way round where the
 * goal is to lose one's pieces) is the opening's balance. An opening whose balance is not zero
 * loses a man (or more) by force and is left out; so is one that ends the game. The International
 * 2-move ballots of engine matches are this derivation's 79 two-ply openings.
 *
 * <p>Openings come in the order of their moves, each ply sorted by origin then destination square.
 */
public final class OpeningDerivation {
    /** What a king is worth in men. */
    static final int KING = 3;
    /** The value of a game won, beyond any material. */
    static final int WIN = 1000;

    /**
     * The most openings derived: International's 6 plies are 167,140; its 7, a million, would hold
     * some 200 MB, and each ply more six times that.
     */
    public static final int MAX_OPENINGS = 200_000;

    private OpeningDerivation() {
    }

    /**
     * @param variant the variant
     * @param plies the plies of each opening, at least 1
     * @return the openings of that many plies that lose no material at once, in order
     * @throws IllegalArgumentException if {@code plies} is below 1, or there are more than {@link
     *     #MAX_OPENINGS} sequences of that many plies
     */
    public static List<Opening> derive(Variant variant, int plies) {
        List<Opening> kept = new ArrayList<>();
        for (Opening opening : all(variant, plies)) {
            if (balance(opening.position()) == 0) {
                kept.add(opening);
            }
        }
        return kept;
    }

    /**
     * @param variant the variant
     * @param plies the plies of each opening, at least 1
     * @return every sequence of that many legal plies from the start, in order
     * @throws IllegalArgumentException if {@code plies} is below 1, or there are more than {@link
     *     #MAX_OPENINGS} sequences of that many plies
     */
    public static List<Opening> all(Variant variant, int plies) {
        if (plies < 1) {
            throw new IllegalArgumentException("an opening has at least one ply: " + plies);
        }
        List<Opening> openings = new ArrayList<>();
        extend(Position.start(variant), new ArrayList<>(), plies, openings);
        return openings;
    }

    private static void extend(Position position, List<String> moves, int plies, List<Opening> openings) {
        if (moves.size() == plies) {
            if (openings.size() == MAX_OPENINGS) {
                throw new IllegalArgumentException("more than " + MAX_OPENINGS + " openings of " + plies + " plies in "
                        + position.variant().name() + ": derive fewer plies");
            }
            openings.add(new Opening(0, moves, position, false));
            return;
        }
        List<Move> legal = new ArrayList<>(position.legalMoves());
        legal.sort(Comparator.comparingInt(Move::origin).thenComparingInt(Move::destination)
                .thenComparing(Move::toString));
        for (Move move : legal) {
            moves.add(Notation.format(move, position));
            extend(position.play(move), moves, plies, openings);
            moves.remove(moves.size() - 1);
        }
    }

    /**
     * @param position a position
     * @return the material balance, from the side to move, once the captures it starts with are
     *     played out as both sides like best; {@link #WIN} or more for a game won, its negation for
     *     one lost
     */
    public static int balance(Position position) {
        List<Move> moves = position.legalMoves();
        Goal goal = position.variant().traits().goal();
        if (moves.isEmpty()) {
            return goal == Goal.CANNOT_MOVE_WINS ? WIN : -WIN;
        }
        if (!moves.get(0).isCapture()) {
            int material = material(position, position.sideToMove()) - material(position, position.sideToMove().opposite());
            return goal == Goal.CANNOT_MOVE_WINS ? -material : material;
        }
        int best = Integer.MIN_VALUE;
        for (Move move : moves) {
            best = Math.max(best, -balance(position.play(move)));
        }
        return best;
    }

    private static int material(Position position, Color side) {
        int kings = position.kingCount(side);
        return position.count(side) - kings + KING * kings;
    }
}
