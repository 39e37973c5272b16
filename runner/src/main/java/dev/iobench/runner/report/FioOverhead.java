package dev.iobench.runner.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The JVM's overhead over the raw syscall: in each environment with a {@code fio.json}, the p50 of
 * the suite's durable in-place writes (JMH's own percentile of the SampleTime samples) over fio's
 * best p50 of a 4 KiB in-place write + fdatasync in the same folder and run, and the commit log's
 * force-every-record time over fio's append + fdatasync.
 */
final class FioOverhead {
    /** The APIs whose in-place FDATASYNC write is compared, in column order. */
    static final List<String> APIS = List.of("filesWrite", "fileChannelHeap", "randomAccessFile");
    private static final String WRITE = "dev.iobench.suite.write.WholeFileWriteBenchmark.";
    private static final String BATCH = "dev.iobench.suite.commitlog.CommitLogBatchBenchmark.fileChannelForce";

    /**
     * One environment.
     *
     * @param env the environment
     * @param fioInPlace fio's best p50 of an in-place write + fdatasync, us
     * @param ratios per {@link #APIS}: the API's p50 / {@code fioInPlace} (NaN when missing), then the
     *     commit log (force every record, mean) / fio's append + fdatasync p50
     */
    record Row(Environment env, double fioInPlace, List<Double> ratios) {
    }

    private FioOverhead() {
    }

    /** @return one row per environment that has fio's reference and at least one of the compared results */
    static List<Row> of(List<BenchmarkResult> results, Map<String, Map<String, Double>> fio) {
        List<Row> rows = new ArrayList<>();
        Map<String, Environment> envs = new TreeMap<>();
        results.forEach(r -> envs.putIfAbsent(r.env().id(), r.env()));
        for (Environment env : envs.values()) {
            Map<String, Double> f = fio.get(env.id());
            if (f == null || !f.containsKey("inplace-fdatasync")) {
                continue;
            }
            double inPlace = f.get("inplace-fdatasync");
            List<Double> ratios = new ArrayList<>();
            boolean any = false;
            for (String api : APIS) {
                BenchmarkResult r = find(results, env, WRITE + api, "sample", Map.of("writeMode", "IN_PLACE",
                        "durability", "FDATASYNC", "chars", "1000"));
                double v = r == null ? Double.NaN : r.samples().percentile(50) * Units.factor(r.unit(), "us/op") / inPlace;
                any |= r != null;
                ratios.add(v);
            }
            BenchmarkResult log = find(results, env, BATCH, "avgt", Map.of("batch", "1"));
            Double append = f.get("append-fdatasync");
            ratios.add(log == null || append == null ? Double.NaN
                    : log.estimate().summary().mean() * Units.factor(log.unit(), "us/op") / append);
            any |= log != null && append != null;
            if (any) {
                rows.add(new Row(env, inPlace, ratios));
            }
        }
        return rows;
    }

    private static BenchmarkResult find(List<BenchmarkResult> results, Environment env, String benchmark, String mode,
            Map<String, String> params) {
        for (BenchmarkResult r : results) {
            if (r.env().id().equals(env.id()) && r.benchmark().equals(benchmark) && r.mode().equals(mode)
                    && params.entrySet().stream().allMatch(e -> e.getValue().equals(r.params().get(e.getKey())))) {
                return r;
            }
        }
        return null;
    }

    /** @return the sentence written from the rows: the first API's ratio range per filesystem */
    static String sentence(List<Row> rows) {
        Map<String, double[]> byFs = new TreeMap<>();
        for (Row row : rows) {
            double v = row.ratios().get(1);
            if (Double.isFinite(v)) {
                byFs.merge(row.env().filesystem(), new double[] {v, v},
                        (a, b) -> new double[] {Math.min(a[0], b[0]), Math.max(a[1], b[1])});
            }
        }
        List<String> parts = new ArrayList<>();
        byFs.forEach((fs, r) -> parts.add(fs + ": " + Fmt.sig(r[0]) + "x" + (r[1] > r[0] ? " to " + Fmt.sig(r[1]) + "x" : "")));
        return parts.isEmpty() ? "" : "fileChannelHeap's synced in-place write p50 over fio's, by filesystem: "
                + String.join("; ", parts) + ".";
    }
}
