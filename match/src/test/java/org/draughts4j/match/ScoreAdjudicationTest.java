package org.draughts4j.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.draughts4j.core.Game;
import org.draughts4j.core.Variant;
import org.draughts4j.core.pdn.PdnReader;
import org.draughts4j.engine.Analysis;
import org.draughts4j.engine.Engine;
import org.draughts4j.engine.EngineId;
import org.draughts4j.engine.Engines;
import org.draughts4j.engine.Info;
import org.draughts4j.engine.Limit;
import org.draughts4j.engine.PlayResult;
import org.draughts4j.engine.Score;
import org.draughts4j.engine.SearchMode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** Adjudication by the engines' scores, move by move, as cutechess counts them. */
@Timeout(60)
class ScoreAdjudicationTest {
    private static final Variant INTERNATIONAL = Variant.byName("international");

    /** Opens {@code scored:S}: greedy's moves, each reported with the score S (none for {@code scored:none}). */
    private static final Function<String, Engine> SCORED = spec -> {
        String said = spec.substring("scored:".length());
        return new MatchTest.Hostile("fair") {
            private final Engine greedy = Engines.open("greedy");

            @Override
            public EngineId id() {
                return new EngineId("scored " + said, "", "");
            }

            @Override
            public Analysis search(Game game, Limit limit, SearchMode mode) {
                PlayResult fair = greedy.play(game, limit);
                Info.Builder info = Info.builder().depth(1);
                if (!said.equals("none")) {
                    info.score(said.startsWith("win") ? Score.winIn(Integer.parseInt(said.substring(3)))
                            : Score.men(Double.parseDouble(said)));
                }
                return Analysis.finished(new PlayResult(fair.move(), Optional.empty(), info.build()));
            }
        };
    };

    private static GameRecord first(String white, String black, ScoreAdjudication.Resign resign,
            ScoreAdjudication.Draw draw) {
        MatchSettings settings = MatchSettings.builder(white, black, INTERNATIONAL).games(1).opener(SCORED)
                .resign(resign).draw(draw).build();
        return new Match(settings).run(MatchListener.NONE).games().get(0);
    }

    @Test
    void aLostGameIsResignedWhenBothEnginesAgreeLongEnough() {
        // White says -5 after each of its moves, Black +5. Three moves each: White's third move (ply
        // 5) has its run, but Black's run is two moves then; Black's third (ply 6) is not White's
        // move; White's fourth (ply 7) ends it.
        GameRecord game = first("scored:-5", "scored:5", ScoreAdjudication.Resign.parse("movecount=3,score=4"), null);
        assertThat(game.termination()).isEqualTo(Termination.ADJUDICATION);
        assertThat(game.game().ply()).isEqualTo(7);
        assertThat(game.result()).isEqualTo("0-2");
        assertThat(game.detail()).isEqualTo("score: White at -4.00 or below for 3 moves, Black at +4.00 or above");
        // One-sided, White's own run is enough: its third move.
        GameRecord alone = first("scored:-5", "scored:0", ScoreAdjudication.Resign.parse("movecount=3,score=4,twosided=false"),
                null);
        assertThat(alone.game().ply()).isEqualTo(5);
        assertThat(alone.detail()).isEqualTo("score: White at -4.00 or below for 3 moves");
        // Two-sided, an opponent that does not agree plays on to the end.
        GameRecord disagreed = first("scored:-5", "scored:0", ScoreAdjudication.Resign.parse("movecount=3,score=4"), null);
        assertThat(disagreed.termination()).isNotEqualTo(Termination.ADJUDICATION);
        // A win in plies is beyond every bound.
        GameRecord mate = first("scored:win9", "scored:-99", ScoreAdjudication.Resign.parse("movecount=2,score=50"), null);
        assertThat(mate.game().ply()).isEqualTo(4);
        assertThat(mate.result()).isEqualTo("2-0");
    }

    @Test
    void aLevelGameIsDrawnAfterItsMoveNumber() {
        // Every ply within 0.1 of 0: the run reaches 2 x 2 plies at ply 4, but the game must have had
        // three moves of each side: ply 6.
        GameRecord game = first("scored:0.05", "scored:-0.1", null,
                ScoreAdjudication.Draw.parse("movenumber=3,movecount=2,score=0.1"));
        assertThat(game.termination()).isEqualTo(Termination.ADJUDICATION);
        assertThat(game.game().ply()).isEqualTo(6);
        assertThat(game.result()).isEqualTo("1-1");
        assertThat(game.detail()).isEqualTo("score: both engines within 0.10 of 0 for 2 moves each");
        GameRecord early = first("scored:0", "scored:0", null, ScoreAdjudication.Draw.parse("movenumber=0,movecount=2,score=0"));
        assertThat(early.game().ply()).isEqualTo(4);
        // A move without a score breaks the run: no adjudication ever.
        GameRecord silent = first("scored:0", "scored:none", null,
                ScoreAdjudication.Draw.parse("movenumber=0,movecount=1,score=1"));
        assertThat(silent.termination()).isNotEqualTo(Termination.ADJUDICATION);
        // Twice a count past half the ints overflowed to below 0, and every game was drawn at once.
        GameRecord never = first("scored:0", "scored:0", null,
                ScoreAdjudication.Draw.parse("movenumber=0,movecount=1073741824,score=0"));
        assertThat(never.termination()).isNotEqualTo(Termination.ADJUDICATION);
    }

    @Test
    void theTerminationTagSaysAdjudication(@TempDir Path dir) throws Exception {
        Path pdn = dir.resolve("games.pdn");
        MatchSettings settings = MatchSettings.builder("scored:-5", "scored:5", INTERNATIONAL).games(2).opener(SCORED)
                .resign(ScoreAdjudication.Resign.parse("score=4,movecount=1")).pdn(pdn).build();
        new Match(settings).run(MatchListener.NONE);
        List<String> terminations = PdnReader.read(pdn).games().stream().map(g -> g.tag("Termination").orElseThrow())
                .toList();
        assertThat(terminations).containsExactly("adjudication: score: White at -4.00 or below for 1 move, Black at"
                + " +4.00 or above", "adjudication: score: Black at -4.00 or below for 1 move, White at +4.00 or above");
        assertThat(Files.readString(pdn)).contains("[Result \"0-2\"]", "[Result \"2-0\"]");
    }

    @Test
    void badRulesAreRefusedWithTheReason() {
        assertThatThrownBy(() -> ScoreAdjudication.Resign.parse("movecount=3")).hasMessageContaining("score= is missing");
        assertThatThrownBy(() -> ScoreAdjudication.Resign.parse("movecount=0,score=3")).hasMessageContaining("at least 1");
        assertThatThrownBy(() -> ScoreAdjudication.Resign.parse("movecount=3,score=3,twosided=yes"))
                .hasMessageContaining("twosided takes true or false");
        assertThatThrownBy(() -> ScoreAdjudication.Resign.parse("movecount=3,score=x")).hasMessageContaining("not a number");
        assertThatThrownBy(() -> ScoreAdjudication.Draw.parse("movecount=3,score=0.1"))
                .hasMessageContaining("movenumber= is missing");
        assertThatThrownBy(() -> ScoreAdjudication.Draw.parse("movenumber=3,movecount=3,score=0.1,depth=2"))
                .hasMessageContaining("'depth=2'");
        assertThat(ScoreAdjudication.Resign.parse("score=3.5,movecount=4")).hasToString("movecount=4,score=3.5,twosided=true");
    }
}
