package org.draughts4j.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.draughts4j.testing.GameDriver.assertDrawAfter;
import static org.draughts4j.testing.GameDriver.assertRepetition;
import static org.draughts4j.testing.GameDriver.kingPlies;

import java.util.List;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/**
 * {@link DrawRule}, {@link DrawRules} and {@link DrawConditions} with numbers no variant uses: every
 * number of a draw rule (moves, piece counts, squares, repetitions) and the order of the table
 * are parameters, and {@link Game} follows them.
 */
class DrawRuleTest {
    /** The long diagonal a1-h8 of an 8x8 board numbered as Russian and Brazilian (1 = b8, 29 = a1). */
    private static final int[] LONG_DIAGONAL = {29, 25, 22, 18, 15, 11, 8, 4};

    /** An 8x8 variant with flying kings (as Russian) and the draw rules under test. */
    private static Variant variant(DrawRules drawRules) {
        Traits traits = Traits.international().geometry(Geometry.EIGHT_BY_EIGHT)
                .promotionInCapture(PromotionInCapture.CONTINUES_AS_KING).capturePrecedence(CapturePrecedence.FREE);
        return Variant.builder("draw-rule-test").traits(traits).startFen("W:W21-32:B1-12").pdnGameType(25)
                .drawRules(drawRules).build();
    }

    private static Game game(DrawRules drawRules, String fen) {
        return Game.from(Position.fromFen(variant(drawRules), fen));
    }

    private static DrawRules automatic(DrawRule... rules) {
        return new DrawRules(3, true, List.of(rules));
    }

    private static Position position(String fen) {
        return Position.fromFen(variant(DrawRules.REPETITION_ON_CLAIM), fen);
    }

    @Test
    void aQuietMovesRuleOfThreeMovesFallsDueOnPly6() {
        DrawRules rules = automatic(DrawRule.quietMoves("kings-only-3", 3, true));
        assertDrawAfter(game(rules, "W:WK30,K32,28:BK1,K3,5"), 6, "kings-only-3", true, p -> true);
    }

    @Test
    void aQuietMovesRuleRestartsOnAManMove() {
        DrawRules rules = automatic(DrawRule.quietMoves("kings-only-3", 3, true));
        Game game = org.draughts4j.testing.GameDriver.plies(game(rules, "W:WK30,K32,28:BK1,K3,5"), "KKKKM",
                p -> true);
        assertThat(game.outcome()).isEqualTo(Outcome.IN_PROGRESS);
        assertDrawAfter(game, 6, "kings-only-3", true, p -> true);
    }

    @Test
    void aRuleOnClaimIsOfferedNotDeclared() {
        DrawRules rules = automatic(DrawRule.quietMoves("quiet-2", 2, false));
        Game due = assertDrawAfter(game(rules, "W:WK30,K32,28:BK1,K3,5"), 4, "quiet-2", false, p -> true);
        assertThat(due.claimableDraws()).containsExactly("quiet-2");
    }

    @Test
    void aRuleSaysTheMostPiecesItsConditionHoldsIn() {
        // Two to three pieces against a lone king: four pieces at most.
        assertThat(DrawRule.whileHolding("endgame-16", 16, true, DrawConditions.againstLoneKing(2, 3, 1, true))
                .mostPieces()).isEqualTo(4);
        assertThat(DrawRule.atOnce("one-against-one", true, DrawConditions.onePieceEach()).mostPieces()).isEqualTo(2);
        // No condition, or one that does not say: any number.
        assertThat(DrawRule.quietMoves("kings-only-25", 25, true).mostPieces()).isEqualTo(Integer.MAX_VALUE);
        assertThat(DrawRule.noCaptureOrPromotion("no-progress-20", 20, true).mostPieces()).isEqualTo(Integer.MAX_VALUE);
        assertThat(DrawRule.whileHolding("custom", 3, true, p -> true).mostPieces()).isEqualTo(Integer.MAX_VALUE);
    }

