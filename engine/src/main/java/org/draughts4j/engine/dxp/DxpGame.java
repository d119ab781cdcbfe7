package org.draughts4j.engine.dxp;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import org.draughts4j.core.Game;
import org.draughts4j.core.pdn.PdnGame;
import org.draughts4j.core.pdn.PdnGames;

/**
 * A game played over DXP.
 *
 * @param number its number in the session, from 1
 * @param white the name of the side that played White
 * @param black the name of the side that played Black
 * @param game the game: its moves and outcome (a win or draw the position does not show is a
 *     resignation or an agreed draw, as the game end said; an end with no reason leaves it in progress)
 * @param termination how it ended, in words: {@code no legal move}, {@code the peer ended it (win)}, {@code move limit}
 */
public record DxpGame(int number, String white, String black, Game game, String termination) {
    /**
     * Validates.
     *
     * @param number its number
     * @param white White's name
     * @param black Black's name
     * @param game the game
     * @param termination how it ended
     * @throws NullPointerException if an argument is null
     */
    public DxpGame {
        Objects.requireNonNull(white, "white");
        Objects.requireNonNull(black, "black");
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(termination, "termination");
    }

    /** @return the PDN result token: {@code 2-0}, {@code 0-2}, {@code 1-1} or {@code *} */
    public String result() {
        return PdnGames.result(game.outcome(), game.variant());
    }

    /** @return the game as PDN, with Event, Round, White, Black, Result and Termination tags */
    public PdnGame toPdn() {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", "DXP match");
        tags.put("Round", String.valueOf(number));
        tags.put("White", white);
        tags.put("Black", black);
        tags.put("Termination", termination);
        return PdnGames.toPdn(game, tags);
    }
}
