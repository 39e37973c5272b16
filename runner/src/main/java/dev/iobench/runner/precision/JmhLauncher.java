package dev.iobench.runner.precision;

import dev.iobench.runner.process.ChildProcess;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What an environment provides to a precision run: running rounds of JMH invocations (the suite jar, the
 * environment's JDK), and where JMH's result files and the folder under test are as JMH sees them.
 */
public interface JmhLauncher extends AutoCloseable {
    /**
     * The suite's one launcher, which runs a round's invocations from one JVM: from a folder of one
     * {@code NNNNN.args} file each (one argument a line), leaving a {@code times} file there
     * ({@code name status start-ns end-ns} a line).
     */
    String BATCH_MAIN = "dev.iobench.suite.launch.Batch";
    /** The suite's class-data archive ({@link #trainClassData}) in the environment's result folder while it runs. */
    String CLASS_DATA_FILE = ".suite.jsa";

    /** The folder under test, as the benchmark JVMs see it. */
    String ioDir();

    /** Where JMH writes result file {@code name}, as JMH sees it. */
    String resultPath(String name);

    /** The same file, as iobench reads it. */
    Path hostPath(String name);

    /**
     * Runs one round of JMH invocations (each its arguments after {@code -jar benchmarks.jar}) in order, up to
     * the first failure, none started after {@code deadline}; JMH's output is appended to {@code jmh.log}. On an
     * interrupt, what was started is stopped first.
     */
    Round run(List<List<String>> invocations, Instant deadline) throws IOException, InterruptedException;

    /** Hands every line of JMH's console output, as it is printed, to {@code lines}, where the launcher can. */
    void watch(java.util.function.Consumer<String> lines);

    /**
     * The processes running this environment's forks that are not iobench's own descendants (a container's),
     * read now from {@code proc}; empty on the host; null when forks are running but their processes cannot be
     * found (no reading then, rather than a wrong one).
     */
    default List<Long> forkProcesses(ProcNoise proc) {
        return List.of();
    }

    /** Makes the environment's forks cheaper to start where it can (e.g. a class-data archive); never fails. */
    void prepare(Instant deadline) throws IOException, InterruptedException;

    /** JVM flags for every fork besides the folder under test (e.g. {@link #prepare}'s), each after a space. */
    String forkFlags();

    /** Removes what {@link #prepare} made. */
    @Override
    default void close() throws IOException {
    }

    /**
     * Dumps a class-data archive of the suite for this environment's forks with one training fork (about a
     * second) of a short cell ({@code -XX:ArchiveClassesAtExit}, JDK 13+): later forks map it, which shortens
     * their start and changes nothing they measure. It is valid only for one JDK and jar path. Returns whether
     * it is in place at {@code hostPath(CLASS_DATA_FILE)}; without one (after a warning naming {@code environment}
     * when the training fork failed or wrote none) the forks start as usual.
     */
    default boolean trainClassData(int jdkMajor, String environment, PrintWriter err, Instant deadline)
            throws IOException, InterruptedException {
        String archive = resultPath(CLASS_DATA_FILE);
        // -XX:ArchiveClassesAtExit came with JDK 13; both paths must survive JMH's space-separated JVM flags
        if (jdkMajor < 13 || (ioDir() + archive).chars().anyMatch(Character::isWhitespace)) {
            return false;
        }
        Path dumped = hostPath(CLASS_DATA_FILE);
        Files.deleteIfExists(dumped);
        String result = ".suite.jsa.json";
        Round r;
        try {
            // one 100 ms iteration of a small avgt cell loads JMH's runner and the suite's common classes
            r = run(List.of(List.of("-rf", "json", "-rff", resultPath(result),
                    "-wi", "0", "-i", "1", "-r", "100ms", "-f", "1", "-foe", "true",
                    "-jvmArgsAppend", "-Diobench.dir=" + ioDir() + " -XX:ArchiveClassesAtExit=" + archive,
                    "^dev\\.iobench\\.suite\\.streams\\.StreamsVsChannelsBenchmark\\.streamWriteDevNull$",
                    "-bm", "avgt", "-p", "bufferSize=8")), deadline);
        } finally {
            Files.deleteIfExists(hostPath(result));
        }
        if (r.failure() == null && Files.isRegularFile(dumped) && Files.size(dumped) > 0) {
            return true;
        }
        Files.deleteIfExists(dumped);
        err.println("iobench: warning: " + environment + ": no class-data archive of the suite (its training fork "
                + (r.failure() == null ? "wrote none" : "failed, see jmh.log") + "); forks start without one");
        return false;
    }

    /** Wall seconds of each invocation that ran to completion, in order, and the failed one's result or null. */
    record Round(double[] seconds, ChildProcess.Result failure) {
    }

    /** Writes a round's invocations into {@code dir} (which exists and is empty) for {@link #BATCH_MAIN}. */
    static void writeBatch(Path dir, List<List<String>> invocations) throws IOException {
        for (int i = 0; i < invocations.size(); i++) {
            for (String a : invocations.get(i)) {
                if (a.indexOf('\n') >= 0 || a.indexOf('\r') >= 0) {
                    throw new IOException("a JMH argument with a line break cannot be passed: " + a.strip());
                }
            }
            Files.write(dir.resolve(String.format(Locale.ROOT, "%05d.args", i)), invocations.get(i));
        }
    }

    /** Wall seconds of each invocation in {@code dir} that ended with status 0, in order. */
    static double[] batchSeconds(Path dir) throws IOException {
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
