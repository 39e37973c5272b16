package dev.iobench.runner.report.compare;

import dev.iobench.runner.report.result.BenchmarkResult;
import dev.iobench.runner.report.result.Environment;
import dev.iobench.runner.report.stats.Summary;
import dev.iobench.runner.report.stats.Units;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.commons.statistics.distribution.TDistribution;

/**
 * What changed between two runs of the same suite: every benchmark x params x environment found on
 * both sides, with the ratio new / old, its confidence interval and a verdict, as benchstat does.
 *
 * <p>Environments are matched by what they are, not by their ids (ids carry run names): kind,
 * filesystem, JDK major and, when both sides name one, the machine label. The interval is taken on
 * the log of the ratio (Welch's t over the independent units of each side: JVM forks when a result
 * has two or more, else its measurement iterations), so it can never have a negative bound.
 */
public final class Diff {
    /** Confidence level of the ratio interval (two-sided), as benchstat's default alpha 0.05. */
    public static final double CONFIDENCE = 0.95;
    /** Fewest independent units per side for an interval (the report's rule). */
    public static final int MIN_UNITS = Summary.MIN_UNITS;

    /** What a cell's change means for the reader. */
    public enum Verdict {
        /** Significantly faster, and the whole interval beyond the threshold. */
        faster,
        /** Significantly slower, and the whole interval beyond the threshold: a regression. */
        slower,
        /** Inconclusive: within noise or the threshold, or too few units to say. */
        same;

        /** @return how the verdict is printed ({@code ~} for inconclusive, as benchstat) */
        public String shown() {
            return this == same ? "~" : name();
        }
    }

    /**
     * One cell present on both sides.
     *
     * @param key the benchmark, params, mode and environment match
     * @param old the old result
     * @param nu the new result
     * @param unit the unit both means are shown in (the old one's)
     * @param oldMean old mean in {@code unit}
     * @param newMean new mean in {@code unit}
     * @param ratio new mean / old mean
     * @param low lower bound of the ratio's interval (NaN with too few units)
     * @param high upper bound of the ratio's interval (NaN with too few units)
     * @param units independent units old and new, for the reader ("3+3")
     * @param verdict faster, slower or ~
     * @param note why a verdict is ~ when it is not noise ("n too small"), or null
     */
    public record Row(Key key, BenchmarkResult old, BenchmarkResult nu, String unit, double oldMean, double newMean,
            double ratio, double low, double high, String units, Verdict verdict, String note) {
    }

    /**
     * What a cell is, independent of the run it came from.
     *
     * @param benchmark full JMH benchmark name
     * @param params params text ({@code k=v, k=v})
     * @param mode JMH mode
     * @param env the environment match (kind, filesystem, JDK major, machine label when known)
     */
    public record Key(String benchmark, String params, String mode, EnvKey env) {
    }

    /**
     * How environments of two runs are matched.
     *
     * @param kind host, container, android or file
     * @param filesystem filesystem type and volume kind
     * @param jdkMajor JDK major version, or the JDK text when it has none
     * @param machine machine label, or null when the environment does not name one
     */
    public record EnvKey(String kind, String filesystem, String jdkMajor, String machine) {
        /** @return the match as shown in tables, e.g. {@code host ext4 jdk17} */
        public String shown() {
            return (machine == null ? "" : machine + " ") + kind + " " + filesystem + " jdk" + jdkMajor;
        }
    }

    /** The whole comparison: rows, and what only one side has. */
    public record Result(List<Row> rows, List<Key> onlyOld, List<Key> onlyNew, double threshold) {
        /** @return the rows judged slower: regressions */
        public List<Row> regressions() {
            return rows.stream().filter(r -> r.verdict() == Verdict.slower).toList();
        }
    }

    private static final Pattern MAJOR = Pattern.compile("^(?:1\\.)?(\\d+)");

    private Diff() {
    }

    /**
     * @param threshold the smallest relative change that counts (0.05: 5%)
     */
    public static Result of(List<BenchmarkResult> old, List<BenchmarkResult> nu, double threshold) {
        Map<Key, BenchmarkResult> oldByKey = byKey(old);
        Map<Key, BenchmarkResult> newByKey = byKey(nu);
        List<Row> rows = new ArrayList<>();
        List<Key> onlyOld = new ArrayList<>();
        for (Map.Entry<Key, BenchmarkResult> e : oldByKey.entrySet()) {
            BenchmarkResult n = newByKey.get(e.getKey());
            if (n == null) {
                onlyOld.add(e.getKey());
            } else {
                rows.add(row(e.getKey(), e.getValue(), n, threshold));
            }
        }
        List<Key> onlyNew = newByKey.keySet().stream().filter(k -> !oldByKey.containsKey(k)).toList();
        return new Result(rows, onlyOld, onlyNew, threshold);
    }

