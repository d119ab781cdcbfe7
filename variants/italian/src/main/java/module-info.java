/** Italian draughts (dama italiana). */
module org.draughts4j.variants.italian {
    requires org.draughts4j.core;

    provides org.draughts4j.core.Variant with org.draughts4j.variants.italian.Italian;
}
