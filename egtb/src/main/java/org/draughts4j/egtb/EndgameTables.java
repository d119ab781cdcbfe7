package org.draughts4j.egtb;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.draughts4j.core.Color;
import org.draughts4j.core.Goal;
import org.draughts4j.core.InputLimits;
import org.draughts4j.core.Move;
import org.draughts4j.core.Position;
import org.draughts4j.core.PositionStack;
import org.draughts4j.core.Variant;

/**
 * The endgame tables of one variant in a directory, as {@link TableBuilder} writes them: for every
 * position of the materials present, whether the side to move wins, draws or loses under the
 * variant's goal alone (no draw rule counts moves or repetitions), and in how many plies the game
 * ends with best play.
 *
 * <p>Probing is safe from many threads at once. {@link #probe(PositionStack, int)} allocates
 * nothing and works from a stack's primitive state, for a search; {@link #probe(Position)} and
 * {@link #bestMove} are for the edges of a program. Each file is mapped into memory and its
 * checksum checked when the tables are opened, so that no probe pays for reading a whole file.
 *
 * <p>{@link #close()} lets the files go once the probes are done with them; a probe after it
 * throws an IllegalStateException.
 *
 * <p>Supported: every variant without towers: the boards of one word of bits (up to 10x10 and
 * Turkish's), Frisian and Frysk! with their counts of one king's moves in the index, and the 12x12
 * boards of two words (Canadian, Sri Lankan); see {@link #unsupportedReason}.
 */
public final class EndgameTables implements AutoCloseable {
    private final Variant variant;
    private final TableBoard board;
    private final int noMove;
    private final boolean firstKingWins;
    private final int winParity;
    /** By {@link Material#code()}: the open slices, null where there is none. */
    private final SliceFile[] slices = new SliceFile[1 << 16];
    /** By {@link Material#code()}: the compact slices of the materials without a full one, or null for none at all. */
    private final WdlFile[] compact;
    /** Tells most positions without a capture from the others before a stack is set up. */
    private final CaptureFilter captures;
    /** The same test on two words, for the 12x12 boards. */
    private final WideCaptureFilter wideCaptures;
    /** Per thread, a stack for playing the captures of a position of a compact slice: apart from {@link #stacks}. */
    private final ThreadLocal<PositionStack> captureStacks;
    private final List<Material> materials = new ArrayList<>();
    private final int maxPieces;
    /** Per thread, a stack for {@link #probe(Position)}'s children: its state is the thread's alone. */
    private final ThreadLocal<PositionStack> stacks;
    /** Set by {@link #close()}; read by every probe (on x86 a volatile read is a plain load). */
    private volatile boolean closed;

    private EndgameTables(Variant variant, TableBoard board) {
        this.variant = variant;
        this.board = board;
        Goal goal = variant.traits().goal();
        this.noMove = goal == Goal.CANNOT_MOVE_WINS ? TableValue.win(0) : TableValue.loss(0);
        this.firstKingWins = goal == Goal.FIRST_KING_WINS;
        this.winParity = winParity(variant);
        this.stacks = ThreadLocal.withInitial(() -> PositionStack.of(variant, false, false));
        this.maxPieces = 0;
        this.compact = null;
        this.captures = new CaptureFilter(variant);
        this.wideCaptures = new WideCaptureFilter(variant);
        this.captureStacks = ThreadLocal.withInitial(() -> {
            PositionStack stack = PositionStack.of(variant, false, false);
            // Each capture takes a piece: no line of captures is longer than the pieces on the board.
            stack.reserve(4 * Material.MAX_OF_A_KIND + 1);
            return stack;
        });
    }

    private EndgameTables(EndgameTables from, List<SliceFile> files) {
        this(from, files, List.of());
    }

