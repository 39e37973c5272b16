package dev.iobench.runner.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.iobench.runner.Cli;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Malformed inputs: one clear line each, never a stack trace, the good files still reported. */
class BadInputTest {
    private static final String GOOD_ENTRY = "{\"benchmark\":\"a.B.m\",\"mode\":\"avgt\",\"primaryMetric\":{\"score\":1.5,"
            + "\"scoreUnit\":\"ns/op\",\"rawData\":[[1.0,2.0]]}}";

    @TempDir
    Path tmp;

    /** file name -> (content, expected reason fragment) */
    private Map<String, String[]> badFiles() throws Exception {
        String fixture = Files.readString(Fixtures.kotlinx(Fixtures.JMH_AVGT));
        Map<String, String[]> bad = new LinkedHashMap<>();
        bad.put("a-not-json.json", new String[] {"hello, I am a text file\n", "not valid JSON"});
        bad.put("b-truncated.json", new String[] {fixture.substring(0, 700), "not valid JSON"});
        bad.put("c-empty-array.json", new String[] {"[]", "empty JMH result"});
        bad.put("d-nan.json", new String[] {"[{\"benchmark\":\"a.B.nan\",\"mode\":\"thrpt\",\"primaryMetric\":{\"score\":\"NaN\","
                + "\"scoreError\":\"NaN\",\"scoreUnit\":\"ops/s\",\"rawData\":[[\"NaN\",\"NaN\"]]}}]", "no finite samples"});
        bad.put("e-other-tool.json", new String[] {"{\"name\":\"criterion\",\"mean\":{\"point_estimate\":1.0}}",
            "unknown format"});
        bad.put("f-missing-field.json", new String[] {"[{\"benchmark\":\"a.B.m\",\"primaryMetric\":{\"score\":1.0,"
                + "\"scoreUnit\":\"ns/op\",\"rawData\":[[1.0]]}}]", "missing field [0].mode"});
        bad.put("g-wrong-type.json", new String[] {"[{\"benchmark\":\"a.B.m\",\"mode\":\"avgt\",\"primaryMetric\":{\"score\":1.0,"
                + "\"scoreUnit\":\"ns/op\",\"rawData\":\"1,2,3\"}}]", "rawData must be an array, not a string"});
        bad.put("h-androidx-wrong-type.json", new String[] {"{\"context\":{},\"benchmarks\":[{\"name\":\"x[a_1]\","
                + "\"className\":\"c.D\",\"metrics\":{\"timeNs\":{\"runs\":[1,\"fast\"]}}}]}", "must be a number, not a string"});
        bad.put("i-empty.json", new String[] {"", "empty file"});
        bad.put("j-string-score.json", new String[] {"[{\"benchmark\":\"a.B.m\",\"mode\":\"avgt\",\"primaryMetric\":{\"score\":\"high\","
                + "\"scoreUnit\":\"ns/op\",\"rawData\":[[1.0]]}}]", "primaryMetric.score must be a number"});
        return bad;
    }

    @Test
    void report_badFiles_oneLineEachExitOneReportStillWritten() throws Exception {
        Path in = Files.createDirectories(tmp.resolve("in"));
        Files.writeString(in.resolve("good.json"), "[" + GOOD_ENTRY + "]");
        Map<String, String[]> bad = badFiles();
        for (Map.Entry<String, String[]> e : bad.entrySet()) {
            Files.writeString(in.resolve(e.getKey()), e.getValue()[0]);
        }
        Path out = tmp.resolve("out");

        Cli.Outcome o = Cli.run("report", in.toString(), "--out", out.toString(), "--no-charts");

        assertEquals(1, o.code(), o.err());
        List<String> lines = o.err().lines().filter(l -> !l.startsWith("iobench: report:")).toList();
        assertEquals(bad.size(), lines.size(), o.err());
        int i = 0;
        for (Map.Entry<String, String[]> e : bad.entrySet()) {
            String line = lines.get(i++);
            assertTrue(line.startsWith(in.resolve(e.getKey()) + ": "), line);
            assertTrue(line.contains(e.getValue()[1]), line + " should say " + e.getValue()[1]);
        }
        assertFalse(o.err().contains("Exception"), o.err());
        assertFalse(o.err().contains("\tat "), o.err());
        String readme = Files.readString(out.resolve("README.md"));
        assertTrue(readme.contains("|m|1.50 (n too small)|"), readme);
        assertEquals(2, Files.readAllLines(out.resolve("results.csv")).size());
    }

