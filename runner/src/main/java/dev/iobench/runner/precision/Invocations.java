package dev.iobench.runner.precision;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import dev.iobench.runner.process.ChildProcess;
import dev.iobench.runner.results.AtomicFiles;
import dev.iobench.runner.results.Json;
import dev.iobench.runner.results.PrecisionFile;
import dev.iobench.runner.results.RunLayout;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.IntConsumer;

/**
 * The JMH invocations of one environment's precision run: their arguments and result files, running a round
 * of them and reading each result back into its cells, with the machine's noise during each fork: JMH's console
 * is followed as it prints, and a {@link ProcNoise} reading taken at each fork's start ({@code # Fork:}) and end
 * (the next fork or header, or {@code # Run complete}), tagged with the cell its header named. An environment
 * starts with the machine-noise probe ({@link #probe}), a yardstick for its I/O cells.
 */
final class Invocations {
    /** The machine-noise probe: the cached sum of a parsed CSV, a walk over 100 rows in memory, no I/O in it. */
    static final Cell PROBE = new Cell("dev.iobench.suite.read.CachedReadBenchmark.readFromCache", "avgt",
            new TreeMap<>());
    /** Forks of the probe at an environment's start. */
    static final int PROBE_FORKS = 4;

    /** One invocation of a round: its result file, its arguments, the cells it runs and the forks of each. */
    record Invocation(String name, List<String> args, List<CellState> members, int forks) {
    }

    private final PrecisionRun.Settings settings;
    private final JmhLauncher launcher;
    private final ProcNoise proc;
    private int files;
    /** The noise of each fork seen since the last {@link #attach}, by cell, in order. */
    private final Map<Cell, List<PrecisionFile.Window>> forks = new HashMap<>();
    private String benchmark;
    private String mode;
    private TreeMap<String, String> params = new TreeMap<>();
    private Cell openCell;
    private ProcNoise.Snapshot openAt;

    Invocations(PrecisionRun.Settings settings, JmhLauncher launcher) {
        this.settings = settings;
        this.launcher = launcher;
        ProcNoise own = settings.noise();
        this.proc = own.alsoOwn(() -> launcher.forkProcesses(own));
        launcher.watch(this::follow);
    }

    /** An invocation of {@code forks} forks of each of {@code members}, all of one benchmark. */
    Invocation of(List<CellState> members, int forks) {
        String name = String.format(Locale.ROOT, ".precision-%04d.json", ++files);
        List<String> select = Cell.selectArgs(members.stream().map(s -> s.cell).toList());
        return new Invocation(name, args(name, forks, select), members, forks);
    }

    /**
     * JMH's arguments for one invocation: JSON into {@code name}, the profile's settings (less those the extra
     * arguments replace), {@code -f forks}, the forks' flags, fail-on-error, the extra arguments, the selection.
     */
    private List<String> args(String name, int forks, List<String> select) {
        List<String> args = new ArrayList<>(List.of("-rf", "json", "-rff", launcher.resultPath(name)));
        List<String> extra = settings.extraJmhArgs();
        List<String> profile = settings.profileJmhArgs();
        for (int i = 0; i + 1 < profile.size(); i += 2) {
            if (!profile.get(i).equals("-f") && !extra.contains(profile.get(i))) {
                args.add(profile.get(i));
                args.add(profile.get(i + 1));
            }
        }
        args.addAll(List.of("-f", String.valueOf(forks), "-jvmArgsAppend",
                "-Diobench.dir=" + launcher.ioDir() + launcher.forkFlags(), "-foe", "true"));
        for (int i = 0; i < extra.size(); i++) {
            String a = extra.get(i);
            if ((a.equals("-p") || a.equals("-bm")) && i + 1 < extra.size()) {
                i++;
            } else {
                args.add(a);
            }
        }
        args.addAll(select);
        return args;
    }

    /**
     * Runs a round and reads each invocation's result into its cells, telling {@code collected} of each (by
     * index) and then {@code ran} how many ran; the cells of those not started by {@code deadline} stop.
     * Returns null when every invocation ran, else the failed one's result.
     */
    ChildProcess.Result run(List<Invocation> round, Instant deadline, IntConsumer collected, IntConsumer ran)
            throws IOException, InterruptedException {
        JmhLauncher.Round r = launcher.run(round.stream().map(Invocation::args).toList(), deadline);
        attach(round.stream().flatMap(i -> i.members().stream()).toList());
        int done = r.seconds().length;
        for (int i = 0; i < done; i++) {
            ChildProcess.Result bad = collect(round.get(i), r.seconds()[i]);
            if (bad != null) {
                return bad;
            }
            collected.accept(i);
        }
        ran.accept(done);
        if (r.failure() != null) {
            Files.deleteIfExists(launcher.hostPath(round.get(done).name()));
            return r.failure();
        }
        round.subList(done, round.size()).stream().flatMap(i -> i.members().stream()).filter(s -> s.stop == null)
                .forEach(s -> s.stop = StopRule.Reason.BUDGET);
        return null;
    }

