package dev.iobench.runner.report;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.iobench.runner.Cli;
import dev.iobench.runner.stats.Fmt;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code iobench report} end to end: real fixtures, real gnuplot, real files. */
class ReportCommandTest {
    @TempDir
    Path tmp;

    @Test
    void report_runsAndFixtures_writesTablesChartsCsvAndBenchstat() throws Exception {
        Path runs = ReportLayout.runs(tmp);
        Path fixtures = Files.createDirectories(tmp.resolve("fixtures"));
        for (String f : List.of(Fixtures.ANDROID, Fixtures.JMH_AVGT, Fixtures.JMH_THRPT)) {
            Files.copy(Fixtures.kotlinx(f), fixtures.resolve(f));
        }
        Map<String, String> before = hashes(tmp);
        Path out = tmp.resolve("report");

        Cli.Outcome o = Cli.run("report", runs.toString(), fixtures.toString(), "--out", out.toString());

        assertEquals(0, o.code(), o.err());
        assertEquals(out.resolve("README.md").toString(), o.lastLine());
        assertFalse(o.err().contains("Exception"), o.err());
        String readme = Files.readString(out.resolve("README.md"));
        for (String heading : List.of("## Environments", "## Results by benchmark group", "## Pair comparisons",
                "### Stream vs channel (avgt)", "### Stream vs channel (thrpt)", "### Cached vs disk reads (avgt)",
                "### FSYNC vs NONE per write API (sample)", "### Commit-log batch sizes vs Files.write (avgt)",
                "## Latency percentiles (SampleTime)", "| Metric | (micros) |", "| P50 (Median) |", "| Samples |",
                "| Forks x iterations | 2 x 3 |")) {
            assertTrue(readme.contains(heading), heading);
        }
        // environment summary from env.json (host and android) and derived from the file
        assertTrue(readme.contains("|host-ext4-jdk17|host|ext4|rw,relatime|17.0.13, Debian"), readme);
        assertTrue(readme.contains("|android-SM-A145R-33|android|"), readme);
        assertTrue(readme.contains("thermal throttling seen"), readme);
        assertTrue(readme.contains("|kotlinx-jvm|file|"), readme);

        // charts: every script has its PNG and SVG beside it, really rendered
        Path charts = out.resolve("charts");
        List<Path> scripts;
        try (Stream<Path> s = Files.list(charts)) {
            scripts = s.filter(p -> p.toString().endsWith(".gp")).sorted().toList();
        }
        assertTrue(scripts.size() >= 10, scripts.toString());
        for (Path gp : scripts) {
            String stem = gp.getFileName().toString().replace(".gp", "");
            Path png = charts.resolve(stem + ".png");
            Path svg = charts.resolve(stem + ".svg");
            byte[] head = Files.readAllBytes(png);
            assertTrue(head.length > 1000, png.toString());
            assertArrayEquals(new byte[] {(byte) 0x89, 'P', 'N', 'G'}, java.util.Arrays.copyOf(head, 4), png.toString());
            assertTrue(Files.readString(svg).contains("<svg"), svg.toString());
            assertTrue(readme.contains("](charts/" + stem + ".png)") || readme.contains("](charts/" + stem + ".svg)"), stem);
            assertTrue(Files.readString(gp).contains("set terminal pngcairo"), gp.toString());
            // legible where GitHub shows it (800 to 900 px): at most 1600 px wide
            int width = java.nio.ByteBuffer.wrap(head, 16, 4).getInt();
            assertTrue(width >= 800 && width <= 1600, png + " is " + width + " px wide");
        }
        assertTrue(scripts.stream().anyMatch(p -> p.getFileName().toString().startsWith("answer-1-fsync-vs-none")),
                scripts.toString());
        assertTrue(scripts.stream().anyMatch(p -> p.getFileName().toString().contains("percentiles-host-ext4")), scripts.toString());
        assertTrue(scripts.stream().anyMatch(p -> p.getFileName().toString().startsWith("fsync-vs-none")), scripts.toString());
        // a pair chart's axis names the statistic its ratios are of: fork medians for latencies, the means of whole runs
        // where each run is one unit
        Path fsyncPairs = scripts.stream().filter(p -> p.getFileName().toString().startsWith("fsync-vs-none-sample"))
                .findFirst().orElseThrow();
        assertTrue(Files.readString(fsyncPairs).contains("(over fork medians), log scale"), fsyncPairs.toString());
        Path streamPairs = scripts.stream().filter(p -> p.getFileName().toString().startsWith("stream-vs-channel-avgt"))
                .findFirst().orElseThrow();
        assertTrue(Files.readString(streamPairs).contains("(over run means), log scale"), Files.readString(streamPairs));

        // CSV: header + one row per result (androidx and JMH avgt fixtures twice, thrpt once, 19 suite)
        List<String> csv = Files.readAllLines(out.resolve("results.csv"));
        assertTrue(csv.get(0).startsWith("env,group,benchmark,params,mode,unit,n,mean,ci_half_width"), csv.get(0));
        assertEquals(1 + 48 + 48 + 48 + 48 + 48 + 19, csv.size());
        assertTrue(csv.stream().anyMatch(l -> l.startsWith("android-SM-A145R-33,com.example.benchmark.VirtualFilesBenchmarks,"
                + "com.example.benchmark.VirtualFilesBenchmarks.inputStreamReadDevZero,\"bufferSize=1,024\",avgt,ns/op,50,")),
                String.join("\n", csv.subList(0, 5)));

        // benchstat: Go benchmark lines, one per iteration
        List<String> bench = Files.readAllLines(out.resolve("results.benchstat.txt"));
        for (String line : bench) {
            assertTrue(line.matches("Benchmark[A-Z]\\S* 1 -?[0-9.]+ \\S+"), line);
        }
        assertTrue(bench.contains("BenchmarkWholeFileWrite/fileChannelHeap/chars=1000/durability=FSYNC/writeMode=IN_PLACE"
                + "/env=host-ext4-jdk17 1 " + firstIterationMean() + " us/op"), bench.get(0));
        assertEquals(10, bench.stream().filter(l -> l.startsWith(
                "BenchmarkFileChannelRead/benchmark/bufferSize=8/reopenAt=134217728/env=kotlinx-jvm ")).count());

        // nothing under the inputs changed
        Map<String, String> after = hashes(tmp);
        after.keySet().removeIf(k -> k.startsWith("report/"));
        assertEquals(before, after);
    }

