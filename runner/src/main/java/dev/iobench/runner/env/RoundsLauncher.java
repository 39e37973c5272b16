package dev.iobench.runner.env;

import dev.iobench.runner.precision.JmhLauncher;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.regex.Pattern;

/**
 * What the host's and a container's launchers share: where each line of JMH's console output goes (the
 * precision run's noise watch when one is set, stderr with {@code --verbose}, the progress display), JMH's
 * failure message for {@code run.json} read from that output (results come from its JSON), and forks started
 * from a class-data archive of the suite where the JDK can dump one (13 and later), which saves class loading.
 */
public abstract class RoundsLauncher implements JmhLauncher, Consumer<String> {
    private static final Consumer<String> NOWHERE = line -> { };
    private static final Pattern PROGRESS = Pattern.compile("^# Run progress: [0-9.]+% complete");
    private static final Pattern STACK_LINE =
            Pattern.compile("^\\s+(at |\\.\\.\\. \\d+ more)|^\\tat |^Caused by: |^\\s+Suppressed: ");

    protected final RunContext ctx;
    protected final Jdk jdk;
    private final String id;
    private volatile Consumer<String> watcher = NOWHERE;
    /** Whether the forks start from the archive at {@code hostPath(CLASS_DATA_FILE)}. */
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

    /** Dumps the suite's class-data archive ({@link #trainClassData}). */
    @Override
    public final void prepare(Instant deadline) throws IOException, InterruptedException {
        // the training fork is no measurement: the noise watch never sees it
        Consumer<String> watching = watcher;
        watch(null);
        try {
            archived = trainClassData(jdk.major(), id, ctx.err(), deadline);
        } finally {
            watch(watching);
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

    /**
     * The benchmark and the first line after the log's last {@code <failure>}; else the last {@code <stderr>}
     * block's first line; else the log's last non-blank line.
     */
    public static String failureReason(Path log, int exitCode) {
        String exited = String.format(Locale.ROOT, "JMH exited with code %d", exitCode);
        List<String> lines;
        try {
            lines = Files.readAllLines(log, StandardCharsets.UTF_8);
        } catch (IOException e) {
            return exited;
        }
        String benchmark = "";
        String failure = null;
        String stderr = null;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.startsWith("# Benchmark: ")) {
                benchmark = line.substring("# Benchmark: ".length()).trim() + ": ";
            }
            if (line.trim().endsWith("<failure>")) { // alone on its line, or after "Iteration   1:"
                failure = firstLineAfter(lines, i, null, benchmark, failure);
            }
            // a forked VM that did not start: JMH shows its stderr in a <stderr> block
            if (line.startsWith("<stderr")) {
                stderr = firstLineAfter(lines, i, "</stderr>", benchmark, stderr);
            }
        }
        if (failure != null || stderr != null) {
            return failure != null ? failure : stderr;
        }
        for (int i = lines.size() - 1; i >= 0; i--) {
            String line = lines.get(i);
            if (!line.isBlank() && !STACK_LINE.matcher(line).find()) {
                return exited + ": " + benchmark + line.trim();
            }
        }
        return exited;
    }

    /** The first non-blank line after line {@code at} and before one starting with {@code end}; else {@code none}. */
    private static String firstLineAfter(List<String> lines, int at, String end, String prefix, String none) {
        for (int j = at + 1; j < lines.size() && (end == null || !lines.get(j).startsWith(end)); j++) {
            if (!lines.get(j).isBlank()) {
                return prefix + lines.get(j).trim();
            }
        }
        return none;
    }
}
