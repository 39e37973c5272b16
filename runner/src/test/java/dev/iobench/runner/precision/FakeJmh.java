package dev.iobench.runner.precision;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.iobench.runner.process.ChildProcess;
import dev.iobench.runner.results.Json;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicReference;

/**
 * A JMH launcher that runs nothing: each invocation writes, for every cell its arguments select
 * ({@code ^benchmark$}, {@code -bm}, {@code -p}), {@code -f} forks of data the test chooses, as
 * JMH's JSON (avgt: {@code rawData}; sample: {@code rawDataHistogram}). It records the cells of each
 * fork in the order they "ran".
 */
class FakeJmh implements JmhLauncher {
    /** The data of one fork of a cell: iteration scores (avgt) or samples, one iteration (sample). */
    interface Data {
        double[] fork(Cell cell, int forkIndex);
    }

    final Path dir;
    final Data data;
    /** Every fork run, in order: the cell's label. */
    final List<String> forks = new ArrayList<>();
    /** Every invocation's arguments, in order. */
    final List<List<String>> invocations = new ArrayList<>();
    private final Map<Cell, Integer> forkCount = new LinkedHashMap<>();
    private java.util.function.Consumer<String> watcher = line -> { };

    @Override
    public void watch(java.util.function.Consumer<String> lines) {
        watcher = lines;
    }

    @Override
    public void prepare(Instant deadline) {
    }

    @Override
    public String forkFlags() {
        return "";
    }

    FakeJmh(Path dir, Data data) {
        this.dir = dir;
        this.data = data;
    }

    @Override
    public String ioDir() {
        return dir.toString();
    }

    @Override
    public String resultPath(String name) {
        return dir.resolve(name).toString();
    }

    @Override
    public Path hostPath(String name) {
        return dir.resolve(name);
    }

    @Override
    public Round run(List<List<String>> all, Instant deadline) throws IOException {
        double[] seconds = new double[all.size()];
        for (int i = 0; i < all.size(); i++) {
            List<String> args = all.get(i);
            invocations.add(args);
            String file = args.get(args.indexOf("-rff") + 1);
            int f = Integer.parseInt(args.get(args.indexOf("-f") + 1));
            String benchmark = args.stream().filter(a -> a.startsWith("^")).findFirst().orElseThrow()
                    .replace("^", "").replace("$", "").replace("\\.", ".");
            List<String> modes = List.of(args.get(args.lastIndexOf("-bm") + 1).split(","));
            Map<String, List<String>> params = new TreeMap<>();
            for (int a = args.indexOf(args.stream().filter(x -> x.startsWith("^")).findFirst().get()); a < args.size(); a++) {
                if (args.get(a).equals("-p")) {
                    String[] kv = args.get(a + 1).split("=", 2);
                    params.put(kv[0], List.of(kv[1].split(",")));
                }
            }
            List<Cell> cells = new ArrayList<>();
            for (String mode : modes) {
                List<TreeMap<String, String>> combos = new ArrayList<>(List.of(new TreeMap<>()));
                for (Map.Entry<String, List<String>> p : params.entrySet()) {
                    List<TreeMap<String, String>> next = new ArrayList<>();
                    for (TreeMap<String, String> c : combos) {
                        for (String v : p.getValue()) {
                            TreeMap<String, String> n = new TreeMap<>(c);
                            n.put(p.getKey(), v);
                            next.add(n);
                        }
                    }
                    combos = next;
                }
                combos.forEach(c -> cells.add(new Cell(benchmark, mode, c)));
            }
            ArrayNode out = Json.mapper().createArrayNode();
            for (Cell c : cells) {
                // JMH's header of a cell, as its console prints it
                watcher.accept("# JMH version: 1.37");
                watcher.accept("# Benchmark mode: " + switch (c.mode()) {
                    case "sample" -> "Sampling time";
                    case "thrpt" -> "Throughput, ops/time";
                    default -> "Average time, time/op";
                });
                watcher.accept("# Benchmark: " + c.benchmark());
                if (!c.params().isEmpty()) {
                    List<String> kv = new ArrayList<>();
                    c.params().forEach((k, v) -> kv.add(k + " = " + v));
                    watcher.accept("# Parameters: (" + String.join(", ", kv) + ")");
                }
                ObjectNode e = out.addObject();
                e.put("benchmark", c.benchmark());
                e.put("mode", c.mode());
                e.put("threads", 1);
                e.put("forks", f);
                ObjectNode p = e.putObject("params");
                c.params().forEach(p::put);
                ObjectNode pm = e.putObject("primaryMetric");
                pm.put("scoreUnit", "us/op");
                ArrayNode raw = pm.putArray("sample".equals(c.mode()) ? "rawDataHistogram" : "rawData");
                for (int k = 0; k < f; k++) {
                    watcher.accept("# Fork: " + (k + 1) + " of " + f);
                    int index = forkCount.merge(c, 1, Integer::sum) - 1;
                    forks.add(c.label());
                    double[] values = data.fork(c, index);
                    if ("sample".equals(c.mode())) {
                        ArrayNode iteration = raw.addArray().addArray();
                        for (double v : values) {
                            iteration.addArray().add(v).add(1);
                        }
                    } else {
                        ArrayNode fork = raw.addArray();
                        for (double v : values) {
                            fork.add(v);
                        }
                    }
                }
                e.putObject("secondaryMetrics");
            }
            watcher.accept("# Run complete. Total time: 00:00:01");
            Files.writeString(Path.of(file), Json.write(out));
            seconds[i] = 0.01;
        }
        return new Round(seconds, null);
    }

