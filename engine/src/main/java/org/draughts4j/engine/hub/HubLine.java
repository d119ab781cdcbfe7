package org.draughts4j.engine.hub;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.draughts4j.engine.EngineException;

/**
 * One line of the Hub protocol: a command and its arguments, {@code command name=value name=value
 * flag ...}. A value is written in double quotes when it is empty or holds a space or {@code =};
 * a quoted value ends at the next quote (Hub has no escapes, so a value cannot hold a quote); an
 * argument without {@code =value} is a flag. Immutable and thread-safe.
 *
 * <pre>{@code
 * HubLine.parse("info depth=4 score=0.12 pv=\"31-27 17-21\"").get("pv")   // Optional[31-27 17-21]
 * HubLine.of("done").with("move", "32-28").toString()                      // done move=32-28
 * }</pre>
 */
public final class HubLine {
    private final String command;
    /** The arguments in order; a flag's value is null. */
    private final List<Map.Entry<String, String>> arguments;

    private HubLine(String command, List<Map.Entry<String, String>> arguments) {
        this.command = command;
        this.arguments = Collections.unmodifiableList(arguments);
    }

    /**
     * @param command a command, such as {@code info}
     * @return a line of that command with no argument
     * @throws IllegalArgumentException if the command is empty or holds a space, a quote or {@code =}
     */
    public static HubLine of(String command) {
        checkName(command, "command");
        return new HubLine(command, List.of());
    }

    /**
     * @param name an argument's name
     * @param value its value, any text without a double quote or a line break
     * @return this line with the argument added at its end
     * @throws IllegalArgumentException if the name or the value cannot be written
     */
    public HubLine with(String name, String value) {
        checkName(name, "argument name");
        Objects.requireNonNull(value, "value");
        if (value.indexOf('"') >= 0 || value.indexOf('\n') >= 0 || value.indexOf('\r') >= 0) {
            throw new IllegalArgumentException("a Hub value cannot hold a quote or a line break: "
                    + EngineException.quote(value));
        }
        List<Map.Entry<String, String>> more = new ArrayList<>(arguments);
        more.add(new java.util.AbstractMap.SimpleImmutableEntry<>(name, value));
        return new HubLine(command, more);
    }

    /**
     * @param name a flag's name, such as {@code think}
     * @return this line with the flag added at its end
     * @throws IllegalArgumentException if the name cannot be written
     */
    public HubLine withFlag(String name) {
        checkName(name, "flag");
        List<Map.Entry<String, String>> more = new ArrayList<>(arguments);
        more.add(new java.util.AbstractMap.SimpleImmutableEntry<>(name, null));
        return new HubLine(command, more);
    }

    private static void checkName(String name, String what) {
        Objects.requireNonNull(name, what);
        if (name.isEmpty()) {
            throw new IllegalArgumentException("a Hub " + what + " cannot be empty");
        }
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c <= ' ' || c == '=' || c == '"' || c == 0x7f) {
                throw new IllegalArgumentException("a Hub " + what + " cannot hold " + EngineException.quote(String.valueOf(c))
                        + ": " + EngineException.quote(name));
            }
        }
    }

    /**
     * Reads a line. Space, tab and the other control characters separate words; an empty line has
     * the empty command.
     *
     * @param line the line, without its line break
     * @return its command and arguments
     * @throws IllegalArgumentException if a quoted value has no closing quote, or an argument has
     *     no name ({@code =value}); the message quotes at most a short prefix of the line
     */
    public static HubLine parse(String line) {
        Objects.requireNonNull(line, "line");
        int length = line.length();
        int i = skipSpace(line, 0);
        int start = i;
        while (i < length && !isSpace(line.charAt(i))) {
            i++;
        }
        String command = line.substring(start, i);
        List<Map.Entry<String, String>> arguments = new ArrayList<>();
        while (true) {
            i = skipSpace(line, i);
            if (i >= length) {
                break;
            }
            start = i;
            while (i < length && !isSpace(line.charAt(i)) && line.charAt(i) != '=') {
                i++;
            }
            String name = line.substring(start, i);
            String value = null;
            if (i < length && line.charAt(i) == '=') {
                if (name.isEmpty()) {
                    throw new IllegalArgumentException("an argument without a name at column " + (start + 1) + " of "
                            + EngineException.quote(line));
                }
                i++;
                if (i < length && line.charAt(i) == '"') {
                    int close = line.indexOf('"', i + 1);
                    if (close < 0) {
                        throw new IllegalArgumentException("the value of " + EngineException.quote(name)
                                + " has no closing quote in " + EngineException.quote(line));
                    }
                    value = line.substring(i + 1, close);
                    i = close + 1;
                } else {
                    start = i;
                    while (i < length && !isSpace(line.charAt(i))) {
                        i++;
                    }
                    value = line.substring(start, i);
                }
            }
            arguments.add(new java.util.AbstractMap.SimpleImmutableEntry<>(name, value));
        }
        return new HubLine(command, arguments);
    }

    private static int skipSpace(String line, int from) {
        int i = from;
        while (i < line.length() && isSpace(line.charAt(i))) {
            i++;
        }
        return i;
    }

    private static boolean isSpace(char c) {
        return c <= ' ';
    }

    /** @return the command, such as {@code info}; empty for an empty line */
    public String command() {
        return command;
    }

    /** @return the arguments in order, a flag's value null */
    public List<Map.Entry<String, String>> arguments() {
        return arguments;
    }

    /**
     * @param name an argument's name
     * @return the value of its first occurrence; empty for a flag or an argument not given
     */
    public Optional<String> get(String name) {
        for (Map.Entry<String, String> argument : arguments) {
            if (argument.getKey().equals(name)) {
                return Optional.ofNullable(argument.getValue());
            }
        }
        return Optional.empty();
    }

    /**
     * @param name an argument's name
     * @return whether it is given, as a flag or with a value
     */
    public boolean has(String name) {
        for (Map.Entry<String, String> argument : arguments) {
            if (argument.getKey().equals(name)) {
                return true;
            }
        }
        return false;
    }

    /** @return the line as Hub writes it, values quoted where needed */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder(command);
        for (Map.Entry<String, String> argument : arguments) {
            text.append(' ').append(argument.getKey());
            String value = argument.getValue();
            if (value != null) {
                text.append('=');
                if (needsQuotes(value)) {
                    text.append('"').append(value).append('"');
                } else {
                    text.append(value);
                }
            }
        }
        return text.toString();
    }

    private static boolean needsQuotes(String value) {
        if (value.isEmpty() || value.charAt(0) == '"') {
            return true;
        }
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c <= ' ' || c == '=') {
                return true;
            }
        }
        return false;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof HubLine && ((HubLine) other).command.equals(command)
                && ((HubLine) other).arguments.equals(arguments);
    }

    @Override
    public int hashCode() {
        return command.hashCode() * 31 + arguments.hashCode();
    }
}
