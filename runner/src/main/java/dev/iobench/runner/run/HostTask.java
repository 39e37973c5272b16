package dev.iobench.runner.run;

import com.fasterxml.jackson.databind.JsonNode;
import dev.iobench.runner.process.ChildProcess;
import dev.iobench.runner.results.AtomicFiles;
import dev.iobench.runner.results.EnvRecord;
import dev.iobench.runner.results.Json;
import dev.iobench.runner.results.Machine;
import dev.iobench.runner.results.RunDirectory;
import dev.iobench.runner.run.precision.HostLauncher;
import dev.iobench.runner.run.precision.PrecisionRun;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One host environment: a JDK and a folder. Probes the folder's filesystem with that JDK, then
 * runs JMH with {@code iobench.dir} pointing there; JMH's JSON is kept untouched as {@code jmh.json}.
 */
public final class HostTask implements EnvironmentTask {
    private static final Duration PROBE_TIMEOUT = Duration.ofSeconds(60);

    private final Jdk jdk;
    private final Path dir;
    private final EnvRecord record;

    public HostTask(Jdk jdk, Path dir) {
        this.jdk = jdk;
        this.dir = dir;
        this.record = new EnvRecord("host", String.format(Locale.ROOT, "host %s jdk%d", dir, jdk.major()));
    }

    @Override
    public EnvRecord record() {
        return record;
    }

    @Override
    public double estimatedSeconds(RunContext ctx) {
        return ctx.estimatedSecondsPerEnvironment();
    }

    @Override
    public void run(RunContext ctx) throws InterruptedException {
        RunDirectory run = ctx.run();
        Instant started = Instant.now();
        record.start(started);
        JsonNode probe = null;
        Path envDir = null;
        try {
            run.save();
            ChildProcess.Result probed = ChildProcess.capture(List.of(jdk.java().toString(), "-cp",
                    ctx.benchmarksJar().toString(), "dev.iobench.suite.probe.EnvProbe", dir.toString()), PROBE_TIMEOUT);
            if (!probed.ok()) {
                record.fail("environment probe failed: " + String.join(" ", probed.tail()), probed.exitCode(), probed.tail());
                return;
            }
            probe = Json.mapper().readTree(probed.stdout());
            String fs = probe.path("fs").path("type").asText("unknown").replaceAll("[^A-Za-z0-9]", "");
            envDir = run.createEnvDir(String.format(Locale.ROOT, "host-%s-jdk%d", fs, jdk.major()));
            record.id = envDir.getFileName().toString();
            record.details.put("dir", dir.toString());
            record.details.put("jdkHome", jdk.home().toString());
            run.save();

            Path partial = envDir.resolve(".jmh.json.partial");
            Path log = envDir.resolve("jmh.log");
            List<String> cmd = new ArrayList<>(List.of(jdk.java().toString(), "-jar", ctx.benchmarksJar().toString()));
            cmd.addAll(ctx.jmhArgs(partial.toString(), dir.toString()));
            ChildProcess.Result jmh = ctx.precision() != null
                    ? PrecisionRun.run(ctx, new HostLauncher(ctx, jdk, dir, envDir, log, record.id), record.id, envDir, partial)
                    : ChildProcess.stream(cmd, log, null, line -> {
                if (ctx.verbose()) {
                    ctx.err().println(line);
                }
                double f = JmhOutput.progress(line);
                if (f >= 0) {
                    ctx.progress().tick(record.id, f);
                }
            });
            if (jmh.ok() && Files.isRegularFile(partial) && Files.size(partial) > 2) {
                AtomicFiles.moveNew(partial, envDir.resolve(RunDirectory.JMH));
                record.status = EnvRecord.Status.ok;
            } else {
                Files.deleteIfExists(partial);
                record.fail(JmhOutput.failureReason(log, jmh.exitCode()), jmh.exitCode(), jmh.tail());
            }
        } catch (IOException e) {
            record.fail("I/O error: " + e.getMessage(), null, null);
        } finally {
            Instant finished = Instant.now();
            record.finish(started, finished);
            try {
                if (envDir != null) {
                    AtomicFiles.create(envDir.resolve(RunDirectory.ENV), Json.write(EnvJson.build(record.id, "host",
                            probe, ctx, record.startedAt, record.finishedAt, Machine.probe(ctx.machineLabel(), dir))));
                }
                run.save();
            } catch (IOException e) {
                record.fail("cannot write env.json: " + e.getMessage(), null, null);
            }
        }
    }
}
