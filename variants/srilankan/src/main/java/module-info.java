/** Sri Lankan draughts (12x12, International rules, a1 not playable). */
module org.draughts4j.variants.srilankan {
    requires org.draughts4j.core;

    provides org.draughts4j.core.Variant with org.draughts4j.variants.srilankan.SriLankan;
}
