package dev.iobench.runner.container;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.command.InspectContainerResponse;
import com.github.dockerjava.api.command.WaitContainerResultCallback;
import dev.iobench.runner.env.Jdk;
import dev.iobench.runner.env.JmhOutputSink;
import dev.iobench.runner.env.RoundsLauncher;
import dev.iobench.runner.env.RunContext;
import dev.iobench.runner.precision.Batch;
import dev.iobench.runner.precision.ProcNoise;
import dev.iobench.runner.process.ChildProcess;
import dev.iobench.runner.process.Cleanup;
import dev.iobench.runner.results.EnvRecord;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.testcontainers.DockerClientFactory;
import org.testcontainers.containers.GenericContainer;

/**
 * Runs a container environment's one-shot containers of the benchmark image, one at a time, each to
 * completion and then removed: the single run's, or each round of a precision run (its invocations
 * run one after another by the entry script, {@code --iobench-batch}, on the same volume). Their
 * output goes to the environment's {@code jmh.log} and to one {@link JmhOutputSink}.
 */
final class ContainerLauncher extends RoundsLauncher {
    private final ContainerSpec spec;
    private final Engine engine;
    private final EnvRecord record;
    private final DockerClient docker;
    private final String image;
    private final Path staging;
    private final Volume volume;
    private final Path log;
    private final long timeout;
    /** The container running now (its processes are the forks'), or null. */
    private volatile GenericContainer<?> running;
    /** The last container that ran, or null. */
    private Ran last;

    /**
     * One one-shot container: its exit code (null when it timed out and was killed), its final
     * state, and its output lines.
     */
    record Ran(Integer exit, InspectContainerResponse.ContainerState state, ContainerLog lines) {
    }

    /**
     * @param sink where each line of the containers' output goes besides {@code log}
     * @param record the environment: its id, and where the containers' times are noted
     * @param image the benchmark image
     * @param staging the host folder of the results mount
     * @param volume the filesystem under test, or null
     * @param log the environment's jmh.log, started by the first container
     * @param timeout seconds a container may run before it is killed
     */
    ContainerLauncher(RunContext ctx, JmhOutputSink sink, Jdk jdk, ContainerSpec spec, Engine engine, EnvRecord record,
            DockerClient docker, String image, Path staging, Volume volume, Path log, long timeout) {
        super(ctx, sink, jdk, record.id);
        this.spec = spec;
        this.engine = engine;
        this.record = record;
        this.docker = docker;
        this.image = image;
        this.staging = staging;
        this.volume = volume;
        this.log = log;
        this.timeout = timeout;
    }

    /** @return the last container that ran, or null when none did */
    Ran last() {
        return last;
    }

    /**
     * Runs one container with {@code command} for its entry script, its output appended to the
     * log (started by the first), and removes it.
     */
    Ran once(List<String> command, Map<String, String> env) throws IOException, InterruptedException {
        GenericContainer<?> container = spec.container(image, staging, volume, command, env);
        Instant created = Instant.now();
        ContainerLog lines = new ContainerLog(log, last != null, sink);
        container.withLogConsumer(lines);
        running = container;
        try (Cleanup.Action removeContainer = Cleanup.register("container " + record.id, () -> remove(container))) {
            try {
                container.start();
                Integer exit;
                try {
                    exit = docker.waitContainerCmd(container.getContainerId()).exec(new WaitContainerResultCallback())
                            .awaitStatusCode(timeout, TimeUnit.SECONDS);
                } catch (RuntimeException e) {
                    if (Thread.currentThread().isInterrupted() || e.getCause() instanceof InterruptedException) {
                        throw new InterruptedException("interrupted");
                    }
                    if (!engine.answers(docker)) {
                        throw e;
                    }
                    docker.killContainerCmd(container.getContainerId()).exec();
                    exit = null;
                }
                Instant exited = Instant.now();
                if (exit != null && exit != 0 && !Cleanup.shuttingDown() && !engine.stillAnswers(docker)) {
                    throw new IllegalStateException("engine gone while the container stopped");
                }
                InspectContainerResponse.ContainerState state = docker.inspectContainerCmd(container.getContainerId())
                        .exec().getState();
                lines.close();
                record.details.merge("containerSeconds", seconds(created, exited),
                        (a, b) -> ((Double) a) + ((Double) b));
                if (lines.firstIteration != null) {
                    record.details.putIfAbsent("overheadSeconds", seconds(created, lines.firstIteration));
                }
                last = new Ran(exit, state, lines);
                return last;
            } finally {
                running = null;
                lines.close();
                remove(container);
            }
        }
    }

    @Override
    public String ioDir() {
        return spec.ioDir();
    }

    @Override
    public String resultPath(String name) {
        return ContainerSpec.resultPath(name);
    }

    @Override
    public Path hostPath(String name) {
        return staging.resolve(name);
    }

    @Override
    public List<Long> forkProcesses(ProcNoise proc) {
        GenericContainer<?> c = running;
        String id = c == null ? null : c.getContainerId();
        if (id == null) {
            return List.of();
        }
        List<Long> pids = proc.inContainer(id);
        // a running container's forks whose processes cannot be found: no reading rather than a wrong one
        return pids.isEmpty() ? null : pids;
    }

    /** Runs the round in one more container on the same volume; an empty round runs only the entry script's ending. */
    @Override
    public Round run(List<List<String>> invocations, Instant deadline) throws IOException, InterruptedException {
        Path batch = staging.resolve("batch");
        ContainerTask.deleteTree(batch);
        WorkFolder.createForContainer(staging, batch.getFileName().toString());
        Batch.write(batch, invocations);
        Ran ran = once(List.of(ContainerSpec.BATCH), Map.of("IOBENCH_DEADLINE", Long.toString(deadline.getEpochSecond())));
        double[] done = Batch.seconds(batch);
        Integer exit = ran.exit();
        if (exit != null && exit == 0) {
            return new Round(done, null);
        }
        return new Round(done, new ChildProcess.Result(exit == null ? 124 : exit, "", ran.lines().tail(), exit == null));
    }

    private static void remove(GenericContainer<?> c) {
        String id = c.getContainerId();
        if (id == null) {
            return;
        }
        try {
            DockerClientFactory.lazyClient().removeContainerCmd(id).withForce(true).withRemoveVolumes(true).exec();
        } catch (RuntimeException e) {
            // already gone
        }
        try {
            c.stop();
        } catch (RuntimeException e) {
            // already gone
        }
    }

    private static double seconds(Instant from, Instant to) {
        return Duration.between(from, to).toMillis() / 1000.0;
    }
}