    @Test
    void anEndgameRuleTakesItsMovesAndMaterialAsParameters() {
        // Two kings (no man) against a lone king, 2 moves each.
        DrawRules rules = automatic(DrawRule.whileHolding("two-kings-2", 2, true, DrawConditions.againstLoneKing(2, 2, 2, false)));
        assertDrawAfter(game(rules, "W:WK30,K32:BK1"), 4, "two-kings-2", true, p -> true);
        // A king and a man do not match: no draw however long the game.
        assertThat(kingPlies(game(rules, "W:WK30,28:BK1"), 12).outcome()).isEqualTo(Outcome.IN_PROGRESS);
    }

    @Test
    void anEndgameRuleRestartsWhenAManIsCrowned() {
        DrawRules rules = automatic(DrawRule.whileHolding("endgame-3", 3, true, DrawConditions.againstLoneKing(2, 2, 1, true)));
        Game game = kingPlies(game(rules, "W:WK30,6:BK20"), 4);
        Move crown = game.position().legalMoves().stream().filter(Move::isPromotion).findFirst().orElseThrow();
        game = game.play(crown);
        assertThat(game.ply()).isEqualTo(5);
        // Counted from the start it would fall due on ply 6.
        assertDrawAfter(game, 6, "endgame-3", true, p -> true);
    }

    @Test
    void aPersistentRuleOfOneMoveFallsDueOnPly2() {
        DrawRules rules = automatic(DrawRule.persistent("two-kings-1", 1, true,
                DrawConditions.kingsWithOneOnDiagonalAgainstLoneKing(2, LONG_DIAGONAL)));
        assertDrawAfter(game(rules, "W:WK29,K32:BK1"), 2, "two-kings-1", true, p -> true);
        // Not on the diagonal: the count does not run.
        assertThat(kingPlies(game(rules, "W:WK30,K32:BK1"), 6,
                DrawConditions.kingsWithOneOnDiagonalAgainstLoneKing(2, LONG_DIAGONAL).negate()).outcome())
                .isEqualTo(Outcome.IN_PROGRESS);
    }

    @Test
    void suppressionIsAParameter() {
        DrawRule persistent = DrawRule.persistent("forzosa-3", 3, true,
                DrawConditions.kingsWithOneOnDiagonalAgainstLoneKing(3, LONG_DIAGONAL));
        String fen = "W:WK29,K30,K32:BK1";
        // Without suppression the quiet rule of 2 moves falls due first, on ply 4 ...
        DrawRules plain = automatic(DrawRule.quietMoves("quiet-2", 2, true), persistent);
        assertDrawAfter(game(plain, fen), 4, "quiet-2", true, p -> true);
        // ... suppressed while the persistent count runs, it lets that one fall due on ply 6.
        DrawRules suppressed = automatic(DrawRule.quietMoves("quiet-2", 2, true).suppressedWhileRunning("forzosa-3"),
                persistent);
        assertDrawAfter(game(suppressed, fen), 6, "forzosa-3", true, p -> true);
    }

    @Test
    void theOrderOfTheTableNamesTheFirstOfASamePlyTie() {
        DrawRule first = DrawRule.quietMoves("first-2", 2, true);
        DrawRule second = DrawRule.whileHolding("second-2", 2, true, DrawConditions.againstLoneKing(1, 3, 1, true));
        String fen = "W:WK30,K32:BK1";
        assertDrawAfter(game(automatic(first, second), fen), 4, "first-2", true, p -> true);
        assertDrawAfter(game(automatic(second, first), fen), 4, "second-2", true, p -> true);
    }

