package org.draughts4j.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import org.draughts4j.core.Color;
import org.draughts4j.core.Game;
import org.draughts4j.core.Geometry;
import org.draughts4j.core.Move;
import org.draughts4j.core.Position;
import org.draughts4j.core.PositionStack;
import org.draughts4j.core.Traits;
import org.draughts4j.core.Variant;
import org.draughts4j.engine.Limit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The pattern evaluation: its regions, its file format, and its place in the evaluation and the engine. */
class PatternWeightsTest {
    private static final Variant INTERNATIONAL = Variant.byName("international");

    /** Every variant: patterns are read on every board, of one word or of two. */
    static List<String> allVariants() {
        return Variant.all().stream().map(Variant::name).toList();
    }

    /**
     * Each board with windows of four by four and with bands of two rows, every row; on Turkish's,
     * whose rows are of eight squares, windows of three by three and of two rows by four columns,
     * and bands of one row; on the boards of two words (12x12), whose bands of two rows would be
     * 12 squares each, windows of two rows by six columns every row and three columns instead.
     */
    static List<org.junit.jupiter.params.provider.Arguments> variantsAndShapes() {
        List<org.junit.jupiter.params.provider.Arguments> cases = new java.util.ArrayList<>();
        for (String name : allVariants()) {
            Geometry geometry = Variant.byName(name).geometry();
            List<String> shapes;
            if (geometry.isAllSquares()) {
                shapes = List.of("3x3", "2x4+1x2", "1x8");
            } else if (geometry.layoutBits() > 64) {
                shapes = List.of("4x4", "2x6+1x3", "2x6+1x3/4x4+2x2");
            } else {
                int size = geometry.size();
                shapes = List.of("4x4", "2x" + size + "+1x" + size, "2x" + size + "+1x" + size + "/4x4+2x2");
            }
            for (String shape : shapes) {
                cases.add(org.junit.jupiter.params.provider.Arguments.of(name, shape));
            }
        }
        return cases;
    }

    /**
     * Every board of one word that {@link Geometry} makes (6x6 to 10x10, either corner dark, either
     * numbering, and the 64 squares of Turkish's) is its own mirror: the word reversed is the board
     * turned half round, which {@link PatternScore} reads Black's view by. The boards of two words
     * are not.
     */
    @Test
    void everyBoardOfOneWordIsItsOwnMirror() {
        List<Geometry> boards = new java.util.ArrayList<>(List.of(Geometry.EIGHT_BY_EIGHT_ALL_SQUARES));
        for (int size = Geometry.MIN_SIZE; size <= Geometry.MAX_SIZE; size += 2) {
            for (boolean a1Playable : new boolean[] {true, false}) {
                for (Geometry.Numbering numbering : Geometry.Numbering.values()) {
                    boards.add(Geometry.of(size, a1Playable, numbering));
                }
            }
        }
        for (Geometry board : boards) {
            BoardTables tables = new BoardTables(Traits.international().geometry(board));
            boolean oneWord = board.layoutBits() <= 64;
            assertThat(PatternScore.mirrored(tables)).as("%dx%d, %d bits", board.size(), board.size(), board.layoutBits())
                    .isEqualTo(oneWord);
        }
        // The top left window of two rows by four columns on Turkish's board: a8 to d8 and a7 to d7,
        // as White numbers them.
        assertThat(PatternRegions.windows(Variant.byName("turkish").geometry(), "2x4+1x2").squares(0))
                .containsExactly(49, 50, 51, 52, 57, 58, 59, 60);
    }

    /**
     * A board whose word reversed is not the board turned half round would read Black's patterns
     * wrong: refused. No board of the library is one (the test above), so one is made: the 8x8
     * board's tables with square 1 given another place in Black's view than its mirror has in White's.
     */
    @Test
    void aBoardThatIsNotItsOwnMirrorIsRefused() {
        BoardTables tables = new BoardTables(Traits.international().geometry(Geometry.EIGHT_BY_EIGHT));
        tables.place[BoardTables.BLACK][tables.geometry.bit(1)] = 0;
        assertThat(PatternScore.mirrored(tables)).isFalse();
        Variant russian = Variant.byName("russian");
        PatternWeights some = random(russian, "4x4", new Random(1));
        assertThatThrownBy(() -> new PatternScore(tables, some))
                .hasMessageContaining("pattern weights need a board whose word reversed is the board turned half round");
    }

