package org.draughts4j.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.draughts4j.core.Color;
import org.draughts4j.core.Game;
import org.draughts4j.core.Move;
import org.draughts4j.core.Piece;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.draughts4j.egtb.EndgameTables;
import org.draughts4j.egtb.TableBuilder;
import org.draughts4j.egtb.TableValue;
import org.draughts4j.engine.EngineOption;
import org.draughts4j.engine.Limit;
import org.draughts4j.engine.PlayResult;
import org.draughts4j.engine.Score;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The engine with endgame tables ({@code tables=DIR}): it never plays a table win or draw away, it
 * scores the positions the tables hold by their values, and it refuses what the tables cannot do.
 */
@Timeout(120)
class EndgameTablesSearchTest {
    private static final Variant INTERNATIONAL = Variant.byName("international");

    @TempDir
    static Path dir;
    private static EndgameTables tables;

    @BeforeAll
    static void build() throws IOException {
        // International of 2 and 3 pieces: about a second on two threads.
        tables = TableBuilder.of(INTERNATIONAL, dir).threads(2).build(3);
    }

    /** The engine opens its own tables, and closes them when it drops them (other tables, its close). */
    @Test
    void theEngineClosesTheTablesItDrops(@TempDir Path empty) {
        Position kings = randomPosition(3, new Random(5));
        EndgameTables first;
        try (BuiltinEngine engine = new BuiltinEngine()) {
            engine.configure(Map.of("tables", dir.toString()));
            engine.prepare(INTERNATIONAL);
            first = engine.tablesInUse();
            assertThat(first.probe(kings)).isPresent();
            engine.configure(Map.of("tables", empty.toString()));
            engine.prepare(INTERNATIONAL);
            assertThatThrownBy(() -> first.probe(kings)).isInstanceOf(IllegalStateException.class);
            engine.configure(Map.of("tables", dir.toString()));
            engine.prepare(INTERNATIONAL);
            EndgameTables second = engine.tablesInUse();
            engine.close();
            assertThatThrownBy(() -> second.probe(kings)).isInstanceOf(IllegalStateException.class);
        }
        assertThat(tables.probe(kings)).isPresent();
    }

    /**
     * A random position of {@code pieces} pieces on distinct squares, a piece a side at least, that
     * the game has not ended: a man where it would crown is a king.
     */
    static Position randomPosition(int pieces, Random random) {
        List<Integer> squares = new ArrayList<>();
        for (int square = 1; square <= INTERNATIONAL.geometry().squareCount(); square++) {
            squares.add(square);
        }
        while (true) {
            Collections.shuffle(squares, random);
            Map<Integer, Piece> placed = new TreeMap<>();
            for (int i = 0; i < pieces; i++) {
                Color color = i == 0 ? Color.WHITE : i == 1 ? Color.BLACK : random.nextBoolean() ? Color.WHITE : Color.BLACK;
                int square = squares.get(i);
                placed.put(square, Piece.of(color, random.nextInt(3) == 0
                        || INTERNATIONAL.geometry().isPromotionSquare(square, color)));
            }
            Position position = Position.of(INTERNATIONAL, random.nextBoolean() ? Color.WHITE : Color.BLACK, placed);
            if (!position.legalMoves().isEmpty()) {
                return position;
            }
        }
    }

    /** @return what the tables say of the position after the move, for the side that made it */
    private static TableValue after(Position position, Move move) {
        TableValue reply = tables.probe(position.play(move)).orElseThrow();
        TableValue.Outcome outcome = switch (reply.outcome()) {
            case WIN -> TableValue.Outcome.LOSS;
            case LOSS -> TableValue.Outcome.WIN;
            case DRAW -> TableValue.Outcome.DRAW;
        };
        return new TableValue(outcome, reply.outcome() == TableValue.Outcome.DRAW ? 0 : reply.plies() + 1);
    }

    private static BuiltinEngine engine(String level) {
        BuiltinEngine engine = new BuiltinEngine();
        engine.configure(Map.of("tables", dir.toString(), "level", level, "seed", "3", "hash", "2"));
        return engine;
    }

