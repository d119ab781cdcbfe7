package org.draughts4j.match;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.draughts4j.core.Game;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;

/**
 * The opening sets shipped with this module, one for every variant at least: data files under
 * {@code org/draughts4j/match/openings/}, each with its source in its header. A set's file lists
 * one opening a line: its moves in the variant's notation separated by spaces, a tab, the FEN
 * after them, and optionally a tab and {@code #N} (the number its source gives it) followed by
 * {@code barred} when the source bars it from play. Lines starting with {@code #} are comments;
 * {@code # name:}, {@code # variant:} and {@code # source:} say what the set is. Thread-safe.
 */
public final class OpeningSets {
    private static final String FOLDER = "openings/";
    private static final Map<String, OpeningSet> LOADED = new ConcurrentHashMap<>();

    private OpeningSets() {
    }

    /** What {@code --list} shows of a set without reading its openings into positions. */
    public record Summary(String name, String variant, int count, int all, String source) {
    }

    /** @return the names of the shipped sets, in the order of the index */
    public static List<String> names() {
        List<String> names = new ArrayList<>();
        for (String line : lines("index.txt")) {
            if (!line.isBlank() && !line.startsWith("#")) {
                names.add(line.strip());
            }
        }
        return names;
    }

    /**
     * @return every shipped set: name, variant, the openings played by default and in all, source;
     *     read from the files' headers and line counts, so that no variant need be on the class path
     */
    public static List<Summary> summaries() {
        List<Summary> summaries = new ArrayList<>();
        for (String name : names()) {
            String variant = "";
            String source = "";
            int count = 0;
            int all = 0;
            for (String line : lines(name + ".txt")) {
                if (line.startsWith("# variant:")) {
                    variant = line.substring("# variant:".length()).strip();
                } else if (line.startsWith("# source:")) {
                    source = line.substring("# source:".length()).strip();
                } else if (!line.isBlank() && !line.startsWith("#")) {
                    all++;
                    if (!line.endsWith(" barred")) {
                        count++;
                    }
                }
            }
            summaries.add(new Summary(name, variant, count, all, source));
        }
        return summaries;
    }

    /**
     * @param name a set's name, any case
     * @return the set, its openings replayed and checked against their FENs
     * @throws IllegalArgumentException if no set has that name (the message lists them)
     * @throws org.draughts4j.core.UnknownVariantException if its variant is not on the class path
     */
    public static OpeningSet byName(String name) {
        String key = name.strip().toLowerCase(Locale.ROOT);
        if (!names().contains(key)) {
            throw new IllegalArgumentException("no opening set '" + name + "' (sets: " + String.join(", ", names()) + ")");
        }
        return LOADED.computeIfAbsent(key, k -> parse(k, lines(k + ".txt")));
    }

    /**
     * Reads a set in the format of the shipped files.
     *
     * @param name the set's name
     * @param lines its lines
     * @return the set
     * @throws IllegalArgumentException if a line cannot be read, a move is not legal, or a FEN is
     *     not the position after the moves
     */
    static OpeningSet parse(String name, List<String> lines) {
        String variantName = null;
        String source = "";
        List<Opening> openings = new ArrayList<>();
        int number = 0;
        for (String line : lines) {
            number++;
            if (line.startsWith("# variant:")) {
                variantName = line.substring("# variant:".length()).strip();
            } else if (line.startsWith("# source:")) {
                source = line.substring("# source:".length()).strip();
            }
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            if (variantName == null) {
                throw new IllegalArgumentException(name + ": no '# variant:' line before the openings");
            }
            openings.add(opening(Variant.byName(variantName), line, name + ":" + number));
        }
        if (variantName == null) {
            throw new IllegalArgumentException(name + ": no '# variant:' line");
        }
        return new OpeningSet(name, variantName, source, openings);
    }

    private static Opening opening(Variant variant, String line, String where) {
        String[] fields = line.split("\t", -1);
        if (fields.length < 2 || fields.length > 3) {
            throw new IllegalArgumentException(where + ": not 'moves<TAB>FEN[<TAB>#N [barred]]'");
        }
        List<String> moves = fields[0].isBlank() ? List.of() : Arrays.asList(fields[0].strip().split(" +"));
        Position position = Game.start(variant).play(moves.toArray(new String[0])).position();
        if (!position.equals(Position.fromFen(variant, fields[1].strip()))) {
            throw new IllegalArgumentException(where + ": the FEN is not the position after " + fields[0]
                    + " (that is " + position.toFen() + ")");
        }
        int number = 0;
        boolean barred = false;
        if (fields.length == 3) {
            String[] attributes = fields[2].strip().split(" +");
            if (!attributes[0].startsWith("#") || attributes.length > 2
                    || attributes.length == 2 && !attributes[1].equals("barred")) {
                throw new IllegalArgumentException(where + ": the third field is '#N' or '#N barred'");
            }
            number = Integer.parseInt(attributes[0].substring(1));
            barred = attributes.length == 2;
        }
        return new Opening(number, moves, position, barred);
    }

    private static List<String> lines(String resource) {
        try (InputStream in = OpeningSets.class.getResourceAsStream(FOLDER + resource)) {
            if (in == null) {
                throw new IllegalStateException("the opening data " + FOLDER + resource + " is missing from the module");
            }
            List<String> lines = new ArrayList<>();
            try (BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
                for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                    lines.add(line);
                }
            }
            return lines;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the opening data " + resource + ": " + e.getMessage(), e);
        }
    }
}
