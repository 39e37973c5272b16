package dev.iobench.runner.report;

/** Shared chart style (size, font, colours) and gnuplot text escaping, in one place. */
final class ChartStyle {
    static final String FONT = "Sans,10";
    static final int MIN_WIDTH = 900;
    static final int MAX_WIDTH = 4000;
    static final int HEIGHT = 560;
    static final String COLOURS = "set linetype 1 lc rgb '#1f77b4'\nset linetype 2 lc rgb '#ff7f0e'\n"
            + "set linetype 3 lc rgb '#2ca02c'\nset linetype 4 lc rgb '#d62728'\nset linetype 5 lc rgb '#9467bd'\n"
            + "set linetype 6 lc rgb '#8c564b'\nset linetype 7 lc rgb '#e377c2'\nset linetype 8 lc rgb '#7f7f7f'\n"
            + "set linetype 9 lc rgb '#bcbd22'\nset linetype 10 lc rgb '#17becf'\nset linetype cycle 10\n";

    private ChartStyle() {
    }

    /**
     * @return {@code s} as a double-quoted gnuplot string: backslash and quote escaped, line breaks
     *     removed (terminals run with {@code noenhanced}, so {@code _ ^ @ & {}} stay literal)
     */
    static String quote(String s) {
        return '"' + s.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", " ").replace("\r", " ") + '"';
    }

    /** @return {@code s} as a quoted field inside a gnuplot datablock (no escapes there: quotes replaced) */
    static String dataLabel(String s) {
        return '"' + s.replace('"', '\'').replace("\n", " ") + '"';
    }

    /** @return x tic labels written vertically, with a bottom margin that fits the longest */
    static String xtics(java.util.Collection<String> labels) {
        return "set xtics rotate by 90 right nomirror\nset bmargin " + (2 + longest(labels) * 6 / 10) + "\n";
    }

    /** @return a height that leaves the plot its room below vertical labels */
    static int height(java.util.Collection<String> labels) {
        return HEIGHT + longest(labels) * 7;
    }

    private static int longest(java.util.Collection<String> labels) {
        return Math.min(80, labels.stream().mapToInt(String::length).max().orElse(0));
    }

    /** @return a width that gives every bar some room */
    static int width(int bars) {
        return Math.max(MIN_WIDTH, Math.min(MAX_WIDTH, 120 + bars * 28));
    }
}
