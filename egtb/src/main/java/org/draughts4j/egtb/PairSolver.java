package org.draughts4j.egtb;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicIntegerArray;
import org.draughts4j.core.Color;
import org.draughts4j.core.Goal;
import org.draughts4j.core.PositionStack;
import org.draughts4j.core.Variant;

/**
 * Solves one material and its flipped one together (a quiet move from one leads to the other, seen
 * from the new side to move), or a symmetric material alone, by retrograde analysis, with every
 * smaller material and every material a crowning leads to already solved.
 *
 * <ol>
 *   <li>Every position is looked at once with the move generator. A position with a capture has
 *       only moves to solved materials: its value is final at once. A quiet position counts its
 *       moves that stay in the pair, and its crownings (moves to solved materials) give it a win
 *       to come, or the longest loss it can reach, or a draw it can hold.
 *   <li>Then distance by distance, from 0: each position decided at that distance is undone one
 *       quiet move of the other side (the retrograde step, {@link TableBoard}) into each position
 *       that could have been before it: a loss makes that one a win one ply longer, a win takes one
 *       from its count of moves not yet known to lose, and the last one makes it a loss.
 *   <li>What is left undecided is a draw.
 * </ol>
 * Positions are resolved shortest first, so a win is found at its shortest distance and a loss at
 * its longest. Threads share the work of each step; an entry changes only by compare-and-set.
 *
 * <p>Entries while solving are 16 bits: two bits of kind (undecided, win, loss, other), and for a
 * win or a loss a bit saying it is final and 13 bits of distance; for an undecided position its
 * count of moves and two flags.
 *
 * <p>A slice's entries are held in arrays of {@code 2^chunkBits} entries each (one array for every
 * slice of up to 5 pieces of International at the default), so that a slice may have more entries
 * than a Java array (6 pieces: 2.4 x 10^9). A block of 256 entries never spans two arrays, so the
 * scans of a block read one array with int offsets as before; only the updates of the retrograde
 * step, which land anywhere, pick their array by the index's high bits.
 */
final class PairSolver {
    private static final VarHandle ENTRY = MethodHandles.arrayElementVarHandle(char[].class);
    static final int KIND = 0xC000;
    static final int WIN = 0x4000;
    static final int LOSS = 0x8000;
    static final int FIXED = 0x2000;
    static final int DISTANCE = 0x1FFF;
    /** An undecided position that can hold a draw by a crowning: it can only become a win. */
    static final int NOT_COUNTING = 0x200;
    /** An undecided position with crownings to wins of the other side, which lengthen its loss. */
    static final int EXIT_WINS = 0x100;
    static final int COUNTER = 0xFF;
    static final char DRAWN = 0xC000;
    static final char NO_POSITION = 0xFFFF;
    private static final int BLOCK_BITS = 8;
    private static final int CHUNK = 1 << 14;
    private static final int NONE = Integer.MAX_VALUE;
    /**
     * The entries of one array, as a power of two: 2^30 chars are 2 GiB, within a Java array's
     * bound, and hold every slice of up to 5 pieces of International in one array.
     */
    static final int DEFAULT_CHUNK_BITS = 30;
    /**
     * The most entries of a slice, 2^38: its blocks of 256 entries are numbered by ints, those of
     * both tables of the pair in one count, so at most 2^30 blocks a table. The heap bounds a build
     * long before (a slice of 7 pieces of International has 4.8 x 10^10 entries, 96 GB while solved).
     */
    static final long MAX_ENTRIES = 1L << (30 + BLOCK_BITS);

    private final Variant variant;
    private final TableBoard board;
    private final EndgameTables solved;
    private final Parallel parallel;
    private final Material[] materials;
    private final SliceIndex[] indices;
    /** Each table's entries, in arrays of {@link #chunkBits} entries (the last one shorter). */
    private final char[][][] entries;
    private final long[] sizes;
    private final int chunkBits;
    private final int chunkMask;
    private final int[][] blockMin;
    private final AtomicIntegerArray[] pendingMin;
    private final int terminal;
    private final Worker[] workers;