    /**
     * On the boards of two words (12x12) the patterns read the high word's squares too: a region
     * wholly in the high word's rows (White's back rows) sees a man put there, and the man's
     * weight is the one of his square's digit.
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"canadian", "srilankan"})
    void theBoardsOfTwoWordsReadBothWords(String name) {
        Variant variant = Variant.byName(name);
        Geometry geometry = variant.geometry();
        PatternRegions regions = PatternRegions.windows(geometry, "1x12");
        int last = regions.count() - 1;
        int[] backRow = regions.squares(last);
        assertThat(java.util.Arrays.stream(backRow).map(geometry::bit))
                .allSatisfy(bit -> assertThat(bit).isGreaterThanOrEqualTo(64));
        short[] opening = new short[regions.entries()];
        short[] endgame = new short[regions.entries()];
        // White's man on the back row's first square as White sees it: digit 1 of the last region.
        opening[regions.offset(last) + 1] = 160;
        endgame[regions.offset(last) + 1] = 160;
        PatternWeights weights = new PatternWeights(variant, regions, opening, endgame);
        PatternScore score = new PatternScore(new BoardTables(variant.traits()), weights);
        Evaluator evaluator = new Evaluator(variant, Weights.of(variant).withPatterns(weights));
        PositionStack stack = PositionStack.of(variant);
        stack.setRoot(Position.fromFen(variant, "W:W" + backRow[0] + ",40,41:B1,2,30,31"));
        read(score, stack, true);
        assertThat(score.opening).isEqualTo(160);
        assertThat(score.endgame).isEqualTo(160);
        assertThat(evaluator.evaluate(stack, 0)).isEqualTo(evaluator.evaluateByFeatures(stack, 0));
        // Elsewhere on the back row the man is in another pattern, which weighs nothing.
        stack.setRoot(Position.fromFen(variant, "W:W" + backRow[1] + ",40,41:B1,2,30,31"));
        read(score, stack, true);
        assertThat(score.opening).isZero();
        assertThat(evaluator.evaluate(stack, 0)).isEqualTo(evaluator.evaluateByFeatures(stack, 0));
    }

    /** Weights drawn at random, opening and endgame, so that no pattern's mistake hides behind a 0. */
    private static PatternWeights random(Variant variant, String shape, Random random) {
        PatternRegions regions = PatternRegions.windows(variant.geometry(), shape);
        short[] opening = new short[regions.entries()];
        short[] endgame = new short[regions.entries()];
        for (int i = 0; i < opening.length; i++) {
            opening[i] = (short) (random.nextInt(2001) - 1000);
            endgame[i] = (short) (random.nextInt(2001) - 1000);
        }
        return new PatternWeights(variant, regions, opening, endgame);
    }

    private static Position randomGame(Variant variant, Random random) {
        Position position = Position.start(variant);
        int plies = random.nextInt(80);
        for (int i = 0; i < plies && !position.legalMoves().isEmpty(); i++) {
            List<Move> moves = position.legalMoves();
            position = position.play(moves.get(random.nextInt(moves.size())));
        }
        return position;
    }

    @Test
    void windowsOfFourByFourCoverTheTenByTenBoardInSixteenRegionsOfEightSquares() {
        PatternRegions regions = PatternRegions.windows(INTERNATIONAL.geometry(), "4x4");
        assertThat(regions.count()).isEqualTo(16);
        boolean[] covered = new boolean[51];
        for (int r = 0; r < regions.count(); r++) {
            assertThat(regions.squares(r)).hasSize(8);
            for (int square : regions.squares(r)) {
                covered[square] = true;
            }
        }
        for (int square = 1; square <= 50; square++) {
            assertThat(covered[square]).as("square %d", square).isTrue();
        }
        // The top left window: rows 1 to 4, columns a to d.
        assertThat(regions.squares(0)).containsExactly(1, 2, 6, 7, 11, 12, 16, 17);
        assertThat(regions.entries()).isEqualTo(16 * 6561);
        assertThat(PatternRegions.windows(INTERNATIONAL.geometry(), "3x4+1x2").count()).isEqualTo(8 * 4);
        assertThatThrownBy(() -> PatternRegions.windows(INTERNATIONAL.geometry(), "four"))
                .hasMessageContaining("RxC");
        assertThatThrownBy(() -> PatternRegions.windows(INTERNATIONAL.geometry(), "7x7"))
                .hasMessageContaining("of 1 to 12 squares");
    }

