package org.draughts4j.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import org.draughts4j.tests.TestVariants;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.InputSource;

class BoardDiagramTest {

    static final String SVG_NS = "http://www.w3.org/2000/svg";

    /** A Russian position just after 10x3x12: a man took e7 and, crowned on f8, g7 as a king. */
    static final String RUSSIAN_BEFORE = "W:W10,22,K29:B1,7,8,K32";

    static Position russianAfterCapture() {
        return Position.fromFen(TestVariants.RUSSIAN, RUSSIAN_BEFORE).play("10x3x12");
    }

    static Move russianCapture() {
        return Position.fromFen(TestVariants.RUSSIAN, RUSSIAN_BEFORE).parseMove("10x3x12");
    }

    // text

    @Test
    void textNumbersEmptySquaresAsTheCommandLineDoes() {
        String text = BoardDiagram.builder().squareNumbers(true).build()
                .text(Position.start(TestVariants.INTERNATIONAL));
        List<String> lines = text.lines().toList();
        assertThat(lines).hasSize(10);
        assertThat(lines.get(0)).isEqualTo("  .  b  .  b  .  b  .  b  .  b");
        assertThat(lines.get(4)).isEqualTo("  . 21  . 22  . 23  . 24  . 25");
        assertThat(lines.get(5)).isEqualTo(" 26  . 27  . 28  . 29  . 30  .");
        assertThat(lines.get(9)).isEqualTo("  w  .  w  .  w  .  w  .  w  .");
        assertThat(text).endsWith(".\n").doesNotContain("\r");
    }

    @Test
    void textWithoutNumbersMarksEmptySquaresWithADash() {
        List<String> lines = BoardDiagram.DEFAULT.text(russianAfterCapture()).lines().toList();
        assertThat(lines).containsExactly(
                " . b . - . - . -",
                " - . - . - . - .",
                " . - . - . - . W",
                " - . - . - . - .",
                " . - . - . - . -",
                " - . w . - . - .",
                " . - . - . - . -",
                " W . - . - . B .");
    }

    @Test
    void textFlippedPutsBlacksSideAtTheBottom() {
        List<String> lines = BoardDiagram.builder().flipped(true).squareNumbers(true).build()
                .text(russianAfterCapture()).lines().toList();
        // h1 is now at the top left, a8 at the bottom right.
        assertThat(lines.get(0)).isEqualTo("  .  B  . 31  . 30  .  W");
        assertThat(lines.get(5)).isEqualTo("  W  . 11  . 10  .  9  .");
        assertThat(lines.get(7)).isEqualTo("  4  .  3  .  2  .  b  .");
    }

    @Test
    void textOfTheAllSquaresBoardNamesSquaresAlgebraically() {
        List<String> lines = BoardDiagram.builder().squareNumbers(true).build()
                .text(Position.start(TestVariants.TURKISH)).lines().toList();
        assertThat(lines.get(0)).isEqualTo(" a8 b8 c8 d8 e8 f8 g8 h8");
        assertThat(lines.get(1)).isEqualTo("  b  b  b  b  b  b  b  b");
        assertThat(lines.get(6)).isEqualTo("  w  w  w  w  w  w  w  w");
        assertThat(lines.get(7)).isEqualTo(" a1 b1 c1 d1 e1 f1 g1 h1");
    }

    // SVG: structure

