package org.draughts4j.match;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;
import org.draughts4j.core.Color;
import org.draughts4j.core.Game;
import org.draughts4j.core.Move;
import org.draughts4j.core.Outcome;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.draughts4j.egtb.EndgameTables;
import org.draughts4j.egtb.TableValue;

/**
 * Ends a game as soon as its position is in the endgame tables: a draw there is an agreed draw,
 * and a win there is the loser's resignation, with the reason {@code endgame tables: White wins
 * (Black to move: loss 12)} or {@code endgame tables: draw (White to move)}.
 *
 * <p>Every position the tables hold is judged, a capture pending or not: the tables keep the value
 * of positions with a capture as exactly as the others (their builder plays the captures).
 *
 * <p>The tables know nothing of the draw rules that count moves or repetitions, which can end a
 * won position drawn (International's king and man against a king are drawn after five moves
 * each). So a win is given only when the tables' own line, the fastest win against the longest
 * defence, played on from the game under its draw rules, ends in that win; where a draw rule ends
 * it first, the game is played on and judged again after the next move. A draw in the tables is a
 * draw whatever the rules: they only ever add draws.
 *
 * <p>Thread-safe, as the tables are. One made by {@link #open} owns its tables, and {@link
 * #close()} closes them once the match is over; one given tables leaves them to their owner.
 *
 * <pre>{@code
 * Variant russian = Variant.byName("russian");
 * try (TableAdjudicator tables = TableAdjudicator.open(russian, Path.of("tables"))) {
 *     MatchSettings settings = MatchSettings.builder("builtin", "greedy", russian).adjudicator(tables).build();
 *     new Match(settings).run(MatchListener.NONE);
 * }
 * }</pre>
 */
public final class TableAdjudicator implements Adjudicator, AutoCloseable {
    private final EndgameTables tables;
    /** Whether {@link #close()} closes the tables: they were opened here. */
    private final boolean owned;

    /** @param tables the tables of the match's variant; their owner closes them */
    public TableAdjudicator(EndgameTables tables) {
        this(tables, false);
    }

    private TableAdjudicator(EndgameTables tables, boolean owned) {
        this.tables = Objects.requireNonNull(tables, "tables");
        this.owned = owned;
    }

    /**
     * @param variant the match's variant
     * @param dir a directory of its tables, as {@code draughts egtb build} writes them
     * @return an adjudicator by those tables, which owns them: close it when the match is over
     * @throws org.draughts4j.egtb.UnsupportedVariantException if the tables do not support the variant
     * @throws org.draughts4j.egtb.CorruptTableException if a file is not a whole table, or does not
     *     match its checksum
     * @throws IOException if the directory or a file cannot be read
     */
    public static TableAdjudicator open(Variant variant, Path dir) throws IOException {
        return new TableAdjudicator(EndgameTables.openEitherFormat(variant, dir), true);
    }

    /**
     * Closes the tables if {@link #open} opened them (those given to the constructor are their
     * owner's to close). Call it when no game is being judged any more.
     */
    @Override
    public void close() {
        if (owned) {
            tables.close();
        }
    }

    /** @return the tables it judges by */
    public EndgameTables tables() {
        return tables;
    }

    /**
     * @throws IllegalArgumentException if the game is of another variant than the tables
     * @throws org.draughts4j.egtb.CorruptTableException if a file read is corrupt
     */
    @Override
    public Optional<Adjudication> adjudicate(Game game) {
        Position position = game.position();
        Optional<TableValue> value = tables.probe(position);
        if (value.isEmpty()) {
            return Optional.empty();
        }
        Color mover = position.sideToMove();
        String said = name(mover) + " to move";
        TableValue.Outcome outcome = value.get().outcome();
        if (outcome == TableValue.Outcome.DRAW) {
            return Optional.of(new Adjudication(game.agreeDraw(), "endgame tables: draw (" + said + ")"));
        }
        Color winner = outcome == TableValue.Outcome.WIN ? mover : mover.opposite();
        if (!wonUnderTheRules(game, winner)) {
            return Optional.empty();
        }
        return Optional.of(new Adjudication(game.resign(winner.opposite()),
                "endgame tables: " + name(winner) + " wins (" + said + ": " + value.get() + ")"));
    }

    /**
     * @return whether the tables' line from the game, each side playing the tables' best move (the
     *     fastest win, the longest loss), ends in a win of {@code winner} before a draw rule ends it
     */
    private boolean wonUnderTheRules(Game game, Color winner) {
        Game line = game;
        while (!line.outcome().isOver()) {
            // A draw a side may claim is claimed: the match runner claims every one.
            if (!line.claimableDraws().isEmpty()) {
                return false;
            }
            Optional<Move> best = tables.bestMove(line.position());
            if (best.isEmpty()) {
                // A material whose file is missing: no judgement.
                return false;
            }
            line = line.play(best.get());
        }
        return line.outcome() instanceof Outcome.Win win && win.winner() == winner;
    }

    private static String name(Color color) {
        return color == Color.WHITE ? "White" : "Black";
    }
}
