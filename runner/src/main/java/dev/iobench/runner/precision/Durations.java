package dev.iobench.runner.precision;

import java.time.Duration;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Durations as users type them ({@code 6h}, {@code 1h30m}, {@code 45s}, {@code 200ms}) and as iobench prints them. */
public final class Durations {
    private static final Pattern PART = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*(ms|h|m|s)");
    /** One or more parts, spaces between them. */
    private static final Pattern WHOLE = Pattern.compile("(?:" + PART.pattern() + " *)+");

    private Durations() {
    }

    /** The duration {@code text} names; throws IllegalArgumentException naming the expected form. */
    public static Duration parse(String text) {
        String s = text.trim().toLowerCase(Locale.ROOT);
        if (!WHOLE.matcher(s).matches()) {
            throw new IllegalArgumentException("'" + text + "' is not a duration (e.g. 6h, 90m, 1h30m, 45s, 200ms)");
        }
        double seconds = 0;
        for (Matcher m = PART.matcher(s); m.find(); ) {
            double v = Double.parseDouble(m.group(1));
            seconds += switch (m.group(2)) {
                case "h" -> v * 3600;
                case "m" -> v * 60;
                case "s" -> v;
                default -> v / 1000;
            };
        }
        return Duration.ofMillis(Math.round(seconds * 1000));
    }

    /** Seconds of a JMH time setting such as {@code 200ms}, {@code 1s}, {@code 1 s}. */
    public static double seconds(String jmhTime) {
        return parse(jmhTime).toMillis() / 1000.0;
    }

    /** E.g. {@code 45s}, {@code 3m05s}, {@code 1h02m}. */
    public static String human(double seconds) {
        long s = Math.round(seconds);
        if (s < 60) {
            return s + "s";
        }
        if (s < 3600) {
            return String.format(Locale.ROOT, "%dm%02ds", s / 60, s % 60);
        }
        return String.format(Locale.ROOT, "%dh%02dm", s / 3600, (s % 3600) / 60);
    }
}