    /** Reads one invocation's result file into its cells; returns a failure if a cell is missing from it. */
    private ChildProcess.Result collect(Invocation invocation, double seconds) throws IOException {
        Path file = launcher.hostPath(invocation.name());
        JsonNode json;
        try {
            json = Files.isRegularFile(file) ? Json.mapper().readTree(file.toFile()) : MissingNode.getInstance();
        } finally {
            Files.deleteIfExists(file);
        }
        List<CellState> members = invocation.members();
        // the launcher's own start is not in an invocation's seconds: they are its forks'
        double perFork = Math.max(0.05, seconds / (members.size() * invocation.forks()));
        for (CellState s : members) {
            JsonNode found = json.valueStream().filter(s.cell::matches).reduce((a, b) -> b).orElse(null);
            if (found == null) {
                return new ChildProcess.Result(1, "", List.of("JMH wrote no result for " + s.cell.label()), false);
            }
            s.entries.add(found);
            s.seconds += seconds / members.size();
            s.secondsPerFork = perFork;
            s.rounds++;
        }
        return null;
    }

    /**
     * How much the probe's JMH JSON entry (not sample mode) varies, as {@code precision.json} keeps it: the
     * coefficient of variation of its fork means and of the iterations inside a fork. Contention for the host's
     * CPU that {@code /proc} cannot see widens them.
     */
    static PrecisionFile.Probe probeNoise(JsonNode entry, double seconds) {
        JsonNode forks = entry.path("primaryMetric").path("rawData");
        double[] means = StopRule.ForkStatistic.MEAN.of(entry);
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
    PrecisionFile.Probe probe(String label, Path envDir, Instant deadline) throws IOException, InterruptedException {
        PrintWriter err = settings.err();
        Invocation probe = of(List.of(new CellState(PROBE)), PROBE_FORKS);
        JmhLauncher.Round r = launcher.run(List.of(probe.args()), deadline);
        attach(List.of());  // the probe's forks are no cell's
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
                    PrecisionFile.Probe m = probeNoise(entry, Math.round(r.seconds()[0] * 10) / 10.0);
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

    /** Takes one line of JMH's console output. */
    private synchronized void follow(String line) {
        if (line.startsWith("# Fork: ")) {
            closeFork();
            openCell = new Cell(benchmark != null ? benchmark : "?", mode != null ? mode : "?", params);
            openAt = proc.read();
        } else if (line.startsWith("# JMH version") || line.startsWith("# Run complete")) {
            closeFork();
        } else if (line.startsWith("# Benchmark: ")) {
            benchmark = line.substring("# Benchmark: ".length()).trim();
            params = new TreeMap<>();
        } else if (line.startsWith("# Benchmark mode: ")) {
            mode = modeLabel(line.substring("# Benchmark mode: ".length()).trim());
        } else if (line.startsWith("# Parameters: (")) {
            params = new TreeMap<>();
            String inner = line.substring(line.indexOf('(') + 1, line.lastIndexOf(')'));
            for (String kv : inner.split(",")) {
                int eq = kv.indexOf('=');
                if (eq > 0) {
                    params.put(kv.substring(0, eq).trim(), kv.substring(eq + 1).trim());
                }
            }
        }
    }

    private void closeFork() {
        if (openCell != null) {
            PrecisionFile.Window w = ProcNoise.between(openAt, proc.read());
            if (w != null) {
                forks.computeIfAbsent(openCell, c -> new ArrayList<>()).add(w);
            }
            openCell = null;
        }
    }

    /** Gives each fork's noise seen so far to its cell among {@code states} (none: forgotten), and forgets them. */
    synchronized void attach(List<CellState> states) {
        closeFork();
        states.forEach(s -> s.noise.addAll(forks.getOrDefault(s.cell, List.of())));
        forks.clear();
    }

    /** JMH's short label of a mode as its console names it, e.g. {@code Sampling time} -> {@code sample}. */
    private static String modeLabel(String console) {
        String c = console.toLowerCase(Locale.ROOT);
        return Map.of("sampling", "sample", "average", "avgt", "throughput", "thrpt", "single", "ss").entrySet()
                .stream().filter(e -> c.startsWith(e.getKey())).map(Map.Entry::getValue).findFirst().orElse(console);
    }
}
