package dev.iobench.runner.precision;

import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.iobench.runner.results.Json;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.openjdk.jmh.util.ListStatistics;
import org.openjdk.jmh.util.MultisetStatistics;
import org.openjdk.jmh.util.SingletonStatistics;
import org.openjdk.jmh.util.Statistics;

/**
 * Merges the JMH JSON entries of one cell, measured in several JMH invocations, into the one entry JMH writes
 * for a run with all those forks: every fork's raw data in order, and the scores (and sample mode's derived
 * percentile metrics) recomputed with JMH's own statistics classes over every iteration of every fork.
 */
public final class JmhMerge {
    /** JMH's level for scoreError and scoreConfidence ({@code Result.getScoreError}). */
    static final double JMH_CONFIDENCE = 0.999;
    /** The percentiles JMH writes in scorePercentiles, in its order. */
    private static final double[] PERCENTILES = {0.00, 50.0, 90, 95, 99, 99.9, 99.99, 99.999, 99.9999, 100};
    /** The secondary metrics JMH derives from a sample-mode primary result, and their ranks. */
    private static final Map<String, Double> SAMPLE_DERIVED = Map.of("p0.00", 0.0, "p0.50", 50.0, "p0.90", 90.0,
            "p0.95", 95.0, "p0.99", 99.0, "p0.999", 99.9, "p0.9999", 99.99, "p1.00", 100.0);

    private JmhMerge() {
    }

    /**
     * A new entry with every fork of {@code entries} (of one cell, in fork order); throws IllegalArgumentException
     * when they are not of one cell or hold a metric JMH's pooling cannot be reproduced for.
     */
    public static ObjectNode merge(List<? extends JsonNode> entries) {
        if (entries.isEmpty()) {
            throw new IllegalArgumentException("nothing to merge");
        }
        JsonNode first = entries.get(0);
        for (JsonNode e : entries) {
            for (String key : new String[] {"benchmark", "mode", "params", "threads", "jvm", "jdkVersion", "vmVersion",
                    "warmupIterations", "warmupTime", "measurementIterations", "measurementTime"}) {
                if (!first.path(key).equals(e.path(key))) {
                    throw new IllegalArgumentException("cannot merge entries that differ in " + key + ": "
                            + first.path(key) + " vs " + e.path(key));
                }
            }
            if (!first.at("/primaryMetric/scoreUnit").equals(e.at("/primaryMetric/scoreUnit"))) {
                throw new IllegalArgumentException("cannot merge entries with different units");
            }
        }
        boolean sample = "sample".equals(first.path("mode").asText());
        String raw = sample ? "rawDataHistogram" : "rawData";
        ObjectNode out = first.deepCopy();
        ObjectNode pm = (ObjectNode) out.get("primaryMetric");
        ArrayNode forks = concat(entries, "/primaryMetric/" + raw);
        out.put("forks", forks.size());
        MultisetStatistics samples = new MultisetStatistics();
        ListStatistics scores = new ListStatistics();
        for (JsonNode fork : forks) {
            for (JsonNode iteration : fork) {
                if (sample) {
                    iteration.forEach(pair -> samples.addValue(pair.get(0).asDouble(), pair.get(1).asLong()));
                } else {
                    scores.addValue(iteration.asDouble());
                }
            }
        }
        Statistics stats = sample ? samples : scores;
        setMetric(pm, stats);
        pm.remove(raw);
        pm.set(raw, forks);

        ObjectNode secondaries = out.putObject("secondaryMetrics");
        for (Map.Entry<String, JsonNode> secondary : first.path("secondaryMetrics").properties()) {
            String name = secondary.getKey();
            Double rank = sample ? SAMPLE_DERIVED.get(name) : null;
            if (rank == null) {
                throw new IllegalArgumentException("cannot merge secondary metric '" + name
                        + "': only the percentiles JMH derives in sample mode are supported");
            }
            ObjectNode m = secondary.getValue().deepCopy();
            setMetric(m, new SingletonStatistics(stats.getPercentile(rank)));
            m.remove("rawData");
            m.set("rawData", concat(entries, "/secondaryMetrics/" + name + "/rawData"));
            secondaries.set(name, m);
        }
        return out;
    }

    /** The forks at {@code pointer} of every entry, in order. */
    private static ArrayNode concat(List<? extends JsonNode> entries, String pointer) {
        ArrayNode out = JsonNodeFactory.instance.arrayNode();
        entries.forEach(e -> e.at(pointer).forEach(fork -> out.add(fork.deepCopy())));
        return out;
    }

    /** Writes score, scoreError, scoreConfidence, scorePercentiles as JMH's JSON does, keeping the key order. */
    private static void setMetric(ObjectNode metric, Statistics s) {
        String unit = metric.path("scoreUnit").asText();
        JsonNode rest = metric.deepCopy();
        metric.removeAll();
        metric.set("score", number(s.getMean()));
        metric.set("scoreError", number(s.getMeanErrorAt(JMH_CONFIDENCE)));
        ArrayNode ci = metric.putArray("scoreConfidence");
        Arrays.stream(s.getConfidenceIntervalAt(JMH_CONFIDENCE)).forEach(d -> ci.add(number(d)));
        ObjectNode pct = metric.putObject("scorePercentiles");
        for (double p : PERCENTILES) {
            pct.set(String.valueOf(p), number(s.getPercentile(p)));
        }
        metric.put("scoreUnit", unit);
        rest.properties().forEach(e -> metric.putIfAbsent(e.getKey(), e.getValue()));
    }

    /** A number as JMH writes it: NaN and infinities as the strings JMH uses. */
    private static JsonNode number(double d) {
        return Double.isFinite(d) ? JsonNodeFactory.instance.numberNode(d)
                : JsonNodeFactory.instance.textNode(Double.isNaN(d) ? "NaN" : d > 0 ? "+INF" : "-INF");
    }

    /** The entries as JSON text laid out like JMH's: four-space indent, one value a line. */
    public static String write(ArrayNode entries) {
        DefaultIndenter indenter = new DefaultIndenter("    ", "\n");
        DefaultPrettyPrinter printer = new DefaultPrettyPrinter()
                .withSeparators(Separators.createDefaultInstance().withObjectFieldValueSpacing(Separators.Spacing.BOTH))
                .withObjectIndenter(indenter)
                .withArrayIndenter(indenter);
        try {
            return Json.mapper().writer(printer).writeValueAsString(entries) + "\n";
        } catch (IOException e) {
            throw new IllegalStateException("cannot write JSON", e);
        }
    }
}