    private EndgameTables(EndgameTables from, List<SliceFile> files, List<WdlFile> compactFiles) {
        this.variant = from.variant;
        this.board = from.board;
        this.noMove = from.noMove;
        this.firstKingWins = from.firstKingWins;
        this.winParity = from.winParity;
        this.stacks = from.stacks;
        this.captures = from.captures;
        this.wideCaptures = from.wideCaptures;
        this.captureStacks = from.captureStacks;
        for (SliceFile file : files) {
            slices[file.material.code()] = file;
            materials.add(file.material);
        }
        this.compact = compactFiles.isEmpty() ? null : new WdlFile[1 << 16];
        for (WdlFile file : compactFiles) {
            compact[file.material.code()] = file;
            materials.add(file.material);
        }
        materials.sort(EndgameTables::order);
        int complete = 0;
        for (int n = 2; n <= 4 * Material.MAX_OF_A_KIND; n++) {
            boolean all = true;
            for (Material m : Material.upTo(n, !firstKingWins)) {
                if (m.pieces() == n && slices[m.code()] == null && (compact == null || compact[m.code()] == null)) {
                    all = false;
                    break;
                }
            }
            if (!all) {
                break;
            }
            complete = n;
        }
        this.maxPieces = complete;
    }

    /** @return the parity of a win's distance: odd where having no move loses, even where it wins */
    static int winParity(Variant variant) {
        return variant.traits().goal() == Goal.CANNOT_MOVE_WINS ? 0 : 1;
    }

    /**
     * Opens the tables of a variant that are in a directory: every file named {@code
     * <variant>-<material>.egtb} (docs/formats.md), each checked against its checksum now (reading
     * it whole: about a second a gigabyte) rather than in a probe. A directory without any gives
     * tables that hold no position. A name of a table that is not a readable regular file (a named
     * pipe, a device, a folder, a dangling link) is refused before anything is opened.
     *
     * @param variant the variant
     * @param dir the directory
     * @return the tables; the caller closes them
     * @throws UnsupportedVariantException if the tables do not support the variant
     * @throws CorruptTableException if a file is not a whole table of its slice, or does not match
     *     its checksum
     * @throws java.nio.file.FileSystemException naming the file and why, if a table's name is not a
     *     readable regular file
     * @throws IOException if the directory or a file cannot be read
     */
    public static EndgameTables open(Variant variant, Path dir) throws IOException {
        return open(variant, dir, true);
    }

    /**
     * Opens the tables as {@link #open} does but leaves the checksums unchecked: for a {@link
     * TableVerifier}, which checks each slice's and reports a mismatch with that slice, the others
     * still checked. A probe of these tables may read a corrupt file's wrong values.
     *
     * @param variant the variant
     * @param dir the directory
     * @return the tables; the caller closes them
     * @throws UnsupportedVariantException if the tables do not support the variant
     * @throws CorruptTableException if a file is not a whole table of its slice
     * @throws IOException if the directory or a file cannot be read
     */
    public static EndgameTables openWithoutChecksums(Variant variant, Path dir) throws IOException {
        return open(variant, dir, false);
    }

    /**
     * Opens the tables of a variant in a directory in either format: every full table ({@code
     * .egtb}, with distances), and for each material without one its compact table ({@code .wdl},
     * win, draw or loss alone: {@link WdlTables}), every checksum checked now. A position of a
     * compact slice probes as {@link TableValue#WIN_NO_DISTANCE}, {@link TableValue#DRAW} or {@link
     * TableValue#LOSS_NO_DISTANCE} (a position with a capture to play by playing its captures, which
     * may reach full slices and so a distance), allocating nothing; {@link #bestMove} gives no move
     * for a win or a loss without a distance.
     *
     * <p>This is how the engine, the matches and the command line open tables; {@link #open} reads
     * the full tables alone, as a build must (a distance is built from distances).
     *
     * @param variant the variant
     * @param dir the directory
     * @return the tables; the caller closes them
     * @throws UnsupportedVariantException if the tables do not support the variant
     * @throws CorruptTableException if a file is not a whole table of its slice, or does not match
     *     its checksum
     * @throws IOException if the directory or a file cannot be read
     */
    public static EndgameTables openEitherFormat(Variant variant, Path dir) throws IOException {
        EndgameTables full = open(variant, dir, true);
        List<WdlFile> compactFiles = new ArrayList<>();
        try {
            // Where a full table is, it says more: the compact one is not even read (nor its checksum).
            compactFiles.addAll(WdlTables.openFiles(variant, full.board, dir, m -> full.slices[m.code()] == null));
        } catch (IOException | RuntimeException e) {
            full.close();
            throw e;
        }
        if (compactFiles.isEmpty()) {
            return full;
        }
        List<SliceFile> fullFiles = new ArrayList<>();
        for (Material m : full.materials) {
            fullFiles.add(full.slices[m.code()]);
        }
        return new EndgameTables(full, fullFiles, compactFiles);
    }

