package org.draughts4j.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.draughts4j.core.Color;
import org.draughts4j.core.Game;
import org.draughts4j.core.Outcome;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.draughts4j.egtb.EndgameTables;
import org.draughts4j.egtb.TableBuilder;
import org.draughts4j.egtb.TableValue;
import org.draughts4j.engine.Limit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** Adjudication by endgame tables: the result and the reason the tables give, within the draw rules. */
@Timeout(120)
class TableAdjudicatorTest {
    private static final Variant INTERNATIONAL = Variant.byName("international");
    private static final Variant TURKISH = Variant.byName("turkish");

    @TempDir
    static Path dir;
    private static TableAdjudicator international;

    @BeforeAll
    static void build() throws IOException {
        // Tables of 2 and 3 pieces, in under a second.
        TableBuilder.of(INTERNATIONAL, dir).threads(2).build(3);
        international = TableAdjudicator.open(INTERNATIONAL, dir);
    }

    private static Optional<Adjudicator.Adjudication> judge(TableAdjudicator adjudicator, Variant variant, String fen) {
        return adjudicator.adjudicate(Game.from(Position.fromFen(variant, fen)));
    }

    @Test
    void aWinIsTheLosersResignationWithTheTablesValue() {
        // A capture pending is judged as any position: the tables hold it.
        Adjudicator.Adjudication won = judge(international, INTERNATIONAL, "W:WK46:B41").orElseThrow();
        assertThat(won.game().outcome()).isEqualTo(new Outcome.Win(Color.WHITE, Outcome.WinReason.RESIGNATION));
        assertThat(won.reason()).isEqualTo("endgame tables: White wins (White to move: win 1)");
        // The side to move loses: it resigns.
        Adjudicator.Adjudication lost = judge(international, INTERNATIONAL, "B:WK9:B10,15").orElseThrow();
        assertThat(lost.game().outcome()).isEqualTo(new Outcome.Win(Color.WHITE, Outcome.WinReason.RESIGNATION));
        assertThat(lost.reason()).isEqualTo("endgame tables: White wins (Black to move: loss 6)");
    }

    /**
     * Compact tables alone: a draw ends the game, a win without its distance does not (the
     * tables' line cannot be played to see whether a draw rule ends it first).
     */
    @Test
    void compactTablesAloneJudgeDrawsAndLeaveWinsWithoutDistanceToBePlayed(@TempDir Path compact) throws IOException {
        org.draughts4j.egtb.WdlTables.write(international.tables(), compact);
        try (TableAdjudicator wdl = TableAdjudicator.open(INTERNATIONAL, compact)) {
            assertThat(wdl.tables().materials()).isNotEmpty();
            java.util.Random random = new java.util.Random(8);
            int draws = 0;
            int wins = 0;
            while (draws < 5 || wins < 5) {
                Game game = Game.from(randomPosition(random));
                if (game.outcome().isOver()) {
                    continue;
                }
                TableValue full = international.tables().probe(game.position()).orElseThrow();
                TableValue value = wdl.tables().probe(game.position()).orElseThrow();
                assertThat(value.outcome()).isEqualTo(full.outcome());
                Optional<Adjudicator.Adjudication> judged = wdl.adjudicate(game);
                if (full.outcome() == TableValue.Outcome.DRAW) {
                    assertThat(judged.orElseThrow().reason()).startsWith("endgame tables: draw");
                    draws++;
                } else if (!value.hasDistance()) {
                    assertThat(judged).as(game.position().toFen()).isEmpty();
                    wins++;
                }
            }
        }
    }

    private static Position randomPosition(java.util.Random random) {
        while (true) {
            int w = 1 + random.nextInt(50);
            int b = 1 + random.nextInt(50);
            int k = 1 + random.nextInt(50);
            if (w == b || w == k || b == k) {
                continue;
            }
            String side = random.nextBoolean() ? "W" : "B";
            return Position.fromFen(INTERNATIONAL, side + ":WK" + w + ",K" + k + ":BK" + b);
        }
    }

