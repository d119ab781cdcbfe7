package org.draughts4j.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.draughts4j.core.Game;
import org.draughts4j.core.Variant;
import org.draughts4j.engine.Limit;
import org.draughts4j.engine.SearchMode;
import org.junit.jupiter.api.Test;

/** The engines a page keeps open, without a server. */
class SearchesTest {
    private static final Searches.Sink NOWHERE = new Searches.Sink() {
        @Override
        public void send(String event, String data) {
        }

        @Override
        public void ping() {
        }
    };

    @Test
    void aPageKeepsItsThreeLatestEnginesAndClosesTheOneItUsedLeastRecently() throws IOException {
        List<Searches.Choice> choices = List.of(new Searches.Choice("random", "random,seed=1"),
                new Searches.Choice("greedy", "greedy"), new Searches.Choice("level 1", "builtin,level=1"),
                new Searches.Choice("level 2", "builtin,level=2"));
        try (Searches searches = new Searches(choices, Map.of(), 2, 2, Duration.ofSeconds(10))) {
            Game game = Game.start(Variant.byName("russian"));
            for (int engine : new int[] {0, 1, 2}) {
                searches.run("page", engine, game, SearchMode.PLAY, Limit.depth(1), NOWHERE);
            }
            assertThat(searches.openEngines("page")).containsExactly(0, 1, 2);
            searches.run("page", 0, game, SearchMode.PLAY, Limit.depth(1), NOWHERE);
            searches.run("page", 3, game, SearchMode.PLAY, Limit.depth(1), NOWHERE);
            // Engine 1 was the least recently used: a fourth closes it, and the page goes on with the others.
            assertThat(searches.openEngines("page")).containsExactly(2, 0, 3);
            searches.run("page", 1, game, SearchMode.PLAY, Limit.depth(1), NOWHERE);
            assertThat(searches.openEngines("page")).containsExactly(0, 3, 1);
            assertThat(searches.openEngines("another page")).isEmpty();
        }
    }
}
