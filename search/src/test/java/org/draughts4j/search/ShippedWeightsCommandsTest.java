package org.draughts4j.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.draughts4j.core.Variant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Each shipped pattern weights file has one command that writes it ({@code weights-commands.txt}
 * beside this class), and that command, run, writes the file byte for byte: the weights are
 * reproducible by a check, not by a claim. A command plays thousands of games (3 to 45 minutes each
 * on a 2-core machine), so the build only checks the list; to run the commands, name their variants
 * (separated by commas, or {@code all}) in the system property {@code draughts4j.reproduceWeights}
 * or the environment variable {@code DRAUGHTS4J_REPRODUCE_WEIGHTS} (docs/search.md).
 */
class ShippedWeightsCommandsTest {
    private static final String COMMANDS = "weights-commands.txt";

    /** The trainer's arguments for each shipped file, by variant, in the file's order. */
    static Map<String, List<String>> commands() {
        Map<String, List<String>> commands = new LinkedHashMap<>();
        for (String line : resourceText(COMMANDS).split("\n")) {
            String trimmed = line.strip();
            if (trimmed.isEmpty() || trimmed.startsWith("#")) {
                continue;
            }
            List<String> words = List.of(trimmed.split("\\s+"));
            if (commands.put(words.get(0), words.subList(1, words.size())) != null) {
                throw new IllegalStateException(COMMANDS + ": " + words.get(0) + " has two commands");
            }
        }
        return commands;
    }

    static List<String> variants() {
        return new ArrayList<>(commands().keySet());
    }

    /**
     * The list names every shipped file and nothing else, and each command is one the trainer
     * takes, writing where the caller says ({@code out}) from the games it plays ({@code data} would
     * read positions that the command does not make).
     */
    @Test
    void everyShippedFileHasOneCommandTheTrainerTakes() {
        Map<String, List<String>> commands = commands();
        assertThat(commands.keySet()).containsExactlyInAnyOrderElementsOf(PatternWeightsTest.SHIPPED);
        commands.forEach((variant, arguments) -> {
            assertThat(PatternWeights.of(Variant.byName(variant))).as(variant).isPresent();
            Map<String, String> named = PatternTrainer.arguments(arguments);
            assertThat(named.keySet()).as(variant).contains("games", "nodes", "seed").doesNotContain("out", "data");
        });
    }

    /** A misspelt, malformed or repeated argument is refused with its text, not ignored or an index error. */
    @Test
    void theTrainerRefusesAnArgumentItCannotRead() {
        assertThat(PatternTrainer.arguments(List.of("seed=43,44", "lambda=0")))
                .isEqualTo(Map.of("seed", "43,44", "lambda", "0"));
        assertThatThrownBy(() -> PatternTrainer.arguments(List.of("games=10", "sede=43")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'sede=43'")
                .hasMessageContaining("unknown name 'sede'");
        assertThatThrownBy(() -> PatternTrainer.arguments(List.of("seed")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'seed': expected name=value");
        assertThatThrownBy(() -> PatternTrainer.arguments(List.of("=43")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'=43'");
        assertThatThrownBy(() -> PatternTrainer.arguments(List.of("seed=43", "seed=44")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'seed' given twice");
        assertThatThrownBy(() -> PatternTrainer.main(new String[0]))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("usage");
    }

    /** Run only when asked (the class comment): the command writes the shipped file, byte for byte. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void theCommandWritesTheShippedFile(String variant, @TempDir Path dir) throws Exception {
        assumeTrue(requested(variant), "set draughts4j.reproduceWeights or DRAUGHTS4J_REPRODUCE_WEIGHTS to run");
        Path out = dir.resolve(variant + ".patterns");
        List<String> arguments = new ArrayList<>();
        arguments.add(variant);
        arguments.addAll(commands().get(variant));
        arguments.add("out=" + out);
        PatternTrainer.main(arguments.toArray(String[]::new));

        byte[] shipped = resourceBytes(PatternWeights.resource(Variant.byName(variant)));
        byte[] written = Files.readAllBytes(out);
        assertThat(Arrays.mismatch(written, shipped))
                .as("%s: the first byte that differs (written %d bytes, shipped %d)", variant, written.length,
                        shipped.length)
                .isEqualTo(-1);
    }

    private static boolean requested(String variant) {
        String asked = System.getProperty("draughts4j.reproduceWeights", System.getenv("DRAUGHTS4J_REPRODUCE_WEIGHTS"));
        if (asked == null || asked.isBlank()) {
            return false;
        }
        Set<String> names = Set.of(asked.strip().split("\\s*,\\s*"));
        return names.contains("all") || names.contains(variant);
    }

    private static String resourceText(String name) {
        return new String(resourceBytes(name), StandardCharsets.UTF_8);
    }

    private static byte[] resourceBytes(String name) {
        try (InputStream in = PatternWeights.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("no resource " + name + " beside " + PatternWeights.class.getName());
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
