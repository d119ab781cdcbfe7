package org.draughts4j.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.draughts4j.core.Game;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.draughts4j.engine.Limit;
import org.draughts4j.engine.PlayResult;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A node is a move played, as Scan and Stockfish count them, so that nodes a second compare with
 * theirs: a position searched a second time (after a null window failed high, say) is not counted
 * again.
 */
class NodeCountTest {
    /**
     * English positions with two moves for Black: one walks into White's only capture, after which
     * the position is quiet; the other leaves a quiet position that nobody threatens. A search of
     * one ply plays the two moves and White's capture: three nodes, whichever move it tries first.
     * Tried second, the better move fails the first one's null window high and is searched again,
     * which a count of searches rather than of moves would add.
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"B:W10:B1,5", "B:W14:B1,5", "B:W13:B4,5", "B:W11:B4,5", "B:W19:B4,12", "B:W11:B4,12"})
    void aPositionSearchedAgainIsNotCountedAgain(String fen) {
        assertThat(nodes(fen, 1)).isEqualTo(3);
    }

    private static long nodes(String fen, int depth) {
        try (BuiltinEngine engine = new BuiltinEngine()) {
            engine.configure(Map.of("threads", "1", "hash", "1", "eval", "material"));
            PlayResult result = engine.play(Game.from(Position.fromFen(Variant.byName("english"), fen)),
                    Limit.depth(depth));
            return result.info().nodes().orElseThrow();
        }
    }
}
