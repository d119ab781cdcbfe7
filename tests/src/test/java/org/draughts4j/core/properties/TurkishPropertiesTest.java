package org.draughts4j.core.properties;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import java.util.stream.LongStream;
import org.draughts4j.core.Move;
import org.draughts4j.core.Notation;
import org.draughts4j.core.Position;
import org.draughts4j.core.PromotionInCapture;
import org.draughts4j.core.Variant;
import org.draughts4j.core.perft.Perft;
import org.draughts4j.core.perft.PerftOptions;
import org.draughts4j.tests.TestVariants;
import org.draughts4j.reference.TurkishReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Turkish draughts: the core's all-squares generator agrees with the deliberately simple {@link
 * TurkishReference}, written apart from it from docs/variants.md, on random positions (dense, king-heavy,
 * a few pieces against many scattered ones) and along random games, in both readings of a man
 * crowned during a capture: the same moves, each leading to the same position, and the same perft
 * counts (with and without hash and threads); FEN and notation round-trip. The reference numbers
 * squares from a1 = 0; the core's square numbers are that plus one.
 */
class TurkishPropertiesTest {

    /** Piece letters and weights per placement profile: empty, white man, black man, white king, black king. */
    private static final int[][] PROFILES = {
        {40, 20, 20, 10, 10},
        {55, 5, 5, 18, 17},
        {48, 4, 30, 6, 12},
        {80, 5, 5, 5, 5},
    };

    static LongStream seeds() {
        return RandomPositions.seeds();
    }

    private static boolean continuesAsKing(Variant variant) {
        return variant.traits().promotionInCapture() == PromotionInCapture.CONTINUES_AS_KING;
    }

    /** @return a random position: each square empty or holding a piece by the weights of a random profile */
    static Position randomPosition(Variant variant, Random random) {
        int[] weights = PROFILES[random.nextInt(PROFILES.length)];
        int total = 0;
        for (int weight : weights) {
            total += weight;
        }
        long white = 0;
        long black = 0;
        long kings = 0;
        for (int square = 0; square < 64; square++) {
            int roll = random.nextInt(total);
            int kind = 0;
            while (roll >= weights[kind]) {
                roll -= weights[kind++];
            }
            long bit = 1L << square;
            boolean whitePiece = kind == 1 || kind == 3;
            boolean king = kind >= 3 || whitePiece && square >= 56 || kind == 2 && square < 8;
            if (kind == 0) {
                continue;
            }
            if (whitePiece) {
                white |= bit;
            } else {
                black |= bit;
            }
            if (king) {
                kings |= bit;
            }
        }
        String fen = TurkishReference.toFen(new TurkishReference.Board(white, black, kings, random.nextBoolean()));
        return Position.fromFen(variant, fen);
    }

    /** @return each move as origin, destination, captured squares and promotion, with the FEN after it */
    private static TreeSet<String> coreMoves(Position position) {
        TreeSet<String> keys = new TreeSet<>();
        for (Move move : position.legalMoves()) {
            long captured = 0;
            for (int square : move.captured()) {
                captured |= 1L << (square - 1);
            }
            keys.add(key(move.origin() - 1, move.destination() - 1, captured, move.isPromotion(),
                    position.play(move).toFen()));
        }
        return keys;
    }

    private static TreeSet<String> referenceMoves(Position position) {
        TurkishReference.Board board = TurkishReference.fromFen(position.toFen());
        TreeSet<String> keys = new TreeSet<>();
        for (TurkishReference.RefMove move : TurkishReference.legalMoves(board, continuesAsKing(position.variant()),
                position.variant().traits().kingStopsBehindLastKing())) {
            keys.add(key(move.from(), move.to(), move.captured(), move.promotes(),
                    TurkishReference.toFen(TurkishReference.play(board, move))));
        }
        return keys;
    }

    private static String key(int from, int to, long captured, boolean promotes, String after) {
        return TurkishReference.name(from) + "-" + TurkishReference.name(to) + " x" + Long.toHexString(captured)
                + (promotes ? " K" : "") + " " + after;
    }

    /** The core and the reference give the same moves to the same positions; notation round-trips. */
    static void check(Position position) {
        List<Move> moves = position.legalMoves();
        TreeSet<String> core = coreMoves(position);
        assertThat(moves).as("%s: one Move per move", position).hasSize(core.size());
        assertThat(core).as("moves of %s", position).isEqualTo(referenceMoves(position));
        for (Move move : moves) {
            assertThat(position.parseMove(Notation.format(move, position))).as("notation of %s in %s", move, position)
                    .isEqualTo(move);
            assertThat(position.parseMove(move.toString())).isEqualTo(move);
        }
        assertThat(Position.fromFen(position.variant(), position.toFen())).isEqualTo(position);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void movesEqualTheReferenceOnRandomPositions(long seed) {
        Random random = new Random(seed);
        for (Variant variant : TestVariants.ORTHOGONAL_RULES) {
            for (int i = 0; i < 300; i++) {
                check(randomPosition(variant, random));
            }
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void movesEqualTheReferenceAlongRandomGames(long seed) {
        Random random = new Random(seed);
        for (Variant variant : TestVariants.ORTHOGONAL_RULES) {
            for (int game = 0; game < 4; game++) {
                Position position = Position.start(variant);
                for (int ply = 0; ply < 200; ply++) {
                    check(position);
                    List<Move> moves = position.legalMoves();
                    if (moves.isEmpty()) {
                        break;
                    }
                    position = position.play(moves.get(random.nextInt(moves.size())));
                }
            }
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void perftEqualsTheReference(long seed) {
        Random random = new Random(seed);
        for (Variant variant : TestVariants.ORTHOGONAL_RULES) {
            for (int i = 0; i < 8; i++) {
                Position position = randomPosition(variant, random);
                long reference = TurkishReference.perft(TurkishReference.fromFen(position.toFen()), 3,
                        continuesAsKing(variant), variant.traits().kingStopsBehindLastKing());
                assertThat(Perft.count(position, 3)).as("%s perft 3", position).isEqualTo(reference);
                assertThat(Perft.count(position, 3, PerftOptions.DEFAULT.withHash(1).withThreads(2)))
                        .as("%s perft 3, hash and threads", position).isEqualTo(reference);
            }
        }
    }

    /** The reference, independent of the core, counts the start table the issue gives. */
    @Test
    void theReferenceCountsTheStartTable() {
        TurkishReference.Board start = TurkishReference.fromFen(TestVariants.TURKISH.startFen());
        long[] expected = {8, 64, 708, 7538, 85090};
        for (int depth = 1; depth <= expected.length; depth++) {
            assertThat(TurkishReference.perft(start, depth, true)).as("depth %d", depth).isEqualTo(expected[depth - 1]);
        }
    }
}
