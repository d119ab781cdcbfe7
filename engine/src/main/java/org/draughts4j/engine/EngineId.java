package org.draughts4j.engine;

import java.util.Objects;

/**
 * Who an engine is, as it says.
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
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(version, "version");
        Objects.requireNonNull(author, "author");
    }

    /** @return the name and the version, such as {@code Scan 3.1} */
    @Override
    public String toString() {
        return version.isEmpty() ? name : name + " " + version;
    }
}