    private static Map<Key, BenchmarkResult> byKey(List<BenchmarkResult> results) {
        Map<Key, BenchmarkResult> out = new LinkedHashMap<>();
        for (BenchmarkResult r : results) {
            out.putIfAbsent(new Key(r.benchmark(), r.paramsText(), r.mode(), envKey(r.env())), r);
        }
        return out;
    }

    /** @return the match of an environment: kind, filesystem, JDK major, machine label */
    static EnvKey envKey(Environment env) {
        String jdk = env.jdk();
        Matcher m = MAJOR.matcher(jdk);
        String major = m.find() ? m.group(1) : jdk;
        if (jdk.startsWith("Android")) {
            major = jdk;
        }
        return new EnvKey(env.kind(), env.filesystem(), major, null);
    }

    static Row row(Key key, BenchmarkResult old, BenchmarkResult nu, double threshold) {
        String unit = old.unit();
        double f = nu.unit().equals(unit) ? 1 : Units.factor(nu.unit(), unit);
        double[] a = units(old);
        double[] b = scaled(units(nu), f);
        double oldMean = mean(a);
        double newMean = mean(b);
        double ratio = newMean / oldMean;
        String units = a.length + "+" + b.length;
        if (a.length < MIN_UNITS || b.length < MIN_UNITS || !(oldMean > 0) || !(newMean > 0)) {
            return new Row(key, old, nu, unit, oldMean, newMean, ratio, Double.NaN, Double.NaN, units,
                    Verdict.same, "n too small");
        }
        // Welch on the logs of the means (delta method): se of log(mean) = sd / (sqrt(n) * mean)
        double va = variance(a) / a.length / (oldMean * oldMean);
        double vb = variance(b) / b.length / (newMean * newMean);
        double se = Math.sqrt(va + vb);
        double df = se == 0 ? a.length + b.length - 2
                : (va + vb) * (va + vb) / (va * va / (a.length - 1) + vb * vb / (b.length - 1));
        double t = TDistribution.of(df).inverseCumulativeProbability(1 - (1 - CONFIDENCE) / 2);
        double logRatio = Math.log(ratio);
        double low = Math.exp(logRatio - t * se);
        double high = Math.exp(logRatio + t * se);
        // time modes: a larger value is slower; throughput: a smaller one
        boolean higherIsBetter = "thrpt".equals(old.mode());
        double slowLow = higherIsBetter ? 1 / high : low;
        double slowHigh = higherIsBetter ? 1 / low : high;
        Verdict v = Verdict.same;
        if (slowLow > 1 + threshold) {
            v = Verdict.slower;
        } else if (slowHigh < 1 / (1 + threshold)) {
            v = Verdict.faster;
        }
        return new Row(key, old, nu, unit, oldMean, newMean, ratio, low, high, units, v, null);
    }

    private static double mean(double[] x) {
        double s = 0;
        for (double v : x) {
            s += v;
        }
        return s / x.length;
    }

    private static double variance(double[] x) {
        double m = mean(x);
        double ss = 0;
        for (double v : x) {
            ss += (v - m) * (v - m);
        }
        return ss / (x.length - 1);
    }

    /** @return the independent units of a result (forks, else iterations), in its own unit */
    private static double[] units(BenchmarkResult r) {
        return r.estimate().units();
    }

    private static double[] scaled(double[] x, double f) {
        double[] out = new double[x.length];
        for (int i = 0; i < x.length; i++) {
            out[i] = x[i] * f;
        }
        return out;
    }

    /** @return a relative threshold parsed from {@code 5%} or {@code 0.05} */
    public static double parseThreshold(String s) {
        String t = s.strip();
        double v = t.endsWith("%") ? Double.parseDouble(t.substring(0, t.length() - 1)) / 100
                : Double.parseDouble(t);
        if (!(v >= 0) || v >= 10) {
            throw new NumberFormatException(String.format(Locale.ROOT, "%s is not a relative change like 5%%", s));
        }
        return v;
    }
}