    /**
     * At a root the tables hold, the move played keeps the root's value exactly (the shortest win,
     * a draw, the longest loss) and is scored by it, whatever the limit; without the tables a
     * search as short plays some of these positions differently, so the positions tell.
     */
    @Test
    void aRootInTheTablesKeepsItsValue() {
        Random random = new Random(30);
        int astray = 0;
        int wins = 0;
        try (BuiltinEngine full = engine("10"); BuiltinEngine weakest = engine("1");
                BuiltinEngine plain = new BuiltinEngine()) {
            for (int round = 0; round < 60; round++) {
                Position position = randomPosition(3, random);
                TableValue value = tables.probe(position).orElseThrow();
                Game game = Game.from(position);
                PlayResult result = full.play(game, Limit.depth(12));
                assertThat(after(position, result.move())).as(position.toFen()).isEqualTo(value);
                Score expected = switch (value.outcome()) {
                    case WIN -> Score.winIn(value.plies());
                    case LOSS -> Score.lossIn(value.plies());
                    case DRAW -> Score.men(0);
                };
                assertThat(result.info().score()).as(position.toFen()).contains(expected);
                // The weakest level, on a few nodes, never gives a win or a draw away either.
                TableValue weak = after(position, weakest.play(game, Limit.nodes(5)).move());
                assertThat(weak.outcome()).as(position.toFen()).isEqualTo(value.outcome());
                if (value.outcome() != TableValue.Outcome.LOSS) {
                    assertThat(weak).as(position.toFen()).isEqualTo(value);
                }
                if (!after(position, plain.play(game, Limit.depth(1)).move()).equals(value)) {
                    astray++;
                }
                if (value.outcome() == TableValue.Outcome.WIN) {
                    wins++;
                }
            }
        }
        assertThat(wins).isGreaterThan(10);
        assertThat(astray).as("positions a one-ply search without tables plays otherwise").isGreaterThan(5);
    }

    /**
     * A folder of compact tables alone (win, draw or loss, no distance): the move played keeps the
     * root's outcome at every level, though a one-ply search without tables does not; with the full
     * tables beside them, their distances are read.
     */
    @Test
    void compactTablesAloneKeepTheOutcomeAndFullOnesBesideThemGiveDistances(@TempDir Path compact) throws IOException {
        org.draughts4j.egtb.WdlTables.write(tables, compact);
        Random random = new Random(31);
        int astray = 0;
        int wins = 0;
        try (BuiltinEngine strong = compactEngine(compact, "10"); BuiltinEngine weakest = compactEngine(compact, "1");
                BuiltinEngine plain = new BuiltinEngine()) {
            // The weakest level without tables: what the weakest with them would play if it did not read them.
            plain.configure(Map.of("level", "1", "seed", "3", "hash", "2"));
            strong.prepare(INTERNATIONAL);
            assertThat(strong.tablesInUse().materials()).hasSameElementsAs(tables.materials());
            for (int round = 0; round < 60; round++) {
                Position position = randomPosition(3, random);
                TableValue value = tables.probe(position).orElseThrow();
                Game game = Game.from(position);
                PlayResult result = strong.play(game, Limit.depth(6));
                assertThat(after(position, result.move()).outcome()).as(position.toFen()).isEqualTo(value.outcome());
                assertThat(result.info().extra()).containsKey("tbhits");
                if (value.outcome() == TableValue.Outcome.WIN) {
                    // A known win: without a distance to tell, in men above any evaluation (or a game end
                    // the search or the captures reach).
                    Score score = result.info().score().orElseThrow();
                    assertThat(score.isWin() || score.inMen() > 100).as(position.toFen() + " " + score).isTrue();
                    wins++;
                }
                TableValue weak = after(position, weakest.play(game, Limit.nodes(5)).move());
                assertThat(weak.outcome()).as(position.toFen()).isEqualTo(value.outcome());
                if (after(position, plain.play(game, Limit.nodes(5)).move()).outcome() != value.outcome()) {
                    astray++;
                }
            }
        }
        assertThat(wins).isGreaterThan(10);
        assertThat(astray).as("positions the weakest level without tables plays otherwise").isGreaterThan(3);
        // Both formats in one folder: the full tables' distances.
        for (org.draughts4j.egtb.Material material : tables.materials()) {
            Path file = dir.resolve("international-" + material + ".egtb");
            Files.copy(file, compact.resolve(file.getFileName()));
        }
        try (BuiltinEngine both = compactEngine(compact, "10")) {
            both.prepare(INTERNATIONAL);
            assertThat(tables.materials()).allMatch(m -> both.tablesInUse().hasDistances(m));
            Position position = Position.fromFen(INTERNATIONAL, "W:WK46:B41");
            assertThat(both.play(Game.from(position), Limit.depth(4)).info().score())
                    .contains(Score.winIn(tables.probe(position).orElseThrow().plies()));
        }
    }

