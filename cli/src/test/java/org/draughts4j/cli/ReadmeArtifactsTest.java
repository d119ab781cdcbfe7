package org.draughts4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The README names every artifact the build makes, so that a module added to the build is
 * introduced to the people who would depend on it (or said to be unpublished).
 */
class ReadmeArtifactsTest {

    private static final Pattern MODULE = Pattern.compile("<module>([^<]+)</module>");
    private static final Pattern PARENT = Pattern.compile("<parent>.*?</parent>", Pattern.DOTALL);
    private static final Pattern ARTIFACT = Pattern.compile("<artifactId>([^<]+)</artifactId>");

    /** The artifactIds of the parent POM and of every module it lists. */
    static List<String> artifacts(Path root) throws IOException {
        String parent = Files.readString(root.resolve("pom.xml"), StandardCharsets.UTF_8);
        List<String> artifacts = new ArrayList<>(List.of("draughts4j-parent"));
        Matcher module = MODULE.matcher(parent);
        while (module.find()) {
            String pom = Files.readString(root.resolve(module.group(1)).resolve("pom.xml"), StandardCharsets.UTF_8);
            // A module's own artifactId is its first outside the parent's section (the BOM has none).
            Matcher artifact = ARTIFACT.matcher(PARENT.matcher(pom).replaceFirst(""));
            assertThat(artifact.find()).as("the artifactId of %s", module.group(1)).isTrue();
            artifacts.add(artifact.group(1));
        }
        return artifacts;
    }

    @Test
    void theReadmeNamesEveryArtifact() throws IOException {
        Path root = Path.of("..");
        List<String> artifacts = artifacts(root);
        assertThat(artifacts).hasSizeGreaterThan(30).contains("draughts4j-core", "draughts4j-turkish", "draughts4j-bom");

        String readme = Files.readString(root.resolve("README.md"), StandardCharsets.UTF_8);
        assertThat(artifacts).allSatisfy(artifact -> assertThat(readme).as("README").contains("`" + artifact + "`"));
    }
}
