package dev.iobench.runner.env;

import java.util.function.Consumer;
import java.util.regex.Pattern;

/**
 * Where each line of JMH's console output goes: to the precision run's noise watch when one is set, to
 * stderr with {@code --verbose}, and to the progress display.
 */
public final class JmhOutputSink implements Consumer<String> {
    private static final Consumer<String> NOWHERE = line -> { };
    private static final Pattern PROGRESS = Pattern.compile("^# Run progress: [0-9.]+% complete");

    private final RunContext ctx;
    private volatile Consumer<String> watcher = NOWHERE;

    public JmhOutputSink(RunContext ctx) {
        this.ctx = ctx;
    }

    /** Hands every line from now on to {@code lines} too; returns the watcher it replaces, to put back. */
    public Consumer<String> watch(Consumer<String> lines) {
        Consumer<String> before = watcher;
        watcher = lines == null ? NOWHERE : lines;
        return before;
    }

    @Override
    public void accept(String line) {
        watcher.accept(line);
        if (ctx.verbose()) {
            ctx.err().println(line);
        }
        if (PROGRESS.matcher(line).find()) {
            ctx.progress().tick();
        }
    }
}
