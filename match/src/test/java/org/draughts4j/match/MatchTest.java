package org.draughts4j.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import org.draughts4j.core.Game;
import org.draughts4j.core.Move;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.draughts4j.core.pdn.PdnFile;
import org.draughts4j.core.pdn.PdnGame;
import org.draughts4j.core.pdn.PdnGames;
import org.draughts4j.core.pdn.PdnReader;
import org.draughts4j.engine.Analysis;
import org.draughts4j.engine.AnalysisFeed;
import org.draughts4j.engine.Engine;
import org.draughts4j.engine.EngineException;
import org.draughts4j.engine.EngineId;
import org.draughts4j.engine.EngineOption;
import org.draughts4j.engine.EngineTerminatedException;
import org.draughts4j.engine.Engines;
import org.draughts4j.engine.Info;
import org.draughts4j.engine.Limit;
import org.draughts4j.engine.PlayResult;
import org.draughts4j.engine.ProtocolException;
import org.draughts4j.engine.SearchMode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

@Timeout(120)
class MatchTest {

    static List<String> variants() {
        List<String> names = new ArrayList<>();
        Variant.all().forEach(variant -> names.add(variant.name()));
        return names;
    }

    /** Replays every game of the file and checks that the results make the score. */
    private static List<Game> replayAgrees(Path pdn, Match.MatchResult result, Variant variant) throws IOException {
        PdnFile file = PdnReader.read(pdn);
        assertThat(file.errors()).isEmpty();
        List<Game> games = new ArrayList<>();
        MatchScore score = MatchScore.NONE;
        for (PdnGame game : file.games()) {
            Game replayed = PdnGames.toGame(game, variant);
            assertThat(replayed.outcome().isOver()).isTrue();
            String result2 = game.tag("Result").orElseThrow();
            assertThat(PdnGames.result(replayed.outcome(), variant)).isEqualTo(result2);
            boolean firstIsWhite = game.tag("White").orElseThrow().equals(result.first())
                    && Integer.parseInt(game.tag("Round").orElseThrow()) % 2 == 1;
            String firstWins = variant.geometry().size() >= 10 ? (firstIsWhite ? "2-0" : "0-2") : (firstIsWhite ? "1-0" : "0-1");
            String firstLoses = variant.geometry().size() >= 10 ? (firstIsWhite ? "0-2" : "2-0") : (firstIsWhite ? "0-1" : "1-0");
            score = score.plus(result2.equals(firstWins) ? 1 : result2.equals(firstLoses) ? 0 : 0.5);
            for (String tag : List.of("Event", "Date", "Round", "White", "Black", "Result", "GameType", "FEN",
                    "TimeControl", "Termination")) {
                assertThat(game.tag(tag)).as(tag).isPresent();
            }
            games.add(replayed);
        }
        assertThat(score).isEqualTo(result.score());
        return games;
    }

    @ParameterizedTest
    @MethodSource("variants")
    void randomAgainstGreedyInEveryVariantWritesPdnThatReplaysToTheScore(String name, @TempDir Path dir)
            throws IOException {
        Variant variant = Variant.byName(name);
        OpeningSet set = OpeningSets.byName(name + "-2move");
        Path pdn = dir.resolve("games.pdn");
        MatchSettings settings = MatchSettings.builder("random,seed=1", "greedy", variant)
                .openings(set.openings(false).subList(0, 2)).pdn(pdn).maxMoves(150).build();
        Match.MatchResult result = new Match(settings).run(MatchListener.NONE);
        assertThat(result.games()).hasSize(4);
        assertThat(result.end()).isEqualTo(Match.End.COMPLETED);
        assertThat(result.first()).isEqualTo("random");
        assertThat(result.second()).isEqualTo("greedy");
        List<Game> games = replayAgrees(pdn, result, variant);
        assertThat(games).hasSize(4);
        // Each opening twice, colours swapped.
        assertThat(games.get(0).startPosition()).isEqualTo(games.get(1).startPosition())
                .isEqualTo(set.openings(false).get(0).position());
        assertThat(result.games().get(0).white()).isEqualTo("random");
        assertThat(result.games().get(1).white()).isEqualTo("greedy");
    }

