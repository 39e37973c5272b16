package dev.iobench.runner.stats;

/**
 * Mean, variance and the half width of the confidence interval of the mean of some values.
 *
 * @param n number of values (histogram counts included)
 * @param mean arithmetic mean
 * @param variance sample variance (n - 1 denominator); NaN when n &lt; 2
 * @param ciHalfWidth half width of the confidence interval of the mean at {@code level} (Student t,
 *     df = n - 1); NaN when there is none (see the factories)
 * @param level the confidence level of that interval
 */
public record Summary(long n, double mean, double variance, double ciHalfWidth, double level) {
    /**
     * JMH's own level: its {@code scoreError} over pooled iterations, kept where JMH's numbers are
     * reproduced (the kotlinx-io tables, {@code compare --test overlap}).
     */
    public static final double JMH_LEVEL = 0.999;

    /**
     * The level of a cell's interval over its units when its run says no other: the default of
     * {@code iobench run --confidence}, so a cell shows the interval its stop rule used.
     */
    public static final double DEFAULT_LEVEL = 0.95;

    /** Fewer independent units than this: the value is shown without an interval ("n too small"). */
    public static final int MIN_UNITS = 3;

    /** @return statistics with a {@value #JMH_LEVEL} interval (the pooled-iteration rule's) */
    public Summary(long n, double mean, double variance, double ciHalfWidth) {
        this(n, mean, variance, ciHalfWidth, JMH_LEVEL);
    }

    /**
     * JMH's own rule (its {@code scoreError} over iterations): every value counts as independent;
     * like JMH, no interval for n &lt;= 2. Used where JMH's numbers are reproduced (the kotlinx-io tables).
     *
     * @return the statistics of plain values
     */
    public static Summary of(double[] samples) {
        return ofUnits(samples, JMH_LEVEL);
    }

    /**
     * Independent units (fork or iteration means) at {@link #DEFAULT_LEVEL}: no interval with fewer
     * than {@value #MIN_UNITS}.
     *
     * @return the statistics of the units
     */
    public static Summary ofUnits(double[] units) {
        return ofUnits(units, DEFAULT_LEVEL);
    }

    /** @return the statistics of independent units with an interval at {@code level} */
    public static Summary ofUnits(double[] units, double level) {
        double mean = mean(units);
        return finish(units.length, mean, variance(units, mean), level);
    }

    static double mean(double[] v) {
        double sum = 0;
        for (double x : v) {
            sum += x;
        }
        return sum / v.length;
    }

    /** @return the sample variance of {@code v} about its {@code mean}, NaN below 2 values */
    static double variance(double[] v, double mean) {
        if (v.length < 2) {
            return Double.NaN;
        }
        double ss = 0;
        for (double x : v) {
            ss += (x - mean) * (x - mean);
        }
        return ss / (v.length - 1);
    }

    private static Summary finish(long n, double mean, double variance, double level) {
        double ci = n >= MIN_UNITS ? Intervals.meanHalfWidth(n, variance, level) : Double.NaN;
        return new Summary(n, mean, variance, ci, level);
    }

    /** @return the statistics of the same values with the interval at {@code newLevel} */
    public Summary at(double newLevel) {
        return newLevel == level ? this : finish(n, mean, variance, newLevel);
    }

    /** @return whether there is an interval (enough units) */
    public boolean hasInterval() {
        return Double.isFinite(ciHalfWidth);
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
        return new Summary(n, mean * factor, variance * factor * factor, ciHalfWidth * Math.abs(factor), level);
    }
}