    @Test
    void report_filesNotRead_eachNamedWithWhy_exitUnchanged() throws Exception {
        Path in = Files.createDirectories(tmp.resolve("in"));
        Path envDir = Files.createDirectories(in.resolve("env-a"));
        Files.writeString(envDir.resolve("jmh.json"), "[" + GOOD_ENTRY + "]");
        Files.writeString(envDir.resolve("env.json"), "{\"id\":\"host-a\"}");
        Files.writeString(envDir.resolve("jmh.log"), "JMH's text");
        Files.writeString(envDir.resolve("fio.job"), "[job]");
        Path alone = Files.createDirectories(in.resolve("no-result"));
        Files.writeString(alone.resolve("env.json"), "{\"id\":\"host-b\"}");
        Files.writeString(alone.resolve("fio.json"), "{\"jobs\":[]}");
        Files.writeString(alone.resolve("run.json"), "{}");
        Files.writeString(in.resolve("notes.txt"), "my notes");
        Files.writeString(in.resolve(".jmh.json.tmp-123-1"), "[");
        Path out = tmp.resolve("out");

        Cli.Outcome o = Cli.run("report", in.toString(), "--out", out.toString(), "--no-charts");

        assertEquals(0, o.code(), o.err());
        String err = o.err();
        assertTrue(err.contains(alone.resolve("env.json") + ": not read: an environment's fingerprint, read only with "
                + "the result file beside it, and there is none"), err);
        assertTrue(err.contains(alone.resolve("fio.json") + ": not read: fio's reference"), err);
        assertTrue(err.contains(alone.resolve("run.json") + ": not read: a run's manifest"), err);
        assertTrue(err.contains(in.resolve("notes.txt") + ": not read: not a result file"), err);
        assertTrue(err.contains(in.resolve(".jmh.json.tmp-123-1") + ": not read: a temp file of an unfinished write"), err);
        assertTrue(err.contains("iobench: report: not read, kept for people: 1 fio.job (fio's job file), 1 jmh.log "
                + "(JMH's own log)"), err);
        assertFalse(err.contains(envDir.resolve("env.json").toString()), "a used env.json is not named: " + err);
        assertTrue(Files.readString(out.resolve("README.md")).contains("host-a"));
    }

    @Test
    void report_strict_stopsAtFirstBadFile() throws Exception {
        Path in = Files.createDirectories(tmp.resolve("in"));
        Files.writeString(in.resolve("a-bad.json"), "{");
        Files.writeString(in.resolve("b-good.json"), "[" + GOOD_ENTRY + "]");
        Files.writeString(in.resolve("c-bad.json"), "[]");
        Path out = tmp.resolve("out");

        Cli.Outcome o = Cli.run("report", in.toString(), "--out", out.toString(), "--no-charts", "--strict");

        assertEquals(1, o.code(), o.err());
        assertEquals("iobench: error: " + in.resolve("a-bad.json") + ": not valid JSON", o.err().strip().replaceAll(" \\(.*", ""));
        assertFalse(Files.exists(out.resolve("README.md")));
    }