    @Test
    void concurrentGamesEachHaveTheirOwnEngines(@TempDir Path dir) throws IOException {
        Variant international = Variant.byName("international");
        Path pdn = dir.resolve("games.pdn");
        MatchSettings settings = MatchSettings.builder("random", "greedy", international)
                .openings(OpeningSets.byName("international-2move").openings(false).subList(0, 5)).concurrency(3)
                .pdn(pdn).build();
        Match.MatchResult result = new Match(settings).run(MatchListener.NONE);
        assertThat(result.games()).hasSize(10);
        assertThat(result.games()).extracting(GameRecord::round).containsExactly(1, 2, 3, 4, 5, 6, 7, 8, 9, 10);
        replayAgrees(pdn, result, international);
    }

    @Test
    void aLopsidedMatchUnderSprtStopsEarlyWithH1(@TempDir Path dir) throws IOException {
        Variant international = Variant.byName("international");
        Path pdn = dir.resolve("games.pdn");
        MatchSettings settings = MatchSettings.builder("greedy", "random,seed=7", international)
                .openings(OpeningSets.byName("international-2move").openings(false))
                .sprt(Sprt.parse("elo0=0,elo1=100,alpha=0.05,beta=0.05")).pdn(pdn).build();
        Match.MatchResult result = new Match(settings).run(MatchListener.NONE);
        assertThat(result.end()).isEqualTo(Match.End.SPRT);
        assertThat(result.sprt()).contains(Sprt.Decision.H1);
        assertThat(result.score().games()).isLessThan(158);
        replayAgrees(pdn, result, international);
    }

    /** Rounds 1 and 2, 3 and 4... are an opening's pair, whichever order they finish in; a lone last game is no pair. */
    @Test
    void theGamesOfAnOpeningMakeAPair() {
        MatchSettings settings = MatchSettings.builder("random,seed=4", "greedy", Variant.byName("international"))
                .openings(OpeningSets.byName("international-2move").openings(false).subList(0, 4)).games(7)
                .concurrency(3).build();
        Match.MatchResult result = new Match(settings).run(MatchListener.NONE);
        Pentanomial expected = Pentanomial.NONE;
        for (int pair = 0; pair < 3; pair++) {
            expected = expected.plus(result.games().get(2 * pair).firstEnginePoints()
                    + result.games().get(2 * pair + 1).firstEnginePoints());
        }
        assertThat(result.pairs()).isEqualTo(expected);
        assertThat(result.pairs().pairs()).isEqualTo(3);
    }

    /** Each engine move is followed by the match's note of it: the score and depth the engine gave, and the time. */
    @Test
    void everyMoveOfThePdnCarriesItsNote(@TempDir Path dir) throws IOException {
        Path pdn = dir.resolve("games.pdn");
        Match.MatchResult result = new Match(MatchSettings.builder("greedy", "random,seed=3", Variant.byName("english"))
                .games(2).pdn(pdn).build()).run(MatchListener.NONE);
        List<PdnGame> games = PdnReader.read(pdn).games();
        for (int g = 0; g < 2; g++) {
            GameRecord record = result.games().get(g);
            List<org.draughts4j.core.pdn.PdnElement> elements = games.get(g).elements();
            List<String> comments = new ArrayList<>();
            int moves = 0;
            for (int i = 0; i < elements.size(); i++) {
                if (elements.get(i) instanceof org.draughts4j.core.pdn.PdnMove) {
                    moves++;
                    assertThat(elements.get(i + 1)).isInstanceOf(org.draughts4j.core.pdn.PdnComment.class);
                    comments.add(((org.draughts4j.core.pdn.PdnComment) elements.get(i + 1)).text());
                }
            }
            assertThat(moves).isEqualTo(record.game().moves().size()).isEqualTo(record.notes().size()).isPositive();
            assertThat(comments).isEqualTo(record.notes().stream().map(MoveNote::comment).toList());
            // Greedy gives a score at depth 1, random a depth alone. English's Black moves first.
            org.draughts4j.core.Color greedy = record.firstIsWhite() ? org.draughts4j.core.Color.WHITE
                    : org.draughts4j.core.Color.BLACK;
            org.draughts4j.core.Color first = record.game().startPosition().sideToMove();
            for (int i = 0; i < comments.size(); i++) {
                boolean greedyMoved = (i % 2 == 0) == (first == greedy);
                assertThat(comments.get(i)).matches(greedyMoved ? "[+-]\\d+\\.\\d\\d/1 \\d+\\.\\d{3}s"
                        : "d1 \\d+\\.\\d{3}s");
            }
        }
    }

