package dev.iobench.runner.run;

import dev.iobench.runner.ExitException;
import dev.iobench.runner.env.EnvironmentTask;
import dev.iobench.runner.env.FioReference;
import dev.iobench.runner.env.Jdk;
import dev.iobench.runner.env.RoundsLauncher;
import dev.iobench.runner.env.RunContext;
import dev.iobench.runner.env.SyscallForks;
import dev.iobench.runner.precision.JmhLauncher;
import dev.iobench.runner.precision.PrecisionRun;
import dev.iobench.runner.process.ChildProcess;
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
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/** One host environment, a JDK and a folder: probes the folder's filesystem, then runs JMH there. */
record HostTask(Jdk jdk, Path dir, EnvRecord record) implements EnvironmentTask {
    HostTask(Jdk jdk, Path dir) {
        this(jdk, dir, new EnvRecord("host", String.format(Locale.ROOT, "host %s jdk%d", dir, jdk.major())));
    }

    /** The folders under test (default: the temp folder), normalised, each once; refuses (usage) unusable ones. */
    static List<Path> dirs(List<Path> dirs) {
        List<Path> in = dirs.isEmpty() ? List.of(Path.of(System.getProperty("java.io.tmpdir"))) : dirs;
        Set<Path> out = new LinkedHashSet<>();
        for (Path d : in) {
            if (!Files.isDirectory(d)) {
                throw ExitException.usage("--dir %s: no such directory", d);
            }
            if (!Files.isWritable(d)) {
                throw ExitException.usage("--dir %s is not writable", d);
            }
            Path abs = d.toAbsolutePath().normalize();
            if (abs.toString().chars().anyMatch(Character::isWhitespace)) {
                throw ExitException.usage("--dir %s: paths with whitespace cannot be passed to JMH's forked JVMs", d);
            }
            out.add(abs);
        }
        return List.copyOf(out);
    }

    @Override
    public String filesystemKey() {
        return "host:" + dir.toAbsolutePath().normalize();
    }

    @Override
    public void run(RunContext ctx) throws InterruptedException {
        EnvSlot slot = new EnvSlot(ctx.run(), record);
        EnvJson.Probe[] probe = {null};
        try {
            slot.start(Instant.now());
            ChildProcess.Result probed = ChildProcess.capture(List.of(jdk.java().toString(), "-cp",
                    ctx.benchmarksJar().toString(), "dev.iobench.suite.probe.EnvProbe", dir.toString()),
                    Duration.ofSeconds(60));
            if (!probed.ok()) {
                record.fail("environment probe failed: " + String.join(" ", probed.tail()), probed.exitCode(), probed.tail());
                return;
            }
            probe[0] = EnvJson.Probe.parse(probed.stdout());
            EnvJson.Fs probedFs = probe[0].fs();
            String fs = (probedFs == null || probedFs.type() == null ? "unknown" : probedFs.type())
                    .replaceAll("[^A-Za-z0-9]", "");
            Path envDir = slot.open(String.format(Locale.ROOT, "host-%s-jdk%d", fs, jdk.major()));
            record.details.put("dir", dir.toString());
            record.details.put("jdkHome", jdk.home().toString());

            Path partial = slot.partialJmh();
            Path log = envDir.resolve(RunLayout.JMH_LOG);
            ChildProcess.Result jmh;
            // JMH's own machine-wide lock is held by the run (RunLoop)
            try (Launcher launcher = new Launcher(ctx, envDir, log)) {
                if (ctx.precision() != null) {
                    jmh = PrecisionRun.run(ctx, launcher, record.id, envDir, partial);
                    if (jmh.ok() && ctx.syscalls()) {
                        SyscallForks.run(ctx, launcher, record, envDir, ctx.precision().answerCells(), filesystemKey());
                    }
                } else {
                    List<String> cmd = new ArrayList<>(List.of(jdk.java().toString(), "-Djmh.ignoreLock=true", "-jar",
                            ctx.benchmarksJar().toString()));
                    cmd.addAll(ctx.jmhArgs(partial.toString(), dir.toString()));
                    jmh = ChildProcess.stream(cmd, log, launcher);
                }
            }
            if (jmh.ok() && slot.keep(partial, RunLayout.JMH_GZ)) {
                // fio, the physical reference, in the same folder and run (fio.json beside jmh.json)
                String fio = FioReference.runOnHost(dir, envDir);
                if (fio != null) {
                    record.details.put("fio", fio);
                    ctx.err().println("iobench: warning: " + record.id + ": " + fio);
                }
            } else if (!jmh.ok() && !slot.failedForSpace("JMH failed (exit " + jmh.exitCode() + ")")) {
                record.fail(RoundsLauncher.failureReason(log, jmh.exitCode()), jmh.exitCode(), jmh.tail());
            }
        } catch (IOException e) {
            record.fail("I/O error: " + EnvSlot.message(e), null, null);
        } finally {
            slot.close(() -> EnvJson.measured(record.id, "host", probe[0], Machine.probe(ctx.machineLabel(), dir),
                    ctx.jmhDescription(), record.startedAt, record.finishedAt, null));
        }
    }

    /**
     * Runs each round of JMH invocations from one launcher JVM ({@link JmhLauncher#BATCH_MAIN}), into jmh.log;
     * without precision, only the sink of the one JMH run's output.
     */
    private final class Launcher extends RoundsLauncher {
        private final Path envDir;
        private final Path log;

        Launcher(RunContext ctx, Path envDir, Path log) {
            super(ctx, HostTask.this.jdk, HostTask.this.record.id);
            this.envDir = envDir;
            this.log = log;
        }

        @Override
        public String ioDir() {
            return dir.toString();
        }

        @Override
        public String resultPath(String name) {
            return hostPath(name).toString();
        }

        @Override
        public Path hostPath(String name) {
            return envDir.resolve(name);
        }

        @Override
        public Round run(List<List<String>> invocations, Instant deadline) throws IOException, InterruptedException {
            if (invocations.isEmpty() || Instant.now().isAfter(deadline)) {
                return new Round(new double[0], null);
            }
            Path batch = envDir.resolve(".batch");
            Path part = envDir.resolve("." + RunLayout.JMH_LOG + ".part");
            AtomicFiles.deleteTree(batch);
            Files.createDirectory(batch);
            try {
                JmhLauncher.writeBatch(batch, invocations);
                // one launcher JVM runs the round; the run holds JMH's machine-wide lock (RunLoop)
                List<String> cmd = List.of(jdk.java().toString(), "-Djmh.ignoreLock=true", "-cp",
                        ctx.benchmarksJar().toString(), JmhLauncher.BATCH_MAIN, batch.toString(),
                        Long.toString(deadline.getEpochSecond()));
                ChildProcess.Result r;
                try {
                    r = ChildProcess.stream(cmd, part, this);
                } finally {
                    if (Files.exists(part)) {
                        Files.write(log, Files.readAllBytes(part), StandardOpenOption.CREATE,
                                StandardOpenOption.APPEND);
                    }
                    Files.deleteIfExists(part);
                }
                return new Round(JmhLauncher.batchSeconds(batch), r.ok() ? null : r);
            } finally {
                AtomicFiles.deleteTree(batch);
            }
        }
    }
}
