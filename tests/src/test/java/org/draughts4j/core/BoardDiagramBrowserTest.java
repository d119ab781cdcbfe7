package org.draughts4j.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.imageio.ImageIO;
import org.draughts4j.tests.TestVariants;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Renders boards in a real browser, headless Chromium, and reads the screenshots back: what a user
 * sees, not only what the XML says. Skipped when no Chromium is installed ({@code apt-get install
 * chromium} on Debian; the {@code CHROMIUM} environment variable may name the binary). The SVG files
 * and screenshots stay in {@code target/board-screenshots/} for a person to look at.
 */
class BoardDiagramBrowserTest {

    static final Path OUT = Path.of("target", "board-screenshots");
    static final int SIZE = 480;

    static String chromium;

    @BeforeAll
    static void findChromium() {
        chromium = findBinary();
        Assumptions.assumeTrue(chromium != null, "no chromium binary on the PATH");
    }

    @Test
    void internationalStart() throws Exception {
        BufferedImage png = render("international-start", BoardDiagram.builder().size(SIZE).build(),
                Position.start(TestVariants.INTERNATIONAL));
        Geometry g = Geometry.TEN_BY_TEN;
        int square = SIZE / 10;
        // An empty dark square (23) and the light square left of it, in the empty middle rows.
        assertNear(pixel(png, g, 23, square, 0, 0), 0xa0703f, "empty dark square 23");
        assertNear(png.getRGB(g.column(23) * square - square / 2, g.row(23) * square + square / 2), 0xf0d9b5,
                "the light square left of 23");
        // Men: light at 31 to 50, dark at 1 to 20, each seen at its centre.
        for (int s : new int[] {1, 20, 31, 46, 50}) {
            int rgb = pixel(png, g, s, square, 0, 0);
            assertNear(rgb, s <= 20 ? 0x222222 : 0xfbf8f0, "the man on " + s);
        }
        assertThat(colours(png)).as("distinct colours").isGreaterThan(4);
    }

    @Test
    void russianKingsAndTheLastMove() throws Exception {
        Position after = BoardDiagramTest.russianAfterCapture();
        BufferedImage png = render("russian-kings-last-move",
                BoardDiagram.builder().size(SIZE).lastMove(BoardDiagramTest.russianCapture()).build(), after);
        Geometry g = Geometry.EIGHT_BY_EIGHT;
        int square = SIZE / 8;
        // Kings: the gold crown at the centre, the disc's own colour below the crown.
        for (int s : new int[] {29, 32}) {
            assertNear(pixel(png, g, s, square, 0, 0), 0xe6b422, "the crown of the king on " + s);
        }
        assertNear(pixel(png, g, 29, square, 0, 0.3), 0xfbf8f0, "white king's disc on 29");
        assertNear(pixel(png, g, 32, square, 0, 0.3), 0x222222, "black king's disc on 32");
        assertNear(pixel(png, g, 22, square, 0, 0), 0xfbf8f0, "white man on 22");
        assertNear(pixel(png, g, 1, square, 0, 0), 0x222222, "black man on 1");
        // The origin 10 (empty now) is tinted: yellower than a plain dark square such as 14.
        int origin = pixel(png, g, 10, square, -0.4, 0.4);
        int plain = pixel(png, g, 14, square, -0.4, 0.4);
        assertNear(plain, 0xa0703f, "plain dark square 14");
        assertThat(green(origin)).as("green of the tinted origin").isGreaterThan(green(plain) + 40);
        // The path's line passes over 3's centre (empty f8), in the path's blue.
        int onPath = pixel(png, g, 3, square, 0, 0);
        assertThat(blue(onPath)).as("blue on the path at f8").isGreaterThan(red(onPath) + 40);
    }

