package org.draughts4j.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.draughts4j.cli.MainTest.run;

import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.draughts4j.core.BoardDiagram;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.InputSource;

class SvgCommandTest {

    static final String SVG_NS = "http://www.w3.org/2000/svg";

    @Test
    void writesTheStartPositionToStandardOutput() throws Exception {
        MainTest.Run run = run("svg");
        assertThat(run.status()).isZero();
        assertThat(run.err()).isEmpty();
        Document svg = parse(run.out());
        assertThat(svg.getDocumentElement().getAttribute("width")).isEqualTo("480");
        assertThat(classes(svg, "g")).filteredOn(c -> c.startsWith("piece white man")).hasSize(20);
        assertThat(classes(svg, "g")).filteredOn(c -> c.startsWith("piece black man")).hasSize(20);
        assertThat(run.out()).isEqualTo(BoardDiagram.DEFAULT.svg(Position.start(Variant.byName("international"))));
    }

    /** Every option reaches the library: the output is the library's, byte for byte. */
    @Test
    void optionsAreTheLibrarysOptions() throws Exception {
        String fen = "B:WK12,22,K29:B1,K32";
        MainTest.Run run = run("svg", "-v", "russian", "--fen", fen, "--flip", "--numbers", "--coordinates",
                "--last-move", "d6:f8:h6", "--arrow", "1-5", "--arrow", "g1-e3", "--size", "300");
        assertThat(run.status()).as(run.err()).isZero();
        BoardDiagram expected = BoardDiagram.builder().flipped(true).squareNumbers(true).coordinates(true)
                .lastMove(10, 3, 12).arrow(1, 5).arrow(32, 23).size(300).build();
        assertThat(run.out()).isEqualTo(expected.svg(Position.fromFen(Variant.byName("russian"), fen)));
        Document svg = parse(run.out());
        assertThat(svg.getDocumentElement().getAttribute("width")).isEqualTo("300");
        assertThat(classes(svg, "g")).filteredOn(c -> c.endsWith("king")).hasSize(3);
        assertThat(classes(svg, "g")).filteredOn("arrow"::equals).hasSize(2);
        assertThat(classes(svg, "rect")).filteredOn("last-move"::equals).hasSize(2);
        // Numbered squares work too, and give the same picture as names.
        assertThat(run("svg", "-v", "russian", "--fen", fen, "--flip", "--numbers", "--coordinates",
                "--last-move", "10x3x12", "--arrow", "1-5", "--arrow", "32-23", "--size", "300").out())
                .isEqualTo(run.out());
    }

    @Test
    void writesToAFileWithDashO(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("board.svg");
        MainTest.Run run = run("svg", "-v", "turkish", "--numbers", "-o", file.toString());
        assertThat(run.status()).isZero();
        assertThat(run.out()).isEmpty();
        Document svg = parse(Files.readString(file, StandardCharsets.UTF_8));
        assertThat(classes(svg, "text")).hasSize(64);
    }

    @Test
    void badInputIsOneLineAndStatusTwo(@TempDir Path dir) {
        assertBadInput(run("svg", "--last-move", "32-51"), "--last-move: '51' in '32-51' is not a playable square");
        assertBadInput(run("svg", "-v", "russian", "--last-move", "a1-b1"), "'b1'");
        assertBadInput(run("svg", "--last-move", "32"), "an origin and a destination");
        assertBadInput(run("svg", "--arrow", "31-27-22"), "--arrow: '31-27-22' is not FROM-TO");
        assertBadInput(run("svg", "--arrow", "31-"), "--arrow: '' in '31-'");
        assertBadInput(run("svg", "--size", "8"), "--size: a picture is 16 to 16384 pixels, not 8");
        assertBadInput(run("svg", "-o", dir.resolve("no/such/dir.svg").toString()), "its directory does not exist");
        assertBadInput(run("svg", "-o", dir.toString()), "cannot write " + dir);
    }

    @Test
    void helpListsTheOptions() {
        MainTest.Run run = run("svg", "--help");
        assertThat(run.status()).isZero();
        assertThat(run.out()).contains("--flip", "--numbers", "--coordinates", "--last-move", "--arrow", "--size",
                "-o, --output", "--fen", "-v, --variant");
        assertThat(run("--help").out()).contains("svg");
    }

    private static void assertBadInput(MainTest.Run run, String message) {
        assertThat(run.status()).as(run.err()).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).startsWith("draughts: ").contains(message).endsWith("\n");
        assertThat(run.err().strip()).doesNotContain("\n").doesNotContain("Exception");
    }

    static Document parse(String svg) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        return factory.newDocumentBuilder().parse(new InputSource(new StringReader(svg)));
    }

    static List<String> classes(Document svg, String name) {
        NodeList nodes = svg.getElementsByTagNameNS(SVG_NS, name);
        List<String> found = new ArrayList<>();
        for (int i = 0; i < nodes.getLength(); i++) {
            found.add(((Element) nodes.item(i)).getAttribute("class"));
        }
        return found;
    }
}
