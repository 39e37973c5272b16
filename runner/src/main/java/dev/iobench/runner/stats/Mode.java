package dev.iobench.runner.stats;

/**
 * A JMH mode and the direction of its values: throughput is better when higher, every other mode
 * (time per operation) when lower. The one place that knows which way "better" points.
 */
public enum Mode {
    /** Operations per time. */
    THRPT("thrpt", true),
    /** Average time per operation. */
    AVGT("avgt", false),
    /** Sampled time per operation. */
    SAMPLE("sample", false),
    /** Single-shot time. */
    SS("ss", false);

    private final String jmh;
    private final boolean higherIsBetter;

    Mode(String jmh, boolean higherIsBetter) {
        this.jmh = jmh;
        this.higherIsBetter = higherIsBetter;
    }

    /** @return the mode of a JMH mode name; any name JMH does not use counts as a time per operation */
    public static Mode of(String name) {
        for (Mode m : values()) {
            if (m.jmh.equals(name)) {
                return m;
            }
        }
        return AVGT;
    }

    public boolean higherIsBetter() {
        return higherIsBetter;
    }

    /**
     * @param ratio candidate value / baseline value in this mode
     * @return candidate time / baseline time: above 1 the candidate is slower
     */
    public double slowdown(double ratio) {
        return higherIsBetter ? 1 / ratio : ratio;
    }
}
