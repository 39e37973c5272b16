package dev.iobench.runner.report.read;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.iobench.runner.Cli;
import dev.iobench.runner.report.Fixtures;
import dev.iobench.runner.report.compare.Comparison;
import dev.iobench.runner.report.result.BenchmarkResult;
import dev.iobench.runner.results.Json;
import dev.iobench.runner.stats.Summary.Estimate;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The statistics on real JMH files: the committed showcase run (SampleTime histograms, avgt and
 * thrpt) and kotlinx-io's files (2 forks x 5 iterations), and a multi-fork file made from a real one.
 */
class JmhFilesTest {
    private static final Path SHOWCASE = Path.of(System.getProperty("iobench.projectDir"), "results", "runs",
            "20261122T150958Z-vm");

    @TempDir
    Path tmp;

    private static List<Path> realFiles() throws Exception {
        List<Path> files = new ArrayList<>();
        try (Stream<Path> s = Files.walk(SHOWCASE)) {
            s.filter(p -> p.getFileName().toString().equals("jmh.json")).sorted().forEach(files::add);
        }
        assertEquals(10, files.size(), "the showcase run's 10 environments under " + SHOWCASE);
        files.add(Fixtures.kotlinx(Fixtures.JMH_AVGT));
        files.add(Fixtures.kotlinx(Fixtures.JMH_THRPT));
        return files;
    }

    @Test
    void percentiles_equalJmhScorePercentiles_inEveryRealFile() throws Exception {
        int checked = 0;
        int sampleTime = 0;
        for (Path f : realFiles()) {
            JsonNode root = Json.mapper().readTree(f.toFile());
            List<BenchmarkResult> read = new ResultReader().read(f, f.toString()).results();
            assertEquals(root.size(), read.size(), f.toString());
            for (int i = 0; i < root.size(); i++) {
                JsonNode pct = root.get(i).get("primaryMetric").get("scorePercentiles");
                BenchmarkResult r = read.get(i);
                sampleTime += r.isSampleTime() ? 1 : 0;
                for (Iterator<Map.Entry<String, JsonNode>> it = pct.fields(); it.hasNext(); ) {
                    Map.Entry<String, JsonNode> p = it.next();
                    double jmh = p.getValue().asDouble();
                    double ours = r.samples().percentile(Double.parseDouble(p.getKey()));
                    assertEquals(jmh, ours, 1e-9 * Math.abs(jmh), f + " " + r.benchmark() + " " + r.params()
                            + " p" + p.getKey());
                    checked++;
                }
            }
        }
        assertTrue(sampleTime >= 270, "SampleTime results checked: " + sampleTime);
        assertTrue(checked > 4000, "percentiles checked: " + checked);
    }

    @Test
    void oneFork_unitsAreIterations_twoIterations_nTooSmall() throws Exception {
        Path f = SHOWCASE.resolve("host-ext4-jdk17/jmh.json");
        JsonNode root = Json.mapper().readTree(f.toFile());
        List<BenchmarkResult> read = new ResultReader().read(f, "x").results();
        for (int i = 0; i < read.size(); i++) {
            BenchmarkResult r = read.get(i);
            assertEquals(1, root.get(i).get("forks").asInt());
            assertEquals(Estimate.Kind.ITERATION, r.estimate().kind());
            assertEquals(2, r.estimate().n(), "quick profile: 2 iterations");
            assertFalse(r.estimate().summary().hasInterval(), "n too small");
            // the pooled-iteration rule has no interval from 2 iterations either: JMH's scoreError is NaN
            // (SampleTime: JMH counts every sample as independent; the pooled rule uses iteration means)
            assertFalse(r.summary().hasInterval(), r.benchmark());
            assertEquals(!r.isSampleTime(), Double.isNaN(root.get(i).get("primaryMetric").get("scoreError")
                    .asDouble()), r.benchmark());
        }
    }

