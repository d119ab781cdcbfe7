package org.draughts4j.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Random;
import java.util.Set;
import org.draughts4j.core.Move;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.draughts4j.core.perft.Perft;
import org.draughts4j.core.perft.PerftOptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class PerftSplitTest {
    /** Random positions a few plies from the start, from a seeded generator, so a failure repeats. */
    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void theSubtreesTimesTheirLinesSumToThePerftBelowTheCut(long seed) {
        Random random = new Random(seed);
        Variant variant = Variant.all().get(random.nextInt(Variant.all().size()));
        Position root = Position.start(variant);
        for (int ply = random.nextInt(12); ply > 0 && !root.legalMoves().isEmpty(); ply--) {
            java.util.List<Move> moves = root.legalMoves();
            root = root.play(moves.get(random.nextInt(moves.size())));
        }
        boolean paths = random.nextBoolean();
        PerftOptions options = new PerftOptions(paths, 1, 0);
        int cut = 1 + random.nextInt(3);
        int below = random.nextInt(3);
        PerftSplit split = PerftSplit.of(root, cut, paths);
        for (int d = 0; d <= cut; d++) {
            assertThat(split.leaves(d)).as("%s %s depth %d", variant.name(), root.toFen(), d)
                    .isEqualTo(Perft.count(root, d, options));
        }
        long sum = 0;
        long lines = 0;
        Set<Position> distinct = new HashSet<>();
        for (PerftSplit.Subtree subtree : split.subtrees()) {
            sum += subtree.lines() * Perft.count(subtree.position(), below, options);
            lines += subtree.lines();
            distinct.add(subtree.position());
        }
        assertThat(distinct).hasSameSizeAs(split.subtrees());
        assertThat(lines).isEqualTo(split.leaves(cut));
        assertThat(sum).as("%s %s", variant.name(), root.toFen()).isEqualTo(Perft.count(root, cut + below, options));
    }
}
