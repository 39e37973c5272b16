package dev.iobench.runner.container;

import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * What every container of one run shares.
 *
 * @param cpus Docker cpuset to pin to, or null for all CPUs
 * @param memoryBytes memory limit (swap included: no swap)
 * @param fsSizeBytes size of tmpfs mounts and filesystem images
 * @param timeoutSeconds a container's time limit, or null for 4x its estimate (at least 600 s)
 * @param work host folder for filesystem images and their mount points
 * @param engineStopped whether the engine stopped during the run: the remaining environments are skipped
 */
record ContainerSettings(BenchImage image, String cpus, long memoryBytes, long fsSizeBytes, Integer timeoutSeconds,
        Path work, AtomicBoolean engineStopped) {
}