    @Test
    void kotlinxFiles_twoForks_unitsAreForkMeans() throws Exception {
        Path f = Fixtures.kotlinx(Fixtures.JMH_AVGT);
        JsonNode root = Json.mapper().readTree(f.toFile());
        List<BenchmarkResult> read = new ResultReader().read(f, "x").results();
        JsonNode raw = root.get(0).get("primaryMetric").get("rawData");
        BenchmarkResult r = read.get(0);
        assertEquals(Estimate.Kind.FORK, r.estimate().kind());
        assertEquals(2, r.estimate().n());
        for (int k = 0; k < 2; k++) {
            double sum = 0;
            for (JsonNode v : raw.get(k)) {
                sum += v.asDouble();
            }
            assertEquals(sum / raw.get(k).size(), r.estimate().units()[k], 1e-12);
        }
        assertFalse(r.estimate().summary().hasInterval(), "2 forks: n too small");
        assertTrue(r.summary().hasInterval(), "JMH's own rule pools the 10 iterations");
    }

    @Test
    void ratioIntervals_ofRealPairs_arePositiveAndHoldTheRatio() {
        List<BenchmarkResult> results = new ArrayList<>(new ResultReader().read(Fixtures.kotlinx(Fixtures.ANDROID), "a")
                .results());
        List<Comparison> rows = Comparison.pairs(results,
                r -> r.method().startsWith("inputStream") || r.method().startsWith("outputStream")
                        || r.method().startsWith("file") && r.method().contains("Stream")
                        ? Comparison.Cell.of(r) : null,
                r -> r.method().startsWith("fileChannel") || r.method().equals("channel")
                        ? Comparison.Cell.of(r) : null, false);
        assertTrue(rows.size() >= 12, rows.size() + " pairs");
        for (Comparison c : rows) {
            assertTrue(c.ratioLow() > 0 && c.ratioLow() < c.ratio() && c.ratio() < c.ratioHigh(),
                    c.baseline().benchmark() + " " + c.ratioLow() + " " + c.ratio() + " " + c.ratioHigh());
            // 50 runs per side: each side has an interval
            assertTrue(c.reachable());
        }
    }

