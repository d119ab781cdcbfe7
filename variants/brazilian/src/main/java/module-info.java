/** Brazilian draughts. */
module org.draughts4j.variants.brazilian {
    requires org.draughts4j.core;

    provides org.draughts4j.core.Variant with org.draughts4j.variants.brazilian.Brazilian;
}
