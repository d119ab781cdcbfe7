package org.draughts4j.engine.hub;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.draughts4j.core.Game;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.draughts4j.engine.Analysis;
import org.draughts4j.engine.Engine;
import org.draughts4j.engine.Engines;
import org.draughts4j.engine.EngineErrorException;
import org.draughts4j.engine.EngineException;
import org.draughts4j.engine.EngineTerminatedException;
import org.draughts4j.engine.EngineTimeoutException;
import org.draughts4j.engine.IllegalEngineMoveException;
import org.draughts4j.engine.Info;
import org.draughts4j.engine.Limit;
import org.draughts4j.engine.PlayResult;
import org.draughts4j.engine.Score;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The Hub client against {@link ScriptedHubEngine}, a process that misbehaves on purpose. */
@Timeout(60)
class HubEngineTest {
    private static final Variant INTERNATIONAL = Variant.byName("international");

    static HubEngine scripted(String scenario, Duration timeout) {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return HubEngine.start(List.of(java, "-cp", System.getProperty("java.class.path"),
                ScriptedHubEngine.class.getName(), scenario, "hub"), Path.of("."), timeout);
    }

    @Test
    void readsTheHandshakeAndIgnoresNoise() {
        try (HubEngine engine = scripted("plain", Duration.ofSeconds(20))) {
            assertThat(engine.id().name()).isEqualTo("Scripted");
            assertThat(engine.options()).extracting(o -> o.name()).containsExactly("variant", "threads");
            assertThat(engine.supports(INTERNATIONAL)).isTrue();
            assertThat(engine.supports(Variant.byName("killer"))).isTrue();
            assertThat(engine.supports(Variant.byName("frisian"))).isFalse();
            assertThatThrownBy(() -> engine.play(Game.start(Variant.byName("english")), Limit.depth(1)))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("does not play english");
            assertThatThrownBy(() -> engine.configure(Map.of("threads", "9"))).hasMessageContaining("from 1 to 4");
            engine.configure(Map.of("threads", "2"));
            engine.ping();
            PlayResult result = engine.play(Game.start(INTERNATIONAL), Limit.moveTime(Duration.ofMillis(100)));
            assertThat(result.move().toString()).isEqualTo("32-28");
            assertThatThrownBy(() -> engine.configure(Map.of("threads", "1"))).isInstanceOf(IllegalStateException.class);
        }
    }

    @Test
    void anEngineDeclaringParametersWithoutEndIsEndedAtItsHandshake() {
        assertThatThrownBy(() -> scripted("param-flood", Duration.ofSeconds(20)).close())
                .isInstanceOf(EngineException.class)
                .hasMessageContaining("declared more than " + HubEngine.MAX_PARAMS + " parameters");
    }

    @Test
    void anEngineDeclaringAParameterOfTooManyValuesIsEndedAtItsHandshake() {
        assertThatThrownBy(() -> scripted("choice-flood", Duration.ofSeconds(20)).close())
                .isInstanceOf(EngineException.class)
                .hasMessageContaining("declared a parameter 'style' of more than " + HubEngine.MAX_CHOICES + " values");
    }

    @Test
    void matchesCapturesWhateverTheOrderOfTheirCapturedSquares() {
        // The scripted engine names 28x30 with its captured squares out of order (30 before 23, 24 before 23).
        Position position = Position.fromFen(INTERNATIONAL, "W:W28:B23,24,14,6");
        try (HubEngine engine = scripted("noise", Duration.ofSeconds(20))) {
            PlayResult result = engine.play(Game.from(position), Limit.depth(1));
            assertThat(result.move().origin()).isEqualTo(28);
            assertThat(result.move().destination()).isEqualTo(30);
            assertThat(result.move().captured()).containsExactlyInAnyOrder(23, 24);
            Info info = result.info();
            assertThat(info.depth()).hasValue(1);
            assertThat(info.score()).contains(Score.men(0.10));
            assertThat(info.pv()).containsExactly(result.move());
            assertThat(info.extra()).containsEntry("mean-depth", "1.5");
        }
    }

    /** Every report is kept until read: a principal variation is read to {@value HubEngine#MAX_PV} moves, no further. */
    @Test
    void aPrincipalVariationIsReadToItsBound() {
        try (HubEngine engine = scripted("longpv", Duration.ofSeconds(20))) {
            PlayResult result = engine.play(Game.from(Position.fromFen(INTERNATIONAL, "W:WK46:BK1")), Limit.depth(1));
            assertThat(result.move().toString()).isEqualTo("46-41");
            assertThat(result.info().pv()).hasSize(HubEngine.MAX_PV);
            assertThat(result.info().extra()).containsEntry("mean-depth", "1");
        }
    }

    @Test
    void anErrorLineIsATypedErrorAndTheEngineGoesOn() {
        try (HubEngine engine = scripted("error", Duration.ofSeconds(20))) {
            assertThatThrownBy(() -> engine.play(Game.start(INTERNATIONAL), Limit.depth(1)))
                    .isInstanceOf(EngineErrorException.class).hasMessageContaining("bad position");
            engine.ping();
        }
    }

