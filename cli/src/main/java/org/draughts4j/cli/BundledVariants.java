package org.draughts4j.cli;

import org.draughts4j.core.Variant;
import org.draughts4j.variants.antidraughts.Antidraughts;
import org.draughts4j.variants.bashni.Bashni;
import org.draughts4j.variants.brazilian.Brazilian;
import org.draughts4j.variants.breakthrough.Breakthrough;
import org.draughts4j.variants.canadian.Canadian;
import org.draughts4j.variants.czech.Czech;
import org.draughts4j.variants.english.English;
import org.draughts4j.variants.frisian.Frisian;
import org.draughts4j.variants.frysk.Frysk;
import org.draughts4j.variants.galician.Galician;
import org.draughts4j.variants.international.International;
import org.draughts4j.variants.italian.Italian;
import org.draughts4j.variants.killer.Killer;
import org.draughts4j.variants.poddavki.Poddavki;
import org.draughts4j.variants.pool.Pool;
import org.draughts4j.variants.portuguese.Portuguese;
import org.draughts4j.variants.russian.Russian;
import org.draughts4j.variants.spanish.Spanish;
import org.draughts4j.variants.srilankan.SriLankan;
import org.draughts4j.variants.thai.Thai;
import org.draughts4j.variants.turkish.Turkish;

/**
 * The variants this command line is built with, made by canonical name without {@link
 * java.util.ServiceLoader}. {@link Variant#byName} finds every provider on the class path and makes one of
 * each, about 8 ms of the interpreted JVM in which every command starts: a perft of a quarter of
 * a second should not pay for twenty variants it does not count. Any other name (an alias, another
 * case, a variant of another module) goes to {@link Variant#byName}; a test checks that no name gets a
 * different variant here than there.
 */
final class BundledVariants {
    private BundledVariants() {
    }

    /**
     * @param name a name as given on the command line
     * @return a new instance of the bundled variant whose canonical name is exactly {@code name},
     *     or null
     */
    static Variant byName(String name) {
        // A switch on strings: no map to fill, no lambda or reflection to link while the JVM starts.
        switch (name) {
            case "antidraughts":
                return new Antidraughts();
            case "bashni":
                return new Bashni();
            case "brazilian":
                return new Brazilian();
            case "breakthrough":
                return new Breakthrough();
            case "canadian":
                return new Canadian();
            case "czech":
                return new Czech();
            case "english":
                return new English();
            case "frisian":
                return new Frisian();
            case "frysk":
                return new Frysk();
            case "galician":
                return new Galician();
            case "international":
                return new International();
            case "italian":
                return new Italian();
            case "killer":
                return new Killer();
            case "poddavki":
                return new Poddavki();
            case "pool":
                return new Pool();
            case "portuguese":
                return new Portuguese();
            case "russian":
                return new Russian();
            case "spanish":
                return new Spanish();
            case "srilankan":
                return new SriLankan();
            case "thai":
                return new Thai();
            case "turkish":
                return new Turkish();
            default:
                return null;
        }
    }
}
