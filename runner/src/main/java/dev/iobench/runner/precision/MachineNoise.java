package dev.iobench.runner.precision;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * How much one benchmark that does no I/O varies on this machine, as a yardstick for the spread of
 * the I/O cells: the coefficient of variation of its fork means (each fork a fresh JVM) and that of
 * single iterations inside a fork (pooled within-fork standard deviation over the grand mean). On a
 * quiet machine both are small; what remains of the fork-to-fork spread is the JVM's.
 *
 * @param forks forks measured
 * @param iterations iterations per fork
 * @param forkCv standard deviation of the fork means over their mean
 * @param iterationCv within-fork standard deviation of one iteration's score over the grand mean
 */
public record MachineNoise(int forks, int iterations, double forkCv, double iterationCv) {
    /** @return the noise of one JMH JSON entry of avgt, thrpt or ss mode ({@code primaryMetric.rawData}) */
    public static MachineNoise of(JsonNode entry) {
        JsonNode forks = entry.path("primaryMetric").path("rawData");
        double[] means = ForkMeans.of(entry);
        double grand = 0;
        for (double m : means) {
            grand += m / means.length;
        }
        double within = 0;
        int df = 0;
        int iterations = 0;
        for (int f = 0; f < forks.size(); f++) {
            iterations = forks.get(f).size();
            for (JsonNode v : forks.get(f)) {
                within += (v.asDouble() - means[f]) * (v.asDouble() - means[f]);
            }
            df += forks.get(f).size() - 1;
        }
        return new MachineNoise(means.length, iterations, StopRule.relativeSpread(means),
                df > 0 ? Math.sqrt(within / df) / Math.abs(grand) : Double.NaN);
    }
}
