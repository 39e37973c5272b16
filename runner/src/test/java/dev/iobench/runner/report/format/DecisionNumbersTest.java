package dev.iobench.runner.report.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.iobench.runner.Cli;
import dev.iobench.runner.report.Fixtures;
import dev.iobench.runner.report.ReportLayout;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The numbers a reader decides on, first in the report and the README: a synced and an unsynced write
 * per environment (disk-backed first, RAM-backed marked outside the claim) and a commit log's force
 * after every record vs after every N, in us per record.
 */
class DecisionNumbersTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path tmp;

    @Test
    void diskFirst_ramMarked_commitLogPerRecordFromItsOwnResults() throws Exception {
        ArrayNode jmh = (ArrayNode) JSON.readTree(Fixtures.resource("suite/jmh.json").toFile());
        // the synced write's sides, made from the fixture's whole-file writes (SampleTime, us/op)
        for (JsonNode r : List.copyOf(iterable(jmh))) {
            if (r.path("benchmark").asText().endsWith("WholeFileWriteBenchmark.filesWrite")) {
                ObjectNode k = r.deepCopy();
                boolean sync = "FSYNC".equals(r.path("params").path("durability").asText());
                k.put("benchmark", "dev.iobench.suite.write.KotlinWriteBenchmark."
                        + (sync ? "fileOutputStreamSync" : "writeText"));
                k.set("params", JSON.createObjectNode().put("howManyChars", "1000"));
                jmh.add(k);
            }
        }
        // a third fork on every side, 3% slower than the first: enough forks for an interval
        for (JsonNode r : iterable(jmh)) {
            ObjectNode pm = (ObjectNode) r.path("primaryMetric");
            for (String raw : List.of("rawData", "rawDataHistogram")) {
                if (pm.path(raw).size() == 2) {
                    ArrayNode forks = (ArrayNode) pm.get(raw);
                    forks.add(slower(forks.get(0), 1.03));
                }
            }
        }
        Path run = tmp.resolve("runs").resolve(ReportLayout.RUN);
        // the RAM-backed environment sorts and reads first: the table still puts the disk-backed environment first
        for (String env : List.of("host-dev-shm-jdk17", "host-ext4-jdk17")) {
            Path dir = Files.createDirectories(run.resolve(env));
            JSON.writeValue(dir.resolve("jmh.json").toFile(), jmh);
            ObjectNode e = (ObjectNode) JSON.readTree(Fixtures.resource("suite/env.json").toFile());
            e.put("id", env);
            if (env.contains("shm")) {
                ((ObjectNode) e.get("fs")).put("type", "tmpfs").put("path", "/dev/shm/iobench")
                        .put("mountPoint", "/dev/shm").put("device", "tmpfs");
            }
            JSON.writeValue(dir.resolve("env.json").toFile(), e);
        }
        Path out = tmp.resolve("report");

        Cli.Outcome o = Cli.run("report", tmp.resolve("runs").toString(), "--out", out.toString(), "--no-charts");

        assertEquals(0, o.code(), o.err());
        String md = Files.readString(out.resolve("README.md"));
        String[] lines = md.split("\n");
        int at = 0;
        while (!lines[at].startsWith("**The numbers to decide on**")) {
            at++;
        }
        assertTrue(at < 40, "on the first screen: line " + at);
        List<List<String>> t = Fixtures.table(md, at);
        assertEquals(List.of("Environment", "synced write, ms", "unsynced write, ms",
                "commit log: force every record, us per record", "force every 1000, us per record", "batching pays"),
                t.get(0));
        assertEquals(3, t.size(), t.toString());
        assertEquals("host-ext4-jdk17", t.get(1).get(0));
        assertEquals("host-dev-shm-jdk17 †", t.get(2).get(0));
        assertTrue(md.contains("\n† RAM-backed: no device, fsync returns at once; outside the synced-write claim.\n"), md);
        double every1 = perForkMean(jmh, "1");
        double every1000 = perForkMean(jmh, "1000");
        for (List<String> row : t.subList(1, 3)) {
            assertTrue(value(row.get(1)) > value(row.get(2)), "synced above unsynced: " + row);
            // a mean over forks ± its half width, written to the half width's digits
            for (String cell : row.subList(1, 5)) {
                assertTrue(cell.matches("[0-9.]+ ± [0-9.]+"), cell);
                String[] vh = cell.split(" ± ");
                assertEquals(decimals(vh[0]), decimals(vh[1]), "the mean to its half width's place: " + cell);
            }
            assertEquals(every1, value(row.get(3)), halfWidth(row.get(3)), row.toString());
            assertEquals(every1000, value(row.get(4)), halfWidth(row.get(4)), row.toString());
            // batching pays: the ratio with its interval's ends, which hold it
            java.util.regex.Matcher m = java.util.regex.Pattern
                    .compile("(~ )?([0-9.]+)x less per record \\(([0-9.]+)-([0-9.]+)x\\)").matcher(row.get(5));
            assertTrue(m.matches(), row.get(5));
            double pays = Double.parseDouble(m.group(2));
            assertTrue(Double.parseDouble(m.group(3)) <= pays && pays <= Double.parseDouble(m.group(4)), row.get(5));
            assertEquals(every1 / every1000, pays, every1 / every1000 * 0.05, row.toString());
            assertEquals(m.group(1) != null, Double.parseDouble(m.group(3)) <= 1, "~ only where equality is inside: " + row);
        }
        assertTrue(md.contains("Means over forks ± their 95% interval, to the interval's digits"), md);
        assertTrue(md.contains("its time covers the append alone, not the source's whole put"), md);

        // the commit log's answer in the source's layout: method, batch size, the source's seconds, ours
        int layout = md.indexOf("In the source's layout (s for 400,000 records; ours cover the append alone");
        assertTrue(layout > 0, md);
        List<List<String>> src = Fixtures.table(md, md.substring(0, layout).split("\n").length);
        assertEquals(List.of("Method", "Batch size", "The source", "host-ext4-jdk17"), src.get(0).subList(0, 4));
        assertEquals(List.of("1", "10", "100", "1000"), src.subList(2, 6).stream().map(r -> r.get(1)).toList());
        assertEquals(List.of("40.02", "-", "56", "14.5", "7.95"), src.subList(1, 6).stream().map(r -> r.get(2)).toList());
        String everyRecord = src.get(2).get(3);
        double seconds = Double.parseDouble(everyRecord.substring(0, everyRecord.indexOf(' ')));
        double us = Double.parseDouble(everyRecord.substring(everyRecord.indexOf('(') + 1, everyRecord.indexOf(')')));
        assertEquals(every1, us, every1 * 0.005, everyRecord);
        assertEquals(every1 * 400_000 / 1e6, seconds, seconds * 0.005, everyRecord);
    }

    /** @return a copy of a fork's raw values (numbers, or histograms' [value, count] pairs) times {@code f} */
    private static JsonNode slower(JsonNode fork, double f) {
        if (fork.isNumber()) {
            return JSON.getNodeFactory().numberNode(fork.asDouble() * f);
        }
        if (fork.isArray() && fork.size() == 2 && fork.get(0).isNumber() && fork.get(1).isNumber()
                && fork.get(1).canConvertToLong() && fork.get(1).asDouble() == Math.rint(fork.get(1).asDouble())
                && !fork.get(0).isArray()) {
            // a histogram's bin: the value moves, the count stays
            ArrayNode bin = JSON.createArrayNode();
            bin.add(fork.get(0).asDouble() * f).add(fork.get(1));
            return bin;
        }
        ArrayNode a = JSON.createArrayNode();
        fork.forEach(v -> a.add(slower(v, f)));
        return a;
    }

    private static double value(String cell) {
        return Double.parseDouble(cell.split(" ± ")[0]);
    }

    private static double halfWidth(String cell) {
        return Double.parseDouble(cell.split(" ± ")[1]);
    }

    private static int decimals(String number) {
        return number.contains(".") ? number.length() - number.indexOf('.') - 1 : 0;
    }

    /** @return the commit log's time per record in us at {@code batch}: each fork's mean, mean over forks */
    private static double perForkMean(ArrayNode jmh, String batch) {
        for (JsonNode r : iterable(jmh)) {
            if (r.path("benchmark").asText().endsWith("CommitLogBatchBenchmark.fileChannelForce")
                    && batch.equals(r.path("params").path("batch").asText())) {
                assertEquals("us/op", r.path("primaryMetric").path("scoreUnit").asText());
                double sum = 0;
                JsonNode forks = r.path("primaryMetric").path("rawData");
                for (JsonNode fork : forks) {
                    double f = 0;
                    for (JsonNode v : fork) {
                        f += v.asDouble();
                    }
                    sum += f / fork.size();
                }
                return sum / forks.size();
            }
        }
        throw new AssertionError("no batch " + batch + " in the fixture");
    }

    private static List<JsonNode> iterable(ArrayNode a) {
        List<JsonNode> l = new java.util.ArrayList<>();
        a.forEach(l::add);
        return l;
    }
}
