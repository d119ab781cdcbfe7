package org.draughts4j.engine.hub;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.draughts4j.core.Game;
import org.draughts4j.core.Move;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.draughts4j.engine.Analysis;
import org.draughts4j.engine.AnalysisFeed;
import org.draughts4j.engine.Engine;
import org.draughts4j.engine.EngineId;
import org.draughts4j.engine.EngineOption;
import org.draughts4j.engine.Info;
import org.draughts4j.engine.Limit;
import org.draughts4j.engine.PlayResult;
import org.draughts4j.engine.RandomEngine;
import org.draughts4j.engine.Score;
import org.draughts4j.engine.SearchMode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The Hub server, driven by the Hub client over the pipes of a process, and by hand. */
@Timeout(60)
class HubServerTest {

    static HubEngine served(String spec) {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return HubEngine.start(List.of(java, "-cp", System.getProperty("java.class.path"), ServeForTest.class.getName(),
                spec, "hub"), Path.of("."), Duration.ofSeconds(20));
    }

    /** Whole games through the server: Hub's own variants in Hub's notation, the others by the extension. */
    @ParameterizedTest
    @ValueSource(strings = {"international", "frysk", "antidraughts", "russian", "english"})
    void theClientPlaysWholeGamesThroughTheServer(String name) {
        Variant variant = Variant.byName(name);
        try (HubEngine engine = served("greedy,seed=7"); RandomEngine opponent = new RandomEngine(11)) {
            assertThat(engine.id().name()).isEqualTo("greedy");
            assertThat(engine.supports(variant)).isTrue();
            Game game = Game.start(variant);
            while (!game.outcome().isOver() && game.ply() < 300) {
                Engine mover = game.ply() % 2 == 0 ? engine : opponent;
                PlayResult result = mover.play(game, Limit.moveTime(Duration.ofMillis(50)));
                assertThat(game.position().legalMoves()).contains(result.move());
                game = game.play(result.move());
            }
            assertThat(game.ply()).isGreaterThan(10);
        }
    }

    @Test
    void infoCrossesTheServerIntact() {
        try (HubEngine engine = served("greedy")) {
            Game game = Game.start(Variant.byName("international")).play("32-28", "19-23");
            Info info = engine.analyse(game, Limit.depth(1));
            assertThat(info.depth()).hasValue(1);
            assertThat(info.score()).contains(Score.men(1));
            assertThat(info.pv()).hasSize(1);
            assertThat(info.pv().get(0).toString()).isEqualTo("28x19");
        }
    }

    /** A speed crosses a Hub round trip exactly: written by the server, read by the client, not rounded to thousands. */
    @ParameterizedTest
    @ValueSource(longs = {0, 1, 999, 1_500, 1_234_567, 42_000_000, 987_654_321_012L})
    void npsCrossesAHubRoundTripExactly(long nps) {
        Position start = Position.start(Variant.byName("international"));
        HubLine written = HubServer.infoLine(Info.builder().depth(2).nps(nps).build(), start, HubDialect.NATIVE);
        HubLine read = HubLine.parse(written.toString());
        assertThat(HubEngine.perSecond(read.get("nps").orElseThrow())).isEqualTo(nps);
    }

    /** Scan's own form, and speeds no engine sends. */
    @Test
    void npsIsReadAsMillionsAndNonsenseIsRefused() {
        assertThat(HubEngine.perSecond("1.2")).isEqualTo(1_200_000);
        assertThat(HubEngine.perSecond("0.0000004")).isZero();
        assertThat(HubEngine.perSecond("2e3")).isEqualTo(2_000_000_000L);
        for (String bad : List.of("-1", "NaN", "Infinity", "1e-999999999", "1e99", "x")) {
            org.assertj.core.api.Assertions.assertThatThrownBy(() -> HubEngine.perSecond(bad)).as(bad)
                    .isInstanceOf(IllegalArgumentException.class);
        }
    }

