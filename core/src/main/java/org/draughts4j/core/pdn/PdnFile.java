package org.draughts4j.core.pdn;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The games read from one PDN source, in order, each with its number and, when part of it could
 * not be read, its syntax problem.
 */
public final class PdnFile {

    /**
     * One game record of the source.
     *
     * @param number the game's number, counted from 1 in the source
     * @param game the game as far as it could be read (everything before a syntax problem)
     * @param error the syntax problem of the game, if it has one
     */
    public record Entry(int number, PdnGame game, Optional<PdnSyntaxError> error) {
        /**
         * Checks the parts.
         *
         * @param number the game's number, counted from 1 in the source
         * @param game the game as far as it could be read
         * @param error the syntax problem of the game, or empty
         * @throws NullPointerException if {@code game} or {@code error} is null
         */
        public Entry {
            Objects.requireNonNull(game, "game");
            Objects.requireNonNull(error, "error");
        }

        /** @return whether the game was read without a syntax problem */
        public boolean ok() {
            return error.isEmpty();
        }
    }

    private final String source;
    private final List<Entry> entries;
    private final List<String> warnings;

    /**
     * @param source the file name or another description of the source
     * @param entries the game records in order
     */
    public PdnFile(String source, List<Entry> entries) {
        this(source, entries, List.of());
    }

    /**
     * @param source the file name or another description of the source
     * @param entries the game records in order
     * @param warnings what the reader noticed about the source as a whole, such as its encoding
     */
    public PdnFile(String source, List<Entry> entries, List<String> warnings) {
        this.source = source;
        this.entries = List.copyOf(entries);
        this.warnings = List.copyOf(warnings);
    }

    /** @return what the reader noticed about the source as a whole (an encoding other than UTF-8) */
    public List<String> warnings() {
        return warnings;
    }

    /** @return the file name or other description given when reading */
    public String source() {
        return source;
    }

    /** @return every game record, readable or not, in order */
    public List<Entry> entries() {
        return entries;
    }

    /** @return every game (as far as it could be read), in order */
    public List<PdnGame> games() {
        List<PdnGame> games = new ArrayList<>();
        for (Entry entry : entries) {
            games.add(entry.game());
        }
        return Collections.unmodifiableList(games);
    }

    /** @return the syntax problems, one at most per game, in order */
    public List<PdnSyntaxError> errors() {
        List<PdnSyntaxError> errors = new ArrayList<>();
        for (Entry entry : entries) {
            entry.error().ifPresent(errors::add);
        }
        return Collections.unmodifiableList(errors);
    }

    /** @return the number of game records */
    public int size() {
        return entries.size();
    }
}
