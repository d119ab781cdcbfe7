package org.draughts4j.variants.international;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.draughts4j.core.Variant;
import org.draughts4j.core.UnknownVariantException;
import org.junit.jupiter.api.Test;

/** International is found through {@link java.util.ServiceLoader} by name and alias. */
class VariantLookupTest {

    @Test
    void foundByName() {
        Variant variant = Variant.byName("international");
        assertInstanceOf(International.class, variant);
        assertEquals("international", variant.name());
        assertEquals(20, variant.pdnGameType());
        assertEquals("W:W31-50:B1-20", variant.startFen());
        assertTrue(Variant.all().stream().anyMatch(r -> r instanceof International));
    }

    @Test
    void foundByAlias() {
        assertInstanceOf(International.class, Variant.byName("polish"));
    }

    @Test
    void nameIsCaseInsensitive() {
        assertInstanceOf(International.class, Variant.byName("International"));
        assertInstanceOf(International.class, Variant.byName("INTERNATIONAL"));
        assertInstanceOf(International.class, Variant.byName("Polish"));
    }

    @Test
    void unknownNameThrows() {
        UnknownVariantException e = assertThrows(UnknownVariantException.class,
                () -> Variant.byName("no-such-variant"));
        assertEquals("no-such-variant", e.requestedName());
        assertTrue(e.getMessage().contains("international"), e.getMessage());
    }
}
