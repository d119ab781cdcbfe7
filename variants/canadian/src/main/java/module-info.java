/** Canadian draughts (12x12, International rules). */
module org.draughts4j.variants.canadian {
    requires org.draughts4j.core;

    provides org.draughts4j.core.Variant with org.draughts4j.variants.canadian.Canadian;
}