    PairSolver(Variant variant, EndgameTables solved, Material material, Parallel parallel) {
        this(variant, solved, material, parallel, DEFAULT_CHUNK_BITS);
    }

    /**
     * @param chunkBits the entries of one array, as a power of two, {@link #BLOCK_BITS} to 30: tests
     *     lower it so that small slices take many arrays, as the slices of 6 pieces do
     */
    PairSolver(Variant variant, EndgameTables solved, Material material, Parallel parallel, int chunkBits) {
        if (chunkBits < BLOCK_BITS || chunkBits > DEFAULT_CHUNK_BITS) {
            throw new IllegalArgumentException("chunk bits must be " + BLOCK_BITS + " to " + DEFAULT_CHUNK_BITS
                    + ", not " + chunkBits);
        }
        this.chunkBits = chunkBits;
        this.chunkMask = (1 << chunkBits) - 1;
        this.variant = variant;
        this.board = solved.board();
        this.solved = solved;
        this.parallel = parallel;
        this.materials = material.isSymmetric() ? new Material[] {material}
                : new Material[] {material, material.flipped()};
        this.indices = new SliceIndex[materials.length];
        this.entries = new char[materials.length][][];
        this.sizes = new long[materials.length];
        this.blockMin = new int[materials.length][];
        this.pendingMin = new AtomicIntegerArray[materials.length];
        for (int t = 0; t < materials.length; t++) {
            indices[t] = new SliceIndex(board, materials[t]);
            if (indices[t].size > MAX_ENTRIES) {
                throw new IllegalArgumentException("the slice " + materials[t] + " has " + indices[t].size
                        + " positions, more than one build holds (2^38)");
            }
            long size = indices[t].size;
            sizes[t] = size;
            entries[t] = new char[(int) ((size + chunkMask) >>> chunkBits)][];
            for (int c = 0; c < entries[t].length; c++) {
                entries[t][c] = new char[(int) Math.min(1L << chunkBits, size - ((long) c << chunkBits))];
            }
            int blocks = (int) ((size + (1 << BLOCK_BITS) - 1) >>> BLOCK_BITS);
            blockMin[t] = new int[blocks];
            pendingMin[t] = new AtomicIntegerArray(blocks);
        }
        int noMove = variant.traits().goal() == Goal.CANNOT_MOVE_WINS ? TableValue.win(0) : TableValue.loss(0);
        this.terminal = entryOf(noMove);
        this.workers = new Worker[parallel.threads()];
        for (int w = 0; w < workers.length; w++) {
            workers[w] = board.wide ? new WideWorker() : new NarrowWorker();
        }
    }

    /** @return the materials solved: the one given, and its flipped one unless it is symmetric */
    Material[] materials() {
        return materials.clone();
    }

    /** @return the index of the table the quiet moves of table {@code t} lead to */
    private int other(int t) {
        return materials.length == 1 ? 0 : 1 - t;
    }

    /** Solves the pair; then {@link #entries(int)} holds each table's final entries. */
    void solve() {
        initialize();
        for (int t = 0; t < materials.length; t++) {
            Arrays.fill(blockMin[t], NONE);
            for (int b = 0; b < blockMin[t].length; b++) {
                pendingMin[t].set(b, NONE);
            }
        }
        parallel.forEach(totalBlocks(), (worker, block) -> {
            int t = block < blockMin[0].length ? 0 : 1;
            int b = (int) (t == 0 ? block : block - blockMin[0].length);
            blockMin[t][b] = minDistance(t, b, -1);
        });
        for (int d = globalMin(); d != NONE; d = globalMin()) {
            final int distance = d;
            int[] scan = blocksAt(distance);
            parallel.forEach(scan.length, (worker, k) -> {
                int code = scan[(int) k];
                int t = code < 0 ? 1 : 0;
                int b = code < 0 ? ~code : code;
                propagateBlock(workers[worker], t, b, distance);
            });
            for (int t = 0; t < materials.length; t++) {
                for (int b = 0; b < blockMin[t].length; b++) {
                    int pending = pendingMin[t].get(b);
                    if (pending != NONE) {
                        blockMin[t][b] = Math.min(blockMin[t][b], pending);
                        pendingMin[t].set(b, NONE);
                    }
                }
            }
        }
    }

