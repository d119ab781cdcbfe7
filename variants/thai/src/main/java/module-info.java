/** Thai draughts (mak-hos). */
module org.draughts4j.variants.thai {
    requires org.draughts4j.core;

    provides org.draughts4j.core.Variant with org.draughts4j.variants.thai.Thai;
}