    /** Shapes joined by a slash give the regions of each in turn, their weights one after the other. */
    @Test
    void shapesJoinedByASlashGiveTheRegionsOfEach() {
        PatternRegions bands = PatternRegions.windows(INTERNATIONAL.geometry(), "2x10+1x10");
        PatternRegions windows = PatternRegions.windows(INTERNATIONAL.geometry(), "4x4+2x2");
        PatternRegions both = PatternRegions.windows(INTERNATIONAL.geometry(), "2x10+1x10/4x4+2x2");
        assertThat(both.count()).isEqualTo(9 + 16);
        for (int r = 0; r < bands.count(); r++) {
            assertThat(both.squares(r)).isEqualTo(bands.squares(r));
        }
        for (int r = 0; r < windows.count(); r++) {
            assertThat(both.squares(bands.count() + r)).isEqualTo(windows.squares(r));
        }
        assertThat(both.offset(bands.count())).isEqualTo(bands.entries());
        assertThat(both.entries()).isEqualTo(bands.entries() + windows.entries());
        assertThatThrownBy(() -> PatternRegions.windows(INTERNATIONAL.geometry(), "2x10+1x10/"))
                .hasMessageContaining("several joined by /, not ''");
    }

    /** With every pattern weighing 0, the evaluation is the features' alone, to the unit. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("allVariants")
    void zeroPatternWeightsLeaveTheEvaluationAsItWas(String name) {
        Variant variant = Variant.byName(name);
        PatternRegions regions = PatternRegions.windows(variant.geometry(),
                variant.geometry().isAllSquares() ? "3x3" : "4x4");
        Weights plain = Weights.of(variant);
        Evaluator without = new Evaluator(variant, plain);
        Evaluator with = new Evaluator(variant, plain.withPatterns(new PatternWeights(variant, regions,
                new short[regions.entries()], new short[regions.entries()])));
        Random random = new Random(name.hashCode() + 2);
        PositionStack stack = PositionStack.of(variant);
        for (int k = 0; k < 100; k++) {
            Position position = k % 3 == 2 ? SearchTest.sparse(variant, random) : randomGame(variant, random);
            stack.setRoot(position);
            assertThat(with.evaluate(stack, 0)).as("%s %s", name, position.toFen())
                    .isEqualTo(without.evaluate(stack, 0));
        }
    }

    /**
     * The patterns counted by bit tables in the search are those read square by square from the
     * regions, both sides turned as they see the board, and the evaluation stays the same for
     * either side.
     */
    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("variantsAndShapes")
    void patternsByTablesAreThePatternsBySquares(String name, String shape) {
        Variant variant = Variant.byName(name);
        Random random = new Random(name.hashCode() + 3);
        Evaluator evaluator = new Evaluator(variant, Weights.of(variant).withPatterns(random(variant, shape, random)));
        PositionStack stack = PositionStack.of(variant);
        for (int k = 0; k < 100; k++) {
            Position position = randomGame(variant, random);
            stack.setRoot(position);
            int score = evaluator.evaluate(stack, 0);
            assertThat(score).as("%s %s", name, position.toFen()).isEqualTo(evaluator.evaluateByFeatures(stack, 0));
            Position turned = EvaluatorTest.turned(position);
            if (turned != null) {
                stack.setRoot(turned);
                assertThat(evaluator.evaluate(stack, 0)).as("%s turned %s", name, position.toFen()).isEqualTo(score);
            }
        }
    }

