package org.draughts4j.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The module's own JSON: what it writes reads back, and what is not JSON is refused with a reason. */
class JsonTest {

    @Test
    void writesAndReadsBack() {
        Map<String, Object> value = new LinkedHashMap<>();
        value.put("s", "a \"q\" \\ \n\t é <script>");
        value.put("n", 42L);
        value.put("d", 1.5);
        value.put("b", true);
        value.put("z", null);
        value.put("l", List.of(1L, "x", List.of()));
        String text = Json.write(value);
        assertThat(text).doesNotContain("<").doesNotContain("\n");
        assertThat(Json.parse(text)).isEqualTo(value);
        assertThat(Json.parse(" {\"a\" : [ 1 , -2.5e3 , \"\\u00e9\\/\" ] } ")).isEqualTo(
                Map.of("a", List.of(1L, -2500.0, "é/")));
    }

    @Test
    void refusesWhatIsNotJson() {
        for (String bad : List.of("", "{", "{\"a\":}", "[1,]", "{'a':1}", "tru", "1 2", "\"open", "{\"a\":1,}",
                "[\"\u0001\"]", "01x", "-", "\"\\x\"", "\"\\u12\"", "1e999")) {
            assertThatThrownBy(() -> Json.parse(bad)).as(bad).isInstanceOf(Json.JsonException.class)
                    .hasMessageStartingWith("bad JSON at character");
        }
        String deep = "[".repeat(Json.MAX_DEPTH + 2) + "]".repeat(Json.MAX_DEPTH + 2);
        assertThatThrownBy(() -> Json.parse(deep)).hasMessageContaining("nested deeper");
        String ok = "[".repeat(Json.MAX_DEPTH) + "]".repeat(Json.MAX_DEPTH);
        assertThat(Json.parse(ok)).isInstanceOf(List.class);
    }

    /** A megabyte of empty objects made some twenty megabytes of maps before the request's shape was checked. */
    @Test
    void refusesMoreValuesThanABodyNeeds() {
        String many = "[" + "{},".repeat(Json.MAX_VALUES) + "{}]";
        assertThatThrownBy(() -> Json.parse(many)).isInstanceOf(Json.JsonException.class)
                .hasMessageContaining("more than " + Json.MAX_VALUES + " values");
        String enough = "[" + "1,".repeat(Json.MAX_VALUES - 2) + "1]";
        assertThat((List<?>) Json.parse(enough)).hasSize(Json.MAX_VALUES - 1);
    }
}
