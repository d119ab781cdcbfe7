package org.draughts4j.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import org.draughts4j.core.BoardDiagram;
import org.draughts4j.core.Color;
import org.draughts4j.core.Game;
import org.draughts4j.core.Outcome;
import org.draughts4j.core.Piece;
import org.draughts4j.core.Position;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code draughts show}: a text diagram of the position. */
@Command(name = "show", mixinStandardHelpOptions = true,
        description = {
            "Prints the board as White sees it: empty playable squares show their number, pieces show as"
                    + " w/W (white man/king) and b/B (black man/king), light squares as '.'."
                    + " In column draughts a square shows its tower's top, and the towers of two or more pieces"
                    + " are listed below the board, bottom to top.",
            "Then the variant, the FEN, the side to move, and the result when the game is over in that"
                    + " position: the side to move has no legal move, the variant's goal is reached, or an"
                    + " automatic draw holds at once."
        })
final class ShowCommand implements Runnable {
    private static final BoardDiagram DIAGRAM = BoardDiagram.builder().squareNumbers(true).build();

    @Spec
    CommandSpec spec;

    @Mixin
    PositionOptions position = new PositionOptions();

    @Override
    public void run() {
        Position p = position.position();
        PrintWriter out = spec.commandLine().getOut();
        out.print(diagram(p));
        String towers = towers(p);
        if (!towers.isEmpty()) {
            out.println("towers (bottom to top): " + towers);
        }
        out.println("variant: " + p.variant().name());
        out.println("fen: " + p.toFen());
        out.println("to move: " + name(p.sideToMove()));
        Outcome outcome = Game.from(p).outcome();
        if (outcome instanceof Outcome.Win) {
            out.println("result: " + name(((Outcome.Win) outcome).winner()) + " wins");
        } else if (outcome.isOver()) {
            out.println("result: " + outcome);
        }
        out.flush();
    }

    /**
     * @return the board, one line per row, top row first as White sees it, empty playable squares
     *     numbered, each line ending with the platform's line separator
     */
    static String diagram(Position position) {
        return DIAGRAM.text(position).replace("\n", System.lineSeparator());
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
