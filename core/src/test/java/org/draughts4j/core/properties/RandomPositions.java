package org.draughts4j.core.properties;

import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Tuple;
import org.draughts4j.core.Geometry;
import org.draughts4j.core.Move;
import org.draughts4j.core.Position;
import org.draughts4j.core.Rules;
import org.draughts4j.core.reference.ReferenceVariants;

/**
 * Random positions for the properties: random placements (dense, king-heavy, or one side
 * attacking many scattered pieces, where long captures hide) and positions reached by random play
 * from the start, for all six trait sets.
 */
final class RandomPositions {

    private RandomPositions() {}

    /** A position with its variant, shown in failure reports. */
    static final class Sample {
        final Rules rules;
        final Position position;

        Sample(Rules rules, Position position) {
            this.rules = rules;
            this.position = position;
        }

        @Override
        public String toString() {
            return rules.name() + " " + position.toFen();
        }
    }

    static Arbitrary<Rules> variants() {
        return Arbitraries.of(ReferenceVariants.ALL);
    }

    /** A random placement or a position of a random game. */
    static Arbitrary<Sample> positions() {
        return Arbitraries.frequencyOf(Tuple.of(3, placements()), Tuple.of(1, games()));
    }

    /** Random placements with random kings, of several densities. */
    static Arbitrary<Sample> placements() {
        return variants().flatMap(RandomPositions::placements);
    }

    /** Random placements on the board of {@code rules}. */
    static Arbitrary<Sample> placements(Rules rules) {
        int squares = rules.geometry().squareCount();
        // Empty first, so that shrinking removes pieces.
        Arbitrary<Character> kingHeavy = Arbitraries.frequency(
                Tuple.of(55, '.'), Tuple.of(7, 'w'), Tuple.of(8, 'b'), Tuple.of(15, 'W'), Tuple.of(15, 'B'));
        Arbitrary<Character> dense = Arbitraries.frequency(
                Tuple.of(34, '.'), Tuple.of(25, 'w'), Tuple.of(25, 'b'), Tuple.of(8, 'W'), Tuple.of(8, 'B'));
        Arbitrary<Character> mixed = Arbitraries.frequency(
                Tuple.of(45, '.'), Tuple.of(15, 'w'), Tuple.of(15, 'b'), Tuple.of(12, 'W'), Tuple.of(13, 'B'));
        Arbitrary<Character> sparse = Arbitraries.frequency(
                Tuple.of(76, '.'), Tuple.of(6, 'w'), Tuple.of(6, 'b'), Tuple.of(6, 'W'), Tuple.of(6, 'B'));
        // White (to move) has a few pieces, Black many scattered ones: long captures.
        Arbitrary<Character> attack = Arbitraries.frequency(
                Tuple.of(50, '.'), Tuple.of(4, 'w'), Tuple.of(4, 'W'), Tuple.of(28, 'b'), Tuple.of(14, 'B'));
        // A few white kings (and men) against black pieces scattered over an open board.
        Arbitrary<Character> kingsAttack = Arbitraries.frequency(
                Tuple.of(62, '.'), Tuple.of(3, 'w'), Tuple.of(6, 'W'), Tuple.of(17, 'b'), Tuple.of(12, 'B'));
        Arbitrary<List<Character>> cells = Arbitraries.frequencyOf(
                Tuple.of(2, kingHeavy.list().ofSize(squares)),
                Tuple.of(2, dense.list().ofSize(squares)),
                Tuple.of(2, mixed.list().ofSize(squares)),
                Tuple.of(1, sparse.list().ofSize(squares)),
                Tuple.of(2, attack.list().ofSize(squares)),
                Tuple.of(3, kingsAttack.list().ofSize(squares)),
                Tuple.of(3, Arbitraries.integers().between(0, 99).list().ofSize(squares)
                        .map(values -> lattice(rules, values))));
        return Combinators.combine(cells, Arbitraries.of(false, true))
                .as((list, swap) -> new Sample(rules, placement(rules, list, swap)));
    }

    /**
     * Black pieces only on odd rows and White's few pieces on even rows: every black piece has
     * empty squares around it, so captures chain far, and kings find several paths.
     */
    private static List<Character> lattice(Rules rules, List<Integer> values) {
        Geometry g = rules.geometry();
        List<Character> cells = new java.util.ArrayList<>(values.size());
        for (int square = 1; square <= values.size(); square++) {
            int v = values.get(square - 1);
            if (g.row(square) % 2 == 1) {
                cells.add(v < 50 ? '.' : v < 78 ? 'b' : 'B');
            } else {
                cells.add(v < 78 ? '.' : v < 86 ? 'w' : 'W');
            }
        }
        return cells;
    }

    /**
     * @param swap when true the colours are swapped and Black moves, else White moves
     * @return the position; a man on its own crowning row is made a king
     */
    static Position placement(Rules rules, List<Character> cells, boolean swap) {
        Geometry g = rules.geometry();
        StringBuilder white = new StringBuilder();
        StringBuilder black = new StringBuilder();
        for (int square = 1; square <= cells.size(); square++) {
            char cell = cells.get(square - 1);
            if (cell == '.') {
                continue;
            }
            if (swap) {
                cell = Character.isUpperCase(cell)
                        ? (cell == 'W' ? 'B' : 'W')
                        : (cell == 'w' ? 'b' : 'w');
            }
            boolean whitePiece = cell == 'w' || cell == 'W';
            boolean king = Character.isUpperCase(cell);
            int row = g.row(square);
            if (!king && (whitePiece ? row == 0 : row == g.size() - 1)) {
                king = true;
            }
            StringBuilder field = whitePiece ? white : black;
            if (field.length() > 0) {
                field.append(',');
            }
            field.append(king ? "K" : "").append(square);
        }
        String fen = (swap ? "B" : "W") + ":W" + white + ":B" + black;
        return Position.fromFen(rules, fen);
    }

    /**
     * A random placement drawn from {@code random} with random densities: the share of empty
     * squares, of kings and of each side's pieces all vary from one position to the next.
     */
    static Position randomPlacement(Rules rules, Random random) {
        int squares = rules.geometry().squareCount();
        double empty = 0.25 + 0.65 * random.nextDouble();
        double whiteShare = 0.1 + 0.8 * random.nextDouble();
        double whiteKings = random.nextDouble() < 0.3 ? 0 : random.nextDouble();
        double blackKings = random.nextDouble() < 0.3 ? 0 : random.nextDouble();
        List<Character> cells = new java.util.ArrayList<>(squares);
        for (int i = 0; i < squares; i++) {
            if (random.nextDouble() < empty) {
                cells.add('.');
            } else if (random.nextDouble() < whiteShare) {
                cells.add(random.nextDouble() < whiteKings ? 'W' : 'w');
            } else {
                cells.add(random.nextDouble() < blackKings ? 'B' : 'b');
            }
        }
        return placement(rules, cells, random.nextBoolean());
    }

    /** Positions reached by random play from the start. */
    static Arbitrary<Sample> games() {
        return Combinators.combine(variants(), Arbitraries.longs(), Arbitraries.integers().between(0, 120))
                .as((rules, seed, plies) -> new Sample(rules, randomGame(rules, seed, plies)));
    }

    /** @return the position after up to {@code plies} random moves from the start */
    static Position randomGame(Rules rules, long seed, int plies) {
        Random random = new Random(seed);
        Position position = Position.start(rules);
        for (int i = 0; i < plies; i++) {
            List<Move> moves = position.legalMoves();
            if (moves.isEmpty()) {
                break;
            }
            position = position.play(moves.get(random.nextInt(moves.size())));
        }
        return position;
    }
}