    @Test
    void theNumberOfRepetitionsIsAParameter() {
        DrawRules twice = new DrawRules(2, true, List.of());
        Game game = game(twice, "W:WK30,K32,28:BK1,K3,5");
        Game two = kingPlies(game, 2);
        List<String> back = List.of(two.moves().get(0).destination() + "-" + two.moves().get(0).origin(),
                two.moves().get(1).destination() + "-" + two.moves().get(1).origin());
        Game three = two.play(back.get(0));
        assertThat(three.outcome()).isEqualTo(Outcome.IN_PROGRESS);
        Game four = three.play(back.get(1));
        assertThat(four.position()).isEqualTo(game.position());
        assertThat(four.repetitions()).isEqualTo(2);
        assertThat(four.outcome()).isEqualTo(new Outcome.Draw(DrawRules.REPETITION, false));
        // The usual three, automatic and on claim.
        assertRepetition(game(new DrawRules(3, true, List.of()), "W:WK30,K32,28:BK1,K3,5"), true);
        assertRepetition(game(DrawRules.REPETITION_ON_CLAIM, "W:WK30,K32,28:BK1,K3,5"), false);
    }

    @Test
    void invalidNumbersAreRejected() {
        assertThatThrownBy(() -> DrawRule.quietMoves("none", 0, true)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> DrawRule.whileHolding("none", -1, true, p -> true))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new DrawRules(1, true, List.of())).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void accessorsReturnTheParameters() {
        DrawRule rule = DrawRule.quietMoves("quiet-7", 7, false).suppressedWhileRunning("a", "b");
        assertThat(rule.id()).isEqualTo("quiet-7");
        assertThat(rule.moves()).isEqualTo(7);
        assertThat(rule.isAutomatic()).isFalse();
        assertThat(rule.suppressedBy()).containsExactlyInAnyOrder("a", "b");
        DrawRules rules = new DrawRules(4, false, List.of(rule));
        assertThat(rules.repetitions()).isEqualTo(4);
        assertThat(rules.repetitionAutomatic()).isFalse();
        assertThat(rules.rule("quiet-7")).isSameAs(rule);
        assertThatThrownBy(() -> rules.rule("quiet-8")).isInstanceOf(IllegalArgumentException.class);
    }

    /** The counting arithmetic: due after exactly 2 * moves plies of a running count. */
    @Test
    void countsFallDueAfterTwiceTheMoves() {
        DrawRule rule = DrawRule.quietMoves("quiet-3", 3, true);
        assertThat(rule.isDue(0, 5)).isFalse();
        assertThat(rule.isDue(0, 6)).isTrue();
        assertThat(rule.isDue(4, 9)).isFalse();
        assertThat(rule.isDue(4, 10)).isTrue();
        assertThat(rule.isDue(DrawRule.NOT_RUNNING, 100)).isFalse();
    }

    @Test
    void eachKindRestartsAsDocumented() {
        Position holds = position("W:WK30,K32:BK1");
        Position fails = position("W:WK30,K32,K31,K28:BK1");
        Predicate<Position> condition = DrawConditions.againstLoneKing(2, 2, 2, false);
        int off = DrawRule.NOT_RUNNING;

        DrawRule quiet = DrawRule.quietMoves("q", 3, true);
        assertThat(quiet.advance(2, 7, holds, false, false)).isEqualTo(2);
        assertThat(quiet.advance(2, 7, holds, true, false)).isEqualTo(7);

        DrawRule holding = DrawRule.whileHolding("h", 3, true, condition);
        assertThat(holding.startAt(holds)).isZero();
        assertThat(holding.startAt(fails)).isEqualTo(off);
        assertThat(holding.advance(2, 7, holds, true, false)).isEqualTo(2);
        assertThat(holding.advance(2, 7, holds, true, true)).isEqualTo(7);
        assertThat(holding.advance(off, 7, holds, false, false)).isEqualTo(7);
        assertThat(holding.advance(2, 7, fails, false, false)).isEqualTo(off);

        DrawRule untilChange = DrawRule.untilMaterialChanges("u", 3, true, condition);
        assertThat(untilChange.advance(2, 7, fails, true, false)).isEqualTo(2);
        assertThat(untilChange.advance(2, 7, fails, true, true)).isEqualTo(off);
        assertThat(untilChange.advance(2, 7, holds, true, true)).isEqualTo(7);
        assertThat(untilChange.advance(off, 7, holds, false, false)).isEqualTo(7);

        DrawRule persistent = DrawRule.persistent("p", 3, true, condition);
        assertThat(persistent.advance(2, 7, fails, true, true)).isEqualTo(2);
        assertThat(persistent.advance(off, 7, fails, false, false)).isEqualTo(off);
        assertThat(persistent.advance(off, 7, holds, false, false)).isEqualTo(7);
    }

