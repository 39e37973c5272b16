package dev.iobench.runner.run;

import dev.iobench.runner.env.Jdk;
import dev.iobench.runner.env.JmhOutputSink;
import dev.iobench.runner.env.RoundsLauncher;
import dev.iobench.runner.env.RunContext;
import dev.iobench.runner.precision.Batch;
import dev.iobench.runner.process.ChildProcess;
import dev.iobench.runner.results.RunLayout;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.List;

/**
 * Runs rounds of JMH invocations on the host with the environment's JDK, each round from the
 * suite's one launcher JVM ({@link Batch}), its output appended to {@code jmh.log}. The environment
 * holds JMH's machine-wide lock meanwhile, so a neighbour's JMH waits for the whole precision run
 * instead of ending one of its many invocations.
 */
final class HostLauncher extends RoundsLauncher {

    private final RunContext ctx;
    private final Jdk jdk;
    private final Path dir;
    private final Path envDir;
    private final Path log;

    /**
     * @param dir the folder under test
     * @param envDir the environment's result folder (result files go there under hidden names)
     * @param log the environment's jmh.log
     * @param id the environment's id, for progress
     */
    HostLauncher(RunContext ctx, Jdk jdk, Path dir, Path envDir, Path log, String id) {
        super(ctx, new JmhOutputSink(ctx), jdk, id);
        this.ctx = ctx;
        this.jdk = jdk;
        this.dir = dir;
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
        deleteBatch(batch);
        Files.createDirectory(batch);
        try {
            Batch.write(batch, invocations);
            // one launcher JVM runs the round; the environment holds JMH's machine-wide lock for all
            // its invocations (HostTask, JmhLock)
            List<String> cmd = List.of(jdk.java().toString(), "-Djmh.ignoreLock=true", "-cp",
                    ctx.benchmarksJar().toString(), Batch.MAIN, batch.toString(),
                    Long.toString(deadline.getEpochSecond()));
            ChildProcess.Result r;
            try {
                r = ChildProcess.stream(cmd, part, null, sink);
            } finally {
                if (Files.exists(part)) {
                    Files.write(log, Files.readAllBytes(part), StandardOpenOption.CREATE, StandardOpenOption.APPEND);
                }
                Files.deleteIfExists(part);
            }
            return new Round(Batch.seconds(batch), r.ok() ? null : r);
        } finally {
            deleteBatch(batch);
        }
    }

    private static void deleteBatch(Path batch) throws IOException {
        if (Files.isDirectory(batch, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
            try (var files = Files.list(batch)) {
                for (Path f : (Iterable<Path>) files::iterator) {
                    Files.delete(f);
                }
            }
            Files.delete(batch);
        } else {
            Files.deleteIfExists(batch);
        }
    }
}