    /**
     * Reads that follow the changed squares from the last read give the sums that cutting every
     * region out afresh gives (on 12x12, counting every man afresh): along games move by move
     * (captures, crownings, kings that count as empty), and across jumps to an unrelated position,
     * to the same one again and to the board turned round, where the default reader switches
     * between the two ways.
     */
    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("variantsAndShapes")
    void followingTheChangedSquaresGivesTheSumsOfCuttingOut(String name, String shape) {
        Variant variant = Variant.byName(name);
        Random random = new Random(name.hashCode() + 5);
        PatternWeights weights = random(variant, shape, random);
        BoardTables tables = new BoardTables(variant.traits());
        PatternScore cutting = new PatternScore(tables, weights, 0);
        PatternScore following = new PatternScore(tables, weights, Integer.MAX_VALUE);
        PatternScore either = new PatternScore(tables, weights);
        PositionStack stack = PositionStack.of(variant);
        int followed = 0;
        for (int game = 0; game < 20; game++) {
            Position position = game % 2 == 0 ? Position.start(variant) : randomGame(variant, random);
            for (int ply = 0; ply < 120 && !position.legalMoves().isEmpty(); ply++) {
                Position read = switch (random.nextInt(10)) {
                    case 0 -> randomGame(variant, random);
                    case 1 -> EvaluatorTest.turned(position) == null ? position : EvaluatorTest.turned(position);
                    default -> position;
                };
                stack.setRoot(read);
                boolean twoWords = variant.geometry().layoutBits() > 64;
                read(cutting, stack, twoWords);
                read(following, stack, twoWords);
                read(either, stack, twoWords);
                String fen = read.toFen();
                assertThat(following.opening).as("%s %s", name, fen).isEqualTo(cutting.opening);
                assertThat(following.endgame).as("%s %s", name, fen).isEqualTo(cutting.endgame);
                assertThat(either.opening).as("%s %s", name, fen).isEqualTo(cutting.opening);
                assertThat(either.endgame).as("%s %s", name, fen).isEqualTo(cutting.endgame);
                followed++;
                List<Move> moves = position.legalMoves();
                position = position.play(moves.get(random.nextInt(moves.size())));
            }
        }
        assertThat(followed).isGreaterThan(200);
    }

    /**
     * On a board of one word every shape the trainer makes pairs its regions under the half turn,
     * so the reader folds the two views into one table (one read a region): a shape that stopped
     * pairing would still be read right, but at twice the reads.
     */
    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("variantsAndShapes")
    void onABoardOfOneWordTheTwoViewsFoldIntoOne(String name, String shape) {
        Variant variant = Variant.byName(name);
        PatternScore score = new PatternScore(new BoardTables(variant.traits()), random(variant, shape, new Random(7)));
        assertThat(score.folds()).as("%s %s", name, shape).isEqualTo(variant.geometry().layoutBits() <= 64);
    }

    /**
     * A variant's own weights are read once and folded once: every engine and searching thread of
     * the variant reads the same instance and the same folded table.
     */
    @Test
    void aVariantsOwnWeightsAreReadAndFoldedOnce() {
        PatternWeights own = PatternWeights.of(INTERNATIONAL).orElseThrow();
        assertThat(PatternWeights.of(INTERNATIONAL).orElseThrow()).isSameAs(own);
        assertThat(new PatternScore(new BoardTables(INTERNATIONAL.traits()), own).folds()).isTrue();
        assertThat(own.folded(() -> {
            throw new AssertionError("folded again");
        })).isNotNull();
    }

    /** Weights are read on their own board only: the squares of their regions are that board's. */
    @Test
    void weightsOfAnotherBoardAreRefused() {
        Variant russian = Variant.byName("russian");
        PatternWeights international = random(INTERNATIONAL, "4x4", new Random(3));
        assertThatThrownBy(() -> new PatternScore(new BoardTables(russian.traits()), international))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("10x10 board read on a 8x8 board");
    }

    /**
     * Weights whose differences pass 16 bits cannot be folded into a table of 16-bit numbers: they
     * are read in both views, and the evaluation is still the one square by square.
     */
    @Test
    void weightsTooLargeToFoldAreReadInBothViews() {
        Variant variant = INTERNATIONAL;
        PatternRegions regions = PatternRegions.windows(variant.geometry(), "2x10+1x10/4x4+2x2");
        Random random = new Random(11);
        short[] opening = new short[regions.entries()];
        short[] endgame = new short[regions.entries()];
        for (int i = 0; i < opening.length; i++) {
            opening[i] = (short) (random.nextInt(60001) - 30000);
            endgame[i] = (short) (random.nextInt(60001) - 30000);
        }
        PatternWeights weights = new PatternWeights(variant, regions, opening, endgame);
        assertThat(new PatternScore(new BoardTables(variant.traits()), weights).folds()).isFalse();
        Evaluator evaluator = new Evaluator(variant, Weights.of(variant).withPatterns(weights));
        PositionStack stack = PositionStack.of(variant);
        for (int k = 0; k < 100; k++) {
            Position position = randomGame(variant, random);
            stack.setRoot(position);
            assertThat(evaluator.evaluate(stack, 0)).as(position.toFen()).isEqualTo(evaluator.evaluateByFeatures(stack, 0));
        }
    }

