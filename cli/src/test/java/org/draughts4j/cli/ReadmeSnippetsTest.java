package org.draughts4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every Java snippet of the README and docs/library.md compiles as written against the library (the command line's
 * test class path holds the core and every variant), and the first example runs and prints what
 * its comments say.
 */
class ReadmeSnippetsTest {

    private static final Pattern BLOCK = Pattern.compile("```java\\n(.*?)```", Pattern.DOTALL);
    private static final Pattern PACKAGE = Pattern.compile("^package ([\\w.]+);", Pattern.MULTILINE);
    private static final Pattern CLASS = Pattern.compile("public (?:final )?class (\\w+)");

    private static List<String> snippets() throws IOException {
        List<String> snippets = new ArrayList<>();
        for (Path document : List.of(Path.of("..", "README.md"), Path.of("..", "docs", "library.md"))) {
            Matcher m = BLOCK.matcher(Files.readString(document, StandardCharsets.UTF_8));
            while (m.find()) {
                snippets.add(m.group(1));
            }
        }
        return snippets;
    }

    @Test
    void everyJavaSnippetCompilesAndTheExampleRuns(@TempDir Path dir) throws Exception {
        List<String> snippets = snippets();
        assertThat(snippets).as("Java snippets in the README and docs/library.md").hasSizeGreaterThanOrEqualTo(3);
        List<String> files = new ArrayList<>();
        for (String snippet : snippets) {
            Matcher name = CLASS.matcher(snippet);
            assertThat(name.find()).as("a snippet is a whole public class:%n%s", snippet).isTrue();
            Matcher pkg = PACKAGE.matcher(snippet);
            Path folder = pkg.find() ? dir.resolve(pkg.group(1).replace('.', '/')) : dir;
            Files.createDirectories(folder);
            Path file = folder.resolve(name.group(1) + ".java");
            Files.writeString(file, snippet, StandardCharsets.UTF_8);
            files.add(file.toString());
        }
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        ByteArrayOutputStream diagnostics = new ByteArrayOutputStream();
        List<String> arguments = new ArrayList<>(List.of("-d", dir.toString(), "-cp", System.getProperty("java.class.path")));
        arguments.addAll(files);
        int status = compiler.run(null, diagnostics, diagnostics, arguments.toArray(new String[0]));
        assertThat(status).as("javac: %s", diagnostics.toString(StandardCharsets.UTF_8)).isZero();

        PrintStream saved = System.out;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (URLClassLoader loader = new URLClassLoader(new URL[] {dir.toUri().toURL()}, getClass().getClassLoader())) {
            Method main = loader.loadClass("com.example.draughts.Example").getMethod("main", String[].class);
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            main.invoke(null, (Object) new String[0]);
        } finally {
            System.setOut(saved);
        }
        List<String> lines = out.toString(StandardCharsets.UTF_8).lines().toList();
        assertThat(lines.subList(0, 4)).containsExactly("22-17", "23-18", "24-19", "21-17");
        assertThat(lines.get(lines.size() - 1)).isEqualTo("552079 ongoing [] [22-18, 11-16]");
    }
}
