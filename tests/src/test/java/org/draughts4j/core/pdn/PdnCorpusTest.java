package org.draughts4j.core.pdn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import org.draughts4j.core.Variant;
import org.draughts4j.tests.TestVariants;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Reads and replays every real PDN file of the shared corpus ({@code ../shared/pdn}, described in
 * its SOURCES.md), per variant; skipped when the corpus is absent.
 */
class PdnCorpusTest {

    /**
     * The damaged records SOURCES.md lists, by file (path below the variant folder): the number of
     * failures each may have.
     */
    private static final Map<String, Integer> DAMAGED = Map.ofEntries(
            Map.entry("games-checkers/prof2.pdn", 1),
            Map.entry("wiegerw-pdn/fail/Cat.C1.pdn", 1),
            Map.entry("wiegerw-pdn/fail/nested_comment.pdn", 1),
            Map.entry("checkerboard/games/tinsley.pdn", 3),
            Map.entry("games-checkers/russian/abatsiev.pdn", 2),
            Map.entry("wiegerw-pdn/fail/abatsiev.pdn", 1),
            Map.entry("hcheckers/initial_positions/russian/pdn/draw100.pdn", 1),
            Map.entry("hcheckers/initial_positions/russian/pdn/draw184.pdn", 1),
            Map.entry("hcheckers/initial_positions/russian/pdn/draw2.pdn", 1),
            Map.entry("transcribed-from-web/brazilian_web_games.pdn", 2));

    /**
     * Games that go on after a draw the variant's rules declare at once (International's threefold
     * repetition, RULES.md): the players did not stop, and the replay refuses the moves after the end.
     * Not damage in the file, so not in SOURCES.md; counted here, by file.
     */
    private static final Map<String, Integer> PLAYED_ON_AFTER_A_DRAW = Map.ofEntries(
            Map.entry("games-checkers/Cannes_Open_Tournament_2002.pdn", 1),
            Map.entry("wiegerw-pdn/succeed/kurnik.pdn", 1));

    static Path sharedDir() {
        String property = System.getProperty("shared.dir");
        Path dir = property != null ? Paths.get(property) : Paths.get("../../shared");
        if (!Files.isDirectory(dir.resolve("pdn"))) {
            dir = Paths.get("../../shared");
        }
        return dir;
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"international, 975, 968, 2", "english, 1991, 1986, 2", "russian, 1354, 1345, 3", "brazilian, 8, 6, 0"})
    void replaysTheCorpus(String variant, int games, int minimumPassed, int lookahead) throws IOException {
        Path folder = sharedDir().resolve("pdn").resolve(variant);
        assumeTrue(Files.isDirectory(folder), "no PDN corpus at " + folder.toAbsolutePath() + "; skipped");
        Variant rules = TestVariants.byName(variant);
        PdnReplayer replayer = PdnReplayer.lenient(rules).withVariants(TestVariants.ALL);
        PdnReplayer strict = PdnReplayer.strict(rules).withVariants(TestVariants.ALL);
        List<Path> files;
        try (Stream<Path> walk = Files.walk(folder)) {
            files = walk.filter(p -> p.toString().toLowerCase(Locale.ROOT).endsWith(".pdn")).sorted().toList();
        }
        int total = 0;
        int passed = 0;
        int warned = 0;
        int plies = 0;
        int resolved = 0;
        int strictPassed = 0;
        List<String> unexpected = new ArrayList<>();
        StringBuilder report = new StringBuilder();
        for (Path file : files) {
            String name = folder.relativize(file).toString().replace('\\', '/');
            PdnFile pdn = PdnReader.read(file);
            int failed = 0;
            for (PdnReplayResult result : strict.replay(pdn)) {
                strictPassed += result.passed() ? 1 : 0;
            }
            for (PdnReplayResult result : replayer.replay(pdn)) {
                if (result.warnings().stream().anyMatch(w -> w.ply() > 0)) {
                    resolved++;
                }
                total++;
                plies += result.moves().size();
                if (result.passed()) {
                    passed++;
                } else {
                    failed++;
                    report.append("  FAIL ").append(name).append(" game ").append(result.gameNumber())
                            .append(' ').append(result.failure().get()).append('\n');
                }
                if (!result.warnings().isEmpty()) {
                    warned++;
                    for (PdnReplayResult.Warning warning : result.warnings()) {
                        report.append("  WARN ").append(name).append(" game ").append(result.gameNumber())
                                .append(' ').append(warning).append('\n');
                    }
                }
            }
            if (failed > DAMAGED.getOrDefault(name, 0) + PLAYED_ON_AFTER_A_DRAW.getOrDefault(name, 0)) {
                unexpected.add(name + ": " + failed + " failed");
            }
        }
        System.out.printf("PDN corpus %s: %d files, %d games, %d passed (%d with warnings, %d resolved by lookahead), %d failed, %d plies played; strict mode: %d passed%n%s",
                variant, files.size(), total, passed, warned, resolved, total - passed, plies, strictPassed, report);
        assertThat(total).as("games read").isEqualTo(games);
        assertThat(passed).as("games passed").isGreaterThanOrEqualTo(minimumPassed);
        assertThat(resolved).as("games with an ambiguous move resolved by lookahead").isEqualTo(lookahead);
        assertThat(strictPassed).as("games passed in strict mode").isEqualTo(passed - resolved);
        assertThat(unexpected).as("files with failures SOURCES.md does not list").isEmpty();
    }
}
