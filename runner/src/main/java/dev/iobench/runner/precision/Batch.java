package dev.iobench.runner.precision;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A round of JMH invocations as the suite's one launcher ({@code dev.iobench.suite.launch.Batch})
 * runs them from one JVM: one {@code NNNNN.args} file per invocation (one argument a line) in a
 * folder, and the {@code times} file it leaves ({@code name status start-ns end-ns} a line).
 */
public final class Batch {
    /** The launcher's main class in the suite jar. */
    public static final String MAIN = "dev.iobench.suite.launch.Batch";

    private Batch() {
    }

    /** Writes the round's invocations into {@code dir} (which exists and is empty), in order. */
    public static void write(Path dir, List<List<String>> invocations) throws IOException {
        for (int i = 0; i < invocations.size(); i++) {
            for (String a : invocations.get(i)) {
                if (a.indexOf('\n') >= 0 || a.indexOf('\r') >= 0) {
                    throw new IOException("a JMH argument with a line break cannot be passed: " + a.strip());
                }
            }
            Files.write(dir.resolve(String.format(Locale.ROOT, "%05d.args", i)), invocations.get(i));
        }
    }

    /** @return wall seconds of each invocation that ended with status 0, in order (none without a times file) */
    public static double[] seconds(Path dir) throws IOException {
        Path times = dir.resolve("times");
        List<Double> seconds = new ArrayList<>();
        if (Files.isRegularFile(times)) {
            for (String line : Files.readAllLines(times)) {
                String[] f = line.trim().split("\\s+");
                if (f.length == 4 && f[1].equals("0")) {
                    try {
                        seconds.add((Long.parseLong(f[3]) - Long.parseLong(f[2])) / 1e9);
                    } catch (NumberFormatException e) {
                        break;
                    }
                }
            }
        }
        return seconds.stream().mapToDouble(Double::doubleValue).toArray();
    }
}
