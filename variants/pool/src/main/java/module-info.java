/** Pool checkers (APCA rules). */
module org.draughts4j.variants.pool {
    requires org.draughts4j.core;

    provides org.draughts4j.core.Variant with org.draughts4j.variants.pool.Pool;
}
