package org.draughts4j.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.draughts4j.core.Color;
import org.draughts4j.core.Game;
import org.draughts4j.core.Move;
import org.draughts4j.core.Variant;
import org.draughts4j.engine.Analysis;
import org.draughts4j.engine.Engine;
import org.draughts4j.engine.Engines;
import org.draughts4j.engine.Info;
import org.draughts4j.engine.Limit;
import org.draughts4j.engine.PlayResult;
import org.draughts4j.engine.Score;
import org.draughts4j.engine.SearchMode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The engine API as an app author meets it through the built-in engine: lines, levels, hints, points of view. */
@Timeout(60)
class EngineApiTest {
    private static final Variant INTERNATIONAL = Variant.byName("international");

    @ParameterizedTest
    @ValueSource(strings = {"international", "russian", "english"})
    void multiPvGivesEachLineItsOwnFirstMoveAndScoresBestFirst(String name) {
        Game game = Game.start(Variant.byName(name));
        try (BuiltinEngine engine = new BuiltinEngine()) {
            Analysis analysis = engine.search(game, Limit.depth(6).withMultiPv(3), SearchMode.ANALYSE);
            Map<Integer, Integer> depthsPerLine = new java.util.TreeMap<>();
            for (Optional<Info> info = analysis.next(); info.isPresent(); info = analysis.next()) {
                depthsPerLine.merge(info.get().multiPv().orElseThrow(), 1, Integer::sum);
            }
            PlayResult result = analysis.result();
            List<Info> lines = analysis.lines();
            assertThat(lines).hasSize(3);
            assertThat(depthsPerLine).containsOnlyKeys(1, 2, 3);
            Set<Move> firsts = new HashSet<>();
            for (int i = 0; i < 3; i++) {
                Info line = lines.get(i);
                assertThat(line.multiPv()).hasValue(i + 1);
                assertThat(line.depth()).hasValue(6);
                assertThat(game.position().legalMoves()).contains(line.pv().get(0));
                firsts.add(line.pv().get(0));
                if (i > 0) {
                    assertThat(line.score().orElseThrow()).isLessThanOrEqualTo(lines.get(i - 1).score().orElseThrow());
                }
            }
            assertThat(firsts).hasSize(3);
            assertThat(result.move()).isEqualTo(lines.get(0).pv().get(0));
        }
    }

    @Test
    void aLineScoreIsExactTheScoreASearchOfThatMoveAloneGives() {
        Game game = Game.start(Variant.byName("russian"));
        try (BuiltinEngine engine = new BuiltinEngine()) {
            List<Info> lines;
            try (Analysis analysis = engine.search(game, Limit.depth(5).withMultiPv(2), SearchMode.ANALYSE)) {
                analysis.result();
                lines = analysis.lines();
            }
            // The second line's move, searched from the position it leads to a ply shallower, scores
            // the same from the other side when the search is exact at the root.
            Move second = lines.get(1).pv().get(0);
            engine.newGame();
            Info after = engine.analyse(game.play(second), Limit.depth(4));
            assertThat(after.score().orElseThrow().negate().inMen())
                    .isCloseTo(lines.get(1).score().orElseThrow().inMen(), org.assertj.core.data.Offset.offset(0.3));
        }
    }

