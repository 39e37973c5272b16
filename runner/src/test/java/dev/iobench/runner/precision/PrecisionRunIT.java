package dev.iobench.runner.precision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.iobench.runner.Cli;
import dev.iobench.runner.ExitCodes;
import dev.iobench.runner.results.Json;
import dev.iobench.runner.results.PrecisionFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code iobench run --precision} for real on the host, and its plan's refusal of a budget. */
class PrecisionRunIT {
    @Test
    void oneCell_runsRoundsOfForks_intoOneJmhEntry_readByReport(@TempDir Path results, @TempDir Path proc)
            throws Exception {
        // the machine's noise from a /proc whose numbers stand still (no steal, nothing else running): no
        // fork is set aside for heavy interference, whatever else the machine does meanwhile
        Files.writeString(proc.resolve("stat"), "cpu  100 0 100 1000 0 0 0 0 0 0\ncpu0 100 0 100 1000 0 0 0 0 0 0\n");
        Files.writeString(proc.resolve("loadavg"), "0.10 0.10 0.10 1/100 1\n");
        System.setProperty(ProcNoise.ROOT_PROPERTY, proc.toString());
        try {
            oneCellRun(results);
        } finally {
            System.clearProperty(ProcNoise.ROOT_PROPERTY);
        }
    }

    private static void oneCellRun(Path results) throws Exception {
        // a target no real cell reaches: the cell must go to its fork cap; an answer cell (channels vs
        // streams), it runs interleaved, one fork a round and a JMH launch a fork: four rounds
        Cli.Outcome o = Cli.run("run", "--env", "host", "--dir", "/dev/shm", "--profile", "quick",
                "--precision", "0.0001%", "--max-forks", "4", "--results", results.toString(), "--verbose",
                "--include", "StreamsVsChannelsBenchmark\\.streamReadDevZero$",
                "--jmh-arg", "-p", "--jmh-arg", "bufferSize=8192",
                "--jmh-arg", "-wi", "--jmh-arg", "1", "--jmh-arg", "-w", "--jmh-arg", "100ms",
                "--jmh-arg", "-i", "--jmh-arg", "2", "--jmh-arg", "-r", "--jmh-arg", "100ms");
        assertEquals(ExitCodes.OK, o.code(), o.err());
        assertTrue(o.err().contains("iobench: plan: 1 environment(s) x 1 cell(s)"), o.err());
        // every round's line with --verbose; the progress lines say the answers' round too
        assertTrue(o.err().contains("answers' round 4: 0 ratio(s) not yet within ±0.0001%, 1 cell(s)"), o.err());
        assertTrue(o.err().contains("iobench: [1/1] host-tmpfs-jdk" + Runtime.version().feature() + ": ok (4 forks); run: "),
                o.err());
        Path env = Path.of(o.lastLine()).resolve("host-tmpfs-jdk" + Runtime.version().feature());

        JsonNode jmh = dev.iobench.runner.RawJson.read(env.resolve("jmh.json.gz"));
        assertEquals(1, jmh.size(), "one entry for the cell");
        JsonNode e = jmh.get(0);
        assertEquals(4, e.get("forks").asInt());
        assertEquals(4, e.at("/primaryMetric/rawData").size(), "every fork's raw data");
        for (JsonNode fork : e.at("/primaryMetric/rawData")) {
            assertEquals(2, fork.size());
        }
        assertTrue(e.at("/primaryMetric/scoreError").isNumber(), "8 iterations: JMH's own error is defined");

        JsonNode p = Json.mapper().readTree(env.resolve("precision.json").toFile());
        assertEquals(0.000001, p.get("target").asDouble(), 1e-15);
        assertEquals(3, p.get("version").asInt());
        JsonNode spent = p.get("answersBudget");
        assertTrue(spent.get("seconds").asDouble() > 0 && spent.get("seconds").asDouble() <= p.get("seconds").asDouble(),
                "the answers' seconds, within the environment's own: " + p);
        assertEquals(1, spent.get("turns").asInt(), "its fourth round, on a turn of its own beyond the minimum: " + p);
        assertEquals(0.95, p.get("confidence").asDouble());
        JsonNode cell = p.get("cells").get(0);
        assertEquals("dev.iobench.suite.streams.StreamsVsChannelsBenchmark.streamReadDevZero", cell.get("benchmark").asText());
        assertEquals("8192", cell.at("/params/bufferSize").asText());
        assertEquals(4, cell.get("forks").asInt());
        assertEquals("answer", cell.get("role").asText());
        assertEquals(4, cell.get("rounds").asInt());
        assertEquals("[[1,1],[2,1],[3,1],[4,1]]", cell.get("forkRounds").toString());
        assertTrue(p.get("seed").isIntegralNumber(), p.toString());
        assertFalse(cell.get("reached").asBoolean());
        assertEquals("fork cap", cell.get("stop").asText());
        assertTrue(cell.get("status").asText().matches("precision not reached \\(±[0-9.e+]+%\\)"), cell.toString());
        StopRule.Interval iv = StopRule.interval(StopRule.ForkStatistic.MEAN.of(e), 0.95);
        assertEquals(iv.relative(), cell.get("relativeHalfWidth").asDouble(), 1e-12);
        assertEquals(0, p.get("notRun").size());

        JsonNode envJson = Json.mapper().readTree(env.resolve("env.json").toFile());
        assertEquals(4, envJson.at("/jmh/precision/maxForks").asInt());
        try (Stream<Path> files = Files.list(env)) {
            assertEquals(List.of("env.json", "fio.job", "fio.json", "jmh.json.gz", "jmh.log.gz", "noise-probe.json",
                    "precision.json"), files.map(f -> f.getFileName().toString()).sorted().toList(),
                    "no round files left behind");
        }
        String log = dev.iobench.runner.RawJson.text(env.resolve("jmh.log.gz"));
        assertEquals(6, log.split("# Run complete", -1).length - 1,
                "every JMH invocation logged: the class-data archive's training fork, the noise probe, then the cell's four");

        // the machine's noise: the no-I/O probe's forks, summarized from the JMH JSON kept beside
        JsonNode probe = Json.mapper().readTree(env.resolve("noise-probe.json").toFile());
        assertEquals(1, probe.size(), probe.toString());
        assertEquals(Invocations.PROBE.benchmark(), probe.get(0).get("benchmark").asText());
        PrecisionFile.Probe m = Invocations.probeNoise(probe.get(0), 0);
        assertEquals(Invocations.PROBE_FORKS, m.forks());
        assertEquals(2, m.iterations(), "the run's fork shape (-i 2)");
        assertTrue(m.forkCv() > 0 && m.forkCv() < 1, m.toString());
        assertEquals(m.forkCv(), p.at("/machineNoise/forkCv").asDouble(), 1e-12);
        assertEquals(m.iterationCv(), p.at("/machineNoise/iterationCv").asDouble(), 1e-12);
        assertEquals(Invocations.PROBE_FORKS, p.at("/machineNoise/forks").asInt());
        assertEquals(4, cell.get("noise").size(), "the probe's forks are no cell's: " + cell.get("noise"));
        for (JsonNode fork : cell.get("noise")) {
            assertEquals(0.0, fork.get("othersCpu").asDouble(), "read from the test's /proc: " + fork);
            assertFalse(fork.get("heavy").asBoolean(), fork.toString());
        }
        assertEquals(0, p.get("heavyForks").asInt());
        assertTrue(o.err().contains("machine noise: CachedReadBenchmark.readFromCache avgt (no I/O) varies "), o.err());
        // the forks started from the environment's class-data archive, which is gone with the run
        assertEquals("-XX:SharedArchiveFile=" + env.resolve(JmhLauncher.CLASS_DATA_FILE), p.get("forkFlags").asText());
        assertTrue(e.get("jvmArgs").toString().contains("-XX:SharedArchiveFile="), e.toString());
        assertTrue(log.contains("-XX:ArchiveClassesAtExit=" + env.resolve(JmhLauncher.CLASS_DATA_FILE)),
                "the training fork");

        Path report = results.resolve("report");
        Cli.Outcome r = Cli.run("report", results.resolve("runs").toString(), "--out", report.toString(), "--no-charts");
        assertEquals(ExitCodes.OK, r.code(), r.err());
        assertFalse(r.err().contains("precision.json"), "precision.json is not read as a result: " + r.err());
        String md = Files.readString(report.resolve("README.md"));
        assertTrue(md.contains("streamReadDevZero"));
        assertTrue(md.contains("### Machine noise"), md);
        assertTrue(md.contains(String.format(java.util.Locale.ROOT, "|host-tmpfs-jdk%d|%.1f%% (4 forks)|%.1f%%|",
                Runtime.version().feature(), 100 * m.forkCv(), 100 * m.iterationCv())), md);
        assertFalse(r.err().contains("noise-probe.json"), "the probe is not read as a result: " + r.err());
    }

