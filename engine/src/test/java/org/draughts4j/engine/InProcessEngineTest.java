package org.draughts4j.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.draughts4j.core.Color;
import org.draughts4j.core.Game;
import org.draughts4j.core.Move;
import org.draughts4j.core.Variant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The base of in-process engines: what a user's engine gets by implementing think alone. */
@Timeout(30)
class InProcessEngineTest {
    private static final Variant INTERNATIONAL = Variant.byName("international");

    /** Thinks until stopped when the limit is infinite, reporting a depth every few milliseconds; else moves at once. */
    private static final class PatientEngine extends InProcessEngine {
        final AtomicInteger searches = new AtomicInteger();
        final AtomicInteger newGames = new AtomicInteger();
        String failWith;

        PatientEngine() {
            super(List.of(EngineOption.integer("depth", 1, 1, 9), EngineOption.string("file", "")));
        }

        @Override
        public EngineId id() {
            return new EngineId("patient", "1", "test");
        }

        @Override
        protected void validate(String name, String value) {
            if (name.equals("file") && value.equals("missing")) {
                throw new IllegalArgumentException("option file names no file: " + value);
            }
        }

        @Override
        protected void onNewGame() {
            newGames.incrementAndGet();
        }

        @Override
        protected PlayResult think(Search search) {
            searches.incrementAndGet();
            if (failWith != null) {
                throw new IllegalStateException(failWith);
            }
            Move move = search.game().position().legalMoves().get(0);
            int depth = 0;
            while (search.limit().isInfinite() && !search.stopRequested()) {
                search.report(Info.builder().depth(++depth).score(Score.men(0.5)).pv(List.of(move)).build());
                try {
                    Thread.sleep(2);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    break;
                }
            }
            return new PlayResult(move, Optional.empty(), Info.builder().depth(Math.max(1, depth)).build());
        }
    }

    @Test
    void aNewSearchStopsTheRunningOneWhichStillEndsWithItsResult() {
        try (PatientEngine engine = new PatientEngine()) {
            Game game = Game.start(INTERNATIONAL);
            Analysis first = engine.analysis(game, Limit.infinite());
            assertThat(first.next(Duration.ofSeconds(5))).isPresent();
            Analysis second = engine.analysis(game.play("32-28"), Limit.infinite());
            assertThat(first.isDone()).isTrue();
            assertThat(first.result().move()).isEqualTo(game.position().legalMoves().get(0));
            assertThat(second.isDone()).isFalse();
            second.stop();
            assertThat(second.result().hasMove()).isTrue();
            assertThat(engine.searches).hasValue(2);
        }
    }

    @Test
    void newGameAndConfigureWhileSearchingStopTheSearchFirst() {
        try (PatientEngine engine = new PatientEngine()) {
            Analysis running = engine.analysis(Game.start(INTERNATIONAL), Limit.infinite());
            engine.newGame();
            assertThat(running.isDone()).isTrue();
            assertThat(engine.newGames).hasValue(1);
            running = engine.analysis(Game.start(INTERNATIONAL), Limit.infinite());
            engine.configure(Map.of("depth", "3"));
            assertThat(running.isDone()).isTrue();
            assertThat(engine.options().get(0).value()).isEqualTo("3");
        }
    }

    @Test
    void optionsAreTakenAllOrNone() {
        try (PatientEngine engine = new PatientEngine()) {
            assertThatThrownBy(() -> engine.configure(Map.of("depth", "4", "file", "missing")))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("missing");
            assertThatThrownBy(() -> engine.configure(Map.of("depth", "10"))).isInstanceOf(IllegalArgumentException.class);
            assertThatThrownBy(() -> engine.configure(Map.of("nonesuch", "1")))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("depth, file");
            assertThat(engine.options().get(0).value()).isEqualTo("1");
        }
    }

    @Test
    void whatTheSearchThrowsEndsItAsAnEngineExceptionAndTheEngineGoesOn() {
        try (PatientEngine engine = new PatientEngine()) {
            engine.failWith = "no luck";
            assertThatThrownBy(() -> engine.play(Game.start(INTERNATIONAL), Limit.depth(1)))
                    .isInstanceOf(EngineException.class).hasMessageContaining("no luck");
            engine.failWith = null;
            assertThat(engine.play(Game.start(INTERNATIONAL), Limit.depth(1)).hasMove()).isTrue();
        }
    }

    @Test
    void aGameOverAClosedEngineAndAnUnpreparedHintAreRefusedClearly() {
        PatientEngine engine = new PatientEngine();
        Game over = Game.start(INTERNATIONAL).resign(Color.WHITE);
        assertThatThrownBy(() -> engine.play(over, Limit.depth(1))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("over");
        assertThat(engine.hint(Game.start(INTERNATIONAL), Limit.depth(1)))
                .isEqualTo(Game.start(INTERNATIONAL).position().legalMoves().get(0));
        Analysis running = engine.analysis(Game.start(INTERNATIONAL), Limit.infinite());
        engine.close();
        assertThat(running.isDone()).isTrue();
        assertThatThrownBy(() -> engine.play(Game.start(INTERNATIONAL), Limit.depth(1)))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("closed");
        engine.close();
    }

    @Test
    void everyReportKnowsTheSideToMoveSoItsScoreReadsFromEitherSide() {
        try (PatientEngine engine = new PatientEngine()) {
            Game blackToMove = Game.start(INTERNATIONAL).play("32-28");
            Analysis analysis = engine.analysis(blackToMove, Limit.infinite());
            Info first = analysis.next(Duration.ofSeconds(5)).orElseThrow();
            analysis.stop();
            assertThat(first.turn()).contains(Color.BLACK);
            PovScore score = first.povScore().orElseThrow();
            assertThat(score.relative()).isEqualTo(Score.men(0.5));
            assertThat(score.black()).isEqualTo(Score.men(0.5));
            assertThat(score.white()).isEqualTo(Score.men(-0.5));
            assertThat(analysis.result().info().turn()).contains(Color.BLACK);
        }
    }

    @Test
    void theRandomAndGreedyMoversAreInProcessEnginesThatFollowTheSameRule() {
        for (String spec : List.of("random,seed=1", "greedy")) {
            try (Engine engine = Engines.open(spec)) {
                assertThat(engine).isInstanceOf(InProcessEngine.class);
                Analysis analysis = engine.analysis(Game.start(INTERNATIONAL), Limit.depth(1));
                assertThat(analysis.result().info().turn()).contains(Color.WHITE);
                assertThatThrownBy(() -> engine.configure(Map.of("seed", "x")))
                        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("whole number");
            }
        }
    }
}
