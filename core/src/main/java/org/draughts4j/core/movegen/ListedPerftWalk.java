package org.draughts4j.core.movegen;

/**
 * A {@link PerftWalk} whose plies each need a {@link MoveList} and nothing more: the walks of
 * {@link PerftCounter} and {@link KingLimitPerftCounter}, which pass the position down as arguments
 * (the wide and tower counters keep a state per ply as well, made with its list).
 */
abstract class ListedPerftWalk extends PerftWalk {
    /** By ply below the root, the list of the moves there. */
    private MoveList[] lists = new MoveList[0];

    ListedPerftWalk(PerftBudget budget, boolean tabled) {
        super(budget, tabled);
    }

    /** @return the move list of {@code ply} plies below the root, made when the walk first gets there */
    final MoveList list(int ply) {
        return ply < lists.length ? lists[ply] : makeLists(ply);
    }

    /**
     * Makes the move lists down to {@code ply}, if not yet made. Not part of {@link #list}, which the
     * walk calls at every node: a count on a new counter (another thread's) makes its lists here,
     * and the JIT's code for {@code list}, compiled while no list was ever made, does not see it
     * (it would be thrown away and compiled again, just as that thread starts).
     *
     * @return the list of {@code ply}
     */
    final MoveList makeLists(int ply) {
        if (ply < lists.length) {
            return lists[ply];
        }
        // Doubling keeps the copies few however deep a line goes.
        MoveList[] grown = new MoveList[Math.max(8, Math.max(ply + 1, 2 * lists.length))];
        System.arraycopy(lists, 0, grown, 0, lists.length);
        for (int i = lists.length; i < grown.length; i++) {
            grown[i] = new MoveList();
        }
        lists = grown;
        grow(grown.length);
        return lists[ply];
    }
}