    /** A picture with every option, for a person to look at; the test checks only that it renders. */
    @Test
    void everyOptionAndTheAllSquaresBoardRender() throws Exception {
        BufferedImage options = render("russian-every-option", BoardDiagram.builder().size(SIZE).squareNumbers(true)
                .coordinates(true).lastMove(BoardDiagramTest.russianCapture()).arrow(1, 5).arrow(32, 23).build(),
                BoardDiagramTest.russianAfterCapture());
        assertThat(colours(options)).isGreaterThan(8);
        BufferedImage turkish = render("turkish-start-flipped", BoardDiagram.builder().size(SIZE).flipped(true)
                .squareNumbers(true).coordinates(true).build(), Position.start(TestVariants.TURKISH));
        assertThat(colours(turkish)).isGreaterThan(4);
    }

    // helpers

    /** Writes the SVG, has Chromium screenshot it at its own size, and reads the PNG back. */
    static BufferedImage render(String name, BoardDiagram diagram, Position position)
            throws IOException, InterruptedException {
        Files.createDirectories(OUT);
        Path svg = OUT.resolve(name + ".svg").toAbsolutePath();
        Path png = OUT.resolve(name + ".png").toAbsolutePath();
        Path log = OUT.resolve(name + ".log").toAbsolutePath();
        Files.writeString(svg, diagram.svg(position));
        Files.deleteIfExists(png);
        List<String> command = new ArrayList<>(List.of(chromium, "--headless", "--disable-gpu", "--hide-scrollbars",
                "--force-device-scale-factor=1", "--user-data-dir=" + OUT.resolve("chromium-profile").toAbsolutePath(),
                "--screenshot=" + png, "--window-size=" + diagram.size() + "," + diagram.size()));
        if ("root".equals(System.getProperty("user.name"))) {
            command.add("--no-sandbox"); // Chromium refuses to run as root with its sandbox.
        }
        command.add(svg.toUri().toString());
        Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        if (!process.waitFor(120, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError("chromium took over two minutes; see " + log);
        }
        assertThat(png).as("screenshot (chromium's output: %s)", log).exists();
        BufferedImage image = ImageIO.read(png.toFile());
        assertThat(image).isNotNull();
        assertThat(image.getWidth()).isEqualTo(diagram.size());
        assertThat(image.getHeight()).isEqualTo(diagram.size());
        return image;
    }

    /** @return the colour at {@code square}'s centre moved by fractions of a square, on a board without a border */
    static int pixel(BufferedImage png, Geometry g, int square, int squarePixels, double dx, double dy) {
        int x = (int) Math.round((g.column(square) + 0.5 + dx) * squarePixels);
        int y = (int) Math.round((g.row(square) + 0.5 + dy) * squarePixels);
        return png.getRGB(x, y) & 0xffffff;
    }

    static void assertNear(int rgb, int expected, String what) {
        int distance = Math.abs(red(rgb) - red(expected)) + Math.abs(green(rgb) - green(expected))
                + Math.abs(blue(rgb) - blue(expected));
        assertThat(distance).as("%s: #%06x, expected about #%06x", what, rgb & 0xffffff, expected).isLessThan(40);
    }

    static int red(int rgb) {
        return (rgb >> 16) & 0xff;
    }

    static int green(int rgb) {
        return (rgb >> 8) & 0xff;
    }

    static int blue(int rgb) {
        return rgb & 0xff;
    }

    /** @return how many distinct colours the image has: a blank page has one */
    static long colours(BufferedImage image) {
        java.util.Set<Integer> seen = new java.util.HashSet<>();
        for (int y = 0; y < image.getHeight(); y += 2) {
            for (int x = 0; x < image.getWidth(); x += 2) {
                seen.add(image.getRGB(x, y));
            }
        }
        return seen.size();
    }

    private static String findBinary() {
        String named = System.getenv("CHROMIUM");
        if (named != null && !named.isBlank() && Files.isExecutable(Path.of(named))) {
            return named;
        }
        String path = System.getenv("PATH");
        if (path == null) {
            return null;
        }
        for (String name : new String[] {"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"}) {
            for (String dir : path.split(File.pathSeparator)) {
                Path candidate = Path.of(dir, name);
                if (Files.isExecutable(candidate)) {
                    return candidate.toString();
                }
            }
        }
        return null;
    }
}
