package org.draughts4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Runs every command-line example of the documentation, so that none can drift from the program:
 * each fenced block of README.md and docs/*.md whose first line starts with {@code $ } is a
 * session, each {@code $ ./draughts ...} line a command run in this process, and the lines after
 * it, up to the next {@code $ } line, what it prints on standard output and standard error
 * together (in any interleaving that keeps each stream's order).
 *
 * <p>What a session may hold beyond the command: {@code # comment} at the end of a line; {@code |
 * head -N} and {@code | tail -N}; {@code > /dev/null}; {@code printf 'TEXT' | ./draughts ...},
 * which gives the command TEXT (its {@code \n} a line break) on standard input; {@code $ echo $?},
 * which prints the status of the command before it. A folder named after {@code --dir} is made in
 * the test's own folder, and kept there for the commands after it. In the expected output, a line {@code ...} stands for any number of lines, and times and
 * speeds ({@code 0.079 s}, {@code 63.4 kn/s}, an engine's {@code time=0.001} and {@code nps=}) stand for any. Files the examples name ({@code
 * games.pdn}, {@code my.perft}, ...) are the test's resources under {@code doc-examples/}, which
 * the documentation describes where it uses them.
 */
class DocExamplesTest {
    private static final String FIXTURES = "/doc-examples/";
    private static final List<String> FIXTURE_NAMES = List.of("games.pdn", "amb.pdn", "my.perft", "bad.perft", "empty.perft");

    private static Path dir;

    /** One command of a documented session, the output it shows and where it is. */
    record Example(String where, String command, List<String> expected, Example before) {
        @Override
        public String toString() {
            return where + ": " + command;
        }
    }

    @BeforeAll
    static void fixtures() throws IOException {
        dir = Files.createTempDirectory("doc-examples");
        for (String name : FIXTURE_NAMES) {
            try (InputStream in = DocExamplesTest.class.getResourceAsStream(FIXTURES + name)) {
                assertThat(in).as(name).isNotNull();
                Files.copy(in, dir.resolve(name));
            }
        }
    }

