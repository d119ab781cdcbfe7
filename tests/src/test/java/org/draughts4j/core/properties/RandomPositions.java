package org.draughts4j.core.properties;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.LongStream;
import org.draughts4j.core.Geometry;
import org.draughts4j.core.Move;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.draughts4j.tests.TestVariants;

/**
 * Random positions for the property tests, drawn from seeded {@link Random}s so that every run
 * checks the same positions and a failure names the seed that reproduces it: random placements
 * (dense, king-heavy, or one side attacking many scattered pieces, where long captures hide) and
 * positions reached by random play from the start, for every trait set of the test variants.
 *
 * <p>The seeds come from one master seed; {@code -Dproperty.seed=N} draws other positions and
 * {@code -Dproperty.runs=N} more or fewer batches, for a longer hunt than the default run.
 */
final class RandomPositions {

    /** Piece letters: empty, white man, black man, white king, black king. */
    private static final char[] LETTERS = {'.', 'w', 'b', 'W', 'B'};

    /** Weights of {@link #LETTERS} in each placement profile. */
    private static final int[][] PROFILES = {
        {55, 7, 8, 15, 15},   // king-heavy
        {34, 25, 25, 8, 8},   // dense
        {45, 15, 15, 12, 13}, // mixed
        {76, 6, 6, 6, 6},     // sparse
        {50, 4, 28, 4, 14},   // White (to move) has a few pieces, Black many scattered ones: long captures
        {62, 3, 17, 6, 12},   // a few white kings against black pieces over an open board
    };

    private RandomPositions() {}

    /** A position with its variant, shown in failure reports. */
    static final class Sample {
        final Variant variant;
        final Position position;

        Sample(Variant variant, Position position) {
            this.variant = variant;
            this.position = position;
        }

        @Override
        public String toString() {
            return variant.name() + " " + position.toFen();
        }
    }

    /** @return the seeds of the property tests' batches, one batch per parameterized invocation */
    static LongStream seeds() {
        long master = Long.getLong("property.seed", 20261123L);
        int runs = Integer.getInteger("property.runs", 12);
        Random random = new Random(master);
        return LongStream.generate(random::nextLong).limit(runs);
    }

    /** @return the variants the properties run on */
    static List<Variant> variants() {
        return TestVariants.EVERY;
    }

    /** @return a random variant */
    static Variant variant(Random random) {
        List<Variant> all = variants();
        return all.get(random.nextInt(all.size()));
    }

    /** @return a random placement three times in four, else a position of a random game */
    static Sample position(Random random) {
        return random.nextInt(4) < 3 ? placement(random) : game(random);
    }

    /** @return {@code count} samples of {@link #position(Random)} */
    static List<Sample> positions(Random random, int count) {
        List<Sample> samples = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            samples.add(position(random));
        }
        return samples;
    }

    /** @return a random placement of a random variant */
    static Sample placement(Random random) {
        Variant variant = variant(random);
        return new Sample(variant, placement(variant, random));
    }

    /** A random placement in one of the profiles, or on the capture lattice. */
    static Position placement(Variant variant, Random random) {
        int squares = variant.geometry().squareCount();
        int profile = random.nextInt(PROFILES.length + 2);
        List<Character> cells = new ArrayList<>(squares);
        if (profile >= PROFILES.length) {
            cells = lattice(variant, random);
        } else {
            int[] weights = PROFILES[profile];
            int total = 0;
            for (int weight : weights) {
                total += weight;
            }
            for (int i = 0; i < squares; i++) {
                int pick = random.nextInt(total);
                int letter = 0;
                while (pick >= weights[letter]) {
                    pick -= weights[letter++];
                }
                cells.add(LETTERS[letter]);
            }
        }
        return placement(variant, cells, random.nextBoolean());
    }

    /**
     * Black pieces only on odd rows and White's few pieces on even rows: every black piece has
     * empty squares around it, so captures chain far, and kings find several paths.
     */
    private static List<Character> lattice(Variant variant, Random random) {
        Geometry g = variant.geometry();
        List<Character> cells = new ArrayList<>(g.squareCount());
        for (int square = 1; square <= g.squareCount(); square++) {
            int v = random.nextInt(100);
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
    static Position placement(Variant variant, List<Character> cells, boolean swap) {
        Geometry g = variant.geometry();
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
        int limit = variant.traits().kingMoveLimit();
        if (limit > 0) {
            // Counts of moves of one king, drawn from the squares: a king near the limit is common.
            fen += ":+" + kingMoveField(black.toString(), limit, cells.size()) + "+"
                    + kingMoveField(white.toString(), limit, cells.size());
        }
        return Position.fromFen(variant, fen);
    }

    /** @return a count and square for the king-move field: the side's first king, at a count from its square */
    private static String kingMoveField(String field, int limit, int salt) {
        for (String entry : field.split(",")) {
            if (entry.startsWith("K")) {
                int square = Integer.parseInt(entry.substring(1));
                int count = (square + salt) % (limit + 1);
                return count == 0 ? "0" : count + String.valueOf(square);
            }
        }
        return "0";
    }

    /**
     * A random placement with random densities: the share of empty squares, of kings and of each
     * side's pieces all vary from one position to the next.
     */
    static Position randomPlacement(Variant variant, Random random) {
        int squares = variant.geometry().squareCount();
        double empty = 0.25 + 0.65 * random.nextDouble();
        double whiteShare = 0.1 + 0.8 * random.nextDouble();
        double whiteKings = random.nextDouble() < 0.3 ? 0 : random.nextDouble();
        double blackKings = random.nextDouble() < 0.3 ? 0 : random.nextDouble();
        List<Character> cells = new ArrayList<>(squares);
        for (int i = 0; i < squares; i++) {
            if (random.nextDouble() < empty) {
                cells.add('.');
            } else if (random.nextDouble() < whiteShare) {
                cells.add(random.nextDouble() < whiteKings ? 'W' : 'w');
            } else {
                cells.add(random.nextDouble() < blackKings ? 'B' : 'b');
            }
        }
        return placement(variant, cells, random.nextBoolean());
    }

    /**
     * A random placement of men, at a random density and share of each side (a man on its own
     * crowning row is a king, as in {@link #placement(Variant, List, boolean)}).
     */
    static Position menPlacement(Variant variant, Random random) {
        int squares = variant.geometry().squareCount();
        double empty = 0.45 + 0.5 * random.nextDouble();
        double whiteShare = 0.3 + 0.4 * random.nextDouble();
        List<Character> cells = new ArrayList<>(squares);
        for (int i = 0; i < squares; i++) {
            cells.add(random.nextDouble() < empty ? '.' : random.nextDouble() < whiteShare ? 'w' : 'b');
        }
        return placement(variant, cells, random.nextBoolean());
    }

    /** @return the position of a random game of a random variant, up to 120 plies long */
    static Sample game(Random random) {
        Variant variant = variant(random);
        return new Sample(variant, randomGame(variant, random.nextLong(), random.nextInt(121)));
    }

    /** @return the position after up to {@code plies} random moves from the start */
    static Position randomGame(Variant variant, long seed, int plies) {
        Random random = new Random(seed);
        Position position = Position.start(variant);
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
