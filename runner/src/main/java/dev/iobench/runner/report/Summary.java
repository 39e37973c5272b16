package dev.iobench.runner.report;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.commons.statistics.distribution.TDistribution;

/**
 * Mean, variance and the half width of the confidence interval of the mean of some values.
 *
 * @param n number of values (histogram counts included)
 * @param mean arithmetic mean
 * @param variance sample variance (n - 1 denominator); NaN when n &lt; 2
 * @param ciHalfWidth half width of the {@value #CONFIDENCE} confidence interval of the mean
 *     (Student t, df = n - 1); NaN when there is none (see the factories)
 */
public record Summary(long n, double mean, double variance, double ciHalfWidth) {
    /** The confidence level of every interval in the reports. */
    public static final double CONFIDENCE = 0.999;

    /** Fewer independent units than this: the value is shown without an interval ("n too small"). */
    public static final int MIN_UNITS = 3;

    private static final Map<Long, Double> T_BY_DF = new ConcurrentHashMap<>();

    /**
     * JMH's own rule (its {@code scoreError} over iterations): every value counts as independent;
     * like JMH, no interval for n &lt;= 2. Used where JMH's numbers are reproduced (the kotlinx-io tables).
     *
     * @return the statistics of plain values
     */
    public static Summary of(double[] samples) {
        long n = samples.length;
        double mean = mean(samples);
        return finish(n, mean, variance(samples, mean));
    }

    /**
     * Independent units (fork or iteration means): no interval with fewer than {@value #MIN_UNITS}.
     *
     * @return the statistics of the units
     */
    public static Summary ofUnits(double[] units) {
        double mean = mean(units);
        return finish(units.length, mean, variance(units, mean));
    }

    private static double mean(double[] v) {
        double sum = 0;
        for (double x : v) {
            sum += x;
        }
        return sum / v.length;
    }

    private static double variance(double[] v, double mean) {
        if (v.length < 2) {
            return Double.NaN;
        }
        double ss = 0;
        for (double x : v) {
            ss += (x - mean) * (x - mean);
        }
        return ss / (v.length - 1);
    }

    /** @return the two-sided {@value #CONFIDENCE} Student t quantile for {@code df} degrees of freedom (cached) */
    static double tQuantile(long df) {
        return T_BY_DF.computeIfAbsent(df, d -> tQuantile((double) d));
    }

    /** @return the two-sided {@value #CONFIDENCE} Student t quantile for (possibly fractional) {@code df} */
    static double tQuantile(double df) {
        return TDistribution.of(df).inverseCumulativeProbability(1 - (1 - CONFIDENCE) / 2);
    }

    private static Summary finish(long n, double mean, double variance) {
        double ci = n >= MIN_UNITS ? tQuantile(n - 1) * Math.sqrt(variance / n) : Double.NaN;
        return new Summary(n, mean, variance, ci);
    }

    /** @return whether there is an interval (enough units) */
    public boolean hasInterval() {
        return Double.isFinite(ciHalfWidth);
    }

    /** @return the standard error of the mean */
    public double standardError() {
        return Math.sqrt(variance / n);
    }

    /** @return lower end of the confidence interval */
    public double low() {
        return mean - ciHalfWidth;
    }

    /** @return upper end of the confidence interval */
    public double high() {
        return mean + ciHalfWidth;
    }

    /** @return these statistics with every value multiplied by {@code factor} (a unit change) */
    public Summary scaled(double factor) {
        return new Summary(n, mean * factor, variance * factor * factor, ciHalfWidth * Math.abs(factor));
    }
}