    @Test
    void internationalStartHasOnePieceGroupPerPieceOnItsSquare() throws Exception {
        Position start = Position.start(TestVariants.INTERNATIONAL);
        Document svg = parse(BoardDiagram.DEFAULT.svg(start));
        Element root = svg.getDocumentElement();
        assertThat(root.getNamespaceURI()).isEqualTo(SVG_NS);
        assertThat(root.getLocalName()).isEqualTo("svg");
        assertThat(root.getAttribute("version")).isEqualTo("1.1");
        assertThat(root.getAttribute("viewBox")).isEqualTo("0 0 1000 1000");
        assertThat(root.getAttribute("width")).isEqualTo("480");
        assertThat(root.getAttribute("height")).isEqualTo("480");

        Map<String, String> pieces = piecesByCentre(svg);
        assertThat(pieces).hasSize(40);
        // Square 1 is b10, top row; 46 is a1, bottom left; 50 is i1.
        assertThat(pieces.get("150,50")).isEqualTo("piece black man");
        assertThat(pieces.get("50,950")).isEqualTo("piece white man");
        assertThat(pieces.get("850,950")).isEqualTo("piece white man");
        Geometry g = Geometry.TEN_BY_TEN;
        for (int square = 1; square <= 50; square++) {
            String at = (g.column(square) * 100 + 50) + "," + (g.row(square) * 100 + 50);
            String expected = square <= 20 ? "piece black man" : square >= 31 ? "piece white man" : null;
            assertThat(pieces.get(at)).as("square %d", square).isEqualTo(expected);
        }
        assertThat(elements(svg, "polygon", "crown")).isEmpty();
        assertThat(elements(svg, "rect", "dark")).hasSize(50);
        assertThat(elements(svg, "rect", "light")).hasSize(1);
        assertThat(elements(svg, "text", null)).isEmpty();
        assertThat(elements(svg, "rect", "last-move")).isEmpty();
        assertThat(elements(svg, "g", "arrow")).isEmpty();
    }

    @Test
    void whitePiecesAreLightAndBlackPiecesDarkWithOutlinesOfTheOtherTone() throws Exception {
        Document svg = parse(BoardDiagram.DEFAULT.svg(russianAfterCapture()));
        for (Element piece : elements(svg, "g", "piece")) {
            Element disc = (Element) piece.getElementsByTagNameNS(SVG_NS, "circle").item(0);
            double fill = luminance(disc.getAttribute("fill"));
            double outline = luminance(disc.getAttribute("stroke"));
            if (piece.getAttribute("class").contains("white")) {
                assertThat(fill).isGreaterThan(0.8);
                assertThat(outline).isLessThan(0.3);
            } else {
                assertThat(fill).isLessThan(0.3);
                assertThat(outline).isGreaterThan(0.7);
            }
        }
    }

    @Test
    void russianKingsAndTheLastMove() throws Exception {
        Position after = russianAfterCapture();
        assertThat(after.toFen()).isEqualTo("B:WK12,22,K29:B1,K32");
        Document svg = parse(BoardDiagram.builder().lastMove(russianCapture()).build().svg(after));

        Map<String, String> pieces = piecesByCentre(svg);
        assertThat(pieces).containsOnly(
                Map.entry("750,250", "piece white king"),   // 12 = h6, crowned during the capture
                Map.entry("250,550", "piece white man"),    // 22 = c3
                Map.entry("50,750", "piece white king"),    // 29 = a1
                Map.entry("150,50", "piece black man"),     // 1 = b8
                Map.entry("650,750", "piece black king"));  // 32 = g1
        // Each king's group holds a crown, each man's none.
        for (Element piece : elements(svg, "g", "piece")) {
            int crowns = piece.getElementsByTagNameNS(SVG_NS, "polygon").getLength();
            assertThat(crowns).isEqualTo(piece.getAttribute("class").endsWith("king") ? 1 : 0);
        }
        assertThat(elements(svg, "polygon", "crown")).hasSize(3);

        // Origin 10 = d6 and destination 12 = h6 tinted; the path through 3 = f8.
        List<String> tinted = new ArrayList<>();
        for (Element rect : elements(svg, "rect", "last-move")) {
            tinted.add(rect.getAttribute("x") + "," + rect.getAttribute("y"));
        }
        assertThat(tinted).containsExactly("300,200", "700,200");
        List<Element> path = elements(svg, "g", "last-move-path");
        assertThat(path).hasSize(1);
        String points = ((Element) path.get(0).getElementsByTagNameNS(SVG_NS, "polyline").item(0))
                .getAttribute("points");
        assertThat(points).startsWith("350,250 550,50 ");
        // The head points down-right at h6's centre (750,250), just past it.
        Element head = (Element) path.get(0).getElementsByTagNameNS(SVG_NS, "polygon").item(0);
        assertThat(head.getAttribute("points")).startsWith("757.1,257.1 ");
    }

