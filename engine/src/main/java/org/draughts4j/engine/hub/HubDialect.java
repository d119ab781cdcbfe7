package org.draughts4j.engine.hub;

import java.util.ArrayList;
import java.util.List;
import org.draughts4j.core.Game;
import org.draughts4j.core.IllegalMoveException;
import org.draughts4j.core.Move;
import org.draughts4j.core.Notation;
import org.draughts4j.core.Position;
import org.draughts4j.engine.EngineException;
import org.draughts4j.engine.IllegalEngineMoveException;

/**
 * How positions and moves are written for one variant: Hub's own form for the five variants Hub
 * names ({@code pos=} and {@code 28x19x23}), or this project's extension for the others ({@code
 * fen=} and the variant's own notation, {@code 28x19} or {@code c3:e5}).
 */
enum HubDialect {
    /** The variants with a Hub name. */
    NATIVE,
    /** Every other variant: FEN and the variant's notation. */
    EXTENDED;

    static HubDialect of(org.draughts4j.core.Variant variant) {
        return variant.hubName().isPresent() ? NATIVE : EXTENDED;
    }

    String formatMove(Move move, Position before) {
        return this == NATIVE ? HubBoard.formatMove(move) : Notation.format(move, before);
    }

    Move parseMove(Position position, String text, String source, List<String> lastOutput) {
        if (this == NATIVE) {
            return HubBoard.parseMove(position, text, source, lastOutput);
        }
        try {
            return position.parseMove(text);
        } catch (IllegalMoveException e) {
            throw new IllegalEngineMoveException((e.isAmbiguous() ? "ambiguous" : "illegal") + " move "
                    + EngineException.quote(text) + " in " + EngineException.quote(source) + " (position "
                    + position.toFen() + ")", lastOutput);
        }
    }

    /**
     * @return the {@code pos} line of the game: the position after its last man move or capture (the
     *     moves before it cannot repeat) and the moves since
     */
    HubLine posLine(Game game) {
        List<Position> positions = game.positions();
        List<Move> moves = game.moves();
        int base = 0;
        for (int i = 0; i < moves.size(); i++) {
            Move move = moves.get(i);
            org.draughts4j.core.Piece mover = positions.get(i).pieceAt(move.origin());
            if (move.isCapture() || mover == null || !mover.isKing()) {
                base = i + 1;
            }
        }
        Position start = positions.get(base);
        HubLine line = this == NATIVE ? HubLine.of("pos").with("pos", HubBoard.format(start))
                : HubLine.of("pos").with("fen", start.toFen());
        if (base < moves.size()) {
            List<String> texts = new ArrayList<>();
            for (int i = base; i < moves.size(); i++) {
                texts.add(formatMove(moves.get(i), positions.get(i)));
            }
            line = line.with("moves", String.join(" ", texts));
        }
        return line;
    }
}
