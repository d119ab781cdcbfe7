package org.draughts4j.egtb;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Random;
import java.util.Set;
import org.draughts4j.core.Color;
import org.draughts4j.core.Geometry;
import org.draughts4j.core.Move;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The index is a numbering of the slice's positions, and the retrograde step undoes exactly the quiet moves. */
class SliceIndexTest {

    /**
     * Unranking is rank's inverse on every set of up to 4 of 64 listed squares, and on a million random
     * sets of each larger size a material may hold: its closed forms for the last two elements (and the scan for the others) land on the
     * same numbering.
     */
    @org.junit.jupiter.api.Test
    void unrankIsTheInverseOfRank() {
        int[] bits = new int[64];
        for (int i = 0; i < bits.length; i++) {
            bits[i] = i;
        }
        for (int k = 1; k <= Material.MAX_OF_A_KIND + 1; k++) {
            long count = SliceIndex.BINOMIAL[64][k];
            java.util.Random random = new java.util.Random(k);
            long step = count <= 1_000_000 ? 1 : count / 1_000_000;
            for (long i = 0; i < count; i += step) {
                long index = step == 1 ? i : Math.floorMod(random.nextLong(), count);
                long set = SliceIndex.unrank(index, k, bits, 64);
                if (Long.bitCount(set) != k || SliceIndex.rank(set, -1L) != index) {
                    throw new AssertionError(k + " of 64, index " + index + ": " + Long.toBinaryString(set));
                }
            }
        }
    }