    @Test
    void aPositionWithFewerMovesThanLinesGivesOneLineAMove() {
        // White's one capture is forced: one line only.
        Game game = Game.from(org.draughts4j.core.Fen.parse(INTERNATIONAL, "W:W28,35:B23,5"));
        try (BuiltinEngine engine = new BuiltinEngine()) {
            try (Analysis analysis = engine.search(game, Limit.depth(4).withMultiPv(3), SearchMode.ANALYSE)) {
                analysis.result();
                assertThat(analysis.lines()).hasSize(game.position().legalMoves().size());
            }
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 5, 7, 9, 10})
    void theLastReportStartsWithTheMovePlayedAtEveryLevel(int level) {
        try (BuiltinEngine engine = BuiltinEngine.atLevel(level)) {
            engine.configure(Map.of("seed", "11"));
            Game game = Game.start(INTERNATIONAL);
            for (int ply = 0; ply < 12 && !game.outcome().isOver(); ply++) {
                // A move played: the level strays (an analysis is at full strength, below).
                Analysis analysis = engine.search(game, Limit.depth(6), SearchMode.PLAY);
                Info last = null;
                for (Optional<Info> info = analysis.next(); info.isPresent(); info = analysis.next()) {
                    last = info.get();
                }
                PlayResult result = analysis.result();
                assertThat(last).isNotNull();
                assertThat(last.pv()).isNotEmpty();
                assertThat(last.pv().get(0)).as("level %d ply %d", level, ply).isEqualTo(result.move());
                assertThat(result.info().pv().get(0)).isEqualTo(result.move());
                game = game.play(result.move());
            }
        }
    }

    /**
     * A level weakens the moves played, not an analysis: at level 5 an analysis to depth 8 stopped at
     * depth 3 (the level's 1,500 nodes) and its last report was a near-best move picked at random,
     * not the best line of its lines (docs/engines.md's coach).
     */
    @Test
    void anAnalysisIsAtFullStrengthAtEveryLevel() {
        Game game = Game.start(Variant.byName("russian")).play("c3-d4");
        try (BuiltinEngine coach = BuiltinEngine.atLevel(5); BuiltinEngine full = new BuiltinEngine()) {
            for (int seed = 0; seed < 4; seed++) {
                coach.configure(Map.of("seed", String.valueOf(seed)));
                try (Analysis analysis = coach.analysis(game, Limit.depth(8).withMultiPv(3))) {
                    PlayResult result = analysis.result();
                    assertThat(result.info().depth()).as("seed %d", seed).hasValue(8);
                    assertThat(analysis.lines()).hasSize(3);
                    assertThat(analysis.lines().get(0).pv().get(0)).isEqualTo(result.move());
                    assertThat(analysis.info().pv().get(0)).isEqualTo(result.move());
                }
            }
            assertThat(coach.analyse(game, Limit.depth(8)).pv().get(0))
                    .isEqualTo(full.analyse(game, Limit.depth(8)).pv().get(0));
            // Its moves stay at the level: capped at 1,500 nodes, short of depth 8.
            PlayResult move = coach.play(game, Limit.depth(8));
            assertThat(move.info().nodes().orElseThrow()).isLessThanOrEqualTo(Level.of(5).nodes() + 1_000);
            assertThat(move.info().depth().orElseThrow()).isLessThan(8);
        }
    }

    @Test
    void theHashFollowsTheLevelUnlessSetAndIsMadeInPrepare() {
        try (BuiltinEngine engine = new BuiltinEngine()) {
            assertThat(engine.hashMegabytes()).isEqualTo(BuiltinEngine.FULL_STRENGTH_HASH);
            engine.configure(Map.of("level", "5"));
            assertThat(engine.hashMegabytes()).isEqualTo(BuiltinEngine.LEVEL_HASH);
            engine.configure(Map.of("hash", "8"));
            assertThat(engine.hashMegabytes()).isEqualTo(8);
            assertThat(engine.madeFor()).isNull();
            engine.prepare(INTERNATIONAL);
            assertThat(engine.madeFor()).isEqualTo(INTERNATIONAL);
        }
    }

    /** Threads beyond what the machine's cores can run are refused, the bound in the message. */
    @Test
    void threadsAreBoundedByTheCores() {
        int most = org.draughts4j.core.InputLimits.maxThreads();
        try (BuiltinEngine engine = new BuiltinEngine()) {
            if (most < BuiltinEngine.MAX_THREADS) {
                org.assertj.core.api.Assertions.assertThatThrownBy(() -> engine.configure(Map.of("threads",
                        String.valueOf(most + 1)))).isInstanceOf(IllegalArgumentException.class)
                        .hasMessageContaining(String.valueOf(most));
            }
            engine.configure(Map.of("threads", String.valueOf(Math.min(most, BuiltinEngine.MAX_THREADS))));
        }
    }

