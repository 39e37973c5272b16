package dev.iobench.runner.report.read;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import dev.iobench.runner.Shown;
import dev.iobench.runner.results.Machine;
import java.util.Set;
import java.util.function.Predicate;
import java.util.regex.Pattern;

/**
 * What a name or value read from a result file may hold; each check fails with a one-line
 * {@link BadInputException}. Names become table columns, chart titles, file stems and README text, so each is
 * checked where it is read; free text (JDK vendor, CPU model, parameter values) is escaped wherever it is written.
 */
public final class Names {
    /** A run folder: {@code yyyyMMdd'T'HHmmss'Z'-<label>}, the label perhaps followed by {@code -<n>}. */
    public static final Pattern RUN_ID = Pattern.compile(
            "^(\\d{8}T\\d{6}Z)-(" + Machine.LABEL.pattern() + "(?:-[0-9]+)?)$");
    /** A filesystem type or volume kind as env.json records it: {@code ext4}, {@code tmpfs}, {@code loop}. */
    public static final Pattern FS_TYPE = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]{0,31}");
    /** A benchmark: a Java class and method name, dot-separated ({@code org.example.Bench.read}). */
    public static final Pattern BENCHMARK = Pattern.compile(
            "[A-Za-z_$][A-Za-z0-9_$]{0,127}(\\.[A-Za-z_$][A-Za-z0-9_$]{0,127}){0,31}");
    /** A parameter name: a Java field name. */
    public static final Pattern PARAM = Pattern.compile("[A-Za-z_$][A-Za-z0-9_$]{0,127}");
    /** A score unit: {@code ns/op}, {@code ops/s}, ... */
    public static final Pattern UNIT = Pattern.compile("[A-Za-z%]{1,16}(/[A-Za-z]{1,16})?");
    /** JMH's benchmark modes as its JSON names them. */
    public static final Set<String> MODES = Set.of("thrpt", "avgt", "sample", "ss");
    /** Longest parameter value or free text kept from a result file. */
    public static final int MAX_TEXT = 256;

    private Names() {
    }

    /** @return whether a run id's tail is {@code label}, perhaps followed by {@code -<n>} */
    static boolean labelled(String tail, String label) {
        return label != null && (tail.equals(label) || tail.matches(Pattern.quote(label) + "-\\d+"));
    }

    /** @return {@code value} when it matches {@code pattern}, else fails naming it and what it should be */
    static String check(String what, Pattern pattern, String value, String expected) throws BadInputException {
        if (value == null || !pattern.matcher(value).matches()) {
            throw new BadInputException(what + " " + Shown.quoted(value) + " is not " + expected);
        }
        return value;
    }

    /** @return a parameter's value, its name and value checked */
    static String param(String where, String name, String value) throws BadInputException {
        check(where + "params key", PARAM, name, "a Java field name");
        return text(where + "params." + name, value);
    }

    /** @return free text from a result file, at most {@value #MAX_TEXT} characters */
    static String text(String what, String value) throws BadInputException {
        if (value != null && value.length() > MAX_TEXT) {
            throw new BadInputException(what + " " + Shown.quoted(value) + " is longer than " + MAX_TEXT + " characters");
        }
        return value;
    }

    static JsonNode field(JsonNode node, String name, String where) throws BadInputException {
        JsonNode v = node.get(name);
        if (v == null || v.isNull()) {
            throw new BadInputException("missing field " + where + name);
        }
        return v;
    }

    static String string(JsonNode node, String name, String where) throws BadInputException {
        return typed(node, name, where, JsonNode::isTextual, "a string").asText();
    }

    static JsonNode array(JsonNode node, String name, String where) throws BadInputException {
        return typed(node, name, where, JsonNode::isArray, "an array");
    }

    static JsonNode object(JsonNode node, String name, String where) throws BadInputException {
        return typed(node, name, where, JsonNode::isObject, "an object");
    }

    /** @return an object field, empty when absent or null */
    static JsonNode optObject(JsonNode node, String name, String where) throws BadInputException {
        JsonNode v = node.get(name);
        return v == null || v.isNull() ? MissingNode.getInstance() : object(node, name, where);
    }

    private static JsonNode typed(JsonNode node, String name, String where, Predicate<JsonNode> is, String kind)
            throws BadInputException {
        JsonNode v = field(node, name, where);
        if (!is.test(v)) {
            throw new BadInputException("field " + where + name + " must be " + kind + ", not " + kind(v));
        }
        return v;
    }

    /** A number, or one of JMH's strings "NaN", "+INF", "-INF" (also "Infinity"). */
    static double number(JsonNode v, String where) throws BadInputException {
        if (v != null && v.isNumber()) {
            return v.doubleValue();
        }
        if (v != null && v.isTextual()) {
            try {
                // Double.parseDouble reads NaN and [+-]Infinity itself
                return Double.parseDouble(v.asText().trim().replaceFirst("^([+-]?)INF$", "$1Infinity"));
            } catch (NumberFormatException e) {
                // not a number: the message below
            }
        }
        throw new BadInputException(where + " must be a number, not " + kind(v));
    }

    /** @return the JSON kind of a node, for messages ("a string") */
    static String kind(JsonNode v) {
        return v == null ? "null" : switch (v.getNodeType()) {
            case NULL -> "null";
            case STRING -> "a string";
            case NUMBER -> "a number";
            case BOOLEAN -> "a boolean";
            case ARRAY -> "an array";
            default -> "an object";
        };
    }

    /** @return a scalar as text, or null when absent */
    static String optText(JsonNode node, String... path) {
        JsonNode v = node;
        for (String p : path) {
            if (v == null) {
                return null;
            }
            v = v.get(p);
        }
        return v == null || v.isNull() || v.isContainerNode() ? null : v.asText();
    }
}