    // SVG: options

    @Test
    void flippedPutsBlackAtTheBottom() throws Exception {
        Position after = russianAfterCapture();
        Map<String, String> pieces = piecesByCentre(parse(BoardDiagram.builder().flipped(true).build().svg(after)));
        assertThat(pieces.get("650,750")).isEqualTo("piece black man");   // b8 now near the bottom right
        assertThat(pieces.get("750,50")).isEqualTo("piece white king");   // a1 now at the top right
        assertThat(pieces.get("150,50")).isEqualTo("piece black king");   // g1 now top left
        assertThat(pieces).hasSize(5);
    }

    @Test
    void squareNumbersSitInTheCornerOfEveryPlayableSquare() throws Exception {
        Document svg = parse(BoardDiagram.builder().squareNumbers(true).build()
                .svg(Position.start(TestVariants.INTERNATIONAL)));
        List<Element> numbers = elements(svg, "text", "square-number");
        assertThat(numbers).hasSize(50);
        Element first = numbers.get(0);
        assertThat(first.getTextContent()).isEqualTo("1");
        // b10's top-left corner is (100, 0).
        assertThat(Integer.parseInt(first.getAttribute("x"))).isBetween(100, 120);
        assertThat(Integer.parseInt(first.getAttribute("y"))).isBetween(10, 30);
        assertThat(numbers.get(49).getTextContent()).isEqualTo("50");

        List<Element> turkish = elements(parse(BoardDiagram.builder().squareNumbers(true).build()
                .svg(Position.start(TestVariants.TURKISH))), "text", "square-number");
        assertThat(turkish).hasSize(64);
        assertThat(turkish.get(0).getTextContent()).isEqualTo("a1");
        assertThat(turkish.get(63).getTextContent()).isEqualTo("h8");
    }

    @Test
    void coordinatesAddABorderWithFilesAndRanks() throws Exception {
        Document svg = parse(BoardDiagram.builder().coordinates(true).build()
                .svg(Position.start(TestVariants.RUSSIAN)));
        assertThat(svg.getDocumentElement().getAttribute("viewBox")).isEqualTo("0 0 840 840");
        assertThat(texts(svg, "file")).containsExactly("a", "b", "c", "d", "e", "f", "g", "h");
        assertThat(texts(svg, "rank")).containsExactly("8", "7", "6", "5", "4", "3", "2", "1");
        // The board moves right by the border: a1's man is centred at (40 + 50, 750).
        assertThat(piecesByCentre(svg).get("90,750")).isEqualTo("piece white man");

        Document flipped = parse(BoardDiagram.builder().coordinates(true).flipped(true).build()
                .svg(Position.start(TestVariants.RUSSIAN)));
        assertThat(texts(flipped, "file")).containsExactly("h", "g", "f", "e", "d", "c", "b", "a");
        assertThat(texts(flipped, "rank")).containsExactly("1", "2", "3", "4", "5", "6", "7", "8");
    }

    @Test
    void arrowsGoFromCentreToCentre() throws Exception {
        Document svg = parse(BoardDiagram.builder().arrow(31, 27).arrow(50, 50).build()
                .svg(Position.start(TestVariants.INTERNATIONAL)));
        List<Element> arrows = elements(svg, "g", "arrow");
        assertThat(arrows).hasSize(2);
        // 31 = b4 (150,650) to 27 = c5 (250,550): up and to the right.
        String line = ((Element) arrows.get(0).getElementsByTagNameNS(SVG_NS, "polyline").item(0))
                .getAttribute("points");
        assertThat(line).startsWith("150,650 ");
        Element head = (Element) arrows.get(0).getElementsByTagNameNS(SVG_NS, "polygon").item(0);
        assertThat(head.getAttribute("points")).startsWith("257.1,542.9 ");
        // From a square to itself: a ring round it.
        Element ring = (Element) arrows.get(1).getElementsByTagNameNS(SVG_NS, "circle").item(0);
        assertThat(ring.getAttribute("cx") + "," + ring.getAttribute("cy")).isEqualTo("850,950");
    }

