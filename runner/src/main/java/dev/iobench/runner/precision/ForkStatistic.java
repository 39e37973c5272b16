package dev.iobench.runner.precision;

import com.fasterxml.jackson.databind.JsonNode;
import dev.iobench.runner.stats.Samples;
import java.util.Map;
import java.util.TreeMap;

/**
 * The one value each JVM fork contributes to the stop rule, its {@code label} as {@code precision.json} writes
 * it: latency cells (sample mode) take the fork's median ({@link Samples#percentile}, as the report does), so one
 * slow sample does not move it; the other modes the mean of the fork's iteration scores.
 */
public enum ForkStatistic {
    MEDIAN("fork median"),
    MEAN("fork mean");

    private final String label;

    ForkStatistic(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    /** @return the statistic the stop rule uses for a cell of JMH mode {@code mode} (short label) */
    public static ForkStatistic forMode(String mode) {
        return "sample".equals(mode) ? MEDIAN : MEAN;
    }

    /** @return this statistic of each fork of one JMH JSON entry, in fork order */
    public double[] of(JsonNode entry) {
        boolean sample = "sample".equals(entry.path("mode").asText());
        JsonNode forks = entry.path("primaryMetric").path(sample ? "rawDataHistogram" : "rawData");
        double[] out = new double[forks.size()];
        for (int f = 0; f < forks.size(); f++) {
            out[f] = !sample ? mean(forks.get(f)) : this == MEAN ? weightedMean(forks.get(f)) : median(forks.get(f));
        }
        return out;
    }

    private static double mean(JsonNode scores) {
        double sum = 0;
        for (JsonNode v : scores) {
            sum += v.asDouble();
        }
        return sum / scores.size();
    }

    private static double weightedMean(JsonNode iterations) {
        double sum = 0;
        double count = 0;
        for (JsonNode iteration : iterations) {
            for (JsonNode pair : iteration) {
                double c = pair.get(1).asDouble();
                sum += pair.get(0).asDouble() * c;
                count += c;
            }
        }
        return sum / count;
    }

    private static double median(JsonNode iterations) {
        Map<Double, Long> histogram = new TreeMap<>();
        for (JsonNode iteration : iterations) {
            for (JsonNode pair : iteration) {
                histogram.merge(pair.get(0).asDouble(), pair.get(1).asLong(), Long::sum);
            }
        }
        return histogram.isEmpty() ? Double.NaN : Samples.of(histogram).percentile(50);
    }
}
