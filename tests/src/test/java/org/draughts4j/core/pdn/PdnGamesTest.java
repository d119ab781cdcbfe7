package org.draughts4j.core.pdn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.LinkedHashMap;
import java.util.Map;
import org.draughts4j.core.Color;
import org.draughts4j.core.Game;
import org.draughts4j.core.Outcome;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.draughts4j.tests.TestVariants;
import org.junit.jupiter.api.Test;

/** A Game becomes a PDN record and back, its outcome carried by the Result. */
class PdnGamesTest {
    private static final Variant INTERNATIONAL = TestVariants.INTERNATIONAL;
    private static final Variant RUSSIAN = TestVariants.RUSSIAN;

    @Test
    void aRecordWithoutMovesAndAFenItCannotReadIsAPdnExceptionNotANullPointer() {
        PdnGame pdn = PdnReader.readGame("[FEN \"X\"]\n*");
        assertThatThrownBy(() -> PdnGames.toGame(pdn, INTERNATIONAL)).isInstanceOf(PdnException.class)
                .hasMessageContaining("no start position");
    }

    private static Game roundTrip(Game game, Variant variant) {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", "test");
        tags.put("White", "A");
        PdnGame pdn = PdnGames.toPdn(game, tags);
        PdnGame read = PdnReader.readGame(PdnWriter.write(pdn, variant));
        assertThat(read.tag("Event")).contains("test");
        return PdnGames.toGame(read, variant);
    }

    @Test
    void gamesGoToPdnAndBackWithTheirOutcome() {
        Game ongoing = Game.start(INTERNATIONAL).play("32-28", "19-23", "28x19", "14x23");
        assertThat(roundTrip(ongoing, INTERNATIONAL)).isEqualTo(ongoing);
        Game resigned = ongoing.resign(Color.BLACK);
        assertThat(PdnGames.toPdn(resigned, Map.of()).tag("Result")).contains("2-0");
        assertThat(roundTrip(resigned, INTERNATIONAL)).isEqualTo(resigned);
        Game agreed = Game.start(RUSSIAN).play("c3-d4").agreeDraw();
        assertThat(PdnGames.toPdn(agreed, Map.of()).result()).contains("1/2-1/2");
        assertThat(roundTrip(agreed, RUSSIAN)).isEqualTo(agreed);
        Game won = Game.from(Position.fromFen(INTERNATIONAL, "W:W28:B23")).play("28x19");
        assertThat(won.outcome()).isEqualTo(new Outcome.Win(Color.WHITE, Outcome.WinReason.NO_PIECES));
        assertThat(PdnGames.toPdn(won, Map.of()).tag("FEN")).contains("W:W28:B23");
        assertThat(roundTrip(won, INTERNATIONAL)).isEqualTo(won);
    }

    @Test
    void aResultThePositionContradictsIsAnError() {
        PdnGame pdn = PdnReader.readGame("[FEN \"W:W28:B23\"]\n1. 28x19 0-2");
        assertThatThrownBy(() -> PdnGames.toGame(pdn, INTERNATIONAL)).isInstanceOf(PdnException.class)
                .hasMessageContaining("contradicts");
        assertThatThrownBy(() -> PdnGames.toGame(PdnReader.readGame("1. 32-28 20-30 *"), INTERNATIONAL))
                .isInstanceOf(PdnException.class).hasMessageContaining("cannot be replayed");
    }
}
