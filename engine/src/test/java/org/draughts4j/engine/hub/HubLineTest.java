package org.draughts4j.engine.hub;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Random;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class HubLineTest {
    @Test
    void readsScansLines() {
        HubLine info = HubLine.parse("info depth=21 mean-depth=20.8 score=-0.01 pv=\"32-28 17-22 28x17x22\"");
        assertThat(info.command()).isEqualTo("info");
        assertThat(info.get("depth")).contains("21");
        assertThat(info.get("pv")).contains("32-28 17-22 28x17x22");
        HubLine id = HubLine.parse("id name=Scan version=3.1 author=\"Fabien Letouzey\" country=France");
        assertThat(id.get("author")).contains("Fabien Letouzey");
        HubLine go = HubLine.parse("  go   think ");
        assertThat(go.command()).isEqualTo("go");
        assertThat(go.has("think")).isTrue();
        assertThat(go.get("think")).isEmpty();
        assertThat(HubLine.parse("set-param name=x value=\"\"").get("value")).contains("");
        assertThat(HubLine.parse("").command()).isEmpty();
        assertThatThrownBy(() -> HubLine.parse("info pv=\"32-28")).hasMessageContaining("no closing quote");
        assertThatThrownBy(() -> HubLine.parse("info =3")).hasMessageContaining("without a name");
    }

    @Test
    void writesQuotesWhereNeeded() {
        assertThat(HubLine.of("param").with("name", "a").with("values", "x y").with("value", "").withFlag("f").toString())
                .isEqualTo("param name=a values=\"x y\" value=\"\" f");
        assertThat(HubLine.of("pos").with("fen", "W:W31-50:B1-20").toString()).isEqualTo("pos fen=W:W31-50:B1-20");
        assertThat(HubLine.of("x").with("a", "b=c").toString()).isEqualTo("x a=\"b=c\"");
        assertThatThrownBy(() -> HubLine.of("x").with("a", "say \"hi\"")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> HubLine.of("bad command")).isInstanceOf(IllegalArgumentException.class);
    }

    static Stream<Long> seeds() {
        return IntStream.range(0, 40).mapToObj(i -> 17L * i + 3);
    }

    /** Any line made writes to text that reads back to the same line. */
    @ParameterizedTest
    @MethodSource("seeds")
    void everyLineReadsBackAsWritten(long seed) {
        Random random = new Random(seed);
        String alphabet = "abz09-_.:x=\" \t/";
        for (int n = 0; n < 50; n++) {
            HubLine line = HubLine.of(word(random, "abcgo-"));
            int count = random.nextInt(5);
            for (int i = 0; i < count; i++) {
                if (random.nextInt(4) == 0) {
                    line = line.withFlag(word(random, "flag"));
                } else {
                    StringBuilder value = new StringBuilder();
                    int length = random.nextInt(8);
                    for (int c = 0; c < length; c++) {
                        char ch = alphabet.charAt(random.nextInt(alphabet.length()));
                        value.append(ch == '"' ? 'q' : ch);
                    }
                    line = line.with(word(random, "name-"), value.toString());
                }
            }
            assertThat(HubLine.parse(line.toString())).isEqualTo(line);
        }
    }

    private static String word(Random random, String letters) {
        StringBuilder word = new StringBuilder();
        int length = 1 + random.nextInt(6);
        for (int i = 0; i < length; i++) {
            word.append(letters.charAt(random.nextInt(letters.length())));
        }
        return word.toString();
    }
}
