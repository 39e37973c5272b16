package dev.iobench.runner.container;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.command.InspectContainerResponse;
import com.github.dockerjava.api.command.WaitContainerResultCallback;
import com.github.dockerjava.api.model.AccessMode;
import com.github.dockerjava.api.model.Bind;
import com.github.dockerjava.api.model.Capability;
import dev.iobench.runner.env.RoundsLauncher;
import dev.iobench.runner.env.RunContext;
import dev.iobench.runner.precision.JmhLauncher;
import dev.iobench.runner.precision.ProcNoise;
import dev.iobench.runner.process.ChildProcess;
import dev.iobench.runner.process.Cleanup;
import dev.iobench.runner.results.EnvJson;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.testcontainers.DockerClientFactory;
import org.testcontainers.containers.GenericContainer;
import org.testcontainers.containers.output.OutputFrame;
import org.testcontainers.containers.startupcheck.StartupCheckStrategy;
import org.testcontainers.containers.wait.strategy.AbstractWaitStrategy;
import org.testcontainers.utility.DockerImageName;

/**
 * Runs a container environment's one-shot containers of the benchmark image one at a time, each to
 * completion and then removed: the single run's, or one per precision round (a batch the entry script
 * runs, on the same volume). Each runs unprivileged, without network or capabilities, the JDK and the
 * jar mounted read-only, {@code iobench.dir} on the filesystem under test; output goes to {@code jmh.log}.
 */
final class ContainerLauncher extends RoundsLauncher {
    /** Labels on every container iobench starts: the run id, the pid of the iobench process. */
    static final String LABEL_RUN = "dev.iobench.run";
    static final String LABEL_PID = "dev.iobench.pid";
    /** The unprivileged user of the image (see the Dockerfile). */
    static final int UID = 10001;
    /** The results mount: the staging folder, as the container sees it. */
    static final String RESULTS = "/iobench/results";
    /** What the entry script's environment probe writes into the results mount. */
    static final String PROBE = "probe.json";
    /** How long an engine that is stopping (it kills its containers first) may still answer. */
    private static final Duration STOPPING = Duration.ofSeconds(5);

    private final ContainerTask task;
    private final DockerClient docker = DockerClientFactory.lazyClient();
    private final String image;
    private final Path staging;
    private final Volume volume;
    private final Path log;
    private final long timeout;
    /** The container running now (its processes are the forks'), or null. */
    private volatile GenericContainer<?> running;
    /** The last container that ran, or null. */
    Ran last;

    /** One one-shot container: its exit code (null when it timed out and was killed), final state and output. */
    record Ran(Integer exit, InspectContainerResponse.ContainerState state, ChildProcess.Lines lines) {
    }

    /**
     * {@code staging} is the host folder of the results mount, {@code volume} null for a tmpfs or the
     * container's own root; each container may run {@code timeout} seconds.
     */
    ContainerLauncher(RunContext ctx, ContainerTask task, String image, Path staging, Volume volume, Path log,
            long timeout) {
        super(ctx, task.jdk(), task.record().id);
        this.task = task;
        this.image = image;
        this.staging = staging;
        this.volume = volume;
        this.log = log;
        this.timeout = timeout;
    }