    /** An adjudicator that opened its tables closes them; tables given to one stay their owner's. */
    @Test
    void closingClosesOnlyTheTablesItOpened() throws IOException {
        TableAdjudicator opened = TableAdjudicator.open(INTERNATIONAL, dir);
        opened.close();
        assertThatThrownBy(() -> judge(opened, INTERNATIONAL, "W:WK46:B41")).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("closed");
        try (EndgameTables tables = EndgameTables.open(INTERNATIONAL, dir)) {
            TableAdjudicator given = new TableAdjudicator(tables);
            given.close();
            assertThat(judge(given, INTERNATIONAL, "W:WK46:B41")).isPresent();
        }
    }

    @Test
    void aDrawIsAnAgreedDraw() {
        Adjudicator.Adjudication drawn = judge(international, INTERNATIONAL, "B:WK1,K2:BK50").orElseThrow();
        assertThat(drawn.game().outcome()).isEqualTo(new Outcome.Draw("agreement", true));
        assertThat(drawn.reason()).isEqualTo("endgame tables: draw (Black to move)");
    }

    @Test
    void whatTheTablesDoNotHoldPlaysOn() {
        assertThat(judge(international, INTERNATIONAL, "W:W31,32,33:B1")).isEmpty();
        assertThat(judge(international, INTERNATIONAL, "W:W31-50:B1-20")).isEmpty();
        assertThatThrownBy(() -> judge(international, TURKISH, "W:Wa2,b2:Bh7"))
                .isInstanceOf(IllegalArgumentException.class);
    }

    /**
     * Turkish draws one piece against one at once, which the tables know nothing of: a win whose
     * line of the tables passes through one against one is not given, and the game goes on.
     */
    @Test
    void aWinTheDrawRulesWouldEndDrawnIsNotGiven(@TempDir Path turkishDir) throws IOException {
        EndgameTables tables = TableBuilder.of(TURKISH, turkishDir).threads(2).build(3);
        TableAdjudicator turkish = new TableAdjudicator(tables);
        String drawnByTheRules = "W:WKg1,b4:BKe8";
        assertThat(tables.probe(Position.fromFen(TURKISH, drawnByTheRules)).orElseThrow().outcome())
                .isEqualTo(TableValue.Outcome.WIN);
        assertThat(judge(turkish, TURKISH, drawnByTheRules)).isEmpty();
        // A win its line of the tables keeps within the rules is given.
        Adjudicator.Adjudication won = judge(turkish, TURKISH, "W:WKh4,g6:Bb8").orElseThrow();
        assertThat(won.game().outcome()).isEqualTo(new Outcome.Win(Color.WHITE, Outcome.WinReason.RESIGNATION));
        assertThat(won.reason()).isEqualTo("endgame tables: White wins (White to move: win 11)");
    }

    /** A match from four pieces, a capture to make: each game is adjudicated once in the tables, as they say. */
    @Test
    void aMatchEndsItsGamesByTheTables() {
        List<Opening> openings = List.of(
                new Opening(1, List.of(), Position.fromFen(INTERNATIONAL, "W:W28,K46:B23,K5"), false),
                new Opening(2, List.of(), Position.fromFen(INTERNATIONAL, "B:W28,K1:B23,K50"), false));
        MatchSettings settings = MatchSettings.builder("greedy", "random,seed=4", INTERNATIONAL).openings(openings)
                .timeControl(TimeControl.untimed(Limit.depth(1))).adjudicator(international).build();
        Match.MatchResult result = new Match(settings).run(MatchListener.NONE);
        assertThat(result.games()).hasSize(4);
        for (GameRecord record : result.games()) {
            Game game = record.game();
            assertThat(record.termination()).as(record.detail()).isEqualTo(Termination.ADJUDICATION);
            assertThat(record.detail()).startsWith("endgame tables: ");
            // The last position is the first the tables hold, and the result is theirs.
            Game before = game.undo();
            assertThat(international.tables().probe(before.position())).isEmpty();
            TableValue value = international.tables().probe(game.position()).orElseThrow();
            Outcome expected = switch (value.outcome()) {
                case DRAW -> new Outcome.Draw("agreement", true);
                case WIN -> new Outcome.Win(game.position().sideToMove(), Outcome.WinReason.RESIGNATION);
                case LOSS -> new Outcome.Win(game.position().sideToMove().opposite(), Outcome.WinReason.RESIGNATION);
            };
            assertThat(game.outcome()).as(record.detail()).isEqualTo(expected);
        }
    }
}
