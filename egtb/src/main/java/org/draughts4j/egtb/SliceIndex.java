package org.draughts4j.egtb;

/**
 * The combinatorial index of the positions of one material, side to move moving up: the side to
 * move's men among the squares where its men may stand, the other side's men among theirs (a
 * square taken by both is an index of no position), then the other side's kings among the squares
 * the men leave, and last the side to move's kings among the squares left after those. Each set is
 * numbered by the combinatorial number system (a set of ranks r1 &lt; r2 &lt; ... is
 * C(r1,1) + C(r2,2) + ...), so that the index is dense and computed with a few bit counts.
 *
 * <p>The side to move's kings come last because the retrograde step moves them most: a king's
 * move changes only the last part, and its neighbours in the index are near in memory.
 *
 * <p>Where the variant limits the quiet moves in a row of one king (Frisian), the counts are part of
 * the position, above all of that: the index is {@code (ownState * oppStates + oppState) * pieces +
 * the index of the pieces}. A side's state is 0 for a count of 0, else {@code 1 + (count - 1) *
 * kings + r} for the count's king, the r-th of the side's kings by bit; a side with men and kings
 * has {@code 1 + limit * kings} states, any other side one (its count never bars a move: a side of
 * kings only is free, and men alone have no count), so that the count of such a side is not
 * indexed and positions differing only there are one. Elsewhere there is one state a side and the
 * index is that of the pieces.
 */
final class SliceIndex {
    /** The most squares a board of the tables has: 72 on 12x12 (the two-word boards, {@link TableBoard#wide}). */
    static final int MAX_SQUARES = 72;
    /** C(n, k) for n up to {@link #MAX_SQUARES} and k up to {@link Material#MAX_OF_A_KIND} + 1. */
    static final long[][] BINOMIAL = new long[MAX_SQUARES + 1][Material.MAX_OF_A_KIND + 2];

    static {
        for (int n = 0; n <= MAX_SQUARES; n++) {
            BINOMIAL[n][0] = 1;
            for (int k = 1; k < BINOMIAL[n].length; k++) {
                BINOMIAL[n][k] = n == 0 ? 0 : BINOMIAL[n - 1][k - 1] + BINOMIAL[n - 1][k];
            }
        }
    }

    final TableBoard board;
    final Material material;
    final int ownMen;
    final int ownKings;
    final int oppMen;
    final int oppKings;
    final long oppMenCount;
    final long oppKingsCount;
    final long ownKingsCount;
    /** The placements of the pieces: the index's low part. */
    final long pieceCount;
    /** The states of each side's count of one king's moves (1 where none is indexed). */
    final int ownStates;
    final int oppStates;
    /** The indices of the slice: positions, and indices of no position. */
    final long size;
    /** The bits of the squares where each side's men may stand, by rank. */
    final int[] ownMenBits;
    final int[] oppMenBits;
    /** Whether the board takes two words of bits: then the {@code wide} methods are the ones to call. */
    final boolean wide;

    SliceIndex(TableBoard board, Material material) {
        this.board = board;
        this.material = material;
        this.ownMen = material.ownMen();
        this.ownKings = material.ownKings();
        this.oppMen = material.oppMen();
        this.oppKings = material.oppKings();
        this.wide = board.wide;
        this.ownMenBits = bits(board.ownMenSquares, board.ownMenSquaresHigh);
        this.oppMenBits = bits(board.oppMenSquares, board.oppMenSquaresHigh);
        int rest = board.squares - ownMen - oppMen;
        long ownMenCount = BINOMIAL[ownMenBits.length][ownMen];
        this.oppMenCount = BINOMIAL[oppMenBits.length][oppMen];
        this.oppKingsCount = rest < 0 ? 0 : BINOMIAL[rest][oppKings];
        this.ownKingsCount = rest - oppKings < 0 ? 0 : BINOMIAL[rest - oppKings][ownKings];
        this.pieceCount = Math.multiplyExact(Math.multiplyExact(ownMenCount, oppMenCount),
                Math.multiplyExact(oppKingsCount, ownKingsCount));
        this.ownStates = states(board.kingMoveLimit, ownMen, ownKings);
        this.oppStates = states(board.kingMoveLimit, oppMen, oppKings);
        this.size = Math.multiplyExact(pieceCount, (long) ownStates * oppStates);
    }

    /** @return the states of a side's count: {@code 1 + limit * kings} for a side with men and kings, else 1 */
    static int states(int limit, int men, int kings) {
        return limit > 0 && men > 0 && kings > 0 ? 1 + limit * kings : 1;
    }

