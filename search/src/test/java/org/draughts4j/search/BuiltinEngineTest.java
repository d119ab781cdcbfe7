package org.draughts4j.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.draughts4j.core.Color;
import org.draughts4j.core.Game;
import org.draughts4j.core.Move;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.draughts4j.engine.Analysis;
import org.draughts4j.engine.Engine;
import org.draughts4j.engine.EngineOption;
import org.draughts4j.engine.Engines;
import org.draughts4j.engine.Info;
import org.draughts4j.engine.Limit;
import org.draughts4j.engine.PlayResult;
import org.draughts4j.engine.RandomEngine;
import org.draughts4j.engine.Score;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The engine as an {@link Engine}: its options, limits, time, stop, determinism, levels and hints. */
@Timeout(120)
class BuiltinEngineTest {
    private static final Variant INTERNATIONAL = Variant.byName("international");

    static List<String> allVariants() {
        return Variant.all().stream().map(Variant::name).toList();
    }

    /** A short game against random play in every variant: each move legal, and the game goes on or ends by the rules. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("allVariants")
    void itPlaysLegalMovesInEveryVariant(String name) {
        Game game = Game.start(Variant.byName(name));
        try (Engine engine = Engines.open("builtin,hash=2"); RandomEngine random = new RandomEngine(7)) {
            for (int ply = 0; ply < 40 && !game.outcome().isOver(); ply++) {
                Engine mover = ply % 2 == 0 ? engine : random;
                game = game.play(mover.play(game, Limit.nodes(3000)).move());
            }
        }
        assertThat(game.ply()).isGreaterThan(4);
    }

    @Test
    void theSameDepthOrNodesGiveTheSameResultWhateverCameBefore() {
        Game game = Game.start(INTERNATIONAL).play("32-28", "19-23", "28x19", "14x23");
        try (BuiltinEngine engine = new BuiltinEngine()) {
            PlayResult first = engine.play(game, Limit.depth(9));
            engine.play(Game.start(INTERNATIONAL), Limit.depth(8));
            PlayResult second = engine.play(game, Limit.depth(9));
            assertThat(second.move()).isEqualTo(first.move());
            assertThat(second.info().score()).isEqualTo(first.info().score());
            assertThat(second.info().nodes()).isEqualTo(first.info().nodes());
            assertThat(second.info().pv()).isEqualTo(first.info().pv());
            PlayResult byNodes = engine.play(game, Limit.nodes(30_000));
            assertThat(engine.play(game, Limit.nodes(30_000))).satisfies(again -> {
                assertThat(again.move()).isEqualTo(byNodes.move());
                assertThat(again.info().score()).isEqualTo(byNodes.info().score());
                assertThat(again.info().nodes()).isEqualTo(byNodes.info().nodes());
            });
            assertThat(byNodes.info().nodes().orElseThrow()).isBetween(30_000L, 30_000L);
        }
    }

    @Test
    void stopEndsAnInfiniteAnalysisAtOnce() throws Exception {
        try (BuiltinEngine engine = new BuiltinEngine(); Analysis analysis = engine.analysis(Game.start(INTERNATIONAL),
                Limit.infinite())) {
            Thread.sleep(300);
            long stopped = System.nanoTime();
            analysis.stop();
            Optional<PlayResult> result = analysis.result(Duration.ofSeconds(5));
            long tookMillis = (System.nanoTime() - stopped) / 1_000_000;
            assertThat(result).isPresent();
            assertThat(tookMillis).as("ms from stop to result").isLessThan(500);
            assertThat(Game.start(INTERNATIONAL).position().legalMoves()).contains(result.get().move());
        }
    }

    /** One second and a tenth a move: thirty moves each on the wall clock, and neither side runs out. */
    @Test
    void aShortClockNeverRunsOut() {
        Game game = Game.start(INTERNATIONAL);
        long[] clocks = {1000, 1000};
        try (BuiltinEngine engine = new BuiltinEngine()) {
            for (int ply = 0; ply < 60 && !game.outcome().isOver(); ply++) {
                int side = game.position().sideToMove() == Color.WHITE ? 0 : 1;
                Limit limit = Limit.clocks(Duration.ofMillis(clocks[0]), Duration.ofMillis(clocks[1]))
                        .withIncrements(Duration.ofMillis(100), Duration.ofMillis(100));
                long start = System.nanoTime();
                Move move = engine.play(game, limit).move();
                clocks[side] -= (System.nanoTime() - start) / 1_000_000;
                assertThat(clocks[side]).as("clock after ply %d", ply).isPositive();
                clocks[side] += 100;
                game = game.play(move);
            }
        }
    }