    /**
     * Runs the plan's one environment as a run's loop does: the calling thread bound to the plan's shared
     * budget, which it hands back when done.
     */
    static ChildProcess.Result run(PrecisionRun.Settings settings, JmhLauncher jmh, String label, Path dir,
            Path mergedOut) throws IOException, InterruptedException {
        SharedBudget turns = settings.precision().turns();
        turns.environments(1);
        turns.awaitStart(0);
        try {
            return PrecisionRun.run(settings, jmh, label, dir, mergedOut);
        } finally {
            turns.done();
        }
    }

    /** What one environment's thread does between its start and handing its turn back. */
    interface Environment {
        void run(int index) throws Exception;
    }

    /**
     * Runs {@code n} environments through {@code turns}, each on its own thread bound as a run's loop
     * binds it: it waits for its start, runs {@code body} and hands its turn back; fails with the first
     * failure of any of them.
     */
    static void runEnvironments(SharedBudget turns, int n, Environment body) throws InterruptedException {
        AtomicReference<Throwable> failed = new AtomicReference<>();
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            int index = i;
            threads.add(new Thread(() -> {
                try {
                    turns.awaitStart(index);
                    body.run(index);
                } catch (Throwable t) {
                    failed.compareAndSet(null, t);
                } finally {
                    turns.done();
                }
            }));
        }
        threads.forEach(Thread::start);
        for (Thread t : threads) {
            t.join(60_000);
            assertTrue(!t.isAlive(), "an environment never got its turn");
        }
        if (failed.get() != null) {
            throw new AssertionError(failed.get());
        }
    }

    /** The run's settings around a plan, with progress going to {@link #err}. */
    static final class Settings implements PrecisionRun.Settings {
        final PrecisionPlan plan;
        final StringWriter err = new StringWriter();
        /** The /proc the run reads its noise from: a folder without files, unless a test sets one. */
        ProcNoise noise = new ProcNoise(Path.of("/nonexistent-proc"), List::of, List::of);

        @Override
        public ProcNoise noise() {
            return noise;
        }

        Settings(PrecisionPlan plan) {
            this.plan = plan;
        }

        @Override
        public PrecisionPlan precision() {
            return plan;
        }

        @Override
        public List<String> profileJmhArgs() {
            return List.of("-f", "1", "-wi", "1", "-i", "3");
        }

        @Override
        public List<String> extraJmhArgs() {
            return List.of();
        }

        /** Every round's line is printed, as {@code --verbose} does. */
        @Override
        public boolean verbose() {
            return true;
        }

        @Override
        public PrintWriter err() {
            return new PrintWriter(err, true);
        }

        @Override
        public void progress(int newForks, String phase) {
        }
    }
}