    /** An engine that searches until it is stopped, reporting once. */
    static class PatientEngine implements Engine {
        @Override
        public EngineId id() {
            return new EngineId("patient", "", "");
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
            Move move = game.position().legalMoves().get(0);
            AnalysisFeed[] feed = new AnalysisFeed[1];
            feed[0] = new AnalysisFeed(() -> feed[0].finish(new PlayResult(move, Optional.empty(), Info.EMPTY)));
            feed[0].info(Info.builder().depth(3).build());
            return feed[0].analysis();
        }

        @Override
        public void close() {
        }
    }

    /** A writer whose lines are taken one by one, waiting at most ten seconds for each. */
    static final class LineQueue extends java.io.Writer {
        private final java.util.concurrent.LinkedBlockingQueue<String> lines = new java.util.concurrent.LinkedBlockingQueue<>();
        private final StringBuilder partial = new StringBuilder();

        @Override
        public synchronized void write(char[] text, int offset, int length) {
            for (int i = offset; i < offset + length; i++) {
                if (text[i] == '\n') {
                    lines.add(partial.toString());
                    partial.setLength(0);
                } else {
                    partial.append(text[i]);
                }
            }
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }

        String readLine() throws InterruptedException {
            String line = lines.poll(10, java.util.concurrent.TimeUnit.SECONDS);
            assertThat(line).as("a line within ten seconds").isNotNull();
            return line;
        }
    }

    /** An engine with an option that names a file, which records every value it is given. */
    static final class FileOptionEngine extends org.draughts4j.engine.InProcessEngine {
        final List<String> given = new java.util.concurrent.CopyOnWriteArrayList<>();

        FileOptionEngine() {
            super(List.of(EngineOption.path("book", ""), EngineOption.integer("depth", 1, 1, 9)));
        }

        @Override
        public EngineId id() {
            return new EngineId("files", "", "");
        }

        @Override
        protected void validate(String name, String value) {
            given.add(name + "=" + value);
        }

        @Override
        protected PlayResult think(Search search) {
            return new PlayResult(search.game().position().legalMoves().get(0), Optional.empty(), Info.EMPTY);
        }
    }

    private static List<String> serve(HubServer server, java.io.ByteArrayOutputStream out) throws IOException {
        server.run();
        return out.toString(StandardCharsets.UTF_8).lines().toList();
    }

    /** A name with a quote (a spec's name=, or a proxied engine's) cannot break the handshake. */
    @Test
    void aQuoteInTheEngineNameIsWrittenAsAnApostrophe() throws IOException {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        Engine named = org.draughts4j.engine.Engines.open("greedy,name=My\"Eng");
        List<String> lines = serve(new HubServer(named, new java.io.ByteArrayInputStream(
                "hub\nquit\n".getBytes(StandardCharsets.UTF_8)), out), out);
        assertThat(lines).filteredOn(line -> line.startsWith("id ")).singleElement().asString().contains("My'Eng");
        assertThat(lines).contains("wait");
    }

    /**
     * Item 1 of issue 41: a client named /proc/self/environ as the built-in engine's weights and read
     * the server's environment back in the error. Options that name files are not offered, and a
     * client's value for one never reaches the engine, unless the server allows files.
     */
    @Test
    void aClientNamesNoFileUnlessTheServerAllowsIt() throws IOException {
        String commands = "hub\nset-param name=book value=/proc/self/environ\nset-param name=depth value=3\nquit\n";
        FileOptionEngine engine = new FileOptionEngine();
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        List<String> lines = serve(new HubServer(engine, new java.io.ByteArrayInputStream(
                commands.getBytes(StandardCharsets.UTF_8)), out), out);
        assertThat(lines).noneMatch(line -> line.startsWith("param name=book"));
        assertThat(lines).filteredOn(line -> line.startsWith("error")).singleElement().asString()
                .contains("book", "names a file").doesNotContain("environ");
        assertThat(engine.given).containsExactly("depth=3");

        FileOptionEngine allowing = new FileOptionEngine();
        java.io.ByteArrayOutputStream allowed = new java.io.ByteArrayOutputStream();
        List<String> served = serve(new HubServer(allowing, new java.io.ByteArrayInputStream(
                commands.getBytes(StandardCharsets.UTF_8)), allowed).allowFiles(true), allowed);
        assertThat(served).filteredOn(line -> line.startsWith("param name=book ")).singleElement().asString()
                .endsWith(" type=string");
        assertThat(served).noneMatch(line -> line.startsWith("error"));
        assertThat(allowing.given).containsExactly("book=/proc/self/environ", "depth=3");
    }

