package org.draughts4j.engine;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * An option an engine declares: its name, its type, its current or default value and, by type, its
 * bounds or its choices. Values are strings, as engines take them; {@link #check} says whether a
 * value fits.
 *
 * @param name the option's name
 * @param type its type
 * @param value its value as declared
 * @param min the least value of an {@code INT} or {@code REAL} option, if declared
 * @param max the greatest value of an {@code INT} or {@code REAL} option, if declared
 * @param choices the values of an {@code ENUM} option, else empty
 */
public record EngineOption(String name, Type type, String value, Optional<String> min, Optional<String> max,
        List<String> choices) {

    /** The types of options, as Hub declares them. */
    public enum Type {
        /** {@code true} or {@code false}. */
        BOOL,
        /** A whole number. */
        INT,
        /** A real number. */
        REAL,
        /** Any text. */
        STRING,
        /** One of the declared choices. */
        ENUM,
        /**
         * The name of a file or a directory that the engine opens: any text, declared to Hub as a
         * {@code string}. A {@link org.draughts4j.engine.hub.HubServer} takes no value for it from its
         * client unless it was told to ({@link org.draughts4j.engine.hub.HubServer#allowFiles}): a
         * client that names a file makes the server's process open it.
         */
        PATH;

        /** @return the type's name in Hub's {@code param} lines: a path is a {@code string} there */
        public String hubName() {
            return (this == PATH ? STRING : this).name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /**
     * Validates and copies.
     *
     * @param name the option's name
     * @param type its type
     * @param value its value as declared
     * @param min the least value, if declared
     * @param max the greatest value, if declared
     * @param choices the values of an enumeration
     * @throws NullPointerException if an argument is null
     */
    public EngineOption {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(value, "value");
        Objects.requireNonNull(min, "min");
        Objects.requireNonNull(max, "max");
        choices = List.copyOf(choices);
    }

    /**
     * @param name the option's name
     * @param value its default
     * @param min its least value
     * @param max its greatest value
     * @return an {@code INT} option
     * @throws IllegalArgumentException if the default is not from {@code min} to {@code max}: the
     *     option would refuse its own default when given it back
     */
    public static EngineOption integer(String name, long value, long min, long max) {
        if (value < min || value > max) {
            throw new IllegalArgumentException("option " + name + ": its default " + value + " is not " + min + " to " + max);
        }
        return new EngineOption(name, Type.INT, String.valueOf(value), Optional.of(String.valueOf(min)),
                Optional.of(String.valueOf(max)), List.of());
    }

    /**
     * @param name the option's name
     * @param value its default
     * @return a {@code STRING} option
     */
    public static EngineOption string(String name, String value) {
        return new EngineOption(name, Type.STRING, value, Optional.empty(), Optional.empty(), List.of());
    }

    /**
     * @param name the option's name
     * @param value its default: a file or directory name, or empty for none
     * @return a {@code PATH} option: one that names a file the engine opens
     */
    public static EngineOption path(String name, String value) {
        return new EngineOption(name, Type.PATH, value, Optional.empty(), Optional.empty(), List.of());
    }

    /**
     * @param name the option's name
     * @param value its default, one of {@code choices}
     * @param choices its values
     * @return an {@code ENUM} option
     * @throws IllegalArgumentException if the default is not one of the choices
     */
    public static EngineOption choice(String name, String value, List<String> choices) {
        if (!choices.contains(value)) {
            throw new IllegalArgumentException("option " + name + ": its default '" + value + "' is not one of " + choices);
        }
        return new EngineOption(name, Type.ENUM, value, Optional.empty(), Optional.empty(), choices);
    }

    /**
     * @param candidate a value
     * @return why it does not fit this option, or empty if it does
     */
    public Optional<String> check(String candidate) {
        Objects.requireNonNull(candidate, "candidate");
        switch (type) {
            case BOOL:
                return candidate.equals("true") || candidate.equals("false") ? Optional.empty()
                        : Optional.of("option " + name + " takes true or false, not '" + candidate + "'");
            case INT:
            case REAL:
                double number;
                try {
                    number = type == Type.INT ? Long.parseLong(candidate) : Double.parseDouble(candidate);
                } catch (NumberFormatException e) {
                    return Optional.of("option " + name + " takes " + (type == Type.INT ? "a whole number" : "a number")
                            + ", not '" + candidate + "'");
                }
                if (min.isPresent() && number < parse(min.get(), number) || max.isPresent() && number > parse(max.get(), number)) {
                    return Optional.of("option " + name + " takes a value from " + min.orElse("") + " to "
                            + max.orElse("") + ", not " + candidate);
                }
                return Optional.empty();
            case ENUM:
                return choices.contains(candidate) ? Optional.empty()
                        : Optional.of("option " + name + " takes one of " + String.join(", ", choices) + ", not '"
                                + candidate + "'");
            default:
                return Optional.empty();
        }
    }

    /** A bound the engine declared in a form we cannot read does not bound. */
    private static double parse(String bound, double otherwise) {
        try {
            return Double.parseDouble(bound);
        } catch (NumberFormatException e) {
            return otherwise;
        }
    }
}
