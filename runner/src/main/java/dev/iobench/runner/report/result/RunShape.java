package dev.iobench.runner.report.result;

/**
 * How a JMH result was measured, as its JSON says, and the iobench profile from the run's {@code run.json}.
 *
 * @param profile the run's {@code --profile} ("default" when the command has none), or null without run.json
 * @param forks forks measured (the number of rawData rows)
 * @param warmupIterations per fork, -1 when absent
 * @param warmupTime as written (e.g. "200 ms"), or "-"
 * @param measurementIterations per fork, -1 when absent
 * @param measurementTime as written, or "-"
 */
public record RunShape(String profile, int forks, int warmupIterations, String warmupTime, int measurementIterations,
        String measurementTime) {

    public RunShape withProfile(String p) {
        return new RunShape(p, forks, warmupIterations, warmupTime, measurementIterations, measurementTime);
    }

    /** @return e.g. "1 fork x 2 measurement iterations of 200 ms, after 1 warmup iteration of 200 ms" */
    public String text() {
        StringBuilder sb = new StringBuilder(count(forks, "fork"));
        if (measurementIterations >= 0) {
            sb.append(" x ").append(count(measurementIterations, "measurement iteration"));
            if (!"-".equals(measurementTime)) {
                sb.append(" of ").append(measurementTime);
            }
        }
        if (warmupIterations >= 0) {
            sb.append(", after ").append(count(warmupIterations, "warmup iteration"));
            if (warmupIterations > 0 && !"-".equals(warmupTime)) {
                sb.append(" of ").append(warmupTime);
            }
        }
        return sb.toString();
    }

    private static String count(int n, String what) {
        return n + " " + what + (n == 1 ? "" : "s");
    }
}
