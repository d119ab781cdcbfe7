package org.draughts4j.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class NamedEngineTest {
    @Test
    void aNameInTheSpecNamesTheEngineAndTheKindNeverSeesIt() {
        try (Engine named = Engines.open("random,seed=3,name=Rando"); Engine plain = Engines.open("random,seed=3")) {
            assertThat(named.id().name()).isEqualTo("Rando");
            assertThat(named.id().toString()).isEqualTo("Rando");
            assertThat(named.options()).isEqualTo(plain.options());
        }
    }

    @Test
    void aBlankOrControlCharacterNameIsRefusedNamingTheSpec() {
        assertThatThrownBy(() -> Engines.open("random,name=")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("random,name=");
        assertThatThrownBy(() -> Engines.open("random,name=a\u001b[31mb")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("printable");
    }

    /** What an engine or a peer calls itself reaches terminals: its control characters are escaped at the source. */
    @Test
    void anEngineIdEscapesItsControlCharacters() {
        EngineId id = new EngineId("Scan\u001b[2J\r", "3.1\u0007", "\u0000");
        assertThat(id.name()).isEqualTo("Scan\\x1b[2J\\x0d");
        assertThat(id.toString()).isEqualTo("Scan\\x1b[2J\\x0d 3.1\\x07");
        assertThat(id.author()).isEqualTo("\\x00");
        assertThat(Info.builder().extra("hash\u001b", "full\n").build().extra()).containsEntry("hash\\x1b", "full\\x0a");
    }

    /** A default method left to the interface would replace the engine's own (a hint at its level, its prepare). */
    @Test
    void theNamedEnginePassesOnEveryMethodOfTheInterface() {
        for (Method method : Engine.class.getMethods()) {
            if (Modifier.isStatic(method.getModifiers())) {
                continue;
            }
            assertThat(Arrays.stream(NamedEngine.class.getDeclaredMethods())
                    .anyMatch(own -> own.getName().equals(method.getName())
                            && Arrays.equals(own.getParameterTypes(), method.getParameterTypes())))
                    .as("NamedEngine overrides %s", method).isTrue();
        }
    }
}
