package org.draughts4j.egtb;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.HashSet;
import java.util.Set;
import org.draughts4j.core.Geometry;
import org.draughts4j.core.InvalidFenException;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The count of tower positions agrees with positions made one by one through column draughts' FEN. */
class TowerPositionsTest {
    private static final char[] LETTERS = {'w', 'W', 'b', 'B'};

    @ParameterizedTest(name = "{0} white, {1} black")
    @CsvSource({"1, 1", "2, 1", "1, 2"})
    void theCountIsThatOfTheDistinctPositions(int white, int black) {
        Variant bashni = Variant.byName("bashni");
        Set<Position> positions = new HashSet<>();
        Set<Position> single = new HashSet<>();
        place(bashni, 1, white, black, new String[bashni.geometry().squareCount() + 1], positions, single);
        assertThat(TowerPositions.count(bashni.geometry(), white, black, true))
                .isEqualTo(BigInteger.valueOf(positions.size()));
        assertThat(TowerPositions.count(bashni.geometry(), white, black, false))
                .isEqualTo(BigInteger.valueOf(single.size()));
    }

    /** Every tower string on every square, bottom to top, with exactly the pieces asked. */
    private static void place(Variant variant, int square, int white, int black, String[] towers,
            Set<Position> positions, Set<Position> single) {
        Geometry g = variant.geometry();
        if (square > g.squareCount()) {
            if (white == 0 && black == 0) {
                add(variant, towers, positions, single);
            }
            return;
        }
        towers[square] = "";
        place(variant, square + 1, white, black, towers, positions, single);
        grow(variant, square, "", white, black, towers, positions, single);
        towers[square] = null;
    }

    private static void grow(Variant variant, int square, String tower, int white, int black, String[] towers,
            Set<Position> positions, Set<Position> single) {
        for (char c : LETTERS) {
            boolean isWhite = Character.toLowerCase(c) == 'w';
            if (isWhite ? white == 0 : black == 0) {
                continue;
            }
            String longer = tower + c;
            int w = isWhite ? white - 1 : white;
            int b = isWhite ? black : black - 1;
            towers[square] = longer;
            place(variant, square + 1, w, b, towers, positions, single);
            grow(variant, square, longer, w, b, towers, positions, single);
        }
        towers[square] = tower;
    }

    private static void add(Variant variant, String[] towers, Set<Position> positions, Set<Position> single) {
        StringBuilder whiteField = new StringBuilder("W");
        StringBuilder blackField = new StringBuilder("B");
        boolean allSingle = true;
        for (int s = 1; s < towers.length; s++) {
            String t = towers[s];
            if (t == null || t.isEmpty()) {
                continue;
            }
            char top = t.charAt(t.length() - 1);
            StringBuilder field = Character.toLowerCase(top) == 'w' ? whiteField : blackField;
            if (field.length() > 1) {
                field.append(',');
            }
            if (t.length() == 1) {
                field.append(Character.isUpperCase(top) ? "K" : "").append(s);
            } else {
                field.append(s).append('=').append(t);
                allSingle = false;
            }
        }
        Position p;
        try {
            p = Position.fromFen(variant, "W:" + whiteField + ":" + blackField);
        } catch (InvalidFenException e) {
            return; // a man on top of a tower on its own crowning row
        }
        positions.add(p);
        if (allSingle) {
            single.add(p);
        }
    }
}
