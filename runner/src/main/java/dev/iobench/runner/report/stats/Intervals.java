package dev.iobench.runner.report.stats;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.commons.statistics.distribution.TDistribution;

/**
 * The one interval engine: the Student t quantile, the interval of a mean, the interval of a
 * ratio of two means on the log scale (optionally widened by a between-run drift, {@link RunDrift}), and
 * that of a ratio from paired units (interleaved forks). The report, {@code diff} and the precision stop
 * rule all take their intervals from here.
 */
public final class Intervals {
    private static final Map<String, Double> T_CACHE = new ConcurrentHashMap<>();

    private Intervals() {
    }

    /** @return the two-sided Student t quantile at {@code level} for (possibly fractional) {@code df} (cached) */
    public static double t(double df, double level) {
        return T_CACHE.computeIfAbsent(df + "@" + level,
                k -> TDistribution.of(df).inverseCumulativeProbability(1 - (1 - level) / 2));
    }

    /**
     * @param n values
     * @param variance their sample variance
     * @return the half width of the interval of their mean at {@code level} (t with n - 1 df); NaN below 2 values
     */
    public static double meanHalfWidth(long n, double variance, double level) {
        return n < 2 ? Double.NaN : t(n - 1, level) * Math.sqrt(variance / n);
    }

    /**
     * The log of a ratio of two means with the spread the interval is built from.
     *
     * @param ratio c.mean / b.mean
     * @param se its standard error within the two runs: SE^2 = var_b / (n_b mean_b^2) + var_c / (n_c mean_c^2)
     *     (delta method for the log of each mean)
     * @param df Welch-Satterthwaite degrees of freedom of {@code se} (n_b + n_c - 2 when both variances are 0)
     */
    public record LogRatio(double ratio, double se, double df) {
        /** @return log(c.mean / b.mean) */
        public double log() {
            return Math.log(ratio);
        }

        /**
         * @param extraVariance a variance added to {@code se^2} on the log scale (between-run drift; 0: none)
         * @return {low, high} of the ratio: exp(log +- t(df) x sqrt(se^2 + extraVariance))
         */
        public double[] interval(double level, double extraVariance) {
            double spread = extraVariance == 0 ? se : Math.sqrt(se * se + extraVariance);
            if (spread == 0) {
                return new double[] {ratio, ratio};
            }
            double t = t(df, level);
            return new double[] {ratio * Math.exp(-t * spread), ratio * Math.exp(t * spread)};
        }
    }

    /**
     * @return the log of {@code c.mean / b.mean} with its Welch standard error and degrees of freedom;
     *     null without intervals on both sides or with a mean that is not positive
     */
    public static LogRatio logRatioOf(Summary b, Summary c) {
        if (!b.hasInterval() || !c.hasInterval() || !(b.mean() > 0) || !(c.mean() > 0)) {
            return null;
        }
        double rb = b.variance() / (b.n() * b.mean() * b.mean());
        double rc = c.variance() / (c.n() * c.mean() * c.mean());
        double den = rb * rb / (b.n() - 1) + rc * rc / (c.n() - 1);
        double df = den == 0 ? b.n() + c.n() - 2 : (rb + rc) * (rb + rc) / den;
        return new LogRatio(c.mean() / b.mean(), Math.sqrt(rb + rc), df);
    }

    /**
     * The interval of {@code c.mean / b.mean} on the log scale: log ratio +- t x SE ({@link #logRatioOf})
     * with Welch-Satterthwaite degrees of freedom; exponentiated, so both bounds are positive and the
     * interval is asymmetric around the ratio.
     *
     * @return {low, high}, NaN without intervals on both sides or with a mean that is not positive
     */
    public static double[] logRatio(Summary b, Summary c, double level) {
        return logRatio(b, c, level, 0);
    }

