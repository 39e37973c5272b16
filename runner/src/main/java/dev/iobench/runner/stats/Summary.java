package dev.iobench.runner.stats;

import java.util.Locale;

/** Mean, sample variance (NaN below 2 values) and the half width (NaN: none) of the t interval of n values. */
public record Summary(long n, double mean, double variance, double ciHalfWidth, double level) {
    /** JMH's own level: its {@code scoreError} over pooled iterations, kept where JMH's numbers are reproduced. */
    public static final double JMH_LEVEL = 0.999;

    /** The level of a cell's interval when its run says no other: {@code iobench run --confidence}'s default. */
    public static final double DEFAULT_LEVEL = 0.95;

    /** Fewer independent units than this: the value is shown without an interval ("n too small"). */
    public static final int MIN_UNITS = 3;

    /**
     * A result's statistics over its independent units, one value each: its JVM forks' means when it has 2 or
     * more, else its measurement iterations (JMH's own rule, blind to between-JVM variation), or androidx.benchmark
     * runs. SampleTime samples are never units: an iteration's (or fork's) mean is.
     */
    public record Estimate(Kind kind, double[] units, Summary summary) {
        /** What a unit is: a JVM fork (its mean), an iteration of the only fork, or an androidx.benchmark run. */
        public enum Kind {
            FORK, ITERATION, RUN;

            /** @return the unit's plural, e.g. {@code forks} */
            public String plural() {
                return name().toLowerCase(Locale.ROOT) + "s";
            }
        }

        /** @return forks as units when there are 2 or more, else the iterations of all forks */
        public static Estimate ofJmh(double[] forkMeans, double[] iterations) {
            boolean forks = forkMeans.length >= 2;
            double[] units = forks ? forkMeans : iterations;
            return new Estimate(forks ? Kind.FORK : Kind.ITERATION, units, ofUnits(units));
        }

        public static Estimate ofRuns(double[] runs) {
            return new Estimate(Kind.RUN, runs, ofUnits(runs));
        }

        /** @return the same units with the interval at {@code level} (the run's stop rule's) */
        public Estimate at(double level) {
            return new Estimate(kind, units, summary.at(level));
        }

        public int n() {
            return units.length;
        }

        /** @return e.g. "2 forks" */
        public String countText() {
            return n() + " " + (n() == 1 ? kind.name().toLowerCase(Locale.ROOT) : kind.plural());
        }
    }

    /** @return the statistics of plain values by JMH's own rule: each counts as independent, no interval below 3 */
    public static Summary of(double[] samples) {
        return ofUnits(samples, JMH_LEVEL);
    }

    /** @return the statistics of independent units (fork or iteration means) at {@link #DEFAULT_LEVEL} */
    public static Summary ofUnits(double[] units) {
        return ofUnits(units, DEFAULT_LEVEL);
    }

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

    /** @return the same values with the interval at {@code newLevel} */
    public Summary at(double newLevel) {
        return newLevel == level ? this : finish(n, mean, variance, newLevel);
    }

    public boolean hasInterval() {
        return Double.isFinite(ciHalfWidth);
    }

    public double low() {
        return mean - ciHalfWidth;
    }

    public double high() {
        return mean + ciHalfWidth;
    }

    /** @return these statistics with every value multiplied by {@code factor} (a unit change) */
    public Summary scaled(double factor) {
        return new Summary(n, mean * factor, variance * factor * factor, ciHalfWidth * Math.abs(factor), level);
    }
}
