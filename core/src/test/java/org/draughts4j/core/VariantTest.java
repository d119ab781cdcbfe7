package org.draughts4j.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A variant declared by named fields, and what a lookup says when the core has no variant on its path. */
class VariantTest {
    private static final Traits RUSSIAN_TRAITS = Traits.international().geometry(Geometry.EIGHT_BY_EIGHT)
            .promotionInCapture(PromotionInCapture.CONTINUES_AS_KING).capturePrecedence(CapturePrecedence.FREE);

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
