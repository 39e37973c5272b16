package dev.iobench.runner.container;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.command.InspectContainerResponse;
import com.github.dockerjava.api.command.WaitContainerResultCallback;
import com.github.dockerjava.api.model.AccessMode;
import com.github.dockerjava.api.model.Bind;
import com.github.dockerjava.api.model.Capability;
import com.github.dockerjava.api.model.Info;
import dev.iobench.runner.env.EnvironmentTask;
import dev.iobench.runner.env.FioReference;
import dev.iobench.runner.env.Jdk;
import dev.iobench.runner.env.JmhOutput;
import dev.iobench.runner.env.RunContext;
import dev.iobench.runner.precision.Batch;
import dev.iobench.runner.precision.ClassDataArchive;
import dev.iobench.runner.precision.JmhLauncher;
import dev.iobench.runner.precision.PrecisionRun;
import dev.iobench.runner.precision.ProcNoise;
import dev.iobench.runner.process.ChildProcess;
import dev.iobench.runner.process.Cleanup;
import dev.iobench.runner.process.PausePoint;
import dev.iobench.runner.results.AtomicFiles;
import dev.iobench.runner.results.EnvJson;
import dev.iobench.runner.results.EnvRecord;
import dev.iobench.runner.results.EnvSlot;
import dev.iobench.runner.results.FileTrees;
import dev.iobench.runner.results.Machine;
import dev.iobench.runner.results.RunDirectory;
import dev.iobench.runner.results.RunLayout;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.testcontainers.DockerClientFactory;
import org.testcontainers.containers.GenericContainer;
import org.testcontainers.containers.output.OutputFrame;
import org.testcontainers.containers.startupcheck.StartupCheckStrategy;
import org.testcontainers.containers.wait.strategy.AbstractWaitStrategy;
import org.testcontainers.utility.DockerImageName;

/**
 * One container environment: a filesystem x a JDK. Runs JMH to completion in a fresh container of
 * the benchmark image, as an unprivileged user with no network and no capabilities, the JDK and the
 * jar mounted read-only, {@code iobench.dir} on the filesystem under test, and the JSON written to a
 * results mount of its own. The container, and the volume of the filesystem, are removed whatever
 * happens.
 */
final class ContainerTask implements EnvironmentTask {
    /** Label on every container iobench starts; its value is the run id. */
    static final String LABEL_RUN = "dev.iobench.run";
    /** Label with the pid of the iobench process that started the container. */
    static final String LABEL_PID = "dev.iobench.pid";
    private static final String RESULTS = "/iobench/results";
    private static final String JAR = "/iobench/benchmarks.jar";
    /** The unprivileged user of the image (see the Dockerfile). */
    static final int UID = 10001;
    /** The entry script's argument that runs the JMH invocations of {@code RESULTS/batch/*.args} in order. */
    private static final String BATCH = "--iobench-batch";
    private static final Pattern FIRST_ITERATION = Pattern.compile("Iteration\\s+1:");

    private final Filesystem fs;
    private final Jdk jdk;
    private final ContainerSettings settings;
    private final EnvRecord record;
    /** Where each line of JMH's output goes besides jmh.log: the precision run's noise watch, else nowhere. */
    private volatile java.util.function.Consumer<String> watcher = line -> { };
    /** The container running now (its processes are the forks'), or null. */
    private volatile GenericContainer<?> running;

    ContainerTask(Filesystem fs, Jdk jdk, ContainerSettings settings) {
        this.fs = fs;
        this.jdk = jdk;
        this.settings = settings;
        this.record = new EnvRecord("container",
                String.format(Locale.ROOT, "container %s jdk%d", fs.label(), jdk.major()), Cleanup::shuttingDown);
    }

    @Override
    public EnvRecord record() {
        return record;
    }

    @Override
    public double estimatedSeconds(RunContext ctx) {
        return ctx.estimatedSecondsPerEnvironment() + 2.0;
    }

