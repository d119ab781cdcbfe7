package org.draughts4j.core.perft;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PerftSuiteParserTest {

    @Test
    void readsRecordsCommentsAndBothModes() {
        String text = String.join("\n",
                "# International start",
                "id international-start",
                "variant international   # the default anyway",
                "fen W:W31-50:B1-20",
                "perft 1 9",
                "PERFT 2 81",
                "paths 8 6_483_971",
                "",
                "",
                "# second record, no variant",
                "id two",
                "fen B:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29",
                "perft 3 1,234",
                "");
        List<PerftRecord> records = PerftSuiteParser.parse(text, "t.perft");

        assertThat(records).hasSize(2);
        PerftRecord first = records.get(0);
        assertThat(first.id()).isEqualTo("international-start");
        assertThat(first.variant()).isEqualTo("international");
        assertThat(first.variantLine()).isEqualTo(3);
        assertThat(first.fen()).isEqualTo("W:W31-50:B1-20");
        assertThat(first.fenLine()).isEqualTo(4);
        assertThat(first.line()).isEqualTo(2);
        assertThat(first.source()).isEqualTo("t.perft");
        assertThat(first.expectations()).containsExactly(
                new PerftRecord.Expectation(1, 9, false, 5),
                new PerftRecord.Expectation(2, 81, false, 6),
                new PerftRecord.Expectation(8, 6_483_971, true, 7));
        PerftRecord second = records.get(1);
        assertThat(second.variant()).isNull();
        assertThat(second.variantName()).isEmpty();
        assertThat(second.fen()).isEqualTo("B:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29");
        assertThat(second.expectations()).containsExactly(new PerftRecord.Expectation(3, 1234, false, 13));
    }

    @Test
    void emptyAndCommentOnlyTextHasNoRecords() {
        assertThat(PerftSuiteParser.parse("", "e")).isEmpty();
        assertThat(PerftSuiteParser.parse("# nothing\n\n   \n# here\n", "e")).isEmpty();
    }

    @Test
    void fenMayContainSpaces() {
        List<PerftRecord> records = PerftSuiteParser.parse("id a\nfen W : W31-50 : B1-20\nperft 1 9\n", "s");
        assertThat(records.get(0).fen()).isEqualTo("W : W31-50 : B1-20");
    }

    @Test
    void readsFiles(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("suite.perft");
        Files.writeString(file, "id a\nfen W:W31-50:B1-20\nperft 1 9\n");
        List<PerftRecord> records = PerftSuiteParser.parse(file);
        assertThat(records).hasSize(1);
        assertThat(records.get(0).source()).isEqualTo(file.toString());
        assertThat(PerftSuiteParser.parse(file.toUri().toURL()).get(0).source()).isEqualTo(file.toString());
        assertThat(PerftSuiteParser.sourceName(new java.net.URL("jar:file:/x/v.jar!/META-INF/s/start.perft")))
                .isEqualTo("META-INF/s/start.perft");
    }

    @Test
    void bytesThatAreNotUtf8AreReportedOnTheirLine(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("latin1.perft");
        Files.write(file, "id a\nfen W:W31-50:B1-20\n# caf\u00e9\nperft 1 9\n".getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
        assertThatThrownBy(() -> PerftSuiteParser.parse(file)).isInstanceOf(PerftSuiteException.class)
                .hasMessageContaining("latin1.perft:3").hasMessageContaining("not UTF-8 text")
                .satisfies(e -> assertThat(((PerftSuiteException) e).line()).isEqualTo(3));
        assertThatThrownBy(() -> PerftSuiteParser.parse(file.toUri().toURL()))
                .isInstanceOf(PerftSuiteException.class).hasMessageContaining("latin1.perft:3");
    }

    /** Files with LF, CR LF and lone CR line ends read alike, from bytes as from text. */
    @Test
    void everyLineEndIsRead(@TempDir Path dir) throws IOException {
        for (String end : new String[] {"\n", "\r\n", "\r"}) {
            String text = String.join(end, "id a", "fen W:W31-50:B1-20", "perft 1 9", "", "id b", "fen W:W31-50:B1-20",
                    "perft 2 81") + end;
            Path file = dir.resolve("ends.perft");
            Files.writeString(file, text);
            assertThat(PerftSuiteParser.parse(file)).extracting(PerftRecord::id).containsExactly("a", "b");
            assertThat(PerftSuiteParser.parse(text, "s")).extracting(PerftRecord::id).containsExactly("a", "b");
            assertThat(PerftSuiteParser.parse(file).get(1).line()).isEqualTo(5);
        }
    }

    @Test
    void unknownKey() {
        assertError("id a\nfen W:W31-50:B1-20\nperf 1 9\n", 3, "perf 1 9", "unknown key 'perf'");
    }

    @Test
    void depthNotANumber() {
        assertError("id a\nfen W:W31-50:B1-20\nperft x 9\n", 3, "perft x 9", "depth 'x' is not a number");
    }

    @Test
    void depthBelowOne() {
        assertError("id a\nfen W:W31-50:B1-20\nperft 0 1\n", 3, "perft 0 1", "depth must be at least 1");
    }

    @Test
    void nodesNotANumber() {
        assertError("id a\nfen W:W31-50:B1-20\nperft 1 -9\n", 3, "perft 1 -9", "node count '-9'");
        assertError("id a\nfen W:W31-50:B1-20\nperft 1 9x\n", 3, "perft 1 9x", "node count '9x'");
    }

    @Test
    void wrongNumberOfFields() {
        assertError("id a\nfen W:W31-50:B1-20\nperft 1\n", 3, "perft 1", "expected 'perft <depth> <nodes>'");
        assertError("id a\nfen W:W31-50:B1-20\npaths 1 2 3\n", 3, "paths 1 2 3", "expected 'paths <depth> <nodes>'");
    }

    @Test
    void repeatedDepth() {
        assertError("id a\nfen W:W31-50:B1-20\nperft 1 9\nperft 1 9\n", 4, "perft 1 9", "already given on line 3");
    }

    @Test
    void sameDepthInBothModesIsFine() {
        assertThat(PerftSuiteParser.parse("id a\nfen W:W31-50:B1-20\nperft 1 9\npaths 1 9\n", "s")
                .get(0).expectations()).hasSize(2);
    }

    @Test
    void twoFensWithoutBlankLine() {
        assertError("id a\nfen W:W31-50:B1-20\nperft 1 9\nid b\n", 4, "id b", "a second id");
        assertError("id a\nfen W:W31-50:B1-20\nfen W:W31-50:B1-20\n", 3, "fen W:W31-50:B1-20", "a second fen");
    }

    @Test
    void keyWithoutValue() {
        assertError("id a\nfen\nperft 1 9\n", 2, "fen", "'fen' needs a value");
    }

    @Test
    void missingParts() {
        assertError("fen W:W31-50:B1-20\nperft 1 9\n", 1, null, "record has no id line");
        assertError("\n\nid a\nperft 1 9\n", 3, null, "record 'a' has no fen line");
        assertError("id a\nfen W:W31-50:B1-20\n", 1, null, "record 'a' has no perft line");
    }

    @Test
    void messageNamesFileLineAndText() {
        assertThatThrownBy(() -> PerftSuiteParser.parse("id a\nfen x\nperft one 9\n", "my.perft"))
                .isInstanceOf(PerftSuiteException.class)
                .hasMessage("my.perft:3: depth 'one' is not a number: 'perft one 9'");
    }

    private static void assertError(String text, int line, String offending, String reason) {
        assertThatThrownBy(() -> PerftSuiteParser.parse(text, "bad.perft"))
                .isInstanceOfSatisfying(PerftSuiteException.class, e -> {
                    assertThat(e.source()).isEqualTo("bad.perft");
                    assertThat(e.line()).isEqualTo(line);
                    assertThat(e.text()).isEqualTo(offending);
                    assertThat(e.getMessage()).startsWith("bad.perft:" + line + ": ").contains(reason);
                });
    }
}