    /** The mean of the first iteration histogram of fileChannelHeap FSYNC in the suite resource, computed here. */
    private static String firstIterationMean() throws IOException {
        var root = dev.iobench.runner.results.Json.mapper().readTree(Fixtures.resource("suite/jmh.json").toFile());
        for (var e : root) {
            if (e.get("benchmark").asText().endsWith("fileChannelHeap")
                    && e.get("params").get("durability").asText().equals("FSYNC")) {
                double sum = 0;
                long n = 0;
                for (var pair : e.get("primaryMetric").get("rawDataHistogram").get(0).get(0)) {
                    sum += pair.get(0).asDouble() * pair.get(1).asLong();
                    n += pair.get(1).asLong();
                }
                return Fmt.plain(sum / n);
            }
        }
        throw new AssertionError("no fileChannelHeap FSYNC in suite/jmh.json");
    }

    @Test
    void report_verdictFollowsTheOneRule_nTooSmallWithoutInterval() throws Exception {
        Path runs = ReportLayout.runs(tmp);
        Path out = tmp.resolve("report");

        Cli.Outcome o = Cli.run("report", runs.toString(), "--out", out.toString(), "--no-charts");

        assertEquals(0, o.code(), o.err());
        String md = Files.readString(out.resolve("README.md"));
        assertTrue(md.contains("Candidate vs baseline: the ratio in words (of the two sides' means;"), md);
        // androidx: 50 runs per side; the verdict in words with its interval, the stream is slower
        List<String> android = md.lines().filter(l -> l.contains("|android-SM-A145R-33|")
                && l.contains("SocketReadBenchmarks.inputStream|")).toList();
        assertEquals(4, android.size(), md);
        for (String row : android) {
            assertTrue(row.matches(".*x faster \\(-[0-9.]+% / \\+[0-9.]+%\\)\\|android-SM-A145R-33\\|.*"), row);
        }
        // the suite's stream/channel thrpt cells have 2 forks: a value without an interval
        List<String> suite = md.lines().filter(l -> l.contains("StreamsVsChannelsBenchmark.streamReadDevZero|")).toList();
        assertEquals(2, suite.size(), md);
        for (String row : suite) {
            assertTrue(row.matches(".*\\|n too small\\|[0-9.]+x (faster|slower), n too small\\|host-ext4-jdk17\\|.*"), row);
            assertTrue(row.endsWith("|host-ext4-jdk17|"), row);
        }
        assertFalse(md.contains("Speedup"), "no bare Speedup in the report");
        assertFalse(md.contains("|Average time, ops/"), "throughput is not an average time");
    }