    @Test
    void aScoreReadsFromWhitesSideWhenBlackIsToMove() {
        Game game = Game.from(org.draughts4j.core.Fen.parse(INTERNATIONAL, "B:W28,35,40,45:B23"));
        try (BuiltinEngine engine = new BuiltinEngine()) {
            Info info = engine.analyse(game, Limit.depth(6));
            Score black = info.score().orElseThrow();
            assertThat(info.turn()).contains(Color.BLACK);
            assertThat(info.povScore().orElseThrow().white()).isEqualTo(black.negate());
            assertThat(info.povScore().orElseThrow().white().compareTo(Score.men(0))).isPositive();
        }
    }

    @Test
    void aSpecAtALevelNamesTheLevelAndANameOverridesIt() {
        try (Engine three = Engines.open("builtin,level=3"); Engine full = Engines.open("builtin");
                Engine named = Engines.open("builtin,level=3,name=Club")) {
            assertThat(three.id().name()).isEqualTo("draughts4j level 3");
            assertThat(full.id().name()).isEqualTo("draughts4j");
            assertThat(named.id().name()).isEqualTo("Club");
            assertThat(named.options()).anySatisfy(o -> assertThat(o.name() + "=" + o.value()).isEqualTo("level=3"));
        }
    }

    /** A weights file that is not one (any readable file, a pipe) must not come back whole in the error. */
    @Test
    void aWeightsOptionNamingAnotherFileQuotesAtMostFortyCharactersAndNeverOpensAPipe(@org.junit.jupiter.api.io.TempDir
            java.nio.file.Path dir) throws Exception {
        java.nio.file.Path secret = dir.resolve("environ");
        String line = "SECRET_TOKEN=" + "x".repeat(200) + "\u0000\u001b[31m";
        java.nio.file.Files.writeString(secret, line + "\nMORE=1\n");
        try (BuiltinEngine engine = new BuiltinEngine()) {
            engine.configure(Map.of("weights", secret.toString()));
            org.assertj.core.api.Assertions.assertThatThrownBy(() -> engine.play(Game.start(INTERNATIONAL),
                    Limit.depth(1))).hasMessageContaining("SECRET_TOKEN=xxxx").hasMessageNotContaining("x".repeat(41))
                    .hasMessageNotContaining("\u001b").hasMessageNotContaining("MORE");
            org.assertj.core.api.Assertions.assertThatThrownBy(() -> engine.configure(Map.of("weights",
                    dir.toString()))).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("directory");
            java.nio.file.Path pipe = dir.resolve("pipe");
            if (new ProcessBuilder("mkfifo", pipe.toString()).start().waitFor() == 0) {
                org.assertj.core.api.Assertions.assertThatThrownBy(() -> engine.configure(Map.of("weights",
                        pipe.toString()))).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("pipe");
            }
        }
    }

    @Test
    void aNewAnalysisWhileOneRunsStopsItAndBothEndWithAMove() {
        try (BuiltinEngine engine = new BuiltinEngine()) {
            Game game = Game.start(INTERNATIONAL);
            Analysis first = engine.analysis(game, Limit.infinite());
            assertThat(first.next(Duration.ofSeconds(10))).isPresent();
            List<Analysis> later = new ArrayList<>();
            for (String move : List.of("32-28", "31-27")) {
                later.add(engine.analysis(game.play(move), Limit.infinite()));
            }
            assertThat(first.isDone()).isTrue();
            assertThat(game.position().legalMoves()).contains(first.result().move());
            assertThat(later.get(0).isDone()).isTrue();
            later.get(1).stop();
            assertThat(later.get(1).result().hasMove()).isTrue();
        }
    }
}
