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

/** The machine-noise probe an environment's precision run starts with ({@link MachineNoise}). */
final class NoiseProbe {
    private NoiseProbe() {
    }

    /**
     * Measures the machine's own noise before the environment's cells: {@link MachineNoise#FORKS}
     * forks of {@link MachineNoise#PROBE}, a benchmark without I/O, in the cells' fork shape. Its
     * JMH JSON is kept as {@link RunLayout#NOISE_PROBE}; a probe that fails or does not fit
     * before {@code deadline} is recorded as such and the environment runs on without it.
     *
     * @return what {@code precision.json} keeps as {@code machineNoise}
     */
    static PrecisionFile.Probe measure(JmhLauncher launcher, Invocations jmh, NoiseWatch noise, PrintWriter err,
            String label, Path envDir, Instant deadline) throws IOException, InterruptedException {
        String name = jmh.nextFile();
        JmhLauncher.Round r = launcher.run(List.of(jmh.args(name, MachineNoise.FORKS, MachineNoise.PROBE.selectArgs())),
                deadline);
        noise.drain();  // the probe's forks are no cell's
        Path file = launcher.hostPath(name);
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
                JsonNode entry = null;
                try {
                    for (JsonNode e : Json.mapper().readTree(bytes)) {
                        entry = MachineNoise.PROBE.matches(e) ? e : entry;
                    }
                } catch (IOException e) {
                    entry = null;
                }
                if (entry != null) {
                    AtomicFiles.create(envDir.resolve(RunLayout.NOISE_PROBE), bytes);
                    MachineNoise m = MachineNoise.of(entry);
                    err.printf(Locale.ROOT, "iobench: %s: machine noise: %s (no I/O) varies %.1f%% from fork "
                            + "to fork over %d forks (%.1f%% between iterations of a fork)%n", label,
                            MachineNoise.PROBE.label(), 100 * m.forkCv(), m.forks(), 100 * m.iterationCv());
                    err.flush();
                    return m.probe(Math.round(r.seconds()[0] * 10) / 10.0);
                }
                why = "JMH's result file holds no result for " + MachineNoise.PROBE.label();
            }
        } finally {
            Files.deleteIfExists(file);
        }
        err.printf(Locale.ROOT, "iobench: %s: the machine-noise probe was not measured: %s; the cells run "
                + "without it%n", label, why);
        err.flush();
        return PrecisionFile.Probe.notMeasured(MachineNoise.PROBE.benchmark(), why);
    }
}
