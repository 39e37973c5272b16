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

    /** @return whether the engine answers a ping now */
    boolean answers(DockerClient docker) {
        try {
            docker.pingCmd().exec();
            return true;
        } catch (RuntimeException e) {
            return false;
        }
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
