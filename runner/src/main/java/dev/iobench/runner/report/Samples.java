package dev.iobench.runner.report;

import java.util.Arrays;

/**
 * Raw samples: {@code values[i]} seen {@code counts[i]} times (counts are all 1 except for
 * SampleTime histograms).
 *
 * @param values sample values
 * @param counts how often each value was seen
 */
public record Samples(double[] values, long[] counts) {

    /** @return plain samples, each seen once */
    public static Samples plain(double[] values) {
        long[] counts = new long[values.length];
        Arrays.fill(counts, 1);
        return new Samples(values, counts);
    }

    /** @return the total number of samples */
    public long n() {
        long n = 0;
        for (long c : counts) {
            n += c;
        }
        return n;
    }

    /** @return mean and CI of these samples */
    public Summary summary() {
        return Summary.ofHistogram(values, counts);
    }

    /** @return the sum of all samples */
    public double total() {
        double t = 0;
        for (int i = 0; i < values.length; i++) {
            t += values[i] * counts[i];
        }
        return t;
    }

    /**
     * @param p percentile in [0, 100]
     * @return the nearest-rank percentile (0 = minimum, 100 = maximum)
     */
    public double percentile(double p) {
        Integer[] order = new Integer[values.length];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (a, b) -> Double.compare(values[a], values[b]));
        long n = n();
        long rank = Math.max(1, (long) Math.ceil(p / 100.0 * n));
        long seen = 0;
        for (int i : order) {
            seen += counts[i];
            if (seen >= rank) {
                return values[i];
            }
        }
        return values[order[order.length - 1]];
    }
}
