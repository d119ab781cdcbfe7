package org.draughts4j.match;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import org.draughts4j.core.Color;
import org.draughts4j.core.Game;
import org.draughts4j.core.Move;
import org.draughts4j.core.Outcome;
import org.draughts4j.core.pdn.PdnGame;
import org.draughts4j.core.pdn.PdnGames;

/**
 * A finished game of a match. Immutable.
 *
 * @param round its number in the match, from 1
 * @param white the name of the engine that played White
 * @param black the name of the engine that played Black
 * @param firstIsWhite whether the match's first engine (A) played White
 * @param opening the opening it started from
 * @param game the game from the opening's position, over
 * @param termination how it ended
 * @param detail what happened, in one line: {@code no legal move}, {@code greedy lost on time (1.3 s of 1 s)}
 * @param date the day the game started, on the clock of the machine that ran it
 * @param notes what the match saw of each move the engines played, in the order of the game's moves
 *     (an adjudication's or a claim's end adds none)
 */
public record GameRecord(int round, String white, String black, boolean firstIsWhite, Opening opening, Game game,
        Termination termination, String detail, LocalDate date, List<MoveNote> notes) {
    /** The PDN Date tag's form, {@code 2026.03.14}. */
    private static final DateTimeFormatter PDN_DATE = DateTimeFormatter.ofPattern("uuuu.MM.dd", Locale.ROOT);

    /**
     * Validates.
     *
     * @param round its number
     * @param white White's name
     * @param black Black's name
     * @param firstIsWhite whether engine A played White
     * @param opening the opening
     * @param game the game, over
     * @param termination how it ended
     * @param detail what happened
     * @param date the day it started
     * @param notes each move's note, at most one a move of the game
     * @throws IllegalArgumentException if the game is not over, or has fewer moves than notes
     */
    public GameRecord {
        Objects.requireNonNull(date, "date");
        Objects.requireNonNull(white, "white");
        Objects.requireNonNull(black, "black");
        Objects.requireNonNull(opening, "opening");
        Objects.requireNonNull(termination, "termination");
        Objects.requireNonNull(detail, "detail");
        Objects.requireNonNull(game, "game");
        if (!game.outcome().isOver()) {
            throw new IllegalArgumentException("a finished game is over: " + game.outcome());
        }
        notes = List.copyOf(Objects.requireNonNull(notes, "notes"));
        if (notes.size() > game.moves().size()) {
            throw new IllegalArgumentException(notes.size() + " notes for " + game.moves().size() + " moves");
        }
    }

    /**
     * A record without notes of its moves.
     *
     * @param round its number
     * @param white White's name
     * @param black Black's name
     * @param firstIsWhite whether engine A played White
     * @param opening the opening
     * @param game the game, over
     * @param termination how it ended
     * @param detail what happened
     * @param date the day it started
     * @throws IllegalArgumentException if the game is not over
     */
    public GameRecord(int round, String white, String black, boolean firstIsWhite, Opening opening, Game game,
            Termination termination, String detail, LocalDate date) {
        this(round, white, black, firstIsWhite, opening, game, termination, detail, date, List.of());
    }

    /** @return the PDN result: {@code 2-0}, {@code 1-1}, {@code 0-2} on 10x10 and larger boards, else {@code 1-0} ... */
    public String result() {
        return PdnGames.result(game.outcome(), game.variant());
    }

    /** @return what engine A scored: 1, 0.5 or 0 */
    public double firstEnginePoints() {
        Outcome outcome = game.outcome();
        if (outcome instanceof Outcome.Win win) {
            return (win.winner() == Color.WHITE) == firstIsWhite ? 1 : 0;
        }
        return 0.5;
    }

    /**
     * @param event the Event tag
     * @param timeControl the TimeControl tag
     * @return the game as PDN: Event, Date (the day it started), Round, White, Black, Result,
     *     GameType, SetUp and FEN of the opening's position, Opening (its moves), TimeControl,
     *     Termination; each move followed by its note as a comment ({@link MoveNote#comment()}:
     *     {@code 32-28 {+0.12/14 1.234s}})
     */
    public PdnGame toPdn(String event, String timeControl) {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", event);
        tags.put("Date", date.format(PDN_DATE));
        tags.put("Round", String.valueOf(round));
        tags.put("White", white);
        tags.put("Black", black);
        tags.put("Result", result());
        tags.put("GameType", String.valueOf(game.variant().pdnGameType()));
        tags.put("SetUp", "1");
        tags.put("FEN", game.startPosition().toFen());
        if (!opening.moves().isEmpty()) {
            tags.put("Opening", String.join(" ", opening.moves()));
        }
        tags.put("TimeControl", timeControl);
        tags.put("Termination", termination.word() + ": " + detail);
        PdnGame.Builder pdn = PdnGame.builder(game.startPosition());
        tags.forEach(pdn::tag);
        List<Move> moves = game.moves();
        for (int i = 0; i < moves.size(); i++) {
            pdn.move(moves.get(i));
            if (i < notes.size()) {
                pdn.comment(notes.get(i).comment());
            }
        }
        return pdn.result(result()).build();
    }
}
