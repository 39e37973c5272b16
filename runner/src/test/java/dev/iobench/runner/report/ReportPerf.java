package dev.iobench.runner.report;

import dev.iobench.runner.report.read.Inputs;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import picocli.CommandLine;

/**
 * Performance check of {@code iobench report}: generates {@value #FILES} synthetic JMH result files
 * of {@value #ROWS_PER_FILE} results each (iobench layout, {@code env.json} beside each) in a temp
 * folder, builds the report without charts, prints the elapsed time and exits 1 if it took more
 * than {@value #LIMIT_MILLIS} ms. Run: {@code make report-perf}. A test source: it is a measurement harness, not part of the tool.
 */
public final class ReportPerf {
    /** Result files generated. */
    public static final int FILES = 200;
    /** Results per file. */
    public static final int ROWS_PER_FILE = 100;
    /** The budget. */
    public static final long LIMIT_MILLIS = 2000;

    private static final String[] APIS = {"fileWriter", "bufferedWriter", "filesWrite", "filesWriteString",
        "fileOutputStream", "randomAccessFile", "fileChannelHeap", "fileChannelDirect", "mappedByteBuffer"};

    private ReportPerf() {
    }

    /** Generates, reports, prints {@code report of N files (M results) without charts: T ms}; exit 1 over budget. */
    public static void main(String[] args) throws Exception {
        Path dir = Files.createTempDirectory("iobench-report-perf");
        try {
            generate(dir.resolve("runs"));
            // one untimed warm-up round so the figure is the report, not class loading
            run(dir, "warmup");
            ReportCommand.Outcome o = run(dir, "report");
            System.out.print(lastErr);
            System.out.printf(Locale.ROOT, "report of %d files (%d results) without charts: %d ms (budget %d ms)%n",
                    FILES, o.results(), o.millis(), LIMIT_MILLIS);
            if (o.millis() > LIMIT_MILLIS) {
                System.exit(1);
            }
        } finally {
            deleteTree(dir);
        }
    }

    /** Builds the report over {@code dir/runs} into {@code dir/<name>} without charts. */
    static ReportCommand.Outcome run(Path dir, String name) throws IOException, InterruptedException {
        StringWriter sink = new StringWriter();
        ReportCommand report = new ReportCommand();
        new CommandLine(report).parseArgs("--out", dir.resolve(name).toString(), "--no-charts");
        ReportCommand.Outcome o = report.run(new Inputs.Selection(List.of(dir.resolve("runs")), Set.of()), null,
                new PrintWriter(sink));
        lastErr = sink.toString();
        return o;
    }

    private static String lastErr = "";

    /** Writes {@value #FILES} runs {@code runs/run-<i>/host-<i>/{jmh.json,env.json}}. */
    static void generate(Path runs) throws IOException {
        SplittableRandom random = new SplittableRandom(42);
        for (int f = 0; f < FILES; f++) {
            String env = String.format(Locale.ROOT, "host-ext4-jdk17-%03d", f);
            Path d = Files.createDirectories(runs.resolve(String.format(Locale.ROOT, "run-%03d", f)).resolve(env));
            Files.writeString(d.resolve("env.json"), "{\"id\":\"" + env + "\",\"kind\":\"host\",\"fs\":{\"type\":\"ext4\","
                    + "\"options\":\"rw,relatime\"},\"jdk\":{\"version\":\"17.0.13\",\"vendor\":\"Debian\"},"
                    + "\"os\":{\"kernel\":\"6.1.0\"},\"cpu\":{\"model\":\"Xeon\",\"count\":2}}\n", StandardCharsets.UTF_8);
            Files.writeString(d.resolve("jmh.json"), jmhFile(random), StandardCharsets.UTF_8);
        }
    }