    @Test
    void budgetTheMinimumDoesNotFit_isRefused_nothingRunNothingWritten(@TempDir Path tmp) {
        Path results = tmp.resolve("results");
        Cli.Outcome o = Cli.run("run", "--env", "host", "--dir", "/dev/shm", "--profile", "default",
                "--budget", "1m", "--results", results.toString());
        assertEquals(ExitCodes.USAGE, o.code(), o.err());
        assertTrue(o.err().contains("iobench: error: the plan does not fit --budget 1m00s"), o.err());
        assertTrue(o.err().contains("narrow it"), o.err());
        assertTrue(o.err().contains("iobench: plan: minimum"), "the plan is shown first: " + o.err());
        assertFalse(Files.exists(results), "nothing written");
        assertFalse(o.err().contains("[1/1]"), "nothing ran");
    }

    @Test
    void help_explainsPrecisionRuns() {
        Cli.Outcome o = Cli.run("run", "--help");
        assertEquals(ExitCodes.OK, o.code());
        // picocli wraps the text at word and punctuation boundaries: compare with lines joined
        String all = (o.out() + o.err()).replaceAll("\\s+", " ");
        assertFalse(all.contains("WARN"), all);
        for (String s : new String[] {"--precision=P", "--budget=DURATION", "--max-forks=N", "--cell-time=DURATION",
                "--dry-run", "precision not reached (±x%)", "±5% at 95%"}) {
            assertTrue(all.contains(s), s + " in: " + all);
        }
    }

    @Test
    void precisionOptions_withoutAPrecisionRun_areRefused(@TempDir Path tmp) {
        Cli.Outcome o = Cli.run("run", "--env", "host", "--dir", "/dev/shm", "--profile", "quick",
                "--budget", "1h", "--results", tmp.resolve("r").toString());
        assertEquals(ExitCodes.USAGE, o.code(), o.err());
        assertTrue(o.err().contains("--budget applies to precision-targeted runs"), o.err());
        Cli.Outcome f = Cli.run("run", "--env", "host", "--dir", "/dev/shm", "--precision", "2%",
                "--jmh-arg", "-f", "--jmh-arg", "2", "--results", tmp.resolve("r").toString());
        assertEquals(ExitCodes.USAGE, f.code(), f.err());
        assertFalse(Files.exists(tmp.resolve("r")));
    }
}
