package org.draughts4j.egtb;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import org.draughts4j.core.Goal;
import org.draughts4j.core.InputLimits;
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
    private int threads = Math.min(Runtime.getRuntime().availableProcessors(), InputLimits.maxThreads());
    private BuildListener listener = new BuildListener() {
    };
    /** The entries of one of the solver's arrays, as a power of two ({@link PairSolver#DEFAULT_CHUNK_BITS}). */
    private int chunkBits = PairSolver.DEFAULT_CHUNK_BITS;

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
     * @param count the threads to build with, 1 to {@link InputLimits#maxThreads()} (four for each
     *     core the JVM may use: more only wait for each other)
     * @return this builder
     * @throws IllegalArgumentException if count is below 1 or above that bound, the bound in the message
     */
    public TableBuilder threads(int count) {
        Optional<String> problem = InputLimits.threadsProblem("threads", count);
        if (problem.isPresent()) {
            throw new IllegalArgumentException(problem.get());
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
     * Lowers the entries of one of the solver's arrays, so that a small build takes the path of the
     * slices larger than one array (6 pieces of International) and a test can compare its files
     * with the ones of one array a slice. For tests.
     *
     * @param bits the entries of an array, as a power of two, 8 to 30
     * @return this builder
     */
    TableBuilder chunkBits(int bits) {
        if (bits < 8 || bits > PairSolver.DEFAULT_CHUNK_BITS) {
            throw new IllegalArgumentException("chunk bits must be 8 to " + PairSolver.DEFAULT_CHUNK_BITS + ", not " + bits);
        }
        this.chunkBits = bits;
        return this;
    }

    /**
     * The processor time a build takes an entry, in nanoseconds: International up to 5 pieces took
     * 490 s of processor time for 1.65 x 10^9 entries (docs/egtb.md), 300 ns an entry; up to 4, 250.
     */
    static final double CPU_NANOS_PER_ENTRY = 300;

    /**
     * What a build would take, worked out from the index before anything is solved.
     *
     * @param pieces the most pieces of the build
     * @param entries the entries of the slices still to build (one per position seen from its side
     *     to move, and the indices of no position), saturated at {@link Long#MAX_VALUE}
     * @param diskBytes the least their files take: a byte an entry (two where a distance needs them)
     *     and a header each
     * @param memoryBytes the least heap the largest pair still to build takes while it is solved:
     *     two bytes an entry of both its slices, and 8 bytes for each 256 of them (the least distance
     *     of each block, and the one pending)
     * @param largestSlice the entries of the largest slice still to build, 0 when none is left
     * @param largestMaterial that slice, or null when none is left
     * @param largestPair the first material of the pair that takes {@code memoryBytes}, or null
     *     when none is left
     */
    public record Estimate(int pieces, long entries, long diskBytes, long memoryBytes, long largestSlice,
            Material largestMaterial, Material largestPair) {
        /**
         * @return the heap to give the JVM ({@code -Xmx}) for the largest pair: its memory, an eighth
         *     more for the collector (a slice's arrays of 2 GiB each need whole free regions) and 64
         *     MiB for the rest (the smaller tables are mapped files, outside the heap)
         */
        public long heapBytes() {
            return memoryBytes == Long.MAX_VALUE ? Long.MAX_VALUE
                    : saturatedAdd(memoryBytes + memoryBytes / 8, 64L << 20);
        }

        /**
         * @return the heap as a {@code -Xmx} option, in whole gibibytes rounded up: {@code -Xmx13g}
         */
        public String heapOption() {
            return "-Xmx" + Math.max(1, (heapBytes() + (1L << 30) - 1) >> 30) + "g";
        }

        /**
         * @return the processor time the build would take, in seconds, at the rate measured on
         *     International up to 5 pieces (300 ns an entry, summed over the threads): larger slices
         *     miss the processor's caches more, so take it as a lower bound
         */
        public double cpuSeconds() {
            return entries * CPU_NANOS_PER_ENTRY / 1e9;
        }

        /**
         * @param threads the threads of the build
         * @return one line of what the build takes: entries, files, heap, time
         */
        public String describe(int threads) {
            if (entries == 0) {
                return "nothing to build: every slice of up to " + pieces + " pieces is there";
            }
            return "estimate: " + count(entries) + " entries, " + bytes(diskBytes) + " of files, a heap of "
                    + bytes(heapBytes()) + " (" + heapOption() + ") for its largest pair, " + largestPair
                    + (largestPair.isSymmetric() ? "" : " and " + largestPair.flipped()) + ", "
                    + duration(cpuSeconds()) + " of processor time (" + duration(cpuSeconds() / threads) + " on "
                    + threads + (threads == 1 ? " thread" : " threads") + " alone on their cores)";
        }
    }

    /** @return {@code 2.1 h}, {@code 14 min}, {@code 3 s} */
    static String duration(double seconds) {
        if (seconds >= 3600) {
            return String.format(Locale.ROOT, "%.1f h", seconds / 3600);
        }
        if (seconds >= 60) {
            return String.format(Locale.ROOT, "%.0f min", seconds / 60);
        }
        return String.format(Locale.ROOT, "%.0f s", Math.ceil(seconds));
    }

    /**
     * Estimates a build of 2 to {@code pieces} pieces from the slices the directory does not hold
     * yet, without solving or writing anything.
     *
     * @param pieces the most pieces, 2 to {@link Material#MAX_OF_A_KIND}
     * @return what it would take
     * @throws IllegalArgumentException if pieces is below 2 or above what the tables index
     */
    public Estimate estimate(int pieces) {
        checkPieces(pieces);
        TableBoard board = TableBoard.of(variant);
        long positions = 0;
        long disk = 0;
        long memory = 0;
        long largest = 0;
        Material largestMaterial = null;
        Material largestPair = null;
        for (Material material : Material.upTo(pieces, variant.traits().goal() != Goal.FIRST_KING_WINS)) {
            if (!material.isFirstOfPair()) {
                continue;
            }
            Material[] pair = material.isSymmetric() ? new Material[] {material}
                    : new Material[] {material, material.flipped()};
            boolean built = true;
            for (Material m : pair) {
                built &= Files.isRegularFile(dir.resolve(SliceFile.fileName(variant.name(), m)));
            }
            if (built) {
                continue;
            }
            long pairEntries = 0;
            long pairLargest = 0;
            for (Material m : pair) {
                long size = entries(board, m);
                positions = saturatedAdd(positions, size);
                disk = saturatedAdd(disk, saturatedAdd(size, SliceFile.HEADER_BYTES));
                pairEntries = saturatedAdd(pairEntries, size);
                pairLargest = Math.max(pairLargest, size);
                if (size > largest) {
                    largest = size;
                    largestMaterial = m;
                }
            }
            long pairMemory = saturatedAdd(saturatedAdd(pairEntries, pairEntries), pairEntries / 32);
            if (pairMemory > memory) {
                memory = pairMemory;
                largestPair = material;
            }
        }
        return new Estimate(pieces, positions, disk, memory, largest, largestMaterial, largestPair);
    }

    /** @return the entries of a slice, {@link Long#MAX_VALUE} where a long cannot count them */
    private static long entries(TableBoard board, Material material) {
        try {
            return new SliceIndex(board, material).size;
        } catch (ArithmeticException e) {
            return Long.MAX_VALUE;
        }
    }

    private static long saturatedAdd(long a, long b) {
        long sum = a + b;
        return sum < 0 ? Long.MAX_VALUE : sum;
    }

    /**
     * @return why this machine cannot finish a build of that estimate, in a few words, or nothing
     * @param usableDisk the bytes free where the files go
     * @param heap the most heap the JVM will use
     */
    static Optional<String> refusal(Estimate estimate, long usableDisk, long heap) {
        List<String> reasons = new ArrayList<>();
        if (estimate.largestSlice() > PairSolver.MAX_ENTRIES) {
            reasons.add("its largest slice, " + estimate.largestMaterial() + ", has " + count(estimate.largestSlice())
                    + " entries, more than one build holds (2^38)");
        }
        if (estimate.heapBytes() > heap) {
            reasons.add("solving its largest pair of slices, " + estimate.largestPair() + ", takes "
                    + bytes(estimate.memoryBytes()) + " of memory, more than the Java heap's " + bytes(heap)
                    + (estimate.heapBytes() == Long.MAX_VALUE ? ""
                    : ": give the JVM " + estimate.heapOption() + " (the launcher: DRAUGHTS_JAVA_OPTS="
                    + estimate.heapOption() + ")"));
        }
        if (estimate.diskBytes() > usableDisk) {
            reasons.add("its files take " + bytes(estimate.diskBytes()) + ", more than the " + bytes(usableDisk)
                    + " free");
        }
        if (reasons.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of("a build of up to " + estimate.pieces() + " pieces cannot finish: "
                + String.join("; ", reasons));
    }

    /**
     * @param estimate a build's estimate
     * @param dir where its files go
     * @return why this machine cannot finish it, with the figures, as {@link #build} refuses it, or
     *     nothing: for a caller that prints the estimate of a build that will start
     * @throws IOException if the free disk cannot be read
     */
    public static Optional<String> refusal(Estimate estimate, Path dir) throws IOException {
        return refusal(estimate, usableDisk(dir), Runtime.getRuntime().maxMemory());
    }

    /** @return {@code 2.4e9}, or {@code 1234} below ten thousand; {@code more than 9.2e18} when saturated */
    private static String count(long n) {
        if (n == Long.MAX_VALUE) {
            return "more than 9.2e18";
        }
        return n < 10_000 ? Long.toString(n) : String.format(Locale.ROOT, "%.1e", (double) n).replace("e+", "e")
                .replace("e0", "e");
    }

    /** @return {@code 1.2 TB}, {@code 660 MB}: decimal units, as disks are sold */
    static String bytes(long n) {
        if (n == Long.MAX_VALUE) {
            return "more than 9.2 EB";
        }
        String[] units = {"bytes", "kB", "MB", "GB", "TB", "PB", "EB"};
        double value = n;
        int unit = 0;
        while (value >= 1000 && unit < units.length - 1) {
            value /= 1000;
            unit++;
        }
        return unit == 0 ? n + " bytes" : String.format(Locale.ROOT, value < 10 ? "%.1f %s" : "%.0f %s", value,
                units[unit]);
    }

    /** @return the bytes free on the file store of the directory, or of its nearest ancestor that exists */
    private static long usableDisk(Path dir) throws IOException {
        Path at = dir.toAbsolutePath();
        while (at != null && !Files.exists(at)) {
            at = at.getParent();
        }
        return at == null ? Long.MAX_VALUE : Files.getFileStore(at).getUsableSpace();
    }

    /**
     * Makes the directory of the tables and the folders above it that are missing.
     *
     * @return the highest folder made, or null when the directory was there
     * @throws FileSystemException naming the directory, with why in words, when it or a folder above it
     *     is a file, or it cannot be made
     */
    private static Path makeDirectories(Path dir) throws IOException {
        Path absolute = dir.toAbsolutePath();
        if (Files.isDirectory(absolute)) {
            return null;
        }
        if (Files.exists(absolute)) {
            throw new FileSystemException(dir.toString(), null, TableFiles.notADirectory(absolute));
        }
        Path highest = absolute;
        while (highest.getParent() != null && !Files.exists(highest.getParent())) {
            highest = highest.getParent();
        }
        Path parent = highest.getParent();
        if (parent != null && !Files.isDirectory(parent)) {
            throw new FileSystemException(dir.toString(), null, parent + ": " + TableFiles.notADirectory(parent));
        }
        try {
            Files.createDirectories(absolute);
        } catch (IOException e) {
            // The exception names a folder on the way, often with no reason (ENOENT in /proc): the
            // directory and where it was to be made say more.
            String why = e instanceof AccessDeniedException ? ": permission denied"
                    : e instanceof FileSystemException f && f.getReason() != null ? ": " + f.getReason() : "";
            FileSystemException cannot = new FileSystemException(dir.toString(), null,
                    "the directory cannot be made" + (parent == null ? "" : " in " + parent) + why);
            cannot.initCause(e);
            throw cannot;
        }
        return highest;
    }

    /**
     * Removes the folders {@link #makeDirectories} made for a build then refused, so that a refused
     * build leaves nothing behind; one that cannot be removed is left, the refusal being the news.
     */
    private static void removeMade(Path dir, Path highestMade) {
        if (highestMade == null) {
            return;
        }
        for (Path at = dir.toAbsolutePath(); at != null; at = at.getParent()) {
            try {
                Files.deleteIfExists(at);
            } catch (IOException e) {
                return;
            }
            if (at.equals(highestMade)) {
                return;
            }
        }
    }

    private static void checkPieces(int pieces) {
        if (pieces < 2 || pieces > Material.MAX_OF_A_KIND) {
            throw new IllegalArgumentException("pieces must be 2 to " + Material.MAX_OF_A_KIND + ", not " + pieces);
        }
    }

    /**
     * Builds every slice of 2 to {@code pieces} pieces that the directory does not hold yet. A build
     * that this machine cannot finish ({@link #estimate}: a slice larger than one build holds, a
     * pair of slices larger than the heap, files larger than the free disk) is refused before
     * anything is solved or written, and leaves no directory behind.
     *
     * @param pieces the most pieces, at least 2
     * @return the tables, opened; the caller closes them
     * @throws IllegalArgumentException if pieces is below 2 or above what the tables index, or the
     *     build is beyond this machine (the message gives the estimate)
     * @throws CorruptTableException if a file already there is not a whole table, or does not match
     *     its checksum
     * @throws IOException if a file cannot be read or written, or the directory cannot be made (a
     *     {@link FileSystemException} naming it and saying why: a file there, no permission)
     */
    public EndgameTables build(int pieces) throws IOException {
        Estimate estimate = estimate(pieces);
        // Made before the disk is measured: where it cannot be made (in /proc) the disk measured was
        // that of the nearest folder, 0 bytes free, and the build was refused for want of space.
        Path highestMade = makeDirectories(dir);
        Optional<String> refused = refusal(estimate, usableDisk(dir), Runtime.getRuntime().maxMemory());
        if (refused.isPresent()) {
            removeMade(dir, highestMade);
            throw new IllegalArgumentException(refused.get());
        }
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
                tables = tables.with(solvePair(tables, material, parallel, winParity));
            }
        }
        return tables;
    }

    /**
     * Solves one material with its flipped one and writes their files, telling the listener.
     *
     * @return the files written, opened
     */
    private List<SliceFile> solvePair(EndgameTables tables, Material material, Parallel parallel, int winParity)
            throws IOException {
        long begun = System.nanoTime();
        long cpuBefore = parallel.cpuNanos();
        PairSolver solver = new PairSolver(variant, tables, material, parallel, chunkBits);
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
        return written;
    }

    /**
     * The pairs of slices of a build of 2 to {@code pieces} pieces in waves: every pair of a wave
     * depends only on slices of earlier waves, so the pairs of one wave can be solved at the same
     * time, on one machine or many ({@link #buildPair}). A pair is named by its first material, the
     * one whose side to move has more pieces (or more kings), or the symmetric one; the order within
     * a wave is {@link Material#upTo}'s.
     *
     * <p>A capture leaves fewer pieces and never more men; a crowning leaves as many pieces and one
     * man less. So a material of {@code p} pieces and {@code m} men, in wave {@code p + m - 2},
     * reads only materials of the waves below, and the waves are the values of {@code p + m}.
     *
     * @param pieces the most pieces, 2 to {@link Material#MAX_OF_A_KIND}
     * @return the waves, first to be solved first; each a list of the first materials of its pairs
     * @throws IllegalArgumentException if pieces is out of range
     */
    public List<List<Material>> waves(int pieces) {
        checkPieces(pieces);
        List<List<Material>> waves = new ArrayList<>();
        for (Material material : Material.upTo(pieces, withKings())) {
            if (!material.isFirstOfPair()) {
                continue;
            }
            int wave = material.pieces() + material.men() - 2;
            while (waves.size() <= wave) {
                waves.add(new ArrayList<>());
            }
            waves.get(wave).add(material);
        }
        waves.removeIf(List::isEmpty);
        List<List<Material>> frozen = new ArrayList<>();
        for (List<Material> wave : waves) {
            frozen.add(List.copyOf(wave));
        }
        return List.copyOf(frozen);
    }

    /**
     * The slices that solving a pair may read: every material of fewer pieces and no more men (a
     * capture), and every material of as many pieces and one man less (a crowning). A superset of
     * what the pair reads, all of it in earlier {@link #waves}.
     *
     * @param material the first material of a pair, as {@link #waves} names it
     * @return the materials, in {@link Material#upTo}'s order
     */
    public List<Material> inputs(Material material) {
        Objects.requireNonNull(material, "material");
        List<Material> inputs = new ArrayList<>();
        for (Material other : Material.upTo(Math.max(2, material.pieces()), withKings())) {
            boolean capture = other.pieces() < material.pieces() && other.men() <= material.men();
            boolean crowning = other.pieces() == material.pieces() && other.men() == material.men() - 1;
            if (capture || crowning) {
                inputs.add(other);
            }
        }
        return List.copyOf(inputs);
    }

    /**
     * Solves one pair of slices, a material and its flipped one, into the directory, which must
     * hold every slice of its {@link #inputs} already; its files are written under other names and
     * renamed when whole, as by {@link #build}. The files are those {@link #build} writes, byte for
     * byte: this is how a build is shared out among machines (each pair of a wave on its own, the
     * waves in turn).
     *
     * @param material the first material of a pair, as {@link #waves} names it
     * @return the files written: the material's, then its flipped one's unless it is symmetric
     * @throws IllegalArgumentException if the material does not name a pair, or one of its inputs is
     *     missing from the directory (named in the message)
     * @throws CorruptTableException if a file in the directory is not a whole table
     * @throws IOException if a file cannot be read or written
     */
    public List<Path> buildPair(Material material) throws IOException {
        Objects.requireNonNull(material, "material");
        if (!material.isFirstOfPair()) {
            throw new IllegalArgumentException(material + " does not name its pair: " + material.flipped() + " names it");
        }
        if (!withKings() && material.men() < material.pieces()) {
            throw new IllegalArgumentException(material + " has kings, which the tables of " + variant.name()
                    + " leave out");
        }
        for (Material input : inputs(material)) {
            if (!Files.isRegularFile(dir.resolve(SliceFile.fileName(variant.name(), input)))) {
                throw new IllegalArgumentException("the slice " + input + " that " + material
                        + " depends on is not in " + dir);
            }
        }
        Files.createDirectories(dir);
        List<Path> paths = new ArrayList<>();
        try (EndgameTables tables = EndgameTables.open(variant, dir); Parallel parallel = new Parallel(threads)) {
            for (SliceFile file : solvePair(tables, material, parallel, EndgameTables.winParity(variant))) {
                paths.add(dir.resolve(SliceFile.fileName(variant.name(), file.summary.material())));
            }
        }
        return List.copyOf(paths);
    }

    private boolean withKings() {
        return variant.traits().goal() != Goal.FIRST_KING_WINS;
    }

    /** Turns table {@code t}'s entries into a file's, counts them, and writes the file. */
    private Path write(PairSolver solver, int t, int winParity, List<SliceSummary> summaries) throws IOException {
        long n = solver.size(t);
        long wins = 0;
        long draws = 0;
        long losses = 0;
        int longestWin = 0;
        int longestLoss = 0;
        for (long i = 0; i < n; i++) {
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
        int firstLoss = SliceFile.firstLoss(width);
        int unused = SliceFile.unused(width);
        Material material = solver.materials()[t];
        SliceSummary summary = new SliceSummary(material, n, wins, draws, losses, longestWin, longestLoss);
        summaries.add(summary);
        // The entries go to the file a range at a time: a slice of 6 pieces is larger than an array.
        return SliceFile.write(dir, variant.name(), material, solver.index(t), width, winParity, summary,
                (first, count, bytes) -> {
                    for (int k = 0; k < count; k++) {
                        int value = solver.value(t, first + k);
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
                            bytes[k] = (byte) entry;
                        } else {
                            bytes[2 * k] = (byte) (entry >>> 8);
                            bytes[2 * k + 1] = (byte) entry;
                        }
                    }
                });
    }

    private static void checkParity(int plies, int parity) {
        if ((plies & 1) != parity) {
            throw new IllegalStateException("a distance of " + plies + " plies, of the wrong parity: a bug");
        }
    }
}