    @Test
    void aDrawByTheEndgameRuleScoresAsADraw() {
        // Two kings against a king on the long diagonal: drawn by endgame-5 in ten plies, though a king up.
        Game game = Game.from(Position.fromFen(INTERNATIONAL, "W:WK1,K3:BK28"));
        try (BuiltinEngine engine = new BuiltinEngine()) {
            Info info = engine.analyse(game, Limit.depth(14));
            assertThat(info.score()).contains(Score.men(0));
            Info early = engine.analyse(game, Limit.depth(2));
            assertThat(early.score().orElseThrow().inMen()).as("the evaluation alone").isPositive();
        }
    }

    /** {@code eval=material}: the score of a quiet position searched one ply is its material after the best move. */
    @Test
    void theMaterialEvaluationScoresMaterialAlone() {
        Game game = Game.start(Variant.byName("international"));
        try (BuiltinEngine full = new BuiltinEngine(); BuiltinEngine material = new BuiltinEngine()) {
            material.configure(Map.of("eval", "material"));
            assertThat(material.analyse(game, Limit.depth(1)).score()).contains(Score.men(0));
            // Two men up, White to move, no capture for either side: +2.00 by the men alone.
            Game ahead = Game.from(Position.fromFen(Variant.byName("international"), "W:W31,32,33,34:B1,2"));
            assertThat(material.analyse(ahead, Limit.depth(1)).score()).contains(Score.men(2));
            assertThat(full.analyse(ahead, Limit.depth(1)).score()).isNotEqualTo(Optional.of(Score.men(2)));
        }
    }

    @Test
    void aWinInOneIsTakenAndScored() {
        // Breakthrough: the man on 6 crowns on 1, and the first king wins.
        Game game = Game.from(Position.fromFen(Variant.byName("breakthrough"), "W:W6,45:B15,20"));
        try (BuiltinEngine engine = new BuiltinEngine()) {
            PlayResult result = engine.play(game, Limit.depth(3));
            assertThat(result.info().score()).contains(Score.winIn(1));
            assertThat(game.play(result.move()).outcome().isOver()).isTrue();
        }
    }

    @Test
    void optionsAreCheckedAndLevelsPlay() {
        try (BuiltinEngine engine = new BuiltinEngine()) {
            assertThat(engine.options()).extracting(EngineOption::name).containsExactly("level", "threads", "hash", "seed",
                    "weights", "patterns", "tables", "eval");
            assertThatThrownBy(() -> engine.configure(Map.of("eval", "pieces"))).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("pieces");
            assertThatThrownBy(() -> engine.configure(Map.of("level", "11"))).isInstanceOf(IllegalArgumentException.class);
            assertThatThrownBy(() -> engine.configure(Map.of("level", "x"))).isInstanceOf(IllegalArgumentException.class);
            assertThatThrownBy(() -> engine.configure(Map.of("depth", "3"))).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("level, threads, hash, seed, weights");
            assertThatThrownBy(() -> engine.configure(Map.of("patterns", "/no/such/file")))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("option patterns: cannot read");
            assertThatThrownBy(() -> engine.configure(Map.of("weights", "/no/such/file")))
                    .isInstanceOf(IllegalArgumentException.class);
            Game game = Game.start(INTERNATIONAL);
            for (int level = 1; level <= 10; level++) {
                engine.configure(Map.of("level", String.valueOf(level), "seed", "5"));
                PlayResult result = engine.play(game, Limit.moveTime(Duration.ofSeconds(1)));
                assertThat(game.position().legalMoves()).contains(result.move());
                if (level < 10) {
                    assertThat(result.info().nodes().orElseThrow()).isLessThanOrEqualTo(Level.of(level).nodes());
                }
            }
        }
    }

