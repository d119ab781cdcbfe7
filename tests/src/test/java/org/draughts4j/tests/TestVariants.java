package org.draughts4j.tests;

import java.util.List;
import org.draughts4j.core.CaptureCriterion;
import org.draughts4j.core.CapturePrecedence;
import org.draughts4j.core.CaptureRemoval;
import org.draughts4j.core.Color;
import org.draughts4j.core.Geometry;
import org.draughts4j.core.Goal;
import org.draughts4j.core.KingLanding;
import org.draughts4j.core.PromotionInCapture;
import org.draughts4j.core.Variant;
import org.draughts4j.core.Traits;

/**
 * The variants the cross-variant tests run on: the real ones, from the variant modules on this
 * module's class path, and a few combinations of traits no federation plays (named {@code test-...}),
 * so that every trait is checked apart from its usual company.
 */
public final class TestVariants {

    private TestVariants() {}

    /** A plain variant of the given fields. */
    public static Variant variant(String name, Traits traits, String startFen, int gameType, boolean algebraic) {
        return Variant.builder(name).traits(traits).startFen(startFen).pdnGameType(gameType)
                .algebraicSquares(algebraic).build();
    }

    public static final Variant INTERNATIONAL = Variant.byName("international");

    public static final Variant BRAZILIAN = Variant.byName("brazilian");

    public static final Variant RUSSIAN = Variant.byName("russian");

    public static final Variant ENGLISH = Variant.byName("english");

    public static final Variant SPANISH = Variant.byName("spanish");

    public static final Variant GALICIAN = Variant.byName("galician");

    /** The first six: International, Brazilian, Russian, English, Spanish, Galician. */
    public static final List<Variant> ALL =
            List.of(INTERNATIONAL, BRAZILIAN, RUSSIAN, ENGLISH, SPANISH, GALICIAN);

    // The further variants.

    public static final Variant ITALIAN = Variant.byName("italian");

    public static final Variant POOL = Variant.byName("pool");

    public static final Variant CZECH = Variant.byName("czech");

    public static final Variant THAI = Variant.byName("thai");

    public static final Variant KILLER = Variant.byName("killer");

    public static final Variant BREAKTHROUGH = Variant.byName("breakthrough");

    // Combinations no federation plays, so that every trait is checked apart from its usual company.

    /** Thai kings that may not turn back; the other reading of the Thai rules. */
    public static final Variant THAI_NO_TURNING_BACK = variant("test-thai-no-turning-back",
            THAI.traits().captureMayTurnBack(false), "B:W25-32:B1-8", 31, false);

    /**
     * International with a man crowned mid-capture going on as a king: a man's capture that must
     * take the most pieces may go on past its crowning row.
     */
    public static final Variant MOST_PIECES_CROWNED_GOES_ON = variant("test-most-pieces-crowned-goes-on",
            Traits.international().promotionInCapture(PromotionInCapture.CONTINUES_AS_KING), "W:W31-50:B1-20", 0,
            false);

    /** Pieces leaving jump by jump, kings landing anywhere beyond, and crowning mid-capture going on. */
    public static final Variant AT_ONCE_FLYING = variant("test-at-once-flying",
            Traits.international().captureRemoval(CaptureRemoval.JUMP_BY_JUMP)
                    .promotionInCapture(PromotionInCapture.CONTINUES_AS_KING)
                    .capturePrecedence(CapturePrecedence.MOST_PIECES_THEN_MOST_KINGS),
            "W:W31-50:B1-20", 20, false);

    /** Kings met first before the number of pieces, flying kings, men that may not take kings. */
    public static final Variant KINGS_FIRST_FLYING = variant("test-kings-first-flying",
            Traits.international().geometry(Geometry.EIGHT_BY_EIGHT_MIRRORED).menCaptureKings(false)
                    .capturePrecedence(CaptureCriterion.KINGS_FIRST, CaptureCriterion.WITH_KING,
                            CaptureCriterion.MOST_PIECES),
            "W:W1-12:B21-32", 24, false);

