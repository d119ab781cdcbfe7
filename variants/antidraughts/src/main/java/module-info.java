/** Antidraughts: International moves, the player who cannot move wins. */
module org.draughts4j.variants.antidraughts {
    requires org.draughts4j.core;

    provides org.draughts4j.core.Variant with org.draughts4j.variants.antidraughts.Antidraughts;
}
