package dev.iobench.runner.report;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.iobench.runner.Cli;
import dev.iobench.runner.env.FioReference;
import dev.iobench.runner.ExitCodes;
import dev.iobench.runner.results.Json;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * End to end, as a user does it: a fresh quick run of the real suite on the host, then
 * {@code iobench report} over that run and the three kotlinx-io files, spliced into a README.
 */
class ReportFreshRunIT {
    @TempDir
    Path tmp;

    @Test
    void freshQuickRunAndFixtures_giveTablesRenderedChartsCsvBenchstat_andReadmeBytesKept() throws Exception {
        Path results = tmp.resolve("results");
        Cli.Outcome run = Cli.run("run", "--env", "host", "--profile", "quick", "--dir", "/dev/shm",
                "--results", results.toString(),
                "--include", "WholeFileWriteBenchmark\\.fileChannelHeap$",
                "--include", "StreamsVsChannelsBenchmark\\.(stream|channel)ReadDevZero$",
                "--include", "FioLikeWriteBenchmark\\.inPlaceForce$",
                "--jmh-arg", "-p", "--jmh-arg", "chars=1000", "--jmh-arg", "-p", "--jmh-arg", "writeMode=IN_PLACE",
                "--jmh-arg", "-p", "--jmh-arg", "bufferSize=8");
        assertEquals(ExitCodes.OK, run.code(), run.err());
        Path runDir = Path.of(run.lastLine());
        String env = "host-tmpfs-jdk" + Runtime.version().feature();
        JsonNode jmh = dev.iobench.runner.RawJson.read(runDir.resolve(env).resolve("jmh.json.gz"));
        assertEquals(6, jmh.size(), "3 write cells + 2 stream/channel cells + the fio-like cell");
        // JMH's JSON kept compressed, and no scratch left in the run folder
        assertFalse(Files.exists(runDir.resolve(env).resolve("jmh.json")), "only the compressed result");
        try (Stream<Path> all = Files.walk(runDir)) {
            List<String> names = all.map(p -> runDir.relativize(p).toString()).toList();
            assertTrue(names.stream().noneMatch(n -> n.contains(".batch") || n.endsWith(".args")
                    || n.contains(".partial") || n.contains(".tmp-")), names.toString());
        }
        // compare and diff read the compressed run
        Cli.Outcome cmp = Cli.run("compare", "--baseline=streamReadDevZero", "--candidate=channelReadDevZero",
                runDir.toString());
        assertEquals(ExitCodes.OK, cmp.code(), cmp.err());
        assertTrue(cmp.out().contains("channelReadDevZero"), cmp.out());
        Cli.Outcome diff = Cli.run("diff", runDir.toString(), runDir.toString());
        assertEquals(ExitCodes.OK, diff.code(), diff.err());
        assertFalse(diff.out().contains("Only in"), diff.out());
        // fio, the physical reference, ran in the same folder and run
        assertTrue(Files.isRegularFile(runDir.resolve(env).resolve("fio.json")), "fio.json beside jmh.json");
        assertTrue(Files.readString(runDir.resolve(env).resolve("fio.job")).contains("[inplace-fdatasync-1]"));

        Path fixtures = Files.createDirectories(tmp.resolve("fixtures"));
        for (String f : List.of(Fixtures.ANDROID, Fixtures.JMH_AVGT, Fixtures.JMH_THRPT)) {
            Files.copy(Fixtures.kotlinx(f), fixtures.resolve(f));
        }
        Path readme = tmp.resolve("README.md");
        byte[] head = "# Mine\n\nkept as is  \r\n<!-- iobench:begin -->".getBytes(StandardCharsets.UTF_8);
        byte[] tail = "<!-- iobench:end -->\nand this too".getBytes(StandardCharsets.UTF_8);
        Files.write(readme, ReportCommandTest.concat(head, "\nold\n".getBytes(StandardCharsets.UTF_8), tail));
        Path out = tmp.resolve("report");

        Cli.Outcome o = Cli.run("report", results.resolve("runs").toString(), fixtures.toString(),
                "--out", out.toString(), "--readme", readme.toString());

        assertEquals(ExitCodes.OK, o.code(), o.err());
        String md = Files.readString(out.resolve("README.md"));
        // the fresh environment, from its env.json, beside the fixtures' environments
        assertTrue(md.contains("|" + env + "|host|tmpfs|"), md);
        // the JVM over fio: the fio-like cell's and fileChannelHeap's in-place FDATASYNC p50 over fio's, in the fio section
        String fioRow = md.lines().filter(l -> l.startsWith("|" + env + "|")
                && l.contains(" (" + FioReference.RUNS + ")|")).findFirst()
                .orElseThrow(() -> new AssertionError("no fio row in\n" + md));
        // fio's runs, then the JVM vs fio in words for the two JVM writes that ran, "-" for those that did not
        String ratio = "(~ )?[0-9.e]+x (faster|slower)( \\(-[0-9.]+% / \\+[0-9.]+%\\)|, n too small)";
        assertTrue(fioRow.matches("\\|" + env + "\\|[0-9.]+ \\(" + FioReference.RUNS + "\\)\\|" + ratio + "\\|-\\|"
                + ratio + "\\|-\\|-\\|"), fioRow);
        assertTrue(md.contains("inPlaceForce's synced in-place write vs fio's, mean per op, by filesystem: tmpfs: "), md);
        assertTrue(md.contains("### How close is the JVM to the raw syscall?"), md);
        // files without env.json: named after the file, described from their content
        assertTrue(md.contains("|2023-12-18T134000-android-SM-A145R-13|android|-|-|Android SDK 33|-|SM-A145R"), md);
        assertTrue(md.contains("|2023-12-18T131339-linux-x64-8471005|file|-|-|21.0.1"), md);
        // the fresh run's stream/channel pair, its percentile table and its FSYNC-vs-NONE pair (chars, writeMode)
        assertTrue(md.lines().anyMatch(l -> l.contains("StreamsVsChannelsBenchmark.streamReadDevZero|")
                && l.contains("StreamsVsChannelsBenchmark.channelReadDevZero|") && l.contains("|" + env + "|")), md);
        assertTrue(md.contains("## Latency percentiles (SampleTime)") && md.contains("| P99.9 |"), md);
        assertTrue(md.lines().anyMatch(l -> l.startsWith("|1000|IN_PLACE|") && l.contains("fileChannelHeap|")
                && l.contains("|" + env + "|")), md);

        // every chart script has a PNG and an SVG that gnuplot really rendered
        List<Path> scripts;
        try (Stream<Path> s = Files.list(out.resolve("charts"))) {
            scripts = s.filter(p -> p.toString().endsWith(".gp")).sorted().toList();
        }
        assertTrue(scripts.size() >= 5, scripts.toString());
        for (Path gp : scripts) {
            String stem = gp.getFileName().toString().replace(".gp", "");
            byte[] png = Files.readAllBytes(gp.resolveSibling(stem + ".png"));
            assertArrayEquals(new byte[] {(byte) 0x89, 'P', 'N', 'G'}, Arrays.copyOf(png, 4), stem);
            assertTrue(png.length > 1000, stem);
            assertTrue(Files.readString(gp.resolveSibling(stem + ".svg")).contains("<svg"), stem);
        }

        // CSV: one row per fresh result, with its sample count; benchstat: its iterations
        List<String> csv = Files.readAllLines(out.resolve("results.csv"));
        List<String> fresh = csv.stream().filter(l -> l.startsWith(env + ",")).toList();
        assertEquals(6, fresh.size(), String.join("\n", fresh));
        List<String> bench = Files.readAllLines(out.resolve("results.benchstat.txt"));
        assertEquals(6 * 5, bench.stream().filter(l -> l.contains("/env=" + env + " ")).count(),
                "5 measurement iterations (the quick profile) per fresh result");

        // the README: new tables between the markers, every other byte as it was
        byte[] now = Files.readAllBytes(readme);
        assertArrayEquals(head, Arrays.copyOf(now, head.length));
        assertArrayEquals(tail, Arrays.copyOfRange(now, now.length - tail.length, now.length));
        String middle = new String(now, head.length, now.length - head.length - tail.length, StandardCharsets.UTF_8);
        assertTrue(middle.contains("## Answers") && !middle.contains("\nold\n"), middle);
        assertTrue(md.contains("|" + env + "|host|tmpfs|"), "the environment in the full report");
    }
}
