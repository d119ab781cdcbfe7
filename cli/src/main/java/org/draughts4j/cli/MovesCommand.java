package org.draughts4j.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import org.draughts4j.core.Move;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code draughts moves}: the legal moves, one per line, full path, sorted. */
@Command(name = "moves", mixinStandardHelpOptions = true,
        description = "Prints the legal moves, one per line, each as its full path (28x17x8),"
                + " sorted by origin, destination and path.")
final class MovesCommand implements Runnable {
    @Spec
    CommandSpec spec;

    @Mixin
    PositionOptions position = new PositionOptions();

    @Override
    public void run() {
        List<Move> moves = new ArrayList<>(position.position().legalMoves());
        moves.sort(MoveOrder.MOVES);
        PrintWriter out = spec.commandLine().getOut();
        for (Move move : moves) {
            out.println(move);
        }
        out.flush();
    }
}
