package dev.iobench.runner.report.charts;

/** Shared chart style (size, font, colours) and gnuplot text escaping, in one place. */
final class ChartStyle {
    /** The width GitHub shows a chart at: fonts are sized so text stays at least 11 px there. */
    static final int SHOWN_WIDTH = 900;
    static final int MIN_WIDTH = 900;
    static final int MAX_WIDTH = 1600;
    static final int HEIGHT = 560;
    /** Most bars one panel holds; wider data is split into panels. */
    static final int MAX_BARS = 40;
    /** Most series (environments, curves) one panel holds. */
    static final int MAX_SERIES = 12;
    /** One colour per environment, the same in every chart of a report (by the environment's index). */
    static final String[] ENV_COLOURS = {"#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b",
        "#e377c2", "#7f7f7f", "#bcbd22", "#17becf", "#393b79", "#637939"};
    static final String COLOURS = "set linetype 1 lc rgb '#1f77b4'\nset linetype 2 lc rgb '#ff7f0e'\n"
            + "set linetype 3 lc rgb '#2ca02c'\nset linetype 4 lc rgb '#d62728'\nset linetype 5 lc rgb '#9467bd'\n"
            + "set linetype 6 lc rgb '#8c564b'\nset linetype 7 lc rgb '#e377c2'\nset linetype 8 lc rgb '#7f7f7f'\n"
            + "set linetype 9 lc rgb '#bcbd22'\nset linetype 10 lc rgb '#17becf'\nset linetype cycle 10\n";

    private ChartStyle() {
    }

    /**
     * @return {@code s} as a single-quoted gnuplot string: gnuplot expands nothing inside single
     *     quotes (no backquote commands, no macros, no escapes), so any text from a result file stays
     *     text; a quote is doubled, control characters become spaces (terminals run with
     *     {@code noenhanced}, so {@code _ ^ @ & {}} stay literal)
     */
    static String quote(String s) {
        return '\'' + plain(s).replace("'", "''") + '\'';
    }

    /** @return a gnuplot string expression of two lines: {@code first}, a line break, {@code second} */
    static String twoLines(String first, String second) {
        return quote(first) + ".\"\\n\"." + quote(second);
    }

    /**
     * @return {@code s} as a quoted field inside a gnuplot datablock (datablock lines are read as
     *     data, never expanded; double quotes are replaced, as a field has no escapes)
     */
    static String dataLabel(String s) {
        return '"' + plain(s).replace('"', '\'') + '"';
    }

    /**
     * @return {@code s} for a gnuplot comment line: one line, and no backslash at its end (which would
     *     continue the comment onto the next command)
     */
    static String comment(String s) {
        return plain(s).replace('\\', '/');
    }

    /** @return {@code s} on one line: every control character (line feed, carriage return, ...) a space */
    static String plain(String s) {
        StringBuilder b = new StringBuilder(s.length());
        s.codePoints().forEach(c -> b.appendCodePoint(Character.isISOControl(c) || c == 0x2028 || c == 0x2029 ? ' ' : c));
        return b.toString();
    }

    /** @return x tic labels written vertically, with a bottom margin that fits the longest */
    static String xtics(java.util.Collection<String> labels) {
        return "set xtics rotate by 90 right nomirror\nset bmargin " + (2 + longest(labels) * 52 / 100) + "\n";
    }

    /** @return a height that leaves the plot its room below vertical labels, with text scaled for {@code width} */
    static int height(java.util.Collection<String> labels, int width) {
        return (int) Math.round((HEIGHT + longest(labels) * 7) * scale(width));
    }

    /**
     * @return the labels without the {@code k=v} params every one of them has (they belong in the
     *     title), e.g. {@code filesWrite (chars=1000, writeMode=IN_PLACE)} to {@code filesWrite (writeMode=IN_PLACE)}
     */
    static java.util.Map<String, String> withoutCommonParams(java.util.List<String> labels) {
        java.util.regex.Pattern p = java.util.regex.Pattern.compile("^(.*?) \\((.*)\\)$");
        java.util.Set<String> common = null;
        for (String l : labels) {
            java.util.regex.Matcher m = p.matcher(l);
            java.util.Set<String> params = m.matches() ? new java.util.LinkedHashSet<>(java.util.List.of(m.group(2).split(", ")))
                    : new java.util.LinkedHashSet<>();
            if (common == null) {
                common = params;
            } else {
                common.retainAll(params);
            }
        }
        java.util.Map<String, String> out = new java.util.LinkedHashMap<>();
        for (String l : labels) {
            java.util.regex.Matcher m = p.matcher(l);
            if (!m.matches() || common == null || common.isEmpty() || labels.size() < 2) {
                out.put(l, l);
                continue;
            }
            java.util.List<String> kept = new java.util.ArrayList<>(java.util.List.of(m.group(2).split(", ")));
            kept.removeAll(common);
            out.put(l, kept.isEmpty() ? m.group(1) : m.group(1) + " (" + String.join(", ", kept) + ")");
        }
        return out;
    }

    /** @return the {@code k=v} params every label has, as text, or empty */
    static String commonParams(java.util.List<String> labels) {
        java.util.Map<String, String> shortened = withoutCommonParams(labels);
        if (labels.isEmpty() || shortened.get(labels.get(0)).equals(labels.get(0))) {
            return "";
        }
        String first = labels.get(0);
        java.util.List<String> all = new java.util.ArrayList<>(java.util.List.of(
                first.substring(first.indexOf(" (") + 2, first.length() - 1).split(", ")));
        String s = shortened.get(first);
        java.util.List<String> kept = s.contains(" (") ? java.util.List.of(s.substring(s.indexOf(" (") + 2, s.length() - 1)
                .split(", ")) : java.util.List.of();
        all.removeAll(kept);
        return String.join(", ", all);
    }

    private static int longest(java.util.Collection<String> labels) {
        return Math.min(80, labels.stream().mapToInt(String::length).max().orElse(0));
    }

    /** @return a width that gives every bar some room */
    static int width(int bars) {
        return Math.max(MIN_WIDTH, Math.min(1200, 160 + bars * 25));
    }

    /** @return how much larger than at {@link #SHOWN_WIDTH} text is drawn on a chart {@code width} px wide */
    static double scale(int width) {
        return Math.max(1.0, (double) width / SHOWN_WIDTH);
    }

    /** @return the font for a chart {@code width} px wide: 11 px or more once scaled to {@link #SHOWN_WIDTH} */
    static String font(int width) {
        return "Sans," + Math.round(10 * scale(width));
    }

    /**
     * @return the gnuplot style of environment {@code index}'s bars: its colour, solid for the first
     *     {@value #MAX_SERIES} environments, then hatched, so no two environments of a report look alike
     */
    static String envBars(int index) {
        int pattern = index / ENV_COLOURS.length;
        return "lc rgb '" + ENV_COLOURS[index % ENV_COLOURS.length] + "' fs "
                + (pattern == 0 ? "solid 0.8 border -1" : "pattern " + (pattern % 7 + 1) + " border -1");
    }
}
