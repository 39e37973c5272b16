package dev.iobench.runner.precision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.iobench.runner.answers.AnswerCells;
import dev.iobench.runner.results.Json;
import dev.iobench.runner.results.PrecisionFile;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The machine's noise during each fork, from a /proc folder whose numbers the test writes. */
class NoiseTest {
    /** A fake /proc of a 2-core machine: the aggregate cpu ticks, iobench's process 42, the load. */
    static final class FakeProc {
        final Path root;
        long user;
        long idle;
        long steal;
        long own;
        double load = 0.5;

        FakeProc(Path root) {
            this.root = root;
            write();
        }

        /** One second on 2 cores (200 ticks): {@code ownTicks} of ours, {@code othersTicks}, {@code stealTicks}, the rest idle. */
        void second(long ownTicks, long othersTicks, long stealTicks) {
            user += ownTicks + othersTicks;
            own += ownTicks;
            steal += stealTicks;
            idle += 200 - ownTicks - othersTicks - stealTicks;
            write();
        }

        void write() {
            try {
                Files.createDirectories(root.resolve("42"));
                Files.writeString(root.resolve("stat"), "cpu  " + user + " 0 0 " + idle + " 0 0 0 " + steal + " 0 0\n"
                        + "cpu0 0 0 0 0 0 0 0 0 0 0\ncpu1 0 0 0 0 0 0 0 0 0 0\nintr 1 2 3\n");
                // utime stime cutime cstime are fields 14-17; the command name holds a space and a ')'
                Files.writeString(root.resolve("42/stat"), "42 (java (x) y) S 1 42 42 0 -1 4194560 1 0 0 0 "
                        + (own / 2) + " " + (own - own / 2) + " 0 0 20 0 30 0 1 1 1\n");
                Files.writeString(root.resolve("loadavg"), load + " 0.40 0.30 1/100 4242\n");
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        ProcNoise noise() {
            return new ProcNoise(root, () -> List.of(42L), List::of);
        }
    }

    @Test
    void window_stealAndOthersCpu_fromTheDeltas(@TempDir Path tmp) {
        FakeProc proc = new FakeProc(tmp);
        ProcNoise n = proc.noise();
        ProcNoise.Snapshot a = n.read();
        proc.second(100, 60, 10);
        proc.second(100, 60, 10);
        proc.load = 1.75;
        proc.write();
        PrecisionFile.Window w = ProcNoise.between(a, n.read());
        assertEquals(20.0 / 400, w.steal(), 1e-12);
        // 120 ticks of others over 400 ticks of 2 cores: 0.6 of one core
        assertEquals(0.6, w.othersCpu(), 1e-12);
        assertEquals(1.75, w.loadAverage());
        assertTrue(w.heavy(), "others above half a core");
        assertFalse(ProcNoise.heavy(0.10, 0.5), "at the limits: not heavy");
        assertTrue(ProcNoise.heavy(0.11, 0));
        assertNull(new ProcNoise(tmp.resolve("none"), List::of, List::of).read(), "no /proc: no reading");
    }

    /**
     * A fork in a container: its processes are not iobench's descendants, so they are found by their
     * cgroup, which names the container's id, and their CPU time counts as the run's own, not as other
     * processes'.
     */
    @Test
    void containerProcesses_foundByTheirCgroup_countAsOwn(@TempDir Path tmp) throws IOException {
        FakeProc proc = new FakeProc(tmp);
        String id = "3f1c0ffee" + "0".repeat(55);
        // 77 and 78 run in the container, 90 in another, "self" is no process
        for (String pid : List.of("77", "78", "90")) {
            Files.createDirectories(tmp.resolve(pid));
            Files.writeString(tmp.resolve(pid + "/cgroup"), "0::/system.slice/docker-"
                    + (pid.equals("90") ? "aa" + "1".repeat(62) : id) + ".scope\n");
        }
        Files.createDirectories(tmp.resolve("self"));
        ProcNoise base = proc.noise();
        assertEquals(List.of(77L, 78L), base.inContainer(id));
        assertEquals(List.of(), base.inContainer(null));
        ProcNoise withContainer = base.alsoOwn(() -> base.inContainer(id));
        ProcNoise.Snapshot a = withContainer.read();
        // a second in which the container's JVM (77) used 150 ticks of 200: busy, but its own
        proc.second(0, 150, 0);
        Files.writeString(tmp.resolve("77/stat"), "77 (java) S 1 77 77 0 -1 0 0 0 0 0 100 50 0 0 20 0 1 0 1 1 1\n");
        PrecisionFile.Window w = ProcNoise.between(a, withContainer.read());
        assertEquals(0.0, w.othersCpu(), 1e-12, "the container's CPU is the fork's own");
        // without the container's processes the same second reads as 1.5 cores of others: heavy
        Files.writeString(tmp.resolve("77/stat"), "77 (java) S 1 77 77 0 -1 0 0 0 0 0 0 0 0 0 20 0 1 0 1 1 1\n");
        ProcNoise.Snapshot b = base.read();
        proc.second(0, 150, 0);
        assertTrue(ProcNoise.between(b, base.read()).heavy());

        // a fork's JVM (78) that ends in the window and is reaped by 77: its time is in 77's cutime
        Files.writeString(tmp.resolve("78/stat"), "78 (java) S 77 78 78 0 -1 0 0 0 0 0 10 0 0 0 20 0 1 0 1 1 1\n");
        ProcNoise.Snapshot c = withContainer.read();
        proc.second(0, 150, 0);
        deleteTree(tmp.resolve("78"));
        Files.writeString(tmp.resolve("77/stat"), "77 (java) S 1 77 77 0 -1 0 0 0 0 0 0 0 150 0 20 0 1 0 1 1 1\n");
        PrecisionFile.Window reaped = ProcNoise.between(c, withContainer.read());
        assertTrue(reaped.othersCpu() < 0.1, "the reaped fork's time is the run's own: " + reaped);

        // the container gone by the closing reading: what it used cannot be told from others', no window
        ProcNoise.Snapshot d = withContainer.read();
        proc.second(0, 150, 0);
        deleteTree(tmp.resolve("77"));
        assertNull(ProcNoise.between(d, withContainer.read()));
        // forks running whose processes cannot be found: no reading at all
        assertNull(base.alsoOwn(() -> null).read());
    }

    private static void deleteTree(Path dir) throws IOException {
        try (var s = Files.walk(dir)) {
            for (Path p : (Iterable<Path>) s.sorted(java.util.Comparator.reverseOrder())::iterator) {
                Files.delete(p);
            }
        }
    }

    @Test
    void run_eachForkGetsItsOwnNoise_heavyForksCounted(@TempDir Path tmp) throws Exception {
        FakeProc proc = new FakeProc(tmp.resolve("proc"));
        Cell cell = new Cell("b.B.m", "avgt", new TreeMap<>(java.util.Map.of("size", "1")));
        PrecisionPlan plan = new PrecisionPlan(new StopRule.Limits(0.05, 0.95, 3, 10, 1000), null, List.of(cell), 1, 0,
                0.2, 0.6, "x", Instant.now(), new AnswerCells(List.of(), List.of()));
        // fork 2 (index 1) runs beside a neighbour using 1.5 cores; fork 3 under 25% steal; fork 1 quiet
        FakeJmh jmh = new FakeJmh(tmp, (c, i) -> {
            switch (i) {
                case 1 -> proc.second(50, 150, 0);
                case 2 -> proc.second(100, 0, 50);
                default -> proc.second(100, 10, 0);
            }
            return new double[] {100, 100, 100};
        });
        FakeJmh.Settings s = new FakeJmh.Settings(plan);
        s.noise = proc.noise();
        assertEquals(0, FakeJmh.run(s, jmh, "test", tmp, tmp.resolve("jmh.json")).exitCode());
        JsonNode p = Json.mapper().readTree(tmp.resolve("precision.json").toFile());
        JsonNode noise = p.at("/cells/0/noise");
        assertEquals(3, noise.size(), noise.toString());
        assertEquals(0.1, noise.get(0).get("othersCpu").asDouble(), 1e-12, "10 ticks of 200 on 2 cores");
        assertEquals(0, noise.get(0).get("steal").asDouble(), 1e-12);
        assertFalse(noise.get(0).get("heavy").asBoolean());
        assertEquals(1.5, noise.get(1).get("othersCpu").asDouble(), 1e-12);
        assertTrue(noise.get(1).get("heavy").asBoolean());
        assertEquals(0.25, noise.get(2).get("steal").asDouble(), 1e-12);
        assertTrue(noise.get(2).get("heavy").asBoolean());
        assertEquals(0.5, noise.get(2).get("loadAverage").asDouble());
        assertEquals(2, p.at("/cells/0/heavyForks").asInt());
        assertEquals(2, p.get("heavyForks").asInt());
        assertEquals(ProcNoise.HEAVY_STEAL, p.at("/heavyWhen/steal").asDouble());
        assertEquals(ProcNoise.HEAVY_OTHERS_CORES, p.at("/heavyWhen/othersCpu").asDouble());
    }
    @Test
    void answers_aForkUnderHeavyInterference_isSetAsideAndRunAgain_andKeptInPrecisionJson(@TempDir Path tmp)
            throws Exception {
        FakeProc proc = new FakeProc(tmp.resolve("proc"));
        Cell cell = new Cell("b.B.m", "avgt", new TreeMap<>());
        dev.iobench.runner.report.model.SuiteGuide.Selector sel =
                new dev.iobench.runner.report.model.SuiteGuide.Selector(cell.benchmark(), null, null);
        PrecisionPlan plan = new PrecisionPlan(new StopRule.Limits(0.05, 0.95, 3, 10, 1000), null, List.of(cell), 1, 0,
                0.2, 0.6, "x", Instant.now(), new AnswerCells(List.of(sel), List.of())).noiseProbe(false);
        // the second fork it runs meets a neighbour using 1.5 cores, and a slow value; every other fork is quiet
        FakeJmh jmh = new FakeJmh(tmp, (c, i) -> {
            proc.second(100, i == 1 ? 150 : 10, 0);
            return i == 1 ? new double[] {300, 300, 300} : new double[] {100, 100.5, 100};
        });
        FakeJmh.Settings s = new FakeJmh.Settings(plan);
        s.noise = proc.noise();
        assertEquals(0, FakeJmh.run(s, jmh, "test", tmp, tmp.resolve("jmh.json")).exitCode());
        JsonNode p = Json.mapper().readTree(tmp.resolve("precision.json").toFile());
        JsonNode c = p.at("/cells/0");
        assertEquals(3, c.get("forks").asInt(), "three quiet forks: " + c);
        assertEquals(4, jmh.forks.size(), "the heavy fork was run again: " + jmh.forks);
        assertEquals(1, c.get("redoneForks").size(), c.toString());
        assertEquals(2, c.at("/redoneForks/0/round").asInt());
        assertEquals(300, c.at("/redoneForks/0/value").asDouble(), 1e-9);
        assertEquals(1.5, c.at("/redoneForks/0/othersCpu").asDouble(), 1e-12);
        assertEquals(1, c.get("heavyForks").asInt());
        assertEquals(1, p.get("redoneForks").asInt());
        // the forks kept are rounds 1, 3 and 4, each with its own quiet noise
        assertEquals("[[1,1],[3,1],[4,1]]", c.get("forkRounds").toString());
        assertEquals(3, c.get("noise").size());
        c.get("noise").forEach(n -> assertFalse(n.get("heavy").asBoolean(), n.toString()));
        JsonNode jmhJson = Json.mapper().readTree(tmp.resolve("jmh.json").toFile());
        assertTrue(jmhJson.get(0).at("/primaryMetric/score").asDouble() < 101, "the heavy fork is not in the score");
        assertTrue(s.err.toString().contains("round 2's fork ran under heavy interference (steal 0%, others 1.50 cores): "
                + "set aside, run again"), s.err.toString());
    }

    @Test
    void sharedBudget_aMinimumForkSetAside_isRunAgainOnATurn_beforeTheRest(@TempDir Path tmp) throws Exception {
        FakeProc proc = new FakeProc(tmp.resolve("proc"));
        Cell cell = new Cell("b.B.m", "avgt", new TreeMap<>());
        dev.iobench.runner.report.model.SuiteGuide.Selector sel =
                new dev.iobench.runner.report.model.SuiteGuide.Selector(cell.benchmark(), null, null);
        PrecisionPlan plan = new PrecisionPlan(new StopRule.Limits(0.05, 0.95, 3, 10, 1000), null, List.of(cell), 1, 0,
                0.2, 0.6, "x", Instant.now(), new AnswerCells(List.of(sel), List.of())).noiseProbe(false);
        // its second and third forks meet a neighbour: after the minimum rounds it has one fork kept
        FakeJmh jmh = new FakeJmh(tmp, (c, i) -> {
            proc.second(100, i == 1 || i == 2 ? 150 : 10, 0);
            return i == 1 || i == 2 ? new double[] {300, 300, 300} : new double[] {100, 100.5, 100};
        });
        FakeJmh.Settings s = new FakeJmh.Settings(plan);
        s.noise = proc.noise();
        assertEquals(0, FakeJmh.run(s, jmh, "test", tmp, tmp.resolve("jmh.json")).exitCode());
        JsonNode c = Json.mapper().readTree(tmp.resolve("precision.json").toFile()).at("/cells/0");
        assertEquals(3, c.get("forks").asInt(), "run again until it has its minimum: " + c);
        assertEquals("[[1,1],[4,1],[5,1]]", c.get("forkRounds").toString());
        assertEquals("precision reached", c.get("stop").asText(), c.toString());
    }

    @Test
    void probe_firstInTheEnvironment_itsSpreadInPrecisionJson_itsJsonKept_itsForksNoCells(@TempDir Path tmp)
            throws Exception {
        FakeProc proc = new FakeProc(tmp.resolve("proc"));
        Cell cell = new Cell("b.B.m", "avgt", new TreeMap<>());
        PrecisionPlan plan = new PrecisionPlan(new StopRule.Limits(0.05, 0.95, 3, 10, 1000), null, List.of(cell), 1, 0,
                0.2, 0.6, "x", Instant.now(), new AnswerCells(List.of(), List.of()));
        // the probe's fork means 100, 110, 90, 100 (sd 8.165, CV 8.2%); within a fork m - 1, m + 1, m (sd 1, CV 1%);
        // its forks run beside a neighbour using 1.5 cores, the cell's forks are quiet
        double[] probeMeans = {100, 110, 90, 100};
        FakeJmh jmh = new FakeJmh(tmp, (c, i) -> {
            if (c.equals(Invocations.PROBE)) {
                proc.second(50, 150, 0);
                return new double[] {probeMeans[i] - 1, probeMeans[i] + 1, probeMeans[i]};
            }
            proc.second(100, 10, 0);
            return new double[] {100, 100, 100};
        });
        FakeJmh.Settings s = new FakeJmh.Settings(plan);
        s.noise = proc.noise();
        assertEquals(0, FakeJmh.run(s, jmh, "test", tmp, tmp.resolve("jmh.json")).exitCode());
        assertEquals(List.of(Invocations.PROBE.label(), Invocations.PROBE.label(), Invocations.PROBE.label(),
                Invocations.PROBE.label(), cell.label(), cell.label(), cell.label()), jmh.forks,
                "the probe's four forks first, then the cell's");
        JsonNode p = Json.mapper().readTree(tmp.resolve("precision.json").toFile());
        JsonNode m = p.get("machineNoise");
        assertEquals(Invocations.PROBE.benchmark(), m.get("benchmark").asText());
        assertEquals(4, m.get("forks").asInt());
        assertEquals(3, m.get("iterations").asInt());
        assertEquals(100, m.get("mean").asDouble(), 1e-9);
        assertEquals(Math.sqrt(200.0 / 3) / 100, m.get("forkCv").asDouble(), 1e-12);
        assertEquals(0.01, m.get("iterationCv").asDouble(), 1e-12);
        assertEquals("noise-probe.json", m.get("file").asText());
        JsonNode kept = Json.mapper().readTree(tmp.resolve("noise-probe.json").toFile());
        assertEquals(1, kept.size());
        assertEquals(4, kept.get(0).at("/primaryMetric/rawData").size(), "the probe's raw JMH JSON: " + kept);
        // the probe's loud neighbour is no cell's noise, and no fork of a cell is heavy
        assertEquals(3, p.at("/cells/0/noise").size());
        p.at("/cells/0/noise").forEach(n -> assertEquals(0.1, n.get("othersCpu").asDouble(), 1e-12, n.toString()));
        assertEquals(0, p.get("heavyForks").asInt());
        JsonNode merged = Json.mapper().readTree(tmp.resolve("jmh.json").toFile());
        assertEquals(1, merged.size(), "the probe is not among the results: " + merged);
        assertTrue(s.err.toString().contains("iobench: test: machine noise: CachedReadBenchmark.readFromCache avgt "
                + "(no I/O) varies 8.2% from fork to fork over 4 forks (1.0% between iterations of a fork)"), s.err.toString());
        try (java.util.stream.Stream<Path> left = Files.list(tmp)) {
            assertEquals(List.of(), left.map(f -> f.getFileName().toString()).filter(n -> n.startsWith(".precision-"))
                    .toList(), "no round file left behind");
        }
    }

    @Test
    void probe_whoseJmhFails_isRecordedAsNotMeasured_andTheCellsRunOn(@TempDir Path tmp) throws Exception {
        Cell cell = new Cell("b.B.m", "avgt", new TreeMap<>());
        PrecisionPlan plan = new PrecisionPlan(new StopRule.Limits(0.05, 0.95, 3, 10, 1000), null, List.of(cell), 1, 0,
                0.2, 0.6, "x", Instant.now(), new AnswerCells(List.of(), List.of()));
        // the fault at a known point: the invocation that selects the probe exits 1 and writes nothing
        FakeJmh jmh = new FakeJmh(tmp, (c, i) -> new double[] {100, 100, 100}) {
            @Override
            public Round run(List<List<String>> all, Instant deadline) throws IOException {
                if (all.size() == 1 && all.get(0).contains(Cell.includeRegex(Invocations.PROBE.benchmark()))) {
                    return new Round(new double[0], new dev.iobench.runner.process.ChildProcess.Result(1, "",
                            List.of("ERROR: boom"), false));
                }
                return super.run(all, deadline);
            }
        };
        FakeJmh.Settings s = new FakeJmh.Settings(plan);
        assertEquals(0, FakeJmh.run(s, jmh, "test", tmp, tmp.resolve("jmh.json")).exitCode());
        JsonNode p = Json.mapper().readTree(tmp.resolve("precision.json").toFile());
        assertEquals("JMH failed (exit 1, see jmh.log)", p.at("/machineNoise/notMeasured").asText(), p.toString());
        assertTrue(p.at("/machineNoise/forkCv").isMissingNode());
        assertEquals(3, p.at("/cells/0/forks").asInt(), "the cell ran its forks");
        assertFalse(Files.exists(tmp.resolve("noise-probe.json")));
        assertTrue(s.err.toString().contains("iobench: test: the machine-noise probe was not measured: JMH failed "
                + "(exit 1, see jmh.log); the cells run without it"), s.err.toString());
    }

    @Test
    void aPlanWithoutTheProbe_runsNone_andItsMinimumHasNoneOfItsTime(@TempDir Path tmp) throws Exception {
        Cell cell = new Cell("b.B.m", "avgt", new TreeMap<>());
        PrecisionPlan plan = new PrecisionPlan(new StopRule.Limits(0.05, 0.95, 3, 10, 1000), null, List.of(cell), 1, 0,
                0.2, 0.6, "x", Instant.now(), new AnswerCells(List.of(), List.of()));
        double with = plan.minimumPerEnvironment();
        assertEquals(PrecisionPlan.INVOCATION_SECONDS + Invocations.PROBE_FORKS * plan.forkSeconds(),
                plan.noiseProbeSeconds(), 1e-12);
        plan.noiseProbe(false);
        assertEquals(with - plan.minimumPerEnvironment(), PrecisionPlan.INVOCATION_SECONDS
                + Invocations.PROBE_FORKS * plan.forkSeconds(), 1e-12);
        FakeJmh jmh = new FakeJmh(tmp, (c, i) -> new double[] {100, 100, 100});
        assertEquals(0, FakeJmh.run(new FakeJmh.Settings(plan), jmh, "test", tmp, tmp.resolve("jmh.json"))
                .exitCode());
        assertEquals(List.of(cell.label(), cell.label(), cell.label()), jmh.forks);
        assertTrue(Json.mapper().readTree(tmp.resolve("precision.json").toFile()).path("machineNoise").isMissingNode());
    }
}
