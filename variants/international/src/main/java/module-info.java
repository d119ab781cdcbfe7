/** International draughts (10x10, FMJD rules). */
module org.draughts4j.variants.international {
    requires org.draughts4j.core;

    provides org.draughts4j.core.Variant with org.draughts4j.variants.international.International;
}
