package dev.iobench.runner.container;

import com.github.dockerjava.api.DockerClient;
import dev.iobench.runner.Shown;
import dev.iobench.runner.container.ContainerLauncher.Ran;
import dev.iobench.runner.env.EnvironmentTask;
import dev.iobench.runner.env.FioReference;
import dev.iobench.runner.env.Jdk;
import dev.iobench.runner.env.RoundsLauncher;
import dev.iobench.runner.env.RunContext;
import dev.iobench.runner.env.SyscallForks;
import dev.iobench.runner.precision.PrecisionRun;
import dev.iobench.runner.process.ChildProcess;
import dev.iobench.runner.process.Cleanup;
import dev.iobench.runner.results.AtomicFiles;
import dev.iobench.runner.results.EnvJson;
import dev.iobench.runner.results.EnvRecord;
import dev.iobench.runner.results.EnvSlot;
import dev.iobench.runner.results.Machine;
import dev.iobench.runner.results.RunDirectory;
import dev.iobench.runner.results.RunLayout;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import org.testcontainers.DockerClientFactory;

/**
 * One container environment: a filesystem x a JDK. Runs JMH to completion in a fresh container of
 * the benchmark image ({@link ContainerLauncher}), its JSON written to a results mount of its own, and
 * keeps the result. The container, and the volume of the filesystem, are removed whatever happens.
 */
record ContainerTask(Filesystem fs, Jdk jdk, Settings settings, EnvRecord record) implements EnvironmentTask {
    /** The reason of an environment the engine's stop failed or skipped. */
    private static final String ENGINE_STOPPED = "Docker engine stopped";

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
    record Settings(BenchImage image, String cpus, long memoryBytes, long fsSizeBytes,
            Integer timeoutSeconds, Path work, AtomicBoolean engineStopped) {
    }

    ContainerTask(Filesystem fs, Jdk jdk, Settings settings) {
        this(fs, jdk, settings, new EnvRecord("container",
                String.format(Locale.ROOT, "container %s jdk%d", fs.label(), jdk.major())));
    }

    @Override
    public String filesystemKey() {
        return "container:" + fs.label();
    }

    @Override
    public double estimatedSeconds(RunContext ctx) {
        return ctx.estimatedSecondsPerEnvironment() + 2.0;
    }

