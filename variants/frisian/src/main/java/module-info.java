/** Frisian draughts (KNDB/FBK rules). */
module org.draughts4j.variants.frisian {
    requires org.draughts4j.core;

    provides org.draughts4j.core.Variant with org.draughts4j.variants.frisian.Frisian;
}