    /**
     * Item 9 of issue 41: {@code hub --engine hub:X} kept serving after its engine failed. An engine
     * that goes away is told in an error line, its search ended with done, and the serving ends with
     * its failure; an error the engine reports itself (a refused position) is only told.
     */
    @Test
    void anEngineThatFailsEndsTheServingWithItsFailure() {
        PatientEngine dying = new PatientEngine() {
            @Override
            public Analysis search(Game game, Limit limit, SearchMode mode) {
                throw new org.draughts4j.engine.EngineTerminatedException("the engine exited", List.of());
            }

            @Override
            public void configure(Map<String, String> values) {
                throw new org.draughts4j.engine.EngineErrorException("no such option", List.of());
            }

            @Override
            public void newGame() {
                throw new org.draughts4j.engine.EngineTerminatedException("the engine went away", List.of());
            }
        };
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        String commands = "hub\nset-param name=x value=1\nping\nnew-game\nping\nquit\n";
        HubServer server = new HubServer(dying, new java.io.ByteArrayInputStream(commands.getBytes(StandardCharsets.UTF_8)),
                out);
        org.assertj.core.api.Assertions.assertThatThrownBy(server::run)
                .isInstanceOf(org.draughts4j.engine.EngineTerminatedException.class).hasMessageContaining("went away");
        List<String> lines = out.toString(StandardCharsets.UTF_8).lines().toList();
        assertThat(lines).endsWith("error message=\"no such option\"", "pong", "error message=\"the engine went away\"");
        // In a search: the error, the done that ends it, and the failure thrown. The ping races the
        // failing search, so it is run many times: its pong comes before the error or not at all,
        // never after the error (CI saw it between the error and the done, and after the done).
        for (int run = 0; run < 1000; run++) {
            java.io.ByteArrayOutputStream searched = new java.io.ByteArrayOutputStream();
            HubServer searching = new HubServer(dying, new java.io.ByteArrayInputStream(
                    "pos start\ngo think\nping\nquit\n".getBytes(StandardCharsets.UTF_8)), searched);
            org.assertj.core.api.Assertions.assertThatThrownBy(searching::run)
                    .isInstanceOf(org.draughts4j.engine.EngineTerminatedException.class).hasMessageContaining("exited");
            assertThat(searched.toString(StandardCharsets.UTF_8).lines().toList())
                    .endsWith("error message=\"the engine exited\"", "done");
        }
    }

    /**
     * A carriage return inside a quoted value is kept by the parser; the variant's lookup ignores it,
     * and the name was written back in the handshake as it came, which a Hub line cannot hold: the
     * server ended. And a command the engine fails at is the client's error, not the session's end.
     */
    @Test
    void aValueTheHandshakeCannotWriteOrACommandThatFailsEndsNothing() throws IOException {
        PatientEngine failing = new PatientEngine() {
            @Override
            public void newGame() {
                throw new IllegalStateException("no new game today");
            }
        };
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        String commands = "set-param name=variant value=\"russian\r\"\nhub\nnew-game\nping\nquit\n";
        serve(new HubServer(failing, new java.io.ByteArrayInputStream(commands.getBytes(StandardCharsets.UTF_8)), out),
                out);
        List<String> lines = out.toString(StandardCharsets.UTF_8).lines().toList();
        assertThat(lines).anyMatch(line -> line.startsWith("param name=variant value=russian type=enum"));
        assertThat(lines).endsWith("wait", "error message=\"cannot do new-game: no new game today\"", "pong");
    }

