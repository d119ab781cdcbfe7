package org.draughts4j.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The core's own tests have no variant on their path: what a lookup says then. */
class VariantsTest {

    @Test
    void anUnknownNameWithNoVariantFoundSaysSoInsteadOfAnEmptyList() {
        assertThat(Variants.all()).isEmpty();
        assertThatThrownBy(() -> Variants.byName("international"))
                .isInstanceOf(UnknownVariantException.class)
                .hasMessage("unknown variant 'international' (no variant was found on the class or module path)");
    }

    @Test
    void theMessageListsTheKnownNamesAsGiven() {
        assertThat(new UnknownVariantException("x", List.of("brazilian", "english")))
                .hasMessage("unknown variant 'x' (known: brazilian, english)");
    }
}
