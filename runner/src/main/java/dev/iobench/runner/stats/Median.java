package dev.iobench.runner.stats;

import java.util.Arrays;
import java.util.Collection;

/** The median of a set of values: the middle one, or the mean of the middle two. */
public final class Median {
    private Median() {
    }

    /** @return the median of {@code v} (not changed), NaN when empty */
    public static double of(double[] v) {
        if (v.length == 0) {
            return Double.NaN;
        }
        double[] s = v.clone();
        Arrays.sort(s);
        int n = s.length;
        return n % 2 == 1 ? s[n / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
    }

    public static double of(Collection<Double> v) {
        return of(v.stream().mapToDouble(Double::doubleValue).toArray());
    }
}
