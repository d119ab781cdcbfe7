package org.draughts4j.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.draughts4j.core.BoardDiagram;
import org.draughts4j.core.Color;
import org.draughts4j.core.Game;
import org.draughts4j.core.IllegalMoveException;
import org.draughts4j.core.InputLimits;
import org.draughts4j.core.Move;
import org.draughts4j.core.Notation;
import org.draughts4j.core.Outcome;
import org.draughts4j.core.Piece;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.draughts4j.core.pdn.PdnFile;
import org.draughts4j.core.pdn.PdnGameReader;
import org.draughts4j.core.pdn.PdnReader;
import org.draughts4j.core.pdn.PdnReplayResult;
import org.draughts4j.core.pdn.PdnReplayer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code draughts show}: a text diagram of the position, after the moves given or a PDN game's
 * moves when there are some.
 */
@Command(name = "show", mixinStandardHelpOptions = true, versionProvider = DraughtsCommand.Version.class,
        description = {
            "Prints the board as White sees it, ranks on the left and files below: empty playable squares show"
                    + " their number, pieces show as w/W (white man/king) and b/B (black man/king), light squares"
                    + " as '.'. In column draughts a square shows its tower's top, and the towers of two or more"
                    + " pieces are listed below the board, bottom to top.",
            "Then the variant, the FEN, the side to move, and the result when the game is over in that"
                    + " position: the side to move has no legal move, the variant's goal is reached, or an"
                    + " automatic draw holds.",
            "With --moves, the moves are played from the position first (the game's draw rules apply, and no"
                    + " move may follow the end); with --pdn, a game of a PDN file is replayed up to --ply."
        })
final class ShowCommand implements Runnable {
    private static final BoardDiagram DIAGRAM = BoardDiagram.builder().squareNumbers(true).coordinates(true).build();
    private static final BoardDiagram FLIPPED = DIAGRAM.toBuilder().flipped(true).build();

    @Spec
    CommandSpec spec;

    @Mixin
    PositionOptions position = new PositionOptions();

    @Option(names = "--moves", paramLabel = "MOVES",
            description = "Moves to play from the position first, separated by spaces, in the variant's notation"
                    + " (\"32-28 19-23\", \"c3-d4 f6-g5\"); move numbers such as '1.' are skipped.")
    String moves;

    @Option(names = "--pdn", paramLabel = "FILE",
            description = "Show a game of this PDN file instead of --fen: its variant and start come from its tags"
                    + " (else -v), its main line is replayed.")
    Path pdn;

    @Option(names = "--game", paramLabel = "N", description = "With --pdn: the game, counted from 1 (default: 1).")
    int gameNumber = 1;

    @Option(names = "--ply", paramLabel = "N",
            description = "With --pdn: the plies of the main line to play (default: all of them).")
    Integer ply;

    @Override
    public void run() {
        if (pdn != null && position.fen != null) {
            throw new CliException("--pdn and --fen both give the position: give one");
        }
        if (pdn == null && (ply != null || gameNumber != 1)) {
            throw new CliException("--game and --ply choose a game of --pdn, which is not given");
        }
        Game game = pdn != null ? fromPdn() : Game.from(position.position());
        boolean algebraic = game.variant().geometry().isAllSquares();
        if (moves != null) {
            algebraic |= game.variant().acceptsAlgebraicSquares() && Notation.writtenAlgebraically(moves);
            game = play(game, moves);
        }
        PrintWriter out = spec.commandLine().getOut();
        Position p = game.position();
        out.print(diagram(p));
        String towers = towers(p);
        if (!towers.isEmpty()) {
            out.println("towers (bottom to top): " + towers);
        }
        out.println("variant: " + p.variant().name());
        out.println("fen: " + p.toFen());
        if (game.ply() > 0) {
            out.println("moves: " + notation(game, algebraic));
        }
        out.println("to move: " + name(p.sideToMove()));
        Outcome outcome = game.outcome();
        if (outcome instanceof Outcome.Win) {
            out.println("result: " + name(((Outcome.Win) outcome).winner()) + " wins");
        } else if (outcome.isOver()) {
            out.println("result: " + outcome);
        } else if (!game.claimableDraws().isEmpty()) {
            out.println("claimable: " + String.join(", ", game.claimableDraws()));
        }
        out.flush();
    }

