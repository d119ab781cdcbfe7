package org.draughts4j.variants.international;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.draughts4j.core.Rules;
import org.draughts4j.core.UnknownVariantException;
import org.draughts4j.core.Variants;
import org.junit.jupiter.api.Test;

/** International is found through {@link java.util.ServiceLoader} by name and alias. */
class VariantLookupTest {

    @Test
    void foundByName() {
        Rules rules = Variants.byName("international");
        assertInstanceOf(International.class, rules);
        assertEquals("international", rules.name());
        assertEquals(20, rules.pdnGameType());
        assertEquals("W:W31-50:B1-20", rules.startFen());
        assertTrue(Variants.all().stream().anyMatch(r -> r instanceof International));
    }

    @Test
    void foundByAlias() {
        assertInstanceOf(International.class, Variants.byName("polish"));
    }

    @Test
    void nameIsCaseInsensitive() {
        assertInstanceOf(International.class, Variants.byName("International"));
        assertInstanceOf(International.class, Variants.byName("INTERNATIONAL"));
        assertInstanceOf(International.class, Variants.byName("Polish"));
    }

    @Test
    void unknownNameThrows() {
        UnknownVariantException e = assertThrows(UnknownVariantException.class,
                () -> Variants.byName("no-such-variant"));
        assertEquals("no-such-variant", e.requestedName());
        assertTrue(e.getMessage().contains("international"), e.getMessage());
    }
}