    @Test
    void charts_oddNames_escapedAndRendered() throws Exception {
        Path env = Files.createDirectories(tmp.resolve("runs/r/odd"));
        // names are checked where they are read; free text (a filesystem type, a parameter value) is not
        Files.writeString(env.resolve("env.json"), "{\"id\":\"host-odd\",\"kind\":\"host\","
                + "\"fs\":{\"type\":\"ext4\"}}");
        Files.writeString(env.resolve("jmh.json"), "[{\"benchmark\":\"a.Odd_Bench.m_1\",\"mode\":\"avgt\","
                + "\"params\":{\"p_1\":\"a \\\"q\\\" x_y\\\\z @{t}^2 it's\"},\"primaryMetric\":{\"score\":1.5,"
                + "\"scoreUnit\":\"ns/op\",\"rawData\":[[1.0,2.0,1.5]]}}]");
        Path out = tmp.resolve("report");

        Cli.Outcome o = Cli.run("report", tmp.resolve("runs").toString(), "--out", out.toString());

        assertEquals(0, o.code(), o.err());
        String gp;
        try (Stream<Path> s = Files.list(out.resolve("charts"))) {
            Path script = s.filter(p -> p.toString().endsWith(".gp")).findFirst().orElseThrow();
            gp = Files.readString(script);
            assertTrue(Files.size(Path.of(script.toString().replace(".gp", ".png"))) > 0);
        }
        // data in a datablock field (never expanded, its double quotes made single), names in single-quoted strings
        assertTrue(gp.contains("\"m_1 (p_1=a 'q' x_y\\z @{t}^2 it's)\" 1.5"), gp);
        assertTrue(gp.contains("title 'host-odd'"), gp);
        assertTrue(gp.contains("set terminal pngcairo noenhanced"), gp);
    }

    /**
     * A report into a folder an earlier report wrote: the earlier report's charts that this one does not
     * make (an environment no longer in the results) are removed, files the report did not write stay.
     */
    @Test
    void report_removesChartsOfAnEarlierReport_keepsOtherFiles() throws Exception {
        Path runs = ReportLayout.runs(tmp);
        Path out = tmp.resolve("report");
        Path charts = Files.createDirectories(out.resolve("charts"));
        for (String ext : List.of(".gp", ".png", ".svg")) {
            Files.writeString(charts.resolve("gone-env-chart" + ext), ext.equals(".gp")
                    ? "# iobench chart: an environment of an earlier run\nplot 1\n" : "old");
        }
        Files.writeString(charts.resolve("notes.gp"), "# my own script\nplot 2\n");
        Files.writeString(charts.resolve("notes.png"), "mine");
        Files.writeString(charts.resolve("photo.png"), "mine");

        Cli.Outcome o = Cli.run("report", runs.toString(), "--out", out.toString());

        assertEquals(0, o.code(), o.err());
        assertTrue(o.err().contains("; 1 chart of an earlier report removed"), o.err());
        for (String ext : List.of(".gp", ".png", ".svg")) {
            assertFalse(Files.exists(charts.resolve("gone-env-chart" + ext)), ext);
        }
        for (String mine : List.of("notes.gp", "notes.png", "photo.png")) {
            assertTrue(Files.exists(charts.resolve(mine)), mine);
        }
        try (Stream<Path> s = Files.list(charts)) {
            assertTrue(s.filter(f -> f.toString().endsWith(".gp")).count() > 2, "this report's charts are there");
        }
        // a second report over the same results removes nothing
        Cli.Outcome again = Cli.run("report", runs.toString(), "--out", out.toString());
        assertEquals(0, again.code(), again.err());
        assertFalse(again.err().contains("removed"), again.err());
    }

