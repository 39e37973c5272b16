package dev.iobench.runner.precision;

import com.fasterxml.jackson.databind.JsonNode;
import dev.iobench.runner.results.PrecisionFile;
import dev.iobench.runner.results.RunLayout;
import java.util.TreeMap;

/**
 * How much a benchmark that does no I/O varies on this machine, measured at an environment's start
 * as a yardstick for the spread of its I/O cells: the coefficient of variation of its fork means
 * (each fork a fresh JVM) and of single iterations inside a fork (pooled within-fork standard
 * deviation over the grand mean). On a quiet machine both are small; contention for the host's CPU
 * that {@code /proc} cannot see (no steal on some hypervisors) widens them.
 *
 * @param forks forks measured
 * @param iterations measurement iterations per fork
 * @param mean grand mean of the fork means, in {@code unit}
 * @param unit JMH's score unit
 * @param forkCv standard deviation of the fork means over their mean
 * @param iterationCv within-fork standard deviation of one iteration's score over the grand mean
 */
public record MachineNoise(int forks, int iterations, double mean, String unit, double forkCv, double iterationCv) {
    /** The probe: the cached sum of a parsed CSV, a walk over 100 rows in memory, no I/O in its operation. */
    public static final Cell PROBE = new Cell("dev.iobench.suite.read.CachedReadBenchmark.readFromCache", "avgt",
            new TreeMap<>());
    /** Forks of the probe at an environment's start. */
    public static final int FORKS = 4;

    /** @return the noise of one JMH JSON entry of avgt, thrpt or ss mode ({@code primaryMetric.rawData}) */
    public static MachineNoise of(JsonNode entry) {
        JsonNode forks = entry.path("primaryMetric").path("rawData");
        double[] means = ForkStatistic.MEAN.of(entry);
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
        double between = 0;
        for (double m : means) {
            between += (m - grand) * (m - grand);
        }
        double forkCv = means.length > 1 ? Math.sqrt(between / (means.length - 1)) / Math.abs(grand) : Double.NaN;
        return new MachineNoise(means.length, iterations, grand,
                entry.path("primaryMetric").path("scoreUnit").asText("?"), forkCv,
                df > 0 ? Math.sqrt(within / df) / Math.abs(grand) : Double.NaN);
    }

    /**
     * @param seconds what the probe took
     * @return the record as {@code precision.json} keeps it ({@code machineNoise})
     */
    public PrecisionFile.Probe probe(double seconds) {
        return new PrecisionFile.Probe(PROBE.benchmark(), PROBE.mode(), forks, iterations, mean, unit, forkCv,
                iterationCv, RunLayout.NOISE_PROBE, seconds, null);
    }
}
