package dev.iobench.runner.env;

import dev.iobench.runner.precision.ClassDataArchive;
import dev.iobench.runner.precision.JmhLauncher;
import java.io.IOException;
import java.nio.file.Files;
import java.time.Instant;
import java.util.function.Consumer;
import java.util.regex.Pattern;

/**
 * What the host's and a container's launchers share: where each line of JMH's console output goes (the
 * precision run's noise watch when one is set, stderr with {@code --verbose}, the progress display), and forks
 * started from a class-data archive of the suite where the JDK can dump one (13 and later), which saves class
 * loading.
 */
public abstract class RoundsLauncher implements JmhLauncher, Consumer<String> {
    private static final Consumer<String> NOWHERE = line -> { };
    private static final Pattern PROGRESS = Pattern.compile("^# Run progress: [0-9.]+% complete");

    protected final RunContext ctx;
    protected final Jdk jdk;
    private final String id;
    private volatile Consumer<String> watcher = NOWHERE;
    /** Whether the forks start from the archive at {@code hostPath(ClassDataArchive.FILE)}. */
    private boolean archived;

    /** {@code id} is the environment's, for warnings. */
    protected RoundsLauncher(RunContext ctx, Jdk jdk, String id) {
        this.ctx = ctx;
        this.jdk = jdk;
        this.id = id;
    }

    @Override
    public final void watch(Consumer<String> lines) {
        watcher = lines == null ? NOWHERE : lines;
    }

    @Override
    public final void accept(String line) {
        watcher.accept(line);
        if (ctx.verbose()) {
            ctx.err().println(line);
        }
        if (PROGRESS.matcher(line).find()) {
            ctx.progress().tick();
        }
    }

    /** Dumps the suite's {@link ClassDataArchive} with one training fork of about a second. */
    @Override
    public final void prepare(Instant deadline) throws IOException, InterruptedException {
        // the training fork is no measurement: the noise watch never sees it
        Consumer<String> watching = watcher;
        watch(null);
        try {
            archived = ClassDataArchive.train(this, jdk.major(), id, ctx.err(), deadline);
        } finally {
            watch(watching);
        }
    }

    @Override
    public final String forkFlags() {
        return archived ? ClassDataArchive.forkFlag(resultPath(ClassDataArchive.FILE)) : "";
    }

    /** Removes the archive {@link #prepare} made. */
    @Override
    public void close() throws IOException {
        Files.deleteIfExists(hostPath(ClassDataArchive.FILE));
        archived = false;
    }
}
