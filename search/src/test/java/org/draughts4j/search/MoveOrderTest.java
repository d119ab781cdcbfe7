package org.draughts4j.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.draughts4j.core.Game;
import org.draughts4j.core.Move;
import org.draughts4j.core.Variant;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A node searches its moves best first by their ordering scores, the first listed of equal scores
 * first: {@link Searcher#order} brings the best to place 0 itself (the node's first move, taken
 * without a pick), and {@link Searcher#pick} the best of the rest to each place after.
 */
class MoveOrderTest {

    @ParameterizedTest(name = "{0} seed {1}")
    @CsvSource({"international, 1", "international, 2", "russian, 3", "english, 4", "frisian, 5", "canadian, 6"})
    void aNodesMovesComeBestFirst(String name, long seed) {
        Variant variant = Variant.byName(name);
        Random random = new Random(seed);
        TranspositionTable table = new TranspositionTable(1);
        Searcher searcher = new Searcher(variant, Weights.of(variant), table);
        int checked = 0;
        for (int game = 0; game < 20; game++) {
            Game played = Game.start(variant);
            for (int ply = 0; ply < 60 && !played.outcome().isOver(); ply++) {
                if (ply % 5 == 4) {
                    // A short search between checks moves the history and the killers the scores read.
                    table.newSearch(true);
                    searcher.setRoot(played);
                    searcher.iterate(3, new SearchControl(Long.MAX_VALUE, Long.MAX_VALUE), true, 1, 0,
                            (depth, score, s) -> { }, depth -> false);
                    checked += checkOrder(searcher, played, random);
                }
                List<Move> moves = played.position().legalMoves();
                played = played.play(moves.get(random.nextInt(moves.size())));
            }
        }
        assertThat(checked).as("nodes with two moves or more").isGreaterThan(50);
    }

    /** @return 1 when the position has moves enough to order, else 0 */
    private static int checkOrder(Searcher searcher, Game game, Random random) {
        int n = searcher.setRoot(game);
        if (n < 2) {
            return 0;
        }
        int tableMove = random.nextBoolean() ? random.nextInt(n) : TranspositionTable.NO_MOVE;
        boolean capturing = searcher.stack.captureCount(0, 0) > 0;
        int[] order = searcher.order(0, n, tableMove, capturing);
        int[] listed = new int[n];
        int[] scores = new int[n];
        for (int place = 0; place < n; place++) {
            scores[order[place]] = searcher.moveScore(0, place);
        }
        List<Integer> searched = new ArrayList<>();
        for (int k = 0; k < n; k++) {
            int index = k == 0 ? order[0] : searcher.pick(0, order, k, n);
            assertThat(index).isEqualTo(order[k]);
            assertThat(searcher.moveScore(0, k)).isEqualTo(scores[index]);
            searched.add(index);
            listed[index]++;
        }
        String where = game.position().toFen();
        assertThat(listed).as(where).containsOnly(1);
        if (tableMove != TranspositionTable.NO_MOVE) {
            assertThat(searched.get(0)).as(where + ", the table's move first").isEqualTo(tableMove);
        }
        for (int k = 0; k < n; k++) {
            int index = searched.get(k);
            for (int j = k + 1; j < n; j++) {
                int later = searched.get(j);
                // Better first; of equal scores, the first in the list first when it is the first move.
                assertThat(scores[later]).as(where).isLessThanOrEqualTo(scores[index]);
                if (k == 0 && scores[later] == scores[index]) {
                    assertThat(later).as(where).isGreaterThan(index);
                }
            }
        }
        return 1;
    }
}
