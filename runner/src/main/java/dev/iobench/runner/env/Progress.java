package dev.iobench.runner.env;

import java.io.PrintWriter;
import java.io.Writer;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import dev.iobench.runner.precision.Durations;
import dev.iobench.runner.results.EnvRecord;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Progress of a run on stderr: a whole-run line (forks done, time spent, time left within the budget)
 * and one line per environment. On a terminal the lines are redrawn in place below the run's other
 * output; in a log the run's line is printed about once a minute, and each environment's start and end once.
 */
public final class Progress {
    private final PrintWriter out;
    private final Clock clock;
    private final boolean terminal;
    private final List<EnvRecord> envs;
    private final String[] phases;
    private final int[] forks;
    private final Instant budgetEnd;
    private final double plannedSeconds;
    private final long startMillis;
    private final PrintWriter writer;
    private int active = -1;
    private int totalForks;
    private double maxFraction;
    private long lastPrint;
    /** Lines of the block drawn last on a terminal (0: none on screen). */
    private int drawn;

    /** {@code plannedSeconds} is the run's budget, or its estimate without one ({@code budgetEnd} null). */
    public Progress(PrintWriter err, Clock clock, List<EnvRecord> envs, double plannedSeconds,
            Instant budgetEnd, boolean terminal) {
        this.out = err;
        this.clock = clock;
        this.terminal = terminal;
        this.envs = List.copyOf(envs);
        this.phases = new String[envs.size()];
        Arrays.fill(phases, "waiting");
        this.forks = new int[envs.size()];
        this.plannedSeconds = plannedSeconds;
        this.budgetEnd = budgetEnd;
        this.startMillis = clock.millis();
        this.writer = terminal ? new PrintWriter(new AboveBlock(), true) : err;
    }

    /** Whether stderr is a terminal that can redraw lines in place (on JDK 22 and later, by its own word). */
    public static boolean onTerminal() {
        java.io.Console c = System.console();
        if (c == null || System.getenv("TERM") == null || "dumb".equals(System.getenv("TERM"))) {
            return false;
        }
        try {
            return (Boolean) java.io.Console.class.getMethod("isTerminal").invoke(c);
        } catch (ReflectiveOperationException e) {
            return true;
        }
    }

    /** Where the run's other lines go: on a terminal, above the progress block. */
    public PrintWriter writer() {
        return writer;
    }

    /** Environment {@code index} (0-based) starts its first turn. */
    public synchronized void start(int index) {
        active = index;
        phases[index] = "started";
        line(index, "started");
    }

    /** Environment {@code index} takes a turn again (environments share the budget). */
    public synchronized void active(int index) {
        active = index;
        redrawOrSkip(false);
    }

    /** The running environment did {@code newForks} more forks and is at {@code phase} (null: unchanged). */
    public synchronized void update(int newForks, String phase) {
        if (active < 0) {
            return;
        }
        forks[active] += Math.max(0, newForks);
        totalForks += Math.max(0, newForks);
        if (phase != null) {
            phases[active] = phase;
        }
        redrawOrSkip(false);
    }

    /** A heartbeat from the running environment's JMH output. */
    public synchronized void tick() {
        redrawOrSkip(false);
    }

    /** Records environment {@code index} finishing with {@code status}. */
    public synchronized void finish(int index, String status) {
        phases[index] = "done: " + status;
        if (active == index) {
            active = -1;
        }
        line(index, status + " (" + forks[index] + " forks)");
    }

    /** E.g. {@code run: 41% of 1h00m, 1520 forks, 25m12s spent, about 34m48s left}. */
    synchronized String runLine() {
        double spent = (clock.millis() - startMillis) / 1000.0;
        maxFraction = Math.max(maxFraction, plannedSeconds > 0 ? Math.min(1, spent / plannedSeconds) : 0);
        return String.format(Locale.ROOT, "run: %.0f%% of %s, %d forks, %s spent, about %s left", 100 * maxFraction,
                Durations.human(plannedSeconds), totalForks, Durations.human(spent), Durations.human(secondsLeft()));
    }

    /** Seconds left: the plan's, never more than the budget has left. */
    double secondsLeft() {
        double spent = (clock.millis() - startMillis) / 1000.0;
        double left = Math.max(0, plannedSeconds - spent);
        if (budgetEnd != null) {
            left = Math.min(left, Math.max(0, Duration.between(clock.instant(), budgetEnd).toMillis() / 1000.0));
        }
        return left;
    }

    private void redrawOrSkip(boolean force) {
        long now = clock.millis();
        // a terminal is redrawn every second, a log gets a line a minute
        if (!force && now - lastPrint < (terminal ? 1_000 : 60_000)) {
            return;
        }
        lastPrint = now;
        if (terminal) {
            erase();
            out.println("iobench: " + runLine());
            for (int i = 0; i < envs.size(); i++) {
                out.printf(Locale.ROOT, "iobench:   %s%-28s %s, %d forks%n", i == active ? "> " : "  ",
                        label(i), phases[i], forks[i]);
            }
            drawn = envs.size() + 1;
        } else {
            out.println("iobench: " + runLine()
                    + (active >= 0 ? "; " + label(active) + ": " + phases[active] : ""));
        }
        out.flush();
    }

    /** Prints environment {@code index}'s line: on a terminal above the block, which is redrawn under it. */
    private void line(int index, String what) {
        erase();
        out.println(String.format(Locale.ROOT, "iobench: [%d/%d] %s: %s; %s", index + 1, envs.size(),
                label(index), what, runLine()));
        if (terminal) {
            redrawOrSkip(true);
        } else {
            out.flush();
            lastPrint = clock.millis();
        }
    }

    /** An environment's name: its id once known, else its label. */
    private String label(int index) {
        EnvRecord r = envs.get(index);
        return r.id != null ? r.id : r.label;
    }

    private void erase() {
        if (drawn > 0) {
            // up to the block's first line, then clear to the end of the screen
            out.print("\033[" + drawn + "A\r\033[J");
            drawn = 0;
        }
    }

    /** The run's other output on a terminal: the block is erased before it and redrawn after each line. */
    private final class AboveBlock extends Writer {
        @Override
        public void write(char[] buf, int off, int len) {
            synchronized (Progress.this) {
                erase();
                out.write(buf, off, len);
                if (len > 0 && buf[off + len - 1] == '\n') {
                    redrawOrSkip(true);
                }
            }
        }

        @Override
        public void flush() {
            out.flush();
        }

        @Override
        public void close() {
            out.flush();
        }
    }
}
