package dev.iobench.runner.report.model;

import dev.iobench.runner.report.result.BenchmarkResult;
import dev.iobench.runner.report.result.Environment;
import dev.iobench.runner.report.stats.Fmt;
import dev.iobench.runner.report.stats.Units;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The JVM's overhead over the raw syscall: in each environment with a {@code fio.json}, the p50 of
 * the suite's durable in-place writes named in report.json (first the cell that does what fio's job
 * does, then whole-file writes; JMH's own percentile of the SampleTime samples) over fio's
 * best p50 of a 4 KiB in-place write + fdatasync in the same folder and run, and the commit log's
 * force-every-record time over fio's append + fdatasync.
 */
public final class FioOverhead {

    /**
     * One environment.
     *
     * @param env the environment
     * @param fioInPlace fio's best p50 of an in-place write + fdatasync, us
     * @param ratios per {@link #apis()}: the API's p50 / {@code fioInPlace} (NaN when missing), then the
     *     commit log (force every record, mean) / fio's append + fdatasync p50
     */
    public record Row(Environment env, double fioInPlace, List<Double> ratios) {
    }

    private FioOverhead() {
    }

    /** @return the APIs (methods) whose in-place durable write is compared, in column order (the suite's report.json) */
    public static List<String> apis() {
        return SuiteGuide.fio().writes().stream().map(w -> SuiteGuide.simpleName(w.benchmark())).toList();
    }

    /** @return one row per environment that has fio's reference and at least one of the compared results */
    static List<Row> of(List<BenchmarkResult> results, Map<String, Map<String, Double>> fio) {
        List<Row> rows = new ArrayList<>();
        // in the answers' row order: by machine, then filesystem
        for (Environment env : Answers.environments(results)) {
            Map<String, Double> f = fio.get(env.id());
            if (f == null || !f.containsKey("inplace-fdatasync")) {
                continue;
            }
            double inPlace = f.get("inplace-fdatasync");
            List<Double> ratios = new ArrayList<>();
            boolean any = false;
            for (SuiteGuide.Selector write : SuiteGuide.fio().writes()) {
                BenchmarkResult r = find(results, env, write);
                double v = r == null ? Double.NaN : r.samples().percentile(50) * Units.factor(r.unit(), "us/op") / inPlace;
                any |= r != null;
                ratios.add(v);
            }
            BenchmarkResult log = find(results, env, SuiteGuide.fio().commitLog());
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

    private static BenchmarkResult find(List<BenchmarkResult> results, Environment env, SuiteGuide.Selector selector) {
        for (BenchmarkResult r : results) {
            if (r.env().id().equals(env.id()) && selector.test(r)) {
                return r;
            }
        }
        return null;
    }

    /** @return the sentence written from the rows: one API's ratio range per filesystem (the report.json's choice) */
    public static String sentence(List<Row> rows) {
        Map<String, double[]> byFs = new TreeMap<>();
        for (Row row : rows) {
            double v = row.ratios().get(SuiteGuide.fio().sentenceColumn());
            if (Double.isFinite(v)) {
                byFs.merge(row.env().filesystem(), new double[] {v, v},
                        (a, b) -> new double[] {Math.min(a[0], b[0]), Math.max(a[1], b[1])});
            }
        }
        List<String> parts = new ArrayList<>();
        byFs.forEach((fs, r) -> parts.add(fs + ": " + Fmt.sig(r[0]) + "x" + (r[1] > r[0] ? " to " + Fmt.sig(r[1]) + "x" : "")));
        return parts.isEmpty() ? "" : apis().get(SuiteGuide.fio().sentenceColumn())
                + "'s synced in-place write p50 over fio's, by filesystem: "
                + String.join("; ", parts) + ".";
    }
}