    /** Reads the men of the stack's root as the evaluation does: one word, or both of a 12x12 board. */
    private static void read(PatternScore score, PositionStack stack, boolean twoWords) {
        long kings = stack.kings(0);
        long white = stack.pieces(0, Color.WHITE) & ~kings;
        long black = stack.pieces(0, Color.BLACK) & ~kings;
        if (!twoWords) {
            score.read(white, black);
        } else {
            long kingsHigh = stack.kingsHigh(0);
            score.read(white, stack.piecesHigh(0, Color.WHITE) & ~kingsHigh, black,
                    stack.piecesHigh(0, Color.BLACK) & ~kingsHigh);
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"4x4", "3x4+1x2", "2x10+1x10"})
    void theFileRoundTrips(String shape) throws IOException {
        PatternWeights weights = random(INTERNATIONAL, shape, new Random(shape.hashCode()));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        weights.write(out);
        PatternWeights read = PatternWeights.read(new ByteArrayInputStream(out.toByteArray()), "test", INTERNATIONAL);
        assertThat(read).isEqualTo(weights);
        assertThat(read.regions.count()).isEqualTo(weights.regions.count());
    }

    @Test
    void aCorruptFileIsRefusedSayingWhy(@TempDir Path dir) throws IOException {
        PatternWeights weights = random(INTERNATIONAL, "4x4", new Random(5));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        weights.write(out);
        byte[] body = new GZIPInputStream(new ByteArrayInputStream(out.toByteArray())).readAllBytes();

        byte[] flipped = body.clone();
        flipped[flipped.length / 2] ^= 0x10;
        Path corrupt = dir.resolve("corrupt.patterns");
        Files.write(corrupt, gzip(flipped));
        assertThatThrownBy(() -> PatternWeights.read(INTERNATIONAL, corrupt))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("option patterns: " + corrupt + " is corrupt: its checksum is");

        Path cut = dir.resolve("cut.patterns");
        Files.write(cut, java.util.Arrays.copyOf(out.toByteArray(), out.size() / 2));
        assertThatThrownBy(() -> PatternWeights.read(INTERNATIONAL, cut))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("cut short");

        Path text = dir.resolve("text.patterns");
        Files.writeString(text, "man 100 100\n");
        assertThatThrownBy(() -> PatternWeights.read(INTERNATIONAL, text))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("is not a pattern weights file");

        byte[] later = body.clone();
        later[5] = 9;
        Path version = dir.resolve("version.patterns");
        Files.write(version, gzip(later));
        assertThatThrownBy(() -> PatternWeights.read(INTERNATIONAL, version))
                .hasMessageContaining("is of version 9; this engine reads version 1");

        Path good = dir.resolve("good.patterns");
        weights.write(good);
        assertThatThrownBy(() -> PatternWeights.read(Variant.byName("killer"), good))
                .hasMessageContaining("holds weights of international, not killer");
    }

