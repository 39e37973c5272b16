package dev.iobench.runner.stats;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.commons.statistics.distribution.TDistribution;

/**
 * The one interval engine: the Student t quantile, the interval of a mean, the interval of a
 * ratio of two means on the log scale (optionally widened by a between-run drift, {@link RunDrift}), and
 * the intervals of a ratio of two sides' forks, unpaired or paired by round (interleaved forks), over
 * {@link #TRIM trimmed} units, their spread optionally moderated toward their environment's
 * ({@link SpreadPrior}). The report, {@code diff} and the precision stop
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
        return welch(c.mean() / b.mean(), rb, b.n() - 1, rc, c.n() - 1);
    }

    /**
     * @param rb the baseline's squared relative standard error, on {@code dfB} degrees of freedom
     * @param rc the candidate's, on {@code dfC}
     * @return the log ratio with Welch-Satterthwaite's degrees of freedom ({@code dfB + dfC} when both are 0)
     */
    private static LogRatio welch(double ratio, double rb, double dfB, double rc, double dfC) {
        double den = rb * rb / dfB + rc * rc / dfC;
        return new LogRatio(ratio, Math.sqrt(rb + rc), den == 0 ? dfB + dfC : (rb + rc) * (rb + rc) / den);
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
     * Share of a ratio's units set aside at each end before its mean is taken: {@code floor(0.1 n)},
     * so none below 10 units (the interval is then exactly Student's t or Welch's) and one at each end
     * from 10 to 19. What it is for: on a small VM a whole JVM fork now and then runs at about twice
     * its usual time (seen in the loopback socket benchmarks at 8192 B on a 2-core VM), and such a fork, a tenth of the units, widens a t interval of the mean by half or more
     * and moves its centre, while the forks around it agree within a few per cent. A 10%-trimmed mean
     * with its winsorized standard error (Tukey and McLaughlin for one sample, Yuen for two, with
     * {@code h - 1} degrees of freedom for {@code h} units kept) is as precise as the mean on normal
     * units (efficiency about 0.97) and keeps such a fork from setting the interval. Read the ratio as
     * that of the typical fork: the trimmed units are kept in every file and table.
     */
    public static final double TRIM = 0.1;

    /** @return how many of {@code n} units are set aside at each end ({@link #TRIM}) */
    public static int trimmedEach(int n) {
        return (int) Math.floor(TRIM * n + 1e-9);
    }

    /** @return the {@link #TRIM trimmed} mean of {@code x} (the plain mean below 10 units), NaN without units */
    public static double trimmedMean(double[] x) {
        return x.length == 0 ? Double.NaN : trimmed(x)[0];
    }

    /**
     * @param x independent units (any order; not modified)
     * @return {the {@link #TRIM trimmed} mean, the half width of its interval at {@code level}}: Yuen's
     *     standard error times t on h - 1 degrees of freedom for h units kept; the half width NaN below
     *     {@value Summary#MIN_UNITS} units
     */
    public static double[] trimmedMeanInterval(double[] x, double level) {
        if (x.length == 0) {
            return new double[] {Double.NaN, Double.NaN};
        }
        double[] t = trimmed(x);
        if (x.length < Summary.MIN_UNITS) {
            return new double[] {t[0], Double.NaN};
        }
        return new double[] {t[0], t(t[2] - 1, level) * Math.sqrt(t[1])};
    }

    /**
     * @param x units (any order; not modified)
     * @return {trimmed mean, its squared standard error, units kept}: the mean of the units left after
     *     {@link #trimmedEach} are set aside at each end, and Yuen's {@code (n - 1) s_w^2 / (h (h - 1))}
     *     with {@code s_w^2} the variance of the winsorized units (each set-aside unit replaced by the
     *     nearest kept one) and {@code h} the units kept; the plain mean and {@code s^2 / n} when none is
     *     set aside
     */
    static double[] trimmed(double[] x) {
        int n = x.length;
        double[] v = x.clone();
        java.util.Arrays.sort(v);
        int g = trimmedEach(n);
        int h = n - 2 * g;
        double sum = 0;
        for (int i = g; i < n - g; i++) {
            sum += v[i];
        }
        double mean = sum / h;
        double wMean = 0;
        for (int i = 0; i < n; i++) {
            wMean += v[Math.min(Math.max(i, g), n - g - 1)] / n;
        }
        double ss = 0;
        for (int i = 0; i < n; i++) {
            double d = v[Math.min(Math.max(i, g), n - g - 1)] - wMean;
            ss += d * d;
        }
        double se2 = n < 2 || h < 2 ? Double.NaN : ss / ((double) h * (h - 1));
        return new double[] {mean, se2, h};
    }

    /**
     * @param x units (any order; not modified)
     * @param relative whether the spread is taken relative to the units' trimmed mean (a side's forks;
     *     their log scale), else as it is (log ratios of pairs)
     * @return the spread a {@link SpreadPrior} moderates: {@code n} times the squared standard error of
     *     the {@link #TRIM trimmed} mean (Yuen's), which is the units' sample variance when none is trimmed
     *     and on the same scale when some are, on h - 1 degrees of freedom for h units kept; null below
     *     {@value Summary#MIN_UNITS} units or, relative, with a trimmed mean that is not positive
     */
    public static SpreadPrior.Spread spreadOf(double[] x, boolean relative) {
        if (x.length < Summary.MIN_UNITS) {
            return null;
        }
        double[] t = trimmed(x);
        if (relative && !(t[0] > 0)) {
            return null;
        }
        double v = t[1] * x.length;
        return new SpreadPrior.Spread(relative ? v / (t[0] * t[0]) : v, t[2] - 1);
    }

    /** @return log(c / b) pair by pair; null when the lengths differ or a value is not positive */
    public static double[] pairLogs(double[] b, double[] c) {
        if (b.length != c.length) {
            return null;
        }
        double[] d = new double[b.length];
        for (int i = 0; i < d.length; i++) {
            if (!(b[i] > 0) || !(c[i] > 0)) {
                return null;
            }
            d[i] = Math.log(c[i] / b[i]);
        }
        return d;
    }

    /**
     * The ratio candidate / baseline of two sides' independent units (JVM forks): the ratio of their
     * {@link #TRIM trimmed} means, its interval on the log scale by the delta method for each side
     * (Yuen's standard errors) with Welch-Satterthwaite degrees of freedom over the units kept,
     * exponentiated. Below 10 units a side is not trimmed, and without priors the interval is exactly
     * that of {@link #logRatio(Summary, Summary, double)} over the same units. Each side's spread is
     * moderated toward its environment's ({@link SpreadPrior}): its relative variance and degrees of
     * freedom are the moderated ones in the standard error and in Welch-Satterthwaite's degrees of freedom.
     *
     * @param priorB the baseline's environment's prior for a cell's relative spread ({@link SpreadPrior#NONE}: none)
     * @param priorC the candidate's
     * @return {ratio, low, high}; low and high NaN with fewer than {@value Summary#MIN_UNITS} units on a
     *     side, all NaN without units or with a trimmed mean that is not positive
     */
    public static double[] trimmedLogRatio(double[] b, double[] c, double level, SpreadPrior priorB,
            SpreadPrior priorC) {
        if (b.length == 0 || c.length == 0) {
            return new double[] {Double.NaN, Double.NaN, Double.NaN};
        }
        double[] tb = trimmed(b);
        double[] tc = trimmed(c);
        if (!(tb[0] > 0) || !(tc[0] > 0)) {
            return new double[] {Double.NaN, Double.NaN, Double.NaN};
        }
        double ratio = tc[0] / tb[0];
        if (b.length < Summary.MIN_UNITS || c.length < Summary.MIN_UNITS) {
            return new double[] {ratio, Double.NaN, Double.NaN};
        }
        SpreadPrior.Spread sb = priorB.moderate(spreadOf(b, true));
        SpreadPrior.Spread sc = priorC.moderate(spreadOf(c, true));
        double[] ci = welch(ratio, sb.variance() / b.length, sb.df(), sc.variance() / c.length, sc.df())
                .interval(level, 0);
        return new double[] {ratio, ci[0], ci[1]};
    }

    /**
     * The interval of the ratio candidate / baseline from paired units (one fork of each side per
     * round of an interleaved run): the {@link #TRIM trimmed} mean of the per-pair log ratios
     * d = log(c / b) +- t(h - 1) x its standard error (Tukey-McLaughlin; below 10 pairs none is
     * trimmed: the mean +- t(n - 1) x sd(d) / sqrt(n)), exponentiated. Drift of the machine that lands
     * on both forks of a pair cancels in d. The ratio is the geometric mean of the pairs' ratios
     * (of those kept). The spread of the pairs' log ratios is moderated toward the environment's spread
     * of such pairs ({@link SpreadPrior}).
     *
     * @param b baseline units, pair by pair
     * @param c candidate units, in the same order
     * @param prior the environment's prior for the spread of a pair's log ratio ({@link SpreadPrior#NONE}: none)
     * @return {ratio, low, high}; low and high NaN with fewer than {@value Summary#MIN_UNITS} pairs, all NaN when
     *     a value is not positive or the lengths differ
     */
    public static double[] pairedLogRatio(double[] b, double[] c, double level, SpreadPrior prior) {
        double[] d = pairLogs(b, c);
        if (d == null || d.length == 0) {
            return new double[] {Double.NaN, Double.NaN, Double.NaN};
        }
        if (d.length < Summary.MIN_UNITS) {
            return new double[] {Math.exp(Summary.mean(d)), Double.NaN, Double.NaN};
        }
        double[] t = trimmed(d);
        SpreadPrior.Spread s = prior.moderate(spreadOf(d, false));
        double half = t(s.df(), level) * Math.sqrt(s.variance() / d.length);
        return new double[] {Math.exp(t[0]), Math.exp(t[0] - half), Math.exp(t[0] + half)};
    }
}
