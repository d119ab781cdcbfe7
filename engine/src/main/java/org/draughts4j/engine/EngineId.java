package org.draughts4j.engine;

import java.util.Objects;
import org.draughts4j.core.InputLimits;

/**
 * Who an engine is, as it says, its control characters escaped ({@link InputLimits#printable}).
 *
 * @param name its name, never null
 * @param version its version, empty if unknown
 * @param author its author, empty if unknown
 */
public record EngineId(String name, String version, String author) {
    /**
     * Validates.
     *
     * @param name its name
     * @param version its version, empty if unknown
     * @param author its author, empty if unknown
     * @throws NullPointerException if an argument is null
     */
    public EngineId {
        // What an engine or a peer calls itself reaches terminals and PDN tags: its control characters escaped.
        name = InputLimits.printable(Objects.requireNonNull(name, "name"));
        version = InputLimits.printable(Objects.requireNonNull(version, "version"));
        author = InputLimits.printable(Objects.requireNonNull(author, "author"));
    }

    /** @return the name and the version, such as {@code Scan 3.1} */
    @Override
    public String toString() {
        return version.isEmpty() ? name : name + " " + version;
    }
}
