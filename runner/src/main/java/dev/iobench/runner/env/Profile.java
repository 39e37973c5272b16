package dev.iobench.runner.env;

import dev.iobench.runner.precision.Durations;
import dev.iobench.runner.results.EnvJson;
import java.util.List;
import java.util.Locale;
import java.util.stream.IntStream;
import java.util.stream.Stream;

/**
 * JMH run settings by name: {@code quick} for smoke runs, {@code default} (precision-targeted), {@code full}.
 * None gives an interval one degree of freedom: quick pools 5 iterations, the others run 3 forks or more.
 */
public enum Profile {
    QUICK(1, 1, "200ms", 5, "100ms"),
    /** Forks run until the interval over them is within the target, within the caps below. */
    DEFAULT(3, 1, "200ms", 3, "200ms"),
    FULL(3, 5, "2s", 10, "2s");

    /** The precision-targeted defaults: target (relative half-width), forks, cell time, confidence. */
    public static final double DEFAULT_TARGET = 0.05;
    public static final int DEFAULT_MIN_FORKS = 3;
    public static final int DEFAULT_MAX_FORKS = 20;
    public static final int DEFAULT_CELL_SECONDS = 40;
    public static final double DEFAULT_CONFIDENCE = 0.95;

    private final int forks;
    private final int warmupIterations;
    private final String warmupTime;
    private final int measurementIterations;
    private final String measurementTime;

    Profile(int forks, int warmupIterations, String warmupTime, int measurementIterations, String measurementTime) {
        this.forks = forks;
        this.warmupIterations = warmupIterations;
        this.warmupTime = warmupTime;
        this.measurementIterations = measurementIterations;
        this.measurementTime = measurementTime;
    }

    public double warmupSeconds() {
        return warmupIterations * Durations.seconds(warmupTime);
    }

    public double measurementSeconds() {
        return measurementIterations * Durations.seconds(measurementTime);
    }

    /** The profile's name as users type it. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    public List<String> jmhArgs() {
        return List.of("-f", String.valueOf(forks),
                "-wi", String.valueOf(warmupIterations), "-w", warmupTime,
                "-i", String.valueOf(measurementIterations), "-r", measurementTime);
    }

    /** The narrower sweep of quick and default as {@code -p} args; {@code -p NAME=...} in {@code extraJmhArgs} wins. */
    public List<String> paramArgs(List<String> extraJmhArgs) {
        if (this == FULL) {
            return List.of();
        }
        return QUICK_PARAMS.stream().filter(p -> IntStream.range(0, extraJmhArgs.size() - 1)
                .noneMatch(i -> extraJmhArgs.get(i).equals("-p")
                        && extraJmhArgs.get(i + 1).startsWith(p.substring(0, p.indexOf('=') + 1))))
                .flatMap(p -> Stream.of("-p", p)).toList();
    }

    private static final List<String> QUICK_PARAMS = List.of("chars=1000", "bufferSize=8,8192", "batch=1,10,100,1000");

    /** Seconds of pure iteration time per benchmark cell (params combination), for estimates. */
    public double secondsPerCell() {
        return forks * (warmupSeconds() + measurementSeconds());
    }

    /** {@code env.json}'s {@code jmh}: this profile's settings and sweep, the selection, jar and precision plan. */
    public EnvJson.Jmh describe(List<String> includes, List<String> extraArgs, String benchmarksJarSha256,
            EnvJson.Precision precision) {
        return new EnvJson.Jmh(label(), forks, warmupIterations, warmupTime, measurementIterations, measurementTime,
                this != FULL ? QUICK_PARAMS : null, includes, extraArgs, benchmarksJarSha256, precision);
    }
}