    @Test
    void sizeSetsTheWidthAndHeightButNotTheViewBox() throws Exception {
        Element root = parse(BoardDiagram.builder().size(800).build()
                .svg(Position.start(TestVariants.INTERNATIONAL))).getDocumentElement();
        assertThat(root.getAttribute("width")).isEqualTo("800");
        assertThat(root.getAttribute("height")).isEqualTo("800");
        assertThat(root.getAttribute("viewBox")).isEqualTo("0 0 1000 1000");
        assertThatThrownBy(() -> BoardDiagram.builder().size(0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("not 0");
        assertThatThrownBy(() -> BoardDiagram.builder().size(BoardDiagram.MAX_SIZE + 1))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void squaresOffTheBoardAreRejected() {
        Position start = Position.start(TestVariants.RUSSIAN);
        assertThatThrownBy(() -> BoardDiagram.builder().arrow(1, 33).build().svg(start))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("square 33 of the arrow 1-33");
        assertThatThrownBy(() -> BoardDiagram.builder().lastMove(0, 5).build().svg(start))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("square 0 of the last move");
        assertThatThrownBy(() -> BoardDiagram.builder().lastMove(5)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void optionsAreValuesAndBuildersDeriveFromThem() {
        BoardDiagram options = BoardDiagram.builder().flipped(true).squareNumbers(true).coordinates(true)
                .lastMove(32, 28).arrow(19, 23).size(300).build();
        assertThat(options.isFlipped()).isTrue();
        assertThat(options.squareNumbers()).isTrue();
        assertThat(options.coordinates()).isTrue();
        assertThat(options.lastMove()).containsExactly(32, 28);
        assertThat(options.arrows()).containsExactly(new BoardDiagram.Arrow(19, 23));
        assertThat(options.size()).isEqualTo(300);
        assertThat(options.toBuilder().build()).isEqualTo(options).hasSameHashCodeAs(options);
        assertThat(options.toBuilder().lastMove((Move) null).arrows(List.of()).build())
                .isNotEqualTo(options).satisfies(o -> {
                    assertThat(o.lastMove()).isEmpty();
                    assertThat(o.arrows()).isEmpty();
                });
        assertThat(BoardDiagram.DEFAULT.lastMove()).isEmpty();
        assertThat(BoardDiagram.DEFAULT.size()).isEqualTo(BoardDiagram.DEFAULT_SIZE);
    }

    // SVG: every board

    static Stream<Variant> everyBoard() {
        List<Variant> variants = new ArrayList<>(TestVariants.EVERY);
        variants.addAll(TestVariants.TOWER_RULES);
        variants.add(TestVariants.TURKISH);
        // Every board Geometry.of builds, with the same small position: one piece of each kind.
        for (int size = Geometry.MIN_SIZE; size <= Geometry.MAX_SIZE; size += 2) {
            for (boolean a1 : new boolean[] {true, false}) {
                for (Geometry.Numbering numbering : Geometry.Numbering.values()) {
                    Geometry g = Geometry.of(size, a1, numbering);
                    // Around the middle, so that no man stands on its crowning row whatever the numbering.
                    int middle = g.squareCount() / 2;
                    String fen = "W:W" + (middle + 1 + size / 2) + ",K" + (middle + 1) + ":B" + (middle - size / 2)
                            + ",K" + middle;
                    String name = "test-" + g.toString().replace(' ', '-');
                    variants.add(TestVariants.variant(name, Traits.international().geometry(g), fen, 0, false));
                }
            }
        }
        return variants.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("everyBoard")
    void everyBoardDrawsEveryPieceOnADarkSquare(Variant variant) throws Exception {
        Position start = Position.start(variant);
        Geometry g = variant.geometry();
        int n = g.size();
        BoardDiagram options = BoardDiagram.builder().squareNumbers(true).coordinates(true)
                .lastMove(1, g.squareCount()).arrow(2, g.squareCount() - 1).build();
        Document svg = parse(options.svg(start));
        int extent = n * BoardDiagram.SQUARE + BoardDiagram.BORDER;
        assertThat(svg.getDocumentElement().getAttribute("viewBox")).isEqualTo("0 0 " + extent + " " + extent);
        assertThat(elements(svg, "rect", "dark")).hasSize(g.isAllSquares() ? n * n / 2 : g.squareCount());
        assertThat(elements(svg, "text", "square-number")).hasSize(g.squareCount());
        assertThat(texts(svg, "file")).hasSize(n).startsWith("a");
        assertThat(texts(svg, "rank")).hasSize(n).startsWith(String.valueOf(n));

        Map<String, String> pieces = piecesByCentre(svg);
        assertThat(pieces).hasSize(start.count(Color.WHITE) + start.count(Color.BLACK));
        assertThat(elements(svg, "polygon", "crown"))
                .hasSize(start.kingCount(Color.WHITE) + start.kingCount(Color.BLACK));
        for (int square = 1; square <= g.squareCount(); square++) {
            Piece piece = start.pieceAt(square);
            String at = (BoardDiagram.BORDER + g.column(square) * 100 + 50) + "," + (g.row(square) * 100 + 50);
            String expected = piece == null ? null : "piece " + piece.color().name().toLowerCase(java.util.Locale.ROOT)
                    + (piece.isKing() ? " king" : " man");
            assertThat(pieces.get(at)).as("square %d", square).isEqualTo(expected);
        }
        // The dark squares are the playable ones, so every piece stands on one (but in Turkish).
        if (!g.isAllSquares()) {
            List<String> dark = new ArrayList<>();
            for (Element rect : elements(svg, "rect", "dark")) {
                dark.add((Integer.parseInt(rect.getAttribute("x")) + 50) + "," + (Integer.parseInt(rect.getAttribute("y")) + 50));
            }
            assertThat(dark).containsAll(pieces.keySet());
        } else {
            // a1 is dark and b1 light, as on a chessboard.
            List<String> corners = new ArrayList<>();
            for (Element rect : elements(svg, "rect", "dark")) {
                corners.add(rect.getAttribute("x") + "," + rect.getAttribute("y"));
            }
            assertThat(corners).contains("40,700").doesNotContain("140,700");
        }
    }

    // helpers

    /** Parses the document as a strict, namespace-aware XML parser does, with no DTD allowed. */
    static Document parse(String svg) throws Exception {
        assertThat(svg).startsWith("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg ")
                .doesNotContain("<script").doesNotContain("href").doesNotContain("<style")
                .doesNotContain("<!DOCTYPE");
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_DTD, "");
        DocumentBuilder builder = factory.newDocumentBuilder();
        builder.setErrorHandler(null);
        return builder.parse(new InputSource(new StringReader(svg)));
    }

    /** @return the elements of that SVG name whose class list holds {@code cssClass} (any when null) */
    static List<Element> elements(Document svg, String name, String cssClass) {
        NodeList nodes = svg.getElementsByTagNameNS(SVG_NS, name);
        List<Element> found = new ArrayList<>();
        for (int i = 0; i < nodes.getLength(); i++) {
            Element element = (Element) nodes.item(i);
            if (cssClass == null || List.of(element.getAttribute("class").split(" ")).contains(cssClass)) {
                found.add(element);
            }
        }
        return found;
    }

    static List<String> texts(Document svg, String cssClass) {
        return elements(svg, "text", cssClass).stream().map(Element::getTextContent).toList();
    }

    /** @return each piece's class list by its disc's centre, "cx,cy"; fails on two pieces at one place */
    static Map<String, String> piecesByCentre(Document svg) {
        Map<String, String> pieces = new HashMap<>();
        for (Element piece : elements(svg, "g", "piece")) {
            Element disc = (Element) piece.getElementsByTagNameNS(SVG_NS, "circle").item(0);
            String at = disc.getAttribute("cx") + "," + disc.getAttribute("cy");
            assertThat(pieces.put(at, piece.getAttribute("class"))).as("two pieces at %s", at).isNull();
        }
        return pieces;
    }

    /** @return the relative luminance of {@code #rrggbb}, 0 black to 1 white */
    static double luminance(String colour) {
        assertThat(colour).matches("#[0-9a-f]{6}");
        int rgb = Integer.parseInt(colour.substring(1), 16);
        return (0.2126 * (rgb >> 16) + 0.7152 * ((rgb >> 8) & 0xff) + 0.0722 * (rgb & 0xff)) / 255;
    }

    /** A tower is drawn from the side: a disc per piece, bottom first, under a group named by its top. */
    @Test
    void towersShowEveryPieceBottomToTop() throws Exception {
        Position p = Position.fromFen(TestVariants.TOWERS, "W:W22=bwbW,21:B10=wwb");
        Document svg = parse(BoardDiagram.DEFAULT.svg(p));
        NodeList groups = svg.getElementsByTagNameNS(SVG_NS, "g");
        Map<String, List<String>> towers = new HashMap<>();
        List<String> single = new ArrayList<>();
        for (int i = 0; i < groups.getLength(); i++) {
            Element group = (Element) groups.item(i);
            String kind = group.getAttribute("class");
            if (!kind.startsWith("piece")) {
                continue;
            }
            NodeList layers = group.getElementsByTagNameNS(SVG_NS, "ellipse");
            if (layers.getLength() == 0) {
                single.add(kind);
                continue;
            }
            List<String> stack = new ArrayList<>();
            double previous = Double.MAX_VALUE;
            for (int j = 0; j < layers.getLength(); j++) {
                Element layer = (Element) layers.item(j);
                stack.add(layer.getAttribute("class"));
                double y = Double.parseDouble(layer.getAttribute("cy"));
                assertThat(y).as("each piece above the one below it").isLessThan(previous);
                previous = y;
            }
            towers.put(kind, stack);
        }
        assertThat(single).containsExactly("piece white man");
        assertThat(towers).containsOnlyKeys("piece white king tower", "piece black man tower");
        assertThat(towers.get("piece white king tower"))
                .containsExactly("layer black man", "layer white man", "layer black man", "layer white king");
        assertThat(towers.get("piece black man tower")).containsExactly("layer white man", "layer white man", "layer black man");
        // The tall tower a long game can build still fits its square.
        Position tall = Position.fromFen(TestVariants.TOWERS, "W:W22=" + "b".repeat(15) + "w:B1");
        Document tallSvg = parse(BoardDiagram.DEFAULT.svg(tall));
        NodeList layers = tallSvg.getElementsByTagNameNS(SVG_NS, "ellipse");
        assertThat(layers.getLength()).isEqualTo(16);
        double top = Double.parseDouble(((Element) layers.item(15)).getAttribute("cy"));
        double bottom = Double.parseDouble(((Element) layers.item(0)).getAttribute("cy"));
        assertThat(bottom - top).isLessThanOrEqualTo(60.0);
    }

    /** With coordinates the text has ranks on the left and files below, as White sees it or flipped. */
    @Test
    void textCoordinatesFrameTheBoard() {
        BoardDiagram framed = BoardDiagram.builder().squareNumbers(true).coordinates(true).build();
        String[] lines = framed.text(Position.fromFen(TestVariants.RUSSIAN, "W:W22:B11")).split("\n");
        assertThat(lines).hasSize(9);
        assertThat(lines[0]).isEqualTo("8  .  1  .  2  .  3  .  4");
        assertThat(lines[5]).isEqualTo("3 21  .  w  . 23  . 24  .");
        assertThat(lines[8]).isEqualTo("   a  b  c  d  e  f  g  h");
        String[] flipped = framed.toBuilder().flipped(true).build().text(Position.fromFen(TestVariants.RUSSIAN, "W:W22:B11"))
                .split("\n");
        assertThat(flipped[0]).startsWith("1");
        assertThat(flipped[8]).isEqualTo("   h  g  f  e  d  c  b  a");
        String[] wide = framed.text(Position.start(TestVariants.INTERNATIONAL)).split("\n");
        assertThat(wide[0]).startsWith("10  .  b");
        assertThat(wide[9]).startsWith(" 1  w  .");
        assertThat(wide[10]).isEqualTo("    a  b  c  d  e  f  g  h  i  j");
    }
}