    @Test
    void anIllegalMoveIsNeverPlayed() {
        try (HubEngine engine = scripted("illegal", Duration.ofSeconds(20))) {
            assertThatThrownBy(() -> engine.play(Game.start(INTERNATIONAL), Limit.depth(1)))
                    .isInstanceOf(IllegalEngineMoveException.class)
                    .hasMessageContaining("illegal move from 32 to 26").hasMessageContaining("done move=32-26");
        }
    }

    /** An illegal move in a PV cuts the PV there, with one warning for the engine; the move played stands. */
    @Test
    void anIllegalMoveInAPvKeepsTheLegalPrefixAndWarnsOnce() {
        try (HubEngine engine = scripted("badpv", Duration.ofSeconds(20))) {
            PlayResult first = engine.play(Game.start(INTERNATIONAL), Limit.depth(2));
            assertThat(first.move().toString()).isEqualTo("32-28");
            assertThat(first.info().depth()).hasValue(2);
            assertThat(first.info().pv()).extracting(Object::toString).containsExactly("32-28");
            PlayResult second = engine.play(Game.start(INTERNATIONAL), Limit.depth(2));
            assertThat(second.info().pv()).hasSize(1);
            assertThat(engine.warnings()).singleElement().asString()
                    .contains("'32-28'", "up to the 1 move before it", "pv=").doesNotContain("\n");
        }
    }

    @Test
    void aReplyThatCannotBePlayedIsDroppedAndTheLegalMoveKept() {
        try (HubEngine engine = scripted("badponder", Duration.ofSeconds(20))) {
            PlayResult result = engine.play(Game.start(INTERNATIONAL), Limit.depth(2));
            assertThat(result.move().toString()).isEqualTo("32-28");
            assertThat(result.ponder()).isEmpty();
            assertThat(engine.warnings()).singleElement().asString().contains("'1-2'");
        }
    }

    /** A spec's path to the scripted engine: a script that runs it with the scenario. */
    private static Path wrapper(Path dir, String scenario) throws IOException {
        Path script = dir.resolve(scenario + ".sh");
        String exe = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        java.nio.file.Files.writeString(script, "#!/bin/sh\nexec '" + exe + "' -cp '" + System.getProperty("java.class.path")
                + "' " + ScriptedHubEngine.class.getName() + " " + scenario + " \"$@\"\n");
        script.toFile().setExecutable(true);
        return script;
    }

