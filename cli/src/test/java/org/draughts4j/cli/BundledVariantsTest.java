package org.draughts4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.draughts4j.core.Position;
import org.draughts4j.core.Variant;
import org.junit.jupiter.api.Test;

class BundledVariantsTest {

    @Test
    void makesEveryVariantOnTheClassPathByItsNameAsTheRegistryFindsIt() {
        List<Variant> all = Variant.all();
        assertThat(all).hasSize(21);
        for (Variant registered : all) {
            Variant bundled = BundledVariants.byName(registered.name());
            assertThat(bundled).as(registered.name()).isNotNull().isInstanceOf(registered.getClass());
            assertThat(bundled.name()).isEqualTo(registered.name());
            // A position of either instance is the same position.
            assertThat(Position.start(bundled)).isEqualTo(Position.start(registered));
        }
    }

    @Test
    void leavesAliasesOtherCasesAndUnknownNamesToTheRegistry() {
        List<String> others = new ArrayList<>(List.of("", " canadian", "Canadian", "INTERNATIONAL", "russian ", "chess"));
        for (Variant variant : Variant.all()) {
            others.addAll(variant.aliases());
        }
        for (String name : others) {
            assertThat(BundledVariants.byName(name)).as(name).isNull();
        }
    }

    @Test
    void theVariantOptionGivesTheSameVariantForEveryNameAndAlias() {
        for (Variant variant : Variant.all()) {
            List<String> names = new ArrayList<>(variant.aliases());
            names.add(variant.name());
            names.add(variant.name().toUpperCase(java.util.Locale.ROOT));
            for (String name : names) {
                VariantOption option = new VariantOption();
                option.name = name;
                assertThat(option.resolve().name()).as(name).isEqualTo(variant.name());
            }
        }
        assertThat(new VariantOption().resolve().name()).isEqualTo(VariantOption.DEFAULT);
    }

    /** The names of ../shared/ENGINES.md: the five 10x10 games Hub engines play, Frysk! as Frisian. */
    @Test
    void theVariantsHubEnginesPlayCarryTheirHubNamesAndNoOtherDoes() {
        java.util.Map<String, String> hub = java.util.Map.of("international", "normal", "killer", "killer",
                "breakthrough", "bt", "frisian", "frisian", "frysk", "frisian", "antidraughts", "losing");
        for (Variant variant : Variant.all()) {
            assertThat(variant.hubName()).as(variant.name())
                    .isEqualTo(java.util.Optional.ofNullable(hub.get(variant.name())));
        }
    }
}