    private long totalBlocks() {
        long n = 0;
        for (int[] blocks : blockMin) {
            n += blocks.length;
        }
        return n;
    }

    /** @return the least distance still to propagate, or {@link #NONE} */
    private int globalMin() {
        int min = NONE;
        for (int[] blocks : blockMin) {
            for (int m : blocks) {
                min = Math.min(min, m);
            }
        }
        return min;
    }

    /** @return the blocks whose least distance to propagate is {@code d}: table 0's as b, table 1's as ~b */
    private int[] blocksAt(int d) {
        int n = 0;
        for (int[] blocks : blockMin) {
            for (int m : blocks) {
                if (m == d) {
                    n++;
                }
            }
        }
        int[] list = new int[n];
        int k = 0;
        for (int t = 0; t < blockMin.length; t++) {
            for (int b = 0; b < blockMin[t].length; b++) {
                if (blockMin[t][b] == d) {
                    list[k++] = t == 0 ? b : ~b;
                }
            }
        }
        return list;
    }

    /** @return the least distance above {@code above} of a win or loss in a block, or {@link #NONE} */
    private int minDistance(int t, int b, int above) {
        char[] a = chunkOfBlock(t, b);
        int from = offsetOfBlock(b);
        int to = Math.min(a.length, from + (1 << BLOCK_BITS));
        int min = NONE;
        for (int i = from; i < to; i++) {
            int e = a[i];
            int kind = e & KIND;
            if (kind == WIN || kind == LOSS) {
                int d = e & DISTANCE;
                if (d > above && d < min) {
                    min = d;
                }
            }
        }
        return min;
    }

    private void propagateBlock(Worker worker, int t, int b, int d) {
        char[] a = chunkOfBlock(t, b);
        int from = offsetOfBlock(b);
        int to = Math.min(a.length, from + (1 << BLOCK_BITS));
        long base = ((long) b << BLOCK_BITS) - from;
        int min = NONE;
        for (int i = from; i < to; i++) {
            int e = (char) ENTRY.getVolatile(a, i);
            int kind = e & KIND;
            if (kind == WIN || kind == LOSS) {
                int distance = e & DISTANCE;
                if (distance == d) {
                    worker.propagate(t, base + i, kind == LOSS, d);
                } else if (distance > d && distance < min) {
                    min = distance;
                }
            }
        }
        blockMin[t][b] = min;
    }

    /** @return the array holding block {@code b} of table {@code t}: a block never spans two */
    private char[] chunkOfBlock(int t, int b) {
        return entries[t][b >>> (chunkBits - BLOCK_BITS)];
    }

    /** @return the offset of block {@code b}'s first entry in its array */
    private int offsetOfBlock(int b) {
        return (b << BLOCK_BITS) & chunkMask;
    }

    private void initialize() {
        long first = indices[0].size;
        long chunks = (first + CHUNK - 1) / CHUNK + (materials.length == 1 ? 0 : (indices[1].size + CHUNK - 1) / CHUNK);
        long firstChunks = (first + CHUNK - 1) / CHUNK;
        parallel.forEach(chunks, (worker, chunk) -> {
            int t = chunk < firstChunks ? 0 : 1;
            long start = (t == 0 ? chunk : chunk - firstChunks) * CHUNK;
            long end = Math.min(indices[t].size, start + CHUNK);
            workers[worker].initialize(t, start, end);
        });
    }

