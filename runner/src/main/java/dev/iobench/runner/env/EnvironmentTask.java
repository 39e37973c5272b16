package dev.iobench.runner.env;

import dev.iobench.runner.results.EnvRecord;

/**
 * One cell of a run's matrix (a host dir x JDK, a container filesystem x JDK): runs the suite
 * there and leaves {@code <run>/<env-id>/{jmh.json,env.json}} behind.
 */
public interface EnvironmentTask {
    /** This environment's line in {@code run.json}; the task fills in id, status, timings. */
    EnvRecord record();

    /**
     * Runs the suite in this environment. A failure of the benchmark or of the environment is not
     * thrown but recorded in {@link #record()} as status {@code failed} with a one-line reason.
     * Everything the task started (processes, containers, mounts) is gone when this returns or throws.
     */
    void run(RunContext ctx) throws InterruptedException;

    /**
     * This environment's (kind, filesystem) pair, e.g. {@code host:/tmp} or {@code container:ext4}:
     * environments with the same pair differ only in their JDK, and only one of them is profiled.
     */
    String filesystemKey();

    /** A rough estimate of this task's duration in seconds, for progress. */
    double estimatedSeconds(RunContext ctx);
}