    private static byte[] gzip(byte[] bytes) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (GZIPOutputStream zipped = new GZIPOutputStream(out)) {
            zipped.write(bytes);
        }
        return out.toByteArray();
    }

    /** A variant without pattern weights of its own is evaluated as before, whatever the option says. */
    @Test
    void aVariantWithoutPatternWeightsFallsBackToTheFeatures() {
        Variant own = INTERNATIONAL.toBuilder().build();
        Variant mine = Variant.builder("mine").traits(own.traits()).startFen(own.startFen()).build();
        assertThat(PatternWeights.of(mine)).isEmpty();
        assertThat(BuiltinEngine.patterns(mine, BuiltinEngine.PATTERNS_ON)).isNull();
        assertThat(BuiltinEngine.patterns(mine, "")).isNull();
        assertThat(BuiltinEngine.patterns(INTERNATIONAL, BuiltinEngine.PATTERNS_OFF)).isNull();
    }

    /**
     * The variants whose own pattern weights the module holds: each where a match of the engine
     * with them against the engine without showed the gain (docs/search.md, "The ladder").
     */
    static final List<String> SHIPPED = List.of("international", "english", "russian", "turkish", "brazilian", "pool",
            "czech", "spanish", "italian", "portuguese", "thai", "galician", "poddavki", "killer", "antidraughts",
            "frisian", "breakthrough", "frysk", "canadian", "srilankan", "bashni");

    static List<String> shipped() {
        return SHIPPED;
    }

    /**
     * Each shipped file loads, is of the trainer's regions for its board, is what option {@code
     * patterns=on} and the default give, and the engine searches with it when told nothing: its
     * search differs from the one with {@code patterns=off}. On a board of one word it folds into
     * one view (one read a region).
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("shipped")
    void eachShippedVariantUsesItsOwnPatternWeightsByDefault(String name) {
        Variant variant = Variant.byName(name);
        PatternWeights own = PatternWeights.of(variant).orElseThrow();
        assertThat(own.variant).isEqualTo(name);
        assertThat(own.regions).isEqualTo(PatternRegions.windows(variant.geometry(), PatternTrainer.defaultShape(variant)));
        assertThat(BuiltinEngine.patterns(variant, BuiltinEngine.PATTERNS_ON)).isEqualTo(own);
        assertThat(BuiltinEngine.patterns(variant, "")).isEqualTo(own);
        assertThat(new PatternScore(new BoardTables(variant.traits()), own).folds())
                .isEqualTo(variant.geometry().layoutBits() <= 64);
        assertThat(searchOf(variant, Map.of())).isNotEqualTo(searchOf(variant, Map.of("patterns", BuiltinEngine.PATTERNS_OFF)));
    }

    /**
     * Every variant of the library has weights of its own; a variant without (a third party's,
     * here International's rules under another name) falls back to the features: the default and
     * {@code patterns=on} give none, and the engine searches as with {@code patterns=off}.
     */
    @Test
    void aVariantWithoutWeightsSearchesAsWithPatternsOff() {
        assertThat(Variant.all()).allSatisfy(variant -> assertThat(SHIPPED).contains(variant.name()));
        Variant mine = Variant.builder("mine").traits(INTERNATIONAL.traits()).startFen(INTERNATIONAL.startFen()).build();
        String off = searchOf(mine, Map.of("patterns", BuiltinEngine.PATTERNS_OFF));
        assertThat(searchOf(mine, Map.of())).isEqualTo(off);
        assertThat(searchOf(mine, Map.of("patterns", BuiltinEngine.PATTERNS_ON))).isEqualTo(off);
    }

    /** The score, nodes and line of a search of depth 5 a few moves into a game, with the options given. */
    private static String searchOf(Variant variant, Map<String, String> options) {
        Game game = Game.start(variant);
        Random random = new Random(7);
        for (int i = 0; i < 6 && !game.outcome().isOver(); i++) {
            List<Move> moves = game.position().legalMoves();
            game = game.play(moves.get(random.nextInt(moves.size())));
        }
        try (BuiltinEngine engine = new BuiltinEngine()) {
            Map<String, String> all = new java.util.HashMap<>(options);
            all.put("hash", "2");
            engine.configure(all);
            engine.prepare(variant);
            var info = engine.play(game, Limit.depth(5)).info();
            return info.score() + " " + info.nodes() + " " + info.pv();
        }
    }

    /** The engine takes a file of pattern weights by its option, and refuses a bad one when it gets ready. */
    @Test
    void theEngineReadsPatternsFromItsOption(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("international.patterns");
        random(INTERNATIONAL, "4x4", new Random(9)).write(file);
        Game game = Game.start(INTERNATIONAL);
        try (BuiltinEngine with = new BuiltinEngine(); BuiltinEngine without = new BuiltinEngine()) {
            with.configure(Map.of("patterns", file.toString(), "hash", "2"));
            without.configure(Map.of("patterns", BuiltinEngine.PATTERNS_OFF, "hash", "2"));
            with.prepare(INTERNATIONAL);
            // Weights of hundreds of men's hundredths a pattern: another evaluation, another score.
            assertThat(with.play(game, Limit.depth(3)).info().score())
                    .isNotEqualTo(without.play(game, Limit.depth(3)).info().score());
        }
        Path bad = dir.resolve("bad.patterns");
        Files.writeString(bad, "not weights");
        try (BuiltinEngine engine = new BuiltinEngine()) {
            engine.configure(Map.of("patterns", bad.toString()));
            assertThatThrownBy(() -> engine.prepare(INTERNATIONAL)).hasMessageContaining("option patterns: ");
        }
    }
}