    @AfterAll
    static void clean() throws IOException {
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(file);
            }
        }
    }

    static List<Path> documents() {
        List<Path> documents = new ArrayList<>();
        documents.add(Path.of("..", "README.md"));
        try (Stream<Path> docs = Files.list(Path.of("..", "docs"))) {
            docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(documents::add);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return documents;
    }

    static List<Example> examples() {
        List<Example> examples = new ArrayList<>();
        for (Path document : documents()) {
            List<String> lines;
            try {
                lines = Files.readAllLines(document, StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            Example current = null;
            for (int i = 0; i < lines.size(); i++) {
                if (!lines.get(i).startsWith("```")) {
                    continue;
                }
                // A block: a session when its first line is a command, else anything else (a FEN, Java).
                boolean session = i + 1 < lines.size() && lines.get(i + 1).startsWith("$ ");
                for (i++; i < lines.size() && !lines.get(i).startsWith("```"); i++) {
                    String line = lines.get(i);
                    if (!session) {
                        continue;
                    }
                    if (line.startsWith("$ ")) {
                        if (current != null) {
                            examples.add(current);
                        }
                        current = new Example(document.getFileName() + ":" + (i + 1), line.substring(2).strip(),
                                new ArrayList<>(), current);
                    } else {
                        current.expected().add(line);
                    }
                }
                if (current != null) {
                    examples.add(current);
                    current = null;
                }
            }
        }
        return examples;
    }

    @Test
    void theDocumentsHaveExamples() {
        Set<String> documents = new HashSet<>();
        for (Example example : examples()) {
            documents.add(example.where().substring(0, example.where().indexOf(':')));
        }
        assertThat(documents).contains("cli.md", "formats.md", "variants.md", "column-draughts.md");
        assertThat(examples()).hasSizeGreaterThan(45);
    }

    /** Each command line is run and compared with what the documentation shows. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("examples")
    void printsWhatTheDocumentationShows(Example example) {
        String command = withoutComment(example.command());
        if (command.equals("echo $?")) {
            assertThat(example.before()).as("echo $? follows a command").isNotNull();
            Result before = run(withoutComment(example.before().command()));
            assertThat(List.of(String.valueOf(before.status))).as(example.toString()).isEqualTo(example.expected());
            return;
        }
        Result result = run(command);
        List<String> expected = normalise(example.expected());
        List<String> out = normalise(result.out);
        List<String> err = normalise(result.err);
        assertThat(interleaves(expected, 0, out, 0, err, 0, new HashSet<>()))
                .as("%s%nexpected:%n%s%ngot, standard output:%n%s%nstandard error:%n%s", example,
                        String.join("\n", expected), String.join("\n", out), String.join("\n", err))
                .isTrue();
    }

    /** The outcome of one command. */
    record Result(int status, List<String> out, List<String> err) {}

    private static Result run(String command) {
        List<String> words = words(command);
        String input = "";
        if (words.get(0).equals("printf")) {
            assertThat(words.get(2)).as(command).isEqualTo("|");
            input = words.get(1).replace("\\n", "\n");
            words = words.subList(3, words.size());
        }
        boolean discard = words.size() > 2 && words.get(words.size() - 2).equals(">");
        if (discard) {
            assertThat(words.get(words.size() - 1)).as(command).isEqualTo("/dev/null");
            words = words.subList(0, words.size() - 2);
        }
        int head = Integer.MAX_VALUE;
        int tail = Integer.MAX_VALUE;
        int pipe = words.indexOf("|");
        if (pipe >= 0) {
            List<String> filter = words.subList(pipe + 1, words.size());
            assertThat(filter).as(command).hasSize(2);
            int count = Integer.parseInt(filter.get(1).substring(1));
            if (filter.get(0).equals("head")) {
                head = count;
            } else {
                assertThat(filter.get(0)).as(command).isEqualTo("tail");
                tail = count;
            }
            words = words.subList(0, pipe);
        }
        assertThat(words.get(0)).as("a documented command runs ./draughts: %s", command).isEqualTo("./draughts");
        String[] args = words.subList(1, words.size()).toArray(String[]::new);
        for (int i = 0; i < args.length; i++) {
            args[i] = i > 0 && args[i - 1].equals("--dir") ? dir.resolve(args[i]).toString() : fixture(args[i]);
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        InputStream standardInput = System.in;
        int status;
        try {
            System.setIn(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)));
            status = Main.run(new PrintStream(out, true, StandardCharsets.UTF_8),
                    new PrintStream(err, true, StandardCharsets.UTF_8), args);
        } finally {
            System.setIn(standardInput);
        }
        if (discard) {
            out.reset();
        }
        List<String> outLines = lines(out);
        if (head < outLines.size()) {
            outLines = outLines.subList(0, head);
        }
        if (tail < outLines.size()) {
            outLines = outLines.subList(outLines.size() - tail, outLines.size());
        }
        return new Result(status, outLines, lines(err));
    }

    private static List<String> lines(ByteArrayOutputStream stream) {
        String text = stream.toString(StandardCharsets.UTF_8).replace(dir + "/", "").replace("\r\n", "\n");
        return text.isEmpty() ? List.of() : Arrays.asList(text.split("\n", -1)).subList(0, text.split("\n", -1).length - 1);
    }

    /** @return a fixture's path in the test's folder, for an argument naming one; else the argument */
    private static String fixture(String arg) {
        return FIXTURE_NAMES.contains(arg) ? dir.resolve(arg).toString() : arg;
    }

    /** @return the command without a trailing {@code # comment} outside quotes */
    static String withoutComment(String command) {
        char quote = 0;
        for (int i = 0; i < command.length(); i++) {
            char c = command.charAt(i);
            if (quote != 0) {
                quote = c == quote ? 0 : quote;
            } else if (c == '"' || c == '\'') {
                quote = c;
            } else if (c == '#' && (i == 0 || command.charAt(i - 1) == ' ')) {
                return command.substring(0, i).strip();
            }
        }
        return command.strip();
    }

    /** @return the words of a command line, as a shell splits it: quotes group, backslashes escape */
    static List<String> words(String command) {
        List<String> words = new ArrayList<>();
        StringBuilder word = null;
        char quote = 0;
        for (int i = 0; i < command.length(); i++) {
            char c = command.charAt(i);
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                } else {
                    word.append(c);
                }
            } else if (c == '"' || c == '\'') {
                quote = c;
                word = word == null ? new StringBuilder() : word;
            } else if (c == '\\' && i + 1 < command.length()) {
                word = word == null ? new StringBuilder() : word;
                word.append(command.charAt(++i));
            } else if (c == ' ') {
                if (word != null) {
                    words.add(word.toString());
                    word = null;
                }
            } else {
                word = word == null ? new StringBuilder() : word;
                word.append(c);
            }
        }
        if (word != null) {
            words.add(word.toString());
        }
        return words;
    }

    /** Times and speeds differ from run to run. */
    private static List<String> normalise(List<String> lines) {
        List<String> normal = new ArrayList<>();
        for (String line : lines) {
            normal.add(line.replaceAll("\\d+\\.\\d{3} s\\b", "<time> s")
                    .replaceAll("\\btime=\\d+(\\.\\d+)?", "time=<time>").replaceAll("\\bnps=\\d+(\\.\\d+)?", "nps=<speed>")
                    .replaceAll("\\d+(\\.\\d)? [kMG]?n/s", "<speed>"));
        }
        return normal;
    }

    /**
     * @return whether {@code expected} from {@code i} is standard output from {@code j} and
     *     standard error from {@code k}, interleaved, each in its order; {@code ...} stands for any
     *     number of lines of either
     */
    private static boolean interleaves(List<String> expected, int i, List<String> out, int j, List<String> err, int k,
            Set<List<Integer>> failed) {
        if (!failed.add(List.of(i, j, k))) {
            return false;
        }
        if (i == expected.size()) {
            return j == out.size() && k == err.size();
        }
        String line = expected.get(i);
        if (line.equals("...")) {
            return interleaves(expected, i + 1, out, j, err, k, failed)
                    || j < out.size() && interleaves(expected, i, out, j + 1, err, k, failed)
                    || k < err.size() && interleaves(expected, i, out, j, err, k + 1, failed);
        }
        return j < out.size() && out.get(j).equals(line) && interleaves(expected, i + 1, out, j + 1, err, k, failed)
                || k < err.size() && err.get(k).equals(line) && interleaves(expected, i + 1, out, j, err, k + 1, failed);
    }

    @Test
    void commandLinesAreSplitAsAShellWould() {
        assertThat(words("./draughts show --fen \"W:W31-50:B1-20\" -v 'russian' a\\ b"))
                .containsExactly("./draughts", "show", "--fen", "W:W31-50:B1-20", "-v", "russian", "a b");
        assertThat(withoutComment("./draughts perft -d 8 | tail -1   # 6483961")).isEqualTo("./draughts perft -d 8 | tail -1");
        assertThat(withoutComment("./draughts show --fen \"a # b\"")).isEqualTo("./draughts show --fen \"a # b\"");
    }
}
