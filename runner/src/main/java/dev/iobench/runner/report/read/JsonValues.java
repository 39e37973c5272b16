package dev.iobench.runner.report.read;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import java.util.function.Predicate;

/** Typed access to JSON fields that fails with a one-line {@link BadInputException}. */
final class JsonValues {
    private JsonValues() {
    }

    static JsonNode field(JsonNode node, String name, String where) throws BadInputException {
        JsonNode v = node.get(name);
        if (v == null || v.isNull()) {
            throw new BadInputException("missing field " + where + name);
        }
        return v;
    }

    static String text(JsonNode node, String name, String where) throws BadInputException {
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

    /** @return the JSON kind of a node, for messages */
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
