package org.draughts4j.engine;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.stream.Stream;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.draughts4j.core.Color;
import org.draughts4j.core.Game;
import org.draughts4j.core.Variant;
import org.draughts4j.engine.dxp.DxpSession;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A null argument is refused at once by the parameter's name. Each of these read null as a value
 * (Black's clock, the other side's score, every network interface, the option text "null") or
 * failed later with a bare NullPointerException.
 */
class NullArgumentsTest {
    private static final Limit CLOCKS = Limit.clocks(Duration.ofSeconds(10), Duration.ofSeconds(20));

    static Stream<Call> calls() {
        Map<String, String> nullValue = new HashMap<>();
        nullValue.put("level", null);
        Map<String, String> nullName = new HashMap<>();
        nullName.put(null, "1");
        return Stream.of(
                new Call("Limit.clock", "side", () -> CLOCKS.clock(null)),
                new Call("Limit.increment", "side", () -> CLOCKS.increment(null)),
                new Call("Limit.timeBudget", "side", () -> CLOCKS.timeBudget(null)),
                new Call("PovScore.pov", "side", () -> new PovScore(Score.men(1), Color.WHITE).pov(null)),
                new Call("EngineSpec, an option's value", "the value of option level",
                        () -> new EngineSpec("builtin", "", nullValue)),
                new Call("EngineSpec, an option's name", "an option's name", () -> new EngineSpec("builtin", "", nullName)),
                new Call("EngineSpec, the options", "options", () -> new EngineSpec("builtin", "", null)),
                new Call("Engines.factory", "spec", () -> Engines.factory(null)),
                new Call("Engines.maxConnections", "spec", () -> Engines.maxConnections(null)),
                new Call("Engine.analyse", "limit",
                        () -> new RandomEngine().analyse(Game.start(Variant.byName("international")), null)),
                new Call("InProcessEngine.supports", "variant", () -> new RandomEngine().supports(null)),
                new Call("DxpSession.accept", "address", () -> DxpSession.accept(null, Duration.ofMillis(1))),
                new Call("DxpSession.connect", "address", () -> DxpSession.connect(null, Duration.ofMillis(1))),
                new Call("DxpSession.Builder.timeout", "timeout",
                        () -> DxpSession.builder(new RandomEngine()).timeout(null)),
                new Call("DxpSession.Builder.variant", "variant",
                        () -> DxpSession.builder(new RandomEngine()).variant(null)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("calls")
    void refusesNullByName(Call call) {
        assertThatThrownBy(call.call).isInstanceOf(NullPointerException.class).hasMessage(call.parameter);
    }

    record Call(String name, String parameter, ThrowingCallable call) {
        @Override
        public String toString() {
            return name;
        }
    }
}
