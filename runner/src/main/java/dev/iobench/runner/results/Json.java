package dev.iobench.runner.results;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

/** The one configured Jackson mapper of iobench: pretty output, stable key order of the model. */
public final class Json {
    private static final ObjectMapper MAPPER = new ObjectMapper()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .disable(SerializationFeature.FAIL_ON_EMPTY_BEANS)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            // one document per file: trailing content is an error, as it is for every other JSON reader
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

    private Json() {
    }

    /** @return the shared mapper (thread-safe once configured) */
    public static ObjectMapper mapper() {
        return MAPPER;
    }

    /** @return {@code value} as pretty JSON text ending in a newline */
    public static String write(Object value) {
        try {
            return MAPPER.writeValueAsString(value) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot serialise " + value.getClass().getName(), e);
        }
    }

    /** @return {@code tree}'s {@code formatVersion} as JSON writes it, cut short, unless absent or {@code reads} */
    static String otherVersion(JsonNode tree, int reads) {
        JsonNode version = tree == null ? null : tree.get("formatVersion");
        if (version == null || version.isIntegralNumber() && version.asLong() == reads) {
            return null;
        }
        String shown = version.toString(); // control characters escaped
        return shown.length() > 40 ? shown.substring(0, 40) + "..." : shown;
    }
}