    private static EndgameTables open(Variant variant, Path dir, boolean checkSums) throws IOException {
        Objects.requireNonNull(variant, "variant");
        EndgameTables empty = new EndgameTables(variant, TableBoard.of(variant));
        TableFiles.requireDirectory(dir);
        List<SliceFile> files = new ArrayList<>();
        String prefix = variant.name() + "-";
        try (DirectoryStream<Path> listing = Files.newDirectoryStream(dir, prefix + "*" + SliceFile.SUFFIX)) {
            for (Path path : listing) {
                String name = path.getFileName().toString();
                String middle = name.substring(prefix.length(), name.length() - SliceFile.SUFFIX.length());
                Optional<Material> material = Material.parse(middle);
                if (material.isEmpty() || !empty.isTableMaterial(material.get())) {
                    continue;
                }
                SliceIndex index;
                try {
                    index = new SliceIndex(empty.board, material.get());
                } catch (ArithmeticException e) {
                    throw new CorruptTableException(path, "a material of more positions than an index counts");
                }
                // Opening a named pipe would wait for a writer for ever, a device never ends, and a
                // folder or a dangling link fails with no word of why: each is refused by name first.
                InputLimits.requireRegularFile(path);
                SliceFile file = SliceFile.open(path, variant.name(), index, empty.winParity);
                files.add(file);
                if (checkSums) {
                    file.checkSum();
                }
            }
        } catch (IOException | RuntimeException e) {
            files.forEach(SliceFile::release);
            throw e;
        }
        files.sort((a, b) -> order(a.material, b.material));
        return new EndgameTables(empty, files);
    }

    static int order(Material a, Material b) {
        int c = Integer.compare(a.pieces(), b.pieces());
        return c != 0 ? c : a.toString().compareTo(b.toString());
    }

    /** @return these tables with more slices: those of a pair just built */
    EndgameTables with(List<SliceFile> more) {
        SliceFile[] merged = slices.clone();
        for (SliceFile file : more) {
            merged[file.material.code()] = file;
        }
        List<SliceFile> all = new ArrayList<>();
        for (SliceFile file : merged) {
            if (file != null) {
                all.add(file);
            }
        }
        all.sort((a, b) -> order(a.material, b.material));
        List<WdlFile> compactFiles = new ArrayList<>();
        if (compact != null) {
            for (WdlFile file : compact) {
                if (file != null && merged[file.material.code()] == null) {
                    compactFiles.add(file);
                }
            }
        }
        return new EndgameTables(this, all, compactFiles);
    }

    /** @return the board of the tables */
    TableBoard board() {
        return board;
    }

    /** @return whether a material is one the tables keep: a piece a side, and no king where a king ends the game */
    boolean isTableMaterial(Material m) {
        return m.ownMen() + m.ownKings() > 0 && m.oppMen() + m.oppKings() > 0
                && (!firstKingWins || m.ownKings() + m.oppKings() == 0);
    }

