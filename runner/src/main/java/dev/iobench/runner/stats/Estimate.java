package dev.iobench.runner.stats;

/**
 * A result's statistics over its independent units: the JVM fork is the unit of replication when
 * a result has 2 or more forks (each fork's mean is one unit); with one fork the units are its
 * measurement iterations (JMH's own rule, blind to between-JVM variation); androidx.benchmark
 * results have one value per run. SampleTime samples are never units: an iteration's (or fork's)
 * mean is.
 *
 * @param kind what one unit is
 * @param units one value per unit, in the result's unit
 * @param summary mean of the units and the confidence interval ({@link Summary#ofUnits})
 */
public record Estimate(Kind kind, double[] units, Summary summary) {
    /** What a unit is. */
    public enum Kind {
        /** One JVM fork (the mean of its iterations or samples). */
        FORK("fork", "forks"),
        /** One measurement iteration of the only fork. */
        ITERATION("iteration", "iterations"),
        /** One androidx.benchmark run (all in one process). */
        RUN("run", "runs");

        private final String one;
        private final String many;

        Kind(String one, String many) {
            this.one = one;
            this.many = many;
        }

        /** @return the unit's plural, e.g. {@code forks} */
        public String plural() {
            return many;
        }
    }

    /**
     * @param forkMeans one mean per fork
     * @param iterations one value per measurement iteration of all forks (used with one fork)
     * @return forks as units when there are 2 or more, else the iterations
     */
    public static Estimate ofJmh(double[] forkMeans, double[] iterations) {
        if (forkMeans.length >= 2) {
            return new Estimate(Kind.FORK, forkMeans, Summary.ofUnits(forkMeans));
        }
        return new Estimate(Kind.ITERATION, iterations, Summary.ofUnits(iterations));
    }

    /** @return runs as units (androidx.benchmark) */
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

    /** @return whether there are enough units for an interval */
    public boolean enough() {
        return summary.hasInterval();
    }

    /** @return e.g. "2 forks" */
    public String countText() {
        return units.length + " " + (units.length == 1 ? kind.one : kind.many);
    }
}
