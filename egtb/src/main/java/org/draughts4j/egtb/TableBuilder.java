package org.draughts4j.egtb;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.draughts4j.core.Goal;
import org.draughts4j.core.Variant;

/**
 * Builds the endgame tables of a variant into a directory: every material of 2 to N pieces (a piece
 * a side at least; men only where the first king ends the game), fewest pieces first, each
 * material with its flipped one, one file each (docs/formats.md). A file is written under another
 * name and renamed when whole, so a build that is stopped starts again from the slices it finished.
 *
 * <p>Values follow the variant's goal alone: where having no move loses (or wins, in Antidraughts
 * and Poddavki), or the first king wins (Breakthrough). Draw rules that count moves or repetitions
 * are left out: a draw is a position neither side can win.
 */
public final class TableBuilder {
    private final Variant variant;
    private final Path dir;
    private int threads = Runtime.getRuntime().availableProcessors();
    private BuildListener listener = new BuildListener() {
    };

    private TableBuilder(Variant variant, Path dir) {
        this.variant = variant;
        this.dir = dir;
    }

    /**
     * @param variant the variant
     * @param dir the directory of its tables, made if missing
     * @return a builder, on all cores
     * @throws UnsupportedVariantException if the tables do not support the variant
     */
    public static TableBuilder of(Variant variant, Path dir) {
        Objects.requireNonNull(dir, "dir");
        TableBoard.of(Objects.requireNonNull(variant, "variant"));
        return new TableBuilder(variant, dir);
    }

    /**
     * @param count the threads to build with, at least 1
     * @return this builder
     * @throws IllegalArgumentException if count is below 1
     */
    public TableBuilder threads(int count) {
        if (count < 1) {
            throw new IllegalArgumentException("threads must be at least 1, not " + count);
        }
        this.threads = count;
        return this;
    }

    /**
     * @param listener told of each slice as it is started and finished
     * @return this builder
     */
    public TableBuilder listener(BuildListener listener) {
        this.listener = Objects.requireNonNull(listener, "listener");
        return this;
    }

    /**
     * Builds every slice of 2 to {@code pieces} pieces that the directory does not hold yet.
     *
     * @param pieces the most pieces, at least 2
     * @return the tables, opened
     * @throws IllegalArgumentException if pieces is below 2 or above what the tables index
     * @throws CorruptTableException if a file already there is not a whole table
     * @throws IOException if a file cannot be read or written
     */
    public EndgameTables build(int pieces) throws IOException {
        if (pieces < 2 || pieces > Material.MAX_OF_A_KIND) {
            throw new IllegalArgumentException("pieces must be 2 to " + Material.MAX_OF_A_KIND + ", not " + pieces);
        }
        Files.createDirectories(dir);
        EndgameTables tables = EndgameTables.open(variant, dir);
        boolean withKings = variant.traits().goal() != Goal.FIRST_KING_WINS;
        int winParity = EndgameTables.winParity(variant);
        try (Parallel parallel = new Parallel(threads)) {
            for (Material material : Material.upTo(pieces, withKings)) {
                if (!material.isFirstOfPair()) {
                    continue;
                }
                Material flipped = material.flipped();
                if (tables.slice(material) != null && tables.slice(flipped) != null) {
                    listener.finished(tables.slice(material).summary, 0, 0, true);
                    if (!material.isSymmetric()) {
                        listener.finished(tables.slice(flipped).summary, 0, 0, true);
                    }
                    continue;
                }
                long begun = System.nanoTime();
                long cpuBefore = parallel.cpuNanos();
                PairSolver solver = new PairSolver(variant, tables, material, parallel);
                listener.started(material, solver.size(0));
                solver.solve();
                long total = 0;
                for (int t = 0; t < solver.materials().length; t++) {
                    total += solver.size(t);
                }
                List<SliceFile> written = new ArrayList<>();
                List<SliceSummary> summaries = new ArrayList<>();
                for (int t = 0; t < solver.materials().length; t++) {
                    Path path = write(solver, t, winParity, summaries);
                    solver.release(t);
                    written.add(SliceFile.open(path, variant.name(), solver.index(t), winParity));
                }
                long nanos = System.nanoTime() - begun;
                long cpu = parallel.cpuNanos() - cpuBefore;
                for (SliceSummary summary : summaries) {
                    double share = total == 0 ? 0 : (double) summary.entries() / total;
                    listener.finished(summary, (long) (nanos * share), (long) (cpu * share), false);
                }
                tables = tables.with(written);
            }
        }
        return tables;
    }

    /** Turns table {@code t}'s entries into a file's, counts them, and writes the file. */
    private Path write(PairSolver solver, int t, int winParity, List<SliceSummary> summaries) throws IOException {
        int n = solver.size(t);
        long wins = 0;
        long draws = 0;
        long losses = 0;
        int longestWin = 0;
        int longestLoss = 0;
        for (int i = 0; i < n; i++) {
            int value = solver.value(t, i);
            if (value == TableValue.NOT_IN_TABLES) {
                continue;
            }
            int plies = TableValue.plies(value);
            if (value > 0) {
                wins++;
                longestWin = Math.max(longestWin, plies);
                checkParity(plies, winParity);
            } else if (value < 0) {
                losses++;
                longestLoss = Math.max(longestLoss, plies);
                checkParity(plies, 1 - winParity);
            } else {
                draws++;
            }
        }
        int width = Math.max(longestWin, longestLoss) / 2 <= SliceFile.maxHalf(1) ? 1 : 2;
        if (Math.max(longestWin, longestLoss) / 2 > SliceFile.maxHalf(2)) {
            throw new IllegalStateException("a distance of more than " + 2 * SliceFile.maxHalf(2) + " plies");
        }
        byte[] bytes = new byte[Math.multiplyExact(n, width)];
        int firstLoss = SliceFile.firstLoss(width);
        int unused = SliceFile.unused(width);
        for (int i = 0; i < n; i++) {
            int value = solver.value(t, i);
            int entry;
            if (value == TableValue.NOT_IN_TABLES) {
                entry = unused;
            } else if (value == TableValue.DRAW) {
                entry = 0;
            } else if (value > 0) {
                entry = 1 + (TableValue.plies(value) >> 1);
            } else {
                entry = firstLoss + (TableValue.plies(value) >> 1);
            }
            if (width == 1) {
                bytes[i] = (byte) entry;
            } else {
                bytes[2 * i] = (byte) (entry >>> 8);
                bytes[2 * i + 1] = (byte) entry;
            }
        }
        Material material = solver.materials()[t];
        SliceSummary summary = new SliceSummary(material, n, wins, draws, losses, longestWin, longestLoss);
        summaries.add(summary);
        return SliceFile.write(dir, variant.name(), material, solver.index(t), width, winParity, summary, bytes);
    }

    private static void checkParity(int plies, int parity) {
        if ((plies & 1) != parity) {
            throw new IllegalStateException("a distance of " + plies + " plies, of the wrong parity: a bug");
        }
    }
}
