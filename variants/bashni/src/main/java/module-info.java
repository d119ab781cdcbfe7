/** Column draughts (Bashni, stolbovye shashki): Russian draughts with towers. */
module org.draughts4j.variants.bashni {
    requires org.draughts4j.core;

    provides org.draughts4j.core.Variant with org.draughts4j.variants.bashni.Bashni;
}