    /** A 6x6 board with Russian rules and Killer's last landing. */
    public static final Variant SIX_BY_SIX = variant("test-six-by-six",
            RUSSIAN.traits().geometry(Geometry.of(6, true, Geometry.Numbering.FROM_TOP_LEFT))
                    .kingStopsBehindLastKing(true),
            "W:W13-18:B1-6", 0, false);

    // Wide boards: their bitboards are two words, and their own generator must agree too.

    public static final Variant CANADIAN = Variant.byName("canadian");

    public static final Variant SRI_LANKAN = Variant.byName("srilankan");

    /** Thai traits and the kings-first criterion on a 14x14 board. */
    public static final Variant WIDE_THAI = variant("test-wide-thai",
            THAI.traits().geometry(Geometry.of(14, true, Geometry.Numbering.FROM_TOP_LEFT))
                    .capturePrecedence(CaptureCriterion.KINGS_FIRST),
            "B:W71-98:B1-28", 0, false);

    /** Italian traits on a 14x14 board with h1 playable, numbered from the bottom right. */
    public static final Variant WIDE_ITALIAN = variant("test-wide-italian",
            ITALIAN.traits().geometry(Geometry.of(14, false, Geometry.Numbering.FROM_BOTTOM_RIGHT)),
            "W:W1-28:B71-98", 0, false);

    /** Russian traits and Killer's last landing on a 12x12 board. */
    public static final Variant WIDE_RUSSIAN = variant("test-wide-russian",
            RUSSIAN.traits().geometry(Geometry.TWELVE_BY_TWELVE).kingStopsBehindLastKing(true),
            "W:W43-72:B1-30", 0, false);

    /** The first king wins, on a 14x14 board (random games from the start reach the crowning). */
    public static final Variant WIDE_BREAKTHROUGH = variant("test-wide-breakthrough",
            Traits.international().geometry(Geometry.of(14, true, Geometry.Numbering.FROM_TOP_LEFT))
                    .goal(Goal.FIRST_KING_WINS),
            "W:W71-98:B1-28", 0, false);

    /**
     * The most pieces, men that cannot take kings and a man crowned mid-capture stopping there, on
     * 14x14: what the wide generator's search of men's captures reads from the board, on the
     * largest layout it reads.
     */
    public static final Variant WIDE_KINGS_SPARED = variant("test-wide-kings-spared",
            Traits.international().geometry(Geometry.of(14, true, Geometry.Numbering.FROM_TOP_LEFT))
                    .menCaptureKings(false).promotionInCapture(PromotionInCapture.ENDS_MOVE),
            "W:W71-98:B1-28", 0, false);

    /** Pieces leaving at once, kings landing anywhere, the Spanish quality law, on 12x12. */
    public static final Variant WIDE_AT_ONCE = variant("test-wide-at-once",
            AT_ONCE_FLYING.traits().geometry(Geometry.TWELVE_BY_TWELVE_MIRRORED), "W:W43-72:B1-30", 0, false);

    // Boards of dctl's published tables (the boards suite of the core's tests).

    public static final Variant SIX_BY_SIX_INTERNATIONAL = variant("test-6x6-international",
            Traits.international().geometry(Geometry.of(6, true, Geometry.Numbering.FROM_TOP_LEFT)),
            "W:W13-18:B1-6", 0, false);

    public static final Variant SIX_BY_SIX_CHECKERS = variant("test-6x6-checkers",
            ENGLISH.traits().geometry(Geometry.of(6, true, Geometry.Numbering.FROM_TOP_LEFT)),
            "B:W13-18:B1-6", 0, false);

    public static final Variant FOURTEEN_BY_FOURTEEN_INTERNATIONAL = variant("test-14x14-international",
            Traits.international().geometry(Geometry.of(14, true, Geometry.Numbering.FROM_TOP_LEFT)),
            "W:W57-98:B1-42", 0, false);

