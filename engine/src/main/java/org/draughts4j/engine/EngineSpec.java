package org.draughts4j.engine;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * An engine named on a command line or in a configuration: {@code KIND[:ARGUMENT][,NAME=VALUE...]},
 * such as {@code random,seed=3}, {@code hub:/opt/scan/scan,threads=1} or {@code
 * dxp:127.0.0.1:27531}. The kind picks the {@link EngineFactory}; the argument (a path, a host and
 * port) is the kind's to read; the options are set on the engine. A comma always starts an option:
 * an argument cannot hold one. Immutable.
 *
 * @param kind the kind, in lower case, such as {@code hub}
 * @param argument what follows the first {@code :}, empty if nothing does
 * @param options the options, in the order given
 */
public record EngineSpec(String kind, String argument, Map<String, String> options) {
    /**
     * Validates and copies.
     *
     * @param kind the kind
     * @param argument the argument, empty for none
     * @param options the options
     * @throws NullPointerException if an argument, or an option's name or value, is null
     * @throws IllegalArgumentException if the spec could not be written as text that {@link #parse}
     *     reads back the same: a kind empty, not in lower case or holding {@code :} or {@code ,}; a
     *     comma in the argument or an option; an option's name empty or holding {@code =}; spaces
     *     around any part
     */
    public EngineSpec {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(argument, "argument");
        Objects.requireNonNull(options, "options");
        if (kind.isEmpty() || !kind.equals(kind.toLowerCase(java.util.Locale.ROOT)) || kind.contains(":")) {
            throw new IllegalArgumentException("an engine kind is a name in lower case without ':', not '" + kind + "'");
        }
        requireWritable("the kind", kind);
        requireWritable("the argument", argument);
        options.forEach((name, value) -> {
            // A null would be written as the text "null", which parse reads back as a value.
            Objects.requireNonNull(name, "an option's name");
            Objects.requireNonNull(value, () -> "the value of option " + name);
            if (name.isEmpty() || name.contains("=")) {
                throw new IllegalArgumentException("an engine option's name is not empty and holds no '=', not '"
                        + name + "'");
            }
            requireWritable("option " + name, name);
            requireWritable("the value of option " + name, value);
        });
        options = Collections.unmodifiableMap(new LinkedHashMap<>(options));
    }

    /**
     * @param text a spec, such as {@code hub:/opt/scan/scan,threads=1}
     * @return its parts
     * @throws IllegalArgumentException if the kind is missing, or an option has no {@code =} or no
     *     name, or is given twice
     */
    public static EngineSpec parse(String text) {
        Objects.requireNonNull(text, "text");
        String[] parts = text.strip().split(",", -1);
        String head = parts[0].strip();
        int colon = head.indexOf(':');
        String kind = (colon < 0 ? head : head.substring(0, colon)).strip().toLowerCase(java.util.Locale.ROOT);
        String argument = colon < 0 ? "" : head.substring(colon + 1).strip();
        if (kind.isEmpty()) {
            throw new IllegalArgumentException("engine spec '" + text + "' names no kind (such as random, greedy,"
                    + " hub:PATH or dxp:HOST:PORT)");
        }
        Map<String, String> options = new LinkedHashMap<>();
        for (int i = 1; i < parts.length; i++) {
            String option = parts[i].strip();
            int equals = option.indexOf('=');
            if (equals <= 0) {
                throw new IllegalArgumentException("engine option '" + option + "' in '" + text
                        + "' is not NAME=VALUE (a comma always starts an option)");
            }
            String name = option.substring(0, equals).strip();
            if (options.put(name, option.substring(equals + 1).strip()) != null) {
                throw new IllegalArgumentException("engine option '" + name + "' is given twice in '" + text + "'");
            }
        }
        return new EngineSpec(kind, argument, options);
    }

    /** A part of the text {@link #toString} writes, which {@link #parse} would split or strip otherwise. */
    private static void requireWritable(String what, String part) {
        if (part.contains(",") || !part.equals(part.strip())) {
            throw new IllegalArgumentException(what + " of an engine spec holds no comma (one starts the next"
                    + " option) and no space at either end: '" + part + "'");
        }
    }

    /** @return the spec as text, which {@link #parse} reads back */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder(kind);
        if (!argument.isEmpty()) {
            text.append(':').append(argument);
        }
        options.forEach((name, value) -> text.append(',').append(name).append('=').append(value));
        return text.toString();
    }
}