    /**
     * Every variant on the class path is in the list, Frysk! too, whose Hub name is Frisian's: it is
     * listed by its own name, and choosing it plays Frysk!, not Frisian.
     */
    @Test
    void everyVariantCanBeChosenFrysk() throws IOException {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        String commands = "hub\nset-param name=variant value=frysk\ninit\npos start\nlevel depth=1\ngo think\n";
        new HubServer(new RandomEngine(3), new java.io.ByteArrayInputStream(commands.getBytes(StandardCharsets.UTF_8)),
                out).run();
        List<String> lines = out.toString(StandardCharsets.UTF_8).lines().toList();
        String param = lines.stream().filter(line -> line.startsWith("param name=variant ")).findFirst().orElseThrow();
        List<String> values = List.of(param.replaceAll(".* values=\"([^\"]*)\".*", "$1").split(" "));
        assertThat(values).doesNotHaveDuplicates().hasSize(Variant.all().size())
                .contains("normal", "frisian", "frysk", "russian");
        // Frysk!'s start has five men a side on their back rows: White's moves go from 46-50.
        String done = lines.stream().filter(line -> line.startsWith("done ")).findFirst().orElseThrow();
        assertThat(done).matches("done move=4[6-9]-4[0-5]|done move=50-4[45]");
        assertThat(lines).noneMatch(line -> line.startsWith("error"));
    }

    @Test
    void pingIsAnsweredDuringASearchWhichAlwaysEndsWithDone() throws Exception {
        PipedOutputStream commands = new PipedOutputStream();
        PipedInputStream serverIn = new PipedInputStream(commands);
        // The answers come from several threads (the reader's pong, the search's done): a queue, not a pipe.
        LineQueue from = new LineQueue();
        Thread server = new Thread(() -> {
            try {
                new HubServer(new PatientEngine(), serverIn, from).run();
            } catch (IOException e) {
                throw new RuntimeException(e);
            }
        });
        server.start();
        PrintStream to = new PrintStream(commands, true, StandardCharsets.UTF_8);
        to.println("hub");
        assertThat(from.readLine()).isEqualTo("id name=patient");
        assertThat(from.readLine()).startsWith("param name=variant value=normal type=enum values=\"normal losing bt frisian killer");
        assertThat(from.readLine()).isEqualTo("wait");
        to.println("set-param name=variant value=russian");
        to.println("init");
        assertThat(from.readLine()).isEqualTo("ready");
        to.println("pos fen=\"W:W21-32:B1-12\" moves=\"c3-d4 f6-g5\"");
        to.println("level infinite");
        to.println("go analyze");
        assertThat(from.readLine()).isEqualTo("info depth=3");
        to.println("ping");
        assertThat(from.readLine()).isEqualTo("pong");
        // A blank line, ponder-hit and a command of a later version are ignored: the search goes on.
        to.println("");
        to.println("ponder-hit");
        to.println("later-command x=1");
        to.println("ping");
        assertThat(from.readLine()).isEqualTo("pong");
        to.println("stop");
        assertThat(from.readLine()).startsWith("done move=");
        // Bad input gets an error line, and the server goes on.
        to.println("pos fen=\"W:W99:B1\"");
        assertThat(from.readLine()).startsWith("error message=");
        to.println("go think");
        assertThat(from.readLine()).startsWith("error message=");
        assertThat(from.readLine()).isEqualTo("done");
        to.println("x".repeat(70_000));
        assertThat(from.readLine()).startsWith("error message=\"line too long");
        to.println("quit");
        server.join(10_000);
        assertThat(server.isAlive()).isFalse();
    }
}
