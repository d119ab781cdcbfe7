package org.draughts4j.core.properties;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import org.draughts4j.core.Move;
import org.draughts4j.core.Perft;
import org.draughts4j.core.PerftOptions;
import org.draughts4j.core.Position;
import org.draughts4j.core.Rules;
import org.draughts4j.core.reference.ReferenceBoard;
import org.draughts4j.core.reference.ReferencePerft;

/**
 * The core's move generator agrees with the deliberately simple reference generator, for every
 * trait set: the same moves, the same capture paths, the same positions after each move, and the
 * same perft counts in both modes.
 */
class DifferentialPropertiesTest {

    @Provide
    Arbitrary<RandomPositions.Sample> placements() {
        return RandomPositions.placements();
    }

    @Provide
    Arbitrary<RandomPositions.Sample> positions() {
        return RandomPositions.positions();
    }

    @Provide
    Arbitrary<Rules> variants() {
        return RandomPositions.variants();
    }

    @Property(tries = 3000, edgeCases = EdgeCasesMode.NONE)
    void legalMovesAndPathsEqualTheReferenceOnRandomPlacements(@ForAll("placements") RandomPositions.Sample sample) {
        Differential.check(sample.position);
        collectStatistics(sample.position);
    }

    /** Shows how often the interesting cases come up (printed by jqwik). */
    private static void collectStatistics(Position position) {
        List<Move> paths = position.legalMovePaths();
        int longest = 0;
        boolean kingCaptures = false;
        for (Move move : paths) {
            longest = Math.max(longest, move.captureCount());
            kingCaptures |= move.isCapture() && position.pieceAt(move.origin()).isKing();
        }
        Statistics.label("longest capture").collect(longest >= 4 ? "4+" : Integer.toString(longest));
        Statistics.label("king captures").collect(kingCaptures);
        Statistics.label("several paths per move").collect(paths.size() > position.legalMoves().size());
    }

    /**
     * Many more positions than jqwik tries, each drawn with its own random densities; a failure
     * reports a minimised position (see {@link Differential#check}).
     */
    @Property(tries = 40, edgeCases = EdgeCasesMode.NONE)
    void legalMovesAndPathsEqualTheReferenceOnBatchesOfRandomPlacements(@ForAll("variants") Rules rules, @ForAll long seed) {
        Random random = new Random(seed);
        for (int i = 0; i < 500; i++) {
            Position position = RandomPositions.randomPlacement(rules, random);
            Differential.check(position);
            collectStatistics(position);
        }
    }

    @Property(tries = 300)
    void legalMovesAndPathsEqualTheReferenceAlongRandomGames(@ForAll("variants") Rules rules, @ForAll long seed) {
        Random random = new Random(seed);
        Position position = Position.start(rules);
        for (int ply = 0; ply < 200; ply++) {
            Differential.check(position);
            List<Move> moves = position.legalMovePaths();
            if (moves.isEmpty()) {
                break;
            }
            position = position.play(moves.get(random.nextInt(moves.size())));
        }
    }

    /** Depth 3, and deeper (up to 5) while the tree stays small, so that quiet trees go further. */
    @Property(tries = 300, edgeCases = EdgeCasesMode.NONE)
    void perftAgreesWithTheReferenceInBothModes(@ForAll("positions") RandomPositions.Sample sample) {
        Position position = sample.position;
        ReferenceBoard board = ReferenceBoard.of(position);
        long leaves = 0;
        int depth = 3;
        for (; depth <= 5 && leaves < 2_000; depth++) {
            for (boolean paths : new boolean[] {false, true}) {
                long reference = ReferencePerft.count(board, depth, paths);
                long core = Perft.count(position, depth, paths ? PerftOptions.PATHS : PerftOptions.DEFAULT);
                assertThat(core).as("%s %s perft %d%s", sample.rules.name(), position.toFen(), depth,
                        paths ? " paths" : "").isEqualTo(reference);
                if (!paths) {
                    leaves = reference;
                }
            }
        }
        Statistics.label("perft depth reached").collect(depth - 1);
    }
}