    @Override
    public void run(RunContext ctx) throws InterruptedException {
        RunDirectory run = ctx.run();
        EnvSlot slot = new EnvSlot(run, record);
        if (settings.engine().stopped()) {
            // nothing can run without the engine; the host environments still do
            slot.skip(Engine.STOPPED);
            return;
        }
        Path folder = null;
        Path staging = null;
        Volume volume = null;
        Cleanup.Action removeFolder = null;
        EnvJson.Probe[] probe = {null};
        Machine[] machine = {null};
        EnvJson.Container[] containerInfo = {EnvJson.Container.NONE};
        LogLines[] lines = {null};
        DockerClient docker = DockerClientFactory.lazyClient();
        try {
            slot.start(Instant.now());
            Path envDir = slot.open(String.format(Locale.ROOT, "container-%s-jdk%d", fs.label(), jdk.major()));
            record.details.put("fs", fs.label());
            record.details.put("jdkHome", jdk.home().toString());
            // this environment's private folder: the volume, and the staging folder where JMH's JSON and
            // the probe's land first; named with this process's pid, so what a killed run leaves is swept
            // by the next (never read as a result)
            // made and registered for cleanup in one step: a signal cannot leave it behind
            PausePoint.reach("work-folder");
            Cleanup.Held<Path> held = Cleanup.acquire("work-folder", "work folder of " + record.id, () -> {
                Path made = WorkFolder.create(settings.work(), run.id() + "-" + record.id);
                WorkFolder.createForContainer(made, "results");
                return made;
            }, ContainerTask::deleteTree);
            folder = held.resource();
            removeFolder = held.action();
            staging = folder.resolve("results");
            PausePoint.reach("environment");

            String image = settings.image().ensure(docker, ctx.err());
            if (fs.mkfs() != null) {
                try {
                    volume = Volume.create(fs, settings.fsSizeBytes(), folder);
                } catch (Volume.VolumeException e) {
                    record.fail(e.getMessage(), null, null);
                    return;
                }
                record.details.putAll(volume.details());
                // the disk under the volume, read while it is mounted
                machine[0] = Machine.probe(ctx.machineLabel(), volume.hostDir());
            }
            Path log = envDir.resolve(RunLayout.JMH_LOG);
            long timeout = timeoutSeconds(ctx);
            Ran ran;
            if (ctx.precision() != null) {
                ran = precisionRounds(ctx, docker, image, staging, volume, envDir, log, timeout);
            } else {
                // fio, the physical reference, runs after JMH in the same container and folder
                Files.writeString(staging.resolve(RunLayout.FIO_JOB), FioReference.jobFile());
                ran = once(ctx, docker, image, staging, volume, ctx.jmhArgs(RESULTS + "/" + EnvSlot.PARTIAL_JMH,
                        fs.containerDir()), Map.of(), log, false, timeout);
            }
            Integer exit = ran.exit();
            InspectContainerResponse.ContainerState state = ran.state();
            lines[0] = ran.lines();
            containerInfo[0] = describe(ctx, docker, image);
            probe[0] = EnvJson.Probe.readIfPresent(staging.resolve("probe.json"));
            Path partial = staging.resolve(EnvSlot.PARTIAL_JMH);
            if (Cleanup.shuttingDown()) {
                record.skipInterrupted();
            } else if (exit != null && exit == 0) {
                slot.keep(partial, RunLayout.JMH);
                keepFio(ctx, staging, envDir);
            } else if (exit == null) {
                record.fail(String.format(Locale.ROOT, "container timed out after %d s and was killed", timeout), null,
                        lines[0].tail());
            } else if (Boolean.TRUE.equals(state.getOOMKilled())) {
                // the engine's flag: the kernel's OOM killer ended a process of the container
                record.fail("killed, out of memory (limit " + Sizes.format(settings.memoryBytes()) + ", --memory)",
                        exit, lines[0].tail());
            } else if (exit == 137) {
                record.fail("container killed (exit 137)", exit, lines[0].tail());
            } else {
                record.fail(JmhOutput.failureReason(log, exit), exit, lines[0].tail());
            }
        } catch (IOException | RuntimeException e) {
            if (Thread.currentThread().isInterrupted()) {
                throw new InterruptedException("interrupted");
            }
            if (!Cleanup.shuttingDown() && !settings.engine().stillAnswers(docker)) {
                settings.engine().markStopped();
                record.fail(Engine.STOPPED, null, lines[0] != null ? lines[0].tail() : null);
            } else if (e instanceof IOException io) {
                record.fail("I/O error: " + EnvSlot.message(io), null, null);
            } else {
                record.fail(oneLine(e), null, null);
            }
        } finally {
            if (volume != null) {
                try {
                    // with the engine gone, its containers are stopped by the engine itself: wait for the mount to be free
                    volume.close(settings.engine().stopped() ? Duration.ofSeconds(60) : Duration.ZERO);
                } catch (IOException e) {
                    ctx.err().println("iobench: warning: " + e.getMessage());
                }
            }
            if (staging != null && record.status != EnvRecord.Status.ok) {
                deleteQuietly(staging.resolve(EnvSlot.PARTIAL_JMH));
            }
            Volume v = volume;
            slot.close(() -> EnvJson.measured(record.id, "container",
                    probe[0] == null ? null : probe[0].inContainer(v != null ? v.kind() : fs.label(), fs.containerDir()),
                    machine[0] != null ? machine[0] : Machine.probe(ctx.machineLabel(), null), ctx.jmhDescription(),
                    record.startedAt, record.finishedAt, containerInfo[0]));
            deleteTree(folder);
            if (removeFolder != null) {
                removeFolder.close();
            }
        }
    }

