package org.draughts4j.core.pdn;

import java.util.Objects;

/**
 * A tag pair of a PDN game, such as {@code [Event "Dutch championship"]}.
 *
 * @param name the tag name as written (any name is kept)
 * @param value the value, with PDN escapes ({@code \"}, {@code \\}) resolved
 */
public record PdnTag(String name, String value) {
    /**
     * Checks that neither part is null.
     *
     * @param name the tag name as written
     * @param value the value, with PDN escapes resolved
     * @throws NullPointerException if either is null
     */
    public PdnTag {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(value, "value");
    }
}
