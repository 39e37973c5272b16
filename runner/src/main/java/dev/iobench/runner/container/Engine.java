package dev.iobench.runner.container;

import com.github.dockerjava.api.DockerClient;

/**
 * What a run knows of the Docker engine while it runs: once a container environment finds the engine
 * gone, the remaining container environments are skipped with the same reason.
 */
final class Engine {
    /** The one-line reason of an environment the engine's stop failed or skipped. */
    static final String STOPPED = "Docker engine stopped";

    private volatile boolean stopped;

    /** How long an engine that is stopping (it kills its containers first) may still answer. */
    static final java.time.Duration STOPPING = java.time.Duration.ofSeconds(5);

    /** @return whether the engine answers a ping now */
    boolean answers(DockerClient docker) {
        try {
            docker.pingCmd().exec();
            return true;
        } catch (RuntimeException e) {
            return false;
        }
    }

    /**
     * After a container failed: whether the engine still answers {@link #STOPPING} later. An engine
     * being stopped (SIGTERM, {@code systemctl stop docker}) kills its containers and answers a little
     * longer; a failure it caused must not be taken for the benchmark's.
     */
    boolean stillAnswers(DockerClient docker) throws InterruptedException {
        long deadline = System.nanoTime() + STOPPING.toNanos();
        do {
            if (!answers(docker)) {
                return false;
            }
            Thread.sleep(250);
        } while (System.nanoTime() < deadline);
        return true;
    }

    /** Records that the engine stopped during this run. */
    void markStopped() {
        stopped = true;
    }

    /** @return whether the engine stopped during this run */
    boolean stopped() {
        return stopped;
    }
}
