package org.draughts4j.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Runs the curl examples of docs/web.md against a server with the default engines: each fenced
 * block whose first line starts with {@code curl } is a request ({@code -d 'JSON'} makes it a POST),
 * and the fenced block right after it is the answer, whole, or its beginning when it ends with
 * {@code ...} (lines in between stand for any).
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class WebDocExamplesTest {
    private static final String DOCUMENTED = "http://127.0.0.1:8080/";
    private static WebServer server;

    @BeforeAll
    static void start() throws Exception {
        server = WebServer.start("127.0.0.1", 0, WebServer.defaultEngines(), null);
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    /** A request of the page and the answer shown after it. */
    record Example(int line, String command, List<String> expected) {
    }

    static List<Example> examples(List<String> lines) {
        List<List<String>> blocks = new ArrayList<>();
        List<Integer> starts = new ArrayList<>();
        List<String> block = null;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.startsWith("```")) {
                if (block == null) {
                    block = new ArrayList<>();
                    starts.add(i + 1);
                } else {
                    blocks.add(block);
                    block = null;
                }
            } else if (block != null) {
                block.add(line);
            }
        }
        List<Example> examples = new ArrayList<>();
        for (int i = 0; i + 1 < blocks.size(); i++) {
            List<String> lines0 = blocks.get(i);
            if (!lines0.isEmpty() && lines0.get(0).startsWith("curl ")) {
                examples.add(new Example(starts.get(i), String.join(" ", lines0), blocks.get(i + 1)));
            }
        }
        return examples;
    }

    /** @return the words of a command line, single quotes kept together */
    static List<String> words(String command) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        boolean quoted = false;
        boolean any = false;
        for (char c : command.toCharArray()) {
            if (c == '\'') {
                quoted = !quoted;
                any = true;
            } else if (c == ' ' && !quoted) {
                if (any) {
                    words.add(word.toString());
                }
                word.setLength(0);
                any = false;
            } else {
                word.append(c);
                any = true;
            }
        }
        if (any) {
            words.add(word.toString());
        }
        return words;
    }

    @Test
    void theExamplesOfWebMdAnswerAsShown() throws Exception {
        List<String> lines = Files.readAllLines(Path.of("..", "docs", "web.md"), StandardCharsets.UTF_8);
        List<Example> examples = examples(lines);
        assertThat(examples).hasSizeGreaterThanOrEqualTo(6);
        HttpClient client = HttpClient.newHttpClient();
        for (Example example : examples) {
            List<String> words = words(example.command());
            String body = null;
            String url = null;
            for (int i = 1; i < words.size(); i++) {
                String word = words.get(i);
                if (word.equals("-d")) {
                    body = words.get(++i);
                } else if (word.startsWith("http")) {
                    url = word;
                } else {
                    assertThat(word).as("docs/web.md:%d: an option the test knows", example.line()).isIn("-s", "-N");
                }
            }
            assertThat(url).as("docs/web.md:%d", example.line()).startsWith(DOCUMENTED);
            HttpRequest.Builder request = HttpRequest.newBuilder(
                    URI.create(server.uri() + url.substring(DOCUMENTED.length())));
            if (body != null) {
                request.POST(HttpRequest.BodyPublishers.ofString(body));
            }
            String answer = client.send(request.build(), HttpResponse.BodyHandlers.ofString()).body();
            List<String> expected = example.expected();
            String last = expected.get(expected.size() - 1);
            if (last.equals("...")) {
                assertThat(answer).as("docs/web.md:%d", example.line())
                        .startsWith(String.join("\n", expected.subList(0, expected.size() - 1)));
            } else if (last.endsWith("...")) {
                assertThat(answer).as("docs/web.md:%d", example.line())
                        .startsWith(String.join("\n", expected).substring(0, String.join("\n", expected).length() - 3));
            } else {
                assertThat(answer).as("docs/web.md:%d", example.line()).isEqualTo(String.join("\n", expected));
            }
        }
    }
}
