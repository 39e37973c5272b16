package dev.iobench.runner.run;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** JMH run settings by name: {@code quick} for tests and smoke runs, {@code default}, {@code full}. */
public enum Profile {
    /** 1 fork, 1 warmup and 2 measurement iterations of 200 ms: for tests and smoke runs. */
    QUICK(1, 1, "200ms", 2, "200ms"),
    /** 1 fork, 2 warmup iterations of 1 s, 3 measurement iterations of 1 s. */
    DEFAULT(1, 2, "1s", 3, "1s"),
    /** 3 forks, 5 warmup iterations of 2 s, 10 measurement iterations of 2 s: publication quality. */
    FULL(3, 5, "2s", 10, "2s");

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

    /** @return the profile's name as users type it: {@code quick}, {@code default}, {@code full} */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** @return JMH command-line arguments for this profile */
    public List<String> jmhArgs() {
        return List.of("-f", String.valueOf(forks),
                "-wi", String.valueOf(warmupIterations), "-w", warmupTime,
                "-i", String.valueOf(measurementIterations), "-r", measurementTime);
    }

    /**
     * The parameter sweep a profile narrows: quick runs one string length, the smallest and largest
     * buffer and two batch sizes, so a smoke run of the whole suite takes minutes per environment.
     * A {@code -p NAME=...} among {@code extraJmhArgs} wins over the profile's.
     *
     * @return {@code -p NAME=VALUES} arguments for JMH
     */
    public List<String> paramArgs(List<String> extraJmhArgs) {
        if (this != QUICK) {
            return List.of();
        }
        List<String> out = new java.util.ArrayList<>();
        for (String p : QUICK_PARAMS) {
            String name = p.substring(0, p.indexOf('=') + 1);
            boolean given = false;
            for (int i = 0; i + 1 < extraJmhArgs.size(); i++) {
                given |= extraJmhArgs.get(i).equals("-p") && extraJmhArgs.get(i + 1).startsWith(name);
            }
            if (!given) {
                out.add("-p");
                out.add(p);
            }
        }
        return out;
    }

    private static final List<String> QUICK_PARAMS = List.of("chars=1000", "bufferSize=8,8192", "batch=1,100");

    /** @return seconds of pure iteration time per benchmark cell (params combination), for estimates */
    public double secondsPerCell() {
        return forks * (warmupIterations * seconds(warmupTime) + measurementIterations * seconds(measurementTime));
    }

    /** @return the settings for {@code env.json}'s {@code jmh} key */
    public Map<String, Object> describe() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("profile", label());
        m.put("forks", forks);
        m.put("warmupIterations", warmupIterations);
        m.put("warmupTime", warmupTime);
        m.put("measurementIterations", measurementIterations);
        m.put("measurementTime", measurementTime);
        if (this == QUICK) {
            m.put("params", QUICK_PARAMS);
        }
        return m;
    }

    private static double seconds(String time) {
        if (time.endsWith("ms")) {
            return Double.parseDouble(time.substring(0, time.length() - 2)) / 1000.0;
        }
        return Double.parseDouble(time.substring(0, time.length() - 1));
    }
}