    /**
     * @param t a table of the pair
     * @return its entries once solved, as {@link TableValue} codes, or {@link TableValue#NOT_IN_TABLES}
     *     at an index of no position
     */
    int value(int t, long i) {
        int e = entries[t][(int) (i >>> chunkBits)][(int) i & chunkMask];
        if (e == NO_POSITION) {
            return TableValue.NOT_IN_TABLES;
        }
        int kind = e & KIND;
        if (kind == WIN) {
            return TableValue.win(e & DISTANCE);
        }
        if (kind == LOSS) {
            return TableValue.loss(e & DISTANCE);
        }
        return TableValue.DRAW;
    }

    /** @return the number of entries of table {@code t} */
    long size(int t) {
        return sizes[t];
    }

    /** @return the index of table {@code t} */
    SliceIndex index(int t) {
        return indices[t];
    }

    /** Lets the entries go once written. */
    void release(int t) {
        entries[t] = null;
    }

    /** @return the final entry of a value code */
    static int entryOf(int code) {
        if (code == TableValue.DRAW) {
            return DRAWN;
        }
        int plies = TableValue.plies(code);
        if (plies > DISTANCE) {
            throw new IllegalStateException("a distance of " + plies + " plies, more than a build holds");
        }
        return (code > 0 ? WIN : LOSS) | FIXED | plies;
    }

    /** @return the value of a parent whose move leads to a child of value {@code child} (for the child's side) */
    static int parentOf(int child) {
        if (child == TableValue.DRAW) {
            return TableValue.DRAW;
        }
        return child < 0 ? TableValue.win(TableValue.plies(child) + 1) : TableValue.loss(TableValue.plies(child) + 1);
    }

    /** @return the better of two values for the side to move: the faster win, the draw, the longer loss */
    static int better(int a, int b) {
        return rank(a) >= rank(b) ? a : b;
    }

    private static int rank(int code) {
        return code > 0 ? (1 << 20) - code : code == 0 ? 0 : -(1 << 20) - code;
    }

    /**
     * One thread's tools: a stack for the generator and decoders of the pair's indices, and what
     * every board shares (the first look at a position, the updates of the retrograde step). What
     * depends on the words of the bitboards is the subclass's: {@link NarrowWorker} for one,
     * {@link WideWorker} for two.
     */
    private abstract class Worker {
        final PositionStack stack = PositionStack.of(variant, false, false);
        final SliceIndex.Decoder[] decoders = new SliceIndex.Decoder[materials.length];
        final SliceIndex.Decoder[] lookups = new SliceIndex.Decoder[materials.length];

        Worker() {
            for (int t = 0; t < materials.length; t++) {
                decoders[t] = indices[t].new Decoder();
                lookups[t] = indices[t].new Decoder();
            }
            stack.reserve(1);
        }

        /** Sets the stack's root to the position a decoder holds, its side to move as White. */
        abstract void setRoot(SliceIndex.Decoder decoder);

        /** @return whether the side to move of the decoded position has a man next to its crowning row */
        abstract boolean mayCrown(SliceIndex.Decoder decoder);

        /** @return White's kings at a ply of the stack: the side to move at the root */
        abstract int whiteKings(int ply);

        /** @return the value of the child at ply 1, for its side to move */
        abstract int child();

        /**
         * Undoes each quiet move of the other side into the position at index {@code i} of table
         * {@code t}, decided at distance {@code d}, and tells each position before it.
         */
        abstract void propagate(int t, long i, boolean loses, int d);

        void initialize(int t, long start, long end) {
            SliceIndex.Decoder decoder = decoders[t];
            char[][] chunks = entries[t];
            for (long i = start; i < end; i++) {
                chunks[(int) (i >>> chunkBits)][(int) i & chunkMask] = decoder.decode(i) ? (char) first(decoder)
                        : NO_POSITION;
            }
        }