    /**
     * @param count a side's count, 0 to the limit
     * @param bit the bit of its king (ignored for a count of 0)
     * @param sideKings that side's kings
     * @param states that side's states: 1 where its count is not indexed
     * @return the side's state
     */
    static int state(int count, int bit, long sideKings, int states) {
        if (states == 1 || count == 0) {
            return 0;
        }
        return 1 + (count - 1) * Long.bitCount(sideKings) + Long.bitCount(sideKings & ((1L << bit) - 1));
    }

    /**
     * @param own the side to move's pieces
     * @param opp the other side's
     * @param kings the kings of both
     * @param counts the counts of one king's moves, seen from the side to move ({@link KingCounts})
     * @return the index of the position; the pieces must be of this material
     */
    long index(long own, long opp, long kings, int counts) {
        long pieces = index(own, opp, kings);
        if (ownStates == 1 && oppStates == 1) {
            return pieces;
        }
        return stateOffset(state(KingCounts.ownCount(counts), KingCounts.ownBit(counts), own & kings, ownStates),
                state(KingCounts.oppCount(counts), KingCounts.oppBit(counts), opp & kings, oppStates)) + pieces;
    }

    /** @return the first index of a pair of states */
    long stateOffset(int ownState, int oppState) {
        return (ownState * (long) oppStates + oppState) * pieceCount;
    }

    static int[] bits(long mask) {
        return bits(mask, 0);
    }

    /** @return the bits set in two words (the second holding bits 64 and up), lowest first */
    static int[] bits(long mask, long high) {
        int[] bits = new int[Long.bitCount(mask) + Long.bitCount(high)];
        int i = 0;
        for (; mask != 0; mask &= mask - 1) {
            bits[i++] = Long.numberOfTrailingZeros(mask);
        }
        for (; high != 0; high &= high - 1) {
            bits[i++] = 64 + Long.numberOfTrailingZeros(high);
        }
        return bits;
    }

    /**
     * Lists the bits set in two words into an array, without allocating.
     *
     * @param low bits 0-63
     * @param high bits 64 and up
     * @param into room for every bit set and one more
     * @return {@code into}, the bits lowest first, then -1
     */
    static int[] bitsOf(long low, long high, int[] into) {
        int i = 0;
        for (; low != 0; low &= low - 1) {
            into[i++] = Long.numberOfTrailingZeros(low);
        }
        for (; high != 0; high &= high - 1) {
            into[i++] = 64 + Long.numberOfTrailingZeros(high);
        }
        into[i] = -1;
        return into;
    }

    /** @return the number of the set {@code set} among the subsets of {@code universe} of its size */
    static long rank(long set, long universe) {
        long rank = 0;
        int k = 1;
        while (set != 0) {
            long low = set & -set;
            rank += BINOMIAL[Long.bitCount(universe & (low - 1))][k++];
            set ^= low;
        }
        return rank;
    }

    /**
     * {@link #rank(long, long)} on a wide board: the set and the universe in two words each.
     *
     * @return the number of the set among the subsets of the universe of its size
     */
    static long rank(long set, long setHigh, long universe, long universeHigh) {
        long rank = rank(set, universe);
        int k = Long.bitCount(set) + 1;
        int below = Long.bitCount(universe);
        while (setHigh != 0) {
            long low = setHigh & -setHigh;
            rank += BINOMIAL[below + Long.bitCount(universeHigh & (low - 1))][k++];
            setHigh ^= low;
        }
        return rank;
    }

    /**
     * {@link #index(long, long, long)} on a wide board: each set in two words, the second holding
     * bits 64 and up. Positions of a wide board have no counts of one king's moves.
     *
     * @return the index of the position; the pieces must be of this material
     */
    long index(long own, long ownHigh, long opp, long oppHigh, long kings, long kingsHigh) {
        long ownMenSet = own & ~kings;
        long ownMenSetHigh = ownHigh & ~kingsHigh;
        long oppMenSet = opp & ~kings;
        long oppMenSetHigh = oppHigh & ~kingsHigh;
        long oppKingSet = opp & kings;
        long oppKingSetHigh = oppHigh & kingsHigh;
        long free = board.boardMask & ~(ownMenSet | oppMenSet);
        long freeHigh = board.boardMaskHigh & ~(ownMenSetHigh | oppMenSetHigh);
        long upper = (rank(ownMenSet, ownMenSetHigh, board.ownMenSquares, board.ownMenSquaresHigh) * oppMenCount
                + rank(oppMenSet, oppMenSetHigh, board.oppMenSquares, board.oppMenSquaresHigh)) * oppKingsCount
                + rank(oppKingSet, oppKingSetHigh, free, freeHigh);
        return upper * ownKingsCount + rank(own & kings, ownHigh & kingsHigh, free & ~oppKingSet,
                freeHigh & ~oppKingSetHigh);
    }

