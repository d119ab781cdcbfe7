/** Portuguese draughts (damas clássicas). */
module org.draughts4j.variants.portuguese {
    requires org.draughts4j.core;

    provides org.draughts4j.core.Variant with org.draughts4j.variants.portuguese.Portuguese;
}
