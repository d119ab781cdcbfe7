package org.draughts4j.egtb;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The material of a slice of the tables, from the side to move's point of view: its men and kings,
 * and the other side's. Each slice is one file. Written {@code 1m2k-0m1k}: the side to move has one
 * man and two kings, the other side one king.
 *
 * @param ownMen the side to move's men
 * @param ownKings the side to move's kings
 * @param oppMen the other side's men
 * @param oppKings the other side's kings
 */
public record Material(int ownMen, int ownKings, int oppMen, int oppKings) {
    /** The most pieces of one kind the tables index. */
    public static final int MAX_OF_A_KIND = 15;

    private static final Pattern NAME = Pattern.compile("(\\d+)m(\\d+)k-(\\d+)m(\\d+)k");

    /**
     * Validates the counts.
     *
     * @param ownMen the side to move's men
     * @param ownKings the side to move's kings
     * @param oppMen the other side's men
     * @param oppKings the other side's kings
     * @throws IllegalArgumentException if a count is negative or above {@link #MAX_OF_A_KIND}
     */
    public Material {
        for (int count : new int[] {ownMen, ownKings, oppMen, oppKings}) {
            if (count < 0 || count > MAX_OF_A_KIND) {
                throw new IllegalArgumentException("a count of pieces is 0 to " + MAX_OF_A_KIND + ", not " + count);
            }
        }
    }

    /** @return the number of pieces on the board */
    public int pieces() {
        return ownMen + ownKings + oppMen + oppKings;
    }

    /** @return the number of men on the board */
    public int men() {
        return ownMen + oppMen;
    }

    /** @return the same pieces with the other side to move */
    public Material flipped() {
        return new Material(oppMen, oppKings, ownMen, ownKings);
    }

    /** @return whether the material is the same with either side to move */
    public boolean isSymmetric() {
        return ownMen == oppMen && ownKings == oppKings;
    }

    /** @return a small number that tells materials apart, below 65536 */
    int code() {
        return code(ownMen, ownKings, oppMen, oppKings);
    }

    /** @return the {@link #code} of a position seen from its side to move, or -1 past what a material holds */
    static int codeOf(long own, long opp, long kings) {
        int ownKings = Long.bitCount(own & kings);
        int oppKings = Long.bitCount(opp & kings);
        int ownMen = Long.bitCount(own) - ownKings;
        int oppMen = Long.bitCount(opp) - oppKings;
        if ((ownMen | ownKings | oppMen | oppKings) > MAX_OF_A_KIND) {
            return -1;
        }
        return code(ownMen, ownKings, oppMen, oppKings);
    }

    /** {@link #codeOf(long, long, long)} of a position of a wide board, each set in two words */
    static int codeOf(long own, long ownHigh, long opp, long oppHigh, long kings, long kingsHigh) {
        int ownKings = Long.bitCount(own & kings) + Long.bitCount(ownHigh & kingsHigh);
        int oppKings = Long.bitCount(opp & kings) + Long.bitCount(oppHigh & kingsHigh);
        int ownMen = Long.bitCount(own) + Long.bitCount(ownHigh) - ownKings;
        int oppMen = Long.bitCount(opp) + Long.bitCount(oppHigh) - oppKings;
        if ((ownMen | ownKings | oppMen | oppKings) > MAX_OF_A_KIND) {
            return -1;
        }
        return code(ownMen, ownKings, oppMen, oppKings);
    }

    static int code(int ownMen, int ownKings, int oppMen, int oppKings) {
        return ownMen << 12 | ownKings << 8 | oppMen << 4 | oppKings;
    }

    /** @return {@code 1m2k-0m1k} */
    @Override
    public String toString() {
        return ownMen + "m" + ownKings + "k-" + oppMen + "m" + oppKings + "k";
    }

    /**
     * @param name a material as {@link #toString} writes it
     * @return the material, or nothing when the name is not one
     */
    public static Optional<Material> parse(String name) {
        Matcher m = NAME.matcher(name);
        if (!m.matches()) {
            return Optional.empty();
        }
        try {
            return Optional.of(new Material(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)),
                    Integer.parseInt(m.group(3)), Integer.parseInt(m.group(4))));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /**
     * Every material of 2 to {@code pieces} pieces with at least one piece a side, in the order they
     * are solved: fewer pieces first (a capture leads to fewer), then fewer men (a man crowned leads
     * from a material to one with a man less), a material just before its flipped one.
     *
     * @param pieces the most pieces
     * @param withKings whether kings are counted (not where the first king ends the game)
     * @return the materials
     */
    public static List<Material> upTo(int pieces, boolean withKings) {
        List<Material> all = new ArrayList<>();
        for (int total = 2; total <= pieces; total++) {
            for (int own = 1; own < total; own++) {
                int opp = total - own;
                for (int ownMen = 0; ownMen <= own; ownMen++) {
                    for (int oppMen = 0; oppMen <= opp; oppMen++) {
                        if (!withKings && (ownMen < own || oppMen < opp)) {
                            continue;
                        }
                        all.add(new Material(ownMen, own - ownMen, oppMen, opp - oppMen));
                    }
                }
            }
        }
        all.sort(Comparator.comparingInt(Material::pieces).thenComparingInt(Material::men)
                .thenComparing(Material::pairKey).thenComparingInt(m -> m.isFirstOfPair() ? 0 : 1));
        return all;
    }

    /** The same for a material and its flipped one. */
    private String pairKey() {
        return isFirstOfPair() ? toString() : flipped().toString();
    }

    /** @return whether this material names its pair: the one whose side to move has more, or it is symmetric */
    boolean isFirstOfPair() {
        int c = Integer.compare(ownMen + ownKings, oppMen + oppKings);
        if (c == 0) {
            c = Integer.compare(ownKings, oppKings);
        }
        return c >= 0;
    }
}
