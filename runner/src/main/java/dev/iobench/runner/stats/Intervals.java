package dev.iobench.runner.stats;

import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.commons.statistics.distribution.TDistribution;

/**
 * The one interval engine of the report, {@code diff} and the precision stop rule: of a mean, and of a ratio
 * of two means on the log scale, over two summaries (optionally widened by a drift, {@link RunDrift}) or over
 * two sides' forks, unpaired or paired by round, {@link #TRIM trimmed} and moderated ({@link SpreadPrior}).
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

    /** @return the half width of the interval at {@code level} of the mean of n values; NaN below 2 */
    public static double meanHalfWidth(long n, double variance, double level) {
        return n < 2 ? Double.NaN : t(n - 1, level) * Math.sqrt(variance / n);
    }

    /** A ratio c.mean / b.mean, the delta-method standard error of its log and Welch-Satterthwaite's df. */
    public record LogRatio(double ratio, double se, double df) {
        /** @return {low, high}: exp(log +- t(df) x sqrt(se^2 + extraVariance)), the extra being drift (0: none) */
        public double[] interval(double level, double extraVariance) {
            double spread = extraVariance == 0 ? se : Math.sqrt(se * se + extraVariance);
            if (spread == 0) {
                return new double[] {ratio, ratio};
            }
            double t = t(df, level);
            return new double[] {ratio * Math.exp(-t * spread), ratio * Math.exp(t * spread)};
        }
    }

    /** @return the log ratio of {@code c.mean / b.mean}; null without intervals on both sides or a positive mean */
    public static LogRatio logRatioOf(Summary b, Summary c) {
        if (!b.hasInterval() || !c.hasInterval() || !(b.mean() > 0) || !(c.mean() > 0)) {
            return null;
        }
        double rb = b.variance() / (b.n() * b.mean() * b.mean());
        double rc = c.variance() / (c.n() * c.mean() * c.mean());
        return welch(c.mean() / b.mean(), rb, b.n() - 1, rc, c.n() - 1);
    }

    /** @return the log ratio of sides of squared relative standard errors {@code rb}, {@code rc} */
    private static LogRatio welch(double ratio, double rb, double dfB, double rc, double dfC) {
        double den = rb * rb / dfB + rc * rc / dfC;
        return new LogRatio(ratio, Math.sqrt(rb + rc), den == 0 ? dfB + dfC : (rb + rc) * (rb + rc) / den);
    }

    /** @return {low, high} of {@link #logRatioOf}'s interval widened by {@code extraVariance}; NaN without one */
    public static double[] logRatio(Summary b, Summary c, double level, double extraVariance) {
        LogRatio lr = logRatioOf(b, c);
        return lr == null ? new double[] {Double.NaN, Double.NaN} : lr.interval(level, extraVariance);
    }

    /**
     * Share of a ratio's units set aside at each end: on a small VM a fork now and then runs at twice its usual
     * time and widens a t interval by half or more; a 10%-trimmed mean with its winsorized standard error
     * (Tukey-McLaughlin, Yuen for two samples) is about as precise as the mean and keeps such a fork out.
     */
    public static final double TRIM = 0.1;

    /** @return how many of {@code n} units are set aside at each end: {@code floor(0.1 n)}, none below 10 */
    public static int trimmedEach(int n) {
        return (int) Math.floor(TRIM * n + 1e-9);
    }

    /** @return the {@link #TRIM trimmed} mean of {@code x} (the plain mean below 10 units), NaN without units */
    public static double trimmedMean(double[] x) {
        return trimmed(x)[0];
    }

    /** @return {trimmed mean, half width of its interval at {@code level}}, the half width NaN below 3 units */
    public static double[] trimmedMeanInterval(double[] x, double level) {
        double[] t = trimmed(x);
        return new double[] {t[0], x.length < Summary.MIN_UNITS ? Double.NaN : t(t[2] - 1, level) * Math.sqrt(t[1])};
    }

    /**
     * @return {trimmed mean (NaN without units), its squared standard error, units kept h}: Yuen's
     *     {@code (n - 1) s_w^2 / (h (h - 1))}, {@code s_w^2} the variance of the winsorized units
     */
    static double[] trimmed(double[] x) {
        int n = x.length;
        double[] v = x.clone();
        Arrays.sort(v);
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
     * @return the spread a {@link SpreadPrior} moderates: n times the squared standard error of the trimmed
     *     mean on h - 1 df, {@code relative} to the trimmed mean squared (a side's forks) or not (log ratios of
     *     pairs); null below 3 units or, relative, with a trimmed mean not above 0
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
     * @return {ratio, low, high} of two sides' trimmed means, the interval as {@link #logRatio}'s with each side's
     *     spread moderated by its prior; low and high NaN below 3 units a side, all NaN without a mean above 0
     */
    public static double[] trimmedLogRatio(double[] b, double[] c, double level, SpreadPrior priorB,
            SpreadPrior priorC) {
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
     * @return {ratio, low, high} of units paired by round: the trimmed mean of d = log(c / b) +- t(h - 1) x its
     *     moderated standard error, exponentiated (drift on both forks cancels in d); low and high NaN below 3
     *     pairs, all NaN when a value is not above 0 or the lengths differ
     */
    public static double[] pairedLogRatio(double[] b, double[] c, double level, SpreadPrior prior) {
        double[] d = pairLogs(b, c);
        if (d == null) {
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

    /** Forks a cell needs before its {@link #forkSpread} is counted: two give one degree of freedom. */
    public static final int MIN_FORKS = 3;

    /**
     * @return how far a cell's value moves from fork to fork, the quantity that sets how many forks an interval
     *     needs: the standard deviation of the logs of {@code units}; NaN below {@link #MIN_FORKS} or a unit not > 0
     */
    public static double forkSpread(double[] units) {
        if (units.length < MIN_FORKS || Arrays.stream(units).anyMatch(u -> !(u > 0) || !Double.isFinite(u))) {
            return Double.NaN;
        }
        double[] logs = Arrays.stream(units).map(Math::log).toArray();
        return Math.sqrt(Summary.variance(logs, Summary.mean(logs)));
    }

    /** @return the median {@link #forkSpread} of the cells with one (NaN: none), each added to {@code spread} */
    public static double medianForkSpread(Collection<double[]> cells, List<Double> spread) {
        List<Double> s = cells.stream().map(Intervals::forkSpread).filter(v -> !Double.isNaN(v)).toList();
        if (spread != null) {
            spread.addAll(s);
        }
        return Median.of(s);
    }

    /**
     * @return the fewest forks n, {@link #MIN_FORKS} to {@code cap}, a side of a ratio of two cells of spread
     *     {@code sd} needs for an interval of the log ratio (t on 2n - 2 df) within {@code target}
     */
    public static int forksForRatio(double sd, double target, double confidence, int cap) {
        double logTarget = Math.log1p(target);
        for (int n = MIN_FORKS; n < cap; n++) {
            if (t(2.0 * n - 2, confidence) * sd * Math.sqrt(2.0 / n) <= logTarget) {
                return n;
            }
        }
        return cap;
    }
}
