package dev.iobench.runner.env;

import java.util.function.Consumer;

/**
 * Where each line of JMH's console output goes while an environment runs, on the host or in a
 * container: to the precision run's noise watch when one is set, to stderr with {@code --verbose},
 * and to the progress display. The log file and the output's tail are the launcher's.
 */
public final class JmhOutputSink implements Consumer<String> {
    private static final Consumer<String> NOWHERE = line -> { };

    private final RunContext ctx;
    private final String id;
    private final boolean fractionKnown;
    private volatile Consumer<String> watcher = NOWHERE;

    private JmhOutputSink(RunContext ctx, String id, boolean fractionKnown) {
        this.ctx = ctx;
        this.id = id;
        this.fractionKnown = fractionKnown;
    }

    /**
     * @param id the environment's id, for progress
     * @return the sink of an environment that runs JMH once: its progress lines say how much of the
     *     environment is done
     */
    public static JmhOutputSink wholeRun(RunContext ctx, String id) {
        return new JmhOutputSink(ctx, id, true);
    }

    /**
     * @param id the environment's id, for progress
     * @return the sink of an environment that runs JMH in rounds (a precision run): a progress line
     *     is a heartbeat only, its fraction being one invocation's
     */
    public static JmhOutputSink rounds(RunContext ctx, String id) {
        return new JmhOutputSink(ctx, id, false);
    }

    /**
     * Hands every line from now on to {@code lines} too (the precision run's noise watch).
     *
     * @return the watcher it replaces, so that it can be put back
     */
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
        double f = JmhOutput.progress(line);
        if (f >= 0 && ctx.progress() != null) {
            ctx.progress().tick(id, fractionKnown ? f : -1);
        }
    }
}