    @Test
    void report_chartsAnswers_drawsTheDecisionChartsOnlyAndLinksOnlyTheirSvg() throws Exception {
        Path runs = ReportLayout.runs(tmp);
        Path docs = Files.createDirectories(tmp.resolve("project"));
        Path readme = docs.resolve("README.md");
        Files.writeString(readme, "# Project\n<!-- iobench:begin -->\n<!-- iobench:end -->\n");
        Path out = docs.resolve("results/report");
        // an earlier full report left every chart: the answers-only report removes the others
        assertEquals(0, Cli.run("report", runs.toString(), "--out", out.toString()).code());

        Cli.Outcome o = Cli.run("report", runs.toString(), "--out", out.toString(), "--charts", "answers",
                "--readme", readme.toString());

        assertEquals(0, o.code(), o.err());
        List<String> names;
        try (Stream<Path> s = Files.list(out.resolve("charts"))) {
            names = s.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".svg")).sorted().toList();
        }
        assertFalse(names.isEmpty(), "the decision charts are drawn");
        assertTrue(names.stream().allMatch(n -> n.matches("(answer-\\d+|jvm-vs-fio)-decision\\.svg")), names.toString());
        for (Path page : List.of(out.resolve("README.md"), readme)) {
            String md = Files.readString(page);
            List<String> broken = ReadmeProseTest.brokenLinks(page);
            assertTrue(broken.isEmpty(), page + " links a file not written: " + broken);
            assertFalse(md.contains(".png)") || md.contains(".gp)"), page + " links a PNG or a script: " + md);
            assertTrue(md.contains("](" + (page == readme ? "results/report/" : "") + "charts/" + names.get(0) + ")"),
                    page + " shows " + names.get(0));
            assertTrue(md.contains("`make report` draws the others"), page + ": one line says where the others are");
        }
        assertTrue(o.err().contains("removed"), "the earlier report's other charts are removed: " + o.err());
        // the default draws every chart and does not say so
        Cli.Outcome all = Cli.run("report", runs.toString(), "--out", out.toString());
        assertEquals(0, all.code(), all.err());
        assertTrue(Files.readString(out.resolve("README.md")).contains(".png)"));
        assertFalse(Files.readString(out.resolve("README.md")).contains("`make report` draws the others"));
        assertEquals(2, Cli.run("report", runs.toString(), "--out", out.toString(), "--charts", "some").code());
    }

    @Test
    void report_gnuplotMissing_writesTablesAndOneWarning() throws Exception {
        Path runs = ReportLayout.runs(tmp);
        Path out = tmp.resolve("report");

        Cli.Outcome o = Cli.run("report", runs.toString(), "--out", out.toString(),
                "--gnuplot", tmp.resolve("no-such-dir/gnuplot").toString());

        assertEquals(0, o.code(), o.err());
        assertEquals(1, o.err().lines().filter(l -> l.contains("warning")).count(), o.err());
        assertTrue(o.err().contains("gnuplot not found"), o.err());
        assertTrue(Files.readString(out.resolve("README.md")).contains("## Pair comparisons"));
        assertFalse(Files.exists(out.resolve("charts")));
        assertTrue(Files.size(out.resolve("results.csv")) > 0);
    }

    @Test
    void report_gnuplotFails_exitOneWithItsStderr() throws Exception {
        Path runs = ReportLayout.runs(tmp);
        Path fake = tmp.resolve("bin/gnuplot");
        Files.createDirectories(fake.getParent());
        Files.writeString(fake, "#!/bin/sh\ncat >/dev/null\necho 'line 3: boom in plot' >&2\nexit 1\n");
        Files.setPosixFilePermissions(fake, PosixFilePermissions.fromString("rwxr-xr-x"));
        Path out = tmp.resolve("report");

        Cli.Outcome o = Cli.run("report", runs.toString(), "--out", out.toString(), "--gnuplot", fake.toString());

        assertEquals(1, o.code(), o.err());
        assertTrue(o.err().contains("gnuplot exit code 1: line 3: boom in plot"), o.err());
        assertTrue(Files.exists(out.resolve("README.md")));
        assertFalse(Files.readString(out.resolve("README.md")).contains(".png)"));
    }

    @Test
    void report_noCharts_doesNotRunGnuplot() throws Exception {
        Path runs = ReportLayout.runs(tmp);
        Path out = tmp.resolve("report");
        Cli.Outcome o = Cli.run("report", runs.toString(), "--out", out.toString(), "--no-charts",
                "--gnuplot", tmp.resolve("missing").toString());
        assertEquals(0, o.code(), o.err());
        assertFalse(o.err().contains("warning"), o.err());
        assertFalse(Files.exists(out.resolve("charts")));
    }

    @Test
    void readme_markers_replacesOnlyBetweenThemWithRelativeLinks() throws Exception {
        Path runs = ReportLayout.runs(tmp);
        Path docs = Files.createDirectories(tmp.resolve("docs"));
        Path readme = docs.resolve("README.md");
        byte[] head = "# Project\r\n\r\nIntro with ünïcode and trailing spaces   \n<!-- iobench:begin -->"
                .getBytes(StandardCharsets.UTF_8);
        byte[] tail = "<!-- iobench:end -->\n\n## After\r\nno newline at end".getBytes(StandardCharsets.UTF_8);
        Files.write(readme, concat(head, "\nold table\n".getBytes(StandardCharsets.UTF_8), tail));
        Path out = tmp.resolve("site/report");

        Cli.Outcome o = Cli.run("report", runs.toString(), "--out", out.toString(), "--readme", readme.toString());

        assertEquals(0, o.code(), o.err());
        byte[] now = Files.readAllBytes(readme);
        assertArrayEquals(head, java.util.Arrays.copyOf(now, head.length));
        assertArrayEquals(tail, java.util.Arrays.copyOfRange(now, now.length - tail.length, now.length));
        String middle = new String(now, head.length, now.length - head.length - tail.length, StandardCharsets.UTF_8);
        assertFalse(middle.contains("old table"));
        assertTrue(middle.contains("## Answers"), middle);
        // the README holds the answers in brief; its links reach the full report from the README's folder
        assertTrue(middle.contains("[the full report](../site/report/README.md)"), middle);
        assertTrue(Files.isRegularFile(docs.resolve("../site/report/README.md")));
        assertTrue(Files.readString(out.resolve("README.md")).contains("## Pair comparisons"));
    }

    @Test
    void readme_withoutMarkers_exitTwoAndUntouched() throws Exception {
        Path runs = ReportLayout.runs(tmp);
        Path readme = tmp.resolve("README.md");
        byte[] original = "# Project\n<!-- iobench:begin -->\nno end marker\n".getBytes(StandardCharsets.UTF_8);
        Files.write(readme, original);
        Path out = tmp.resolve("report");

        Cli.Outcome o = Cli.run("report", runs.toString(), "--out", out.toString(), "--readme", readme.toString());

        assertEquals(2, o.code(), o.err());
        assertTrue(o.err().startsWith("iobench: error: --readme " + readme + " has no <!-- iobench:end --> marker"), o.err());
        assertEquals(1, o.err().strip().lines().count(), o.err());
        assertArrayEquals(original, Files.readAllBytes(readme));
        assertFalse(Files.exists(out));
    }

    @Test
    void report_missingInput_exitTwo() {
        Cli.Outcome o = Cli.run("report", tmp.resolve("nope").toString(), "--out", tmp.resolve("r").toString());
        assertEquals(2, o.code());
        assertTrue(o.err().contains("does not exist"), o.err());
    }

    static byte[] concat(byte[]... parts) {
        int n = 0;
        for (byte[] p : parts) {
            n += p.length;
        }
        byte[] out = new byte[n];
        int at = 0;
        for (byte[] p : parts) {
            System.arraycopy(p, 0, out, at, p.length);
            at += p.length;
        }
        return out;
    }

    static Map<String, String> hashes(Path dir) throws Exception {
        Map<String, String> out = new TreeMap<>();
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : s.filter(Files::isRegularFile).toList()) {
                out.put(dir.relativize(p).toString().replace('\\', '/'), HexFormat.of().formatHex(
                        MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(p))));
            }
        }
        return out;
    }
}