        /** @return the entry of a position before the retrograde steps */
        private int first(SliceIndex.Decoder decoder) {
            setRoot(decoder);
            if (stack.hasCapture(0)) {
                int n = stack.generate(0);
                int best = Integer.MIN_VALUE;
                for (int i = 0; i < n; i++) {
                    stack.play(0, i);
                    int value = parentOf(child());
                    best = best == Integer.MIN_VALUE ? value : better(best, value);
                }
                return entryOf(best);
            }
            if (!mayCrown(decoder)) {
                int n = stack.count(0);
                return n == 0 ? terminal : counting(n, 0);
            }
            int n = stack.generate(0);
            if (n == 0) {
                return terminal;
            }
            int kingsBefore = whiteKings(0);
            int stays = 0;
            int win = Integer.MAX_VALUE;
            int loss = -1;
            boolean draw = false;
            for (int i = 0; i < n; i++) {
                stack.play(0, i);
                if (whiteKings(1) == kingsBefore) {
                    stays++;
                    continue;
                }
                int value = parentOf(child());
                if (value > 0) {
                    win = Math.min(win, TableValue.plies(value));
                } else if (value == 0) {
                    draw = true;
                } else {
                    loss = Math.max(loss, TableValue.plies(value));
                }
            }
            if (win != Integer.MAX_VALUE) {
                return WIN | win;
            }
            if (stays == 0) {
                return draw ? DRAWN : entryOf(TableValue.loss(loss));
            }
            return draw ? NOT_COUNTING : counting(stays, loss >= 0 ? EXIT_WINS : 0);
        }

        private int counting(int moves, int flags) {
            if (moves > COUNTER) {
                throw new IllegalStateException("a position of " + moves + " moves, more than a build counts");
            }
            return moves | flags;
        }

        final void update(int q, char[][] chunks, long qi, boolean childLoses, int d) {
            char[] a = chunks[(int) (qi >>> chunkBits)];
            int at = (int) qi & chunkMask;
            for (;;) {
                int e = (char) ENTRY.getVolatile(a, at);
                int next;
                if (childLoses) {
                    if ((e & KIND) == 0 || ((e & (KIND | FIXED)) == WIN && (e & DISTANCE) > d + 1)) {
                        next = WIN | (d + 1);
                    } else {
                        return;
                    }
                } else {
                    if ((e & KIND) != 0 || (e & NOT_COUNTING) != 0) {
                        return;
                    }
                    if ((e & COUNTER) > 1) {
                        next = e - 1;
                    } else {
                        int loss = d + 1;
                        if ((e & EXIT_WINS) != 0) {
                            loss = Math.max(loss, longestCrowningLoss(q, qi));
                        }
                        next = LOSS | loss;
                    }
                }
                if ((next & DISTANCE) == DISTANCE) {
                    throw new IllegalStateException("a distance of more than " + (DISTANCE - 1) + " plies");
                }
                if (ENTRY.compareAndSet(a, at, (char) e, (char) next)) {
                    if ((next & KIND) != 0) {
                        pending(q, (int) (qi >>> BLOCK_BITS), next & DISTANCE);
                    }
                    return;
                }
            }
        }

        /** @return the longest loss a position reaches by its crownings, all of them wins of the other side */
        private int longestCrowningLoss(int q, long at) {
            SliceIndex.Decoder decoder = lookups[q];
            decoder.decode(at);
            setRoot(decoder);
            int n = stack.generate(0);
            int kingsBefore = whiteKings(0);
            int loss = 0;
            for (int i = 0; i < n; i++) {
                stack.play(0, i);
                if (whiteKings(1) != kingsBefore) {
                    loss = Math.max(loss, TableValue.plies(parentOf(child())));
                }
            }
            return loss;
        }
    }

    /** The worker of a board of one word of bits, with Frisian's counts of one king's moves. */
    private final class NarrowWorker extends Worker {
        @Override
        void setRoot(SliceIndex.Decoder decoder) {
            KingCounts.setRoot(stack, decoder.own, decoder.opp, decoder.kings, decoder.counts);
        }

        @Override
        boolean mayCrown(SliceIndex.Decoder decoder) {
            return (decoder.own & ~decoder.kings & board.ownMenBeforeCrowning) != 0;
        }

