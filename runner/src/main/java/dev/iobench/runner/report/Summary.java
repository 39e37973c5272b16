package dev.iobench.runner.report;

/**
 * Descriptive statistics of one result's raw samples.
 *
 * @param n number of samples (histogram counts included)
 * @param mean arithmetic mean
 * @param variance sample variance (n - 1 denominator); NaN when n &lt; 2
 * @param ciHalfWidth half width of the 0.999 confidence interval of the mean (Student t, df = n - 1);
 *     NaN when n &lt; 2, like JMH's scoreError
 */
public record Summary(long n, double mean, double variance, double ciHalfWidth) {
    /** The confidence level of every interval in the reports. */
    public static final double CONFIDENCE = 0.999;

    /** @return the statistics of plain samples */
    public static Summary of(double[] samples) {
        long n = samples.length;
        double mean = 0;
        for (double s : samples) {
            mean += s;
        }
        mean /= n;
        double ss = 0;
        for (double s : samples) {
            ss += (s - mean) * (s - mean);
        }
        return finish(n, mean, n > 1 ? ss / (n - 1) : Double.NaN);
    }

    /** @return the statistics of a histogram: {@code values[i]} seen {@code counts[i]} times */
    public static Summary ofHistogram(double[] values, long[] counts) {
        long n = 0;
        double sum = 0;
        for (int i = 0; i < values.length; i++) {
            n += counts[i];
            sum += values[i] * counts[i];
        }
        double mean = sum / n;
        double ss = 0;
        for (int i = 0; i < values.length; i++) {
            ss += counts[i] * (values[i] - mean) * (values[i] - mean);
        }
        return finish(n, mean, n > 1 ? ss / (n - 1) : Double.NaN);
    }

    private static final java.util.Map<Long, Double> T_BY_DF = new java.util.concurrent.ConcurrentHashMap<>();

    /** @return the two-sided 0.999 Student t quantile for {@code df} degrees of freedom (cached) */
    static double t999(long df) {
        return T_BY_DF.computeIfAbsent(df, d -> Distributions.studentQuantile(1 - (1 - CONFIDENCE) / 2, d));
    }

    private static Summary finish(long n, double mean, double variance) {
        double ci = n > 1 ? t999(n - 1) * Math.sqrt(variance / n) : Double.NaN;
        return new Summary(n, mean, variance, ci);
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
