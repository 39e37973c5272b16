package dev.iobench.runner.report.charts;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/** Shared chart style (size, font, colours) and gnuplot text escaping, in one place. */
final class ChartStyle {
    /** The width GitHub shows a chart at: fonts are sized so text stays at least 11 px there. */
    static final int SHOWN_WIDTH = 900;
    static final int MIN_WIDTH = 900;
    static final int HEIGHT = 560;
    /** Most bars one panel holds; wider data is split into panels. */
    static final int MAX_BARS = 40;
    /** Most series (environments, curves) one panel holds. */
    static final int MAX_SERIES = 12;
    /** One colour per environment, the same in every chart of a report (by the environment's index). */
    static final String[] ENV_COLOURS = {"#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b",
        "#e377c2", "#7f7f7f", "#bcbd22", "#17becf", "#393b79", "#637939"};
    /** gnuplot's line types 1 to 10 in the first ten environment colours. */
    static final String COLOURS = IntStream.range(0, 10)
            .mapToObj(i -> "set linetype " + (i + 1) + " lc rgb '" + ENV_COLOURS[i] + "'\n")
            .collect(Collectors.joining("", "", "set linetype cycle 10\n"));
    private static final Pattern WITH_PARAMS = Pattern.compile("^(.*?) \\((.*)\\)$");

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
        return lines(List.of(first, second));
    }

    /** @return a gnuplot string expression of {@code lines}, each quoted, joined by line breaks */
    static String lines(List<String> lines) {
        return lines.stream().map(ChartStyle::quote).collect(Collectors.joining(".\"\\n\"."));
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
    static String xtics(Collection<String> labels) {
        return "set xtics rotate by 90 right nomirror\nset bmargin " + (2 + longest(labels) * 52 / 100) + "\n";
    }

    /** @return a height that leaves the plot its room below vertical labels, with text scaled for {@code width} */
    static int height(Collection<String> labels, int width) {
        return (int) Math.round((HEIGHT + longest(labels) * 7) * scale(width));
    }

    /** @return the {@code k=v} params that every one of two or more labels has, in the first's order, else none */
    private static Set<String> common(List<String> labels) {
        Set<String> common = null;
        for (String l : labels) {
            Matcher m = WITH_PARAMS.matcher(l);
            Set<String> params = new LinkedHashSet<>(m.matches() ? List.of(m.group(2).split(", ")) : List.of());
            if (common == null) {
                common = params;
            } else {
                common.retainAll(params);
            }
        }
        return common == null || labels.size() < 2 ? Set.of() : common;
    }

    /**
     * @return the labels without the {@code k=v} params every one of them has (they belong in the
     *     title), e.g. {@code filesWrite (chars=1000, writeMode=IN_PLACE)} to {@code filesWrite (writeMode=IN_PLACE)}
     */
    static Map<String, String> withoutCommonParams(List<String> labels) {
        Set<String> common = common(labels);
        Map<String, String> out = new LinkedHashMap<>();
        for (String l : labels) {
            Matcher m = WITH_PARAMS.matcher(l);
            if (!m.matches() || common.isEmpty()) {
                out.put(l, l);
                continue;
            }
            List<String> kept = new ArrayList<>(List.of(m.group(2).split(", ")));
            kept.removeAll(common);
            out.put(l, kept.isEmpty() ? m.group(1) : m.group(1) + " (" + String.join(", ", kept) + ")");
        }
        return out;
    }

    /** @return the {@code k=v} params every label has, as text, or empty */
    static String commonParams(List<String> labels) {
        return String.join(", ", common(labels));
    }

    private static int longest(Collection<String> labels) {
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
