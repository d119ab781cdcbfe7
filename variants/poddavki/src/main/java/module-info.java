/** Poddavki: Russian moves, the player who cannot move wins. */
module org.draughts4j.variants.poddavki {
    requires org.draughts4j.core;

    provides org.draughts4j.core.Variant with org.draughts4j.variants.poddavki.Poddavki;
}