        @Override
        int whiteKings(int ply) {
            return Long.bitCount(stack.pieces(ply, Color.WHITE) & stack.kings(ply));
        }

        @Override
        int child() {
            long white = stack.pieces(1, Color.WHITE);
            long black = stack.pieces(1, Color.BLACK);
            long kings = stack.kings(1);
            int value = solved.probeOwn(board.flip(black), board.flip(white), board.flip(kings),
                    KingCounts.of(stack, 1, board));
            if (value == TableValue.NOT_IN_TABLES) {
                throw new IllegalStateException("a move leads out of the tables built so far: "
                        + stack.position(1).toFen());
            }
            return value;
        }

        @Override
        void propagate(int t, long i, boolean loses, int d) {
            SliceIndex.Decoder decoder = decoders[t];
            decoder.decode(i);
            // The positions before it, seen from their side to move: the side not to move here.
            long own = board.flip(decoder.opp);
            long opp = board.flip(decoder.own);
            long kings = board.flip(decoder.kings);
            int q = other(t);
            SliceIndex index = indices[q];
            char[][] a = entries[q];
            if (index.ownStates > 1 || index.oppStates > 1) {
                // The counts after the move, seen from the side that made it; a quiet move leaves the
                // other side's as they were.
                int after = KingCounts.flipped(decoder.counts, board);
                mover = SliceIndex.state(KingCounts.ownCount(after), KingCounts.ownBit(after), own & kings,
                        index.ownStates);
                otherState = SliceIndex.state(KingCounts.oppCount(after), KingCounts.oppBit(after), opp & kings,
                        index.oppStates);
            }
            long empty = board.boardMask & ~(own | opp);
            long ownKings = own & kings;
            if (ownKings != 0) {
                long ownMenSet = own & ~kings;
                long oppMenSet = opp & ~kings;
                long oppKingSet = opp & kings;
                long free = board.boardMask & ~(ownMenSet | oppMenSet);
                long base = ((SliceIndex.rank(ownMenSet, board.ownMenSquares) * index.oppMenCount
                        + SliceIndex.rank(oppMenSet, board.oppMenSquares)) * index.oppKingsCount
                        + SliceIndex.rank(oppKingSet, free)) * index.ownKingsCount;
                long kingSquares = free & ~oppKingSet;
                for (long rest = ownKings; rest != 0; rest &= rest - 1) {
                    long at = rest & -rest;
                    int[][] rays = board.rays[Long.numberOfTrailingZeros(at)];
                    for (int[] ray : rays) {
                        for (int from : ray) {
                            long bit = 1L << from;
                            if ((empty & bit) == 0) {
                                break;
                            }
                            long pieces = base + SliceIndex.rank(ownKings ^ at ^ bit, kingSquares);
                            if (index.ownStates == 1 && index.oppStates == 1) {
                                update(q, a, pieces, loses, d);
                            } else {
                                updateCounted(q, a, index, pieces, own ^ at ^ bit, kings ^ at ^ bit, from,
                                        Long.numberOfTrailingZeros(at), loses, d);
                            }
                            if (!board.flyingKings) {
                                break;
                            }
                        }
                    }
                }
            }
            for (long men = own & ~kings; men != 0; men &= men - 1) {
                long at = men & -men;
                for (long origins = board.ownManOrigins[Long.numberOfTrailingZeros(at)] & empty; origins != 0;
                        origins &= origins - 1) {
                    long from = origins & -origins;
                    long pieces = index.index(own ^ at ^ from, opp, kings);
                    if (index.ownStates == 1 && index.oppStates == 1) {
                        update(q, a, pieces, loses, d);
                    } else {
                        updateCounted(q, a, index, pieces, own ^ at ^ from, kings, -1, -1, loses, d);
                    }
                }
            }
        }

        /** The state of the mover's count after the move being undone, and the other side's (see {@link #propagate}). */
        private int mover;
        private int otherState;

