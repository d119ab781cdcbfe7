package org.draughts4j.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.draughts4j.core.Color;
import org.draughts4j.core.Game;
import org.draughts4j.core.Geometry;
import org.draughts4j.core.Move;
import org.draughts4j.core.Piece;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.draughts4j.core.pdn.PdnGames;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The page in a real browser: headless Chromium driven by WebDriver (Debian's {@code chromium} and
 * {@code chromium-driver}). The contract's tests go through the page contract of CONVENTIONS.md
 * only (ids and data attributes); the tests of the page's own behaviour, below them, also read its
 * other elements ({@code #turn}, {@code #message}, {@code #edit-error}, {@code #fen-error}, {@code
 * #evalbar}, {@code #game-analysis}, ...) and replace {@code window.fetch} to log and slow its
 * requests. One browser for the class, a fresh page for each test. Skipped where {@code
 * /usr/bin/chromedriver} is missing; {@code .ci/run} installs it.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class BrowserTest {
    private static final Path DRIVER = Path.of("/usr/bin/chromedriver");
    private static final Dimension DESKTOP = new Dimension(1280, 900);
    private static WebServer server;
    private static ChromeDriver driver;

    @BeforeAll
    static void start() throws IOException {
        assumeTrue(Files.isExecutable(DRIVER), "no " + DRIVER + ": apt-get install chromium chromium-driver");
        server = WebServer.start("127.0.0.1", 0, WebServer.defaultEngines(), null);
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(DRIVER.toFile()).usingAnyFreePort().build();
        ChromeOptions options = new ChromeOptions();
        if (new File("/usr/bin/chromium").canExecute()) {
            options.setBinary("/usr/bin/chromium");
        }
        // --no-sandbox: CI runs as root, where Chromium's sandbox will not start.
        options.addArguments("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                "--window-size=" + DESKTOP.width + "," + DESKTOP.height);
        driver = new ChromeDriver(service, options);
    }

    @AfterAll
    static void stop() {
        if (driver != null) {
            driver.quit();
        }
        if (server != null) {
            server.close();
        }
    }

    @BeforeEach
    void open() {
        driver.manage().window().setSize(DESKTOP);
        driver.get(server.uri().toString());
        waitFor(() -> driver.findElements(By.cssSelector("#board [data-square]")).size() == 50
                && !text("fen").isEmpty() && driver.findElements(By.cssSelector("#opponent option")).size() > 1);
    }

    // --- the contract's hooks ------------------------------------------------------------------

    /** Waits for a condition; an element the page drew again while the condition read it only means "not yet". */
    private static void waitFor(java.util.function.BooleanSupplier condition) {
        new WebDriverWait(driver, Duration.ofSeconds(15), Duration.ofMillis(50))
                .ignoring(org.openqa.selenium.StaleElementReferenceException.class)
                .until(d -> condition.getAsBoolean());
    }

    private static String text(String id) {
        return driver.findElement(By.id(id)).getText().strip();
    }

    private static WebElement square(String name) {
        return driver.findElement(By.cssSelector("#board [data-square='" + name + "']"));
    }

    /** Clicks a square; the board may be drawn again between finding it and clicking it, then it is found again. */
    private static void click(String name) {
        for (int attempt = 0; ; attempt++) {
            try {
                square(name).click();
                return;
            } catch (org.openqa.selenium.StaleElementReferenceException e) {
                if (attempt == 3) {
                    throw e;
                }
            }
        }
    }

    private static String piece(String name) {
        return attribute(name, "data-piece");
    }

    /**
     * Reads a square's attribute in one script, so a board drawn again between finding the square and reading it
     * cannot make the read fail.
     */
    private static String attribute(String square, String attribute) {
        return (String) ((JavascriptExecutor) driver).executeScript(
                "const e = document.querySelector(`#board [data-square='${arguments[0]}']`);"
                        + " return e === null ? null : e.getAttribute(arguments[1]);", square, attribute);
    }

    /** @return the texts of the moves' elements, read in one go (the list is drawn again as the game goes on) */
    @SuppressWarnings("unchecked")
    private static List<String> moves() {
        return (List<String>) ((JavascriptExecutor) driver).executeScript(
                "return [...document.querySelectorAll('#moves [data-ply]')].map(e => e.textContent.trim());");
    }

    /** @return the analysis lines' depth, score and moves, read in one go */
    @SuppressWarnings("unchecked")
    private static List<Map<String, String>> lines() {
        return (List<Map<String, String>>) ((JavascriptExecutor) driver).executeScript(
                "return [...document.querySelectorAll('#analysis .line')].map(e => ({depth: e.dataset.depth,"
                        + " score: e.dataset.score, pv: e.dataset.pv}));");
    }

    private static void variant(String name) {
        new Select(driver.findElement(By.id("variant"))).selectByValue(name);
        Variant variant = Variant.byName(name);
        String start = Position.start(variant).toFen();
        waitFor(() -> text("fen").equals(start) && driver.findElements(By.cssSelector("#board [data-square]")).size()
                == variant.geometry().squareCount());
    }

    private static void setUp(String fen) {
        WebElement in = driver.findElement(By.id("fen-in"));
        in.clear();
        in.sendKeys(fen);
        driver.findElement(By.id("fen-load")).click();
    }

    /** Plays a move by clicks: its origin, then its destination, then the squares on its way while others are left. */
    private static void play(Move move, Geometry geometry) {
        int before = moves().size();
        List<Integer> path = move.path();
        click(geometry.name(path.get(0)));
        click(geometry.name(path.get(path.size() - 1)));
        for (int i = 1; i < path.size() - 1 && !grows(before, 1500); i++) {
            click(geometry.name(path.get(i)));
        }
        waitFor(() -> moves().size() > before);
    }

    private static boolean grows(int before, long millis) {
        long deadline = System.nanoTime() + millis * 1_000_000;
        while (System.nanoTime() < deadline) {
            if (moves().size() > before) {
                return true;
            }
            sleep(50);
        }
        return false;
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Saves a screenshot where the build says (docs/images keeps the ones docs/web.md shows). */
    private static void screenshot(String name) throws IOException {
        // A move's piece slides in for 0.2 s, above its square's number: the picture waits for it to land.
        waitFor(() -> (Boolean) ((JavascriptExecutor) driver).executeScript(
                "return !document.querySelector('#board [style*=\"transform\"]');"));
        String dir = System.getProperty("screenshots.dir", "target/screenshots");
        Path file = Path.of(dir, name + ".png");
        Files.createDirectories(file.getParent());
        Files.write(file, driver.getScreenshotAs(OutputType.BYTES));
    }

    /** @return the board's pieces as the page shows them, by square name */
    private static Map<String, String> shownPieces() {
        @SuppressWarnings("unchecked")
        Map<String, String> pieces = (Map<String, String>) ((JavascriptExecutor) driver).executeScript(
                "const m = {}; for (const e of document.querySelectorAll('#board [data-piece]'))"
                        + " m[e.getAttribute('data-square')] = e.getAttribute('data-piece'); return m;");
        return pieces;
    }

    /** @return the texts around the board (files, then ranks, as drawn), read in one go */
    @SuppressWarnings("unchecked")
    private static List<String> borderLabels() {
        return (List<String>) ((JavascriptExecutor) driver).executeScript(
                "return [...document.querySelectorAll('#board .coord')].map(e => e.textContent);");
    }

    /** @return files a, b, ... and ranks from the top down, interleaved as the board draws them */
    private static List<String> borderLabels(int size) {
        List<String> labels = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            labels.add(String.valueOf((char) ('a' + i)));
            labels.add(String.valueOf(size - i));
        }
        return labels;
    }

    private static Map<String, String> pieces(Position position) {
        Map<String, String> pieces = new java.util.HashMap<>();
        Geometry geometry = position.variant().geometry();
        for (Map.Entry<Integer, Piece> entry : position.pieceMap().entrySet()) {
            pieces.put(geometry.name(entry.getKey()), GameViews.letter(entry.getValue()));
        }
        return pieces;
    }

    // --- the tests -----------------------------------------------------------------------------

    @Test
    void clicksPlayMovesAndTheMoveListShowsAnyPosition() throws IOException {
        Variant international = Variant.byName("international");
        click("32");
        click("28");
        waitFor(() -> moves().equals(List.of("32-28")));
        assertThat(piece("28")).isEqualTo("w");
        assertThat(piece("32")).isNull();
        click("19");
        click("23");
        waitFor(() -> moves().size() == 2);
        click("28");
        click("19");
        waitFor(() -> moves().size() == 3);
        assertThat(moves()).containsExactly("32-28", "19-23", "28x19");
        Game game = Game.start(international).play("32-28", "19-23", "28x19");
        assertThat(text("fen")).isEqualTo(game.position().toFen());
        assertThat(shownPieces()).isEqualTo(pieces(game.position()));
        assertThat(driver.findElement(By.id("pdn-out")).getAttribute("value"))
                .contains("[GameType \"20\"]").contains("1. 32-28 19-23 2. 28x19 *");
        assertThat(text("status")).isEmpty();
        // Empty, yet in the layout: a harness may wait for the hook to be visible.
        Number statusHeight = (Number) script("return document.getElementById('status').getBoundingClientRect().height;");
        assertThat(statusHeight.doubleValue()).isGreaterThan(0);
        screenshot("web-international");
        // The first move's position, then back to the last.
        driver.findElement(By.cssSelector("#moves [data-ply='1']")).click();
        waitFor(() -> text("fen").equals(game.positions().get(1).toFen()));
        driver.findElement(By.cssSelector("#moves [data-ply='3']")).click();
        waitFor(() -> text("fen").equals(game.position().toFen()));
        // Flipped, square 1 (Black's corner, at the top as White sees it) goes to the bottom.
        assertThat(square("1").getLocation().getY()).isLessThan(square("50").getLocation().getY());
        driver.findElement(By.id("flip")).click();
        assertThat(square("1").getLocation().getY()).isGreaterThan(square("50").getLocation().getY());
    }

    @Test
    void aCaptureWithSeveralPathsAsksForTheNextSquare() {
        setUp("W:W17,36:B7,31,32,41,42,43,44");
        waitFor(() -> text("fen").equals("W:W17,36:B7,31,32,41,42,43,44"));
        click("36");
        click("40");
        // Two captures end on 40: nothing is played until a square on the way decides.
        sleep(500);
        assertThat(moves()).isEmpty();
        assertThat(text("message")).contains("several captures");
        assertThat(attribute("27", "class")).contains("target");
        // 38 is on both ways, but not next: while the way is asked, only the next square is taken.
        click("38");
        waitFor(() -> text("message").contains("38 does not come next"));
        assertThat(moves()).isEmpty();
        click("27");
        waitFor(() -> moves().size() == 1);
        assertThat(moves()).containsExactly("36x27x38x49x40");
        Position after = Position.fromFen(Variant.byName("international"), "W:W17,36:B7,31,32,41,42,43,44")
                .play("36x27x38x49x40");
        assertThat(text("fen")).isEqualTo(after.toFen());
    }

    @Test
    void aGameAgainstTheEngineEndsWithTheLibrarysResult() throws IOException {
        new Select(driver.findElement(By.id("opponent"))).selectByValue("builtin level 1");
        String fen = "W:W27,28,32,33,37,38,42:B8,12,13";
        setUp(fen);
        Variant international = Variant.byName("international");
        waitFor(() -> text("fen").equals(fen));
        for (int ply = 0; ply < 400 && text("status").isEmpty(); ply++) {
            waitFor(() -> !text("status").isEmpty() || text("fen").startsWith("W:"));
            if (!text("status").isEmpty()) {
                break;
            }
            Position position = Position.fromFen(international, text("fen"));
            play(Strategy.best(position), international.geometry());
            waitFor(() -> !text("status").isEmpty() || text("fen").startsWith("W:"));
        }
        Game game = Game.from(Position.fromFen(international, fen)).play(moves().toArray(new String[0]));
        assertThat(game.outcome().isOver()).as("the game ended: %s", moves()).isTrue();
        assertThat(text("status")).startsWith(PdnGames.result(game.outcome(), international) + " ")
                .contains(GameViews.reason(game.outcome()));
        assertThat(driver.findElement(By.id("pdn-out")).getAttribute("value"))
                .contains("[Result \"" + PdnGames.result(game.outcome(), international) + "\"]");
        screenshot("web-game-over");
    }

    @Test
    void takeBackGoesBackToTheHumansMove() {
        new Select(driver.findElement(By.id("opponent"))).selectByValue("builtin level 1");
        click("32");
        click("28");
        waitFor(() -> moves().size() == 2 && text("fen").startsWith("W:"));
        driver.findElement(By.id("undo")).click();
        waitFor(() -> moves().isEmpty());
        assertThat(text("fen")).isEqualTo(Position.start(Variant.byName("international")).toFen());
    }

    @Test
    void theBoardEditorSetsUpAPosition() {
        driver.findElement(By.id("edit")).click();
        driver.findElement(By.id("edit-clear")).click();
        waitFor(() -> shownPieces().isEmpty());
        driver.findElement(By.cssSelector("input[name='brush'][value='W']")).click();
        click("28");
        driver.findElement(By.cssSelector("input[name='brush'][value='b']")).click();
        click("23");
        click("24");
        driver.findElement(By.cssSelector("input[name='brush'][value='']")).click();
        click("24");
        new Select(driver.findElement(By.id("edit-side"))).selectByValue("B");
        driver.findElement(By.id("edit-done")).click();
        waitFor(() -> text("fen").equals("B:WK28:B23"));
        assertThat(piece("28")).isEqualTo("W");
        assertThat(piece("23")).isEqualTo("b");
        // A position the rules refuse keeps the editor open, with the reason.
        driver.findElement(By.id("edit")).click();
        driver.findElement(By.cssSelector("input[name='brush'][value='w']")).click();
        click("3");
        driver.findElement(By.id("edit-done")).click();
        waitFor(() -> !text("edit-error").isEmpty());
        assertThat(driver.findElement(By.id("editor")).isDisplayed()).isTrue();
        // In the editor's terms, beside its buttons: not the parser's words about a FEN never typed.
        assertThat(text("edit-error")).isEqualTo("a white man cannot stand on its crowning row (square 3)");
        assertInView("edit-error");
        assertThat(text("fen")).isEqualTo("B:WK28:B23");
        // New game closes the editor: it was open on the game that goes.
        driver.findElement(By.id("new")).click();
        waitFor(() -> text("fen").equals(startFen()));
        assertThat(driver.findElement(By.id("editor")).isDisplayed()).isFalse();
    }

    private static void brush(String letter) {
        driver.findElement(By.cssSelector("input[name='brush'][value='" + letter + "']")).click();
    }

    private static String fenOf(String variant, String fen) {
        return Position.fromFen(Variant.byName(variant), fen).toFen();
    }

    /** Column draughts: the editor opens on towers whole, and builds them piece by piece. */
    @Test
    void theBoardEditorSetsUpTowers() {
        variant("bashni");
        Geometry geometry = Variant.byName("bashni").geometry();
        String c3 = String.valueOf(geometry.parseAlgebraic("c3"));
        String e5 = String.valueOf(geometry.parseAlgebraic("e5"));
        String d6 = String.valueOf(geometry.parseAlgebraic("d6"));
        String towers = fenOf("bashni", "W:Wc3=bw,e5=wbW:Bd6=wwb");
        setUp(towers);
        waitFor(() -> text("fen").equals(towers));
        // Opened and done again: the same position, towers and all.
        driver.findElement(By.id("edit")).click();
        waitFor(() -> "wbW".equals(attribute(e5, "data-tower")));
        driver.findElement(By.id("edit-done")).click();
        waitFor(() -> driver.findElement(By.id("editor")).getAttribute("hidden") != null);
        assertThat(text("fen")).isEqualTo(towers);
        // Built by clicks: a piece, then pieces on top; the empty brush on top takes the top off.
        driver.findElement(By.id("edit")).click();
        driver.findElement(By.id("edit-clear")).click();
        waitFor(() -> shownPieces().isEmpty());
        brush("b");
        click(c3);
        driver.findElement(By.id("edit-stack")).click();
        brush("w");
        click(c3);
        click(e5);
        brush("b");
        click(e5);
        click(e5);
        brush("");
        click(e5);
        brush("W");
        click(e5);
        brush("w");
        click(d6);
        click(d6);
        brush("b");
        click(d6);
        assertThat(attribute(c3, "data-tower")).isEqualTo("bw");
        assertThat(attribute(e5, "data-tower")).isEqualTo("wbW");
        driver.findElement(By.id("edit-done")).click();
        waitFor(() -> text("fen").equals(towers) || !text("edit-error").isEmpty());
        assertThat(text("fen")).as(text("edit-error")).isEqualTo(towers);
        assertThat(attribute(d6, "data-tower")).isEqualTo("wwb");
    }

    /** Frisian: the editor sets the counts of one king's moves in a row, and which king they are about. */
    @Test
    void theBoardEditorSetsFrisianKingMoveCounts() {
        variant("frisian");
        String counted = fenOf("frisian", "W:WK37,K42,46:B5,K10:+110+237");
        setUp(counted);
        waitFor(() -> text("fen").equals(counted));
        driver.findElement(By.id("edit")).click();
        waitFor(() -> driver.findElement(By.id("edit-kings")).isDisplayed());
        assertThat(new Select(driver.findElement(By.id("edit-white-count"))).getFirstSelectedOption().getText())
                .isEqualTo("2");
        assertThat(new Select(driver.findElement(By.id("edit-white-king"))).getFirstSelectedOption().getText())
                .isEqualTo("37");
        assertThat(new Select(driver.findElement(By.id("edit-black-count"))).getFirstSelectedOption().getText())
                .isEqualTo("1");
        // Another king, another count; black's king moves no more.
        new Select(driver.findElement(By.id("edit-white-king"))).selectByValue("42");
        new Select(driver.findElement(By.id("edit-white-count"))).selectByValue("3");
        new Select(driver.findElement(By.id("edit-black-count"))).selectByValue("0");
        driver.findElement(By.id("edit-done")).click();
        String edited = fenOf("frisian", "W:WK37,K42,46:B5,K10:+0+342");
        waitFor(() -> text("fen").equals(edited) || !text("edit-error").isEmpty());
        assertThat(text("fen")).as(text("edit-error")).isEqualTo(edited);
        // The count is the position's: the king on 42, at 3, may not make a fourth plain move.
        Position position = Position.fromFen(Variant.byName("frisian"), edited);
        assertThat(position.kingMoveCount(Color.WHITE)).isEqualTo(3);
    }

    /** Engine against engine: an engine plays the human's side too, and the game goes to the rules' end. */
    @Test
    void twoEnginesPlayAGameToItsEnd() {
        String fen = "W:W28,38,47:B4,9,23";
        setUp(fen);
        waitFor(() -> text("fen").equals(fen));
        new Select(driver.findElement(By.id("opponent"))).selectByValue("builtin level 1");
        new Select(driver.findElement(By.id("autoplay"))).selectByValue("builtin level 2");
        new WebDriverWait(driver, Duration.ofSeconds(60), Duration.ofMillis(100)).until(d -> !text("status").isEmpty());
        Variant international = Variant.byName("international");
        Game game = Game.from(Position.fromFen(international, fen)).play(moves().toArray(new String[0]));
        assertThat(moves()).hasSizeGreaterThanOrEqualTo(3);
        assertThat(game.outcome().isOver()).isTrue();
        assertThat(text("status")).isEqualTo(PdnGames.result(game.outcome(), international) + " "
                + GameViews.reason(game.outcome()));
    }

    /** The whole game analysed: every move gets its score and a mark (empty for a good move). */
    @Test
    void theGamesAnalysisMarksEveryMove() throws IOException {
        WebElement in = driver.findElement(By.id("pdn-in"));
        in.sendKeys("[FEN \"W:W28,38,47:B4,9,23\"]\n1. 28x19 9-14 2. 19x10 4x15 3. 47-42 15-20 4. 38-33 20-24"
                + " 5. 33-29 24x33 6. 42-38 33x42 *\n");
        driver.findElement(By.id("pdn-load")).click();
        waitFor(() -> moves().size() == 12);
        driver.findElement(By.id("analyse-game")).click();
        new WebDriverWait(driver, Duration.ofSeconds(60), Duration.ofMillis(100))
                .until(d -> text("game-analysis").startsWith("analysed"));
        @SuppressWarnings("unchecked")
        List<Map<String, String>> judged = (List<Map<String, String>>) ((JavascriptExecutor) driver).executeScript(
                "return [...document.querySelectorAll('#moves [data-ply]')].map(e => ({mark: e.dataset.mark,"
                        + " score: e.dataset.score}));");
        assertThat(judged).hasSize(12).allSatisfy(m -> {
            assertThat(m.get("mark")).isIn("", "?!", "?", "??");
            assertThat(m.get("score")).matches("[+-](\\d+\\.\\d\\d|W\\d+)");
        });
        // White went from a man up (the forced 28x19) to the rules' loss: some move of White's lost it.
        assertThat(judged.get(11).get("score")).isEqualTo("-W0");
        StringBuilder whites = new StringBuilder();
        for (int i = 0; i < judged.size(); i += 2) {
            whites.append(judged.get(i).get("mark"));
        }
        assertThat(whites.toString()).contains("?");
        assertThat(moves()).hasSize(12);
        screenshot("web-game-analysis");
    }

    @Test
    void resigningEndsTheGame() {
        new Select(driver.findElement(By.id("opponent"))).selectByValue("builtin level 2");
        slowNetwork(Map.of());
        driver.findElement(By.id("resign")).click();
        // One click asks again: a click by mistake loses no game, nor asks the server for one lost.
        waitFor(() -> text("resign").equals("Resign? Click again"));
        assertThat(requests()).noneMatch(r -> r.get("url").equals("/api/game"));
        assertThat(text("status")).isEmpty();
        // The question was about that game: a new one asks again.
        driver.findElement(By.id("new")).click();
        waitFor(() -> text("resign").equals("Resign"));
        driver.findElement(By.id("resign")).click();
        waitFor(() -> text("resign").equals("Resign? Click again"));
        driver.findElement(By.id("resign")).click();
        waitFor(() -> !text("status").isEmpty());
        assertThat(text("status")).isEqualTo("0-2 black wins: white resigned");
        assertThat(driver.findElement(By.id("pdn-out")).getAttribute("value")).contains("[Result \"0-2\"]");
    }

    @Test
    void hintMarksTheHintedMovesTwoSquares() {
        driver.findElement(By.id("hint")).click();
        waitFor(() -> driver.findElements(By.cssSelector("#board .hint")).size() == 2);
        @SuppressWarnings("unchecked")
        List<String> marked = (List<String>) ((JavascriptExecutor) driver).executeScript(
                "return [...document.querySelectorAll('#board .hint')].map(e => e.getAttribute('data-square'));");
        Position start = Position.start(Variant.byName("international"));
        assertThat(start.legalMoves()).anySatisfy(m -> assertThat(marked).containsExactlyInAnyOrder(
                String.valueOf(m.origin()), String.valueOf(m.destination())));
    }

    @Test
    void analysisShowsSeveralLinesWithWhitesScoreAndTheirMoves() throws IOException {
        long started = System.nanoTime();
        driver.findElement(By.id("analyse")).click();
        waitFor(() -> lines().size() >= 2);
        long millis = (System.nanoTime() - started) / 1_000_000;
        Position start = Position.start(Variant.byName("international"));
        List<Map<String, String>> lines = lines();
        for (Map<String, String> line : lines) {
            assertThat(line.get("depth")).matches("\\d+");
            assertThat(line.get("score")).matches("[+-](\\d+\\.\\d\\d|W\\d+)");
            assertThat(start.parseMove(line.get("pv").split(" ")[0])).isNotNull();
        }
        System.out.println("BrowserTest: the first two analysis lines came in " + millis + " ms");
        assertThat(millis).as("the first two lines came in %d ms", millis).isLessThan(5000);
        sleep(800);
        screenshot("web-analysis");
        driver.findElement(By.id("analyse")).click();
        waitFor(() -> lines().isEmpty());
    }

    @Test
    void anImportedGameShowsItsLastPositionAndResult() throws IOException {
        WebElement in = driver.findElement(By.id("pdn-in"));
        in.sendKeys("[Event \"test\"]\n[Result \"2-0\"]\n1. 32-28 19-23 2. 28x19 14x23 2-0\n");
        driver.findElement(By.id("pdn-load")).click();
        waitFor(() -> moves().size() == 4);
        Game game = Game.start(Variant.byName("international")).play("32-28", "19-23", "28x19", "14x23");
        assertThat(text("fen")).isEqualTo(game.position().toFen());
        assertThat(text("status")).isEqualTo("2-0 white wins: black resigned");
        assertThat(driver.findElement(By.id("pdn-out")).getAttribute("value")).contains("[Result \"2-0\"]");
        in.clear();
        in.sendKeys("1. 32-28 32-28 *\n");
        driver.findElement(By.id("pdn-load")).click();
        waitFor(() -> !text("pdn-errors").isEmpty());
        assertThat(moves()).hasSize(4);
        // A file: its game replaces the one shown, its variant with it.
        Path file = Files.createTempFile("game", ".pdn");
        try {
            Files.writeString(file, "[Variant \"russian\"]\n[Result \"*\"]\n1. c3-d4 f6-e5 2. d4xf6 *\n");
            driver.findElement(By.id("pdn-file")).sendKeys(file.toAbsolutePath().toString());
            waitFor(() -> moves().size() == 3);
            assertThat(new Select(driver.findElement(By.id("variant"))).getFirstSelectedOption().getAttribute("value"))
                    .isEqualTo("russian");
            assertThat(text("status")).isEmpty();
        } finally {
            Files.delete(file);
        }
    }

    @Test
    void columnDraughtsTowersAreStacks() throws IOException {
        variant("bashni");
        Geometry geometry = Variant.byName("bashni").geometry();
        setUp("W:Wc3=bw,e5=wbW:Bd6=wwb");
        waitFor(() -> "bw".equals(attribute(String.valueOf(geometry.parseAlgebraic("c3")), "data-tower")));
        assertThat(piece(String.valueOf(geometry.parseAlgebraic("c3")))).isEqualTo("w");
        assertThat(attribute(String.valueOf(geometry.parseAlgebraic("e5")), "data-tower")).isEqualTo("wbW");
        assertThat(piece(String.valueOf(geometry.parseAlgebraic("e5")))).isEqualTo("W");
        assertThat(attribute(String.valueOf(geometry.parseAlgebraic("d6")), "data-tower")).isEqualTo("wwb");
        assertThat(piece(String.valueOf(geometry.parseAlgebraic("d6")))).isEqualTo("b");
        // A capture by clicks makes a tower: the man taken goes under the one that takes.
        setUp("W:Wc3:Bd4,h8");
        Position position = Position.fromFen(Variant.byName("bashni"), "W:Wc3:Bd4,h8");
        // The new position's pieces, not only a tower on c3: the position before it had one there too.
        waitFor(() -> shownPieces().equals(pieces(position)));
        play(position.legalMoves().get(0), geometry);
        assertThat(attribute(String.valueOf(geometry.parseAlgebraic("e5")), "data-tower")).isEqualTo("bw");
        setUp("W:Wc3=bw,e5=wbW,a1,g1:Bd6=wwb,h8=wwbB,b8");
        waitFor(() -> "wwbB".equals(attribute(String.valueOf(geometry.parseAlgebraic("h8")), "data-tower")));
        screenshot("web-column-draughts");
    }

    @Test
    void canadianIsPlayedOnTwelveByTwelve() throws IOException {
        variant("canadian");
        Variant canadian = Variant.byName("canadian");
        assertThat(driver.findElements(By.cssSelector("#board [data-square]"))).hasSize(72);
        assertThat(shownPieces()).isEqualTo(pieces(Position.start(canadian)));
        Move move = Position.start(canadian).legalMoves().get(0);
        play(move, canadian.geometry());
        assertThat(text("fen")).isEqualTo(Position.start(canadian).play(move).toFen());
        screenshot("web-canadian");
    }

    @Test
    void aPhoneSizedWindowShowsTheWholeBoardAndPlays() throws IOException {
        driver.manage().window().setSize(new Dimension(390, 844));
        driver.navigate().refresh();
        waitFor(() -> driver.findElements(By.cssSelector("#board [data-square]")).size() == 50 && !text("fen").isEmpty());
        long inner = (Long) ((JavascriptExecutor) driver).executeScript("return window.innerWidth;");
        long scroll = (Long) ((JavascriptExecutor) driver).executeScript("return document.documentElement.scrollWidth;");
        assertThat(scroll).as("no sideways scrolling").isLessThanOrEqualTo(inner);
        WebElement board = driver.findElement(By.id("board"));
        assertThat(board.getSize().getWidth()).isBetween(300, (int) inner);
        click("33");
        click("29");
        waitFor(() -> moves().equals(List.of("33-29")));
        // The move list scrolls to the move, the page does not: the board stays on the screen.
        sleep(300);
        assertThat((Number) ((JavascriptExecutor) driver).executeScript("return window.scrollY;"))
                .extracting(Number::intValue).isEqualTo(0);
        screenshot("web-phone");
    }

    @Test
    void everyVariantKeepsTheContract() {
        for (Variant variant : Variant.all()) {
            variant(variant.name());
            Position start = Position.start(variant);
            assertThat(shownPieces()).as(variant.name()).isEqualTo(pieces(start));
            assertThat(moves()).isEmpty();
            assertThat(text("status")).isEmpty();
            if (variant.traits().towers()) {
                assertThat(driver.findElements(By.cssSelector("#board [data-tower]"))).hasSize(start.pieceMap().size());
            }
            // Coordinates as the variant writes them: files and ranks around the board only where it
            // names squares algebraically; International and the like number their squares only.
            boolean algebraic = variant.acceptsAlgebraicSquares() || variant.geometry().isAllSquares();
            int size = variant.geometry().size();
            assertThat(borderLabels()).as(variant.name()).isEqualTo(algebraic ? borderLabels(size) : List.of());
        }
        List<String> options = new ArrayList<>();
        for (WebElement option : new Select(driver.findElement(By.id("variant"))).getOptions()) {
            options.add(option.getAttribute("value"));
        }
        assertThat(options).hasSize(21);
        List<String> colors = new ArrayList<>();
        for (WebElement option : new Select(driver.findElement(By.id("color"))).getOptions()) {
            colors.add(option.getAttribute("value"));
        }
        assertThat(colors).containsExactly("white", "black");
        assertThat(new Select(driver.findElement(By.id("opponent"))).getOptions().get(0).getAttribute("value"))
                .isEqualTo("human");
    }

    // --- the page's own behaviour (not the contract) -------------------------------------------

    private static Object script(String code, Object... arguments) {
        return ((JavascriptExecutor) driver).executeScript(code, arguments);
    }

    /** Asserts that an element lies within the window's visible area, without scrolling. */
    @SuppressWarnings("unchecked")
    private static void assertInView(String id) {
        // A hidden element's rectangle is all zeros, "in view" too: it must have a height and a top.
        Map<String, Number> box = (Map<String, Number>) script("const r = document.getElementById(arguments[0])"
                + ".getBoundingClientRect(); return {top: r.top, bottom: r.bottom, height: r.height};", id);
        Number height = (Number) script("return window.innerHeight;");
        assertThat(box.get("height").doubleValue()).as("#%s's height", id).isGreaterThan(0);
        assertThat(box.get("top").doubleValue()).as("#%s's top", id).isGreaterThanOrEqualTo(0);
        assertThat(box.get("bottom").doubleValue()).as("#%s's bottom, in a window %s high", id, height)
                .isLessThanOrEqualTo(height.doubleValue());
    }

    /**
     * Slows the page's requests as a slow network would: each request to a path waits that many
     * milliseconds before it goes. Every request is logged in window.requests (path, mode, moves).
     */
    private static void slowNetwork(Map<String, Integer> delays) {
        script("window.requests = []; window.delays = arguments[0]; window.pending = 0;"
                + " if (!window.plainFetch) window.plainFetch = window.fetch;"
                + " window.fetch = async (url, options) => {"
                + "   const body = options && options.body ? JSON.parse(options.body) : {};"
                + "   window.requests.push({ url: String(url), mode: body.mode || '', moves: (body.moves || []).join(' ') });"
                + "   const delay = window.delays[String(url)] || 0;"
                + "   window.pending++;"
                + "   try {"
                + "     if (delay) await new Promise((resolve) => setTimeout(resolve, delay));"
                + "     return await window.plainFetch(url, options);"
                + "   } finally { window.pending--; } };", delays);
    }

    /** The server's error when all its places for searches are taken: its answer to a search it will not run. */
    private static final String BUSY = "too many searches at once; try again later";

    /**
     * Makes the engine's searches for a move (mode play) end without one, as when the server is busy: each is
     * answered 503 with the server's error, and counted in window.refused; the page's other requests, and every
     * request once window.refusing is false, go to the server.
     */
    private static void refuseEngineMoves() {
        script("const busy = arguments[0]; const passOn = window.fetch;"
                + " window.refusing = true; window.refused = 0;"
                + " window.fetch = async (url, options) => {"
                + "   const body = options && options.body ? JSON.parse(options.body) : {};"
                + "   if (!window.refusing || String(url) !== '/api/search' || body.mode !== 'play')"
                + "     return passOn(url, options);"
                + "   window.refused++;"
                + "   return new Response(JSON.stringify({ error: busy }),"
                + "     { status: 503, headers: { 'Content-Type': 'application/json' } }); };", BUSY);
    }

    /** @return the page's requests still waiting for their answer's headers (or delayed) */
    private static long pending() {
        return (Long) script("return window.pending;");
    }

    /** @return the requests logged from index from on */
    private static List<Map<String, String>> requestsFrom(int from) {
        List<Map<String, String>> all = requests();
        return all.subList(from, all.size());
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, String>> requests() {
        return (List<Map<String, String>>) script("return window.requests;");
    }

    private static String startFen() {
        return Position.start(Variant.byName("international")).toFen();
    }

    /**
     * New game while the engine's reply is on its way to the page: the new game is the human's to
     * begin, and no engine plays in it. The engine used to play White's first move there, having
     * read the side to move from the game before.
     */
    @Test
    void aNewGameWhileTheEnginesReplyIsOnItsWayIsTheHumans() {
        new Select(driver.findElement(By.id("opponent"))).selectByValue("builtin level 1");
        slowNetwork(Map.of("/api/game", 1500));
        click("32");
        click("28");
        // The engine has replied and the page asks for the game with its reply: New game then.
        waitFor(() -> requests().stream().anyMatch(r -> r.get("url").equals("/api/game")
                && r.get("moves").split(" ").length == 2));
        int before = requests().size();
        driver.findElement(By.id("new")).click();
        waitFor(() -> text("fen").equals(startFen()) && moves().isEmpty());
        sleep(2500);
        assertThat(moves()).isEmpty();
        assertThat(text("fen")).isEqualTo(startFen());
        assertThat(requests().subList(before, requests().size())).noneMatch(r -> r.get("mode").equals("play"));
        assertThat(text("turn")).isEqualTo("White to move: your move");
    }

    /**
     * Against builtin level 1, with the page's searches slowed by a second and a half, plays 32-28 and waits until
     * the turn line says the engine is thinking about Black's reply: the time a test has to act while it thinks.
     */
    private static void playAndLeaveTheEngineThinking() {
        new Select(driver.findElement(By.id("opponent"))).selectByValue("builtin level 1");
        slowNetwork(Map.of("/api/search", 1500));
        click("32");
        click("28");
        waitFor(() -> moves().size() == 1 && text("turn").equals("Black to move: builtin level 1 is thinking…"));
    }

    /** Take back while the engine thinks: its move is dropped and the position is the human's again. */
    @Test
    void takeBackWhileTheEngineThinksTakesEffect() {
        playAndLeaveTheEngineThinking();
        int before = requests().size();
        driver.findElement(By.id("undo")).click();
        waitFor(() -> moves().isEmpty());
        // The search asked for before, slowed, has had its answer (aborted) once nothing is pending.
        waitFor(() -> pending() == 0);
        assertThat(moves()).isEmpty();
        assertThat(text("fen")).isEqualTo(startFen());
        assertThat(text("turn")).isEqualTo("White to move: your move");
        assertThat(requestsFrom(before)).noneMatch(r -> r.get("mode").equals("play"));
    }

    /** Engine against engine, Take back: the human's side is the human's again, and no engine plays it. */
    @Test
    void takeBackStopsEngineAgainstEngine() {
        new Select(driver.findElement(By.id("opponent"))).selectByValue("builtin level 1");
        slowNetwork(Map.of("/api/search", 500));
        new Select(driver.findElement(By.id("autoplay"))).selectByValue("builtin level 1");
        waitFor(() -> moves().size() >= 3);
        int n = moves().size();
        int before = requests().size();
        driver.findElement(By.id("undo")).click();
        // The take-back drawn: fewer moves, and White's turn is the human's.
        waitFor(() -> moves().size() < n && text("turn").equals("White to move: your move"));
        assertThat(new Select(driver.findElement(By.id("autoplay"))).getFirstSelectedOption().getAttribute("value"))
                .isEqualTo("human");
        List<String> after = moves();
        waitFor(() -> pending() == 0);
        assertThat(requestsFrom(before)).noneMatch(r -> r.get("mode").equals("play"));
        assertThat(moves()).isEqualTo(after);
        assertThat(text("fen")).startsWith("W:");
    }

    /**
     * Browsing the moves while the engine thinks leaves it thinking: the page used to tell the
     * server to stop (for an analysis that was not running), which ended the engine's search and
     * made it play its best move so far at once. The turn line says whose move the engine is
     * choosing, not the side to move of the position shown.
     */
    @Test
    void browsingWhileTheEngineThinksLeavesItThinking() {
        playAndLeaveTheEngineThinking();
        int before = requests().size();
        driver.findElement(By.tagName("h1")).click();
        new org.openqa.selenium.interactions.Actions(driver).sendKeys(org.openqa.selenium.Keys.ARROW_LEFT).perform();
        waitFor(() -> text("fen").equals(startFen()));
        assertThat(text("turn")).isEqualTo("Black to move: builtin level 1 is thinking…");
        waitFor(() -> moves().size() == 2);
        assertThat(requestsFrom(before)).noneMatch(r -> r.get("url").equals("/api/stop"));
    }

    /**
     * The engine's search ends without a move (here refused by a busy server, with its error): the turn line says
     * the engine did not move and why, the engine is not asked again by itself (it would answer the same), and the
     * human can take back and play on.
     */
    @Test
    void anEngineThatDidNotMoveIsSaidSoAndTheGameGoesOn() {
        new Select(driver.findElement(By.id("opponent"))).selectByValue("builtin level 1");
        refuseEngineMoves();
        click("32");
        click("28");
        waitFor(() -> moves().size() == 1 && text("turn").contains("did not move"));
        assertThat(text("turn")).isEqualTo("Black to move: builtin level 1 did not move (" + BUSY + ")");
        assertThat(text("message")).isEqualTo(BUSY);
        // A second later the engine has not been asked again, and the line still says why.
        sleep(1000);
        assertThat(script("return window.refused;")).isEqualTo(1L);
        assertThat(text("turn")).contains("did not move");
        driver.findElement(By.id("undo")).click();
        waitFor(() -> moves().isEmpty() && text("turn").equals("White to move: your move"));
        assertThat(text("fen")).isEqualTo(startFen());
        // The server searches again: the engine replies to the same move.
        script("window.refusing = false;");
        click("32");
        click("28");
        waitFor(() -> moves().size() == 2 && text("turn").equals("White to move: your move"));
        assertThat(moves().get(0)).isEqualTo("32-28");
        assertThat(script("return window.refused;")).isEqualTo(1L);
    }

    /**
     * A refused FEN whose answer comes after a change of variant: the variant chosen stays. The
     * refusal used to bring the game before the FEN back, International, over the English game.
     */
    @Test
    void aRefusedFenAnsweredLateLeavesALaterVariant() {
        slowNetwork(Map.of("/api/game", 1000));
        WebElement in = driver.findElement(By.id("fen-in"));
        in.sendKeys("W:W99" + org.openqa.selenium.Keys.ENTER);
        new Select(driver.findElement(By.id("variant"))).selectByValue("english");
        String english = Position.start(Variant.byName("english")).toFen();
        waitFor(() -> text("fen").equals(english));
        waitFor(() -> pending() == 0);
        assertThat(text("fen")).isEqualTo(english);
        assertThat(new Select(driver.findElement(By.id("variant"))).getFirstSelectedOption().getAttribute("value"))
                .isEqualTo("english");
    }

    /** At 1280x900 the turn, the result, prompts and errors are in view, and so is the editor's Done. */
    @Test
    void theResultAndMessagesAreInViewOnADesktop() {
        String fen = "W:W28:B23";
        setUp(fen);
        waitFor(() -> text("fen").equals(fen));
        // The turn while the game is on (it is empty, and hidden, once it is over).
        assertInView("turn");
        click("28");
        click("19");
        waitFor(() -> !text("status").isEmpty());
        for (String id : List.of("status", "board")) {
            assertInView(id);
        }
        // The Set up box's error, with an error in it.
        setUp("W:W99");
        waitFor(() -> !text("fen-error").isEmpty());
        assertInView("fen-error");
        driver.findElement(By.id("edit")).click();
        waitFor(() -> driver.findElement(By.id("editor")).isDisplayed());
        assertInView("edit-done");
        assertInView("edit-cancel");
    }

    /** The arrow keys of a select are the select's: no move of the list is shown by them. */
    @Test
    void arrowKeysOnASelectDoNotNavigate() {
        click("32");
        click("28");
        waitFor(() -> moves().size() == 1);
        click("19");
        click("23");
        waitFor(() -> moves().size() == 2);
        Game game = Game.start(Variant.byName("international")).play("32-28", "19-23");
        driver.findElement(By.cssSelector("#moves [data-ply='1']")).click();
        waitFor(() -> text("fen").equals(game.positions().get(1).toFen()));
        slowNetwork(Map.of());
        // White is the first of #color's options: Left leaves it as it is, and must not go back a move.
        driver.findElement(By.id("color")).sendKeys(org.openqa.selenium.Keys.ARROW_LEFT);
        // A checkbox has no use for them: after a click on Analyse (on, then off) they step back.
        driver.findElement(By.id("analyse")).click();
        driver.findElement(By.id("analyse")).click();
        new org.openqa.selenium.interactions.Actions(driver).sendKeys(org.openqa.selenium.Keys.ARROW_LEFT).perform();
        waitFor(() -> text("fen").equals(startFen()));
        // One step back from the first move, the checkbox's: the select's Left asked for no position.
        assertThat(requests()).filteredOn(r -> r.get("url").equals("/api/game") && r.get("moves").isEmpty()).hasSize(1);
    }

    /** A capture back to its own square by two paths that take the same pieces: one move, played on a second click. */
    @Test
    void aRoundTripOfTwoPathsIsOneMove() {
        String fen = "W:W17,36:B7,31,32,41,42,43,44";
        setUp(fen);
        waitFor(() -> text("fen").equals(fen));
        click("36");
        click("36");
        waitFor(() -> moves().size() == 1);
        Position position = Position.fromFen(Variant.byName("international"), fen);
        List<Move> round = position.legalMoves().stream().filter(m -> m.origin() == 36 && m.destination() == 36).toList();
        assertThat(round).hasSize(1);
        // Two paths the page is given, one move: the case this test is about.
        assertThat(position.legalMovePaths()).filteredOn(m -> m.origin() == 36 && m.destination() == 36).hasSize(2);
        assertThat(text("fen")).isEqualTo(position.play(round.get(0)).toFen());
    }

    /**
     * Turkish: three different captures come back to b4. The page asks the way, marks only the
     * squares that may come next, says so when a click does not fit, and plays the move once the
     * clicks leave one.
     */
    @Test
    void roundTripsThatAreDifferentMovesAskTheWay() {
        variant("turkish");
        String fen = fenOf("turkish", "W:WKb4,Kd8:Bf4,g5,f7,b5,c4,h6,f6");
        setUp(fen);
        waitFor(() -> text("fen").equals(fen));
        click("b4");
        click("b4");
        waitFor(() -> text("message").contains("several captures come back to b4"));
        assertThat(moves()).isEmpty();
        @SuppressWarnings("unchecked")
        List<String> targets = (List<String>) script(
                "return [...document.querySelectorAll('#board .target')].map(e => e.getAttribute('data-square'));");
        assertThat(targets).containsExactlyInAnyOrder("b6", "b7", "d4", "e4");
        click("h1");
        waitFor(() -> text("message").contains("h1 does not come next"));
        assertThat(attribute("b4", "class")).contains("selected");
        click("b6");
        waitFor(() -> moves().size() == 1);
        Position position = Position.fromFen(Variant.byName("turkish"), fen);
        Position expected = position.legalMoves().stream()
                .filter(m -> m.origin() == m.destination() && m.captured().contains(
                        Variant.byName("turkish").geometry().parseAlgebraic("f6")))
                .map(position::play).findFirst().orElseThrow();
        assertThat(text("fen")).isEqualTo(expected.toFen());
    }

    /** The square numbers are drawn above the pieces, so that a disc hides none of them. */
    @Test
    void squareNumbersAreAboveThePieces() throws IOException {
        assertThat(lastChildren()).hasSize(40).allSatisfy(c -> assertThat(c).isEqualTo("num"));
        // After a move's slide too, which puts the piece back on its square.
        click("32");
        click("28");
        waitFor(() -> moves().size() == 1 && (Boolean) script("return !document.querySelector('#board [style*=\"transform\"]');"));
        assertThat(attribute("28", "data-piece")).isEqualTo("w");
        assertThat(lastChildren()).hasSize(40).allSatisfy(c -> assertThat(c).isEqualTo("num"));
    }

    @SuppressWarnings("unchecked")
    private static List<String> lastChildren() {
        return (List<String>) script("return [...document.querySelectorAll('#board [data-piece]')]"
                + ".map(g => g.lastElementChild.getAttribute('class'));");
    }

    /** A new game takes the last game's analysis away: its summary was about another game. */
    @Test
    void aNewGameClearsTheGamesAnalysis() {
        driver.findElement(By.id("pdn-in")).sendKeys("1. 32-28 19-23 *\n");
        driver.findElement(By.id("pdn-load")).click();
        waitFor(() -> moves().size() == 2);
        driver.findElement(By.id("analyse-game")).click();
        new WebDriverWait(driver, Duration.ofSeconds(30), Duration.ofMillis(100))
                .until(d -> text("game-analysis").startsWith("analysed"));
        // A FEN the server refuses leaves the game as it was, its analysis too.
        String summary = text("game-analysis");
        setUp("W:W99");
        waitFor(() -> !text("fen-error").isEmpty());
        assertThat(text("game-analysis")).isEqualTo(summary);
        assertThat(moves()).hasSize(2);
        driver.findElement(By.id("new")).click();
        waitFor(() -> moves().isEmpty());
        assertThat(text("game-analysis")).isEmpty();
    }

    /** The evaluation bar: none without an analysis; with one, White's share on White's side, flipped too. */
    @Test
    void theEvaluationBarShowsOnlyAnAnalysisOnWhitesSide() {
        WebElement bar = driver.findElement(By.id("evalbar"));
        assertThat(bar.isDisplayed()).isFalse();
        driver.findElement(By.id("analyse")).click();
        waitFor(() -> !lines().isEmpty());
        waitFor(bar::isDisplayed);
        assertThat(fillGaps().get(1).doubleValue()).as("White's share at the bottom").isLessThan(2);
        driver.findElement(By.id("flip")).click();
        waitFor(() -> fillGaps().get(0).doubleValue() < 2);
        driver.findElement(By.id("analyse")).click();
        waitFor(() -> !bar.isDisplayed());
    }

    /** @return the gaps between the evaluation bar's fill and the bar, at the top and at the bottom */
    @SuppressWarnings("unchecked")
    private static List<Number> fillGaps() {
        return ((List<Number>) script("const b = document.getElementById('evalbar').getBoundingClientRect();"
                + " const f = document.getElementById('evalfill').getBoundingClientRect();"
                + " return [f.top - b.top, b.bottom - f.bottom];"));
    }

    /** The Set up box: the variant's start as its example, Enter sets up, an empty box says a FEN is wanted. */
    @Test
    void theSetUpBoxHelps() {
        variant("english");
        Variant english = Variant.byName("english");
        WebElement in = driver.findElement(By.id("fen-in"));
        assertThat(Position.fromFen(english, in.getAttribute("placeholder")).toFen())
                .isEqualTo(Position.start(english).toFen());
        driver.findElement(By.id("fen-load")).click();
        waitFor(() -> !text("fen-error").isEmpty());
        assertThat(text("fen-error")).contains("FEN");
        in.sendKeys("W:W10:B5,7" + org.openqa.selenium.Keys.ENTER);
        String fen = fenOf("english", "W:W10:B5,7");
        waitFor(() -> text("fen").equals(fen));
        assertThat(text("fen-error")).isEmpty();
        in.clear();
        in.sendKeys("W:W99" + org.openqa.selenium.Keys.ENTER);
        waitFor(() -> !text("fen-error").isEmpty());
        assertThat(text("fen")).isEqualTo(fen);
        // The page asks for no favicon.ico: its icon is in the page.
        assertThat(driver.findElements(By.cssSelector("link[rel='icon']"))).hasSize(1);
    }

    /** White's moves in the game against the engine: the most material after the engine's best reply. */
    static final class Strategy {
        private Strategy() {
        }

        static Move best(Position position) {
            Move best = null;
            int bestScore = Integer.MIN_VALUE;
            for (Move move : position.legalMovePaths()) {
                Position after = position.play(move);
                int worst = Integer.MAX_VALUE;
                if (after.isGameOver()) {
                    worst = 1000;
                } else {
                    for (Move reply : after.legalMoves()) {
                        worst = Math.min(worst, material(after.play(reply)));
                    }
                }
                if (worst > bestScore) {
                    bestScore = worst;
                    best = move;
                }
            }
            return best;
        }

        private static int material(Position position) {
            return 3 * position.kingCount(Color.WHITE) + position.count(Color.WHITE)
                    - 3 * position.kingCount(Color.BLACK) - position.count(Color.BLACK)
                    // Forward: men nearer the far row.
                    + advance(position);
        }

        private static int advance(Position position) {
            int rows = 0;
            for (Map.Entry<Integer, Piece> entry : position.pieceMap().entrySet()) {
                if (entry.getValue() == Piece.WHITE_MAN) {
                    rows += position.variant().geometry().size() - position.variant().geometry().row(entry.getKey());
                }
            }
            return rows / 8;
        }
    }
}
