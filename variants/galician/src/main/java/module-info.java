/** Galician draughts. */
module org.draughts4j.variants.galician {
    requires org.draughts4j.core;

    provides org.draughts4j.core.Variant with org.draughts4j.variants.galician.Galician;
}