        /**
         * Tells each position before a quiet move that the counts allow: the pieces at index {@code
         * pieces} of table {@code q}, with each state of the mover's count from which the move is
         * legal (its king not barred) and leads to the count it has after it.
         *
         * @param before the mover's pieces before the move
         * @param kingsBefore the kings before it
         * @param from the bit the king moved from, -1 for a man's move
         * @param to the bit it moved to
         */
        private void updateCounted(int q, char[][] a, SliceIndex index, long pieces, long before, long kingsBefore,
                int from, int to, boolean loses, int d) {
            int limit = board.kingMoveLimit;
            long moverKings = before & kingsBefore;
            boolean hasMen = (before & ~kingsBefore) != 0;
            for (int s = 0; s < index.ownStates; s++) {
                int count = s == 0 ? 0 : 1 + (s - 1) / Long.bitCount(moverKings);
                int king = -1;
                if (s != 0) {
                    long rest = moverKings;
                    for (int r = (s - 1) % Long.bitCount(moverKings); r > 0; r--) {
                        rest &= rest - 1;
                    }
                    king = Long.numberOfTrailingZeros(rest);
                }
                int next;
                if (from < 0) {
                    next = 0;
                } else if (count > 0 && king == from) {
                    if (count >= limit && hasMen) {
                        continue;
                    }
                    next = SliceIndex.state(Math.min(count + 1, limit), to, moverKingsAfter(moverKings, from, to),
                            index.ownStates);
                } else {
                    next = SliceIndex.state(1, to, moverKingsAfter(moverKings, from, to), index.ownStates);
                }
                if (next == mover) {
                    update(q, a, index.stateOffset(s, otherState) + pieces, loses, d);
                }
            }
        }

        private long moverKingsAfter(long moverKings, int from, int to) {
            return moverKings ^ 1L << from ^ 1L << to;
        }
    }

    /**
     * The worker of a board of two words of bits (12x12): the narrow one's steps with every set in
     * a low word (bits 0-63) and a high one (bits 64 and up). No variant of such a board counts one
     * king's moves.
     */
    private final class WideWorker extends Worker {
        /** Room for the bits of the kings, men and a man's origins being undone: -1 after the last. */
        private final int[] kingBits = new int[Material.MAX_OF_A_KIND + 1];
        private final int[] manBits = new int[Material.MAX_OF_A_KIND + 1];
        private final int[] originBits = new int[4];

        @Override
        void setRoot(SliceIndex.Decoder decoder) {
            stack.setRoot(Color.WHITE, decoder.own, decoder.ownHigh, decoder.opp, decoder.oppHigh, decoder.kings,
                    decoder.kingsHigh);
        }

        @Override
        boolean mayCrown(SliceIndex.Decoder decoder) {
            return (decoder.own & ~decoder.kings & board.ownMenBeforeCrowning) != 0
                    || (decoder.ownHigh & ~decoder.kingsHigh & board.ownMenBeforeCrowningHigh) != 0;
        }

        @Override
        int whiteKings(int ply) {
            return Long.bitCount(stack.pieces(ply, Color.WHITE) & stack.kings(ply))
                    + Long.bitCount(stack.piecesHigh(ply, Color.WHITE) & stack.kingsHigh(ply));
        }

        @Override
        int child() {
            int value = solved.probeOwnWide(board.ownLow(stack, 1), board.ownHigh(stack, 1), board.oppLow(stack, 1),
                    board.oppHigh(stack, 1), board.kingsLow(stack, 1), board.kingsHigh(stack, 1));
            if (value == TableValue.NOT_IN_TABLES) {
                throw new IllegalStateException("a move leads out of the tables built so far: "
                        + stack.position(1).toFen());
            }
            return value;
        }