    @Test
    void multiForkFileFromRealOne_forksAreUnits_andReportShowsIntervalsAndProfile() throws Exception {
        JsonNode real = Json.mapper().readTree(SHOWCASE.resolve("host-ext4-jdk17/jmh.json").toFile());
        ObjectNode sample = null;
        ObjectNode avgt = null;
        for (JsonNode e : real) {
            if (sample == null && e.get("mode").asText().equals("sample")) {
                sample = (ObjectNode) e.deepCopy();
            }
            if (avgt == null && e.get("mode").asText().equals("avgt")) {
                avgt = (ObjectNode) e.deepCopy();
            }
        }
        // three forks: the real fork, then the same with every value x 1.1 and x 1.2
        double[] factors = {1, 1.1, 1.2};
        ArrayNode hist = Json.mapper().createArrayNode();
        JsonNode fork0 = sample.get("primaryMetric").get("rawDataHistogram").get(0);
        double sum = 0;
        long n = 0;
        for (JsonNode it : fork0) {
            for (JsonNode pair : it) {
                sum += pair.get(0).asDouble() * pair.get(1).asLong();
                n += pair.get(1).asLong();
            }
        }
        double m0 = sum / n;
        for (double x : factors) {
            ArrayNode fork = hist.addArray();
            for (JsonNode it : fork0) {
                ArrayNode iteration = fork.addArray();
                it.forEach(pair -> iteration.addArray().add(pair.get(0).asDouble() * x).add(pair.get(1).asLong()));
            }
        }
        ((ObjectNode) sample.get("primaryMetric")).set("rawDataHistogram", hist);
        sample.put("forks", 3);
        ArrayNode raw = Json.mapper().createArrayNode();
        JsonNode avgt0 = avgt.get("primaryMetric").get("rawData").get(0);
        for (double x : factors) {
            ArrayNode fork = raw.addArray();
            avgt0.forEach(v -> fork.add(v.asDouble() * x));
        }
        double a0 = (avgt0.get(0).asDouble() + avgt0.get(1).asDouble()) / 2;
        ((ObjectNode) avgt.get("primaryMetric")).set("rawData", raw);
        avgt.put("forks", 3);
        ArrayNode file = Json.mapper().createArrayNode().add(sample).add(avgt);
        Path env = Files.createDirectories(tmp.resolve("runs/r1/host-x"));
        Files.writeString(env.resolve("jmh.json"), Json.write(file));
        Files.writeString(env.getParent().resolve("run.json"),
                "{\"id\":\"r1\",\"command\":[\"iobench\",\"run\",\"--profile\",\"full\"],"
                        + "\"settings\":{\"profile\":\"full\"}}\n");

        List<BenchmarkResult> read = new ResultReader().read(env.resolve("jmh.json"), "x").results();
        for (int i = 0; i < 2; i++) {
            Estimate e = read.get(i).estimate();
            double m = i == 0 ? m0 : a0;
            assertEquals(Estimate.Kind.FORK, e.kind());
            assertEquals(3, e.n());
            for (int k = 0; k < 3; k++) {
                assertEquals(m * factors[k], e.units()[k], 1e-9 * m);
            }
            // mean 1.1 m, standard deviation 0.1 m, 95% interval (no precision.json: the default level),
            // t(0.975; 2) = 4.302653
            assertEquals(1.1 * m, e.summary().mean(), 1e-9 * m);
            assertEquals(4.302653 * 0.1 * m / Math.sqrt(3), e.summary().ciHalfWidth(), 1e-6 * m);
            assertEquals(0.95, e.summary().level());
        }
        assertEquals("full", read.get(0).shape().profile());

        Path out = tmp.resolve("report");
        Cli.Outcome o = Cli.run("report", tmp.resolve("runs").toString(), "--out", out.toString(), "--no-charts");
        assertEquals(0, o.code(), o.err());
        String md = Files.readString(out.resolve("README.md"));
        assertTrue(md.contains("- profile `full`: 3 forks x 2 measurement iterations of 200 ms, after 1 warmup "
                + "iteration of 200 ms: 2 results\n"), md);
        assertTrue(md.contains("Here: 2 results with forks as units; 0 of 2 cells `n too small`."), md);
        assertTrue(read.get(1).estimate().summary().hasInterval());
        assertFalse(md.contains("n too small)"), md);
        assertTrue(md.contains("half width of the 95% confidence interval of that mean"), md);

        // a precision run at --confidence 0.99: its cells show the 99% interval its stop rule used,
        // t(0.995; 2) = 9.924843
        Files.writeString(env.resolve("precision.json"), "{\"target\":0.05,\"confidence\":0.99,\"cells\":[]}\n");
        BenchmarkResult at99 = new ResultReader().read(env.resolve("jmh.json"), "x").results().get(1);
        assertEquals(0.99, at99.estimate().summary().level());
        assertEquals(9.924843 * 0.1 * a0 / Math.sqrt(3), at99.estimate().summary().ciHalfWidth(), 1e-6 * a0);
        Cli.Outcome o99 = Cli.run("report", tmp.resolve("runs").toString(), "--out", tmp.resolve("report99").toString(),
                "--no-charts");
        assertEquals(0, o99.code(), o99.err());
        assertTrue(Files.readString(tmp.resolve("report99/README.md"))
                .contains("half width of the 99% confidence interval of that mean"));

        // a run.json of a format version this iobench does not read ends the report with one line
        Files.writeString(env.getParent().resolve("run.json"),
                "{\"formatVersion\":7,\"id\":\"r1\",\"settings\":{\"profile\":\"full\"}}\n");
        Cli.Outcome o7 = Cli.run("report", tmp.resolve("runs").toString(), "--out", tmp.resolve("report7").toString(),
                "--no-charts");
        assertEquals(2, o7.code(), o7.err());
        assertEquals("iobench: error: " + env.getParent().resolve("run.json").toAbsolutePath()
                + ": format version 7 is not one this iobench reads (it reads 1)", o7.err().strip());
    }
}
