package org.draughts4j.web;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.draughts4j.core.Color;
import org.draughts4j.core.Game;
import org.draughts4j.core.Geometry;
import org.draughts4j.core.Move;
import org.draughts4j.core.Notation;
import org.draughts4j.core.Outcome;
import org.draughts4j.core.Piece;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.draughts4j.core.pdn.PdnGames;
import org.draughts4j.core.pdn.PdnWriter;
import org.draughts4j.web.Json.JsonException;

/**
 * Games as the API sends and takes them. A game travels as its variant, its start FEN (none for
 * the variant's start), its moves in notation and how it was ended when no rule ended it (a
 * resignation, an agreed or a claimed draw): the server keeps no game, and replays the moves of
 * every request with the rules of {@link Game}, repetitions and draw counts included.
 */
final class GameViews {
    /** The most plies a game of a request may hold: a replay costs time and memory per ply. */
    static final int MAX_PLIES = 2000;

    private GameViews() {
    }

    /** @return the variant a request names ({@code international} when it names none) */
    static Variant variant(Fields fields) {
        return Variant.byName(fields.string("variant", "international"));
    }

    /**
     * Replays the game of a request: {@code variant}, {@code fen} (optional), {@code moves}
     * (optional) and {@code end} (optional: {@code resign white}, {@code resign black}, {@code
     * agreement} or {@code claim ID}).
     */
    static Game game(Fields fields) {
        Variant variant = variant(fields);
        String fen = fields.string("fen", "");
        Game game = fen.isBlank() ? Game.start(variant) : Game.from(Position.fromFen(variant, fen));
        List<String> moves = fields.strings("moves", MAX_PLIES);
        game = game.play(moves.toArray(new String[0]));
        String end = fields.string("end", "").strip();
        if (!end.isEmpty() && !game.outcome().isOver()) {
            if (end.equals("resign white")) {
                game = game.resign(Color.WHITE);
            } else if (end.equals("resign black")) {
                game = game.resign(Color.BLACK);
            } else if (end.equals("agreement")) {
                game = game.agreeDraw();
            } else if (end.startsWith("claim ")) {
                game = game.claimDraw(end.substring("claim ".length()).strip());
            } else {
                throw new JsonException("'end' must be 'resign white', 'resign black', 'agreement' or 'claim ID'");
            }
        }
        return game;
    }

    /** @return what the page needs to draw a variant's board */
    static Map<String, Object> variant(Variant variant) {
        Geometry geometry = variant.geometry();
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("name", variant.name());
        json.put("displayName", variant.displayName());
        json.put("size", geometry.size());
        json.put("allSquares", geometry.isAllSquares());
        json.put("startFen", variant.startFen());
        json.put("firstMover", lower(Position.start(variant).sideToMove()));
        json.put("algebraic", variant.acceptsAlgebraicSquares() || geometry.isAllSquares());
        json.put("towers", isTowers(variant));
        json.put("kingMoveLimit", variant.traits().kingMoveLimit());
        List<Object> squares = new ArrayList<>();
        for (int square = 1; square <= geometry.squareCount(); square++) {
            Map<String, Object> s = new LinkedHashMap<>();
            s.put("name", geometry.name(square));
            s.put("row", geometry.row(square));
            s.put("column", geometry.column(square));
            s.put("algebraic", geometry.algebraic(square));
            squares.add(s);
        }
        json.put("squares", squares);
        return json;
    }

    /** @return whether the variant keeps towers (column draughts) */
    static boolean isTowers(Variant variant) {
        return variant.traits().towers();
    }

    /** @return the position: side to move, pieces by square name, towers, FEN */
    static Map<String, Object> position(Position position) {
        Geometry geometry = position.variant().geometry();
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("fen", position.toFen());
        json.put("sideToMove", lower(position.sideToMove()));
        Map<String, Object> pieces = new LinkedHashMap<>();
        Map<String, Object> towers = new LinkedHashMap<>();
        for (Map.Entry<Integer, Piece> entry : position.pieceMap().entrySet()) {
            String name = geometry.name(entry.getKey());
            pieces.put(name, letter(entry.getValue()));
            List<Piece> tower = position.tower(entry.getKey());
            if (tower.size() > 1) {
                StringBuilder letters = new StringBuilder();
                for (Piece piece : tower) {
                    letters.append(letter(piece));
                }
                towers.put(name, letters.toString());
            }
        }
        json.put("pieces", pieces);
        json.put("towers", towers);
        if (position.variant().traits().kingMoveLimit() > 0) {
            // Frisian's counts of one king's moves in a row are part of the position (its FEN).
            Map<String, Object> kingMoves = new LinkedHashMap<>();
            for (Color color : Color.values()) {
                int count = position.kingMoveCount(color);
                Map<String, Object> side = new LinkedHashMap<>();
                side.put("count", count);
                side.put("square", count == 0 ? null : geometry.name(position.kingMoveSquare(color)));
                kingMoves.put(lower(color), side);
            }
            json.put("kingMoves", kingMoves);
        }
        return json;
    }