    @Test
    void againstLoneKingTakesItsCountsAsParameters() {
        Predicate<Position> twoToFourWithTwoKings = DrawConditions.againstLoneKing(2, 4, 2, true);
        assertThat(twoToFourWithTwoKings.test(position("W:WK30,K32:BK1"))).isTrue();
        assertThat(twoToFourWithTwoKings.test(position("W:WK30,K32,27,28:BK1"))).isTrue();
        assertThat(twoToFourWithTwoKings.test(position("W:WK30,K32,K31,27,28:BK1"))).as("5 pieces").isFalse();
        assertThat(twoToFourWithTwoKings.test(position("W:WK30,27,28:BK1"))).as("1 king").isFalse();
        assertThat(twoToFourWithTwoKings.test(position("W:WK30:BK1"))).as("1 piece").isFalse();
        assertThat(twoToFourWithTwoKings.test(position("W:WK30,K32:B1"))).as("a lone man").isFalse();
        assertThat(twoToFourWithTwoKings.test(position("W:WK30,K32:BK1,K2"))).as("no lone king").isFalse();
        assertThat(twoToFourWithTwoKings.test(position("B:WK30:BK1,K5,9"))).as("Black the strong side").isTrue();
        assertThat(DrawConditions.againstLoneKing(2, 4, 2, false).test(position("W:WK30,K32,28:BK1"))).as("no men")
                .isFalse();
        assertThat(DrawConditions.againstLoneKing(2, 4, 2, false).test(position("W:WK30,K32,K28:BK1"))).isTrue();
    }

    @Test
    void againstLoneKingHoldingTakesItsSquaresAsParameters() {
        // Any set of squares will do: a7, b6 and c5, part of a short diagonal.
        int[] squares = {5, 9, 14};
        Predicate<Position> holding = DrawConditions.againstLoneKingHolding(2, 3, 1, squares);
        assertThat(holding.test(position("W:WK30,28:BK9"))).isTrue();
        assertThat(holding.test(position("W:WK30,28:BK10"))).as("off the squares").isFalse();
        assertThat(holding.test(position("W:WK14,28:BK9"))).as("shared").isFalse();
        assertThat(holding.test(position("W:WK30,K31,K32,28:BK9"))).as("4 pieces").isFalse();
        assertThat(DrawConditions.againstLoneKingHolding(2, 3, 1, LONG_DIAGONAL).test(position("W:WK30,28:BK9")))
                .isFalse();
        assertThat(DrawConditions.againstLoneKingHolding(2, 3, 1, LONG_DIAGONAL).test(position("W:WK30,28:BK22")))
                .isTrue();
    }

    @Test
    void kingsWithOneOnDiagonalTakesItsCountAndSquaresAsParameters() {
        Predicate<Position> two = DrawConditions.kingsWithOneOnDiagonalAgainstLoneKing(2, 30, 26);
        assertThat(two.test(position("W:WK30,K32:BK1"))).isTrue();
        assertThat(two.test(position("W:WK31,K32:BK1"))).as("none on the squares").isFalse();
        assertThat(two.test(position("W:WK30,K31,K32:BK1"))).as("three kings").isFalse();
        assertThat(two.test(position("W:WK30,28:BK1"))).as("a man").isFalse();
        assertThat(two.test(position("B:WK1:BK26,K3"))).as("Black the strong side").isTrue();
    }

