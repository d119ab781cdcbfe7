package org.draughts4j.core.properties;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.LongStream;
import org.draughts4j.core.Color;
import org.draughts4j.core.Geometry;
import org.draughts4j.core.IllegalMoveException;
import org.draughts4j.core.Move;
import org.draughts4j.core.Piece;
import org.draughts4j.core.Position;
import org.draughts4j.core.PositionStack;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every played move keeps the invariants of a position. */
class InvariantPropertiesTest {

    static LongStream seeds() {
        return RandomPositions.seeds();
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void everyMoveKeepsTheInvariants(long seed) {
        for (RandomPositions.Sample sample : RandomPositions.positions(new Random(seed), 125)) {
            Position position = sample.position;
            List<Move> all = new ArrayList<>(position.legalMoves());
            all.addAll(position.legalMovePaths());
            for (Move move : all) {
                check(position, move, position.play(move));
            }
        }
    }

    /**
     * {@link Position#play(Move)} takes a move handed out by another position when an equal move is
     * legal here, and then plays this position's move as the stack plays it; it refuses the others.
     * The moves tried are this position's (every path) and those of a position two plies on, many of
     * which are the same moves made from other bits.
     */
    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void aMoveIsPlayedExactlyWhenAnEqualMoveIsLegal(long seed) {
        Random random = new Random(seed);
        int played = 0;
        int refused = 0;
        for (RandomPositions.Sample sample : RandomPositions.positions(random, 60)) {
            Position position = sample.position;
            List<Move> legal = position.legalMoves();
            List<Move> tried = new ArrayList<>(position.legalMovePaths());
            Position later = position;
            for (int ply = 0; ply < 2 && !later.legalMoves().isEmpty(); ply++) {
                List<Move> moves = later.legalMoves();
                later = later.play(moves.get(random.nextInt(moves.size())));
            }
            tried.addAll(later.legalMovePaths());
            PositionStack stack = PositionStack.of(position.variant());
            for (Move move : tried) {
                int index = legal.indexOf(move);
                String what = position.variant().name() + " " + position.toFen() + " " + move;
                if (index < 0) {
                    assertThatThrownBy(() -> position.play(move)).as(what).isInstanceOf(IllegalMoveException.class);
                    refused++;
                } else {
                    stack.setRoot(position);
                    stack.generate(0);
                    stack.play(0, index);
                    assertThat(position.play(move)).as(what).isEqualTo(stack.position(1));
                    played++;
                }
            }
        }
        assertThat(played).isPositive();
        assertThat(refused).isPositive();
    }

    static void check(Position before, Move move, Position after) {
        String what = before.variant().name() + " " + before.toFen() + " " + move;
        Geometry g = before.variant().geometry();
        Color mover = before.sideToMove();
        Color opponent = mover.opposite();

        assertThat(after.sideToMove()).as("side to move after %s", what).isEqualTo(opponent);
        assertThat(after.white() & after.black()).as("a square with two pieces after %s", what).isZero();
        assertThat(after.kings() & ~(after.white() | after.black())).as("a king on an empty square after %s", what).isZero();
        for (int square = 1; square <= g.squareCount(); square++) {
            Piece piece = after.pieceAt(square);
            if (piece == Piece.WHITE_MAN) {
                assertThat(g.row(square)).as("white man on its crowning row after %s", what).isNotEqualTo(0);
            } else if (piece == Piece.BLACK_MAN) {
                assertThat(g.row(square)).as("black man on its crowning row after %s", what).isNotEqualTo(g.size() - 1);
            }
        }
        assertThat(after.count(mover)).as("mover's count after %s", what).isEqualTo(before.count(mover));
        assertThat(after.count(opponent)).as("opponent's count after %s", what)
                .isEqualTo(before.count(opponent) - move.captureCount());
        assertThat(move.captured()).as("captured squares of %s", what).doesNotHaveDuplicates();

        // The piece that moved stands on the destination, crowned when the move says so.
        Piece moved = before.pieceAt(move.origin());
        assertThat(moved).as("the origin of %s holds a piece of the mover", what).isNotNull();
        assertThat(moved.color()).as("the origin of %s holds a piece of the mover", what).isEqualTo(mover);
        Piece expected = Piece.of(mover, moved.isKing() || move.isPromotion());
        assertThat(after.pieceAt(move.destination())).as("destination of %s", what).isEqualTo(expected);
        assertThat(move.isPromotion() && moved.isKing()).as("a king promoted by %s", what).isFalse();
        if (move.origin() != move.destination()) {
            assertThat(after.pieceAt(move.origin())).as("origin of %s", what).isNull();
        }
        for (int square : move.captured()) {
            Piece taken = before.pieceAt(square);
            assertThat(taken).as("captured square %d of %s", square, what).isNotNull();
            assertThat(taken.color()).as("captured square %d of %s", square, what).isEqualTo(opponent);
            if (square != move.destination()) {
                // Where pieces leave jump by jump, a king may end its capture on a square it emptied.
                assertThat(after.pieceAt(square)).as("captured square %d of %s", square, what).isNull();
            }
        }
        // Nothing else changed.
        for (int square = 1; square <= g.squareCount(); square++) {
            if (square != move.origin() && square != move.destination() && !move.captured().contains(square)) {
                assertThat(after.pieceAt(square)).as("square %d untouched by %s", square, what)
                        .isEqualTo(before.pieceAt(square));
            }
        }
    }
}