    /**
     * @param own the side to move's pieces (it moves up)
     * @param opp the other side's pieces
     * @param kings the kings of both
     * @return the index of the pieces (the whole index where no count is indexed, else that of the
     *     counts both 0); the pieces must be of this material
     */
    long index(long own, long opp, long kings) {
        long ownMenSet = own & ~kings;
        long oppMenSet = opp & ~kings;
        long oppKingSet = opp & kings;
        long free = board.boardMask & ~(ownMenSet | oppMenSet);
        long upper = (rank(ownMenSet, board.ownMenSquares) * oppMenCount + rank(oppMenSet, board.oppMenSquares))
                * oppKingsCount + rank(oppKingSet, free);
        return upper * ownKingsCount + rank(own & kings, free & ~oppKingSet);
    }

    /**
     * Turns indices into positions, remembering the parts of the last one so that walking the
     * indices in order mostly decodes the last part only. One per thread.
     */
    final class Decoder {
        long own;
        long opp;
        long kings;
        /** The counts of one king's moves, seen from the side to move ({@link KingCounts}). */
        int counts;
        /** On a wide board, bits 64 and up of {@link #own}, {@link #opp} and {@link #kings}. */
        long ownHigh;
        long oppHigh;
        long kingsHigh;
        private long lastMen = -1;
        private long lastUpper = -1;
        private long menOwn;
        private long menOpp;
        private boolean menValid;
        private long oppKingSet;
        private final int[] freeBits = new int[Math.max(64, board.squares)];
        private final int[] ownKingFreeBits = new int[Math.max(64, board.squares)];
        private long free;
        private int freeCount;
        private int ownKingFreeCount;

        /**
         * @param index an index of this slice
         * @return whether it is the index of a position (false where both sides' men would share a
         *     square); if so, {@link #own}, {@link #opp} and {@link #kings} hold it
         */
        boolean decode(long index) {
            if (wide) {
                return decodeWide(index);
            }
            if (ownStates == 1 && oppStates == 1) {
                return decodePieces(index);
            }
            long states = index / pieceCount;
            if (!decodePieces(index - states * pieceCount)) {
                return false;
            }
            int ownState = (int) (states / oppStates);
            int oppState = (int) (states - (long) ownState * oppStates);
            counts = KingCounts.pack(count(ownState, own & kings), king(ownState, own & kings),
                    count(oppState, opp & kings), king(oppState, opp & kings));
            return true;
        }

        private int count(int state, long sideKings) {
            return state == 0 ? 0 : 1 + (state - 1) / Long.bitCount(sideKings);
        }

        private int king(int state, long sideKings) {
            if (state == 0) {
                return 0;
            }
            long rest = sideKings;
            for (int r = (state - 1) % Long.bitCount(sideKings); r > 0; r--) {
                rest &= rest - 1;
            }
            return Long.numberOfTrailingZeros(rest);
        }

        private boolean decodePieces(long index) {
            long upper = index / ownKingsCount;
            long ownKingIndex = index - upper * ownKingsCount;
            if (upper != lastUpper) {
                long men = upper / oppKingsCount;
                long oppKingIndex = upper - men * oppKingsCount;
                if (men != lastMen) {
                    long ownMenIndex = men / oppMenCount;
                    menOwn = unrank(ownMenIndex, ownMen, ownMenBits, ownMenBits.length);
                    menOpp = unrank(men - ownMenIndex * oppMenCount, oppMen, oppMenBits, oppMenBits.length);
                    menValid = (menOwn & menOpp) == 0;
                    free = board.boardMask & ~(menOwn | menOpp);
                    freeCount = fill(freeBits, free);
                    lastMen = men;
                }
                if (menValid) {
                    oppKingSet = unrank(oppKingIndex, oppKings, freeBits, freeCount);
                    ownKingFreeCount = fill(ownKingFreeBits, free & ~oppKingSet);
                }
                lastUpper = upper;
            }
            if (!menValid) {
                return false;
            }
            long ownKingSet = unrank(ownKingIndex, ownKings, ownKingFreeBits, ownKingFreeCount);
            own = menOwn | ownKingSet;
            opp = menOpp | oppKingSet;
            kings = oppKingSet | ownKingSet;
            return true;
        }

        private long menOwnHigh;
        private long menOppHigh;
        private long freeHigh;
        private long oppKingSetHigh;
        /** What {@link #unrankWide} found: bits 0-63 and bits 64 and up. */
        long unranked;
        long unrankedHigh;