    @Test
    void saqueDePeonTakesItsSquaresAsParameters() {
        // White: kings (one on 30 or 26) and a man on 28, against a king and a man on 5; mirrored: 5 against 28.
        Predicate<Position> saque = DrawConditions.saqueDePeon(28, 5, 5, 28, 30, 26);
        assertThat(saque.test(position("W:WK30,K32,28:BK1,5"))).isTrue();
        assertThat(saque.test(position("W:WK31,K32,28:BK1,5"))).as("no king on the squares").isFalse();
        assertThat(saque.test(position("W:WK30,K32,27:BK1,5"))).as("man elsewhere").isFalse();
        assertThat(saque.test(position("W:WK30,K32,28:BK1,6"))).as("other man elsewhere").isFalse();
        assertThat(saque.test(position("B:WK3,28:BK30,K26,5"))).as("Black the strong side").isTrue();
    }

    @Test
    void bothSidesWithKingsTakesItsCountsAsParameters() {
        Predicate<Position> twoOrThree = DrawConditions.bothSidesWithKings(2, 3);
        assertThat(twoOrThree.test(position("W:WK30:BK1"))).isTrue();
        assertThat(twoOrThree.test(position("W:WK30,28:BK1"))).isTrue();
        assertThat(twoOrThree.test(position("W:WK30,28:BK1,5"))).as("4 pieces").isFalse();
        assertThat(twoOrThree.test(position("W:W30,28:BK1"))).as("White without a king").isFalse();
    }

    /**
     * A search reads a condition from a stack's bitboards; it says what the position says, for the
     * built-in conditions and for one of an application's own, on random sparse positions.
     */
    @Test
    void aStackAnswersEveryConditionAsThePositionDoes() {
        List<Predicate<Position>> conditions = List.of(DrawConditions.againstLoneKing(2, 4, 2, true),
                DrawConditions.againstLoneKing(1, 2, 1, true), DrawConditions.againstLoneKing(2, 2, 2, false),
                DrawConditions.againstLoneKingHolding(2, 3, 1, LONG_DIAGONAL),
                DrawConditions.kingsWithOneOnDiagonalAgainstLoneKing(3, LONG_DIAGONAL),
                DrawConditions.saqueDePeon(28, 5, 5, 28, 30, 26), DrawConditions.bothSidesWithKings(2, 5),
                DrawConditions.onePieceEach(), position -> position.count(Color.WHITE) > position.count(Color.BLACK));
        java.util.Random random = new java.util.Random(28);
        int held = 0;
        for (int k = 0; k < 3000; k++) {
            Position position = sparse(random);
            PositionStack stack = PositionStack.of(position.variant());
            stack.setRoot(position);
            for (Predicate<Position> condition : conditions) {
                DrawRule rule = DrawRule.whileHolding("w", 3, true, condition);
                boolean expected = condition.test(position);
                held += expected ? 1 : 0;
                assertThat(rule.holds(stack, 0)).as("%s in %s", condition, position.toFen()).isEqualTo(expected);
                assertThat(rule.advance(DrawRule.NOT_RUNNING, 9, stack, 0, false, false))
                        .isEqualTo(rule.advance(DrawRule.NOT_RUNNING, 9, position, false, false));
            }
        }
        assertThat(held).as("positions where a condition held").isGreaterThan(300);
    }

    /** One to three pieces a side, on random squares, each a king half the time (men off their crowning rows). */
    private static Position sparse(java.util.Random random) {
        java.util.Map<Integer, Piece> pieces = new java.util.HashMap<>();
        for (Color color : Color.values()) {
            int count = 1 + random.nextInt(3);
            while (count > 0) {
                int square = 1 + random.nextInt(32);
                boolean king = random.nextBoolean() || (color == Color.WHITE ? square <= 4 : square > 28);
                if (pieces.putIfAbsent(square, Piece.of(color, king)) == null) {
                    count--;
                }
            }
        }
        Color side = random.nextBoolean() ? Color.WHITE : Color.BLACK;
        return Position.of(variant(DrawRules.REPETITION_ON_CLAIM), side, pieces);
    }
}
