package dev.iobench.runner.stats;

import java.util.Locale;

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
        return new Estimate(forks ? Kind.FORK : Kind.ITERATION, units, Summary.ofUnits(units));
    }

    public static Estimate ofRuns(double[] runs) {
        return new Estimate(Kind.RUN, runs, Summary.ofUnits(runs));
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
