package org.draughts4j.egtb;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.draughts4j.core.Color;
import org.draughts4j.core.Goal;
import org.draughts4j.core.InputLimits;
import org.draughts4j.core.Position;
import org.draughts4j.core.PositionStack;
import org.draughts4j.core.Variant;

/**
 * The compact endgame tables of one variant in a directory: win, draw or loss alone (no distance),
 * stored only for the positions without a capture to play, run-length coded in blocks
 * (docs/formats.md, "Compact WDL files"). A position with a capture to play is resolved when it is
 * probed, by playing each capture and probing what it leads to, as long as captures follow.
 *
 * <p>They are written from the full tables ({@link #write}) and hold the same win, draw or loss for
 * every position. Probing is safe from many threads at once and allocates nothing once a thread
 * has probed (each thread keeps a stack of its own for the captures). Each file's checksum is
 * checked when the tables are opened, never in a probe.
 *
 * <p>The probes answer {@link #WIN}, {@link #DRAW} or {@link #LOSS}, which are not {@link
 * TableValue} codes (there 1 is a win in 0 plies): {@link #valueOf(int)} turns an answer into a
 * {@link TableValue}, and {@link EndgameTables} opened on the same files answers in codes.
 */
public final class WdlTables implements AutoCloseable {
    /** The code of a win for the side to move. */
    public static final int WIN = 1;
    /** The code of a draw. */
    public static final int DRAW = 0;
    /** The code of a loss for the side to move. */
    public static final int LOSS = -1;

    /**
     * @param answer an answer of a probe
     * @return the value it gives: a draw, a win or a loss with {@link TableValue#UNKNOWN_PLIES}, or
     *     nothing for {@link TableValue#NOT_IN_TABLES}
     * @throws IllegalArgumentException if it is not an answer of a probe
     */
    public static Optional<TableValue> valueOf(int answer) {
        switch (answer) {
            case WIN:
                return TableValue.ofCode(TableValue.WIN_NO_DISTANCE);
            case DRAW:
                return TableValue.ofCode(TableValue.DRAW);
            case LOSS:
                return TableValue.ofCode(TableValue.LOSS_NO_DISTANCE);
            case TableValue.NOT_IN_TABLES:
                return Optional.empty();
            default:
                throw new IllegalArgumentException("not an answer of a probe: " + answer);
        }
    }

    private final Variant variant;
    private final TableBoard board;
    private final int noMove;
    private final boolean firstKingWins;
    private final CaptureFilter captures;
    /** The same test on two words, for the 12x12 boards. */
    private final WideCaptureFilter wideCaptures;
    /** By {@link Material#code()}: the open slices, null where there is none. */
    private final WdlFile[] slices = new WdlFile[1 << 16];
    private final List<Material> materials = new ArrayList<>();
    /** Per thread, a stack for the captures a probe plays: its state is the thread's alone. */
    private final ThreadLocal<PositionStack> stacks;
    private volatile boolean closed;

    private WdlTables(Variant variant, TableBoard board, List<WdlFile> files) {
        this.variant = variant;
        this.board = board;
        Goal goal = variant.traits().goal();
        this.noMove = goal == Goal.CANNOT_MOVE_WINS ? WIN : LOSS;
        this.firstKingWins = goal == Goal.FIRST_KING_WINS;
        this.captures = new CaptureFilter(variant);
        this.wideCaptures = new WideCaptureFilter(variant);
        this.stacks = ThreadLocal.withInitial(() -> {
            PositionStack stack = PositionStack.of(variant, false, false);
            // Each capture takes a piece: no line of captures is longer than the pieces on the board.
            stack.reserve(4 * Material.MAX_OF_A_KIND + 1);
            return stack;
        });
        for (WdlFile file : files) {
            slices[file.material.code()] = file;
            materials.add(file.material);
        }
    }

    /**
     * Why the compact format cannot hold a variant's tables, if it cannot: the variants the full
     * tables refuse ({@link EndgameTables#unsupportedReason}). Where the index counts one king's
     * moves in a row (Frisian, Frysk!), the compact files hold a value for each count, as the full
     * ones do.
     *
     * @param variant the variant
     * @return the reason, or empty if compact tables of the variant can be written and read
     */
    public static Optional<String> unsupportedReason(Variant variant) {
        return EndgameTables.unsupportedReason(variant);
    }

