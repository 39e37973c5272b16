package dev.iobench.runner.precision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.iobench.runner.Cli;
import dev.iobench.runner.ExitCodes;
import dev.iobench.runner.ProjectPaths;
import dev.iobench.runner.process.ChildProcess;
import dev.iobench.runner.results.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import org.apache.commons.statistics.distribution.TDistribution;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Merging forks of real JMH runs: a sample-mode cell and an average-time cell, run once with
 * {@code -f 2} and twice with {@code -f 1}, compared with what JMH itself wrote.
 */
class JmhMergeIT {
    private static final List<String> CELLS = List.of(
            "^dev\\.iobench\\.suite\\.write\\.WholeFileWriteBenchmark\\.fileChannelHeap$",
            "^dev\\.iobench\\.suite\\.streams\\.StreamsVsChannelsBenchmark\\.streamReadDevZero$",
            "-p", "chars=1000", "-p", "writeMode=IN_PLACE", "-p", "durability=NONE", "-p", "bufferSize=8192",
            "-wi", "1", "-w", "100ms", "-i", "3", "-r", "100ms", "-jvmArgsAppend", "-Diobench.dir=/dev/shm");

    @TempDir
    static Path tmp;
    private static JsonNode twoForks;
    private static JsonNode oneForkA;
    private static JsonNode oneForkB;