        /** {@link #decodePieces} on a wide board: every set in two words. */
        private boolean decodeWide(long index) {
            long upper = index / ownKingsCount;
            long ownKingIndex = index - upper * ownKingsCount;
            if (upper != lastUpper) {
                long men = upper / oppKingsCount;
                long oppKingIndex = upper - men * oppKingsCount;
                if (men != lastMen) {
                    long ownMenIndex = men / oppMenCount;
                    unrankWide(ownMenIndex, ownMen, ownMenBits, ownMenBits.length);
                    menOwn = unranked;
                    menOwnHigh = unrankedHigh;
                    unrankWide(men - ownMenIndex * oppMenCount, oppMen, oppMenBits, oppMenBits.length);
                    menOpp = unranked;
                    menOppHigh = unrankedHigh;
                    menValid = (menOwn & menOpp) == 0 && (menOwnHigh & menOppHigh) == 0;
                    free = board.boardMask & ~(menOwn | menOpp);
                    freeHigh = board.boardMaskHigh & ~(menOwnHigh | menOppHigh);
                    freeCount = fill(freeBits, free, freeHigh);
                    lastMen = men;
                }
                if (menValid) {
                    unrankWide(oppKingIndex, oppKings, freeBits, freeCount);
                    oppKingSet = unranked;
                    oppKingSetHigh = unrankedHigh;
                    ownKingFreeCount = fill(ownKingFreeBits, free & ~oppKingSet, freeHigh & ~oppKingSetHigh);
                }
                lastUpper = upper;
            }
            if (!menValid) {
                return false;
            }
            unrankWide(ownKingIndex, ownKings, ownKingFreeBits, ownKingFreeCount);
            own = menOwn | unranked;
            ownHigh = menOwnHigh | unrankedHigh;
            opp = menOpp | oppKingSet;
            oppHigh = menOppHigh | oppKingSetHigh;
            kings = oppKingSet | unranked;
            kingsHigh = oppKingSetHigh | unrankedHigh;
            return true;
        }

        /**
         * {@link SliceIndex#unrank} into two words, {@link #unranked} and {@link #unrankedHigh}: the
         * set of {@code k} bits, of the first {@code n} listed, whose number is {@code index}.
         */
        void unrankWide(long index, int k, int[] bits, int n) {
            long low = 0;
            long high = 0;
            int r = n - 1;
            // As unrank: scanned down for all but the last two elements, which have closed forms.
            for (int j = k; j >= 1; j--) {
                if (j >= 3) {
                    while (BINOMIAL[r][j] > index) {
                        r--;
                    }
                } else {
                    r = j == 2 ? pairElement(index) : (int) index;
                }
                index -= BINOMIAL[r][j];
                if (bits[r] < 64) {
                    low |= 1L << bits[r];
                } else {
                    high |= 1L << bits[r];
                }
                r--;
            }
            unranked = low;
            unrankedHigh = high;
        }

        private int fill(int[] target, long mask, long high) {
            int i = fill(target, mask);
            for (; high != 0; high &= high - 1) {
                target[i++] = 64 + Long.numberOfTrailingZeros(high);
            }
            return i;
        }

        private int fill(int[] target, long mask) {
            int i = 0;
            while (mask != 0) {
                target[i++] = Long.numberOfTrailingZeros(mask);
                mask &= mask - 1;
            }
            return i;
        }
    }

    /**
     * @return the set of {@code k} bits, of the first {@code n} listed, whose number is {@code index}
     *     (the inverse of {@link #rank}: the combinatorial number system)
     */
    static long unrank(long index, int k, int[] bits, int n) {
        long set = 0;
        int r = n - 1;
        // Each element is the largest r with C(r, j) <= what is left of the index. The last two are
        // found in closed form rather than by scanning down from the top: measured on 60 listed
        // squares, 36 ns against 2 for one king, 55 against 5 for two; a Turkish build up to 4
        // pieces (a king's square among 60 in every decoded position) took 63.5 and 63.8 s of
        // processor time against 72.0 and 64.8 s.
        for (int j = k; j >= 3; j--) {
            while (BINOMIAL[r][j] > index) {
                r--;
            }
            index -= BINOMIAL[r][j];
            set |= 1L << bits[r];
            r--;
        }
        if (k >= 2) {
            int q = pairElement(index);
            index -= BINOMIAL[q][2];
            set |= 1L << bits[q];
        }
        if (k >= 1) {
            // C(r, 1) = r.
            set |= 1L << bits[(int) index];
        }
        return set;
    }

    /**
     * @return the largest {@code q} with C(q, 2) = q(q-1)/2 at most {@code index}: the next to last
     *     element of an unranked set, in closed form, q = (1 + sqrt(1 + 8 index)) / 2 (exact in a
     *     double below 2^52), set right by a step either way should the root round
     */
    static int pairElement(long index) {
        int q = (int) ((1 + Math.sqrt(1 + 8.0 * index)) / 2);
        while (BINOMIAL[q][2] > index) {
            q--;
        }
        while (q + 1 < BINOMIAL.length && BINOMIAL[q + 1][2] <= index) {
            q++;
        }
        return q;
    }
}