    /** Runs one container with {@code command} for its entry script, its output appended to the log, and removes it. */
    Ran once(List<String> command, Map<String, String> env) throws IOException, InterruptedException {
        GenericContainer<?> container = container(command, env);
        Instant created = Instant.now();
        Log lines = new Log(log, last != null, this);
        container.withLogConsumer(lines);
        running = container;
        String what = "container " + task.record().id;
        try (Cleanup.Action removeContainer = Cleanup.register(what, () -> remove(container))) {
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
                    if (!answers(docker)) {
                        throw e;
                    }
                    docker.killContainerCmd(container.getContainerId()).exec();
                    exit = null;
                }
                Instant exited = Instant.now();
                if (exit != null && exit != 0 && !Cleanup.shuttingDown() && !stillAnswers(docker)) {
                    throw new IllegalStateException("engine gone while the container stopped");
                }
                InspectContainerResponse.ContainerState state = docker.inspectContainerCmd(container.getContainerId())
                        .exec().getState();
                lines.close();
                task.record().details.merge("containerSeconds", seconds(created, exited),
                        (a, b) -> ((Double) a) + ((Double) b));
                if (lines.firstIteration != null) {
                    task.record().details.putIfAbsent("overheadSeconds", seconds(created, lines.firstIteration));
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

    private GenericContainer<?> container(List<String> command, Map<String, String> env) throws IOException {
        Path jdkHome = jdk.home().toRealPath();
        String dir = task.fs().containerDir();
        // Binds go straight into the create command: Testcontainers' own withFileSystemBind first
        // checks "is file mounting supported" by running a helper image, which needs a registry.
        List<Bind> binds = new ArrayList<>(List.of(bind(jdkHome, jdkHome.toString(), AccessMode.ro),
                bind(ctx.benchmarksJar().toRealPath(), "/iobench/benchmarks.jar", AccessMode.ro),
                bind(staging, RESULTS, AccessMode.rw)));
        // Absolute symlinks out of the JDK (Debian's conf/ -> /etc/java-17-openjdk) must resolve inside too.
        for (Path outside : outsideTargets(jdkHome)) {
            binds.add(bind(outside, outside.toString(), AccessMode.ro));
        }
        if (volume != null) {
            binds.add(bind(volume.hostDir, dir, AccessMode.rw));
        }
        GenericContainer<?> c = new GenericContainer<>(DockerImageName.parse(image));
        env.forEach(c::withEnv);
        c.withCommand(command.toArray(String[]::new))
                .withEnv("IOBENCH_JAVA", jdkHome.resolve("bin/java").toString())
                .withEnv("IOBENCH_DIR", dir)
                .withNetworkMode("none")
                .withLabel(LABEL_RUN, ctx.run().id())
                .withLabel(LABEL_PID, Long.toString(ProcessHandle.current().pid()))
                .withStartupCheckStrategy(new StartupCheckStrategy() {
                    @Override
                    public StartupStatus checkStartupState(DockerClient dockerClient, String containerId) {
                        return StartupStatus.SUCCESSFUL; // it runs to completion: nothing to wait for at start
                    }
                })
                .waitingFor(new AbstractWaitStrategy() {
                    @Override
                    protected void waitUntilReady() {
                        // no port, no log line to wait for
                    }
                })
                .withCreateContainerCmdModifier(cmd -> {
                    cmd.withName(name());
                    cmd.withUser(UID + ":" + UID);
                    // iobench removes its containers itself (also on Ctrl-C); without the session label
                    // Testcontainers' own shutdown hook does not race it for the same container.
                    Map<String, String> labels = new HashMap<>(cmd.getLabels());
                    labels.remove("org.testcontainers.sessionId");
                    cmd.withLabels(labels);
                    var host = cmd.getHostConfig();
                    host.withBinds(binds)
                            .withCapDrop(Capability.ALL)
                            .withSecurityOpts(List.of("no-new-privileges"))
                            .withMemory(task.settings().memoryBytes())
                            .withMemorySwap(task.settings().memoryBytes());
                    if (task.settings().cpus() != null) {
                        host.withCpusetCpus(task.settings().cpus());
                    }
                });
        if (task.fs() == Filesystem.TMPFS) {
            // owned by the benchmark user: Docker 20.10 ignores mode= on tmpfs mounts
            c.withTmpFs(Map.of(dir, String.format(Locale.ROOT, "rw,size=%d,uid=%d,gid=%d,mode=0700",
                    task.settings().fsSizeBytes(), UID, UID)));
        }
        return c;
    }

    private static Bind bind(Path host, String container, AccessMode mode) {
        return new Bind(host.toString(), new com.github.dockerjava.api.model.Volume(container), mode);
    }

    /**
     * The fewest existing folders outside JDK {@code home} that hold every target of its absolute symlinks
     * (Debian's OpenJDK links {@code conf/} to {@code /etc/java-17-openjdk}, {@code cacerts} to
     * {@code /etc/ssl/certs/java}): they are mounted read-only at the same paths.
     */
    private static List<Path> outsideTargets(Path home) throws IOException {
        TreeSet<Path> dirs = new TreeSet<>();
        try (Stream<Path> walk = Files.walk(home, 6)) {
            for (Path link : (Iterable<Path>) walk.filter(Files::isSymbolicLink)::iterator) {
                Path target = Files.readSymbolicLink(link);
                Path parent = target.normalize().getParent();
                if (target.isAbsolute() && !target.normalize().startsWith(home) && parent != null
                        && Files.isDirectory(parent)) {
                    dirs.add(parent);
                }
            }
        }
        List<Path> out = new ArrayList<>();
        for (Path d : dirs) {
            if (out.stream().noneMatch(d::startsWith)) {
                out.add(d);
            }
        }
        return out;
    }

    /** The name of the environment's containers (one at a time). */
    private String name() {
        return "iobench-" + ctx.run().id().toLowerCase(Locale.ROOT) + "-" + task.record().id;
    }

    /** env.json's {@code container}: the image, the engine and the limits the container ran with. */
    EnvJson.Container describe() {
        String engineVersion = null;
        String storageDriver = null;
        try {
            engineVersion = docker.versionCmd().exec().getVersion();
            storageDriver = docker.infoCmd().exec().getDriver();
        } catch (RuntimeException e) {
            engineVersion = null;
        }
        ContainerTask.Settings settings = task.settings();
        return new EnvJson.Container(image, settings.image().id, name(), engineVersion, storageDriver,
                settings.cpus() != null ? settings.cpus() : "all", settings.memoryBytes(), "none", UID + ":" + UID,
                "all dropped");
    }

    @Override
    public String ioDir() {
        return task.fs().containerDir();
    }

    @Override
    public String resultPath(String name) {
        return RESULTS + "/" + name;
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
        JmhLauncher.writeBatch(batch, invocations);
        Ran ran = once(List.of("--iobench-batch"),
                Map.of("IOBENCH_DEADLINE", Long.toString(deadline.getEpochSecond())));
        double[] done = JmhLauncher.batchSeconds(batch);
        Integer exit = ran.exit();
        if (exit != null && exit == 0) {
            return new Round(done, null);
        }
        return new Round(done, new ChildProcess.Result(exit == null ? 124 : exit, "", ran.lines().tail(), exit == null));
    }

    private static boolean answers(DockerClient docker) {
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
    static boolean stillAnswers(DockerClient docker) throws InterruptedException {
        long deadline = System.nanoTime() + STOPPING.toNanos();
        do {
            if (!answers(docker)) {
                return false;
            }
            Thread.sleep(250);
        } while (System.nanoTime() < deadline);
        return true;
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

    /** One container's output split into lines, noting when JMH's first iteration began. */
    private static final class Log extends ChildProcess.Lines implements Consumer<OutputFrame> {
        private static final Pattern FIRST_ITERATION = Pattern.compile("Iteration\\s+1:");

        private final StringBuilder partial = new StringBuilder();
        /** When the output first showed JMH's first iteration, or null. */
        volatile Instant firstIteration;

        /** Starts log {@code file}, or appends to it; {@code sink} gets each line too. */
        Log(Path file, boolean append, Consumer<String> sink) throws IOException {
            super(append ? Files.newOutputStream(file, StandardOpenOption.APPEND) : Files.newOutputStream(file), sink);
        }

        @Override
        public synchronized void accept(OutputFrame frame) {
            if (frame.getBytes() == null) {
                return;
            }
            partial.append(frame.getUtf8String());
            if (firstIteration == null && FIRST_ITERATION.matcher(partial).find()) {
                firstIteration = Instant.now();
            }
            for (int nl; (nl = partial.indexOf("\n")) >= 0; ) {
                add(partial.substring(0, nl));
                partial.delete(0, nl + 1);
            }
        }

        /** Ends the last line and closes the log file. */
        @Override
        public synchronized void close() {
            if (partial.length() > 0) {
                add(partial.toString());
                partial.setLength(0);
            }
            super.close();
        }
    }
}