    private static void requireSupported(Variant variant) {
        Optional<String> reason = unsupportedReason(variant);
        if (reason.isPresent()) {
            throw new UnsupportedVariantException(reason.get());
        }
    }

    /**
     * Writes the compact tables of every slice of full tables into a directory, as {@code
     * <variant>-<material>.wdl}, each file whole or not at all, in the {@linkplain WdlLayout#DEFAULT
     * default layout}.
     *
     * @param tables the full tables, whose values are kept
     * @param dir the directory, made if missing
     * @return the files written, in the order of the tables' materials
     * @throws UnsupportedVariantException if the compact format does not hold the variant
     *     ({@link #unsupportedReason})
     * @throws IOException if a file cannot be written
     * @throws CorruptTableException if a full table read is corrupt
     */
    public static List<Path> write(EndgameTables tables, Path dir) throws IOException {
        return write(tables, dir, WdlLayout.DEFAULT);
    }

    /**
     * As {@link #write(EndgameTables, Path)}, the files cut into blocks and parts of the given
     * sizes: larger ones make smaller files and slower probes.
     *
     * @param tables the full tables, whose values are kept
     * @param dir the directory, made if missing
     * @param layout the sizes of the blocks and parts
     * @return the files written, in the order of the tables' materials
     * @throws UnsupportedVariantException if the compact format does not hold the variant
     *     ({@link #unsupportedReason})
     * @throws IOException if a file cannot be written
     * @throws CorruptTableException if a full table read is corrupt
     */
    public static List<Path> write(EndgameTables tables, Path dir, WdlLayout layout) throws IOException {
        Objects.requireNonNull(layout, "layout");
        requireSupported(tables.variant());
        Files.createDirectories(dir);
        List<Path> written = new ArrayList<>();
        for (Material material : tables.materials()) {
            written.add(writeSlice(tables, material, dir, layout));
        }
        return written;
    }

    /**
     * As {@link #write(EndgameTables, Path)}, for a build that may have been stopped while it wrote
     * them: a compact file already in the directory is kept when it is a whole table of its slice
     * (its header and checksum, as {@link #open} checks them) and no older than the slice's full
     * table; the others are written, the slices shared out over threads, the largest first. The
     * files are the same bytes as {@code write}'s.
     *
     * @param tables the full tables, whose values are kept
     * @param dir the directory, made if missing
     * @param threads how many slices are written at once, at least 1
     * @return the files, written or kept, in the order of the tables' materials
     * @throws IllegalArgumentException if {@code threads} is below 1
     * @throws UnsupportedVariantException if the compact format does not hold the variant
     *     ({@link #unsupportedReason})
     * @throws IOException if a file cannot be written
     * @throws CorruptTableException if a full table read is corrupt
     */
    public static List<Path> writeMissing(EndgameTables tables, Path dir, int threads) throws IOException {
        return writeMissing(tables, dir, threads, WdlLayout.DEFAULT);
    }