    private static JsonNode jmh(String name, int forks) throws Exception {
        Path out = tmp.resolve(name);
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-jar", ProjectPaths.benchmarksJar().toString(), "-rf", "json", "-rff", out.toString(),
                "-f", String.valueOf(forks), "-foe", "true"));
        cmd.addAll(CELLS);
        ChildProcess.Result r = ChildProcess.capture(cmd, Duration.ofMinutes(5));
        assertEquals(0, r.exitCode(), "JMH failed: " + String.join("\n", r.tail()));
        JsonNode json = Json.mapper().readTree(out.toFile());
        assertEquals(2, json.size(), json.toString());
        return json;
    }

    @BeforeAll
    static void runJmh() throws Exception {
        twoForks = jmh("f2.json", 2);
        oneForkA = jmh("a.json", 1);
        oneForkB = jmh("b.json", 1);
    }

    /**
     * One fork of a multi-fork entry: its raw data only, every computed value blanked, so that what
     * the merge writes can only come from the raw data.
     */
    private static ObjectNode fork(JsonNode entry, int f) {
        ObjectNode e = entry.deepCopy();
        e.put("forks", 1);
        ObjectNode pm = (ObjectNode) e.get("primaryMetric");
        String raw = pm.has("rawDataHistogram") ? "rawDataHistogram" : "rawData";
        pm.set(raw, JsonNodeFactory.instance.arrayNode().add(pm.get(raw).get(f)));
        blank(pm);
        Iterator<Map.Entry<String, JsonNode>> it = e.get("secondaryMetrics").fields();
        while (it.hasNext()) {
            ObjectNode m = (ObjectNode) it.next().getValue();
            m.set("rawData", JsonNodeFactory.instance.arrayNode().add(m.get("rawData").get(f)));
            blank(m);
        }
        return e;
    }

    private static void blank(ObjectNode metric) {
        metric.put("score", -1.0);
        metric.put("scoreError", -1.0);
        metric.putArray("scoreConfidence").add(-1.0).add(-1.0);
        ObjectNode pct = (ObjectNode) metric.get("scorePercentiles");
        List<String> keys = new ArrayList<>();
        pct.fieldNames().forEachRemaining(keys::add);
        keys.forEach(k -> pct.put(k, -1.0));
    }

    @Test
    void forksOfAJmhRun_mergedBack_giveExactlyWhatJmhWrote() {
        for (JsonNode entry : twoForks) {
            ObjectNode merged = JmhMerge.merge(List.of(fork(entry, 0), fork(entry, 1)));
            // every field, every number to the last bit: score, scoreError, scoreConfidence,
            // scorePercentiles, the raw data, and in sample mode the p0.00 .. p1.00 metrics
            assertEquals(entry, merged, entry.get("mode").asText());
        }
    }

    @Test
    void twoOneForkRuns_merged_haveTheStructureOfJmhsTwoForkRun_andItsFormulas() throws Exception {
        for (int i = 0; i < 2; i++) {
            JsonNode reference = twoForks.get(i);
            ObjectNode merged = JmhMerge.merge(List.of(oneForkA.get(i), oneForkB.get(i)));
            assertEquals(shape(reference), shape(merged), reference.get("mode").asText());
            assertEquals(2, merged.get("forks").asInt());
            JsonNode pm = merged.get("primaryMetric");
            boolean sample = merged.get("mode").asText().equals("sample");
            // the pooled values: every iteration of both forks (every sample, in sample mode)
            TreeMap<Double, Long> values = new TreeMap<>();
            double sum = 0;
            long n = 0;
            for (JsonNode fork : pm.get(sample ? "rawDataHistogram" : "rawData")) {
                assertEquals(3, fork.size(), "3 iterations a fork");
                for (JsonNode it : fork) {
                    if (sample) {
                        for (JsonNode pair : it) {
                            values.merge(pair.get(0).asDouble(), pair.get(1).asLong(), Long::sum);
                            sum += pair.get(0).asDouble() * pair.get(1).asLong();
                            n += pair.get(1).asLong();
                        }
                    } else {
                        values.merge(it.asDouble(), 1L, Long::sum);
                        sum += it.asDouble();
                        n++;
                    }
                }
            }
            double mean = sum / n;
            double ss = 0;
            for (Map.Entry<Double, Long> e : values.entrySet()) {
                ss += (e.getKey() - mean) * (e.getKey() - mean) * e.getValue();
            }
            double error = TDistribution.of(n - 1).inverseCumulativeProbability(1 - 0.001 / 2) * Math.sqrt(ss / (n - 1))
                    / Math.sqrt(n);
            double tol = 1e-9 * Math.abs(mean);
            assertEquals(mean, pm.get("score").asDouble(), tol);
            assertEquals(error, pm.get("scoreError").asDouble(), 1e-6 * error);
            assertEquals(mean - error, pm.get("scoreConfidence").get(0).asDouble(), tol + 1e-6 * error);
            assertEquals(mean + error, pm.get("scoreConfidence").get(1).asDouble(), tol + 1e-6 * error);
            assertEquals(values.firstKey(), pm.at("/scorePercentiles/0.0").asDouble());
            assertEquals(values.lastKey(), pm.at("/scorePercentiles/100.0").asDouble());
            if (sample) {
                // JMH's sample percentile: position p (n + 1) / 100 in the sorted samples, interpolated
                double pos = 50.0 * (n + 1) / 100;
                double lo = nth(values, (long) Math.floor(pos));
                double hi = nth(values, (long) Math.floor(pos) + 1);
                double p50 = lo + (hi - lo) * (pos - Math.floor(pos));
                assertEquals(p50, pm.at("/scorePercentiles/50.0").asDouble(), 1e-12 * p50);
                assertEquals(p50, merged.at("/secondaryMetrics/p0.50/score").asDouble(), 1e-12 * p50);
                assertEquals("NaN", merged.at("/secondaryMetrics/p0.50/scoreError").asText());
                assertEquals(2, merged.at("/secondaryMetrics/p0.50/rawData").size());
            }
        }
    }

    @Test
    void mergedFile_isReadByIobenchReport() throws Exception {
        ArrayNode all = JsonNodeFactory.instance.arrayNode();
        for (int i = 0; i < 2; i++) {
            all.add(JmhMerge.merge(List.of(oneForkA.get(i), oneForkB.get(i))));
        }
        Path file = tmp.resolve("merged").resolve("jmh.json");
        Files.createDirectories(file.getParent());
        Files.writeString(file, JmhMerge.write(all));
        assertEquals(all, Json.mapper().readTree(file.toFile()), "written as it was merged");
        Cli.Outcome o = Cli.run("report", file.toString(), "--out", tmp.resolve("report").toString(), "--no-charts");
        assertEquals(ExitCodes.OK, o.code(), o.err());
        String md = Files.readString(tmp.resolve("report").resolve("README.md"));
        assertTrue(md.contains("streamReadDevZero") && md.contains("fileChannelHeap"), md);
    }

    /** The k-th (1-based) sorted sample, as JMH's MultisetStatistics counts them. */
    private static double nth(TreeMap<Double, Long> values, long k) {
        long cur = 0;
        for (Map.Entry<Double, Long> e : values.entrySet()) {
            cur += e.getValue();
            if (cur >= k) {
                return e.getKey();
            }
        }
        return values.lastKey();
    }

    /** Every object key path of a JSON tree, with array lengths reduced to "[]": its structure. */
    private static TreeSet<String> shape(JsonNode n) {
        TreeSet<String> out = new TreeSet<>();
        shape(n, "", out);
        return out;
    }

    private static void shape(JsonNode n, String at, TreeSet<String> out) {
        out.add(at + ":" + n.getNodeType());
        if (n.isObject()) {
            n.fields().forEachRemaining(e -> shape(e.getValue(), at + "/" + e.getKey(), out));
        } else if (n.isArray() && !at.contains("rawData")) {
            n.forEach(c -> shape(c, at + "[]", out));
        } else if (n.isArray()) {
            out.add(at + ":forks=" + n.size());
        }
    }
}