    /** A low level strays from the best move now and then, a seeded one the same way every time. */
    @Test
    void aLowLevelChoosesAmongNearBestMovesBySeed() {
        Game game = Game.start(INTERNATIONAL);
        java.util.Set<Move> chosen = new java.util.HashSet<>();
        List<Move> first = new java.util.ArrayList<>();
        for (int run = 0; run < 2; run++) {
            try (BuiltinEngine engine = new BuiltinEngine()) {
                engine.configure(Map.of("level", "2", "seed", "11"));
                for (int i = 0; i < 12; i++) {
                    Move move = engine.play(game, Limit.depth(20)).move();
                    chosen.add(move);
                    if (run == 0) {
                        first.add(move);
                    } else {
                        assertThat(move).isEqualTo(first.get(i));
                    }
                }
            }
        }
        assertThat(chosen).hasSizeGreaterThan(1);
    }

    @Test
    void twoThreadsSearchTogether() {
        try (Engine engine = Engines.open("builtin,threads=2,hash=8")) {
            Game game = Game.start(INTERNATIONAL);
            PlayResult result = engine.play(game, Limit.depth(9));
            assertThat(game.position().legalMoves()).contains(result.move());
            assertThat(result.info().depth()).hasValue(9);
        }
    }

    @Test
    void aHintIsTheMoveTheEnginePlaysAtItsLevel() {
        Game game = Game.start(INTERNATIONAL).play("32-28");
        try (BuiltinEngine engine = BuiltinEngine.atLevel(3); BuiltinEngine full = new BuiltinEngine()) {
            for (int seed = 0; seed < 6; seed++) {
                engine.configure(Map.of("seed", String.valueOf(seed)));
                Move hint = engine.hint(game, Limit.depth(8));
                engine.configure(Map.of("seed", String.valueOf(seed)));
                assertThat(hint).isEqualTo(engine.play(game, Limit.depth(8)).move());
            }
            assertThat(engine.options().get(0).value()).isEqualTo("3");
            assertThat(full.hint(game, Limit.depth(8))).isEqualTo(full.play(game, Limit.depth(8)).move());
        }
    }

    @Test
    void aGameOverIsRefused() {
        Game over = Game.from(Position.fromFen(INTERNATIONAL, "B:W31:B"));
        try (BuiltinEngine engine = new BuiltinEngine()) {
            assertThatThrownBy(() -> engine.play(over, Limit.depth(3))).isInstanceOf(IllegalArgumentException.class);
        }
    }

    /**
     * A hash that does not fit half the heap is refused when it is set, with the bound, before a
     * table is made: the advertised 65536 was an OutOfMemoryError, and 6000 took 20 s and 4.3 GB.
     */
    @Test
    void aHashBeyondHalfTheHeapIsRefusedBeforeItIsMade() {
        long most = Runtime.getRuntime().maxMemory() / 2 / (1 << 20);
        try (BuiltinEngine engine = new BuiltinEngine()) {
            assertThatThrownBy(() -> engine.configure(Map.of("hash", "65536")))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("at most " + most + " MB");
            assertThatThrownBy(
                    () -> engine.configure(Map.of("hash", String.valueOf(most + 1))))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not " + (most + 1));
            // Set, not made: the table is made when a search needs it.
            engine.configure(Map.of("hash", String.valueOf(most)));
            assertThat(engine.hashMegabytes()).isEqualTo((int) most);
        }
    }
}