    /** hub.move-timeout stops a search with no time of its own; the program never sees the option. */
    @Test
    void aSpecSetsTheMoveTimeout(@TempDir Path dir) throws IOException {
        try (Engine engine = Engines.open("hub:" + wrapper(dir, "slow") + ",threads=2,hub.move-timeout=0.5")) {
            long start = System.nanoTime();
            PlayResult result = engine.play(Game.start(INTERNATIONAL), Limit.depth(30));
            assertThat(result.move().toString()).isEqualTo("32-28");
            assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(10));
            assertThat(engine.options()).extracting(o -> o.name() + "=" + o.value()).contains("threads=2")
                    .noneMatch(option -> option.startsWith("hub."));
        }
    }

    /** hub.ready-timeout bounds the handshake and init: an engine slower to get ready fails in that time. */
    @Test
    void aSpecSetsTheReadyTimeout(@TempDir Path dir) throws IOException {
        Path slow = wrapper(dir, "slow-init");
        try (Engine engine = Engines.open("hub:" + slow + ",hub.ready-timeout=1")) {
            long start = System.nanoTime();
            assertThatThrownBy(() -> engine.prepare(INTERNATIONAL)).isInstanceOf(EngineTimeoutException.class)
                    .hasMessageContaining("within 1 s: waiting for ready after init");
            assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(3));
        }
        try (Engine engine = Engines.open("hub:" + slow)) {
            engine.prepare(INTERNATIONAL);
        }
        for (String bad : new String[] {"hub.ready-timeout=0", "hub.move-timeout=x", "hub.timeout=3"}) {
            assertThatThrownBy(() -> Engines.open("hub:" + slow + "," + bad)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining(bad.substring(0, bad.indexOf('=')));
        }
    }

    @Test
    void aCrashIsATypedErrorWithTheLastOutput() {
        try (HubEngine engine = scripted("crash", Duration.ofSeconds(20))) {
            assertThatThrownBy(() -> engine.play(Game.start(INTERNATIONAL), Limit.depth(1)))
                    .isInstanceOf(EngineTerminatedException.class).hasMessageContaining("exit status 3")
                    .satisfies(e -> assertThat(((EngineException) e).lastOutput()).contains("info depth=1"));
        }
    }

    /**
     * An engine that starts a child holding its output and then exits: reported as exited, not as
     * hanging, and the child and the reader threads end with close().
     */
    @Test
    void anEngineThatExitsLeavingAChildIsReportedAsExitedAndTheChildEndsWithIt(
            @org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.isExecutable(Path.of("/bin/bash")), "needs bash");
        Path pidFile = dir.resolve("child.pid");
        Path script = dir.resolve("forker.sh");
        Files.writeString(script, String.join("\n", "read line", "echo 'id name=forker version=1'", "echo wait",
                "sleep 300 &", "echo $! > '" + pidFile + "'", "read line", "exit 0", ""));
        long start = System.nanoTime();
        HubEngine engine = HubEngine.start(List.of("/bin/bash", script.toString()), dir, Duration.ofSeconds(20));
        try {
            assertThatThrownBy(() -> engine.play(Game.start(INTERNATIONAL), Limit.depth(3)))
                    .isInstanceOf(EngineTerminatedException.class).hasMessageContaining("exit status 0");
            assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(10));
        } finally {
            engine.close();
        }
        long child = Long.parseLong(Files.readString(pidFile).strip());
        long deadline = System.nanoTime() + Duration.ofSeconds(5).toNanos();
        while (ProcessHandle.of(child).map(ProcessHandle::isAlive).orElse(false) && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
        assertThat(ProcessHandle.of(child).map(ProcessHandle::isAlive).orElse(false)).as("the child").isFalse();
        assertThat(Thread.getAllStackTraces().keySet()).noneMatch(thread -> thread.isAlive()
                && thread.getName().startsWith("hub-") && thread.getName().endsWith(" bash"));
    }

    @Test
    void aHangIsCaughtByItsSilenceToPing() {
        long start = System.nanoTime();
        try (HubEngine engine = scripted("hang", Duration.ofSeconds(2))) {
            assertThatThrownBy(() -> engine.play(Game.start(INTERNATIONAL), Limit.depth(30)))
                    .isInstanceOf(EngineTimeoutException.class).hasMessageContaining("ping");
        }
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(30));
    }

    @Test
    void aSearchAnswersPingAndEndsWhenStopped() {
        try (HubEngine engine = scripted("slow", Duration.ofSeconds(20))) {
            Game game = Game.start(INTERNATIONAL);
            Analysis analysis = engine.analysis(game, Limit.infinite());
            assertThat(analysis.next()).hasValueSatisfying(info -> assertThat(info.depth()).hasValue(1));
            engine.ping();
            assertThat(analysis.isDone()).isFalse();
            analysis.stop();
            assertThat(analysis.result().move().toString()).isEqualTo("32-28");
        }
    }

    @Test
    void aPrepareWhileSearchingStopsTheSearchFirst() {
        try (HubEngine engine = scripted("slow", Duration.ofSeconds(20))) {
            Analysis analysis = engine.analysis(Game.start(INTERNATIONAL), Limit.infinite());
            assertThat(analysis.next()).hasValueSatisfying(info -> assertThat(info.depth()).hasValue(1));
            assertThatThrownBy(() -> engine.prepare(Variant.byName("frisian")))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("does not play frisian");
            assertThat(analysis.isDone()).isFalse();
            engine.prepare(INTERNATIONAL);
            assertThat(analysis.isDone()).isTrue();
            assertThat(analysis.result().move().toString()).isEqualTo("32-28");
        }
    }

    @Test
    void anEarlyDoneWhilePonderingIsKeptForThePonderHit() {
        try (HubEngine engine = scripted("ponder", Duration.ofSeconds(20))) {
            Game game = Game.start(INTERNATIONAL);
            PlayResult first = engine.play(game, Limit.depth(1), true);
            assertThat(first.ponder().map(Object::toString)).contains("19-23");
            Game expected = game.play(first.move()).play(first.ponder().get());
            PlayResult hit = engine.play(expected, Limit.depth(1), false);
            assertThat(hit.move().toString()).isEqualTo("28x19");
            assertThat(hit.info().score()).contains(Score.men(0.30));
            assertThat(hit.ponder().map(Object::toString)).isEqualTo(Optional.of("14x23"));
        }
    }

    @Test
    void levelsCarryEveryBound() {
        Limit limit = Limit.clocks(Duration.ofSeconds(90), Duration.ofSeconds(80))
                .withIncrements(Duration.ofSeconds(1), Duration.ofSeconds(2)).withMovesToGo(20).withDepth(12);
        assertThat(HubEngine.levelLine(limit, org.draughts4j.core.Color.BLACK).toString())
                .isEqualTo("level depth=12 moves=20 time=80.000 inc=2.000");
        assertThat(HubEngine.levelLine(Limit.infinite(), org.draughts4j.core.Color.WHITE).toString())
                .isEqualTo("level infinite");
        assertThat(HubServer.readLevel(HubLine.parse("level depth=12 moves=20 time=80.000 inc=2.000")))
                .isEqualTo(Limit.clocks(Duration.ofSeconds(80), Duration.ofSeconds(80))
                        .withIncrements(Duration.ofSeconds(2), Duration.ofSeconds(2)).withMovesToGo(20).withDepth(12));
    }
}
