package dev.iobench.runner.precision;

import com.fasterxml.jackson.databind.JsonNode;
import dev.iobench.runner.results.AtomicFiles;
import dev.iobench.runner.results.Json;
import dev.iobench.runner.results.PrecisionFile;
import dev.iobench.runner.results.RunLayout;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.TreeMap;

/**
 * How much a benchmark that does no I/O varies on this machine, measured at an environment's start as a
 * yardstick for its I/O cells: the coefficient of variation of its fork means and of the iterations inside
 * a fork. Contention for the host's CPU that {@code /proc} cannot see widens them.
 */
public final class MachineNoise {
    /** The probe: the cached sum of a parsed CSV, a walk over 100 rows in memory, no I/O in its operation. */
    public static final Cell PROBE = new Cell("dev.iobench.suite.read.CachedReadBenchmark.readFromCache", "avgt",
            new TreeMap<>());
    /** Forks of the probe at an environment's start. */
    public static final int FORKS = 4;

    private MachineNoise() {
    }

    /** @return the noise of one JMH JSON entry (not sample mode) as {@code precision.json} keeps it */
    public static PrecisionFile.Probe of(JsonNode entry, double seconds) {
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
        return new PrecisionFile.Probe(PROBE.benchmark(), PROBE.mode(), means.length, iterations, grand,
                entry.path("primaryMetric").path("scoreUnit").asText("?"), forkCv,
                df > 0 ? Math.sqrt(within / df) / Math.abs(grand) : Double.NaN, RunLayout.NOISE_PROBE, seconds, null);
    }

    /**
     * Measures the machine's noise before the environment's cells, keeping the probe's JMH JSON as
     * {@link RunLayout#NOISE_PROBE}; a probe that fails or does not fit before {@code deadline} is recorded as such.
     */
    static PrecisionFile.Probe measure(JmhLauncher launcher, Invocations jmh, PrintWriter err,
            String label, Path envDir, Instant deadline) throws IOException, InterruptedException {
        Invocations.Invocation probe = jmh.of(List.of(), FORKS, PROBE.selectArgs());
        JmhLauncher.Round r = launcher.run(List.of(probe.args()), deadline);
        jmh.attach(List.of());  // the probe's forks are no cell's
        Path file = launcher.hostPath(probe.name());
        String why;
        try {
            if (r.failure() != null) {
                why = "JMH failed (exit " + r.failure().exitCode() + ", see " + RunLayout.JMH_LOG + ")";
            } else if (r.seconds().length == 0) {
                why = "no time left before the run's budget";
            } else if (!Files.isRegularFile(file)) {
                why = "JMH wrote no result file";
            } else {
                byte[] bytes = Files.readAllBytes(file);
                JsonNode entry;
                try {
                    entry = Json.mapper().readTree(bytes).valueStream().filter(PROBE::matches).reduce((a, b) -> b)
                            .orElse(null);
                } catch (IOException e) {
                    entry = null;
                }
                if (entry != null) {
                    AtomicFiles.create(envDir.resolve(RunLayout.NOISE_PROBE), bytes);
                    PrecisionFile.Probe m = of(entry, Math.round(r.seconds()[0] * 10) / 10.0);
                    err.printf(Locale.ROOT, "iobench: %s: machine noise: %s (no I/O) varies %.1f%% from fork "
                            + "to fork over %d forks (%.1f%% between iterations of a fork)%n", label,
                            PROBE.label(), 100 * m.forkCv(), m.forks(), 100 * m.iterationCv());
                    err.flush();
                    return m;
                }
                why = "JMH's result file holds no result for " + PROBE.label();
            }
        } finally {
            Files.deleteIfExists(file);
        }
        err.printf(Locale.ROOT, "iobench: %s: the machine-noise probe was not measured: %s; the cells run "
                + "without it%n", label, why);
        err.flush();
        return PrecisionFile.Probe.notMeasured(PROBE.benchmark(), why);
    }
}
