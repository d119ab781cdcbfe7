package org.draughts4j.core.pdn;

import java.util.Map;
import java.util.Objects;
import org.draughts4j.core.Color;
import org.draughts4j.core.Game;
import org.draughts4j.core.IllegalMoveException;
import org.draughts4j.core.Move;
import org.draughts4j.core.Outcome;
import org.draughts4j.core.Variant;

/**
 * The bridge between a {@link Game} and its PDN record, both ways: a game becomes a {@link PdnGame}
 * whose Result tag and termination say its outcome, and a PDN game replays into a {@code Game}
 * whose outcome the Result confirms or completes (a result the position does not decide is a
 * resignation or an agreed draw). Result tokens: {@code 2-0}, {@code 0-2}, {@code 1-1} on boards of
 * 10x10 and more, where a win scores two points, else {@code 1-0}, {@code 0-1}, {@code 1/2-1/2}; an
 * unfinished game is {@code *}.
 */
public final class PdnGames {

    private PdnGames() {}

    /**
     * @param game a game
     * @param tags further tags (Event, White, Black, Date...), in their iteration order
     * @return its PDN record: its start (SetUp and FEN when it is not the variant's start), its
     *     moves with the capture paths they were played with written in the shortest unambiguous
     *     notation, and its result
     */
    public static PdnGame toPdn(Game game, Map<String, String> tags) {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(tags, "tags");
        PdnGame.Builder builder = PdnGame.builder(game.startPosition());
        tags.forEach(builder::tag);
        for (Move move : game.moves()) {
            builder.move(move);
        }
        String result = result(game.outcome(), game.variant());
        return builder.tag("Result", result).result(result).build();
    }

    /**
     * @param outcome the outcome of a game
     * @param variant its variant, whose board size decides how results are scored
     * @return the PDN result token of {@code outcome} in {@code variant}: on boards of 10x10 and up
     *     {@code 2-0}, {@code 0-2} or {@code 1-1}, on smaller boards {@code 1-0}, {@code 0-1} or
     *     {@code 1/2-1/2}; {@code *} for a game in progress
     */
    public static String result(Outcome outcome, Variant variant) {
        boolean points = variant.geometry().size() >= 10;
        if (outcome instanceof Outcome.Win win) {
            boolean white = win.winner() == Color.WHITE;
            return points ? (white ? "2-0" : "0-2") : (white ? "1-0" : "0-1");
        }
        if (outcome instanceof Outcome.Draw) {
            return points ? "1-1" : "1/2-1/2";
        }
        return "*";
    }

    /**
     * Replays a PDN game's main line strictly into a game, then takes its result: a win the
     * position does not show is the loser's resignation, a draw no rule declares is an agreed
     * draw (a result the position contradicts, such as a win for the side that has lost, is an
     * error).
     *
     * @param pdn a PDN game
     * @param defaultVariant the variant when the game's tags name none
     * @return the game
     * @throws PdnException if a move cannot be replayed or the result contradicts the position
     */
    public static Game toGame(PdnGame pdn, Variant defaultVariant) {
        PdnReplayResult replayed = PdnReplayer.strict(defaultVariant).replay(pdn);
        if (replayed.failure().isPresent()) {
            throw new PdnException("the game cannot be replayed: " + replayed.failure().get());
        }
        if (replayed.start() == null) {
            // A record without moves passes the replay with a FEN it cannot read; a game needs a start.
            throw new PdnException("the game has no start position: " + replayed.warnings().get(0).message());
        }
        Game game = Game.from(replayed.start());
        for (Move move : replayed.moves()) {
            try {
                game = game.play(move);
            } catch (IllegalMoveException e) {
                throw new PdnException("the game is over at ply " + game.ply() + " (" + game.outcome()
                        + ") before its move " + move);
            }
        }
        String written = pdn.result().orElse(pdn.tag("Result").orElse("*")).strip();
        Outcome wanted = outcome(written);
        if (wanted == null || wanted.equals(game.outcome()) || game.outcome().isOver() && sameKind(wanted, game.outcome())) {
            return game;
        }
        if (game.outcome().isOver()) {
            throw new PdnException("the result " + written + " contradicts the position, where the game is "
                    + game.outcome());
        }
        return wanted instanceof Outcome.Win win ? game.resign(win.winner().opposite()) : game.agreeDraw();
    }

    private static boolean sameKind(Outcome a, Outcome b) {
        if (a instanceof Outcome.Win wa && b instanceof Outcome.Win wb) {
            return wa.winner() == wb.winner();
        }
        return a instanceof Outcome.Draw && b instanceof Outcome.Draw;
    }

    /** @return the outcome a result token says (its reason a placeholder), or null for {@code *} or an unknown token */
    private static Outcome outcome(String token) {
        switch (token) {
            case "1-0": case "2-0": case "1:0": case "2:0":
                return new Outcome.Win(Color.WHITE, Outcome.WinReason.RESIGNATION);
            case "0-1": case "0-2": case "0:1": case "0:2":
                return new Outcome.Win(Color.BLACK, Outcome.WinReason.RESIGNATION);
            case "1-1": case "1/2-1/2": case "1/2:1/2": case "\u00bd-\u00bd": case "1:1":
                return new Outcome.Draw("agreement", true);
            default:
                return null;
        }
    }
}
