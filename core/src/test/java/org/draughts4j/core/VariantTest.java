package org.draughts4j.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A variant declared by named fields, and what a lookup says when the core has no variant on its path. */
class VariantTest {
    private static final Traits RUSSIAN_TRAITS = Traits.international().geometry(Geometry.EIGHT_BY_EIGHT)
            .promotionInCapture(PromotionInCapture.CONTINUES_AS_KING).capturePrecedence(CapturePrecedence.FREE);

    /**
     * The tests' class path lists one provider, {@link OffTheBoardVariant}, which is refused when
     * made: it is left out, and every lookup still works (it failed the registry, and every lookup
     * of every variant with it).
     */
    @Test
    void anUnknownNameWithNoVariantFoundSaysSoInsteadOfAnEmptyList() {
        assertThat(Variant.all()).isEmpty();
        assertThatThrownBy(() -> Variant.byName("international"))
                .isInstanceOf(UnknownVariantException.class)
                .hasMessage("unknown variant 'international' (no variant was found on the class or module path)");
    }

    @Test
    void theMessageListsTheKnownNamesAsGiven() {
        assertThat(new UnknownVariantException("x", List.of("brazilian", "english")))
                .hasMessage("unknown variant 'x' (known: brazilian, english)");
    }

    @Test
    void aNullAliasIsRefusedAndLeavesTheBuilderAsItWas() {
        Variant.Builder builder = Variant.builder("Plain").traits(Traits.international()).startFen("W:W31-50:B1-20")
                .aliases("plain-one");
        assertThatThrownBy(() -> builder.aliases("x", null)).isInstanceOf(NullPointerException.class)
                .hasMessageContaining("alias");
        assertThat(builder.build().aliases()).containsExactly("plain-one");
    }

    @Test
    void fieldsNotGivenKeepTheirDefaults() {
        Variant plain = Variant.builder("Plain").traits(Traits.international()).startFen("W:W31-50:B1-20").build();
        assertThat(plain.name()).isEqualTo("plain");
        assertThat(plain.displayName()).isEqualTo("Plain");
        assertThat(plain.aliases()).isEmpty();
        assertThat(plain.pdnGameType()).isZero();
        assertThat(plain.acceptsAlgebraicSquares()).isFalse();
        assertThat(plain.algebraicCaptureSeparator()).isEqualTo('x');
        assertThat(plain.drawRules()).isEqualTo(DrawRules.REPETITION_ON_CLAIM);
        assertThat(plain.perftSuites()).isEmpty();
        assertThat(plain.hubName()).isEmpty();
        assertThat(plain.geometry()).isEqualTo(Geometry.TEN_BY_TEN);
        assertThat(plain).hasToString("plain");
    }

    @Test
    void everyNamedFieldIsKept() {
        DrawRules draws = new DrawRules(4, true, List.of(DrawRule.quietMoves("quiet-9", 9, true)));
        Variant shashki = Variant.builder("shashki-test").aliases("ST", "shashki2").displayName("Shashki test")
                .traits(RUSSIAN_TRAITS).startFen("W:W21-32:B1-12").pdnGameType(25).algebraicSquares(true)
                .algebraicCaptureSeparator(':').drawRules(draws).hubName("shashki").build();
        assertThat(shashki.aliases()).containsExactly("st", "shashki2");
        assertThat(shashki.displayName()).isEqualTo("Shashki test");
        assertThat(shashki.traits()).isEqualTo(RUSSIAN_TRAITS);
        assertThat(shashki.startFen()).isEqualTo("W:W21-32:B1-12");
        assertThat(shashki.pdnGameType()).isEqualTo(25);
        assertThat(shashki.acceptsAlgebraicSquares()).isTrue();
        assertThat(shashki.algebraicCaptureSeparator()).isEqualTo(':');
        assertThat(shashki.drawRules()).isSameAs(draws);
        assertThat(shashki.hubName()).contains("shashki");
        assertThat(Position.start(shashki).legalMoves()).hasSize(7);
    }

