package dev.iobench.runner.stats;

import java.util.Arrays;
import java.util.Locale;

/** A JMH mode and the one place that knows which way "better" points: up for throughput, else down. */
public enum Mode {
    THRPT, AVGT, SAMPLE, SS;

    /** @return the mode of a JMH mode name; any name JMH does not use counts as a time per operation */
    public static Mode of(String name) {
        return Arrays.stream(values()).filter(m -> m.name().toLowerCase(Locale.ROOT).equals(name)).findFirst()
                .orElse(AVGT);
    }

    public boolean higherIsBetter() {
        return this == THRPT;
    }

    /** @return candidate time / baseline time from candidate / baseline in this mode: above 1 it is slower */
    public double slowdown(double ratio) {
        return higherIsBetter() ? 1 / ratio : ratio;
    }
}
