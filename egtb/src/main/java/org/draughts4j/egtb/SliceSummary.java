package org.draughts4j.egtb;

/**
 * The counts of one slice of the tables, as its file's header keeps them.
 *
 * @param material the slice's material
 * @param entries the entries of its file: its positions and the indices of no position
 * @param wins positions the side to move wins
 * @param draws drawn positions
 * @param losses positions the side to move loses
 * @param longestWin the most plies of a win (0 when there is none)
 * @param longestLoss the most plies of a loss (0 when there is none)
 */
public record SliceSummary(Material material, long entries, long wins, long draws, long losses, int longestWin,
        int longestLoss) {
    /** @return the positions of the slice: its wins, draws and losses */
    public long positions() {
        return wins + draws + losses;
    }
}
