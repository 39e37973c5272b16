package dev.iobench.runner.precision;

import com.fasterxml.jackson.databind.JsonNode;
import dev.iobench.runner.stats.Samples;
import java.util.Map;
import java.util.TreeMap;

/**
 * The one value each JVM fork contributes to the stop rule. Latency cells (SampleTime, JMH's
 * {@code sample} mode) use the fork's median, so one slow sample in a fork's tail does not move
 * the fork's value; the other modes use the fork's mean of its iteration scores.
 */
public enum ForkStatistic {
    /**
     * The median of the fork's samples as JMH computes its percentiles: position p(n + 1)/100 over the
     * samples in ascending order, linear interpolation ({@link Samples#percentile}, the same code the
     * report uses for each fork's median).
     */
    MEDIAN("fork median"),
    /** The mean of the fork's iteration scores ({@link ForkMeans}). */
    MEAN("fork mean");

    private final String label;

    ForkStatistic(String label) {
        this.label = label;
    }

    /** @return the statistic as written in {@code precision.json} */
    public String label() {
        return label;
    }

    /** @return the statistic the stop rule uses for a cell of JMH mode {@code mode} (short label) */
    public static ForkStatistic forMode(String mode) {
        return "sample".equals(mode) ? MEDIAN : MEAN;
    }

    /** @return this statistic of each fork of one JMH JSON entry, in fork order */
    public double[] of(JsonNode entry) {
        if (this == MEAN || !"sample".equals(entry.path("mode").asText())) {
            return ForkMeans.of(entry);
        }
        JsonNode forks = entry.path("primaryMetric").path("rawDataHistogram");
        double[] out = new double[forks.size()];
        for (int f = 0; f < forks.size(); f++) {
            Map<Double, Long> histogram = new TreeMap<>();
            for (JsonNode iteration : forks.get(f)) {
                for (JsonNode pair : iteration) {
                    histogram.merge(pair.get(0).asDouble(), pair.get(1).asLong(), Long::sum);
                }
            }
            out[f] = histogram.isEmpty() ? Double.NaN : Samples.of(histogram).percentile(50);
        }
        return out;
    }
}
