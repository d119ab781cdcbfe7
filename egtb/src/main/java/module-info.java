/**
 * draughts4j endgame tables: the value (win, draw or loss for the side to move) and the distance in
 * plies to the end of the game of every position with few pieces, for every variant the core
 * describes with one piece to a square on a board of up to 72 squares (the 12x12 boards included),
 * built by retrograde analysis into one file per material
 * and probed from memory-mapped files ({@link org.draughts4j.egtb.EndgameTables}).
 */
module org.draughts4j.egtb {
    requires org.draughts4j.core;
    requires java.management;

    exports org.draughts4j.egtb;
}
