package dev.iobench.runner.precision;

import com.fasterxml.jackson.databind.JsonNode;
import dev.iobench.runner.stats.Fmt;
import dev.iobench.runner.stats.Intervals;
import dev.iobench.runner.stats.Samples;
import dev.iobench.runner.stats.Summary;
import java.util.Map;
import java.util.TreeMap;

/**
 * When a cell has been measured precisely enough: each JVM fork contributes one value ({@link ForkStatistic}),
 * and a cell stops when the relative half-width of Student's t interval over them is at most the target, never
 * before the minimum forks and never past its caps (forks, seconds) or what the run's budget leaves it.
 */
public final class StopRule {
    /** Why a cell stopped taking forks, its {@code label} as written in {@code precision.json} and messages. */
    public enum Reason {
        PRECISION("precision reached"),
        FORK_CAP("fork cap"),
        TIME_CAP("cell time cap"),
        BUDGET("run budget");

        private final String label;

        Reason(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }

    /**
     * The one value each JVM fork contributes, its {@code label} as {@code precision.json} writes it: latency
     * cells (sample mode) take the fork's median ({@link Samples#percentile}, as the report does), so one slow
     * sample does not move it; the other modes the mean of the fork's iteration scores.
     */
    public enum ForkStatistic {
        MEDIAN("fork median"),
        MEAN("fork mean");

        private final String label;

        ForkStatistic(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }

        /** The statistic for a cell of JMH mode {@code mode} (short label). */
        public static ForkStatistic forMode(String mode) {
            return "sample".equals(mode) ? MEDIAN : MEAN;
        }

        /** This statistic of each fork of one JMH JSON entry, in fork order. */
        public double[] of(JsonNode entry) {
            boolean sample = "sample".equals(entry.path("mode").asText());
            JsonNode forks = entry.path("primaryMetric").path(sample ? "rawDataHistogram" : "rawData");
            double[] out = new double[forks.size()];
            for (int f = 0; f < forks.size(); f++) {
                JsonNode fork = forks.get(f);
                out[f] = !sample ? mean(fork) : this == MEAN ? weightedMean(fork) : median(fork);
            }
            return out;
        }

        private static double mean(JsonNode scores) {
            double sum = 0;
            for (JsonNode v : scores) {
                sum += v.asDouble();
            }
            return sum / scores.size();
        }

        private static double weightedMean(JsonNode iterations) {
            double sum = 0;
            double count = 0;
            for (JsonNode iteration : iterations) {
                for (JsonNode pair : iteration) {
                    double c = pair.get(1).asDouble();
                    sum += pair.get(0).asDouble() * c;
                    count += c;
                }
            }
            return sum / count;
        }

        private static double median(JsonNode iterations) {
            Map<Double, Long> histogram = new TreeMap<>();
            for (JsonNode iteration : iterations) {
                for (JsonNode pair : iteration) {
                    histogram.merge(pair.get(0).asDouble(), pair.get(1).asLong(), Long::sum);
                }
            }
            return histogram.isEmpty() ? Double.NaN : Samples.of(histogram).percentile(50);
        }
    }

    /**
     * The rule's settings: the relative half-width to reach ({@code target}, 0.02 for 2%) at a {@code confidence}
     * level, the forks every cell gets first (at least 3) and at most, and the seconds a cell's forks may take.
     */
    public record Limits(double target, double confidence, int minForks, int maxForks, double cellSeconds) {
        public Limits {
            if (!(target > 0 && target < 1)) {
                throw new IllegalArgumentException("target must be in (0, 1): " + target);
            }
            if (!(confidence > 0 && confidence < 1)) {
                throw new IllegalArgumentException("confidence must be in (0, 1): " + confidence);
            }
            if (minForks < 3) {
                throw new IllegalArgumentException("at least 3 forks are needed for an interval, got " + minForks);
            }
            if (maxForks < minForks) {
                throw new IllegalArgumentException("maxForks " + maxForks + " < minForks " + minForks);
            }
        }

        /** The target as the run prints it, e.g. {@code ±2%}. */
        public String targetLabel() {
            return "±" + Fmt.plainPercent(target);
        }
    }

    /** The interval of the mean over {@code n} forks; its half-width NaN below 2 forks. */
    public record Interval(int n, double mean, double halfWidth) {
        /** Half-width over |mean|; NaN when undefined, infinite for a zero mean. */
        public double relative() {
            return halfWidth / Math.abs(mean);
        }

        /** E.g. {@code ±1.7%}. */
        public String percent() {
            return Fmt.halfWidthPercent(relative());
        }
    }

    /** What to do next with a cell: why it stops, or null to run {@code moreForks} more in the next round. */
    public record Decision(Reason stop, int moreForks) {
    }

    private StopRule() {
    }

    /** The interval of the mean of {@code forkMeans} at {@code confidence}. */
    public static Interval interval(double[] forkMeans, double confidence) {
        Summary s = Summary.ofUnits(forkMeans, confidence);
        return new Interval(forkMeans.length, s.mean(), Intervals.meanHalfWidth(s.n(), s.variance(), confidence));
    }

    /**
     * Decides whether a cell stops, and otherwise how many forks its next round runs: as many as the spread
     * says the target needs (at least one), within the caps and the {@code availableSeconds} (infinite without
     * budget), one more JMH invocation costing {@code invocationSeconds}.
     */
    public static Decision decide(Limits limits, double[] forkMeans, double spentSeconds, double secondsPerFork,
            double invocationSeconds, double availableSeconds) {
        int n = forkMeans.length;
        if (n >= limits.minForks() && interval(forkMeans, limits.confidence()).relative() <= limits.target()) {
            return new Decision(Reason.PRECISION, 0);
        }
        if (n >= limits.maxForks()) {
            return new Decision(Reason.FORK_CAP, 0);
        }
        int more = Math.min(forksWanted(limits, forkMeans) - n, limits.maxForks() - n);
        double perFork = Math.max(secondsPerFork, 1e-3);
        int byCell = (int) Math.floor((limits.cellSeconds() - spentSeconds - invocationSeconds) / perFork);
        if (byCell < 1) {
            return new Decision(Reason.TIME_CAP, 0);
        }
        int byBudget = (int) Math.min(Integer.MAX_VALUE, Math.floor((availableSeconds - invocationSeconds) / perFork));
        if (byBudget < 1) {
            return new Decision(Reason.BUDGET, 0);
        }
        return new Decision(null, Math.max(1, Math.min(more, Math.min(byCell, byBudget))));
    }

    /**
     * The fewest forks whose interval, at the spread seen so far, would be within the target (the minimum when
     * fewer forks than that exist; the cap if none would do).
     */
    static int forksWanted(Limits limits, double[] forkMeans) {
        int n = forkMeans.length;
        if (n < limits.minForks()) {
            return limits.minForks();
        }
        Interval iv = interval(forkMeans, 0.95);
        double cv = iv.halfWidth() * Math.sqrt(n) / Intervals.t(n - 1, 0.95) / Math.abs(iv.mean());
        for (int m = n + 1; m < limits.maxForks(); m++) {
            if (Intervals.t(m - 1, limits.confidence()) * cv / Math.sqrt(m) <= limits.target()) {
                return m;
            }
        }
        return limits.maxForks();
    }
}