    @Test
    void report_nanScoresAndInfinityStrings_goodEntriesKept() throws Exception {
        Path in = Files.createDirectories(tmp.resolve("in"));
        // JMH writes non-finite numbers as strings; finite raw data with a "NaN" secondary error is fine
        Files.writeString(in.resolve("mixed.json"), "[" + GOOD_ENTRY + ",{\"benchmark\":\"a.B.inf\",\"mode\":\"avgt\","
                + "\"params\":{\"x\":\"1\"},\"primaryMetric\":{\"score\":\"+INF\",\"scoreUnit\":\"ns/op\","
                + "\"rawData\":[[\"+INF\",\"-INF\"]]},\"secondaryMetrics\":{\"·gc.alloc.rate\":{\"score\":\"NaN\"}}}]");
        Path out = tmp.resolve("out");

        Cli.Outcome o = Cli.run("report", in.toString(), "--out", out.toString(), "--no-charts");

        assertEquals(1, o.code(), o.err());
        assertTrue(o.err().contains("mixed.json: 1 of 2 results skipped, no finite samples: a.B.inf (score Infinity)"),
                o.err());
        assertEquals(2, Files.readAllLines(out.resolve("results.csv")).size());
    }

    @Test
    void report_envJsonAndRunJson_areNotInputs() throws Exception {
        Path runs = ReportLayout.runs(tmp);
        Cli.Outcome o = Cli.run("report", runs.toString(), "--out", tmp.resolve("out").toString(), "--no-charts");
        assertEquals(0, o.code(), o.err());
        assertTrue(o.err().contains("3 files,"), o.err());
    }

    @Test
    void report_brokenEnvJson_oneLineAndEnvironmentDerived() throws Exception {
        Path env = Files.createDirectories(tmp.resolve("runs/r1/host-x"));
        Files.writeString(env.resolve("jmh.json"), "[" + GOOD_ENTRY + "]");
        Files.writeString(env.resolve("env.json"), "{\"kind\":\"host\"}");
        Path out = tmp.resolve("out");

        Cli.Outcome o = Cli.run("report", tmp.resolve("runs").toString(), "--out", out.toString(), "--no-charts");

        assertEquals(1, o.code(), o.err());
        assertTrue(o.err().startsWith(env.resolve("env.json") + ": missing field id; environment derived from the "
                + "result file instead"), o.err());
        assertTrue(Files.readString(out.resolve("README.md")).contains("|host-x|file|"));
    }

    @Test
    void report_envJsonOfAnUnknownVersion_refusedInOneLineNamingIt() throws Exception {
        Path env = Files.createDirectories(tmp.resolve("runs/r1/host-x"));
        Files.writeString(env.resolve("jmh.json"), "[" + GOOD_ENTRY + "]");
        Files.writeString(env.resolve("env.json"), "{\"formatVersion\":9,\"id\":\"host-x\",\"kind\":\"host\"}");
        Path out = tmp.resolve("out");

        Cli.Outcome o = Cli.run("report", tmp.resolve("runs").toString(), "--out", out.toString(), "--no-charts");

        assertEquals(1, o.code(), o.err());
        String line = o.err().lines().filter(l -> l.startsWith(env.resolve("env.json") + ": ")).findFirst().orElse("");
        assertTrue(line.endsWith("env.json format version 9 is not one this iobench reads (it reads 1); environment "
                + "derived from the result file instead"), o.err());
        assertTrue(Files.readString(out.resolve("README.md")).contains("|host-x|file|"));
    }

    @Test
    void compare_badFile_reportedAndOthersCompared() throws Exception {
        Path in = Files.createDirectories(tmp.resolve("in"));
        Files.copy(Fixtures.kotlinx(Fixtures.JMH_AVGT), in.resolve("jmh.json"));
        Files.writeString(in.resolve("broken.json"), "[{\"benchmark\":");
        Cli.Outcome o = Cli.run("compare", in.toString(), "--baseline", "FileInputStreamBenchmark",
                "--candidate", "FileChannelReadBenchmark");
        assertEquals(1, o.code(), o.err());
        assertEquals(1, o.err().strip().lines().count(), o.err());
        assertTrue(o.err().startsWith(in.resolve("broken.json") + ": not valid JSON"), o.err());
        assertTrue(o.out().contains("|8|134217728|org.example.FileInputStreamBenchmark.benchmark|768.221|±9.863|"), o.out());
    }
}