    @Test
    void aCopyDiffersOnlyWhereItIsToldTo() {
        Variant base = Variant.builder("base").aliases("b").traits(RUSSIAN_TRAITS).startFen("W:W21-32:B1-12")
                .pdnGameType(25).algebraicSquares(true).hubName("base").build();
        Variant copy = base.toBuilder().name("copy").drawRules(DrawRules.NONE).build();
        assertThat(copy.name()).isEqualTo("copy");
        assertThat(copy.drawRules()).isEqualTo(DrawRules.NONE);
        assertThat(copy.traits()).isEqualTo(base.traits());
        assertThat(copy.aliases()).containsExactly("b");
        assertThat(copy.acceptsAlgebraicSquares()).isTrue();
        assertThat(copy.hubName()).contains("base");
        assertThat(copy).isNotEqualTo(base);
        assertThat(base.drawRules()).isEqualTo(DrawRules.REPETITION_ON_CLAIM);
    }

    @Test
    void aStartPositionWhoseSideToMoveIsNotTheFirstMoverIsRefused() {
        Variant.Builder english = Variant.builder("english-test")
                .traits(RUSSIAN_TRAITS.firstToMove(Color.BLACK)).startFen("W:W21-32:B1-12");
        assertThatThrownBy(english::build).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("does not give the move to BLACK");
    }

    @Test
    void aStartPositionOffTheBoardIsRefusedWhenTheVariantIsMadeNotInItsFirstGame() {
        Variant.Builder shashki = Variant.builder("shashki-test").traits(RUSSIAN_TRAITS).startFen("W:W21-32:B1-12,40");
        assertThatThrownBy(shashki::build).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("the start position of shashki-test is not a position of its board")
                .hasMessageContaining("40")
                .hasCauseInstanceOf(InvalidFenException.class);
        assertThatThrownBy(() -> shashki.startFen("W:W21-32:B1-12:Q").build())
                .isInstanceOf(IllegalArgumentException.class).hasCauseInstanceOf(InvalidFenException.class);
    }

    @Test
    void aDrawRuleReadingASquareOffTheBoardIsRefusedWhenTheVariantIsMade() {
        DrawRules pastTheBoard = new DrawRules(3, false, List.of(DrawRule.whileHolding("forzosa", 6, true,
                DrawConditions.kingsWithOneOnDiagonalAgainstLoneKing(3, 4, 8, 33))));
        assertThatThrownBy(() -> Variant.builder("shashki-test").traits(RUSSIAN_TRAITS).startFen("W:W21-32:B1-12")
                .drawRules(pastTheBoard).build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the draw rule forzosa of shashki-test reads square 33, and the board has 32");
        DrawRules saque = new DrawRules(3, false, List.of(DrawRule.whileHolding("saque", 6, true,
                DrawConditions.saqueDePeon(5, 45, 28, 1, 4, 8))));
        assertThatThrownBy(() -> Variant.builder("shashki-test").traits(RUSSIAN_TRAITS).startFen("W:W21-32:B1-12")
                .drawRules(saque).build())
                .hasMessage("the draw rule saque of shashki-test reads square 45, and the board has 32");
        assertThat(Variant.builder("plain").traits(Traits.international()).startFen("W:W31-50:B1-20")
                .drawRules(saque).build().drawRules()).isEqualTo(saque);
    }

    @Test
    void aSquareBelowOneIsRefusedByTheCondition() {
        assertThatThrownBy(() -> DrawConditions.againstLoneKingHolding(2, 3, 1, 1, 0, 5))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("square 0");
        assertThatThrownBy(() -> DrawConditions.saqueDePeon(-1, 2, 3, 4, 5))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("square -1");
    }

    @Test
    void aNameMustBeOneWordAndTheTraitsAndStartMustBeGiven() {
        assertThatThrownBy(() -> Variant.builder("two words")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Variant.builder(" ")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Variant.builder("")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Variant.builder("x").startFen("W:W1:B50").build())
                .isInstanceOf(NullPointerException.class).hasMessageContaining("traits");
        assertThatThrownBy(() -> Variant.builder("x").traits(Traits.international()).build())
                .isInstanceOf(NullPointerException.class).hasMessageContaining("start position");
    }

    @Test
    void aMissingSuiteResourceIsNamedWhenTheSuitesAreAskedFor() {
        Variant variant = Variant.builder("nosuite").traits(Traits.international()).startFen("W:W31-50:B1-20")
                .perftSuites("/META-INF/draughts4j/suites/nosuite/start.perft").build();
        assertThatThrownBy(variant::perftSuites).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("/META-INF/draughts4j/suites/nosuite/start.perft");
    }
}
