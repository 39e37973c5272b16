package dev.iobench.runner.env;

import dev.iobench.runner.precision.JmhLauncher;
import java.io.IOException;
import java.nio.file.Files;
import java.time.Instant;
import java.util.function.Consumer;

/**
 * What the host's and a container's launchers share: one {@link JmhOutputSink}, and forks started from a
 * class-data archive of the suite where the JDK can dump one (13 and later), which saves class loading.
 */
public abstract class RoundsLauncher implements JmhLauncher {
    protected final JmhOutputSink sink;
    protected final RunContext ctx;
    protected final Jdk jdk;
    private final String id;
    /** Whether the forks start from the archive at {@code hostPath(CLASS_DATA_FILE)}. */
    private boolean archived;

    /** {@code id} is the environment's, for warnings. */
    protected RoundsLauncher(RunContext ctx, JmhOutputSink sink, Jdk jdk, String id) {
        this.ctx = ctx;
        this.sink = sink;
        this.jdk = jdk;
        this.id = id;
    }

    @Override
    public final void watch(Consumer<String> lines) {
        sink.watch(lines);
    }

    /** Dumps the suite's class-data archive ({@link #trainClassData}). */
    @Override
    public final void prepare(Instant deadline) throws IOException, InterruptedException {
        // the training fork is no measurement: the noise watch never sees it
        Consumer<String> watching = sink.watch(null);
        try {
            archived = trainClassData(jdk.major(), id, ctx.err(), deadline);
        } finally {
            sink.watch(watching);
        }
    }

    @Override
    public final String forkFlags() {
        return archived ? " -XX:SharedArchiveFile=" + resultPath(CLASS_DATA_FILE) : "";
    }

    /** Removes the archive {@link #prepare} made. */
    @Override
    public void close() throws IOException {
        Files.deleteIfExists(hostPath(CLASS_DATA_FILE));
        archived = false;
    }
}