    /**
     * As {@link #writeMissing(EndgameTables, Path, int)}, the files cut into blocks and parts of the
     * given sizes: a compact file already there is kept only when it has this layout too, and
     * written again otherwise.
     *
     * @param tables the full tables, whose values are kept
     * @param dir the directory, made if missing
     * @param threads how many slices are written at once, at least 1
     * @param layout the sizes of the blocks and parts
     * @return the files, written or kept, in the order of the tables' materials
     * @throws IllegalArgumentException if {@code threads} is below 1
     * @throws UnsupportedVariantException if the compact format does not hold the variant
     *     ({@link #unsupportedReason})
     * @throws IOException if a file cannot be written
     * @throws CorruptTableException if a full table read is corrupt
     */
    public static List<Path> writeMissing(EndgameTables tables, Path dir, int threads, WdlLayout layout)
            throws IOException {
        Objects.requireNonNull(layout, "layout");
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, not " + threads);
        }
        requireSupported(tables.variant());
        Files.createDirectories(dir);
        List<Material> materials = tables.materials();
        Path[] files = new Path[materials.size()];
        List<Integer> missing = new ArrayList<>();
        for (int m = 0; m < materials.size(); m++) {
            Material material = materials.get(m);
            Path kept = dir.resolve(WdlFile.fileName(tables.variant().name(), material));
            if (isWholeAndCurrent(tables, material, kept, layout)) {
                files[m] = kept;
            } else {
                missing.add(m);
            }
        }
        missing.sort(Comparator.comparingLong((Integer m) -> -tables.slice(materials.get(m)).index.size));
        ExecutorService pool = Executors.newFixedThreadPool(
                Math.min(threads, Math.max(1, missing.size())), task -> {
                    Thread thread = new Thread(task, "draughts4j-wdl-writer");
                    thread.setDaemon(true);
                    return thread;
                });
        try {
            List<Future<Path>> futures = new ArrayList<>();
            for (int m : missing) {
                Material material = materials.get(m);
                futures.add(pool.submit(() -> writeSlice(tables, material, dir, layout)));
            }
            for (int k = 0; k < missing.size(); k++) {
                files[missing.get(k)] = result(futures.get(k));
            }
        } finally {
            pool.shutdownNow();
        }
        return List.of(files);
    }

    /** Whether a compact file there is a whole table of the slice in the layout, written after its full table. */
    private static boolean isWholeAndCurrent(EndgameTables tables, Material material, Path file, WdlLayout layout)
            throws IOException {
        if (!Files.isRegularFile(file)) {
            return false;
        }
        SliceFile slice = tables.slice(material);
        if (Files.getLastModifiedTime(file).compareTo(Files.getLastModifiedTime(slice.path)) < 0) {
            return false;
        }
        try {
            WdlFile kept = WdlFile.open(file, tables.variant().name(), slice.index);
            kept.release();
            return kept.layout().equals(layout);
        } catch (CorruptTableException e) {
            return false;
        }
    }

    /** A slice's file, or the reason it could not be written, as the writer threw it. */
    private static Path result(Future<Path> future) throws IOException {
        try {
            return future.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while the compact tables were written");
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof IOException io) {
                throw io;
            }
            if (cause instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (cause instanceof Error error) {
                throw error;
            }
            throw new IllegalStateException(cause);
        }
    }

    /** Writes one slice's compact file: each thread that calls it sets its positions up on a stack of its own. */
    private static Path writeSlice(EndgameTables tables, Material material, Path dir, WdlLayout layout)
            throws IOException {
        Variant variant = tables.variant();
        PositionStack stack = PositionStack.of(variant, false, false);
        boolean wide = TableBoard.of(variant).wide;
        CaptureFilter filter = new CaptureFilter(variant);
        WideCaptureFilter wideFilter = new WideCaptureFilter(variant);
        SliceFile slice = tables.slice(material);
        SliceIndex index = slice.index;
        SliceIndex.Decoder decoder = index.new Decoder();
        WdlFile.BlockValues values = (from, into, count) -> {
            for (int j = 0; j < count; j++) {
                long i = from + j;
                if (!decoder.decode(i)) {
                    into[j] = WdlFile.ANY;
                    continue;
                }
                // As the probe does: the quick test's "no capture" is exact, and spares most
                // positions a stack; only its "perhaps" is asked of the generator.
                boolean mayCapture = wide
                        ? wideFilter.mayCapture(decoder.own, decoder.ownHigh, decoder.opp, decoder.oppHigh,
                                decoder.kings, decoder.kingsHigh)
                        : filter.mayCapture(decoder.own, decoder.opp, decoder.kings);
                if (mayCapture) {
                    stack.setRoot(Color.WHITE, decoder.own, decoder.ownHigh, decoder.opp, decoder.oppHigh,
                            decoder.kings, decoder.kingsHigh);
                    if (stack.hasCapture(0)) {
                        // Resolved by a probe's search: its value need not be stored.
                        into[j] = WdlFile.ANY;
                        continue;
                    }
                }
                int value = slice.value(i);
                into[j] = value > 0 ? WdlFile.WIN : value < 0 ? WdlFile.LOSS : WdlFile.DRAW;
            }
        };
        return WdlFile.write(dir, variant.name(), index, values, layout.blockBits(), layout.partBits());
    }

    /**
     * Opens the compact tables of a variant that are in a directory: every file named {@code
     * <variant>-<material>.wdl}, each checked against its checksum now. A directory without any
     * gives tables that hold no position.
     *
     * @param variant the variant
     * @param dir the directory
     * @return the tables; the caller closes them
     * @throws UnsupportedVariantException if the tables do not support the variant
     * @throws CorruptTableException naming the file, if a file is not a whole compact table of its
     *     slice or does not match its checksum
     * @throws IOException if the directory or a file cannot be read
     */
    public static WdlTables open(Variant variant, Path dir) throws IOException {
        Objects.requireNonNull(variant, "variant");
        TableBoard board = TableBoard.of(variant);
        return new WdlTables(variant, board, openFiles(variant, board, dir, material -> true));
    }

    /**
     * @param wanted the materials whose files are read: the others are neither opened nor checked
     * @return the compact files of a variant in a directory, each checked against its checksum,
     *     fewest pieces first; none are left open if one is refused
     */
    static List<WdlFile> openFiles(Variant variant, TableBoard board, Path dir,
            java.util.function.Predicate<Material> wanted) throws IOException {
        requireSupported(variant);
        TableFiles.requireDirectory(dir);
        boolean firstKingWins = variant.traits().goal() == Goal.FIRST_KING_WINS;
        List<WdlFile> files = new ArrayList<>();
        String prefix = variant.name() + "-";
        try (DirectoryStream<Path> listing = Files.newDirectoryStream(dir, prefix + "*" + WdlFile.SUFFIX)) {
            for (Path path : listing) {
                String name = path.getFileName().toString();
                String middle = name.substring(prefix.length(), name.length() - WdlFile.SUFFIX.length());
                Optional<Material> found = Material.parse(middle);
                if (found.isEmpty()) {
                    continue;
                }
                Material m = found.get();
                if (!wanted.test(m) || m.ownMen() + m.ownKings() == 0 || m.oppMen() + m.oppKings() == 0
                        || (firstKingWins && m.ownKings() + m.oppKings() > 0)) {
                    continue;
                }
                SliceIndex index;
                try {
                    index = new SliceIndex(board, m);
                } catch (ArithmeticException e) {
                    throw new CorruptTableException(path, "a material of more positions than an index counts");
                }
                InputLimits.requireRegularFile(path);
                files.add(WdlFile.open(path, variant.name(), index));
            }
        } catch (IOException | RuntimeException e) {
            files.forEach(WdlFile::release);
            throw e;
        }
        files.sort((a, b) -> {
            int c = Integer.compare(a.material.pieces(), b.material.pieces());
            return c != 0 ? c : a.material.toString().compareTo(b.material.toString());
        });
        return files;
    }

    /** @return the variant */
    public Variant variant() {
        return variant;
    }

    /** @return the materials present, fewest pieces first */
    public List<Material> materials() {
        return Collections.unmodifiableList(materials);
    }

    /**
     * @param material a material
     * @return the size of its file in bytes, or nothing when its file is not here
     */
    public Optional<Long> fileBytes(Material material) {
        WdlFile file = slices[material.code()];
        return file == null ? Optional.empty() : Optional.of(file.bytes());
    }

    /**
     * The win, draw or loss of a position given by its bitboards (the layout of {@link
     * org.draughts4j.core.Geometry}), without allocating once the thread has probed. A position with
     * a capture to play is resolved by playing its captures and probing what they lead to. Where the
     * variant limits the quiet moves in a row of one king (Frisian), it is the value with both
     * counts 0: {@link #probe(Position)} reads the counts.
     *
     * @param whiteToMove whether White is to move
     * @param white White's pieces
     * @param black Black's pieces
     * @param kings the kings of both
     * @return {@link #WIN}, {@link #DRAW} or {@link #LOSS} for the side to move, or {@link
     *     TableValue#NOT_IN_TABLES} when the tables do not hold it or a position a capture leads to
     * @throws CorruptTableException if the file it is read from is corrupt
     * @throws IllegalArgumentException if the bitboards are not a position of the variant
     * @throws IllegalStateException if the tables were closed
     */
    public int probe(boolean whiteToMove, long white, long black, long kings) {
        if (board.wide) {
            return probe(whiteToMove, white, 0, black, 0, kings, 0);
        }
        if (closed) {
            throw new IllegalStateException("the compact endgame tables of " + variant.name() + " were closed");
        }
        checkBits(white, black, kings);
        long own = whiteToMove ? white : board.flip(black);
        long opp = whiteToMove ? black : board.flip(white);
        long k = whiteToMove ? kings : board.flip(kings);
        if (!captures.mayCapture(own, opp, k)) {
            // Most positions: no capture, so no stack and no generator, straight to the file.
            return quietValue(own, opp, k, 0);
        }
        PositionStack stack = stacks.get();
        stack.setRoot(whiteToMove ? Color.WHITE : Color.BLACK, white, 0, black, 0, kings, 0);
        return value(stack, 0);
    }

    /**
     * The win, draw or loss of a position given by its bitboards of two words, as {@link
     * PositionStack#setRoot(Color, long, long, long, long, long, long)} takes them: for the boards
     * larger than 10x10 (on the others the high words are 0). Nothing is allocated once the thread
     * has probed.
     *
     * @param whiteToMove whether White is to move
     * @param white White's pieces, bits 0-63
     * @param whiteHigh White's pieces, bits 64 and up
     * @param black Black's pieces, bits 0-63
     * @param blackHigh Black's pieces, bits 64 and up
     * @param kings the kings of both, bits 0-63
     * @param kingsHigh the kings of both, bits 64 and up
     * @return {@link #WIN}, {@link #DRAW} or {@link #LOSS} for the side to move, or {@link
     *     TableValue#NOT_IN_TABLES} when the tables do not hold it or a position a capture leads to
     * @throws CorruptTableException if the file it is read from is corrupt
     * @throws IllegalArgumentException if the bitboards are not a position of the variant
     * @throws IllegalStateException if the tables were closed
     */
    public int probe(boolean whiteToMove, long white, long whiteHigh, long black, long blackHigh, long kings,
            long kingsHigh) {
        if (!board.wide) {
            board.requireNoHighBits(whiteHigh, blackHigh, kingsHigh);
            return probe(whiteToMove, white, black, kings);
        }
        if (closed) {
            throw new IllegalStateException("the compact endgame tables of " + variant.name() + " were closed");
        }
        if (!board.isPosition(white, whiteHigh, black, blackHigh, kings, kingsHigh)) {
            throw new IllegalArgumentException("not a well formed position of the " + variant.geometry() + " board");
        }
        long own = whiteToMove ? white : board.flipLow(black, blackHigh);
        long ownHigh = whiteToMove ? whiteHigh : board.flipHigh(black, blackHigh);
        long opp = whiteToMove ? black : board.flipLow(white, whiteHigh);
        long oppHigh = whiteToMove ? blackHigh : board.flipHigh(white, whiteHigh);
        long k = whiteToMove ? kings : board.flipLow(kings, kingsHigh);
        long kHigh = whiteToMove ? kingsHigh : board.flipHigh(kings, kingsHigh);
        if (!wideCaptures.mayCapture(own, ownHigh, opp, oppHigh, k, kHigh)) {
            return quietValueWide(own, ownHigh, opp, oppHigh, k, kHigh);
        }
        PositionStack stack = stacks.get();
        stack.setRoot(whiteToMove ? Color.WHITE : Color.BLACK, white, whiteHigh, black, blackHigh, kings, kingsHigh);
        return value(stack, 0);
    }

    /**
     * The win, draw or loss of a position, with everything it holds: in Frisian and Frysk!, the
     * counts of one king's moves in a row, which the bitboard probes take as 0. Nothing is allocated
     * once the thread has probed.
     *
     * @param position a position of this variant
     * @return {@link #WIN}, {@link #DRAW} or {@link #LOSS} for the side to move, or {@link
     *     TableValue#NOT_IN_TABLES} when the tables do not hold it or a position a capture leads to
     * @throws IllegalArgumentException if the position is of another variant
     * @throws CorruptTableException if the file it is read from is corrupt
     * @throws IllegalStateException if the tables were closed
     */
    public int probe(Position position) {
        if (!position.variant().name().equals(variant.name())) {
            throw new IllegalArgumentException("a position of " + position.variant() + " in tables of " + variant);
        }
        if (closed) {
            throw new IllegalStateException("the compact endgame tables of " + variant.name() + " were closed");
        }
        PositionStack stack = stacks.get();
        stack.setRoot(position);
        return value(stack, 0);
    }

    /**
     * @throws IllegalArgumentException as {@link PositionStack#setRoot} would, if the bitboards are
     *     not a position of the variant: checked here because a position without a capture never
     *     reaches a stack
     */
    private void checkBits(long white, long black, long kings) {
        if (!board.isPosition(white, black, kings)) {
            throw new IllegalArgumentException("not a well formed position of the " + variant.geometry() + " board");
        }
    }

    /** @return the value of the position at a ply of the stack: a capture's by search, any other's read */
    private int value(PositionStack stack, int ply) {
        if (board.wide) {
            return valueWide(stack, ply);
        }
        long own = board.own(stack, ply);
        long opp = board.opp(stack, ply);
        long k = board.kings(stack, ply);
        if (gameOver(own, opp, k) || !stack.hasCapture(ply)) {
            return quietValue(own, opp, k, KingCounts.of(stack, ply, board));
        }
        int n = stack.generate(ply);
        int best = LOSS - 1;
        for (int i = 0; i < n && best < WIN; i++) {
            stack.play(ply, i);
            int child = value(stack, ply + 1);
            if (child == TableValue.NOT_IN_TABLES) {
                return TableValue.NOT_IN_TABLES;
            }
            best = Math.max(best, -child);
        }
        return best;
    }

    /** {@link #value} on a wide board: each set in two words (no variant of one ends at the first king) */
    private int valueWide(PositionStack stack, int ply) {
        long own = board.ownLow(stack, ply);
        long ownHigh = board.ownHigh(stack, ply);
        long opp = board.oppLow(stack, ply);
        long oppHigh = board.oppHigh(stack, ply);
        long k = board.kingsLow(stack, ply);
        long kHigh = board.kingsHigh(stack, ply);
        if ((own | ownHigh) == 0 || (opp | oppHigh) == 0 || !stack.hasCapture(ply)) {
            return quietValueWide(own, ownHigh, opp, oppHigh, k, kHigh);
        }
        int n = stack.generate(ply);
        int best = LOSS - 1;
        for (int i = 0; i < n && best < WIN; i++) {
            stack.play(ply, i);
            int child = valueWide(stack, ply + 1);
            if (child == TableValue.NOT_IN_TABLES) {
                return TableValue.NOT_IN_TABLES;
            }
            best = Math.max(best, -child);
        }
        return best;
    }

    /** {@link #quietValue} on a wide board: each set in two words (no variant of one ends at the first king) */
    private int quietValueWide(long own, long ownHigh, long opp, long oppHigh, long k, long kHigh) {
        if ((own | ownHigh) == 0) {
            return noMove;
        }
        if ((opp | oppHigh) == 0) {
            return TableValue.NOT_IN_TABLES;
        }
        int code = Material.codeOf(own, ownHigh, opp, oppHigh, k, kHigh);
        WdlFile file = code < 0 ? null : slices[code];
        return file == null ? TableValue.NOT_IN_TABLES
                : file.value(file.index.index(own, ownHigh, opp, oppHigh, k, kHigh)) - 1;
    }

    /** @return whether the game is over, or not in the tables, whatever the moves: a side without pieces, a first king */
    private boolean gameOver(long own, long opp, long k) {
        return own == 0 || opp == 0 || firstKingWins && k != 0;
    }

    /**
     * @return the value of a position without a capture to play (or one {@link #gameOver}), seen
     *     from its side to move, read from its file
     */
    private int quietValue(long own, long opp, long k, int counts) {
        if (firstKingWins && k != 0) {
            // The first king has ended the game: won by the side that crowned it, the one that just moved.
            return (opp & k) != 0 ? LOSS : WIN;
        }
        if (own == 0) {
            return noMove;
        }
        if (opp == 0) {
            return TableValue.NOT_IN_TABLES;
        }
        int code = Material.codeOf(own, opp, k);
        WdlFile file = code < 0 ? null : slices[code];
        if (file == null) {
            return TableValue.NOT_IN_TABLES;
        }
        return file.value(file.index.index(own, opp, k, counts)) - 1;
    }

    /**
     * Lets the files go, for the collector to unmap (Java 17 cannot unmap a file at once). Call it
     * when no probe is running: a probe afterwards throws an IllegalStateException.
     */
    @Override
    public void close() {
        closed = true;
        for (WdlFile file : slices) {
            if (file != null) {
                file.release();
            }
        }
    }

    /** @return {@code compact endgame tables of international, 24 slices} */
    @Override
    public String toString() {
        return "compact endgame tables of " + variant.name() + ", " + materials.size() + " slices";
    }
}
