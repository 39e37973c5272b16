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
     * Runs the suite here; a failure is recorded in {@link #record()}, not thrown. Everything the task
     * started (processes, containers, mounts) is gone when this returns or throws.
     */
    void run(RunContext ctx) throws InterruptedException;

    /** E.g. {@code host:/tmp} or {@code container:ext4}: one environment of each is profiled. */
    String filesystemKey();

    /** A rough estimate of this task's seconds, for progress. */
    default double estimatedSeconds(RunContext ctx) {
        return ctx.estimatedSecondsPerEnvironment();
    }
}
