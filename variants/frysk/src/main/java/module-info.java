/** Frysk!: Frisian draughts from five men each. */
module org.draughts4j.variants.frysk {
    requires org.draughts4j.core;

    provides org.draughts4j.core.Variant with org.draughts4j.variants.frysk.Frysk;
}