    @Test
    void theDateTagIsTheDayTheGameStarted(@TempDir Path dir) throws IOException {
        Path pdn = dir.resolve("games.pdn");
        LocalDate before = LocalDate.now();
        new Match(MatchSettings.builder("random", "greedy", Variant.byName("english")).games(1).pdn(pdn).build())
                .run(MatchListener.NONE);
        LocalDate after = LocalDate.now();
        String date = PdnReader.read(pdn).games().get(0).tag("Date").orElseThrow();
        DateTimeFormatter pdnDate = DateTimeFormatter.ofPattern("uuuu.MM.dd");
        assertThat(date).matches("\\d{4}\\.\\d{2}\\.\\d{2}").isIn(before.format(pdnDate), after.format(pdnDate));
    }

    @Test
    void aPdnFileThatCannotBeWrittenStopsTheMatchBeforeItsFirstGame(@TempDir Path dir) {
        AtomicInteger opened = new AtomicInteger();
        Path pdn = dir.resolve("no").resolve("games.pdn");
        MatchSettings settings = MatchSettings.builder("random", "greedy", Variant.byName("english")).games(2).pdn(pdn)
                .opener(spec -> {
                    opened.incrementAndGet();
                    return Engines.open(spec);
                }).build();
        assertThatThrownBy(() -> new Match(settings).run(MatchListener.NONE)).isInstanceOf(UncheckedIOException.class)
                .hasMessage("cannot write " + pdn + ": no such directory " + dir.resolve("no"));
        assertThat(opened).hasValue(0);
        assertThatThrownBy(() -> new Match(MatchSettings.builder("random", "greedy", Variant.byName("english"))
                .pdn(dir).build()).run(MatchListener.NONE)).hasMessageStartingWith("cannot write " + dir + ": ")
                .hasMessageNotContaining(dir + ": " + dir);
    }

    /** An engine in this process that misbehaves as its spec says. */
    static class Hostile implements Engine {
        private final String behaviour;
        private final Engine fair = Engines.open("greedy");
        /** Calls of prepare on never-ready engines: the first, before the match's first game, returns. */
        private static final AtomicInteger PREPARED = new AtomicInteger();

        Hostile(String behaviour) {
            this.behaviour = behaviour;
        }

        @Override
        public void prepare(Variant variant) {
            if (behaviour.equals("never-ready") && PREPARED.incrementAndGet() > 1) {
                sleep(600_000);
            }
        }

        @Override
        public EngineId id() {
            return new EngineId(behaviour, "", "");
        }

        @Override
        public List<EngineOption> options() {
            return List.of();
        }

        @Override
        public void configure(Map<String, String> values) {
        }

        @Override
        public boolean supports(Variant variant) {
            return true;
        }

        @Override
        public void newGame() {
        }

        @Override
        public Analysis search(Game game, Limit limit, SearchMode mode) {
            switch (behaviour) {
                case "crash":
                    throw new EngineTerminatedException("the engine's process ended with status 139", List.of());
                case "garbage":
                    throw new ProtocolException("malformed line 'done move=??'", List.of());
                case "hang":
                    sleep(600_000);
                    throw new AssertionError("woke up");
                case "illegal": {
                    Position position = game.position();
                    Move legal = position.legalMoves().get(0);
                    // A move of the other side's: legal nowhere here.
                    Game other = Game.from(Position.fromFen(position.variant(), (position.sideToMove()
                            == org.draughts4j.core.Color.WHITE ? "B" : "W") + position.toFen().substring(1)));
                    Move foreign = other.position().legalMoves().isEmpty() ? legal : other.position().legalMoves().get(0);
                    return Analysis.finished(new PlayResult(foreign, java.util.Optional.empty(), Info.EMPTY));
                }
                case "slow": {
                    AnalysisFeed feed = new AnalysisFeed(() -> { });
                    PlayResult result = fair.play(game, limit);
                    Thread thread = new Thread(() -> {
                        sleep(1000);
                        feed.finish(result);
                    });
                    thread.setDaemon(true);
                    thread.start();
                    return feed.analysis();
                }
                default:
                    return fair.search(game, limit, mode);
            }
        }

