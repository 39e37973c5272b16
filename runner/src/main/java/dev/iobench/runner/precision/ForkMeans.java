package dev.iobench.runner.precision;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * One value per JVM fork of a JMH JSON entry, the units of the stop rule: for avgt, thrpt and ss
 * the mean of the fork's iteration scores ({@code primaryMetric.rawData[fork]}); for sample the
 * weighted mean of every sample of the fork ({@code rawDataHistogram[fork][iteration][[value, count]...]}).
 */
public final class ForkMeans {
    private ForkMeans() {
    }

    /** @return the fork means of one entry of JMH's JSON, in fork order */
    public static double[] of(JsonNode entry) {
        JsonNode pm = entry.path("primaryMetric");
        if ("sample".equals(entry.path("mode").asText())) {
            JsonNode forks = pm.path("rawDataHistogram");
            double[] out = new double[forks.size()];
            for (int f = 0; f < forks.size(); f++) {
                double sum = 0;
                double count = 0;
                for (JsonNode iteration : forks.get(f)) {
                    for (JsonNode pair : iteration) {
                        double c = pair.get(1).asDouble();
                        sum += pair.get(0).asDouble() * c;
                        count += c;
                    }
                }
                out[f] = sum / count;
            }
            return out;
        }
        JsonNode forks = pm.path("rawData");
        double[] out = new double[forks.size()];
        for (int f = 0; f < forks.size(); f++) {
            double sum = 0;
            for (JsonNode v : forks.get(f)) {
                sum += v.asDouble();
            }
            out[f] = sum / forks.get(f).size();
        }
        return out;
    }
}
