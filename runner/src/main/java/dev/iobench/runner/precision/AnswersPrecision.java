package dev.iobench.runner.precision;

import dev.iobench.runner.report.compare.TestKind;
import dev.iobench.runner.report.format.AnswersCsv;
import dev.iobench.runner.report.format.Csv;
import dev.iobench.runner.report.model.ReportModel;
import dev.iobench.runner.report.read.Inputs;
import dev.iobench.runner.report.result.BenchmarkResult;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * How precise a run's answers are: the rows of its {@code answers.csv} (every ratio the README's
 * answers print, per environment), each row's relative half-width (the interval's width over twice
 * the ratio), their median, and the share within 5% and 10%. It reads a run as the report does, and
 * can read it the way the report did before interleaving and robust latency statistics: each fork's
 * mean as its unit (also for latencies) and both sides' forks as independent samples, so that one
 * summary compares a run made the old way with one made the new way.
 */
public final class AnswersPrecision {
    /**
     * @param rows answer rows with an interval
     * @param rowsWithout answer rows without one ({@code n too small}, at the timer floor)
     * @param medianHalfWidth median relative half-width of the rows with an interval
     * @param within5 share of all rows within 5%
     * @param within10 share of all rows within 10%
     */
    public record Figures(int rows, int rowsWithout, double medianHalfWidth, double within5, double within10) {
    }

    private AnswersPrecision() {
    }

    /**
     * @param run a run folder (or any input the report reads)
     * @param asBefore read it as the report did before: fork means, forks unpaired
     */
    public static Figures of(Path run, boolean asBefore) {
        StringWriter sink = new StringWriter();
        Inputs.Loaded loaded = Inputs.load(List.of(run), new PrintWriter(sink), false);
        List<BenchmarkResult> results = loaded.results();
        if (asBefore) {
            results = results.stream().map(AnswersPrecision::asBefore).toList();
        }
        String csv = AnswersCsv.csv(new ReportModel(results, TestKind.OVERLAP, loaded.precision(), loaded.fio()),
                loaded.precision());
        return figures(csv);
    }

    /** @return the result with neither per-fork medians nor rounds: each fork's mean, forks unpaired */
    static BenchmarkResult asBefore(BenchmarkResult r) {
        return new BenchmarkResult(r.benchmark(), r.params(), r.mode(), r.unit(), r.samples(), r.iterations(),
                r.summary(), r.estimate(), r.shape(), r.env(), r.source());
    }

    /** @return the figures of an {@code answers.csv} text */
    static Figures figures(String csv) {
        List<Double> widths = new ArrayList<>();
        int without = 0;
        String[] lines = csv.split("\n");
        for (int i = 1; i < lines.length; i++) {
            String[] f = Csv.fields(lines[i]);
            if (f.length < 11) {
                continue;
            }
            double ratio = number(f[5]);
            double low = number(f[6]);
            double high = number(f[7]);
            if (ratio > 0 && low > 0 && high > 0) {
                widths.add((high - low) / 2 / ratio);
            } else {
                without++;
            }
        }
        int all = widths.size() + without;
        List<Double> sorted = widths.stream().sorted().toList();
        double median = sorted.isEmpty() ? Double.NaN : sorted.size() % 2 == 1 ? sorted.get(sorted.size() / 2)
                : (sorted.get(sorted.size() / 2 - 1) + sorted.get(sorted.size() / 2)) / 2;
        long w5 = widths.stream().filter(w -> w <= 0.05).count();
        long w10 = widths.stream().filter(w -> w <= 0.10).count();
        return new Figures(widths.size(), without, median, all == 0 ? Double.NaN : (double) w5 / all,
                all == 0 ? Double.NaN : (double) w10 / all);
    }

    private static double number(String s) {
        try {
            return s.isEmpty() ? Double.NaN : Double.parseDouble(s);
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }

    /**
     * Prints the side-by-side table of {@code make bench-precision}: {@code before=RUN:SECONDS} (a run
     * with {@code --answers-order sequential}, read as before) and {@code now=RUN:SECONDS} (an
     * interleaved run, read as the report reads it, and once more read as before).
     */
    public static void main(String[] args) {
        Path before = null;
        Path now = null;
        double beforeSeconds = Double.NaN;
        double nowSeconds = Double.NaN;
        for (String a : args) {
            int eq = a.indexOf('=');
            int colon = a.lastIndexOf(':');
            if (eq < 0 || colon < eq) {
                System.err.println("iobench: error: expected before=RUN:SECONDS now=RUN:SECONDS, got " + a);
                System.exit(2);
            }
            Path dir = Path.of(a.substring(eq + 1, colon));
            double secs = Double.parseDouble(a.substring(colon + 1));
            if (a.startsWith("before=")) {
                before = dir;
                beforeSeconds = secs;
            } else if (a.startsWith("now=")) {
                now = dir;
                nowSeconds = secs;
            }
        }
        if (before == null || now == null) {
            System.err.println("iobench: error: expected before=RUN:SECONDS now=RUN:SECONDS");
            System.exit(2);
        }
        PrintWriter out = new PrintWriter(System.out, true);
        out.println("| method | wall time | answer rows | median half-width | within 5% | within 10% |");
        out.println("| --- | --- | --- | --- | --- | --- |");
        row(out, "cell after cell, each fork's mean, forks unpaired (the method before)", beforeSeconds,
                of(before, true));
        row(out, "interleaved rounds, fork medians for latencies, forks paired by round (now)", nowSeconds,
                of(now, false));
        row(out, "the same interleaved run read as before (fork means, unpaired)", Double.NaN, of(now, true));
        out.flush();
    }

    private static void row(PrintWriter out, String label, double seconds, Figures f) {
        out.printf(Locale.ROOT, "| %s | %s | %d (%d without an interval) | %s | %s | %s |%n", label,
                Double.isNaN(seconds) ? "(same run)" : Durations.human(seconds), f.rows() + f.rowsWithout(),
                f.rowsWithout(), pct(f.medianHalfWidth()), pct(f.within5()), pct(f.within10()));
    }

    /** @return e.g. {@code 12 rows: median half-width 3.1%, 58% within 5%, 92% within 10%} */
    public static String describe(Figures f) {
        return String.format(Locale.ROOT, "%d answer row(s) (%d without an interval): median half-width %s, %s "
                + "within 5%%, %s within 10%%", f.rows() + f.rowsWithout(), f.rowsWithout(), pct(f.medianHalfWidth()),
                pct(f.within5()), pct(f.within10()));
    }

    private static String pct(double r) {
        return Double.isNaN(r) ? "-" : String.format(Locale.ROOT, "%.1f%%", 100 * r);
    }
}
