package dev.iobench.runner.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.iobench.runner.Cli;
import dev.iobench.runner.report.read.ResultReader;
import dev.iobench.runner.stats.Fmt;
import dev.iobench.runner.stats.Summary;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code iobench compare} against the tables kotlinx-io published from the same files
 * (fzhinkin/kotlinx-io-supplementary-benchmarks README.md, copied in
 * src/test/resources/report/kotlinx-io-published.md with its source).
 */
class CompareKotlinxIoTest {
    private static final String[][] ANDROID_PAIRS = {
        {"VirtualFilesBenchmarks\\.inputStreamReadDevZero$", "VirtualFilesBenchmarks\\.fileChannelReadDevZero$"},
        {"VirtualFilesBenchmarks\\.outputStreamWriteDevNull$", "VirtualFilesBenchmarks\\.fileChannelWriteDevNull$"},
        {"FilesBenchmarks\\.fileInputStream$", "FilesBenchmarks\\.fileChannelRead$"},
        {"FilesBenchmarks\\.fileOutputStream$", "FilesBenchmarks\\.fileChannelWrite$"},
        {"SocketReadBenchmarks\\.inputStream$", "SocketReadBenchmarks\\.channel$"},
        {"SocketWriteBenchmarks\\.outputStream$", "SocketWriteBenchmarks\\.channel$"},
    };
    private static final String[][] JVM_PAIRS = {
        {"FileInputStreamReadFromDevZero", "FileChannelReadFromDevZero"},
        {"FileOutputStreamWriteToDevNull", "FileChannelWriteToDevNull"},
        {"FileInputStreamBenchmark", "FileChannelReadBenchmark"},
        {"FileOutputStreamBenchmark", "FileChannelWriteBenchmark"},
        {"SocketInputStreamBenchmark", "SocketChannelReadBenchmark"},
        {"SocketOutputStreamBenchmark", "SocketChannelWriteBenchmark"},
    };

    private static List<List<String>> published(String section) {
        String text = Fixtures.read(Fixtures.resource("kotlinx-io-published.md"));
        String[] lines = text.split("\n");
        int start = 0;
        while (!lines[start].equals("## " + section)) {
            start++;
        }
        List<List<String>> t = Fixtures.table(text, start);
        return t.subList(1, t.size());
    }

    private static List<List<String>> ours(String file, String[][] pairs, String... extra) {
        List<List<String>> rows = new ArrayList<>();
        for (String[] pair : pairs) {
            List<String> args = new ArrayList<>(List.of("compare", Fixtures.kotlinx(file).toString(),
                    "--baseline", pair[0], "--candidate", pair[1]));
            args.addAll(List.of(extra));
            Cli.Outcome o = Cli.run(args.toArray(new String[0]));
            assertEquals(0, o.code(), o.err());
            assertEquals("", o.err());
            List<List<String>> table = Fixtures.table(o.out(), 0);
            assertEquals(5, table.size(), o.out());
            rows.addAll(table.subList(1, table.size()));
        }
        return rows;
    }

    @Test
    void androidFixture_roundedHalfUpIsWithinOneThousandth() {
        List<List<String>> pub = published("android");
        List<List<String>> ours = ours(Fixtures.ANDROID, ANDROID_PAIRS);
        for (int i = 0; i < pub.size(); i++) {
            List<String> p = pub.get(i);
            List<String> o = ours.get(i);
            for (int k : new int[] {2, 3, 5, 6, 7}) {
                double expected = Double.parseDouble(p.get(k).replace("±", ""));
                double actual = Double.parseDouble(o.get(k).replace("±", ""));
                assertEquals(expected, actual, 0.0010001, "column " + k + ", row " + i);
            }
        }
    }

    @Test
    void jmhAvgtFixture_matchesPublishedTable() {
        List<List<String>> pub = published("jvm");
        List<List<String>> ours = ours(Fixtures.JMH_AVGT, JVM_PAIRS);
        assertEquals(24, pub.size());
        assertEquals(pub.size(), ours.size());
        for (int i = 0; i < pub.size(); i++) {
            List<String> p = pub.get(i);
            List<String> vals = ours.get(i);
            int n = vals.size();
            // our table has the param columns bufferSize (and reopenAt for the file benchmarks) first
            assertEquals(p.get(0), vals.get(0), "row " + i);
            // the last column is our verdict, beside kotlinx-io's Speedup
            assertTrue(vals.get(n - 1).matches("(~ )?[0-9.e]+x (faster|slower) \\(-.*%\\)|.*n too small"), vals.get(n - 1));
            n--;
            assertEquals(p.get(1), vals.get(n - 7), "row " + i);
            // published with 6 decimals: compare at 3
            assertEquals(Fmt.d3(Double.parseDouble(p.get(2))), vals.get(n - 6), "row " + i);
            assertEquals(p.get(3), vals.get(n - 5), "baseline CI, row " + i);
            assertEquals(p.get(4), vals.get(n - 4), "row " + i);
            assertEquals(p.get(5), vals.get(n - 3), "candidate mean, row " + i);
            assertEquals(p.get(6), vals.get(n - 2), "candidate CI, row " + i);
            assertEquals(p.get(7), vals.get(n - 1), "speedup, row " + i);
        }
    }

    @Test
    void jmhFiles_ciEqualsJmhScoreError() throws Exception {
        for (String f : new String[] {Fixtures.JMH_AVGT, Fixtures.JMH_THRPT}) {
            var root = dev.iobench.runner.results.Json.mapper().readTree(Fixtures.kotlinx(f).toFile());
            var read = new ResultReader().read(Fixtures.kotlinx(f), f);
            assertEquals(root.size(), read.results().size());
            for (int i = 0; i < root.size(); i++) {
                var pm = root.get(i).get("primaryMetric");
                Summary s = read.results().get(i).summary();
                assertEquals(pm.get("score").asDouble(), s.mean(), 1e-9 * s.mean());
                assertEquals(pm.get("scoreError").asDouble(), s.ciHalfWidth(), 1e-7 * s.ciHalfWidth(), f + " " + i);
            }
        }
    }

    @Test
    void thrptFixture_saysHigherIsBetter() {
        Cli.Outcome o = Cli.run("compare", Fixtures.kotlinx(Fixtures.JMH_THRPT).toString(),
                "--baseline", "FileInputStreamBenchmark", "--candidate", "FileChannelReadBenchmark");
        assertEquals(0, o.code(), o.err());
        assertTrue(o.out().contains("|bufferSize|reopenAt|Baseline benchmark|Average time, ops/s|0.999-CI, ops/s|"
                + "Candidate benchmark|Average time, ops/s|0.999-CI, ops/s|Speedup, the source's rule (0.999 CIs must not "
                + "overlap)|Candidate vs baseline (our verdict)|"), o.out());
        assertTrue(o.out().contains("higher is better"), o.out());
    }
}
