package org.draughts4j.web;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.draughts4j.web.Json.JsonException;

/** Typed reads of a request's JSON object; a missing or mistyped field is a 400 naming it. */
final class Fields {
    private final Map<String, Object> map;

    private Fields(Map<String, Object> map) {
        this.map = map;
    }

    @SuppressWarnings("unchecked")
    static Fields of(Object json) {
        if (!(json instanceof Map)) {
            throw new JsonException("the request body must be a JSON object");
        }
        return new Fields((Map<String, Object>) json);
    }

    boolean has(String name) {
        return map.get(name) != null;
    }

    String string(String name, String fallback) {
        Object value = map.get(name);
        if (value == null) {
            return fallback;
        }
        if (!(value instanceof String)) {
            throw new JsonException("'" + name + "' must be a string");
        }
        return (String) value;
    }

    String string(String name) {
        String value = string(name, null);
        if (value == null) {
            throw new JsonException("'" + name + "' is missing");
        }
        return value;
    }

    long number(String name, long fallback, long min, long max) {
        Object value = map.get(name);
        if (value == null) {
            return fallback;
        }
        if (!(value instanceof Long)) {
            throw new JsonException("'" + name + "' must be a whole number");
        }
        long n = (Long) value;
        if (n < min || n > max) {
            throw new JsonException("'" + name + "' must be from " + min + " to " + max + ", not " + n);
        }
        return n;
    }

    List<String> strings(String name, int max) {
        Object value = map.get(name);
        if (value == null) {
            return List.of();
        }
        if (!(value instanceof List)) {
            throw new JsonException("'" + name + "' must be an array of strings");
        }
        List<?> list = (List<?>) value;
        if (list.size() > max) {
            throw new JsonException("'" + name + "' holds more than " + max + " items");
        }
        List<String> strings = new ArrayList<>(list.size());
        for (Object item : list) {
            if (!(item instanceof String)) {
                throw new JsonException("'" + name + "' must be an array of strings");
            }
            strings.add((String) item);
        }
        return strings;
    }
}
