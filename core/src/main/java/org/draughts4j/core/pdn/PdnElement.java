package org.draughts4j.core.pdn;

/**
 * An element of a game's movetext: a {@link PdnMove}, a {@link PdnComment}, a standalone
 * {@link PdnNag} or a {@link PdnVariation}. The result token is not an element; see
 * {@link PdnGame#result()}.
 */
public sealed interface PdnElement permits PdnMove, PdnComment, PdnNag, PdnVariation {
}