    /** Keeps the fio reference the entry script measured (fio.json and its job file) beside jmh.json. */
    private void keepFio(RunContext ctx, Path staging, Path envDir) throws IOException {
        Path result = staging.resolve(RunLayout.FIO);
        if (Files.isRegularFile(result) && Files.size(result) > 0) {
            AtomicFiles.create(envDir.resolve(RunLayout.FIO_JOB), Files.readAllBytes(staging.resolve(RunLayout.FIO_JOB)));
            AtomicFiles.moveNew(result, envDir.resolve(RunLayout.FIO));
        } else if (Files.isRegularFile(staging.resolve(RunLayout.FIO_JOB))) {
            record.details.put("fio", "fio did not run in the container (see " + RunLayout.JMH_LOG + ")");
            ctx.err().println("iobench: warning: " + record.id + ": no " + RunLayout.FIO + " from the container");
        }
    }

    private static void deleteQuietly(Path p) {
        try {
            Files.deleteIfExists(p);
        } catch (IOException e) {
            // hidden temp name, removed with the staging folder
        }
    }

    /**
     * One one-shot container: its exit code (null when it timed out and was killed), its final
     * state, and its output lines.
     */
    private record Ran(Integer exit, InspectContainerResponse.ContainerState state, LogLines lines) {
    }