        @Override
        void propagate(int t, long i, boolean loses, int d) {
            SliceIndex.Decoder decoder = decoders[t];
            decoder.decode(i);
            // The positions before it, seen from their side to move: the side not to move here.
            long own = board.flipLow(decoder.opp, decoder.oppHigh);
            long ownHigh = board.flipHigh(decoder.opp, decoder.oppHigh);
            long opp = board.flipLow(decoder.own, decoder.ownHigh);
            long oppHigh = board.flipHigh(decoder.own, decoder.ownHigh);
            long kings = board.flipLow(decoder.kings, decoder.kingsHigh);
            long kingsHigh = board.flipHigh(decoder.kings, decoder.kingsHigh);
            int q = other(t);
            SliceIndex index = indices[q];
            char[][] a = entries[q];
            long empty = board.boardMask & ~(own | opp);
            long emptyHigh = board.boardMaskHigh & ~(ownHigh | oppHigh);
            long ownKings = own & kings;
            long ownKingsHigh = ownHigh & kingsHigh;
            if ((ownKings | ownKingsHigh) != 0) {
                long oppKingSet = opp & kings;
                long oppKingSetHigh = oppHigh & kingsHigh;
                long free = board.boardMask & ~((own | opp) & ~kings);
                long freeHigh = board.boardMaskHigh & ~((ownHigh | oppHigh) & ~kingsHigh);
                long base = ((SliceIndex.rank(own & ~kings, ownHigh & ~kingsHigh, board.ownMenSquares,
                        board.ownMenSquaresHigh) * index.oppMenCount + SliceIndex.rank(opp & ~kings,
                        oppHigh & ~kingsHigh, board.oppMenSquares, board.oppMenSquaresHigh)) * index.oppKingsCount
                        + SliceIndex.rank(oppKingSet, oppKingSetHigh, free, freeHigh)) * index.ownKingsCount;
                long kingSquares = free & ~oppKingSet;
                long kingSquaresHigh = freeHigh & ~oppKingSetHigh;
                for (int at : SliceIndex.bitsOf(ownKings, ownKingsHigh, kingBits)) {
                    if (at < 0) {
                        break;
                    }
                    for (int[] ray : board.rays[at]) {
                        for (int from : ray) {
                            if (!isSet(empty, emptyHigh, from)) {
                                break;
                            }
                            long moved = ownKings ^ lowBit(at) ^ lowBit(from);
                            long movedHigh = ownKingsHigh ^ highBit(at) ^ highBit(from);
                            update(q, a, base + SliceIndex.rank(moved, movedHigh, kingSquares, kingSquaresHigh),
                                    loses, d);
                            if (!board.flyingKings) {
                                break;
                            }
                        }
                    }
                }
            }
            for (int at : SliceIndex.bitsOf(own & ~kings, ownHigh & ~kingsHigh, manBits)) {
                if (at < 0) {
                    break;
                }
                long origins = board.ownManOrigins[at] & empty;
                long originsHigh = board.ownManOriginsHigh[at] & emptyHigh;
                for (int from : SliceIndex.bitsOf(origins, originsHigh, originBits)) {
                    if (from < 0) {
                        break;
                    }
                    update(q, a, index.index(own ^ lowBit(at) ^ lowBit(from), ownHigh ^ highBit(at) ^ highBit(from),
                            opp, oppHigh, kings, kingsHigh), loses, d);
                }
            }
        }
    }

    /** @return whether a bit (0 to 127) is set in two words */
    private static boolean isSet(long low, long high, int bit) {
        return ((bit < 64 ? low : high) >>> bit & 1) != 0;
    }

    /** @return the low word of a single bit (0 to 127): 0 for bits 64 and up */
    private static long lowBit(int bit) {
        return bit < 64 ? 1L << bit : 0;
    }

    /** @return the high word of a single bit (0 to 127): 0 for bits below 64 */
    private static long highBit(int bit) {
        return bit < 64 ? 0 : 1L << bit;
    }

    private void pending(int t, int block, int d) {
        AtomicIntegerArray pending = pendingMin[t];
        for (;;) {
            int current = pending.get(block);
            if (current <= d || pending.compareAndSet(block, current, d)) {
                return;
            }
        }
    }
}
