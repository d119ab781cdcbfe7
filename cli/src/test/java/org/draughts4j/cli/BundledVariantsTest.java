package org.draughts4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.draughts4j.core.Position;
import org.draughts4j.core.Rules;
import org.draughts4j.core.Variants;
import org.junit.jupiter.api.Test;

class BundledVariantsTest {

    @Test
    void makesEveryVariantOnTheClassPathByItsNameAsTheRegistryFindsIt() {
        List<Rules> all = Variants.all();
        assertThat(all).hasSize(21);
        for (Rules registered : all) {
            Rules bundled = BundledVariants.byName(registered.name());
            assertThat(bundled).as(registered.name()).isNotNull().isInstanceOf(registered.getClass());
            assertThat(bundled.name()).isEqualTo(registered.name());
            // A position of either instance is the same position.
            assertThat(Position.start(bundled)).isEqualTo(Position.start(registered));
        }
    }

    @Test
    void leavesAliasesOtherCasesAndUnknownNamesToTheRegistry() {
        List<String> others = new ArrayList<>(List.of("", " canadian", "Canadian", "INTERNATIONAL", "russian ", "chess"));
        for (Rules rules : Variants.all()) {
            others.addAll(rules.aliases());
        }
        for (String name : others) {
            assertThat(BundledVariants.byName(name)).as(name).isNull();
        }
    }

    @Test
    void theVariantOptionGivesTheSameVariantForEveryNameAndAlias() {
        for (Rules rules : Variants.all()) {
            List<String> names = new ArrayList<>(rules.aliases());
            names.add(rules.name());
            names.add(rules.name().toUpperCase(java.util.Locale.ROOT));
            for (String name : names) {
                VariantOption option = new VariantOption();
                option.variant = name;
                assertThat(option.rules().name()).as(name).isEqualTo(rules.name());
            }
        }
        assertThat(new VariantOption().rules().name()).isEqualTo(VariantOption.DEFAULT);
    }
}
