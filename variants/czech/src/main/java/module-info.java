/** Czech draughts (česká dáma). */
module org.draughts4j.variants.czech {
    requires org.draughts4j.core;

    provides org.draughts4j.core.Variant with org.draughts4j.variants.czech.Czech;
}
