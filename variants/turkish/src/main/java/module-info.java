/** Turkish draughts (dama): all 64 squares, moves along rows and columns. */
module org.draughts4j.variants.turkish {
    requires org.draughts4j.core;

    provides org.draughts4j.core.Variant with org.draughts4j.variants.turkish.Turkish;
}