    /**
     * Runs one container of the benchmark image to completion with {@code command} for its entry
     * script, its output appended to (or starting) {@code log}, and removes it.
     */
    private Ran once(RunContext ctx, DockerClient docker, String image, Path staging, Volume volume,
            List<String> command, Map<String, String> env, Path log, boolean append, long timeout)
            throws IOException, InterruptedException {
        GenericContainer<?> container = configure(ctx, image, staging, volume, command, env);
        Instant created = Instant.now();
        LogLines lines = new LogLines(log, ctx, append);
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
                    if (!settings.engine().answers(docker)) {
                        throw e;
                    }
                    docker.killContainerCmd(container.getContainerId()).exec();
                    exit = null;
                }
                Instant exited = Instant.now();
                if (exit != null && exit != 0 && !Cleanup.shuttingDown() && !settings.engine().stillAnswers(docker)) {
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
                return new Ran(exit, state, lines);
            } finally {
                running = null;
                lines.close();
                remove(container);
            }
        }
    }

    /**
     * A precision-targeted run in this environment: each round of JMH invocations is one more
     * one-shot container on the same volume, its invocations run one after another by the entry
     * script ({@code --iobench-batch}); the merged result is left as the single run's would be.
     */
    private Ran precisionRounds(RunContext ctx, DockerClient docker, String image, Path staging, Volume volume,
            Path envDir, Path log, long timeout) throws IOException, InterruptedException {
        Path batch = staging.resolve("batch");
        Ran[] last = {null};
        JmhLauncher launcher = new JmhLauncher() {
            /** Whether the forks start from the suite's class-data archive, dumped into the staging folder. */
            private boolean archived;

            @Override
            public String ioDir() {
                return fs.containerDir();
            }

            @Override
            public void watch(java.util.function.Consumer<String> lines) {
                watcher = lines;
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

            @Override
            public void prepare(Instant deadline) throws IOException, InterruptedException {
                // the archive is dumped inside the container, for its JDK and jar paths
                archived = ClassDataArchive.train(this, jdk.major(), record.id, ctx.err(), deadline);
            }

            @Override
            public String forkFlags() {
                return archived ? ClassDataArchive.forkFlag(resultPath(ClassDataArchive.FILE)) : "";
            }

            @Override
            public void close() throws IOException {
                Files.deleteIfExists(hostPath(ClassDataArchive.FILE));
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
            public Round run(List<List<String>> invocations, Instant deadline) throws IOException, InterruptedException {
                deleteTree(batch);
                WorkFolder.createForContainer(staging, batch.getFileName().toString());
                Batch.write(batch, invocations);
                last[0] = once(ctx, docker, image, staging, volume, List.of(BATCH), Map.of("IOBENCH_DEADLINE",
                        Long.toString(deadline.getEpochSecond())), log, last[0] != null, timeout);
                double[] done = Batch.seconds(batch);
                Integer exit = last[0].exit();
                if (exit != null && exit == 0) {
                    return new Round(done, null);
                }
                return new Round(done, new ChildProcess.Result(exit == null ? 124 : exit, "", last[0].lines().tail(),
                        exit == null));
            }
        };
        ChildProcess.Result r;
        try {
            r = PrecisionRun.run(ctx, launcher, record.id, envDir, staging.resolve(EnvSlot.PARTIAL_JMH));
        } finally {
            launcher.close();
        }
        Ran ran = last[0];
        if (ran == null) {
            throw new IOException(String.join(" ", r.tail()));
        }
        if (r.ok() && !Cleanup.shuttingDown()) {
            // fio, the physical reference: one more container on the same volume runs an empty batch,
            // then the probe and fio in the folder the rounds measured
            Files.writeString(staging.resolve(RunLayout.FIO_JOB), FioReference.jobFile());
            ctx.err().println("iobench: " + record.id + ": fio reference");
            launcher.run(List.of(), Instant.now().plus(Duration.ofHours(1)));
        }
        if (!r.ok() && ran.exit() != null && ran.exit() == 0) {
            return new Ran(r.exitCode(), ran.state(), ran.lines());
        }
        return ran;
    }

    private GenericContainer<?> configure(RunContext ctx, String image, Path staging, Volume volume,
            List<String> jmh, Map<String, String> env) throws IOException {
        Path jdkHome = jdk.home().toRealPath();
        String dir = fs.containerDir();
        // Binds go straight into the create command: Testcontainers' own withFileSystemBind first
        // checks "is file mounting supported" by running a helper image, which needs a registry.
        List<Bind> binds = new ArrayList<>();
        binds.add(bind(jdkHome.toString(), jdkHome.toString(), AccessMode.ro));
        binds.add(bind(ctx.benchmarksJar().toRealPath().toString(), JAR, AccessMode.ro));
        binds.add(bind(staging.toString(), RESULTS, AccessMode.rw));
        // Absolute symlinks out of the JDK (Debian's conf/ -> /etc/java-17-openjdk) must resolve inside too.
        for (Path outside : JdkMounts.outsideTargets(jdkHome)) {
            binds.add(bind(outside.toString(), outside.toString(), AccessMode.ro));
        }
        if (volume != null) {
            binds.add(bind(volume.hostDir().toString(), dir, AccessMode.rw));
        }
        GenericContainer<?> c = new GenericContainer<>(DockerImageName.parse(image));
        env.forEach(c::withEnv);
        c.withCommand(jmh.toArray(String[]::new))
                .withEnv("IOBENCH_JAVA", jdkHome.resolve("bin/java").toString())
                .withEnv("IOBENCH_DIR", dir)
                .withNetworkMode("none")
                .withLabel(LABEL_RUN, ctx.run().id())
                .withLabel(LABEL_PID, Long.toString(ProcessHandle.current().pid()))
                .withStartupCheckStrategy(new Immediately())
                .waitingFor(new NoWait())
                .withCreateContainerCmdModifier(cmd -> {
                    cmd.withName(containerName(ctx));
                    cmd.withUser(UID + ":" + UID);
                    // iobench removes its containers itself (also on Ctrl-C); without the session label
                    // Testcontainers' own shutdown hook does not race it for the same container.
                    Map<String, String> labels = new java.util.HashMap<>(cmd.getLabels());
                    labels.remove("org.testcontainers.sessionId");
                    cmd.withLabels(labels);
                    var host = cmd.getHostConfig();
                    host.withBinds(binds)
                            .withCapDrop(Capability.ALL)
                            .withSecurityOpts(List.of("no-new-privileges"))
                            .withMemory(settings.memoryBytes())
                            .withMemorySwap(settings.memoryBytes());
                    if (settings.cpus() != null) {
                        host.withCpusetCpus(settings.cpus());
                    }
                });
        if (fs == Filesystem.TMPFS) {
            // owned by the benchmark user: Docker 20.10 ignores mode= on tmpfs mounts
            c.withTmpFs(Map.of(dir, String.format(Locale.ROOT, "rw,size=%d,uid=%d,gid=%d,mode=0700",
                    settings.fsSizeBytes(), UID, UID)));
        }
        return c;
    }

    private String containerName(RunContext ctx) {
        return "iobench-" + ctx.run().id().toLowerCase(Locale.ROOT) + "-" + record.id;
    }

    private static Bind bind(String host, String container, AccessMode mode) {
        return new Bind(host, new com.github.dockerjava.api.model.Volume(container), mode);
    }

    /** @return env.json's {@code container}: the image, the engine and the limits the container ran with */
    private EnvJson.Container describe(RunContext ctx, DockerClient docker, String image) {
        String engineVersion = null;
        String storageDriver = null;
        try {
            engineVersion = docker.versionCmd().exec().getVersion();
            Info info = docker.infoCmd().exec();
            storageDriver = info.getDriver();
        } catch (RuntimeException e) {
            engineVersion = null;
        }
        return new EnvJson.Container(image, settings.image().id(), containerName(ctx), engineVersion, storageDriver,
                settings.cpus() != null ? settings.cpus() : "all", settings.memoryBytes(), "none", "10001:10001",
                "all dropped");
    }

    private long timeoutSeconds(RunContext ctx) {
        if (settings.timeoutSeconds() != null) {
            return settings.timeoutSeconds();
        }
        return Math.max(600, Math.round(4 * estimatedSeconds(ctx)));
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

    private static String oneLine(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null && t.getCause() != t) {
            t = t.getCause();
        }
        String m = t.getMessage() != null ? t.getMessage() : t.getClass().getSimpleName();
        return m.lines().findFirst().orElse(m);
    }

    /** Deletes {@code dir} ({@link FileTrees#delete}); what cannot be deleted is named in a warning. */
    private static void deleteTree(Path dir) {
        try {
            FileTrees.delete(dir);
        } catch (IOException e) {
            System.err.println("iobench: warning: cannot delete " + dir + ": " + e.getMessage());
        }
    }

    /** Splits the container's output into lines: log file, tail, progress, first-iteration time. */
    private final class LogLines implements java.util.function.Consumer<OutputFrame> {
        private final java.io.OutputStream raw;
        private BufferedWriter log;
        private final RunContext ctx;
        private final StringBuilder partial = new StringBuilder();
        private final Deque<String> tail = new ArrayDeque<>();
        volatile Instant firstIteration;

        LogLines(Path file, RunContext ctx, boolean append) throws IOException {
            this.raw = append ? Files.newOutputStream(file, java.nio.file.StandardOpenOption.APPEND)
                    : Files.newOutputStream(file);
            this.log = new BufferedWriter(new java.io.OutputStreamWriter(raw, StandardCharsets.UTF_8));
            this.ctx = ctx;
        }

        @Override
        public synchronized void accept(OutputFrame frame) {
            if (frame.getBytes() == null) {
                return;
            }
            partial.append(new String(frame.getBytes(), StandardCharsets.UTF_8));
            if (firstIteration == null && FIRST_ITERATION.matcher(partial).find()) {
                firstIteration = Instant.now();
            }
            for (int nl; (nl = partial.indexOf("\n")) >= 0; ) {
                line(partial.substring(0, nl));
                partial.delete(0, nl + 1);
            }
        }

        private void line(String line) {
            if (log != null) {
                try {
                    log.write(line);
                    log.newLine();
                } catch (IOException e) {
                    // a full disk: the tail in run.json still has it
                    log = ChildProcess.closeQuietly(log, raw);
                }
            }
            tail.addLast(line);
            if (tail.size() > ChildProcess.TAIL_LINES) {
                tail.removeFirst();
            }
            if (ctx.verbose()) {
                ctx.err().println(line);
            }
            watcher.accept(line);
            double f = JmhOutput.progress(line);
            if (f >= 0 && ctx.progress() != null) {
                ctx.progress().tick(record.id, f);
            }
        }

        synchronized List<String> tail() {
            return new ArrayList<>(tail);
        }

        synchronized void close() throws IOException {
            if (partial.length() > 0) {
                line(partial.toString());
                partial.setLength(0);
            }
            log = ChildProcess.closeQuietly(log, raw);
        }
    }

    /** The container runs to completion: nothing to wait for at start. */
    private static final class Immediately extends StartupCheckStrategy {
        @Override
        public StartupStatus checkStartupState(DockerClient dockerClient, String containerId) {
            return StartupStatus.SUCCESSFUL;
        }
    }

    /** No port, no log line to wait for. */
    private static final class NoWait extends AbstractWaitStrategy {
        @Override
        protected void waitUntilReady() {
        }
    }
}
