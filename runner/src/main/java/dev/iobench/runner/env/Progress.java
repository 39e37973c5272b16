package dev.iobench.runner.env;

import java.io.PrintWriter;
import java.time.Clock;
import java.time.Duration;
import java.util.Locale;

/**
 * Progress of a run on stderr: which environment of how many, and an estimate of the time left
 * (the remaining environments' estimates, scaled by how the finished ones compared with theirs).
 */
public final class Progress {
    private static final long MIN_GAP_MILLIS = 15_000;

    private final PrintWriter err;
    private final Clock clock;
    private final int total;
    private final double[] estimates;
    private double spentOnFinished;
    private double estimatedForFinished;
    private int current = -1;
    private int finished;
    private long currentStart;
    private long lastPrint;

    /**
     * @param estimates estimated seconds of each environment, in run order
     */
    public Progress(PrintWriter err, Clock clock, double[] estimates) {
        this.err = err;
        this.clock = clock;
        this.total = estimates.length;
        this.estimates = estimates.clone();
    }

    /** Announces environment {@code index} (0-based) starting. */
    public synchronized void start(int index, String label) {
        current = index;
        currentStart = clock.millis();
        lastPrint = currentStart;
        err.printf(Locale.ROOT, "iobench: [%d/%d] %s: started, about %s left%n", index + 1, total, label,
                human(secondsLeft(0)));
        err.flush();
    }

    /** Records environment {@code index} finishing with {@code status}. */
    public synchronized void finish(int index, String label, String status) {
        double spent = (clock.millis() - currentStart) / 1000.0;
        spentOnFinished += spent;
        estimatedForFinished += estimates[index];
        current = -1;
        finished = index + 1;
        err.printf(Locale.ROOT, "iobench: [%d/%d] %s: %s in %s%s%n", index + 1, total, label, status, human(spent),
                index + 1 < total ? ", about " + human(secondsLeft(0)) + " left" : "");
        err.flush();
    }

    /**
     * A heartbeat from the running environment, at most one line every 15 s.
     *
     * @param fractionDone how much of the current environment is done (0..1), or negative if unknown
     */
    public synchronized void tick(String label, double fractionDone) {
        long now = clock.millis();
        if (current < 0 || now - lastPrint < MIN_GAP_MILLIS) {
            return;
        }
        lastPrint = now;
        String pct = fractionDone >= 0 ? String.format(Locale.ROOT, " %.0f%% done,", fractionDone * 100) : "";
        err.printf(Locale.ROOT, "iobench: [%d/%d] %s:%s about %s left%n", current + 1, total, label, pct,
                human(secondsLeft(fractionDone)));
        err.flush();
    }

    /** @return seconds left in the run, given the current environment's fraction done */
    double secondsLeft(double fractionDone) {
        double scale = estimatedForFinished > 0 ? spentOnFinished / estimatedForFinished : 1.0;
        double left = 0;
        for (int i = current >= 0 ? current + 1 : finished; i < total; i++) {
            left += estimates[i] * scale;
        }
        if (current >= 0) {
            double elapsed = (clock.millis() - currentStart) / 1000.0;
            left += fractionDone > 0.02 ? elapsed / fractionDone - elapsed
                    : Math.max(0, estimates[current] * scale - elapsed);
        }
        return Math.max(0, left);
    }

    /** @return e.g. {@code 45s}, {@code 3m05s}, {@code 1h02m} */
    static String human(double seconds) {
        long s = Math.round(seconds);
        Duration d = Duration.ofSeconds(s);
        if (s < 60) {
            return s + "s";
        }
        if (s < 3600) {
            return String.format(Locale.ROOT, "%dm%02ds", d.toMinutes(), d.toSecondsPart());
        }
        return String.format(Locale.ROOT, "%dh%02dm", d.toHours(), d.toMinutesPart());
    }
}
