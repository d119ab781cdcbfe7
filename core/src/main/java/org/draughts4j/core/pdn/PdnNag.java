package org.draughts4j.core.pdn;

import java.util.Objects;

/**
 * An annotation ({@code $n} or a suffix such as {@code !?}) that follows no move, for example at
 * the start of a variation or after a comment. Annotations that follow a move are kept in
 * {@link PdnMove#nags()}.
 *
 * @param text the annotation as written
 */
public record PdnNag(String text) implements PdnElement {
    /**
     * Checks the text.
     *
     * @param text the annotation as written
     * @throws NullPointerException if {@code text} is null
     */
    public PdnNag {
        Objects.requireNonNull(text, "text");
    }
}
