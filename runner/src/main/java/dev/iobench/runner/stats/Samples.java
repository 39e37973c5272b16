package dev.iobench.runner.stats;

import java.util.Arrays;
import java.util.Comparator;
import java.util.stream.IntStream;

/**
 * Raw samples: {@code values[i]} seen {@code counts[i]} times (counts are all 1 except for
 * SampleTime histograms), kept sorted by value so percentiles are one scan.
 *
 * @param values sample values, ascending
 * @param counts how often each value was seen
 */
public record Samples(double[] values, long[] counts) {

    /** Sorts the pairs by value (copies; the arrays given are not changed). */
    public Samples {
        if (values.length != counts.length) {
            throw new IllegalArgumentException("values and counts differ in length");
        }
        if (!isSorted(values)) {
            double[] v = values;
            long[] c = counts;
            int[] order = IntStream.range(0, v.length).boxed().sorted(Comparator.comparingDouble(i -> v[i]))
                    .mapToInt(Integer::intValue).toArray();
            values = Arrays.stream(order).mapToDouble(i -> v[i]).toArray();
            counts = Arrays.stream(order).mapToLong(i -> c[i]).toArray();
        }
    }

    private static boolean isSorted(double[] v) {
        for (int i = 1; i < v.length; i++) {
            if (v[i - 1] > v[i]) {
                return false;
            }
        }
        return true;
    }

    /** @return the samples of a histogram, value to count (any order) */
    public static Samples of(java.util.Map<Double, Long> histogram) {
        double[] values = new double[histogram.size()];
        long[] counts = new long[histogram.size()];
        int i = 0;
        for (java.util.Map.Entry<Double, Long> kv : histogram.entrySet()) {
            values[i] = kv.getKey();
            counts[i++] = kv.getValue();
        }
        return new Samples(values, counts);
    }

    /** @return plain values (each counted once) as samples */
    public static Samples plain(double[] values) {
        long[] counts = new long[values.length];
        Arrays.fill(counts, 1);
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return new Samples(sorted, counts);
    }

    public long n() {
        return Arrays.stream(counts).sum();
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
     * The percentile as JMH computes its {@code scorePercentiles} (JMH's MultisetStatistics, the
     * estimation of commons-math3's {@code Percentile} by default, R type 6): position
     * {@code pos = p (n + 1) / 100} among the n samples in ascending order (1-based), linear
     * interpolation between the samples at {@code floor(pos)} and {@code floor(pos) + 1}; below the
     * first sample the minimum, beyond the last the maximum; p = 0 is the minimum.
     *
     * @param p percentile in [0, 100]
     */
    public double percentile(double p) {
        if (p == 0) {
            return values[0];
        }
        double pos = p * (n() + 1) / 100;
        double floorPos = Math.floor(pos);
        double lower = at((long) floorPos);
        double upper = at((long) floorPos + 1);
        return lower + (upper - lower) * (pos - floorPos);
    }

    /** @return the sample with 1-based rank {@code rank} (the first for rank 0 or less, the last beyond n) */
    private double at(long rank) {
        long seen = 0;
        for (int i = 0; i < values.length; i++) {
            seen += counts[i];
            if (seen >= rank) {
                return values[i];
            }
        }
        return values[values.length - 1];
    }
}
