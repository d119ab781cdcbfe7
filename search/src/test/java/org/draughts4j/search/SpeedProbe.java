package org.draughts4j.search;

import java.lang.management.ManagementFactory;
import java.util.Locale;
import org.draughts4j.core.Game;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;

/**
 * A tool (run by hand) that times the search of one position on the CPU clock of its thread:
 * {@code SpeedProbe VARIANT FEN DEPTH RUNS}.
 */
public final class SpeedProbe {
    private SpeedProbe() {
    }

    /**
     * @param args the variant, the FEN, the depth, the number of runs and, optionally, the option
     *     patterns (on, off or a file) or {@code material} for the men and kings alone (as
     *     {@code eval=material})
     */
    public static void main(String[] args) {
        Variant variant = Variant.byName(args[0]);
        Game game = Game.from(Position.fromFen(variant, args[1]));
        int depth = Integer.parseInt(args[2]);
        int runs = Integer.parseInt(args[3]);
        TranspositionTable table = new TranspositionTable(16);
        String patterns = args.length > 4 ? args[4] : "";
        Weights weights = patterns.equals(BuiltinEngine.EVAL_MATERIAL) ? Weights.material(variant)
                : Weights.of(variant).withPatterns(BuiltinEngine.patterns(variant, patterns));
        Searcher searcher = new Searcher(variant, weights, table);
        java.lang.management.ThreadMXBean bean = ManagementFactory.getThreadMXBean();
        for (int run = 0; run < runs; run++) {
            table.newSearch(true);
            searcher.resetStatistics();
            searcher.setRoot(game);
            long cpu = bean.getCurrentThreadCpuTime();
            searcher.iterate(depth, new SearchControl(Long.MAX_VALUE, Long.MAX_VALUE), true, 1, 0, (d, s, x) -> { },
                    d -> false);
            long took = bean.getCurrentThreadCpuTime() - cpu;
            System.out.printf(Locale.ROOT, "%s depth %d: %d nodes, %.3f s cpu, %.0f kn/s, score %d%n", variant.name(),
                    depth, searcher.nodes(), took / 1e9, searcher.nodes() * 1e6 / took, searcher.bestScore());
        }
    }
}