    /**
     * @return the game of {@code --pdn} after {@code --ply} plies of its main line
     * @throws CliException if the file cannot be read, has no such game, or its moves up to that
     *     ply cannot be replayed
     */
    private Game fromPdn() {
        if (gameNumber < 1) {
            throw new CliException("--game must be at least 1, not " + gameNumber);
        }
        if (ply != null && ply < 0) {
            throw new CliException("--ply must not be negative, not " + ply);
        }
        String problem = InputLimits.unreadable(pdn).orElse(null);
        if (problem != null) {
            throw new CliException("cannot read PDN file " + pdn + ": " + problem);
        }
        Variant fallback = position.variant.resolve();
        try (PdnGameReader games = PdnReader.open(pdn)) {
            PdnFile.Entry entry = null;
            while (games.hasNext()) {
                PdnFile.Entry next = games.next();
                if (next.number() == gameNumber) {
                    entry = next;
                    break;
                }
            }
            if (entry == null) {
                throw new CliException(pdn + " has no game " + gameNumber);
            }
            PdnReplayResult result = PdnReplayer.lenient(fallback).replay(entry, pdn.toString());
            String where = pdn + ":" + gameNumber;
            if (result.start() == null) {
                throw new CliException(where + ": " + result.failure().map(Object::toString).orElse("no start position")
                        + OtherVariants.hint(entry, result, false));
            }
            int plies = ply == null ? result.moves().size() : ply;
            // The moves before a failure replay, but the game asked for (by default all of it) is
            // not the one they reach: showing that position read as if the rest had been played.
            if (result.failure().isPresent() && (ply == null || plies > result.moves().size())) {
                throw new CliException(where + ": cannot replay " + result.failure().get()
                        + OtherVariants.hint(entry, result, false));
            }
            if (plies > result.moves().size()) {
                throw new CliException(where + ": the game has " + result.moves().size() + " plies, not " + plies);
            }
            Game game = Game.from(result.start());
            for (Move move : result.moves().subList(0, plies)) {
                game = game.play(move);
            }
            return game;
        } catch (IOException e) {
            throw new CliException("cannot read PDN file " + pdn + ": " + e.getMessage(), e);
        } catch (UncheckedIOException e) {
            throw new CliException("cannot read PDN file " + pdn + ": " + e.getCause().getMessage(), e);
        }
    }

    /**
     * @return the game after the moves of {@code text}, separated by spaces; tokens such as
     *     {@code 1.} or {@code 12...} (move numbers) are skipped
     * @throws IllegalMoveException naming the ply of a move that cannot be read or played, or that
     *     follows the end of the game
     */
    static Game play(Game game, String text) {
        if (text.length() > InputLimits.MAX_LINE_CHARS) {
            throw new CliException("--moves: longer than " + InputLimits.MAX_LINE_CHARS + " characters");
        }
        for (String token : text.strip().split("\\s+")) {
            if (token.isEmpty() || isMoveNumber(token)) {
                continue;
            }
            game = game.play(token);
        }
        return game;
    }

    private static boolean isMoveNumber(String token) {
        int digits = 0;
        while (digits < token.length() && Character.isDigit(token.charAt(digits))) {
            digits++;
        }
        if (digits == 0 || digits == token.length()) {
            return false;
        }
        for (int i = digits; i < token.length(); i++) {
            if (token.charAt(i) != '.') {
                return false;
            }
        }
        return true;
    }

    /** @return the moves of the game, each in its shortest form, algebraic or numeric */
    private static String notation(Game game, boolean algebraic) {
        if (!algebraic) {
            return String.join(" ", game.notation());
        }
        List<String> texts = new ArrayList<>();
        List<Position> positions = game.positions();
        List<Move> played = game.moves();
        for (int i = 0; i < played.size(); i++) {
            texts.add(Notation.formatAlgebraic(played.get(i), positions.get(i)));
        }
        return String.join(" ", texts);
    }

    /**
     * @return the board, one line per row, top row first as White sees it, ranks on the left,
     *     files on a last line, empty playable squares numbered, each line ending with the
     *     platform's line separator
     */
    static String diagram(Position position) {
        return diagram(position, false);
    }

    /**
     * @param flipped whether to draw Black's side at the bottom (ranks and files then run the other
     *     way)
     * @return the board as {@link #diagram(Position)} draws it, or from Black's side
     */
    static String diagram(Position position, boolean flipped) {
        return (flipped ? FLIPPED : DIAGRAM).text(position).replace("\n", System.lineSeparator());
    }

    /**
     * @return the towers of two or more pieces, such as {@code 15 = w b W; 22 = b w}, or an empty
     *     string when there is none (every variant but column draughts)
     */
    static String towers(Position position) {
        List<String> entries = new ArrayList<>();
        for (int square = 1; square <= position.variant().geometry().squareCount(); square++) {
            List<Piece> tower = position.tower(square);
            if (tower.size() > 1) {
                List<String> symbols = new ArrayList<>();
                for (Piece piece : tower) {
                    symbols.add(symbol(piece));
                }
                entries.add(position.variant().geometry().name(square) + " = " + String.join(" ", symbols));
            }
        }
        return String.join("; ", entries);
    }

    static String symbol(Piece piece) {
        return String.valueOf(BoardDiagram.symbol(piece));
    }

    private static String name(Color color) {
        return color == Color.WHITE ? "white" : "black";
    }
}
