package org.draughts4j.match;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SortedMap;
import org.draughts4j.core.Game;
import org.draughts4j.core.IllegalMoveException;
import org.draughts4j.core.InputLimits;
import org.draughts4j.core.InvalidFenException;
import org.draughts4j.core.Move;
import org.draughts4j.core.Notation;
import org.draughts4j.core.Piece;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.draughts4j.core.pdn.PdnFile;
import org.draughts4j.core.pdn.PdnGame;
import org.draughts4j.core.pdn.PdnReader;
import org.draughts4j.core.pdn.PdnReplayResult;
import org.draughts4j.core.pdn.PdnReplayer;

/**
 * Reads the openings of a match from a file of one's own: a PDN file (each game's start and main
 * line make an opening; a file whose first non-blank character is {@code [} is read as PDN), or
 * a text file of one opening a line, each either a FEN, or moves from the start separated by
 * spaces (move numbers such as {@code 1.} are skipped), or moves, a tab and the FEN after them (as
 * {@code draughts openings} prints them). Blank lines and lines starting with {@code #} are
 * skipped; a line {@code variant NAME} says whose openings they are.
 *
 * <p>Openings of another variant are refused: a PDN game that names its variant, and a text file's
 * {@code variant} line, must name the match's; moves must be legal from the variant's start. A
 * position given alone (a FEN line, a PDN game from a FEN without a variant tag) parses in any
 * variant of a board at least as large, so a file of English positions would play as International
 * unseen: when every such position of a file stands on the squares of a smaller board (squares 1
 * to 32 for a 10x10 variant), the file is refused, unless its {@code variant} line names the
 * match's variant.
 */
public final class OpeningsFile {
    private OpeningsFile() {
    }

    /** The largest openings file read, in bytes. */
    public static final long MAX_BYTES = 64L << 20;

    /** The longest line of a text openings file: a FEN of the largest board and the moves to it fit many times over. */
    public static final int MAX_LINE_CHARS = 10_000;

    /**
     * @param file the file
     * @param variant the variant of its openings (a PDN game may name its own; it must be this one)
     * @return its openings, in order
     * @throws java.nio.file.FileSystemException naming the file and what it is, if it is not a
     *     readable regular file (a device such as {@code /dev/zero} never ends, a named pipe may wait
     *     for ever, a directory is no file of openings)
     * @throws IOException if the file cannot be read
     * @throws IllegalArgumentException if a line or game is not an opening of {@code variant},
     *     naming the line or game, or the file holds none, or is larger than {@link #MAX_BYTES}
     */
    public static List<Opening> read(Path file, Variant variant) throws IOException {
        InputLimits.requireRegularFile(file);
        long size = Files.size(file);
        if (size > MAX_BYTES) {
            // Read whole into memory: a file of any size would be too (the largest ballot sets are a few hundred KB).
            throw new IllegalArgumentException(file + " is " + size + " bytes: an openings file takes at most "
                    + MAX_BYTES + " (64 MB)");
        }
        // Read once: the PDN reader reads these bytes too, not the file again, which may have grown since.
        byte[] bytes = Files.readAllBytes(file);
        String text = new String(bytes, StandardCharsets.UTF_8);
        List<Opening> openings = text.strip().startsWith("[") ? pdn(file, bytes, variant) : lines(file, text, variant);
        if (openings.isEmpty()) {
            throw new IllegalArgumentException(file + " holds no opening");
        }
        return openings;
    }

    /** A position an openings file gives without the moves to it: where it is, and the position. */
    private record Given(String where, Position position) {
    }

    /**
     * Refuses a file whose positions given alone all fit a smaller board than the variant's: they
     * are, as likely as not, another variant's (English FENs read as International).
     */
    private static void checkBoard(Path file, List<Given> given, Variant variant) {
        int smaller = 0;
        for (Variant other : Variant.all()) {
            int squares = other.geometry().squareCount();
            if (!other.geometry().isAllSquares() && squares < variant.geometry().squareCount() && squares > smaller) {
                smaller = squares;
            }
        }
        if (given.isEmpty() || smaller == 0 || variant.geometry().isAllSquares()) {
            return;
        }
        for (Given one : given) {
            SortedMap<Integer, Piece> pieces = one.position().pieceMap();
            if (pieces.isEmpty() || pieces.lastKey() > smaller) {
                return;
            }
        }
        throw new IllegalArgumentException(file + ":" + given.get(0).where() + ": every position the file gives"
                + " stands on squares 1-" + smaller + ", as on a smaller board than " + variant.name() + "'s: another"
                + " variant's? (give it with -v; a line 'variant " + variant.name() + "' in the file says they are "
                + variant.name() + "'s)");
    }

