package org.draughts4j.web;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.draughts4j.core.Color;
import org.draughts4j.core.Game;
import org.draughts4j.core.Move;
import org.draughts4j.core.Notation;
import org.draughts4j.core.Outcome;
import org.draughts4j.core.Position;
import org.draughts4j.engine.Analysis;
import org.draughts4j.engine.Info;
import org.draughts4j.engine.PlayResult;
import org.draughts4j.engine.Score;

/**
 * The judgment of a whole game's moves, as lidraughts' and CheckerBoard's game analysis give it:
 * each position's score from White's side, and for each move what its player lost by it against
 * the engine's best move, with a mark. A move the engine would have played itself loses nothing.
 *
 * <p>Scores are compared in men, a won game counting as {@value #DECIDED} men and an ordinary
 * score capped at {@value #CAP}, so that throwing a win away (or walking into a loss) is always
 * the worst mark. Marks: {@code ??} (a blunder) from {@value #BLUNDER} men lost, {@code ?} (a
 * mistake) from {@value #MISTAKE}, {@code ?!} (an inaccuracy) from {@value #INACCURACY}.
 */
final class GameReview {
    /** A won or lost game, in men, as the scores are compared. */
    static final double DECIDED = 100;
    /** The most an ordinary score counts, in men: beyond it the game is as good as decided. */
    static final double CAP = 20;
    static final double BLUNDER = 2.0;
    static final double MISTAKE = 1.0;
    static final double INACCURACY = 0.5;

    /** A position's value: White's score as the page shows it, in men as compared, the best move and line. */
    record Value(String score, Double men, String best, List<String> pv) {
        Map<String, Object> json() {
            Map<String, Object> json = new LinkedHashMap<>();
            json.put("score", score);
            json.put("best", best);
            json.put("pv", pv);
            return json;
        }
    }

    private final Game game;
    /** The value of the position before the move being judged. */
    private Value before;

    /** @param game the game whose moves are judged, in order, by {@link #judge} */
    GameReview(Game game) {
        this.game = game;
    }

    /**
     * @param ply the ply of the position just valued (0 for the start)
     * @param value its value
     * @return the judgment of the move that led to it (ply, notation, best, loss in men, mark), or
     *     null at the start or when one of the two positions has no score
     */
    Map<String, Object> judge(int ply, Value value) {
        Value previous = before;
        before = value;
        if (ply == 0 || previous == null) {
            return null;
        }
        Position from = game.positions().get(ply - 1);
        Move played = game.moves().get(ply - 1);
        String notation = Notation.format(played, from);
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("ply", ply);
        json.put("notation", notation);
        json.put("best", previous.best());
        if (previous.men() == null || value.men() == null) {
            json.put("loss", null);
            json.put("mark", "");
            return json;
        }
        double sign = from.sideToMove() == Color.WHITE ? 1 : -1;
        double loss = notation.equals(previous.best()) ? 0 : Math.max(0, sign * (previous.men() - value.men()));
        json.put("loss", Math.round(loss * 100) / 100.0);
        json.put("mark", mark(loss));
        return json;
    }

    /** @return the mark of a move that lost this many men against the best */
    static String mark(double loss) {
        if (loss >= BLUNDER) {
            return "??";
        }
        if (loss >= MISTAKE) {
            return "?";
        }
        return loss >= INACCURACY ? "?!" : "";
    }

    /**
     * @return the game without an end declared after its last move (a resignation, an agreed or a
     *     claimed draw, a loss on time): the moves alone, whose last position is then analysed
     */
    static Game withoutDeclaredEnd(Game game) {
        if (!game.outcome().isOver() || isEndedByRule(game)) {
            return game;
        }
        Optional<Game> previous = game.previous();
        return previous.isPresent() ? previous.get().play(game.lastMove()) : Game.from(game.startPosition());
    }

    /** @return the game at each ply, from its start to itself */
    static List<Game> prefixes(Game game) {
        List<Game> prefixes = new ArrayList<>(game.ply() + 1);
        for (Optional<Game> at = Optional.of(game); at.isPresent(); at = at.get().previous()) {
            prefixes.add(at.get());
        }
        Collections.reverse(prefixes);
        return prefixes;
    }

    /** @return whether the game was ended by the rules (no pieces, no moves, the first king, a draw rule) */
    static boolean isEndedByRule(Game game) {
        Outcome outcome = game.outcome();
        if (outcome instanceof Outcome.Win win) {
            return win.reason() != Outcome.WinReason.RESIGNATION && win.reason() != Outcome.WinReason.TIME;
        }
        if (outcome instanceof Outcome.Draw draw) {
            return !draw.claimed() && !draw.rule().equals("agreement");
        }
        return false;
    }

    /** @return the value of a position the rules ended: won, lost or drawn, and no move */
    static Value terminal(Game game) {
        Outcome outcome = game.outcome();
        if (outcome instanceof Outcome.Win win) {
            boolean white = win.winner() == Color.WHITE;
            return new Value(white ? "+W0" : "-W0", white ? DECIDED : -DECIDED, null, List.of());
        }
        return new Value("0.00", 0.0, null, List.of());
    }

    /** @return the value of a position an engine searched to its end */
    static Value searched(Analysis analysis, Position position) {
        PlayResult result = analysis.result();
        String best = result.hasMove() ? Notation.format(result.move(), position) : null;
        List<Info> lines = analysis.lines();
        if (lines.isEmpty() || lines.get(0).povScore().isEmpty()) {
            return new Value(null, null, best, List.of());
        }
        Info line = lines.get(0);
        Score white = line.povScore().get().white();
        double men = white.isWin() ? DECIDED : white.isLoss() ? -DECIDED
                : Math.max(-CAP, Math.min(CAP, white.inMen()));
        @SuppressWarnings("unchecked")
        List<String> pv = (List<String>) Searches.info(line, position).get("pv");
        return new Value(Searches.score(white), men, best, pv);
    }
}
