package dev.iobench.runner.env;

import dev.iobench.runner.precision.ClassDataArchive;
import dev.iobench.runner.precision.JmhLauncher;
import java.io.IOException;
import java.nio.file.Files;
import java.time.Instant;
import java.util.function.Consumer;

/**
 * What the host's and a container's launchers share: one {@link JmhOutput}, and forks started from a
 * class-data archive of the suite where the JDK can dump one (13 and later), which saves class loading.
 */
public abstract class RoundsLauncher implements JmhLauncher {
    protected final JmhOutput sink;
    protected final RunContext ctx;
    protected final Jdk jdk;
    private final String id;
    /** Whether the forks start from the archive at {@code hostPath(ClassDataArchive.FILE)}. */
    private boolean archived;

    /** {@code id} is the environment's, for warnings. */
    protected RoundsLauncher(RunContext ctx, Jdk jdk, String id) {
        this.ctx = ctx;
        this.sink = new JmhOutput(ctx);
        this.jdk = jdk;
        this.id = id;
    }

    @Override
    public final void watch(Consumer<String> lines) {
        sink.watch(lines);
    }

    /** Dumps the suite's {@link ClassDataArchive} with one training fork of about a second. */
    @Override
    public final void prepare(Instant deadline) throws IOException, InterruptedException {
        // the training fork is no measurement: the noise watch never sees it
        Consumer<String> watching = sink.watch(null);
        try {
            archived = ClassDataArchive.train(this, jdk.major(), id, ctx.err(), deadline);
        } finally {
            sink.watch(watching);
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