        @Override
        public void close() {
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Hostile engines lose every game, each with its reason, and the match finishes. */
    @ParameterizedTest
    @ValueSource(strings = {"crash", "garbage", "hang", "illegal", "slow"})
    void aFailingEngineLosesEachGameAndTheMatchGoesOn(String behaviour, @TempDir Path dir) throws IOException {
        Variant international = Variant.byName("international");
        AtomicInteger opened = new AtomicInteger();
        Function<String, Engine> opener = spec -> {
            if (!spec.startsWith("hostile")) {
                return Engines.open(spec);
            }
            opened.incrementAndGet();
            return new Hostile(behaviour);
        };
        Hostile.PREPARED.set(0);
        Path pdn = dir.resolve("games.pdn");
        MatchSettings settings = MatchSettings.builder("hostile", "greedy", international)
                .openings(OpeningSets.byName("international-2move").openings(false).subList(0, 2))
                .timeControl(TimeControl.moveTime(Duration.ofMillis(200))).readyTimeout(Duration.ofSeconds(1))
                .opener(opener).pdn(pdn).build();
        Match.MatchResult result = new Match(settings).run(MatchListener.NONE);
        assertThat(result.games()).hasSize(4);
        assertThat(result.score()).isEqualTo(new MatchScore(0, 4, 0));
        Termination expected = switch (behaviour) {
            case "crash" -> Termination.CRASH;
            case "garbage" -> Termination.PROTOCOL_ERROR;
            case "hang" -> Termination.HANG;
            case "illegal" -> Termination.ILLEGAL_MOVE;
            default -> Termination.TIME_FORFEIT;
        };
        assertThat(result.games()).allSatisfy(game -> {
            assertThat(game.termination()).isEqualTo(expected);
            assertThat(game.detail()).doesNotContain("\n");
        });
        // Restarted after each failure (the first start names the engine), but for a move given
        // late: that engine is in step, and a DXP program would end with its connection.
        if (behaviour.equals("slow")) {
            assertThat(opened).hasValue(1);
        } else {
            assertThat(opened.get()).isGreaterThanOrEqualTo(4);
        }
        replayAgrees(pdn, result, international);
    }

    /**
     * An engine that played and cannot be started again stops the match at that game, which is not
     * counted: it gets ready before the first game and never again, or (as Scan 2.0 over DXP, which
     * ends with its connection) is gone after a failure. Losing every game left by forfeit would
     * give a score that measures nothing.
     */
    @ParameterizedTest
    @ValueSource(strings = {"never-ready", "gone after a crash"})
    void anEngineThatCannotBeStartedAgainStopsTheMatch(String behaviour) {
        Hostile.PREPARED.set(0);
        AtomicInteger opened = new AtomicInteger();
        Function<String, Engine> opener = spec -> {
            if (!spec.equals("hostile")) {
                return Engines.open(spec);
            }
            if (opened.incrementAndGet() > 1) {
                throw new org.draughts4j.engine.EngineException("cannot connect to the DXP peer: Connection refused",
                        List.of());
            }
            return new Hostile(behaviour.equals("never-ready") ? "never-ready" : "crash");
        };
        List<GameRecord> played = new ArrayList<>();
        MatchSettings settings = MatchSettings.builder("greedy", "hostile", Variant.byName("international"))
                .openings(OpeningSets.byName("international-2move").openings(false).subList(0, 3))
                .timeControl(TimeControl.moveTime(Duration.ofMillis(100))).readyTimeout(Duration.ofSeconds(1))
                .opener(opener).build();
        Match.MatchResult result = new Match(settings).run(new MatchListener() {
            @Override
            public void gameFinished(GameRecord game, MatchScore score) {
                played.add(game);
            }
        });
        assertThat(result.end()).isEqualTo(Match.End.ENGINE_LOST);
        // The crash loses game 1; the engine cannot be started for game 2. One that never gets ready again plays none.
        int games = behaviour.equals("never-ready") ? 0 : 1;
        assertThat(result.games()).hasSize(games).isEqualTo(played);
        assertThat(result.score().games()).isEqualTo(games);
        assertThat(result.engineLost()).get().asString().startsWith("engine B (hostile): ").contains("is not ready: ")
                .doesNotContain("\n");
        assertThat(opened.get()).isLessThanOrEqualTo(2);
    }

    /** Specs no engine can be made of: refused before the first game, the engine named, one line. */
    @ParameterizedTest
    @ValueSource(strings = {"stockfish", "random,seed=x", "greedy,level=3", "hub:/nonexistent/scan"})
    void aBadSpecStopsTheMatchBeforeItsFirstGame(String spec) {
        List<GameRecord> played = new ArrayList<>();
        MatchSettings settings = MatchSettings.builder("greedy", spec, Variant.byName("international")).games(2)
                .sprt(Sprt.parse("elo0=0,elo1=10,alpha=0.05,beta=0.05")).build();
        assertThatThrownBy(() -> new Match(settings).run(new MatchListener() {
            @Override
            public void gameFinished(GameRecord game, MatchScore score) {
                played.add(game);
            }
        })).isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("engine B (" + spec + "): ")
                .hasMessageNotContaining("\n");
        assertThat(played).isEmpty();
    }

    /** A program that ends at once, or never answers the handshake, cannot be started: no game is played. */
    @ParameterizedTest
    @ValueSource(strings = {"exit 3", "sleep 600"})
    void anEngineThatCannotStartStopsTheMatchBeforeItsFirstGame(String start, @TempDir Path dir) throws IOException {
        Path script = dir.resolve("engine.sh");
        Files.writeString(script, "#!/bin/sh\n" + start + "\n");
        script.toFile().setExecutable(true);
        AtomicInteger games = new AtomicInteger();
        MatchSettings settings = MatchSettings.builder("hub:" + script, "greedy", Variant.byName("international"))
                .games(2).readyTimeout(Duration.ofSeconds(2)).pdn(dir.resolve("games.pdn")).build();
        assertThatThrownBy(() -> new Match(settings).run(new MatchListener() {
            @Override
            public void gameFinished(GameRecord game, MatchScore score) {
                games.incrementAndGet();
            }
        })).isInstanceOf(EngineException.class).hasMessageStartingWith("engine A (hub:" + script + ") cannot be started: ")
                .hasMessageNotContaining("\n");
        assertThat(games).hasValue(0);
        assertThat(Files.readString(dir.resolve("games.pdn"))).isEmpty();
    }

    /** An engine whose name is fixed, or that learns it in its first search, as a DXP program does. */
    private static Function<String, Engine> named(Map<String, String> names) {
        return spec -> {
            Engine fair = Engines.open(spec.replaceFirst(",.*", ""));
            String name = names.get(spec);
            return new MatchTest.Hostile("fair") {
                private volatile String id = name.startsWith("learns ") ? "dxp 127.0.0.1:27531" : name;

                @Override
                public EngineId id() {
                    return new EngineId(id, "", "");
                }

                @Override
                public Analysis search(Game game, Limit limit, SearchMode mode) {
                    if (name.startsWith("learns ")) {
                        id = name.substring("learns ".length());
                    }
                    return fair.search(game, limit, mode);
                }
            };
        };
    }

    @Test
    void theScoreLineAndThePdnNameTheEnginesAsTheyNameThemselves(@TempDir Path dir) throws IOException {
        Path pdn = dir.resolve("games.pdn");
        MatchSettings settings = MatchSettings.builder("greedy", "random,seed=1", Variant.byName("international"))
                .games(2).pdn(pdn).opener(named(Map.of("greedy", "learns Moby Dam", "random,seed=1", "greedy")))
                .build();
        Match.MatchResult result = new Match(settings).run(MatchListener.NONE);
        assertThat(result.first()).isEqualTo("Moby Dam");
        assertThat(result.second()).isEqualTo("greedy");
        assertThat(result.score().scoreLine(result.first(), result.second())).startsWith("Score of Moby Dam vs greedy: ");
        // The name learnt in the first game is that game's already.
        List<PdnGame> games = PdnReader.read(pdn).games();
        assertThat(games.get(0).tag("White")).contains("Moby Dam");
        assertThat(games.get(0).tag("Black")).contains("greedy");
        assertThat(games.get(1).tag("White")).contains("greedy");
        assertThat(games.get(1).tag("Black")).contains("Moby Dam");
    }

    @Test
    void twoEnginesOfOneNameAreToldApart(@TempDir Path dir) throws IOException {
        Path pdn = dir.resolve("games.pdn");
        Match.MatchResult same = new Match(MatchSettings.builder("random,seed=1", "random,seed=2",
                Variant.byName("english")).games(2).pdn(pdn).build()).run(MatchListener.NONE);
        assertThat(same.first()).isEqualTo("random");
        assertThat(same.second()).isEqualTo("random (2)");
        assertThat(PdnReader.read(pdn).games()).allSatisfy(game -> assertThat(List.of(game.tag("White").orElseThrow(),
                game.tag("Black").orElseThrow())).containsExactlyInAnyOrder("random", "random (2)"));
        Match.MatchResult named = new Match(MatchSettings.builder("random,name=Left", "random,seed=2,name=Right",
                Variant.byName("english")).games(2).build()).run(MatchListener.NONE);
        assertThat(named.first()).isEqualTo("Left");
        assertThat(named.second()).isEqualTo("Right");
        assertThat(named.games().get(1).white()).isEqualTo("Right");
    }
}
