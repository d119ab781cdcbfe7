package org.draughts4j.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.reflect.Method;
import java.net.URI;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Compiles every {@code ```java} block of README.md and docs/*.md against the library, so that no
 * example drifts from the API it shows, and runs the programs whose output a page shows (the README's
 * example, in its comments; library.md's {@code GameRecord}, in the block after it). The command
 * line's test class path holds every artifact a document uses: the core, every variant, engine,
 * search, egtb and match.
 *
 * <p>The rule a block follows (docs/architecture.md repeats it for writers):
 * <ul>
 *   <li>A block with a line, at its start, that begins {@code package} or declares a type ({@code
 *       public final class Example}, {@code record ...}) is a compilation unit: it is compiled as
 *       written.</li>
 *   <li>Any other block is a fragment: statements after their imports. The leading lines that are
 *       imports, comments or blank stay at the top of the file and the rest becomes the body of a
 *       static method that may throw any exception, so a fragment declares every name it uses and
 *       a reader can paste it into a method as it is. A method or a field alone is not a fragment:
 *       write its class around it.</li>
 *   <li>A block that should not be compiled at all (pseudo-code, an API to come) has {@code
 *       <!-- not compiled: REASON -->} on its own line just before its fence; the reason is
 *       required.</li>
 * </ul>
 *
 * <p>All the blocks go to one compiler task, started once (a javac start costs about a second, a
 * block a few milliseconds). A failure names the document, the line the compiler points at in it,
 * and the compiler's message.
 */
class DocJavaBlocksTest {

    private static final String FENCE = "```java";
    private static final Pattern NOT_COMPILED = Pattern.compile("<!--\\s*not compiled\\b(.*?)-->");
    private static final Pattern UNIT = Pattern.compile(
            "^(package\\s|((public|protected|private|abstract|final|sealed|non-sealed|static|strictfp)\\s+)*"
                    + "(class|interface|enum|record|@interface)\\s)",
            Pattern.MULTILINE);
    private static final Pattern PACKAGE = Pattern.compile("^package\\s+([\\w.]+)\\s*;", Pattern.MULTILINE);
    private static final Pattern PUBLIC_TYPE = Pattern.compile(
            "^public\\s+(?:(?:abstract|final|sealed|non-sealed|strictfp)\\s+)*(?:class|interface|enum|record|@interface)\\s+(\\w+)",
            Pattern.MULTILINE);
    private static final Pattern HEADER = Pattern.compile("\\s*(import\\s.*|//.*)?");

    /**
     * One {@code ```java} block: the document it is in, the document's line of its first line
     * (counted from 1), its text, and whether it is compiled.
     */
    record Block(String document, int line, String text, boolean compiled) {

        boolean unit() {
            return UNIT.matcher(text).find();
        }

        /** The path javac sees: a unit's public type must be in a file of its name. */
        String path() {
            if (!unit()) {
                return className() + ".java";
            }
            Matcher pkg = PACKAGE.matcher(text);
            String folder = pkg.find() ? pkg.group(1).replace('.', '/') + "/" : "";
            Matcher type = PUBLIC_TYPE.matcher(text);
            return folder + (type.find() ? type.group(1) : className()) + ".java";
        }

        /** A fragment's class, named after its place so that javac's messages point to it too. */
        String className() {
            return "Block_" + document.replaceAll("\\W", "_") + "_" + line;
        }

        /**
         * The source javac compiles. A fragment keeps its lines where they are, the method's
         * opening on the line of its first statement, so that a line javac names is the block's.
         */
        String source() {
            if (unit()) {
                return text;
            }
            List<String> lines = text.lines().toList();
            int body = 0;
            while (body < lines.size() && HEADER.matcher(lines.get(body)).matches()) {
                body++;
            }
            String opening = "final class " + className() + " { static void run() throws Exception { ";
            StringBuilder source = new StringBuilder();
            for (int i = 0; i < lines.size(); i++) {
                source.append(i == body ? opening : "").append(lines.get(i)).append('\n');
            }
            return source.append(body == lines.size() ? opening : "").append("}}\n").toString();
        }
    }

    /**
     * The Java blocks of a Markdown document, named {@code document} in messages: fences that
     * start a line with {@code ```java}, as {@link DocExamplesTest} reads the others.
     */
    static List<Block> blocks(String document, String markdown) {
        List<String> lines = markdown.lines().toList();
        List<Block> blocks = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            if (!lines.get(i).stripTrailing().equals(FENCE)) {
                continue;
            }
            int fence = i;
            StringBuilder text = new StringBuilder();
            for (i++; i < lines.size() && !lines.get(i).startsWith("```"); i++) {
                text.append(lines.get(i)).append('\n');
            }
            int before = fence - 1;
            while (before >= 0 && lines.get(before).isBlank()) {
                before--;
            }
            boolean compiled = true;
            Matcher marker = before >= 0 ? NOT_COMPILED.matcher(lines.get(before)) : null;
            if (marker != null && marker.find()) {
                if (!marker.group(1).strip().startsWith(":") || marker.group(1).strip().substring(1).isBlank()) {
                    throw new IllegalArgumentException(document + ":" + (before + 1)
                            + ": a block left out of the compilation says why: <!-- not compiled: REASON -->");
                }
                compiled = false;
            }
            blocks.add(new Block(document, fence + 2, text.toString(), compiled));
        }
        return blocks;
    }

    /**
     * Compiles the blocks to be compiled in one compiler task, the classes into {@code classes}.
     *
     * @return a message per error, {@code document:line: message} and the line itself; none when
     *     every block compiles
     */
    static List<String> compile(List<Block> blocks, Path classes) throws IOException {
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        Map<JavaFileObject, Block> sources = new LinkedHashMap<>();
        for (Block block : blocks) {
            if (block.compiled()) {
                String source = block.source();
                sources.put(new SimpleJavaFileObject(URI.create("string:///" + block.path()), JavaFileObject.Kind.SOURCE) {
                    @Override
                    public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                        return source;
                    }
                }, block);
            }
        }
        if (sources.isEmpty()) {
            return List.of();
        }
        // The library's release, so that an example does not use what its readers' Java lacks; and
        // past a block's syntax error to the other blocks' types, which javac otherwise leaves unchecked.
        List<String> options = List.of("--release", "17", "-proc:none", "-implicit:none", "-XDshould-stop.ifError=FLOW",
                "-classpath", System.getProperty("java.class.path"), "-d", classes.toString());
        try (StandardJavaFileManager files = compiler.getStandardFileManager(diagnostics, Locale.ROOT, StandardCharsets.UTF_8)) {
            compiler.getTask(null, files, diagnostics, options, null, sources.keySet()).call();
        }
        List<Block> order = new ArrayList<>(sources.values());
        record Problem(int block, long line, String message) {}
        List<Problem> problems = new ArrayList<>();
        for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
            if (d.getKind() != Diagnostic.Kind.ERROR) {
                continue;
            }
            Block block = sources.get(d.getSource());
            if (block == null) {
                problems.add(new Problem(-1, 0, "javac: " + d.getMessage(Locale.ROOT)));
                continue;
            }
            int line = d.getLineNumber() == Diagnostic.NOPOS ? 1 : (int) d.getLineNumber();
            List<String> text = block.text().lines().toList();
            String shown = line <= text.size() ? "\n    " + text.get(line - 1).strip() : "";
            problems.add(new Problem(order.indexOf(block), line,
                    block.document() + ":" + (block.line() + line - 1) + ": " + d.getMessage(Locale.ROOT) + shown));
        }
        // In the documents' order, whereas javac reports every syntax error before any other error.
        return problems.stream()
                .sorted(Comparator.comparingInt(Problem::block).thenComparingLong(Problem::line))
                .map(Problem::message)
                .toList();
    }

    private static List<Block> documentedBlocks() throws IOException {
        List<Block> blocks = new ArrayList<>();
        Path root = Path.of("..");
        for (Path document : DocExamplesTest.documents()) {
            String name = root.relativize(document).toString().replace('\\', '/');
            blocks.addAll(blocks(name, Files.readString(document, StandardCharsets.UTF_8)));
        }
        return blocks;
    }

    @Test
    void everyJavaBlockOfTheDocsCompilesAndTheProgramsWhoseOutputTheyShowRun(@TempDir Path classes) throws Exception {
        List<Block> blocks = documentedBlocks();
        long fences = 0;
        for (Path document : DocExamplesTest.documents()) {
            fences += Files.readAllLines(document, StandardCharsets.UTF_8).stream().filter(l -> l.strip().startsWith(FENCE)).count();
        }
        // A fence the reader above does not take would leave its block unchecked, and this test green.
        assertThat(blocks).as("Java blocks of the documents").hasSize((int) fences).hasSizeGreaterThan(10);
        assertThat(blocks).extracting(Block::document).contains("README.md", "docs/library.md", "docs/engines.md",
                "docs/search.md", "docs/egtb.md", "docs/column-draughts.md");

        List<String> problems = compile(blocks, classes);
        assertThat(problems).as("Java blocks that do not compile").isEmpty();

        List<String> example = run(classes, "com.example.draughts.Example");
        assertThat(example.subList(0, 4)).containsExactly("22-17", "23-18", "24-19", "21-17");
        assertThat(example.get(example.size() - 1)).isEqualTo("552079 ongoing [] [22-18, 11-16]");
        assertThat(run(classes, "com.example.draughts.GameRecord")).isEqualTo(shownOutput(Path.of("..", "docs", "library.md"), "GameRecord"));
    }

    /** The lines a documented program's {@code main} prints, run from the classes compiled. */
    private List<String> run(Path classes, String className) throws Exception {
        PrintStream saved = System.out;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()}, getClass().getClassLoader())) {
            Method main = loader.loadClass(className).getMethod("main", String[].class);
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            main.invoke(null, (Object) new String[0]);
        } finally {
            System.setOut(saved);
        }
        return out.toString(StandardCharsets.UTF_8).lines().toList();
    }

    /** The block that follows the Java block declaring {@code public class NAME}: what the page says it prints. */
    private static List<String> shownOutput(Path document, String className) throws IOException {
        List<String> lines = Files.readAllLines(document, StandardCharsets.UTF_8);
        int i = lines.indexOf("public class " + className + " {");
        assertThat(i).as("public class %s in %s", className, document).isNotNegative();
        while (!lines.get(i).startsWith("```")) {
            i++;
        }
        do {
            i++;
        } while (!lines.get(i).startsWith("```"));
        List<String> shown = new ArrayList<>();
        for (i++; !lines.get(i).startsWith("```"); i++) {
            shown.add(lines.get(i));
        }
        return shown;
    }

    private static final String BROKEN = String.join("\n",
            "# A page",                                                         // 1
            "",                                                                 // 2
            "```java",                                                          // 3
            "import org.draughts4j.core.Position;",                             // 4
            "import org.draughts4j.core.Variant;",                              // 5
            "",                                                                 // 6
            "Position p = Position.start(Variant.byName(\"russian\"));",        // 7
            "p.castle();",                                                      // 8
            "```",                                                              // 9
            "",                                                                 // 10
            "```java",                                                          // 11
            "package com.example.broken;",                                      // 12
            "",                                                                 // 13
            "public class Broken {",                                            // 14
            "    int n = ;",                                                    // 15
            "}",                                                                // 16
            "```",                                                              // 17
            "");

    @Test
    void aBlockThatDoesNotCompileIsReportedWithItsDocumentLineAndMessage(@TempDir Path classes) throws IOException {
        List<String> problems = compile(blocks("docs/broken.md", BROKEN), classes);

        assertThat(problems).hasSize(2);
        assertThat(problems.get(0)).startsWith("docs/broken.md:8: cannot find symbol").endsWith("\n    p.castle();");
        assertThat(problems.get(1)).startsWith("docs/broken.md:15: illegal start of expression");
    }

    @Test
    void aFragmentIsTheBodyOfAMethodAndNeedsItsImports(@TempDir Path classes) throws IOException {
        String whole = BROKEN.substring(0, BROKEN.indexOf("p.castle();")) + "```\n";
        String withoutImports = "text\n```java\nPosition p = Position.start(Variant.byName(\"russian\"));\n```\n";
        String undeclared = "```java\nimport org.draughts4j.core.Position;\nPosition next = position.play(\"22-18\");\n```\n";

        assertThat(compile(blocks("whole.md", whole), classes)).isEmpty();
        assertThat(compile(blocks("imports.md", withoutImports), classes))
                .anySatisfy(p -> assertThat(p).startsWith("imports.md:3: cannot find symbol"));
        assertThat(compile(blocks("undeclared.md", undeclared), classes))
                .singleElement().satisfies(p -> assertThat(p).startsWith("undeclared.md:3: cannot find symbol")
                        .contains("variable position"));
    }

    @Test
    void aBlockMarkedNotCompiledIsLeftOutAndSaysWhy(@TempDir Path classes) throws IOException {
        String marked = "<!-- not compiled: the shape of an API to come -->\n\n```java\nengine.hint(game, level(5));\n```\n";
        String unexplained = "<!-- not compiled -->\n```java\nengine.hint(game, level(5));\n```\n";

        List<Block> blocks = blocks("marked.md", marked);
        assertThat(blocks).singleElement().extracting(Block::compiled).isEqualTo(false);
        assertThat(compile(blocks, classes)).isEmpty();
        assertThat(compile(blocks("marked.md", marked.replace("not compiled", "compiled")), classes)).isNotEmpty();
        assertThatThrownBy(() -> blocks("unexplained.md", unexplained))
                .hasMessage("unexplained.md:1: a block left out of the compilation says why: <!-- not compiled: REASON -->");
    }
}