    /**
     * {@link #logRatio(Summary, Summary, double)} with {@code extraVariance} added to SE^2 on the log
     * scale (the between-run drift {@code diff} estimates), the degrees of freedom still Welch's.
     *
     * @return {low, high}, NaN without intervals on both sides or with a mean that is not positive
     */
    public static double[] logRatio(Summary b, Summary c, double level, double extraVariance) {
        LogRatio lr = logRatioOf(b, c);
        if (lr == null) {
            return new double[] {Double.NaN, Double.NaN};
        }
        return lr.interval(level, extraVariance);
    }

    /**
     * Whether pairing measurably narrows a ratio's interval: the variance of a pair's log ratio is
     * var(log b) + var(log c) - 2 cov(log b, log c), so pairing pays when the two sides move together
     * from round to round (a drift of the machine that lands on both) and only costs degrees of
     * freedom when they do not. Measured by the correlation of the two sides' log values over the
     * pairs: positive at the one-sided 5% level (Student t with n - 2 degrees of freedom), so that on
     * a quiet machine, where the sides are uncorrelated, a ratio is not paired by chance.
     *
     * @return whether the log values of {@code b} and {@code c}, pair by pair, are significantly
     *     positively correlated (false below 4 pairs or with a value that is not positive)
     */
    public static boolean pairingHelps(double[] b, double[] c) {
        int n = b.length;
        if (n != c.length || n < 4) {
            return false;
        }
        double mb = 0;
        double mc = 0;
        for (int i = 0; i < n; i++) {
            if (!(b[i] > 0) || !(c[i] > 0)) {
                return false;
            }
            mb += Math.log(b[i]) / n;
            mc += Math.log(c[i]) / n;
        }
        double sbc = 0;
        double sbb = 0;
        double scc = 0;
        for (int i = 0; i < n; i++) {
            double x = Math.log(b[i]) - mb;
            double y = Math.log(c[i]) - mc;
            sbc += x * y;
            sbb += x * x;
            scc += y * y;
        }
        if (!(sbb > 0) || !(scc > 0) || !(sbc > 0)) {
            return false;
        }
        double r = Math.min(sbc / Math.sqrt(sbb * scc), 1 - 1e-12);
        double t = r * Math.sqrt((n - 2) / (1 - r * r));
        // one-sided 5%: the two-sided 90% quantile
        return t > t(n - 2, 0.90);
    }

    /**
     * The interval of the ratio candidate / baseline from paired units (one fork of each side per
     * round of an interleaved run): the mean of the per-pair log ratios d = log(c / b) +- t(n - 1) x
     * sd(d) / sqrt(n), exponentiated. Drift of the machine that lands on both forks of a pair
     * cancels in d. The ratio is the geometric mean of the pairs' ratios.
     *
     * @param b baseline units, pair by pair
     * @param c candidate units, in the same order
     * @return {ratio, low, high}; low and high NaN with fewer than {@value Summary#MIN_UNITS} pairs, all NaN when
     *     a value is not positive or the lengths differ
     */
    public static double[] pairedLogRatio(double[] b, double[] c, double level) {
        int n = b.length;
        if (n != c.length || n == 0) {
            return new double[] {Double.NaN, Double.NaN, Double.NaN};
        }
        double[] d = new double[n];
        double sum = 0;
        for (int i = 0; i < n; i++) {
            if (!(b[i] > 0) || !(c[i] > 0)) {
                return new double[] {Double.NaN, Double.NaN, Double.NaN};
            }
            d[i] = Math.log(c[i] / b[i]);
            sum += d[i];
        }
        double mean = sum / n;
        double ratio = Math.exp(mean);
        if (n < Summary.MIN_UNITS) {
            return new double[] {ratio, Double.NaN, Double.NaN};
        }
        double ss = 0;
        for (double x : d) {
            ss += (x - mean) * (x - mean);
        }
        double h = meanHalfWidth(n, ss / (n - 1), level);
        return new double[] {ratio, Math.exp(mean - h), Math.exp(mean + h)};
    }
}
