package org.draughts4j.core.pdn;

import java.util.List;

/**
 * A variation {@code ( ... )}: an alternative to the move before it, kept recursively (it may hold
 * moves, comments and further variations). Variations are not replayed.
 *
 * @param elements the elements of the variation, in order
 */
public record PdnVariation(List<PdnElement> elements) implements PdnElement {
    /** Copies the list. */
    public PdnVariation {
        elements = List.copyOf(elements);
    }
}
