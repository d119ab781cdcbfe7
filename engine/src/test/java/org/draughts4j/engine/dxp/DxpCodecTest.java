package org.draughts4j.engine.dxp;

import static java.nio.charset.StandardCharsets.ISO_8859_1;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.draughts4j.core.Color;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class DxpCodecTest {
    private static final String START_REQUEST = "R01" + pad("Scan 2.0") + "Z003075A";

    private static String pad(String name) {
        return String.format("%-32s", name);
    }

    /** The examples of the DamExchange pages and of Scan's and Moby Dam's messages, byte for byte. */
    @Test
    void readsAndWritesTheProtocolsExamples() {
        assertThat(DxpCodec.decode("M000135240130")).isEqualTo(new DxpMessage.Move(1, 35, 24, List.of(30)));
        assertThat(DxpCodec.decode("M0012322800")).isEqualTo(new DxpMessage.Move(12, 32, 28, List.of()));
        assertThat(DxpCodec.decode("M0005461703312221")).isEqualTo(new DxpMessage.Move(5, 46, 17, List.of(31, 22, 21)));
        assertThat(DxpCodec.decode(START_REQUEST)).isEqualTo(
                new DxpMessage.GameRequest(1, "Scan 2.0", Color.BLACK, 3, 75, Optional.empty()));
        String board = "W" + "z".repeat(20) + "e".repeat(10) + "w".repeat(20);
        String setup = "R01" + pad("Moby") + "W010000B" + board;
        assertThat(setup).hasSize(94);
        assertThat(DxpCodec.decode(setup)).isEqualTo(
                new DxpMessage.GameRequest(1, "Moby", Color.WHITE, 10, 0, Optional.of(board)));
        assertThat(DxpCodec.decode("A" + pad("Moby Dam") + "0")).isEqualTo(
                new DxpMessage.GameAccept("Moby Dam", DxpMessage.Acceptance.ACCEPTED));
        assertThat(DxpCodec.decode("E20")).isEqualTo(new DxpMessage.GameEnd(DxpMessage.Reason.DRAW, false));
        assertThat(DxpCodec.decode("E01")).isEqualTo(new DxpMessage.GameEnd(DxpMessage.Reason.NONE, true));
        assertThat(DxpCodec.decode("Chello there")).isEqualTo(new DxpMessage.Chat("hello there"));
        assertThat(DxpCodec.decode("B012Z")).isEqualTo(new DxpMessage.BackRequest(12, Color.BLACK));
        assertThat(DxpCodec.decode("K2")).isEqualTo(new DxpMessage.BackAccept(DxpMessage.BackAcceptance.CONTINUE));
        for (String text : List.of("M000135240130", START_REQUEST, setup, "E20", "Chello there", "B012Z", "K2",
                "A" + pad("Moby Dam") + "0")) {
            assertThat(DxpCodec.encode(DxpCodec.decode(text))).isEqualTo(text);
        }
    }

    @Test
    void refusesWhatIsNotAMessage() {
        assertThatThrownBy(() -> DxpCodec.decode("")).isInstanceOf(DxpFormatException.class);
        assertThatThrownBy(() -> DxpCodec.decode("X123")).hasMessageContaining("unknown message type");
        assertThatThrownBy(() -> DxpCodec.decode("M00013524013")).hasMessageContaining("characters (13)");
        assertThatThrownBy(() -> DxpCodec.decode("M0001352401x0")).hasMessageContaining("not 2 digits");
        assertThatThrownBy(() -> DxpCodec.decode("E4 ")).hasMessageContaining("not one of 0123");
        assertThatThrownBy(() -> DxpCodec.decode("E20\u00e9")).hasMessageContaining("not ASCII");
        assertThatThrownBy(() -> DxpCodec.decode("C" + "x".repeat(127))).hasMessageContaining("at most 127");
        assertThatThrownBy(() -> DxpCodec.decode(START_REQUEST.replace('A', 'B'))).hasMessageContaining("characters");
        assertThatThrownBy(() -> DxpCodec.decode("R01" + pad("x") + "W010000B" + "Q".repeat(51)))
                .hasMessageContaining("bad position");
        // Errors quote a short prefix, never the whole of a long message.
        assertThatThrownBy(() -> DxpCodec.decode("M" + "9".repeat(126))).satisfies(e ->
                assertThat(e.getMessage().length()).isLessThan(200));
    }

    @Test
    void framesAcrossReadsAndBoundsEachMessage() {
        DxpFramer framer = new DxpFramer();
        byte[] wire = "E20\0Chi\0M000135240130\0".getBytes(ISO_8859_1);
        List<String> messages = new ArrayList<>();
        for (int i = 0; i < wire.length; i += 3) {
            messages.addAll(framer.feed(wire, i, Math.min(3, wire.length - i)));
        }
        assertThat(messages).containsExactly("E20", "Chi", "M000135240130");
        assertThat(framer.hasPartial()).isFalse();
        byte[] long128 = ("C" + "x".repeat(127)).getBytes(ISO_8859_1);
        assertThatThrownBy(() -> new DxpFramer().feed(long128, 0, long128.length)).hasMessageContaining("longer than 127");
        byte[] exactly127 = ("C" + "x".repeat(126) + "\0").getBytes(ISO_8859_1);
        assertThat(new DxpFramer().feed(exactly127, 0, exactly127.length)).hasSize(1);
        byte[] high = {'C', 'a', (byte) 0xe9, 0};
        assertThatThrownBy(() -> new DxpFramer().feed(high, 0, high.length)).hasMessageContaining("not ASCII");
        byte[] empty = {0};
        assertThatThrownBy(() -> new DxpFramer().feed(empty, 0, 1)).hasMessageContaining("empty message");
    }

    static Stream<Long> seeds() {
        return IntStream.range(0, 50).mapToObj(i -> 31L * i + 5);
    }

    /** Any message made writes to text that reads back to it, within 127 ASCII characters. */
    @ParameterizedTest
    @MethodSource("seeds")
    void everyMessageReadsBackAsWritten(long seed) {
        Random random = new Random(seed);
        for (int i = 0; i < 20; i++) {
            DxpMessage message = randomMessage(random);
            String text = DxpCodec.encode(message);
            assertThat(text.length()).isBetween(1, 127);
            assertThat(text.chars()).allMatch(c -> c > 0 && c < 128);
            assertThat(DxpCodec.decode(text)).isEqualTo(message);
        }
    }

    private static DxpMessage randomMessage(Random random) {
        switch (random.nextInt(7)) {
            case 0:
                Optional<String> board = Optional.empty();
                if (random.nextBoolean()) {
                    StringBuilder squares = new StringBuilder(random.nextBoolean() ? "W" : "Z");
                    for (int s = 0; s < 50; s++) {
                        squares.append("wzWZe".charAt(random.nextInt(5)));
                    }
                    board = Optional.of(squares.toString());
                }
                return new DxpMessage.GameRequest(random.nextInt(100), text(random, 0, 32),
                        random.nextBoolean() ? Color.WHITE : Color.BLACK, random.nextInt(1000), random.nextInt(1000), board);
            case 1:
                return new DxpMessage.GameAccept(text(random, 0, 32),
                        DxpMessage.Acceptance.values()[random.nextInt(4)]);
            case 2:
                List<Integer> captured = new ArrayList<>();
                int count = random.nextInt(20);
                for (int c = 0; c < count; c++) {
                    captured.add(1 + random.nextInt(50));
                }
                return new DxpMessage.Move(random.nextInt(10000), 1 + random.nextInt(50), 1 + random.nextInt(50), captured);
            case 3:
                return new DxpMessage.GameEnd(DxpMessage.Reason.values()[random.nextInt(4)], random.nextBoolean());
            case 4:
                return new DxpMessage.Chat(text(random, 1, 126));
            case 5:
                return new DxpMessage.BackRequest(random.nextInt(1000), random.nextBoolean() ? Color.WHITE : Color.BLACK);
            default:
                return new DxpMessage.BackAccept(DxpMessage.BackAcceptance.values()[random.nextInt(3)]);
        }
    }

    /** Printable text without trailing spaces (names lose their padding when read). */
    private static String text(Random random, int min, int max) {
        int length = min + random.nextInt(max - min + 1);
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < length; i++) {
            text.append((char) (0x21 + random.nextInt(0x5e)));
        }
        return text.toString();
    }
}
