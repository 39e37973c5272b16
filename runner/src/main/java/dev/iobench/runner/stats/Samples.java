package dev.iobench.runner.stats;

import java.util.Arrays;
import java.util.Comparator;
import java.util.Map;
import java.util.stream.IntStream;

/** Raw samples: {@code values[i]} seen {@code counts[i]} times (SampleTime histograms), sorted by value. */
public record Samples(double[] values, long[] counts) {

    /** Sorts the pairs by value, leaving the arrays given unchanged. */
    public Samples {
        if (values.length != counts.length) {
            throw new IllegalArgumentException("values and counts differ in length");
        }
        double[] v = values;
        long[] c = counts;
        if (IntStream.range(1, v.length).anyMatch(i -> v[i - 1] > v[i])) {
            int[] order = IntStream.range(0, v.length).boxed().sorted(Comparator.comparingDouble(i -> v[i]))
                    .mapToInt(Integer::intValue).toArray();
            values = Arrays.stream(order).mapToDouble(i -> v[i]).toArray();
            counts = Arrays.stream(order).mapToLong(i -> c[i]).toArray();
        }
    }

    /** @return the samples of a histogram, value to count (any order) */
    public static Samples of(Map<Double, Long> histogram) {
        return new Samples(histogram.keySet().stream().mapToDouble(Double::doubleValue).toArray(),
                histogram.values().stream().mapToLong(Long::longValue).toArray());
    }

    /** @return plain values (each counted once) as samples */
    public static Samples plain(double[] values) {
        long[] counts = new long[values.length];
        Arrays.fill(counts, 1);
        return new Samples(values.clone(), counts);
    }

    public long n() {
        return Arrays.stream(counts).sum();
    }

    public double total() {
        double t = 0;
        for (int i = 0; i < values.length; i++) {
            t += values[i] * counts[i];
        }
        return t;
    }

    /**
     * @return percentile {@code p} (0 to 100) as JMH's {@code scorePercentiles} (R type 6): rank {@code p (n + 1)
     *     / 100} (1-based), interpolated between its neighbours, clamped to the minimum and maximum
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