    @Override
    public void run(RunContext ctx) throws InterruptedException {
        RunDirectory run = ctx.run();
        EnvSlot slot = new EnvSlot(run, record);
        if (settings.engineStopped().get()) {
            // nothing can run without the engine; the host environments still do
            slot.skip(ENGINE_STOPPED);
            return;
        }
        Path folder = null;
        Path staging = null;
        Volume volume = null;
        Cleanup.Action removeFolder = null;
        EnvJson.Probe[] probe = {null};
        Machine[] machine = {null};
        EnvJson.Container[] containerInfo = {EnvJson.Container.NONE};
        ChildProcess.Lines lines = null;
        DockerClient docker = DockerClientFactory.lazyClient();
        try {
            slot.start(Instant.now());
            Path envDir = slot.open(String.format(Locale.ROOT, "container-%s-jdk%d", fs.label(), jdk.major()));
            record.details.put("fs", fs.label());
            record.details.put("jdkHome", jdk.home().toString());
            // the private folder of the volume and of the staging folder where JMH's JSON and the probe's
            // land first; made and registered for cleanup in one step: a signal cannot leave it behind
            Cleanup.pauseAt("work-folder");
            Cleanup.Held<Path> held = Cleanup.acquire("work-folder", "work folder of " + record.id, () -> {
                long pid = ProcessHandle.current().pid();
                Path made = WorkFolder.create(settings.work(), run.id() + "-" + record.id, pid);
                WorkFolder.createForContainer(made, "results");
                return made;
            }, ContainerTask::deleteTree);
            folder = held.resource();
            removeFolder = held.action();
            staging = folder.resolve("results");
            Cleanup.pauseAt("environment");

            String image = settings.image().ensure(docker, ctx.err());
            if (fs.mkfs() != null) {
                try {
                    volume = Volume.create(fs, settings.fsSizeBytes(), folder);
                } catch (IOException e) {
                    // the one way it fails: no volume could be had, the message says why
                    record.fail(e.getMessage(), null, null);
                    return;
                }
                record.details.putAll(volume.details);
                // the disk under the volume, read while it is mounted
                machine[0] = Machine.probe(ctx.machineLabel(), volume.hostDir);
            }
            Path log = envDir.resolve(RunLayout.JMH_LOG);
            long timeout = settings.timeoutSeconds() != null ? settings.timeoutSeconds()
                    : Math.max(600, Math.round(4 * estimatedSeconds(ctx)));
            ContainerLauncher launcher = new ContainerLauncher(ctx, this, image, staging, volume, log, timeout);
            Ran ran;
            if (ctx.precision() != null) {
                ran = precisionRounds(ctx, launcher, staging, envDir);
            } else {
                // fio, the physical reference, runs after JMH in the same container and folder
                Files.writeString(staging.resolve(RunLayout.FIO_JOB), FioReference.jobFile());
                ran = launcher.once(ctx.jmhArgs(launcher.resultPath(EnvSlot.PARTIAL_JMH), fs.containerDir()), Map.of());
            }
            Integer exit = ran.exit();
            lines = ran.lines();
            containerInfo[0] = launcher.describe();
            probe[0] = EnvJson.Probe.readIfPresent(staging.resolve(ContainerLauncher.PROBE));
            List<String> tail = lines.tail();
            if (Cleanup.shuttingDown()) {
                record.skipInterrupted();
            } else if (exit != null && exit == 0) {
                slot.keep(staging.resolve(EnvSlot.PARTIAL_JMH), RunLayout.JMH_GZ);
                keepFio(ctx, staging, envDir);
            } else if (exit == null) {
                record.fail(String.format(Locale.ROOT, "container timed out after %d s and was killed", timeout), null,
                        tail);
            } else if (Boolean.TRUE.equals(ran.state().getOOMKilled())) {
                // the engine's flag: the kernel's OOM killer ended a process of the container
                record.fail("killed, out of memory (limit " + size(settings.memoryBytes()) + ", --memory)", exit, tail);
            } else if (exit == 137) {
                record.fail("container killed (exit 137)", exit, tail);
            } else {
                record.fail(RoundsLauncher.failureReason(log, exit), exit, tail);
            }
        } catch (IOException | RuntimeException e) {
            if (Thread.currentThread().isInterrupted()) {
                throw new InterruptedException("interrupted");
            }
            if (!Cleanup.shuttingDown() && !ContainerLauncher.stillAnswers(docker)) {
                settings.engineStopped().set(true);
                record.fail(ENGINE_STOPPED, null, lines != null ? lines.tail() : null);
            } else if (e instanceof IOException io) {
                record.fail("I/O error: " + EnvSlot.message(io), null, null);
            } else {
                record.fail(Shown.rootCause(e), null, null);
            }
        } finally {
            if (volume != null) {
                try {
                    // with the engine gone, its containers are stopped by the engine itself: wait for the mount to be free
                    volume.close(settings.engineStopped().get() ? Duration.ofSeconds(60) : Duration.ZERO);
                } catch (IOException e) {
                    ctx.err().println("iobench: warning: " + e.getMessage());
                }
            }
            if (staging != null && record.status != EnvRecord.Status.ok) {
                EnvSlot.deleteQuietly(staging.resolve(EnvSlot.PARTIAL_JMH));
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

    /** A precision run, each round one more container on the same volume; leaves the merged result as a run's. */
    private Ran precisionRounds(RunContext ctx, ContainerLauncher launcher, Path staging, Path envDir)
            throws IOException, InterruptedException {
        ChildProcess.Result r;
        try {
            r = PrecisionRun.run(ctx, launcher, record.id, envDir, staging.resolve(EnvSlot.PARTIAL_JMH));
            if (r.ok() && ctx.syscalls() && !Cleanup.shuttingDown()) {
                SyscallForks.run(ctx, launcher, record, envDir, ctx.precision().answerCells(), filesystemKey());
            }
        } finally {
            launcher.close();
        }
        Ran ran = launcher.last;
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

    /** @return {@code bytes} as Docker writes sizes: {@code 128m}, {@code 4g}, else bytes */
    private static String size(long bytes) {
        for (int shift = 40; shift >= 10; shift -= 10) {
            if (bytes >= (1L << shift) && bytes % (1L << shift) == 0) {
                return (bytes >> shift) + "kmgt".substring(shift / 10 - 1, shift / 10);
            }
        }
        return Long.toString(bytes);
    }

    /** Deletes {@code dir} ({@link AtomicFiles#deleteTree}); what cannot be deleted is named in a warning. */
    static void deleteTree(Path dir) {
        try {
            AtomicFiles.deleteTree(dir);
        } catch (IOException e) {
            System.err.println("iobench: warning: cannot delete " + dir + ": " + e.getMessage());
        }
    }
}
