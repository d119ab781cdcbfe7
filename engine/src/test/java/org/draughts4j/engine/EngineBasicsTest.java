package org.draughts4j.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.draughts4j.core.Color;
import org.draughts4j.core.Game;
import org.draughts4j.core.Move;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class EngineBasicsTest {
    private static final Variant INTERNATIONAL = Variant.byName("international");

    @Test
    void specsReadKindArgumentAndOptions() {
        EngineSpec spec = EngineSpec.parse("hub:/opt/scan/scan,threads=1, tt-size = 22");
        assertThat(spec.kind()).isEqualTo("hub");
        assertThat(spec.argument()).isEqualTo("/opt/scan/scan");
        assertThat(spec.options()).containsExactly(Map.entry("threads", "1"), Map.entry("tt-size", "22"));
        assertThat(EngineSpec.parse(spec.toString())).isEqualTo(spec);
        assertThat(EngineSpec.parse("dxp:127.0.0.1:27531").argument()).isEqualTo("127.0.0.1:27531");
        assertThatThrownBy(() -> EngineSpec.parse("random,seed")).hasMessageContaining("NAME=VALUE");
        assertThatThrownBy(() -> EngineSpec.parse(",x=1")).hasMessageContaining("no kind");
        assertThatThrownBy(() -> EngineSpec.parse("random,seed=1,seed=2")).hasMessageContaining("twice");
    }

    /** A spec made by its constructor was written as text that parse read as another spec, or refused. */
    @Test
    void aSpecIsOnlyMadeWhenItsTextReadsBackTheSame() {
        assertThatThrownBy(() -> new EngineSpec("hub", "/opt/my,engine", Map.of())).hasMessageContaining("no comma");
        assertThatThrownBy(() -> new EngineSpec("random", "", Map.of("book", "a,b=c"))).hasMessageContaining("book");
        assertThatThrownBy(() -> new EngineSpec("random", "", Map.of("seed", " 1"))).hasMessageContaining("space");
        assertThatThrownBy(() -> new EngineSpec("random", "", Map.of("a=b", "1"))).hasMessageContaining("'='");
        assertThatThrownBy(() -> new EngineSpec("random", "", Map.of("", "1"))).hasMessageContaining("name");
        assertThatThrownBy(() -> new EngineSpec("Random", "", Map.of())).hasMessageContaining("lower case");
        assertThatThrownBy(() -> new EngineSpec("", "", Map.of())).hasMessageContaining("lower case");
        assertThatThrownBy(() -> new EngineSpec("hub:x", "", Map.of())).hasMessageContaining("':'");
        EngineSpec fine = new EngineSpec("dxp", "127.0.0.1:27531", Map.of("name", "a=b"));
        assertThat(EngineSpec.parse(fine.toString())).isEqualTo(fine);
    }

    /** An option made with a default outside its own bounds refused that default when set to it. */
    @Test
    void anOptionsDefaultIsOneOfItsValues() {
        assertThatThrownBy(() -> EngineOption.integer("level", 11, 1, 10)).hasMessageContaining("default 11 is not 1 to 10");
        assertThatThrownBy(() -> EngineOption.choice("eval", "fast", List.of("full", "material")))
                .hasMessageContaining("'fast' is not one of [full, material]");
        assertThat(EngineOption.integer("level", 10, 1, 10).check("10")).isEmpty();
        assertThat(EngineOption.choice("eval", "full", List.of("full", "material")).check("full")).isEmpty();
    }

    @Test
    void unknownKindsAreNamedWithTheKnownOnes() {
        assertThatThrownBy(() -> Engines.open("builtin,level=5"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("unknown engine kind 'builtin'")
                .hasMessageContaining("greedy, hub, random");
        assertThatThrownBy(() -> Engines.open("random,depth=3")).hasMessageContaining("has no option 'depth'");
        assertThatThrownBy(() -> Engines.open("hub:/no/such/engine")).hasMessageContaining("no engine at");
    }

    @Test
    void aSeededRandomEngineRepeatsItsGameAndPlaysOnlyLegalMoves() {
        List<Move> first = selfPlay(Engines.open("random,seed=42"), 60);
        List<Move> second = selfPlay(Engines.open("random,seed=42"), 60);
        List<Move> other = selfPlay(Engines.open("random,seed=43"), 60);
        assertThat(first).isEqualTo(second).isNotEqualTo(other);
    }

    private static List<Move> selfPlay(Engine engine, int plies) {
        try (engine) {
            Game game = Game.start(INTERNATIONAL);
            for (int i = 0; i < plies && !game.outcome().isOver(); i++) {
                PlayResult result = engine.play(game, Limit.depth(1));
                assertThat(game.position().legalMoves()).contains(result.move());
                game = game.play(result.move());
            }
            return game.moves();
        }
    }

    static Stream<Long> seeds() {
        return LongStreams.of(20);
    }

    /** Greedy's move leaves a material balance no other legal move beats, on positions reached by random play. */
    @ParameterizedTest
    @MethodSource("seeds")
    void greedyLeavesTheBestBalance(long seed) {
        Random random = new Random(seed);
        Game game = Game.start(INTERNATIONAL);
        int plies = 10 + random.nextInt(60);
        for (int i = 0; i < plies && !game.outcome().isOver(); i++) {
            List<Move> moves = game.position().legalMoves();
            game = game.play(moves.get(random.nextInt(moves.size())));
        }
        if (game.outcome().isOver()) {
            return;
        }
        Position position = game.position();
        Color mover = position.sideToMove();
        try (Engine greedy = new GreedyEngine()) {
            PlayResult result = greedy.play(game, Limit.depth(1));
            int chosen = GreedyEngine.balance(position.play(result.move()), mover);
            for (Move move : position.legalMoves()) {
                assertThat(GreedyEngine.balance(position.play(move), mover)).isLessThanOrEqualTo(chosen);
            }
            assertThat(result.info().score()).contains(Score.men(chosen));
            assertThat(result.info().pv()).containsExactly(result.move());
        }
    }

    @Test
    void greedyTakesTheMostMen() {
        // White 28 can take one man (23) or, from 32, nothing: greedy takes.
        Game game = Game.from(Position.fromFen(INTERNATIONAL, "W:W28,32:B23,5"));
        try (Engine greedy = new GreedyEngine()) {
            assertThat(greedy.play(game, Limit.depth(1)).move().captured()).containsExactly(23);
        }
    }

    @Test
    void aFinishedGameHasNoMoveToSearch() {
        Game over = Game.from(Position.fromFen(INTERNATIONAL, "W:W:B1"));
        try (Engine random = new RandomEngine(1)) {
            assertThatThrownBy(() -> random.play(over, Limit.depth(1))).hasMessageContaining("the game is over");
        }
    }

    @Test
    void scoresReadAndWriteHubsGameEnds() {
        assertThat(Score.fromHub(0.25)).isEqualTo(Score.men(0.25));
        assertThat(Score.fromHub(99.95)).isEqualTo(Score.winIn(5));
        assertThat(Score.fromHub(-99.96)).isEqualTo(Score.lossIn(4));
        assertThat(Score.winIn(5).toHub()).isEqualTo("99.95");
        assertThat(Score.lossIn(4).toHub()).isEqualTo("-99.96");
        assertThat(Score.winIn(3).negate()).isEqualTo(Score.lossIn(3));
        assertThat(Score.lossIn(2).negate()).isEqualTo(Score.winIn(2));
        assertThat(Score.winIn(1)).isGreaterThan(Score.winIn(9)).isGreaterThan(Score.men(50));
        assertThat(Score.lossIn(0)).isLessThan(Score.lossIn(8)).isLessThan(Score.men(-50));
    }

    @Test
    void limitsCombineAndBoundTheTime() {
        Limit limit = Limit.clocks(Duration.ofSeconds(60), Duration.ofSeconds(30))
                .withIncrements(Duration.ofSeconds(2), Duration.ofSeconds(1)).withMovesToGo(10);
        assertThat(limit.timeBudget(Color.WHITE)).contains(Duration.ofSeconds(62));
        assertThat(limit.withMoveTime(Duration.ofSeconds(5)).timeBudget(Color.BLACK)).contains(Duration.ofSeconds(5));
        assertThat(Limit.depth(3).timeBudget(Color.WHITE)).isEmpty();
        assertThatThrownBy(() -> Limit.depth(0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Limit.depth(3).withMovesToGo(3)).isInstanceOf(IllegalStateException.class);
        // Times past a year are refused: their sums and nanoseconds overflowed in the engines' budgets.
        assertThatThrownBy(() -> Limit.moveTime(Duration.ofDays(110_000))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("365 days");
        assertThatThrownBy(() -> Limit.clocks(Duration.ofSeconds(Long.MAX_VALUE), Duration.ZERO))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("white clock");
        Limit longest = Limit.clocks(Limit.MAX_TIME, Limit.MAX_TIME).withIncrements(Limit.MAX_TIME, Limit.MAX_TIME);
        assertThat(longest.timeBudget(Color.WHITE)).contains(Limit.MAX_TIME.multipliedBy(2));
    }

    @Test
    void anAnalysisStreamsMergesAndEnds() throws Exception {
        AnalysisFeed feed = new AnalysisFeed(() -> { });
        Analysis analysis = feed.analysis();
        Move move = Position.start(INTERNATIONAL).legalMoves().get(0);
        Thread producer = new Thread(() -> {
            feed.info(Info.builder().depth(1).score(Score.men(0.5)).build());
            feed.info(Info.builder().depth(2).nodes(100).build());
            feed.finish(new PlayResult(move, java.util.Optional.empty(), Info.EMPTY));
        });
        producer.start();
        assertThat(analysis.next()).hasValueSatisfying(info -> assertThat(info.depth()).hasValue(1));
        assertThat(analysis.next()).hasValueSatisfying(info -> assertThat(info.nodes()).hasValue(100));
        assertThat(analysis.next()).isEmpty();
        PlayResult result = analysis.result();
        assertThat(result.move()).isEqualTo(move);
        assertThat(result.info().depth()).hasValue(2);
        assertThat(result.info().score()).contains(Score.men(0.5));
        producer.join();
    }

    /** Seeds for the properties. */
    static final class LongStreams {
        static Stream<Long> of(int count) {
            return IntStream.range(0, count).mapToObj(i -> 1000L + 7919L * i);
        }
    }
}