    /** Column draughts: Russian with towers, a jumped single piece gone at once. */
    public static final Variant TOWERS = Variant.byName("bashni");

    /** Column draughts' other reading: a jumped single piece blocks until the move ends. */
    public static final Variant TOWERS_BLOCKING = variant("test-towers-blocking",
            RUSSIAN.traits().towers(true), "W:W21-32:B1-12", 25, true);

    /** Frisian: captures along rows and columns, the value rule, at most three moves of one king. */
    public static final Variant FRISIAN = Variant.byName("frisian");

    /** Captures along rows and columns with one-square kings, forward-only men, Italian precedence, 8x8. */
    public static final Variant ORTHOGONAL_SHORT = variant("test-orthogonal-short",
            ITALIAN.traits().orthogonalCaptures(true), "W:W21-32:B1-12", 0, false);

    /** Captures along rows and columns with pieces leaving at once and kings landing behind (Thai). */
    public static final Variant ORTHOGONAL_AT_ONCE = variant("test-orthogonal-at-once",
            THAI.traits().orthogonalCaptures(true), "B:W25-32:B1-8", 0, false);

    /** The trait sets of the further variants and the combinations above. */
    public static final List<Variant> MORE = List.of(ITALIAN, POOL, CZECH, THAI, KILLER, BREAKTHROUGH,
            THAI_NO_TURNING_BACK, AT_ONCE_FLYING, MOST_PIECES_CROWNED_GOES_ON, KINGS_FIRST_FLYING, SIX_BY_SIX, CANADIAN, SRI_LANKAN, WIDE_THAI,
            WIDE_ITALIAN, WIDE_RUSSIAN, WIDE_AT_ONCE, WIDE_KINGS_SPARED, WIDE_BREAKTHROUGH, FRISIAN, ORTHOGONAL_SHORT, ORTHOGONAL_AT_ONCE);

    /** {@link #ALL} and {@link #MORE}. */
    public static final List<Variant> EVERY = java.util.stream.Stream.concat(ALL.stream(), MORE.stream())
            .collect(java.util.stream.Collectors.toUnmodifiableList());

    /** The tower rules, checked by their own properties against {@link TowerReference}. */
    public static final List<Variant> TOWER_RULES = List.of(TOWERS, TOWERS_BLOCKING);

    /** Turkish: the all-squares board, a man crowned during a capture going on as a king. */
    public static final Variant TURKISH = Variant.byName("turkish");

    /** Turkish's other reading: a man crowned during a capture goes on as a man. */
    public static final Variant TURKISH_CROWNED_AT_THE_END = variant("test-turkish-crowned-at-the-end",
            TURKISH.traits().promotionInCapture(PromotionInCapture.STAYS_MAN), TURKISH.startFen(), 30, true);

    /** Turkish with Killer's last landing: a king whose capture ends with a king stops right behind it. */
    public static final Variant TURKISH_KILLER = variant("test-turkish-killer",
            TURKISH.traits().kingStopsBehindLastKing(true), TURKISH.startFen(), 30, true);

    /** The rules of the all-squares board, checked by their own properties against {@link TurkishReference}. */
    public static final List<Variant> ORTHOGONAL_RULES = List.of(TURKISH, TURKISH_CROWNED_AT_THE_END, TURKISH_KILLER);

    /** The rules of the boards suite. */
    public static final List<Variant> BOARDS =
            List.of(SIX_BY_SIX_INTERNATIONAL, SIX_BY_SIX_CHECKERS, FOURTEEN_BY_FOURTEEN_INTERNATIONAL);

    /** @return the test rules called {@code name} */
    public static Variant byName(String name) {
        for (Variant variant : java.util.stream.Stream.of(EVERY, BOARDS, TOWER_RULES, ORTHOGONAL_RULES).flatMap(List::stream)
                .collect(java.util.stream.Collectors.toList())) {
            if (variant.name().equals(name)) {
                return variant;
            }
        }
        throw new IllegalArgumentException("no test rules called " + name);
    }
}