    /**
     * The wide decoder's unranking, with the same closed forms, is the two-word rank's inverse on
     * 72 listed squares (bits 0-71, a 12x12 board's count): every set of up to 3, and a million
     * random sets of each larger size.
     */
    @org.junit.jupiter.api.Test
    void unrankOnTwoWordsIsTheInverseOfRank() {
        int[] bits = new int[72];
        for (int i = 0; i < bits.length; i++) {
            bits[i] = i;
        }
        SliceIndex.Decoder decoder = new SliceIndex(TableBoard.of(Variant.byName("canadian")),
                Material.upTo(2, true).get(0)).new Decoder();
        for (int k = 1; k <= Material.MAX_OF_A_KIND + 1; k++) {
            long count = SliceIndex.BINOMIAL[72][k];
            Random random = new Random(k);
            long step = count <= 100_000 ? 1 : count / 1_000_000;
            for (long i = 0; i < count; i += step) {
                long index = step == 1 ? i : Math.floorMod(random.nextLong(), count);
                decoder.unrankWide(index, k, bits, 72);
                long low = decoder.unranked;
                long high = decoder.unrankedHigh;
                if (Long.bitCount(low) + Long.bitCount(high) != k || (high & ~0xFFL) != 0
                        || SliceIndex.rank(low, high, -1L, 0xFFL) != index) {
                    throw new AssertionError(k + " of 72, index " + index + ": " + Long.toBinaryString(high)
                            + " " + Long.toBinaryString(low));
                }
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"english", "italian", "spanish", "turkish", "international", "frisian"})
    void everyIndexOfAPositionDecodesToIt(String name) {
        TableBoard board = TableBoard.of(Variant.byName(name));
        for (Material m : Material.upTo(3, true)) {
            SliceIndex index = new SliceIndex(board, m);
            SliceIndex.Decoder decoder = index.new Decoder();
            long positions = 0;
            for (long i = 0; i < index.size; i++) {
                if (!decoder.decode(i)) {
                    continue;
                }
                positions++;
                // Plain checks, not AssertJ's: this runs for every position of the slice.
                if (Long.bitCount(decoder.own & ~decoder.kings) != m.ownMen()
                        || Long.bitCount(decoder.own & decoder.kings) != m.ownKings()
                        || Long.bitCount(decoder.opp & ~decoder.kings) != m.oppMen()
                        || Long.bitCount(decoder.opp & decoder.kings) != m.oppKings()
                        || (decoder.own & decoder.opp) != 0 || (decoder.own & board.ownMenSquares & ~decoder.kings)
                                != (decoder.own & ~decoder.kings)
                        || (decoder.opp & board.oppMenSquares & ~decoder.kings) != (decoder.opp & ~decoder.kings)
                        || index.index(decoder.own, decoder.opp, decoder.kings, decoder.counts) != i
                        || !countsAreOfTheirKings(decoder, board)) {
                    throw new AssertionError(m + " index " + i + " decodes to " + decoder.own + "/" + decoder.opp
                            + "/" + decoder.kings);
                }
            }
            // Frisian: a side with men and kings has a count 0, or 1 to 3 with each of its kings.
            long states = 1;
            for (int[] side : new int[][] {{m.ownMen(), m.ownKings()}, {m.oppMen(), m.oppKings()}}) {
                states *= board.kingMoveLimit > 0 && side[0] > 0 && side[1] > 0 ? 1 + 3L * side[1] : 1;
            }
            assertThat(positions).as(m.toString()).isEqualTo(count(board, m) * states);
        }
    }

    /** A non-zero count is about a king of its side. */
    private static boolean countsAreOfTheirKings(SliceIndex.Decoder d, TableBoard board) {
        int c = d.counts;
        return (KingCounts.ownCount(c) == 0 || (d.own & d.kings & 1L << KingCounts.ownBit(c)) != 0)
                && (KingCounts.oppCount(c) == 0 || (d.opp & d.kings & 1L << KingCounts.oppBit(c)) != 0)
                && (board.kingMoveLimit > 0 || c == 0);
    }

    /** The positions of a material, counted by brute force over the men's squares. */
    private static long count(TableBoard board, Material m) {
        int rest = board.squares - m.ownMen() - m.oppMen();
        return countMen(board, m.ownMen(), m.oppMen()) * SliceIndex.BINOMIAL[rest][m.oppKings()]
                * SliceIndex.BINOMIAL[rest - m.oppKings()][m.ownKings()];
    }

    private static long countMen(TableBoard board, int own, int opp) {
        int[] ownSquares = SliceIndex.bits(board.ownMenSquares);
        int[] oppSquares = SliceIndex.bits(board.oppMenSquares);
        return countSets(ownSquares, own, 0, 0L, oppSquares, opp);
    }

    private static long countSets(int[] squares, int k, int from, long taken, int[] oppSquares, int opp) {
        if (k == 0) {
            long free = 0;
            for (int s : oppSquares) {
                if ((taken & 1L << s) == 0) {
                    free++;
                }
            }
            return SliceIndex.BINOMIAL[(int) free][opp];
        }
        long total = 0;
        for (int i = from; i < squares.length; i++) {
            total += countSets(squares, k - 1, i + 1, taken | 1L << squares[i], oppSquares, opp);
        }
        return total;
    }

    @ParameterizedTest
    @ValueSource(strings = {"english", "international", "turkish", "italian", "spanish"})
    void theRetrogradeStepUndoesExactlyTheQuietMoves(String name) {
        Variant variant = Variant.byName(name);
        TableBoard board = TableBoard.of(variant);
        Random random = new Random(3);
        for (int round = 0; round < 150; round++) {
            Position p = RandomPositions.of(variant, 2 + random.nextInt(4), random);
            if (p.sideToMove() != Color.WHITE) {
                continue;
            }
            // Backward: every position that undoes a move of White's into each quiet child gives p back.
            for (Move move : p.legalMoves()) {
                Position child = p.play(move);
                if (!move.captured().isEmpty() || child.kingCount(Color.WHITE) != p.kingCount(Color.WHITE)) {
                    continue;
                }
                Set<String> undone = undo(board, child);
                assertThat(undone).as(p.toFen() + " " + move).contains(p.white() + "/" + p.kings());
                // And each position undone, when it has no capture, has a quiet move to the child.
                for (String before : undone) {
                    String[] parts = before.split("/");
                    Position q = position(variant, Long.parseLong(parts[0]), child.black(), Long.parseLong(parts[1]));
                    if (q.legalMoves().stream().anyMatch(m -> !m.captured().isEmpty())) {
                        continue;
                    }
                    assertThat(q.legalMoves().stream().map(q::play)).as(q.toFen()).contains(child);
                }
            }
        }
    }

    /** White to move, from bitboards, through the square map (which every board takes). */
    private static Position position(Variant variant, long white, long black, long kings) {
        Geometry g = variant.geometry();
        java.util.Map<Integer, org.draughts4j.core.Piece> pieces = new java.util.TreeMap<>();
        for (long rest = white | black; rest != 0; rest &= rest - 1) {
            long bit = rest & -rest;
            Color color = (white & bit) != 0 ? Color.WHITE : Color.BLACK;
            pieces.put(g.square(Long.numberOfTrailingZeros(bit)), org.draughts4j.core.Piece.of(color, (kings & bit) != 0));
        }
        return Position.of(variant, Color.WHITE, pieces);
    }

    /** The positions White's last quiet move may have come from, as "white/kings", by the board's own rays and steps. */
    private static Set<String> undo(TableBoard board, Position child) {
        Set<String> before = new HashSet<>();
        long white = child.white();
        long kings = child.kings();
        long empty = board.boardMask & ~(white | child.black());
        for (long rest = white; rest != 0; rest &= rest - 1) {
            long from = rest & -rest;
            int bit = Long.numberOfTrailingZeros(from);
            if ((kings & from) != 0) {
                for (int[] ray : board.rays[bit]) {
                    for (int to : ray) {
                        if ((empty & 1L << to) == 0) {
                            break;
                        }
                        before.add((white ^ from ^ 1L << to) + "/" + (kings ^ from ^ 1L << to));
                        if (!board.flyingKings) {
                            break;
                        }
                    }
                }
            } else {
                for (long o = board.ownManOrigins[bit] & empty; o != 0; o &= o - 1) {
                    before.add((white ^ from ^ (o & -o)) + "/" + kings);
                }
            }
        }
        return before;
    }

    @ParameterizedTest
    @ValueSource(strings = {"english", "international", "turkish", "italian", "spanish"})
    void theFlipIsAHalfTurn(String name) {
        Geometry g = Variant.byName(name).geometry();
        TableBoard board = TableBoard.of(Variant.byName(name));
        for (int s = 1; s <= g.squareCount(); s++) {
            int turned = g.squareAt(g.size() - 1 - g.row(s), g.size() - 1 - g.column(s));
            assertThat(board.flip(1L << g.bit(s))).isEqualTo(1L << g.bit(turned));
        }
        assertThat(board.flip(board.ownMenSquares)).isEqualTo(board.oppMenSquares);
    }
}
