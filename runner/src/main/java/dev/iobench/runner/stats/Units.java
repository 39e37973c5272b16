package dev.iobench.runner.stats;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/** Score units: {@code ns/op} ... {@code s/op} and {@code ops/ns} ... {@code ops/s} convert within their family. */
public final class Units {
    private static final List<String> TIME = List.of("ns", "us", "ms", "s");
    private static final double[] NANOS = {1, 1e3, 1e6, 1e9};

    private Units() {
    }

    /** @return "time", "rate" or the unit itself when it is neither */
    public static String family(String unit) {
        return timeIndex(unit) >= 0 ? "time" : rateIndex(unit) >= 0 ? "rate" : unit;
    }

    /** @return the factor that turns a value in {@code from} into one in {@code to} (same family) */
    public static double factor(String from, String to) {
        if (from.equals(to)) {
            return 1;
        }
        int ft = timeIndex(from);
        int tt = timeIndex(to);
        if (ft >= 0 && tt >= 0) {
            return NANOS[ft] / NANOS[tt];
        }
        int fr = rateIndex(from);
        int tr = rateIndex(to);
        if (fr >= 0 && tr >= 0) {
            return NANOS[tr] / NANOS[fr];
        }
        throw new IllegalArgumentException("cannot convert " + from + " to " + to);
    }

    /** @return the unit of {@code unit}'s family in which the median of {@code values} lies in [1, 1000) if any */
    public static String choose(String unit, double[] values) {
        String fam = family(unit);
        if (!fam.equals("time") && !fam.equals("rate") || values.length == 0) {
            return unit;
        }
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        double median = Math.abs(sorted[sorted.length / 2]);
        String best = unit;
        for (String t : TIME) {
            String candidate = fam.equals("time") ? t + "/op" : "ops/" + t;
            double v = median * factor(unit, candidate);
            if (v >= 1 && v < 1000) {
                return candidate;
            }
            if (v >= 1 && (fam.equals("time") || best.equals(unit))) {
                best = candidate;
            }
        }
        return best;
    }

    /** The timer's floor: JMH's empty benchmark scores 0.3-0.5 ns/op, so a score below this is the harness. */
    public static final double TIMER_FLOOR_NS = 1;

    /** @return whether a score is below {@link #TIMER_FLOOR_NS} ns/op (a rate inverted): at the timer's floor */
    public static boolean atTimerFloor(double value, String unit) {
        double ns = switch (family(unit)) {
            case "time" -> value * factor(unit, "ns/op");
            case "rate" -> 1 / (value * factor(unit, "ops/ns"));
            default -> Double.NaN;
        };
        return ns >= 0 && ns < TIMER_FLOOR_NS;
    }

    /** @return the time unit of a time-per-op unit as a word for percentile tables, e.g. "millis" */
    public static String word(String unit) {
        return switch (unit) {
            case "ns/op" -> "nanos";
            case "us/op" -> "micros";
            case "ms/op" -> "millis";
            case "s/op" -> "seconds";
            default -> unit;
        };
    }

    private static int timeIndex(String unit) {
        String u = unit.toLowerCase(Locale.ROOT);
        return u.endsWith("/op") ? index(u.substring(0, u.length() - 3)) : -1;
    }

    private static int rateIndex(String unit) {
        String u = unit.toLowerCase(Locale.ROOT);
        return u.startsWith("ops/") ? index(u.substring(4)) : -1;
    }

    private static int index(String time) {
        return TIME.indexOf(time.equals("µs") || time.equals("μs") ? "us" : time.equals("sec") ? "s" : time);
    }
}