    private static List<Opening> pdn(Path file, byte[] bytes, Variant variant) {
        PdnFile pdn = PdnReader.read(bytes, file.toString());
        if (!pdn.errors().isEmpty()) {
            throw new IllegalArgumentException(file + ": " + pdn.errors().get(0));
        }
        List<Opening> openings = new ArrayList<>();
        List<Given> given = new ArrayList<>();
        int number = 0;
        for (PdnGame game : pdn.games()) {
            number++;
            Variant own;
            try {
                own = game.variant(variant);
            } catch (org.draughts4j.core.pdn.PdnException e) {
                throw new IllegalArgumentException(file + ": game " + number + ": " + e.getMessage(), e);
            }
            if (!own.name().equals(variant.name())) {
                throw new IllegalArgumentException(file + ": game " + number + " is " + own.name() + ", not " + variant.name());
            }
            PdnReplayResult replayed = PdnReplayer.strict(variant).replay(game);
            if (replayed.failure().isPresent()) {
                throw new IllegalArgumentException(file + ": game " + number + ": " + replayed.failure().get());
            }
            if (replayed.start() == null) {
                // A game without moves passes the replay with a FEN it cannot read, which an opening needs.
                throw new IllegalArgumentException(file + ": game " + number + ": " + replayed.warnings().get(0));
            }
            Position position = replayed.start();
            boolean fromStart = position.equals(Position.start(variant));
            List<String> moves = new ArrayList<>();
            for (Move move : replayed.moves()) {
                moves.add(Notation.format(move, position));
                position = position.play(move);
            }
            openings.add(new Opening(0, fromStart ? moves : List.of(), position, false));
            if (!fromStart && game.tag("GameType").isEmpty() && game.tag("Variant").isEmpty()) {
                given.add(new Given("game " + number, replayed.start()));
            }
        }
        checkBoard(file, given, variant);
        return openings;
    }

    private static List<Opening> lines(Path file, String text, Variant variant) {
        List<Opening> openings = new ArrayList<>();
        List<Given> given = new ArrayList<>();
        boolean declared = false;
        // One line at a time: 64 MB of short lines, split at once, were tens of millions of strings.
        java.io.BufferedReader reader = new java.io.BufferedReader(new java.io.StringReader(text));
        int i = -1;
        for (String next = readLine(reader); next != null; next = readLine(reader)) {
            i++;
            String line = next.strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            if (line.length() > MAX_LINE_CHARS) {
                // Before it is cut into words: a line of 64 MB of one-letter words would be millions of strings.
                throw new IllegalArgumentException(file + ":" + (i + 1) + ": a line of " + line.length()
                        + " characters; an opening takes at most " + MAX_LINE_CHARS);
            }
            String[] words = line.split("\\s+");
            if (words.length == 2 && words[0].equalsIgnoreCase("variant")) {
                declared = true;
                Variant named;
                try {
                    named = Variant.byName(words[1]);
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException(file + ":" + (i + 1) + ": " + e.getMessage(), e);
                }
                if (!named.name().equals(variant.name())) {
                    throw new IllegalArgumentException(file + ":" + (i + 1) + ": the openings are " + named.name()
                            + "'s, not " + variant.name() + "'s (give -v " + named.name() + ")");
                }
                continue;
            }
            try {
                Opening opening = line(line, variant);
                if (opening.moves().isEmpty()) {
                    given.add(new Given(String.valueOf(i + 1), opening.position()));
                }
                openings.add(opening);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(file + ":" + (i + 1) + ": " + e.getMessage(), e);
            }
        }
        if (!declared) {
            checkBoard(file, given, variant);
        }
        return openings;
    }

    private static String readLine(java.io.BufferedReader reader) {
        try {
            return reader.readLine();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e); // a StringReader does not fail
        }
    }

    /**
     * @param line a FEN, or moves, or moves, a tab and a FEN
     * @param variant the variant
     * @return the opening
     * @throws IllegalArgumentException if it is none of them
     */
    static Opening line(String line, Variant variant) {
        String[] fields = line.split("\t");
        if (fields.length >= 2) {
            Position position = Position.fromFen(variant, fields[1].strip());
            List<String> moves = movesOf(fields[0]);
            if (!moves.isEmpty() && !play(variant, moves).position().equals(position)) {
                throw new IllegalArgumentException("the FEN is not the position after " + fields[0].strip());
            }
            return new Opening(0, moves, position, false);
        }
        if (looksLikeFen(line)) {
            return new Opening(0, List.of(), Position.fromFen(variant, line), false);
        }
        List<String> moves = movesOf(line);
        Game game = play(variant, moves);
        return new Opening(0, game.notation(), game.position(), false);
    }

    /** A FEN starts with the side to move and a colon, which no move does; the FEN reader takes spaces. */
    private static final java.util.regex.Pattern FEN_START = java.util.regex.Pattern.compile("(?i)[WB]\\s*:.*");

    private static boolean looksLikeFen(String line) {
        return FEN_START.matcher(line).matches();
    }

    private static List<String> movesOf(String text) {
        List<String> moves = new ArrayList<>();
        for (String token : Arrays.asList(text.strip().split("\\s+"))) {
            if (!token.isEmpty() && !token.matches("\\d+\\.+")) {
                moves.add(token);
            }
        }
        return moves;
    }

    private static Game play(Variant variant, List<String> moves) {
        try {
            return Game.start(variant).play(moves.toArray(new String[0]));
        } catch (IllegalMoveException | InvalidFenException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
    }
}