    /**
     * Issue 38: a search with {@code tables=} never checks a checksum on the clock. The engine gets
     * ready off the clock (every checksum checked there); then an index of no position in one file
     * is changed under its checksum, which no probe reads but any check of the checksum refuses,
     * and searches on a clock still play.
     */
    @Test
    void aSearchOnTheClockChecksNoChecksum(@TempDir Path copy) throws IOException {
        // A file with an index of no position (width 1: its entry is 0xFF), copied with the others.
        Path changed = null;
        int unused = -1;
        try (java.util.stream.Stream<Path> files = Files.list(dir)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".egtb")).sorted().toList()) {
                Path to = Files.copy(file, copy.resolve(file.getFileName()));
                byte[] bytes = Files.readAllBytes(to);
                for (int i = 256; i < bytes.length && changed == null; i++) {
                    if (bytes[i] == (byte) 0xFF) {
                        changed = to;
                        unused = i;
                    }
                }
            }
        }
        assertThat(changed).as("a table with an index of no position").isNotNull();
        try (BuiltinEngine engine = new BuiltinEngine()) {
            engine.configure(Map.of("tables", copy.toString(), "level", "10", "hash", "2"));
            engine.prepare(INTERNATIONAL);
            try (java.io.RandomAccessFile file = new java.io.RandomAccessFile(changed.toFile(), "rw")) {
                file.seek(unused);
                file.write(0xFE);
            }
            Random random = new Random(12);
            long hits = 0;
            for (int n = 0; n < 10; n++) {
                Position position = randomPosition(3, random);
                PlayResult result = engine.play(Game.from(position),
                        Limit.clocks(java.time.Duration.ofSeconds(1), java.time.Duration.ofSeconds(1)));
                assertThat(position.legalMoves()).contains(result.move());
                hits += Long.parseLong(String.valueOf(result.info().extra().get("tbhits")));
            }
            assertThat(hits).isPositive();
        }
        // A check of the checksums would have refused the file.
        Path refused = changed;
        assertThatThrownBy(() -> EndgameTables.openEitherFormat(INTERNATIONAL, copy))
                .isInstanceOf(org.draughts4j.egtb.CorruptTableException.class)
                .hasMessageContaining(refused.getFileName().toString());
    }

    private static BuiltinEngine compactEngine(Path folder, String level) {
        BuiltinEngine engine = new BuiltinEngine();
        engine.configure(Map.of("tables", folder.toString(), "level", level, "seed", "3", "hash", "2"));
        return engine;
    }

    /**
     * Four pieces and a capture to make: every move leads into the tables, a ply down, so the
     * search's score is exactly the best of the values the tables give the moves.
     */
    @Test
    void theSearchReadsTheTablesBelowTheRoot() {
        Random random = new Random(4);
        int checked = 0;
        int decided = 0;
        try (BuiltinEngine engine = engine("10"); BuiltinEngine plain = new BuiltinEngine()) {
            while (checked < 25) {
                Position position = randomPosition(4, random);
                if (!position.legalMoves().get(0).isCapture()) {
                    continue;
                }
                TableValue best = null;
                for (Move move : position.legalMoves()) {
                    TableValue value = after(position, move);
                    if (best == null || rank(value) > rank(best)) {
                        best = value;
                    }
                }
                Game game = Game.from(position);
                PlayResult result = engine.play(game, Limit.depth(4));
                assertThat(tables.probe(position)).as("four pieces are not in the tables").isEmpty();
                assertThat(after(position, result.move())).as(position.toFen()).isEqualTo(best);
                assertThat(result.info().extra()).containsKey("tbhits");
                if (best.outcome() != TableValue.Outcome.DRAW) {
                    assertThat(result.info().score().orElseThrow().plies()).as(position.toFen()).isEqualTo(best.plies());
                    Score unaided = plain.play(game, Limit.depth(4)).info().score().orElseThrow();
                    if (!unaided.isWin() && !unaided.isLoss()) {
                        decided++;
                    }
                }
                checked++;
            }
        }
        assertThat(decided).as("positions the search alone does not see the end of").isPositive();
    }

    /** @return a value's order for the side to move: the shortest win best, the shortest loss worst */
    private static int rank(TableValue value) {
        return switch (value.outcome()) {
            case WIN -> 10_000 - value.plies();
            case DRAW -> 0;
            case LOSS -> -10_000 + value.plies();
        };
    }

    @Test
    void theOptionIsCheckedAndAVariantTheTablesRefuseIsNamed(@TempDir Path empty) throws IOException {
        try (BuiltinEngine engine = new BuiltinEngine()) {
            assertThat(engine.options()).extracting(EngineOption::name).contains("tables");
            assertThatThrownBy(() -> engine.configure(Map.of("tables", empty.resolve("missing").toString())))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("option tables names no directory");
            Path file = Files.writeString(empty.resolve("file"), "x");
            assertThatThrownBy(() -> engine.configure(Map.of("tables", file.toString())))
                    .isInstanceOf(IllegalArgumentException.class);
            engine.configure(Map.of("tables", dir.toString()));
            // Column draughts: the tables refuse towers.
            Game towers = Game.start(Variant.byName("bashni"));
            assertThatThrownBy(() -> engine.prepare(towers.variant())).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("option tables").hasMessageContaining("bashni");
            assertThatThrownBy(() -> engine.play(towers, Limit.depth(2))).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("bashni");
            // Without the option again, column draughts is played; and a directory without tables of the variant changes nothing.
            engine.configure(Map.of("tables", ""));
            assertThat(towers.position().legalMoves()).contains(engine.play(towers, Limit.depth(2)).move());
            engine.configure(Map.of("tables", empty.toString()));
            Game russian = Game.start(Variant.byName("russian"));
            engine.prepare(russian.variant());
            assertThat(russian.position().legalMoves()).contains(engine.play(russian, Limit.depth(2)).move());
        }
    }
}
