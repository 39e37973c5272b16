package dev.iobench.runner.container;

import dev.iobench.runner.ExitException;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Parses sizes as Docker writes them: {@code 512m}, {@code 1g}, {@code 1073741824}. */
final class Sizes {
    private static final Pattern SIZE = Pattern.compile("(\\d+)([kmgt]?)b?", Pattern.CASE_INSENSITIVE);

    private Sizes() {
    }

    /** @return bytes, or a usage error naming {@code option} and the value */
    static long parse(String option, String value) {
        Matcher m = SIZE.matcher(value.trim());
        if (!m.matches()) {
            throw ExitException.usage("%s %s: not a size (expected e.g. 512m, 1g)", option, value);
        }
        long n = Long.parseLong(m.group(1));
        int shift = switch (m.group(2).toLowerCase(Locale.ROOT)) {
            case "k" -> 10;
            case "m" -> 20;
            case "g" -> 30;
            case "t" -> 40;
            default -> 0;
        };
        long bytes = n << shift;
        if (n <= 0 || bytes >>> shift != n) {
            throw ExitException.usage("%s %s: must be positive and sensible", option, value);
        }
        return bytes;
    }

    /** @return {@code bytes} as Docker writes sizes: {@code 128m}, {@code 4g}, else bytes */
    static String format(long bytes) {
        String[] units = {"t", "g", "m", "k"};
        int[] shifts = {40, 30, 20, 10};
        for (int i = 0; i < units.length; i++) {
            if (bytes >= (1L << shifts[i]) && bytes % (1L << shifts[i]) == 0) {
                return (bytes >> shifts[i]) + units[i];
            }
        }
        return Long.toString(bytes);
    }
}