    private static String jmhFile(SplittableRandom random) {
        StringBuilder sb = new StringBuilder("[\n");
        int n = 0;
        for (String api : APIS) {
            for (String durability : new String[] {"NONE", "FDATASYNC", "FSYNC"}) {
                for (String mode : new String[] {"TRUNCATE", "IN_PLACE"}) {
                    double base = durability.equals("NONE") ? 20 : 400;
                    sb.append(n++ == 0 ? "" : ",\n").append(histogramEntry("write.WholeFileWriteBenchmark." + api,
                            "{\"chars\":\"1000\",\"durability\":\"" + durability + "\",\"writeMode\":\"" + mode + "\"}",
                            base, random));
                }
            }
        }
        sb.append(",\n").append(rawEntry("commitlog.CommitLogBenchmark.filesWriteAppend", "avgt", "us/op", "{}", 350, random));
        n++;
        for (String batch : new String[] {"1", "10", "100", "1000"}) {
            sb.append(",\n").append(rawEntry("commitlog.CommitLogBatchBenchmark.fileChannelForce", "avgt", "us/op",
                    "{\"batch\":\"" + batch + "\"}", 350.0 / Integer.parseInt(batch), random));
            n++;
        }
        for (String m : new String[] {"readFromDisk", "readFromCache"}) {
            sb.append(",\n").append(rawEntry("read.CachedReadBenchmark." + m, "avgt", "us/op", "{\"size\":\"1048576\"}",
                    m.equals("readFromDisk") ? 900 : 120, random));
            n++;
        }
        for (String x : new String[] {"ReadDevZero", "WriteDevNull", "ReadFile"}) {
            for (String bs : new String[] {"8", "8192"}) {
                for (String p : new String[] {"stream", "channel"}) {
                    sb.append(",\n").append(rawEntry("streams.StreamsVsChannelsBenchmark." + p + x, "thrpt", "ops/s",
                            "{\"bufferSize\":\"" + bs + "\"}", 1e6, random));
                    n++;
                }
            }
        }
        for (int i = 0; n < ROWS_PER_FILE; i++, n++) {
            sb.append(",\n").append(rawEntry("read.RandomLookupBenchmark.lookup" + (i % 3), "avgt", "ns/op",
                    "{\"keys\":\"" + (1 << i) + "\"}", 500, random));
        }
        return sb.append("\n]\n").toString();
    }

    private static String rawEntry(String bench, String mode, String unit, String params, double mean,
            SplittableRandom random) {
        StringBuilder raw = new StringBuilder("[");
        for (int fork = 0; fork < 2; fork++) {
            raw.append(fork == 0 ? "[" : ",[");
            for (int i = 0; i < 5; i++) {
                raw.append(i == 0 ? "" : ",").append(mean * (1 + 0.05 * random.nextDouble()));
            }
            raw.append(']');
        }
        raw.append(']');
        return entry(bench, mode, unit, params, mean, "\"rawData\":" + raw);
    }

    private static String histogramEntry(String bench, String params, double base, SplittableRandom random) {
        StringBuilder h = new StringBuilder("[[");
        for (int it = 0; it < 3; it++) {
            h.append(it == 0 ? "[" : ",[");
            for (int b = 0; b < 8; b++) {
                h.append(b == 0 ? "" : ",").append('[').append(base * (1 + b * b * 0.1)).append(',')
                        .append(1 + random.nextInt(100 / (b + 1))).append(']');
            }
            h.append(']');
        }
        h.append("]]");
        return entry(bench, "sample", "us/op", params, base, "\"rawDataHistogram\":" + h);
    }

    private static String entry(String bench, String mode, String unit, String params, double score, String data) {
        return "{\"jmhVersion\":\"1.37\",\"benchmark\":\"dev.iobench.suite." + bench + "\",\"mode\":\"" + mode
                + "\",\"threads\":1,\"forks\":2,\"jdkVersion\":\"17.0.13\",\"vmName\":\"OpenJDK 64-Bit Server VM\","
                + "\"params\":" + params + ",\"primaryMetric\":{\"score\":" + score + ",\"scoreError\":1.0,"
                + "\"scoreUnit\":\"" + unit + "\"," + data + "},\"secondaryMetrics\":{}}";
    }

    private static void deleteTree(Path dir) throws IOException {
        try (Stream<Path> s = Files.walk(dir)) {
            s.sorted(Comparator.reverseOrder()).forEach(p -> {
                try {
                    Files.delete(p);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        }
    }
}