    /**
     * @param variant a variant
     * @return why the tables cannot hold its positions (towers, a board of more than one word of
     *     bits), or nothing when they can
     */
    public static Optional<String> unsupportedReason(Variant variant) {
        return TableBoard.unsupportedReason(variant);
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
     * @return the most pieces N such that every position of 2 to N pieces is in the tables (0 when
     *     not even the two-piece positions are)
     */
    public int maxPieces() {
        return maxPieces;
    }

    /**
     * @param material a material
     * @return the counts its file's header keeps, or nothing when its file is not here
     */
    public Optional<SliceSummary> summary(Material material) {
        SliceFile file = slices[material.code()];
        return file == null ? Optional.empty() : Optional.of(file.summary);
    }

    /**
     * @param material a material
     * @return whether its positions are read with their distance: its full table is here (not
     *     only its compact one, nor none)
     */
    public boolean hasDistances(Material material) {
        return slices[material.code()] != null;
    }

    /** @return the open compact file of a material that has no full one, or null */
    WdlFile compactSlice(Material material) {
        return compact == null ? null : compact[material.code()];
    }

    /** @return the open file of a material, or null */
    SliceFile slice(Material material) {
        return slices[material.code()];
    }

    /**
     * @param position a position of this variant
     * @return its value for the side to move, or nothing when the tables do not hold it
     * @throws IllegalArgumentException if the position is of another variant
     * @throws CorruptTableException if the file it is read from is corrupt
     */
    public Optional<TableValue> probe(Position position) {
        checkVariant(position);
        boolean whiteToMove = position.sideToMove() == Color.WHITE;
        int counts = 0;
        if (board.kingMoveLimit > 0) {
            Color own = position.sideToMove();
            Color opp = own.opposite();
            int ownCount = position.kingMoveCount(own);
            int oppCount = position.kingMoveCount(opp);
            int ownBit = ownCount == 0 ? 0 : variant.geometry().bit(position.kingMoveSquare(own));
            int oppBit = oppCount == 0 ? 0 : variant.geometry().bit(position.kingMoveSquare(opp));
            counts = whiteToMove ? KingCounts.pack(ownCount, ownBit, oppCount, oppBit)
                    : KingCounts.pack(ownCount, board.flipBit(ownBit), oppCount, board.flipBit(oppBit));
        }
        long white = position.white();
        long black = position.black();
        long kings = position.kings();
        if (board.wide) {
            return TableValue.ofCode(probe(whiteToMove, white, position.whiteHigh(), black, position.blackHigh(),
                    kings, position.kingsHigh()));
        }
        return TableValue.ofCode(whiteToMove ? probeOwn(white, black, kings, counts)
                : probeOwn(board.flip(black), board.flip(white), board.flip(kings), counts));
    }

    /**
     * The value of the position at a ply of a stack, without allocating: for a search.
     *
     * @param stack a stack of this variant
     * @param ply a ply the stack holds
     * @return the value's {@link TableValue} code, or {@link TableValue#NOT_IN_TABLES}
     * @throws CorruptTableException if the file it is read from is corrupt
     */
    public int probe(PositionStack stack, int ply) {
        if (board.wide) {
            return probeOwnWide(board.ownLow(stack, ply), board.ownHigh(stack, ply), board.oppLow(stack, ply),
                    board.oppHigh(stack, ply), board.kingsLow(stack, ply), board.kingsHigh(stack, ply));
        }
        long white = stack.pieces(ply, Color.WHITE);
        long black = stack.pieces(ply, Color.BLACK);
        long kings = stack.kings(ply);
        int counts = KingCounts.of(stack, ply, board);
        return stack.whiteToMove(ply) ? probeOwn(white, black, kings, counts)
                : probeOwn(board.flip(black), board.flip(white), board.flip(kings), counts);
    }

    /**
     * The value of a position given by its bitboards (the layout of {@link org.draughts4j.core.Geometry}),
     * without allocating. Where the variant limits the quiet moves in a row of one king (Frisian),
     * it is the value with both counts 0: {@link #probe(PositionStack, int)} and {@link
     * #probe(Position)} read the counts.
     *
     * On a board of two words (12x12) these are bits 0-63, the others 0: {@link #probe(boolean,
     * long, long, long, long, long, long)} takes them all.
     *
     * @param whiteToMove whether White is to move
     * @param white White's pieces
     * @param black Black's pieces
     * @param kings the kings of both
     * @return the value's {@link TableValue} code, or {@link TableValue#NOT_IN_TABLES}
     * @throws IllegalArgumentException if the bitboards are not a position of the variant (a bit off
     *     the board, a square of both sides, a king of neither, a man on its crowning row)
     * @throws CorruptTableException if the file it is read from is corrupt
     */
    public int probe(boolean whiteToMove, long white, long black, long kings) {
        if (board.wide) {
            return probe(whiteToMove, white, 0, black, 0, kings, 0);
        }
        if (!board.isPosition(white, black, kings)) {
            // Else the index of another material's square sets, or one past the slice's end.
            throw new IllegalArgumentException("not a well formed position of the " + variant.geometry() + " board");
        }
        return whiteToMove ? probeOwn(white, black, kings, 0)
                : probeOwn(board.flip(black), board.flip(white), board.flip(kings), 0);
    }

    /**
     * The value of a position given by its bitboards of two words, as {@link
     * PositionStack#setRoot(Color, long, long, long, long, long, long)} takes them, without
     * allocating: for the boards larger than 10x10 (on the others the high words are 0).
     *
     * @param whiteToMove whether White is to move
     * @param white White's pieces, bits 0-63
     * @param whiteHigh White's pieces, bits 64 and up
     * @param black Black's pieces, bits 0-63
     * @param blackHigh Black's pieces, bits 64 and up
     * @param kings the kings of both, bits 0-63
     * @param kingsHigh the kings of both, bits 64 and up
     * @return the value's {@link TableValue} code, or {@link TableValue#NOT_IN_TABLES}
     * @throws IllegalArgumentException if a high word is not 0 on a board of one word, or on a board
     *     of two if the bitboards are not a position of the variant (a bit off the board, a square
     *     of both sides, a king of neither, a man on its crowning row)
     * @throws CorruptTableException if the file it is read from is corrupt
     */
    public int probe(boolean whiteToMove, long white, long whiteHigh, long black, long blackHigh, long kings,
            long kingsHigh) {
        if (!board.wide) {
            board.requireNoHighBits(whiteHigh, blackHigh, kingsHigh);
            return probe(whiteToMove, white, black, kings);
        }
        if (!board.isPosition(white, whiteHigh, black, blackHigh, kings, kingsHigh)) {
            throw new IllegalArgumentException("not a well formed position of the " + variant.geometry() + " board");
        }
        return whiteToMove ? probeOwnWide(white, whiteHigh, black, blackHigh, kings, kingsHigh)
                : probeOwnWide(board.flipLow(black, blackHigh), board.flipHigh(black, blackHigh),
                        board.flipLow(white, whiteHigh), board.flipHigh(white, whiteHigh),
                        board.flipLow(kings, kingsHigh), board.flipHigh(kings, kingsHigh));
    }

    /**
     * {@link #probeOwn} on a wide board: each set in two words. No variant of a wide board counts
     * one king's moves, nor ends the game at the first king.
     */
    int probeOwnWide(long own, long ownHigh, long opp, long oppHigh, long kings, long kingsHigh) {
        if (closed) {
            throw closedException();
        }
        if ((own | ownHigh) == 0) {
            return noMove;
        }
        if ((opp | oppHigh) == 0) {
            return TableValue.NOT_IN_TABLES;
        }
        int code = Material.codeOf(own, ownHigh, opp, oppHigh, kings, kingsHigh);
        if (code < 0) {
            return TableValue.NOT_IN_TABLES;
        }
        SliceFile file = slices[code];
        if (file != null) {
            return file.value(file.index.index(own, ownHigh, opp, oppHigh, kings, kingsHigh));
        }
        if (compact == null || compact[code] == null) {
            return TableValue.NOT_IN_TABLES;
        }
        if (wideCaptures.mayCapture(own, ownHigh, opp, oppHigh, kings, kingsHigh)) {
            PositionStack stack = captureStacks.get();
            stack.setRoot(Color.WHITE, own, ownHigh, opp, oppHigh, kings, kingsHigh);
            if (stack.hasCapture(0)) {
                return captureValue(stack, 0);
            }
        }
        WdlFile wdl = compact[code];
        return compactCode(wdl.value(wdl.index.index(own, ownHigh, opp, oppHigh, kings, kingsHigh)));
    }

    /**
     * The value of a position seen from its side to move, moving up the board.
     *
     * @param own the side to move's pieces
     * @param opp the other side's
     * @param kings the kings of both
     * @param counts the counts of one king's moves, seen from the side to move ({@link KingCounts})
     */
    int probeOwn(long own, long opp, long kings, int counts) {
        if (closed) {
            throw closedException();
        }
        if (firstKingWins && kings != 0) {
            // The first king has ended the game: won by the side that crowned it, the one that just moved.
            return (opp & kings) != 0 ? TableValue.loss(0) : TableValue.win(0);
        }
        if (own == 0) {
            return noMove;
        }
        if (opp == 0) {
            return TableValue.NOT_IN_TABLES;
        }
        int code = Material.codeOf(own, opp, kings);
        if (code < 0) {
            return TableValue.NOT_IN_TABLES;
        }
        SliceFile file = slices[code];
        if (file != null) {
            return file.value(file.index.index(own, opp, kings, counts));
        }
        if (compact == null) {
            return TableValue.NOT_IN_TABLES;
        }
        if (captures.mayCapture(own, opp, kings)) {
            PositionStack stack = captureStacks.get();
            // With the counts: a count of the side not capturing goes on past the capture.
            KingCounts.setRoot(stack, own, opp, kings, counts);
            if (stack.hasCapture(0)) {
                return captureValue(stack, 0);
            }
        }
        return compactValue(compact[code], own, opp, kings, counts);
    }


    /** @return the code of a position without a capture to play read from its compact slice, if it has one */
    private static int compactValue(WdlFile file, long own, long opp, long kings, int counts) {
        if (file == null) {
            return TableValue.NOT_IN_TABLES;
        }
        return compactCode(file.value(file.index.index(own, opp, kings, counts)));
    }

    /** @return the {@link TableValue} code of a compact file's value */
    private static int compactCode(int value) {
        return value == WdlFile.WIN ? TableValue.WIN_NO_DISTANCE
                : value == WdlFile.LOSS ? TableValue.LOSS_NO_DISTANCE : TableValue.DRAW;
    }

    /**
     * The value of a position of a compact slice with a capture to play, at a ply of a stack, by
     * playing each capture: exact when every position reached has a distance, else win, draw or
     * loss alone.
     */
    private int captureValue(PositionStack stack, int ply) {
        int n = stack.generate(ply);
        int exact = Integer.MIN_VALUE;
        int outcome = -1;
        boolean distances = true;
        for (int i = 0; i < n; i++) {
            stack.play(ply, i);
            int child = valueAt(stack, ply + 1);
            if (child == TableValue.NOT_IN_TABLES) {
                return TableValue.NOT_IN_TABLES;
            }
            outcome = Math.max(outcome, -Integer.signum(child));
            if (TableValue.hasDistance(child)) {
                int value = PairSolver.parentOf(child);
                exact = exact == Integer.MIN_VALUE ? value : PairSolver.better(exact, value);
            } else {
                distances = false;
            }
        }
        if (distances) {
            return exact;
        }
        // A position reached has no distance: the parent keeps whether it wins, draws or loses alone.
        return outcome > 0 ? TableValue.WIN_NO_DISTANCE : outcome < 0 ? TableValue.LOSS_NO_DISTANCE : TableValue.DRAW;
    }

    /**
     * @return the value of the position at a ply of a stack reached by a capture: read, or where its
     *     slice is compact and it has a capture to play, by playing its captures on the same stack
     */
    private int valueAt(PositionStack stack, int ply) {
        if (board.wide) {
            return valueAtWide(stack, ply);
        }
        long own = board.own(stack, ply);
        long opp = board.opp(stack, ply);
        long k = board.kings(stack, ply);
        int code = Material.codeOf(own, opp, k);
        int counts = KingCounts.of(stack, ply, board);
        if (own == 0 || opp == 0 || firstKingWins && k != 0 || code < 0 || slices[code] != null) {
            return probeOwn(own, opp, k, counts);
        }
        return stack.hasCapture(ply) ? captureValue(stack, ply) : compactValue(compact[code], own, opp, k, counts);
    }

    /** {@link #valueAt} on a wide board: the captures played on the same stack, as there */
    private int valueAtWide(PositionStack stack, int ply) {
        long own = board.ownLow(stack, ply);
        long ownHigh = board.ownHigh(stack, ply);
        long opp = board.oppLow(stack, ply);
        long oppHigh = board.oppHigh(stack, ply);
        long k = board.kingsLow(stack, ply);
        long kHigh = board.kingsHigh(stack, ply);
        int code = Material.codeOf(own, ownHigh, opp, oppHigh, k, kHigh);
        if ((own | ownHigh) == 0 || (opp | oppHigh) == 0 || code < 0 || slices[code] != null
                || compact == null || compact[code] == null) {
            return probeOwnWide(own, ownHigh, opp, oppHigh, k, kHigh);
        }
        if (stack.hasCapture(ply)) {
            return captureValue(stack, ply);
        }
        WdlFile file = compact[code];
        return compactCode(file.value(file.index.index(own, ownHigh, opp, oppHigh, k, kHigh)));
    }

    /**
     * A move that keeps the value of a position the tables hold: to the fastest win, the longest
     * loss, or a draw. A win or a loss without a distance (of a compact slice) has none: a move
     * that keeps a win may not bring its end nearer, and a line of such moves may go round for ever.
     *
     * @param position a position of this variant
     * @return the move, or nothing when the tables do not hold the position, it has no move, or it
     *     is a win or a loss whose distance the tables do not keep
     * @throws IllegalArgumentException if the position is of another variant
     * @throws CorruptTableException if a file read is corrupt
     */
    public Optional<Move> bestMove(Position position) {
        checkVariant(position);
        PositionStack stack = stacks.get();
        stack.setRoot(position);
        int value = probe(stack, 0);
        if (value == TableValue.NOT_IN_TABLES || !TableValue.hasDistance(value)) {
            return Optional.empty();
        }
        int n = stack.generate(0);
        for (int i = 0; i < n; i++) {
            stack.play(0, i);
            int child = probe(stack, 1);
            if (child != TableValue.NOT_IN_TABLES && keepsValue(value, child)) {
                return Optional.of(stack.toMove(0, i));
            }
        }
        return Optional.empty();
    }

    /** @return whether a move to a child of value {@code child} keeps the parent's value {@code value} */
    static boolean keepsValue(int value, int child) {
        if (!TableValue.hasDistance(value) || !TableValue.hasDistance(child)) {
            return false;
        }
        if (value == TableValue.DRAW) {
            return child == TableValue.DRAW;
        }
        int plies = TableValue.plies(value);
        if (plies == 0) {
            return false; // the game is over: no move keeps that
        }
        return value > 0 ? child == TableValue.loss(plies - 1) : child == TableValue.win(plies - 1);
    }

    private void checkVariant(Position position) {
        if (!position.variant().name().equals(variant.name())) {
            throw new IllegalArgumentException("a position of " + position.variant() + " in tables of " + variant);
        }
    }

    /**
     * Lets the files go: the references to their mappings are dropped, for the collector to unmap
     * (Java 17 cannot unmap a file at once, and a mapping that a probe on another thread still reads
     * must not go; the files' channels were closed when they were mapped). Call it when no probe is
     * running: a probe afterwards throws an IllegalStateException. Closing twice does nothing.
     * Tables built on these (by {@link TableBuilder}) share their files, and are closed with them.
     */
    @Override
    public void close() {
        closed = true;
        for (SliceFile file : slices) {
            if (file != null) {
                file.release();
            }
        }
        if (compact != null) {
            for (WdlFile file : compact) {
                if (file != null) {
                    file.release();
                }
            }
        }
    }

    /** @throws IllegalStateException if the tables were closed */
    void checkOpen() {
        if (closed) {
            throw closedException();
        }
    }

    private IllegalStateException closedException() {
        return new IllegalStateException("the endgame tables of " + variant.name() + " were closed: open them again"
                + " to probe");
    }

    /** @return {@code endgame tables of international, 2 to 5 pieces, 85 slices} */
    @Override
    public String toString() {
        return "endgame tables of " + variant.name() + ", " + maxPieces + " pieces complete, " + materials.size()
                + " slices";
    }
}
