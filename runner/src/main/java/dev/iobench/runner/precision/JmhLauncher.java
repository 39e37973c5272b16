package dev.iobench.runner.precision;

import dev.iobench.runner.process.ChildProcess;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

/**
 * What an environment provides to a precision run: running rounds of JMH invocations (the suite jar, the
 * environment's JDK), and where JMH's result files and the folder under test are as JMH sees them.
 */
public interface JmhLauncher extends AutoCloseable {
    /** @return the folder under test, as the benchmark JVMs see it */
    String ioDir();

    /** @return where JMH writes result file {@code name}, as JMH sees it */
    String resultPath(String name);

    /** @return the same file, as iobench reads it */
    Path hostPath(String name);

    /**
     * Runs one round of JMH invocations (each its arguments after {@code -jar benchmarks.jar}) in order, up to
     * the first failure, none started after {@code deadline}; JMH's output is appended to {@code jmh.log}.
     *
     * @throws InterruptedException when the user interrupts; what was started is stopped first
     */
    Round run(List<List<String>> invocations, Instant deadline) throws IOException, InterruptedException;

    /** Hands every line of JMH's console output, as it is printed, to {@code lines}, where the launcher can. */
    default void watch(java.util.function.Consumer<String> lines) {
    }

    /**
     * @return the processes running this environment's forks that are not iobench's own descendants
     *     (a container's), read now from {@code proc}; empty on the host; null when forks are running but
     *     their processes cannot be found (no reading then, rather than a wrong one)
     */
    default List<Long> forkProcesses(ProcNoise proc) {
        return List.of();
    }

    /** Makes the environment's forks cheaper to start where it can (e.g. a class-data archive); never fails. */
    default void prepare(Instant deadline) throws IOException, InterruptedException {
    }

    /** @return JVM flags for every fork besides the folder under test (e.g. {@link #prepare}'s), each after a space */
    default String forkFlags() {
        return "";
    }

    /** Removes what {@link #prepare} made. */
    @Override
    default void close() throws IOException {
    }

    /** Wall seconds of each invocation that ran to completion, in order, and the failed one's result or null. */
    record Round(double[] seconds, ChildProcess.Result failure) {
    }
}
