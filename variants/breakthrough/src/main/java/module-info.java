/** Breakthrough: International moves, the first king wins. */
module org.draughts4j.variants.breakthrough {
    requires org.draughts4j.core;

    provides org.draughts4j.core.Variant with org.draughts4j.variants.breakthrough.Breakthrough;
}