    /**
     * @return the legal moves: from, to, path and captured squares by name, notation, and whether
     * the man is crowned: in Russian, Brazilian and Czech two paths taking the same pieces may
     * differ by it alone, and are then two moves (CONVENTIONS.md, "Moves")
     */
    static List<Object> moves(Position position) {
        List<Object> moves = new ArrayList<>();
        if (position.isGameOver()) {
            return moves;
        }
        for (Move move : position.legalMovePaths()) {
            Map<String, Object> json = move(move, position);
            json.put("promotion", move.isPromotion());
            moves.add(json);
        }
        return moves;
    }

    static Map<String, Object> move(Move move, Position position) {
        Geometry geometry = position.variant().geometry();
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("from", geometry.name(move.origin()));
        json.put("to", geometry.name(move.destination()));
        json.put("path", names(geometry, move.path()));
        json.put("captured", names(geometry, move.captured()));
        json.put("notation", Notation.format(move, position));
        return json;
    }

    private static List<String> names(Geometry geometry, List<Integer> squares) {
        List<String> names = new ArrayList<>(squares.size());
        for (int square : squares) {
            names.add(geometry.name(square));
        }
        return names;
    }

    /** @return the outcome: over, the PDN result and its reason */
    static Map<String, Object> outcome(Game game) {
        Outcome outcome = game.outcome();
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("over", outcome.isOver());
        json.put("result", PdnGames.result(outcome, game.variant()));
        json.put("reason", reason(outcome));
        json.put("claimable", game.claimableDraws());
        return json;
    }

    /** @return why the game ended, in words ({@code white wins: black cannot move}), or "" while it goes on */
    static String reason(Outcome outcome) {
        if (outcome instanceof Outcome.Win win) {
            String winner = lower(win.winner());
            String loser = lower(win.winner().opposite());
            return switch (win.reason()) {
                case NO_PIECES -> winner + " wins: " + (win.winner() == Color.WHITE ? "black" : "white")
                        + " has no pieces left";
                case NO_MOVES -> winner + " wins: " + loser + " cannot move";
                case FIRST_KING -> winner + " wins: the first king";
                case RESIGNATION -> winner + " wins: " + loser + " resigned";
                case TIME -> winner + " wins: " + loser + " lost on time";
            };
        }
        if (outcome instanceof Outcome.Draw draw) {
            return "draw: " + draw.rule() + (draw.claimed() ? " (claimed)" : "");
        }
        return "";
    }

    /** @return the whole game: its start, moves with the FEN after each, the position, moves, outcome, PDN */
    static Map<String, Object> game(Game game) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("variant", game.variant().name());
        json.put("startFen", game.startPosition().toFen());
        List<Object> moves = new ArrayList<>();
        List<Position> positions = game.positions();
        List<Move> played = game.moves();
        for (int i = 0; i < played.size(); i++) {
            Map<String, Object> move = move(played.get(i), positions.get(i));
            move.put("ply", i + 1);
            move.put("fen", positions.get(i + 1).toFen());
            moves.add(move);
        }
        json.put("moves", moves);
        json.put("position", position(game.position()));
        json.put("legal", game.outcome().isOver() ? List.of() : moves(game.position()));
        json.put("outcome", outcome(game));
        json.put("end", end(game.outcome()));
        json.put("pdn", PdnWriter.write(PdnGames.toPdn(game, Map.of()), game.variant()));
        return json;
    }

    /** @return the request's {@code end} that gives this outcome again, or "" when the moves do */
    private static String end(Outcome outcome) {
        if (outcome instanceof Outcome.Win win && win.reason() == Outcome.WinReason.RESIGNATION) {
            return "resign " + lower(win.winner().opposite());
        }
        if (outcome instanceof Outcome.Draw draw && draw.rule().equals("agreement")) {
            return "agreement";
        }
        if (outcome instanceof Outcome.Draw draw && draw.claimed()) {
            return "claim " + draw.rule();
        }
        return "";
    }

    static String letter(Piece piece) {
        return switch (piece) {
            case WHITE_MAN -> "w";
            case WHITE_KING -> "W";
            case BLACK_MAN -> "b";
            case BLACK_KING -> "B";
        };
    }

    static String lower(Color color) {
        return color.name().toLowerCase(Locale.ROOT);
    }
}
